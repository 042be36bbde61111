/*
 * minishogi.h - the tests' toy variant: minishogi (shogi for two on a
 * 5x5 board), a fourth game added as its own files and one registry
 * line (sn_game_add), to show and test that the rules core
 * plays a game from its data and one hook.  Its counts from the initial
 * position are those of the public references of minishogi (lishogi's
 * shogiops tests).  Built into tests/perft only, not into the library.
 */
#ifndef SN_MINISHOGI_H
#define SN_MINISHOGI_H

#include "legal.h"
#include "variant.h"

extern const struct sn_hooks sn_minishogi_hooks;
extern const struct sn_game sn_minishogi_game;

#endif
