/*
 * movegen.h - the generation of every legal action of a seat, or of
 * those onto one cell, those that may check, whether there is any
 * (movegen.c, movegen_targeted.c); with what attacks a cell (attacks.h),
 * which it includes.  Not installed.
 */
#ifndef SN_MOVEGEN_H
#define SN_MOVEGEN_H

#include "attacks.h"
#include "position.h"

/*
 * Writes the legal actions of the seat, as if it were to act, to out
 * (room for SANNIN_MAXACTIONS) and returns their number.
 */
int	sn_gen(const sn_pos *, int seat, sannin_action *out);
/* The same, with `reach` (not NULL) holding sn_reach of the piece on
 * each cell (a board of at most 128 cells). */
int	sn_gen_reach(const sn_pos *, int seat, const sn_set2 *reach,
	    sannin_action *out);
/* sn_gen, only the actions that end on cell `to` (moves and drops), and
 * with kind other than SANNIN_EMPTY only the moves of the pieces of that
 * kind as they stand (a promoted kind is a kind of its own) and the drops
 * of it.  checked: 1 when the seat is in check, 0 when it is not, -1
 * when the caller does not know (a hint: the answer is the same). */
int	sn_gen_to(const sn_pos *, int seat, int to, int kind, int checked,
	    sannin_action *out);
/* The drops alone of sn_gen_to(p, seat, to, kind, checked, out): what a
 * record's drop asks. */
int	sn_gen_drop_to(const sn_pos *, int seat, int to, int kind,
	    int checked, sannin_action *out);
/* The legal actions of seat that may check the king of a seat in the
 * mask `victims` that the seat does not check now, and end on a cell of
 * `only`: every one that does, and some that do not.  `reach`, when not
 * NULL, holds sn_reach of the piece on each cell (a board of at most 128
 * cells). */
int	sn_gen_checks(const sn_pos *, int seat, unsigned victims,
	    const sn_set2 *reach, sn_set only, sannin_action *out);
/*
 * Non-zero when the seat, as if to act, has a legal action (sn_gen) that
 * `accept` accepts (every one when accept is NULL); generates only as far
 * as it takes to find one.
 */
int	sn_gen_any(const sn_pos *, int seat,
	    int (*accept)(const sn_pos *, const sannin_action *, void *),
	    void *ctx);
/* The same for a seat that the caller knows is not in check: the moves
 * that cannot open a line onto its king are tried first.  `reach`, when
 * not NULL, holds sn_reach of the piece on each cell (a board of at most
 * 128 cells). */
int	sn_gen_any_unchecked(const sn_pos *, int seat, const sn_set2 *reach,
	    int (*accept)(const sn_pos *, const sannin_action *, void *),
	    void *ctx);
/* Whether the seat, still in the game, has an action (as sn_gen_any),
 * `checked` when its king is in check: out of check, a piece off its
 * king's lines that moves is answer enough, found before the king's
 * lines are walked (sn_gen_any_unchecked without `reach`).  For the
 * four-player variants: an entry of their own, so that the profile-guided
 * build lays out sannin's by sannin's counts alone. */
int	sn_gen_any_seat(const sn_pos *, int seat, int checked,
	    int (*accept)(const sn_pos *, const sannin_action *, void *),
	    void *ctx);

/* Where the two-pawn rule forbids the seat's pawn drops (variants with
 * SN_VF_TWO_PAWNS): the cells of its files that hold a pawn of its. */
sn_set	sn_pawn_files(const sn_pos *, int seat);

#endif
