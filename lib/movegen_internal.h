/*
 * movegen_internal.h - what the files of the generator share (attacks.c,
 * movegen.c): inline, so that the hot paths that use it keep it inlined.
 * Not installed.
 */
#ifndef SN_MOVEGEN_INTERNAL_H
#define SN_MOVEGEN_INTERNAL_H

#include "movegen.h"

/* The piece on the cell a leap d away from c, when it leaps onto c:
 * its cell, or -1.  (Leaps are the directions after the lines: the
 * knights of a square board.) */
static inline int
leaper(const sn_pos *p, int c, int d)
{
	const struct sannin_variant *v = p->v;
	int b = v->nb[c][d];

	return b != SN_NOCELL && p->board[b] &&
	    (p->mv[p->board[b]].steps >> v->opp[d] & 1) ? b : -1;
}

#endif
