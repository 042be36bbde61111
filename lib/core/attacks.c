/*
 * attacks.c - what attacks a cell: the pieces of given armies that
 * reach it (sn_attacked), the seats that check a king (sn_checkers),
 * and the cells a piece attacks (sn_reach).  Compiled twice (width.h).
 */
#include "config.h"

#include "width.h"

#include "attacks.h"
#include "narrow_core.h"

int
sn_attacked(const sn_pos *p, int c, unsigned by, const sn_set *occ)
{
	const struct sannin_variant *v = p->v;
	int d, b, pc;

	for (d = 0; d < v->nlines; d++) {
		b = sn_first_on_ray(v, c, d, *occ);
		if (b < 0)
			continue;
		pc = p->board[b];
		if ((by >> SN_ARMY(pc) & 1) && sn_hits(p, c, d, b))
			return 1;
	}
	for (; d < v->ndirs; d++)
		if ((b = sn_leaper(p, c, d)) >= 0 && sn_set_has(occ, b) &&
		    (by >> SN_ARMY(p->board[b]) & 1))
			return 1;
	return 0;
}

static SN_OUTLINE unsigned
checkers_body(const sn_pos *p, int seat)
{
	const struct sannin_variant *v = p->v;
	int k = p->king[seat], d, b, pc;
	unsigned seats = 0, own;

	if (k == SN_NOCELL)
		return 0;
	own = p->armies[seat];
	for (d = 0; d < v->nlines; d++) {
		b = sn_first_on_ray(v, k, d, p->all);
		if (b < 0)
			continue;
		pc = p->board[b];
		if (!(own >> SN_ARMY(pc) & 1) && sn_hits(p, k, d, b))
			seats |= 1u << sn_ctrl(p, pc);
	}
	for (; d < v->ndirs; d++)
		if ((b = sn_leaper(p, k, d)) >= 0 &&
		    !(own >> SN_ARMY(p->board[b]) & 1))
			seats |= 1u << sn_ctrl(p, p->board[b]);
	return seats & ~(unsigned)p->nocheck[seat];
}

unsigned
sn_checkers(const sn_pos *p, int seat)
{
	SN_TO_NARROW(p, sn_checkers, (p, seat));
	return checkers_body(p, seat);
}

sn_set
sn_reach(const sn_pos *p, int pc, int c)
{
	return sn_reach_inline(p->v, p, pc, c);
}

sn_set
sn_reach_on(const struct sannin_variant *v, const sn_pos *p, int pc, int c)
{
	return sn_reach_inline(v, p, pc, c);
}
