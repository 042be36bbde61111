/*
 * shipley_play.h - Shipley's Four Player Shogi's module (shipley-rules(7)): its
 * hooks, which set up the style (the order of play, the teams) and play
 * what follows an action: checks, the seats mated, who loses the turn,
 * kings taken and seats out of the game, the end of the game.  Not
 * installed.
 */
#ifndef SN_SHIPLEY_PLAY_H
#define SN_SHIPLEY_PLAY_H

#include "legal.h"

extern const struct sn_hooks sn_shipley_hooks;

#endif
