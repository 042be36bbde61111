/*
 * attacks.h - what attacks a cell (attacks.c): the pieces of given
 * armies that reach it, the seats that check a king, the cells a piece
 * attacks, and the small tests they are made of, inline for the
 * generator (generate.h) and the modules.  (attacks.c is compiled twice:
 * width.h.)
 * Not installed.
 */
#ifndef SN_ATTACKS_H
#define SN_ATTACKS_H

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
SN_CORE int	sn_attacked(const sn_pos *, int c, unsigned by,
	    const sn_set *occ);

/* The seats (bit mask) whose pieces attack the seat's king. */
SN_CORE unsigned sn_checkers(const sn_pos *, int seat);

/* The piece on the cell a leap d away from c, when it leaps onto c:
 * its cell, or -1.  (Leaps are the directions after the lines: the
 * knights of a square board.) */
static inline int
sn_leaper(const sn_pos *p, int c, int d)
{
	const struct sannin_variant *v = p->v;
	int b = v->nb[c][d];

	return b != SN_NOCELL && p->board[b] &&
	    (p->mv[p->board[b]].steps >> v->opp[d] & 1) ? b : -1;
}

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
SN_CORE sn_set	sn_reach(const sn_pos *, int pc, int c);
/* The same on the board of another instance of the position's variant
 * (one a rule option changes the lines of: explain.c). */
SN_CORE sn_set	sn_reach_on(const struct sannin_variant *, const sn_pos *,
	    int pc, int c);

#endif
