/*
 * yonin_play.h - yonin shogi's module (yonin-rules(7)): its hooks, which play
 * what follows an action: checks and the turn they take, mates and the
 * armies they take over, the turned-over kings, the end of the game.
 * Not installed.
 */
#ifndef SN_YONIN_PLAY_H
#define SN_YONIN_PLAY_H

#include "legal.h"

extern const struct sn_hooks sn_yonin_hooks;

#endif
