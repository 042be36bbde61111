/*
 * sannin_alliance.c - the automatic alliances of sannin shogi
 * (sannin-rules(7), Automatic alliances): whether an action forms one,
 * by a discovered attack or a dual attack, and not as a direct defence;
 * the quick tests the filters ask first; and what an alliance does as
 * it forms.
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include "diag.h"
#include "legal.h"
#include "generate.h"
#include "sannin/sannin_alliance.h"
#include "sannin/sannin_checkmate.h"
#include "sannin/sannin_dual_escape.h"
#include "sannin/sannin_mate1.h"
#include "sannin/sannin_threats.h"
#include "sannin/sannin_threats_incr.h"

#define event sn_event

sn_set
sn_alliance_lines(const sn_pos *p, int x)
{
	const struct sannin_variant *v = p->v;
	const struct sn_moves *m;
	const struct sn_threats *t = sn_threats_known(p);
	int y = p->turn, vs = sn_third(x, y), b1, c, b2, i, d;
	sn_set xs = p->occ[x], cells = sn_set_empty(), ys;

	/* From each ranging piece of x along each line it ranges: the
	 * first piece, when it is the seat's, and the first beyond it.
	 * With the threats known, the seat's pieces that such a piece
	 * reaches are those first pieces, and those it steps to. */
	while (t != NULL && sn_set_any(xs)) {
		b1 = sn_set_pop(&xs);
		m = &p->mv[p->board[b1]];
		if (m->nslide == 0)
			continue;
		ys = sn_set_and(sn_set2_get(&t->reach[b1]), p->occ[y]);
		while (sn_set_any(ys)) {
			c = sn_set_pop(&ys);
			d = v->dirto[b1][c];
			if (d == SN_NODIR || !(m->slides >> d & 1))
				continue;
			b2 = sn_first_on_ray(v, c, d, p->all);
			if (b2 >= 0 && SN_ARMY(p->board[b2]) == vs)
				sn_set_add(&cells, c);
		}
	}
	while (t == NULL && sn_set_any(xs)) {
		b1 = sn_set_pop(&xs);
		m = &p->mv[p->board[b1]];
		for (i = 0; i < m->nslide; i++) {
			c = sn_first_on_ray(v, b1, m->slide[i], p->all);
			if (c < 0 || !sn_set_has(&p->occ[y], c))
				continue;
			b2 = sn_first_on_ray(v, c, m->slide[i], p->all);
			if (b2 >= 0 && SN_ARMY(p->board[b2]) == vs)
				sn_set_add(&cells, c);
		}
	}
	return cells;
}

int
sn_alliance_possible(const sn_pos *p, const sannin_action *a, int x,
    const sn_set *through)
{
	const struct sannin_variant *v = p->v;
	const struct sn_threats *t;
	int y = p->turn, vs = sn_third(x, y), d, b1, b2;
	sn_set occ, xs;

	if (sn_alliance_by_last(p, x))
		return 1;
	if (a->type != SANNIN_ACT_MOVE ||
	    (through != NULL && !sn_set_has(through, a->from)))
		return 0;
	/* Such a piece of x attacks the cell left. */
	if ((t = sn_threats_known(p)) != NULL && !sn_set2_has(&t->att[x],
	    a->from))
		return 0;
	occ = p->all;
	sn_set_del(&occ, a->from);
	sn_set_add(&occ, a->to);
	/* A ranging piece of x first on a line from the cell left, aimed
	 * at it, and a piece of the third seat first the other way. */
	xs = sn_set_and(p->occ[x], SN_VSET(v, lines, [a->from]));
	while (sn_set_any(xs)) {
		b1 = sn_set_pop(&xs);
		d = v->opp[v->dirto[b1][a->from]];
		if (b1 == a->to ||
		    !(p->mv[p->board[b1]].slides >> v->opp[d] & 1) ||
		    sn_first_on_ray(v, a->from, d, occ) != b1)
			continue;
		b2 = sn_first_on_ray(v, a->from, v->opp[d], occ);
		if (b2 >= 0 && b2 != a->to && SN_ARMY(p->board[b2]) == vs)
			return 1;
	}
	return 0;
}

/* Was v's king cell k among the new threats of p's last action (by x),
 * and does x still threaten it in t1?  (Both may take a search; the
 * first is the rarer, and a full replay has often made it already.) */
static int
king_stands(const sn_pos *p, struct sn_threats *t1, int x, int v, int k)
{
	sn_set last = sn_last_new(p, v);

	return sn_set_has(&last, k) && sn_threat_has(t1, x, v, k);
}

/*
 * The seat x that y's move a makes its ally by a discovered attack (of
 * sn_alliance_formed_may(), which see), with *how, or -1; -2 when a
 * direct defence forms no alliance at all.  *defended: -2, or what is
 * known of whether a was a direct defence, left so for the dual attack.
 * (Always inline, as the dual attack: the test was one function.)
 */
static SN_ALWAYS_INLINE int
discovered_attack(const sn_pos *p, struct sn_threats *t0, const sn_pos *q,
    struct sn_threats *t1, const sannin_action *a, struct sn_alliance *how,
    int *defended)
{
	int y = p->turn, x, vs, c, k;
	unsigned m;
	sn_set fresh;

	/* Discovered attack: y's piece left a cell through which x now
	 * threatens a piece of the third seat.  The ranging piece of x then
	 * reaches that cell, empty after the move: only where x attacks it
	 * are the new threats looked at.  (The seats but y that attack it,
	 * a bit each, read without a branch on each.) */
	m = ((unsigned)sn_set2_has(&t1->att[0], a->from) |
	    (unsigned)sn_set2_has(&t1->att[1], a->from) << 1 |
	    (unsigned)sn_set2_has(&t1->att[2], a->from) << 2) & ~(1u << y);
	for (; m != 0; m &= m - 1) {
		x = __builtin_ctz(m);
		vs = sn_third(x, y);
		/* The new threats, with the king's cell when it may be
		 * one: decided only when the line runs through. */
		fresh = sn_set_andnot(sn_set2_get(&t1->t[x][vs]),
		    sn_set2_get(&t0->t[x][vs]));
		k = q->king[vs];
		if (k != SN_NOCELL && k == sn_pending_king(t1, x, vs) &&
		    !sn_set2_has(&t0->t[x][vs], k))
			sn_set_add(&fresh, k);
		while (sn_set_any(fresh)) {
			c = sn_set_pop(&fresh);
			if (!sn_line_through(q, x, c, a->from))
				continue;
			if (*defended == -2 && (*defended = how->defended =
			    sn_direct_defence_known(y, t0, t1)) == 1)
				return -2;
			if (c != k || (sn_threat_has(t1, x, vs, k) &&
			    !sn_threat_has(t0, x, vs, k))) {
				if (*defended < 0 && (how->defended =
				    sn_direct_defence_unsure(y, t0, t1)))
					return -2;
				how->how = SANNIN_ALLY_DISCOVERED;
				how->threatener = x;
				how->victim = vs;
				how->cell1 = c;
				how->cell2 = -1;
				return x;
			}
		}
	}
	return -1;
}

/*
 * The seat x that y's action (p to q) makes its ally by a dual attack (of
 * sn_alliance_formed_may(), which see), with *how, or -1.  defended:
 * what is known of whether the action was a direct defence, or -2.
 */
static SN_ALWAYS_INLINE int
dual_attack(const sn_pos *p, struct sn_threats *t0, const sn_pos *q,
    struct sn_threats *t1, struct sn_alliance *how, int defended)
{
	int y = p->turn, x, vs, k, kin = 0;
	sn_set fresh, standing, last;

	/* Dual attack: the previous action, by x, made a threat on the
	 * third seat that still stands, and this one makes a new threat on
	 * another of its pieces; the third seat acts next. */
	x = sn_last(p)->actor;
	if (x == SN_NOSEAT || x == y || sn_last(p)->defence)
		return -1;
	/* (All three play: the next in order acts next.) */
	vs = sn_third(x, y);
	if (q->order[(q->place[y] + 1) % 3] != vs)
		return -1;
	/* What still stands first, as it is often nothing: the new threats
	 * of y are a search more often.  The king's cell stands when it
	 * was among the previous action's new threats (which p may leave
	 * undecided, see struct sn_sannin_last) and x still threatens it:
	 * both may take a search, done last. */
	last = sn_last_new_held(p, vs);
	standing = sn_set_and(last, sn_set2_get(&t1->t[x][vs]));
	k = q->king[vs];
	kin = k != SN_NOCELL && !sn_set_has(&standing, k) &&
	    (sn_set_has(&last, k) ||
	    ((sn_last(p)->pending & 2) && sn_last(p)->seat == vs));
	if (!sn_set_any(standing)) {
		if (!kin)
			return -1;
		/* Only the king can stand, so only a fresh threat on
		 * another piece makes two: without one known (a cell of
		 * y's threats in t1 not in t0, the king's aside), no
		 * search. */
		fresh = sn_set_andnot(sn_set2_get(&t1->t[y][vs]),
		    sn_set2_get(&t0->t[y][vs]));
		sn_set_del(&fresh, k);
		if (!sn_set_any(fresh))
			return -1;
	}
	/* A search may follow: a direct defence known, of either action,
	 * is asked first. */
	if (defended == -2 && (defended = how->defended =
	    sn_direct_defence_known(y, t0, t1)) == 1)
		return -1;
	if (sn_last_defence_known(p) == 1)
		return -1;
	if (!sn_set_any(standing)) {
		if (!king_stands(p, t1, x, vs, k))
			return -1;
		sn_set_add(&standing, k);
		kin = 0;
	}
	fresh = sn_threats_new(t0, t1, y, vs);
	if (!sn_set_any(fresh))
		return -1;
	if (kin && king_stands(p, t1, x, vs, k))
		sn_set_add(&standing, k);
	if (sn_set_count(standing) == 1 && sn_set_count(fresh) == 1 &&
	    sn_set_first(standing) == sn_set_first(fresh))
		return -1;
	if (sn_last_defence(p) || (defended < 0 && (how->defended =
	    sn_direct_defence_unsure(y, t0, t1))))
		return -1;
	how->how = SANNIN_ALLY_DUAL;
	how->threatener = x;
	how->victim = vs;
	if (p->rules.opt[SANNIN_OPT_DUAL_ATTACK] ==
	    SANNIN_DUAL_ATTACK_INESCAPABLE)
		return sn_dual_escapable(q, t1, x, y, vs, standing, fresh,
		    &how->cell1, &how->cell2, NULL) ? -1 : x;
	how->cell1 = sn_set_first(standing);
	how->cell2 = sn_set_first(fresh);
	if (how->cell2 == how->cell1)
		how->cell2 = sn_set_last(fresh);
	if (how->cell2 == how->cell1)
		how->cell1 = sn_set_last(standing);
	return x;
}

int
sn_alliance_formed_may(const sn_pos *p, struct sn_threats *t0,
    const sn_pos *q, struct sn_threats *t1, const sannin_action *a,
    struct sn_alliance *how, int may)
{
	int x, defended;

	/* A direct defence forms no alliance: asked only when one may form
	 * otherwise (-2 in `defended` till then), and first without a
	 * search.  A discovered attack only when `may` says one may form. */
	defended = -2;
	if (a->type == SANNIN_ACT_MOVE && may == 1 &&
	    (x = discovered_attack(p, t0, q, t1, a, how, &defended)) != -1)
		return x >= 0 ? x : -1;
	return dual_attack(p, t0, q, t1, how, defended);
}

int
sn_alliance_formed(const sn_pos *p, struct sn_threats *t0,
    const sn_pos *q, struct sn_threats *t1, const sannin_action *a,
    struct sn_alliance *how)
{
	int may;

	how->defended = -2;
	if (!sn_alliance_watch(p) ||
	    (may = sn_alliance_may_form(p, t0, q, t1, a)) == 0)
		return -1;
	return sn_alliance_formed_may(p, t0, q, t1, a, how, may);
}

int
sn_dual_escape(const sn_pos *p, const sannin_action *a, int *c1, int *c2,
    sannin_action *esc)
{
	struct sn_threats t0, t1;
	struct sn_alliance how;
	sannin_action b = *a;
	sn_pos any, q;
	int x, y = p->turn;

	if (p->rules.opt[SANNIN_OPT_DUAL_ATTACK] !=
	    SANNIN_DUAL_ATTACK_INESCAPABLE || !sn_alliance_watch(p))
		return -1;
	/* The alliance the other reading would see. */
	any = *p;
	any.rules.opt[SANNIN_OPT_DUAL_ATTACK] = SANNIN_DUAL_ATTACK_ANY;
	sn_pos_settle(&any);
	sn_threats(&any, &t0);
	q = any;
	sn_pos_move(&q, &b);
	sn_last_begins(&q, y, NULL);
	sn_threats_from(&q, &t0, &t1);
	x = sn_alliance_formed(&any, &t0, &q, &t1, a, &how);
	if (x < 0 || how.how != SANNIN_ALLY_DUAL)
		return -1;
	/* The action that escapes both threats of that pair. */
	*c1 = how.cell1;
	*c2 = how.cell2;
	if (!sn_dual_escapable(&q, &t1, x, y, how.victim, sn_set_bit(how.cell1),
	    sn_set_bit(how.cell2), c1, c2, esc))
		return -1;
	return how.victim;
}

/*
 * Why an action marked as forming an alliance formed none, when the
 * reason is the rule option dual-attack=inescapable (sannin-rules(7)):
 * under dual-attack=any it would have made a dual attack, which the
 * third seat can escape (the hook why_no_alliance).
 */
int
sn_sannin_why_no_alliance(const sn_pos *pre, const sannin_action *a,
    const sn_pos *after, char *buf, size_t size)
{
	const struct sannin_variant *v = pre->v;
	sannin_action esc;
	char c1[8], c2[8], e[SANNIN_ACTION_MAX];
	int third, k1, k2;

	if ((third = sn_dual_escape(pre, a, &k1, &k2, &esc)) < 0)
		return 0;
	sannin_cell_name(v, k1, c1);
	sannin_cell_name(v, k2, c2);
	sannin_action_format(after, &esc, 0, e, sizeof(e));
	return sn_msg_piece(buf, size, SN_MSG_WHY_DUAL_ESCAPE,
	    v->seatname[third], c1, c2, e);
}

/* An automatic alliance of x and y: its consequences. */
void
sn_ally(sn_pos *p, int x, int y, const struct sn_alliance *how,
    sannin_events *ev)
{
	int outsider = how->victim, k = p->king[outsider], s;

	sn_pos_set_alliance(p, (1u << x) | (1u << y));
	sn_pos_set_lost(p, x, 1);
	sn_pos_set_lost(p, y, 1);
	event(ev, SANNIN_EV_ALLIANCE, how->threatener, outsider, 0,
	    how->cell1, how->cell2 < 0 ? SN_NOCELL : how->cell2, how->how,
	    (1u << x) | (1u << y));
	if (k != SN_NOCELL && SN_KIND(p->board[k]) == SANNIN_KING) {
		sn_pos_clear(p, k);
		sn_pos_put(p, k, SN_PIECE(outsider, SANNIN_PKING));
		event(ev, SANNIN_EV_PROMOTE, outsider, SN_NOSEAT, SANNIN_PKING,
		    k, SN_NOCELL, SANNIN_PROMO_AUTOMATIC, 0);
	}
	for (s = 0; s < p->v->nseats; s++)
		if (p->castle >> s & 1) {
			sn_pos_set_castle(p, s, 0);
			event(ev, SANNIN_EV_CASTLING_LOST, s, SN_NOSEAT, 0,
			    SN_NOCELL, SN_NOCELL, SANNIN_LOST_ALLIANCE, 0);
		}
}
