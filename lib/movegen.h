/*
 * movegen.h - attacks, check, pins and the generation of every legal
 * action of a seat (attacks.c, movegen.c, movegen_targeted.c).  Not
 * installed.
 */
#ifndef SN_MOVEGEN_H
#define SN_MOVEGEN_H

#include "position.h"

/*
 * Does the piece on cell b, the first piece on line d from cell c,
 * attack c: by ranging back along the line, or by a step when b is next
 * to c?
 */
static inline int
sn_hits(const sn_pos *p, int c, int d, int b)
{
	const struct sannin_variant *v = p->v;
	int pc = p->board[b], od = v->opp[d];

	return (p->mv[pc].slides >> od & 1) ||
	    (b == v->nb[c][d] && (p->mv[pc].steps >> od & 1));
}

/*
 * Non-zero when a piece of an army in the mask `by` (sn_armies_of)
 * attacks cell c, with *occ as the pieces that block lines (the board's
 * pieces, less a king that is about to move away).
 */
int	sn_attacked(const sn_pos *, int c, unsigned by, const sn_set *occ);

/* The seats (bit mask) whose pieces attack the seat's king. */
unsigned sn_checkers(const sn_pos *, int seat);

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

/*
 * Of a ray whose cell numbers grow, whose pieces are x: a mask of its
 * cells up to and including its first piece, the lowest of x (every cell
 * numbered up to that one: the ray has none below its start); of every
 * cell when x is empty.  That is x ^ (x - 1), the borrow carried from
 * word to word.
 */
static SN_ALWAYS_INLINE sn_set
sn_upto_first(sn_set x)
{
	uint64_t borrow = 1;
	sn_set m;

	SN_EACHW(i) {
		m.w[i] = x.w[i] ^ (x.w[i] - borrow);
		borrow &= x.w[i] == 0;
	}
	SN_RESTW(i)
		m.w[i] = 0;
	return m;
}

/*
 * The same of a ray whose numbers fall: every cell numbered from its
 * first piece, the highest of x, up; every cell when x is empty.  In each
 * word, its cells from its highest up, or all of them when it has none
 * (the bit or'ed in is then the highest), while the words above have
 * none.
 */
static SN_ALWAYS_INLINE sn_set
sn_from_last(sn_set x)
{
	uint64_t open = ~(uint64_t)0;
	sn_set m;
	int i;

	for (i = SN_OPW - 1; i >= 0; i--) {
		m.w[i] = open & -((uint64_t)1 << (63 ^
		    __builtin_clzll(x.w[i] | 1)));
		open &= -(uint64_t)(x.w[i] == 0);
	}
	SN_RESTW(j)
		m.w[j] = 0;
	return m;
}

/* sn_reach_on(), inline: sn_reach is asked for every piece whose reach
 * may have changed, and sn_threats_from() of each piece put down. */
static SN_ALWAYS_INLINE sn_set
sn_reach_inline(const struct sannin_variant *v, const sn_pos *p, int pc,
    int c)
{
	const struct sn_moves *m = &p->mv[pc];
	sn_set r = SN_VSET(v, step, [m->stepset][c].from), ray, x;
	int i, d;

	for (i = 0; i < m->nslide; i++) {
		d = m->slide[i];
		ray = SN_VSET(v, ray, [c][d]);
		x = sn_set_and(ray, p->all);
		r = sn_set_or(r, sn_set_and(ray, v->rayup[d] ?
		    sn_upto_first(x) : sn_from_last(x)));
	}
	return r;
}

/* The cells the piece on c attacks: its steps, and its lines up to and
 * including the first piece on each. */
sn_set	sn_reach(const sn_pos *, int pc, int c);
/* The same on the board of another instance of the position's variant
 * (one a rule option changes the lines of: explain.c). */
sn_set	sn_reach_on(const struct sannin_variant *, const sn_pos *, int pc,
	    int c);

#endif
