/*
 * sannin_threats.h - what a threat of material loss is (sannin-rules(7),
 * Automatic alliances): the threats of every seat on every other, read
 * from the attacks of the position's pieces, the threats an action made,
 * and whether it removed one that its seat faced (a direct defence).
 * Not installed.
 */
#ifndef SN_SANNIN_THREATS_H
#define SN_SANNIN_THREATS_H

#include "sannin/sannin_threat_maps.h"

/* t[x][v] of every two seats playing in p from the attacks and pieces
 * by seat and class that t holds (cocc, catt), with att, checks and
 * pending: the last step of sn_threats_from(). */
void	sn_threat_sets(const sn_pos *p, struct sn_threats *t);

/* The threats of x on v in t1 that are not in t0, exactly. */
sn_set	sn_threats_new(struct sn_threats *t0, struct sn_threats *t1, int x,
	    int v);

/* sn_threats_new without a search: the cells surely new; *maybe set
 * when the king's cell may be new as well.  (Inline: sn_play asks it at
 * every action.) */
static inline sn_set
sn_threats_new_known(const struct sn_threats *t0,
    const struct sn_threats *t1, int x, int v, int *maybe)
{
	sn_set r = sn_set_andnot(sn_set2_get(&t1->t[x][v]),
	    sn_set2_get(&t0->t[x][v]));
	int k0 = sn_pending_king(t0, x, v), k1 = sn_pending_king(t1, x, v);

	/* As sn_threats_new, leaving out the king's cell where it takes a
	 * search. */
	*maybe = 0;
	if (k0 != SN_NOCELL && sn_set_in(r, k0)) {
		sn_set_del(&r, k0);
		*maybe = 1;
	}
	if (k1 != SN_NOCELL && !sn_set2_has(&t0->t[x][v], k1))
		*maybe = 1;
	return r;
}

/* Non-zero when seat y, by its action (t0 -> t1), removed a threat it
 * faced. */
int	sn_direct_defence(int y, struct sn_threats *t0, struct sn_threats *t1);

/* The same without a search: 1 or 0 when known so, -1 when only a mate
 * search can tell. */
int	sn_direct_defence_known(int y, const struct sn_threats *t0,
	    const struct sn_threats *t1);

/* sn_direct_defence() where sn_direct_defence_known() has said -1 of the
 * same threats (searches since then or not): the mate searches alone. */
int	sn_direct_defence_unsure(int y, struct sn_threats *t0,
	    struct sn_threats *t1);

#endif
