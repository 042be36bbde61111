/*
 * threat.h - threats of material loss and the automatic alliances they
 * form (sannin-rules(7), Automatic alliances).  Not installed.
 */
#ifndef SN_THREAT_H
#define SN_THREAT_H

#include "position.h"
#include "sannin/sannin_checkmate.h"

/*
 * t[x][v]: the cells of v's pieces that x threatens with material loss.
 * Whether x can mate v in one action (a threat on v's king when x does
 * not check it now) is decided only when asked (sn_threat_has and the
 * functions below): until then bit x * SN_MAXSEATS + v of `pending` is
 * set and v's king is not in t[x][v].  Most plies need few of those
 * answers, and each is a search.
 */
#define SN_MAXCLASS 5	/* piece classes (sn_kind.value) are 1 to 4 */

struct sn_threats {
	sn_set2 t[SN_MAXSEATS][SN_MAXSEATS];
	unsigned pending;
	sn_pos pos;		/* the position, for what is pending */
	sn_set2 reach[SN_SET2CELLS];	/* sn_reach of each piece of pos */
	sn_set2 att[SN_MAXSEATS];	/* the cells each seat attacks */
	/* By seat and class: the cells of those pieces, and the cells they
	 * attack together ([s][0]: none, and every class, as att[s]). */
	sn_set2 cocc[SN_MAXSEATS][SN_MAXCLASS];
	sn_set2 catt[SN_MAXSEATS][SN_MAXCLASS];
	sn_set2 slid;		/* the cells of the pieces that slide */
	/* Of the kings of the seats in vknown (a bit each, none when the
	 * threats are written): their free escapes, the cells from which a
	 * piece may attack the king and each escape (or stands on the
	 * escape) on an empty board, and the pieces of the other seats
	 * whose move opens a line onto an escape.  A mate search asks them
	 * of its victim, the same in each search of this position. */
	unsigned vknown;
	uint8_t nesc[SN_MAXSEATS];
	uint8_t esc[SN_MAXSEATS][SN_MAXDIRS];
	sn_set2 vnear[SN_MAXSEATS];
	sn_set2 vdisc[SN_MAXSEATS];
	/*
	 * Where the reaches came from: the hashes of the position of the
	 * threats sn_threats_from was given, from[0], and of the one those
	 * came from, from[1] (nfrom of them; 0 when worked out afresh);
	 * since[i], the cells whose reach was written after from[i].  Each
	 * other piece here stood on its cell there, with the same reach;
	 * and, as written after from[0], each other cell of a piece there
	 * holds its reach there.  (So a game's cache slot is written again
	 * from what it holds: reach_lag() in threat.c.)
	 */
	int nfrom;
	uint64_t from[2];
	sn_set2 since[2];
	/* The same of the groups (bit s * SN_MAXCLASS + class, seat s)
	 * whose cocc or catt was written after from[i]: the others hold
	 * what they held there (a slot held takes from prev only those). */
	unsigned gsince[2];
	/*
	 * Written with the threats, for the checks after an action
	 * (report_checks in play.c), which read them instead of the
	 * attacks: bit v * SN_MAXSEATS + x when x attacks v's king, both
	 * playing (sannin's three seats): by victim, the other way round
	 * from `pending`.
	 */
	unsigned checks;
};

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

/* Computes every seat's threats on every other seat in p (the mate
 * threats left pending). */
void	sn_threats(const sn_pos *p, struct sn_threats *);

/* The same, taking from prev (the threats of an earlier position, not
 * t itself; may be NULL) the reach of every piece that the changes
 * since cannot have altered; from t, when it is a slot of p's game
 * cache, those it holds that prev's are. */
void	sn_threats_from(const sn_pos *p, const struct sn_threats *prev,
	    struct sn_threats *t);

/* Non-zero when x threatens v's piece on cell c. */
int	sn_threat_has(struct sn_threats *, int x, int v, int c);

/*
 * The same worked out for cell c of p alone, from the pieces that attack
 * it: 1 or 0; -1 for v's king when x does not check it (whether x can
 * mate v in one takes sn_threats).
 */
int	sn_threat_at(const sn_pos *p, int x, int v, int c);

/* The threats of x on v in t1 that are not in t0, exactly. */
sn_set	sn_threats_new(struct sn_threats *t0, struct sn_threats *t1, int x,
	    int v);

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

/* The cell of v's king when whether x threatens it is still pending. */
static inline int
sn_pending_king(const struct sn_threats *t, int x, int v)
{
	return t->pending >> (x * SN_MAXSEATS + v) & 1 ? t->pos.king[v] :
	    SN_NOCELL;
}

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

/*
 * Under dual-attack=inescapable, when the action a of p's seat to act
 * would make a dual attack under dual-attack=any that the third seat can
 * escape: the cells of the two threatened pieces in *c1 and *c2, one
 * action of the third seat that escapes both in *esc, and the third seat
 * returned.  Else -1.  For diagnostics.
 */
int	sn_dual_escape(const sn_pos *p, const sannin_action *a, int *c1,
	    int *c2, sannin_action *esc);

/* The third of sannin shogi's seats: neither x nor y (two different
 * seats of 0, 1, 2). */
static inline int
sn_third(int x, int y)
{
	return 3 - x - y;
}

/* sn_last_defence() (play.h) without a search: 1 or 0 when known so,
 * -1 when only a mate search can tell. */
int	sn_last_defence_known(const sn_pos *p);

/* Whether the last action of p was x's and left new threats on the
 * third seat (x and the seat to act may then form an alliance by a dual
 * attack): the part of sn_alliance_possible that is not the action's.
 * Undecided parts of the last action (see sn_pos) count as "possible";
 * whether it was a direct defence is asked last, without a search. */
static inline int
sn_alliance_by_last(const sn_pos *p, int x)
{
	int vs = sn_third(x, p->turn);

	return x == p->last_actor && (sn_set_any(sn_pos_last_new(p, vs)) ||
	    ((p->last_pending & 2) && p->last_seat == vs)) &&
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
	const uint64_t *n1, *n0, *l = p->last_new.w;
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
	x = p->last_actor;
	if (x == SN_NOSEAT || x == y || p->last_defence)
		return 0;
	vs = sn_third(x, y);
	ln = p->last_newseat == vs;
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
		if ((f0 | f1) == 0 || !((ln && sn_set_has(&p->last_new, k)) ||
		    ((p->last_pending & 2) && p->last_seat == vs)))
			return 0;
	}
	/* (All three play: the next in order acts next.) */
	pl = q->place[y] + 1;
	return q->order[pl == 3 ? 0 : pl] == vs ? 2 : 0;
}

#endif
