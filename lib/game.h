/*
 * game.h - what the record decoder may do with a game besides the public
 * functions.  Not installed.
 */
#ifndef SN_GAME_H
#define SN_GAME_H

#include "sannin.h"

/*
 * Plays an action that sannin_action_parse gave for the game's position
 * (legal under every rule but repetition), refusing what the repetition
 * option forbids.  Returns 0, or -1 with the diagnostic filled.
 */
int	sn_game_play_parsed(sannin_game *, sannin_action *, sannin_events *,
	    sannin_diag *);

#endif
