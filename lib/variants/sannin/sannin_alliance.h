/*
 * sannin_alliance.h - the automatic alliances of sannin shogi
 * (sannin-rules(7), Automatic alliances): when a discovered or a dual
 * attack makes two seats allies, the quick tests asked before, and what
 * an alliance does as it forms.  Not installed.
 */
#ifndef SN_SANNIN_ALLIANCE_H
#define SN_SANNIN_ALLIANCE_H

#include "sannin/sannin_state.h"

/* What formed an alliance. */
struct sn_alliance {
	int how;		/* SANNIN_ALLY_DISCOVERED or _DUAL */
	int threatener;		/* the ally whose threat counts (discovered) */
	int victim;		/* the outsider */
	int cell1, cell2;	/* the threatened pieces (cell2 dual only) */
	/* Filled whether or not one forms: whether the action was a direct
	 * defence, 1 or 0, -1 when that needs a search not made, -2 when
	 * not looked at. */
	int defended;
};

/*
 * The seat that the actor of p (its seat to act) becomes allied with by
 * playing the action that led from p to q, or -1; t0 and t1 are the
 * threats of p and q.  Fills *how when an alliance forms.
 */
int	sn_alliance_formed(const sn_pos *p, struct sn_threats *t0,
	    const sn_pos *q, struct sn_threats *t1,
	    const sannin_action *, struct sn_alliance *how);

/* sn_alliance_formed() where alliances are watched in p and
 * sn_alliance_may_form() has said `may`, not 0: the test itself. */
int	sn_alliance_formed_may(const sn_pos *p, struct sn_threats *t0,
	    const sn_pos *q, struct sn_threats *t1,
	    const sannin_action *, struct sn_alliance *how, int may);

/*
 * Zero when the action of p's seat to act cannot make it x's ally: it
 * opens no line of x onto the third seat, and x did not just threaten the
 * third seat.  A quick test before sn_alliance_formed.  through, when not
 * NULL, is sn_alliance_lines(p, x), which spares most actions a look.
 */
int	sn_alliance_possible(const sn_pos *p, const sannin_action *, int x,
	    const sn_set *through);

/*
 * The cells of the pieces of p's seat to act through which a ranging
 * piece of x aims at a piece of the third seat: the first piece each way
 * from the cell.  Only a move from one of them opens such a line.
 */
sn_set	sn_alliance_lines(const sn_pos *p, int x);

/*
 * Under dual-attack=inescapable, when the action a of p's seat to act
 * would make a dual attack under dual-attack=any that the third seat can
 * escape: the cells of the two threatened pieces in *c1 and *c2, one
 * action of the third seat that escapes both in *esc, and the third seat
 * returned.  Else -1.  For diagnostics.
 */
int	sn_dual_escape(const sn_pos *p, const sannin_action *a, int *c1,
	    int *c2, sannin_action *esc);

/* The hook why_no_alliance (legal.h) of sannin shogi. */
int	sn_sannin_why_no_alliance(const sn_pos *pre, const sannin_action *a,
	    const sn_pos *after, char *buf, size_t size);

/* x and y become allies (how: what formed the alliance): the outsider's
 * king promotes, castling rights end; events in ev. */
void	sn_ally(sn_pos *p, int x, int y, const struct sn_alliance *how,
	    sannin_events *ev);

/* Whether the last action of p was x's and left new threats on the
 * third seat (x and the seat to act may then form an alliance by a dual
 * attack): the part of sn_alliance_possible that is not the action's.
 * Undecided parts of the last action (see struct sn_sannin_last) count as
 * "possible"; whether it was a direct defence is asked last, without a
 * search. */
static inline int
sn_alliance_by_last(const sn_pos *p, int x)
{
	const struct sn_sannin_last *last = sn_last(p);
	int vs = sn_third(x, p->turn);

	return x == last->actor && (sn_set_any(sn_last_new_held(p, vs)) ||
	    ((last->pending & 2) && last->seat == vs)) &&
	    sn_last_defence_known(p) != 1;
}

/* Non-zero while automatic alliances can form in p. */
static inline int
sn_alliance_watch(const sn_pos *p)
{
	return p->rules.opt[SANNIN_OPT_AUTO_ALLIANCE] ==
	    SANNIN_AUTO_ALLIANCE_ON && p->alliance == 0 && !p->over &&
	    sn_nbits(p->alive) == 3;
}

/* Does x's attack on cell c in q run through cell `via`? */
static inline int
sn_line_through(const sn_pos *q, int x, int c, int via)
{
	const struct sannin_variant *v = q->v;
	int d = v->dirto[c][via], b;

	if (d == SN_NODIR)
		return 0;
	b = sn_first_on_ray(v, c, d, q->all);
	return b >= 0 && SN_VHAS(v, ray, [via][d], b) &&
	    SN_ARMY(q->board[b]) == x &&
	    (q->mv[q->board[b]].slides >> v->opp[d] & 1);
}

/*
 * Whether the action a of p's seat y, to q (threats t0, t1), may form an
 * alliance, while they are watched in p: what sn_alliance_formed asks
 * first, without a search.  For a discovered attack, a seat but y that
 * attacks the cell left and has a new threat on the third seat on a line
 * through it (the king's cell, one that may be, on such a line of that
 * seat); for a dual attack, the last action's new threats that stand, or
 * a new threat of y on a piece of the third seat but its king, known,
 * with that king among the last action's new threats, or maybe.  Most
 * actions have none: 0.  Else 1 when a discovered attack may form (and a
 * dual attack), 2 when only a dual attack may.  (The two words of each
 * set read in place, no set built, the rarer answers asked first;
 * inline: sn_play asks it at every action.)
 */
static inline int
sn_alliance_may_form(const sn_pos *p, const struct sn_threats *t0,
    const sn_pos *q, const struct sn_threats *t1, const sannin_action *a)
{
	const struct sn_sannin_last *last = sn_last(p);
	const uint64_t *n1, *n0, *l = last->new.w;
	uint64_t f0, f1;
	int y = p->turn, x, vs, k, pl, ln;
	unsigned m;
	sn_set lf;

	/* (Three seats play in p, watched: in q too, unless one left.) */
	if (q->alive != p->alive && sn_nbits(q->alive) != 3)
		return 0;
	if (a->type == SANNIN_ACT_MOVE && (m = ((unsigned)sn_set2_has(
	    &t1->att[0], a->from) | (unsigned)sn_set2_has(&t1->att[1],
	    a->from) << 1 | (unsigned)sn_set2_has(&t1->att[2], a->from) << 2) &
	    ~(1u << y)) != 0) {
		/* (Only a cell on a line through the cell left.) */
		lf = SN_VSET(q->v, lines, [a->from]);
		for (; m != 0; m &= m - 1) {
			x = __builtin_ctz(m);
			vs = sn_third(x, y);
			n1 = t1->t[x][vs].w;
			n0 = t0->t[x][vs].w;
			if ((((n1[0] & ~n0[0]) & lf.w[0]) |
			    ((n1[1] & ~n0[1]) & lf.w[1])) != 0)
				return 1;
			k = q->king[vs];
			if (k != SN_NOCELL && k == sn_pending_king(t1, x, vs) &&
			    sn_set_has(&lf, k) &&
			    !sn_set2_has(&t0->t[x][vs], k) &&
			    sn_line_through(q, x, k, a->from))
				return 1;
		}
	}
	x = last->actor;
	if (x == SN_NOSEAT || x == y || last->defence)
		return 0;
	vs = sn_third(x, y);
	ln = last->newseat == vs;
	n1 = t1->t[x][vs].w;
	if (!(ln && ((l[0] & n1[0]) | (l[1] & n1[1])) != 0)) {
		k = q->king[vs];
		if (k == SN_NOCELL)
			return 0;
		n1 = t1->t[y][vs].w;
		n0 = t0->t[y][vs].w;
		f0 = n1[0] & ~n0[0];
		f1 = n1[1] & ~n0[1];
		if (k < 64)
			f0 &= ~((uint64_t)1 << k);
		else
			f1 &= ~((uint64_t)1 << (k - 64));
		if ((f0 | f1) == 0 || !((ln && sn_set_has(&last->new, k)) ||
		    ((last->pending & 2) && last->seat == vs)))
			return 0;
	}
	/* (All three play: the next in order acts next.) */
	pl = q->place[y] + 1;
	return q->order[pl == 3 ? 0 : pl] == vs ? 2 : 0;
}

#endif
