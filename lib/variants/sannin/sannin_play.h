/*
 * sannin_play.h - sannin shogi's module (sannin-rules(7)): its hooks,
 * which add the alliance rules to the legal actions and play everything
 * that follows an action.  Not installed.
 */
#ifndef SN_SANNIN_PLAY_H
#define SN_SANNIN_PLAY_H

#include "legal.h"

extern const struct sn_hooks sn_sannin_hooks;
extern const struct sn_speedups sn_sannin_speedups;

#endif
