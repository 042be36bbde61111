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
/*
 * The same for an action that sn_action_parse_later gave: returns 1,
 * with nothing played and no diagnostic, when what that left out forbids
 * the action (the caller reads it again with sannin_action_parse, as
 * that reading, had it been made, would have been refused first).
 */
int	sn_game_play_judged(sannin_game *, sannin_action *, sannin_events *,
	    sannin_diag *);

/*
 * With `on`, the game's actions leave whether the seat the turn passes to
 * can act to be asked later (struct sn_after): the next legal action
 * shows it can.  sn_game_resolve asks, with the events it adds to ev
 * (which may be NULL), and returns 1 when the seat could not act and the
 * game went on from there, 0 when nothing changed.  A reader that defers
 * asks before it reports an error and at the end of each line.
 */
void	sn_game_defer(sannin_game *, int on);
int	sn_game_resolve(sannin_game *, sannin_events *);

/*
 * A new game from p, as sannin_game_new, whose variant module has worked
 * out before its first action what that action asks of p (sannin: its
 * threats): copied from the game *like when it is a new game from the
 * same position, else worked out, and *like made such a game of p (the
 * one it was freed; NULL when out of memory).  A reader keeps one, as
 * the games of a file mostly start alike.  NULL when out of memory.
 */
sannin_game	*sn_game_new_like(const sannin_position *p, sannin_game **like);

/* sannin_perft, with the module's caches (as it plays) or, with cached
 * 0, without: the counts must be the same (tests/perft -C). */
uint64_t	sn_perft(const sannin_position *, int depth, uint64_t *counts,
	    int cached);

#endif
