/*
 * legal.c - the rules every variant shares, on top of the generator's:
 * the pawn-drop rule and repetition; the filters of the legal actions,
 * with the module's own; and the calls into each variant's module.
 */
#include "config.h"

#include "width.h"

#include <string.h>

#include "legal.h"
#include "generate.h"
#include "narrow_core.h"

void
sn_event(sannin_events *ev, int type, int seat, int other, int kind,
    int cell, int cell2, int how, int seats)
{
	sannin_event *e;

	if (ev == NULL || ev->n >= SANNIN_MAXEVENTS)
		return;
	e = &ev->ev[ev->n++];
	e->type = (unsigned char)type;
	e->seat = (unsigned char)seat;
	e->other = (unsigned char)other;
	e->kind = (unsigned char)kind;
	e->cell = (unsigned char)cell;
	e->cell2 = (unsigned char)cell2;
	e->how = (unsigned char)how;
	e->seats = (unsigned char)seats;
}

/*
 * Under pawn-drop-mate=forbid, a pawn drop may not check a king and leave
 * that king's seat checkmated: the king in check by the pawn, and its
 * seat without an answer.  The pawn checks the king it attacks unless
 * that king's seat is one the dropper's pieces do not check (Shipley's
 * teammate under team-check=no).  The drop is played out under every
 * rule of the variant and its mates read from the events; then the
 * module is asked of the mates that no event reports (sn_hooks
 * mated_unreported): a seat mated before the drop that stays so
 * (shipley-rules(7)), a seat that another seat's turn comes before
 * (yonin-rules(7)).  Under forbid-new only the events count.  The test
 * nests when the answers to the check are pawn drops that check in turn;
 * past two levels such a drop counts as no mate (no real game comes
 * near).
 */
static __thread int pdm_depth;

static SN_OUTLINE int
pawn_drop_mates_body(const sn_pos *p, int seat, const sannin_action *a)
{
	const struct sannin_variant *v = p->v;
	const struct sn_moves *m;
	int (*mated)(const sn_pos *, int);
	unsigned checked = 0;
	sannin_events ev;
	sannin_action b = *a;
	sn_pos q;
	int i, t, pc;

	if (a->type != SANNIN_ACT_DROP ||
	    !(v->kinds[a->kind].flags & SN_KF_PAWN) ||
	    p->rules.opt[SANNIN_OPT_PAWN_DROP_MATE] ==
	    SANNIN_PAWN_DROP_MATE_ALLOW)
		return 0;
	m = &p->mv[SN_PIECE(seat, a->kind)];
	for (i = 0; i < m->nstep; i++) {
		t = v->nb[a->to][m->step[i]];
		if (t == SN_NOCELL || (pc = p->board[t]) == 0 ||
		    sn_ctrl(p, pc) == seat ||
		    !(v->kinds[SN_KIND(pc)].flags & SN_KF_KING) ||
		    (p->nocheck[sn_ctrl(p, pc)] >> seat & 1))
			continue;
		checked |= 1u << sn_ctrl(p, pc);
	}
	if (checked == 0 || pdm_depth >= 2)
		return 0;
	sn_pos_copy(&q, p);
	q.turn = (uint8_t)seat;
	pdm_depth++;
	sn_play(&q, &b, &ev, NULL, NULL);
	pdm_depth--;
	for (i = 0; i < ev.n; i++)
		if (ev.ev[i].type == SANNIN_EV_MATE &&
		    (checked >> ev.ev[i].other & 1))
			return 1;
	/* The mates no event reports, but under forbid-new. */
	mated = v->hooks->mated_unreported;
	if (mated == NULL || p->rules.opt[SANNIN_OPT_PAWN_DROP_MATE] !=
	    SANNIN_PAWN_DROP_MATE_FORBID)
		return 0;
	checked &= q.alive;
	pdm_depth++;
	for (t = 0; checked != 0; t++, checked >>= 1)
		if ((checked & 1) && mated(&q, t))
			break;
	pdm_depth--;
	return checked != 0;
}

int
sn_pawn_drop_mates(const sn_pos *p, int seat, const sannin_action *a)
{
	/* (The nesting count is the copy's own: a narrow board's test is
	 * the narrow copy's, as its module's nested calls are.) */
	SN_TO_NARROW(p, sn_pawn_drop_mates, (p, seat, a));
	return pawn_drop_mates_body(p, seat, a);
}

int
sn_repetition_forbids(const sn_pos *p, const sannin_action *a,
    const struct sn_hist *h)
{
	size_t i;

	/* (Asked where sn_repetition_may_forbid() said it may: a history,
	 * and under vary a position maybe seen before.) */
	switch (p->rules.opt[SANNIN_OPT_REPETITION]) {
	case SANNIN_REPETITION_VARY:
		/* From a position seen before, no action played from it
		 * before. */
		for (i = 0; i < h->n; i++)
			if (h->e[i].hash == p->hash &&
			    sannin_action_equal(&h->e[i].act, a))
				return 1;
		return 0;
	case SANNIN_REPETITION_STRICT: {
		/* No action may recreate a position seen before. */
		sn_pos q = *p;
		sannin_action b = *a;

		sn_play(&q, &b, NULL, NULL, NULL);
		if (q.hash == p->hash)
			return 1;
		if (!sn_seen_may(h, q.hash))
			return 0;
		for (i = 0; i < h->n; i++)
			if (h->e[i].hash == q.hash)
				return 1;
		return 0;
	}
	default:
		return 0;
	}
}

/* Can the repetition rule forbid anything here? */
static int
repetition_matters(const sn_pos *p, const struct sn_hist *h)
{
	size_t i;

	if (!sn_repetition_may_forbid(p, h))
		return 0;
	if (p->rules.opt[SANNIN_OPT_REPETITION] != SANNIN_REPETITION_VARY)
		return 1;
	for (i = 0; i < h->n; i++)
		if (h->e[i].hash == p->hash)
			return 1;
	return 0;
}

/* sn_filters_prepare, inline where one action is judged (a record's
 * move is read so at every ply). */
static SN_ALWAYS_INLINE int
prepare(const sn_pos *p, const struct sn_hist *h, int how,
    struct sn_filters *f)
{
	const struct sn_hooks *k = p->v->hooks;
	int y = p->turn;

	f->many = (how & SN_FILTERS_MANY) != 0;
	f->later = (how & SN_FILTERS_LATER) != 0;
	f->state = 0;
	f->own = k->filter_prepare != NULL && k->filter_prepare(p, f);
	f->pawns = p->hand[y][SANNIN_PAWN] > 0 &&
	    p->rules.opt[SANNIN_OPT_PAWN_DROP_MATE] !=
	    SANNIN_PAWN_DROP_MATE_ALLOW;
	/* (Without a history, as a record's move is read, not asked.) */
	f->h = h != NULL && repetition_matters(p, h) ? h : NULL;
	return f->own || f->pawns || f->h != NULL;
}

int
sn_filters_prepare(const sn_pos *p, const struct sn_hist *h, int how,
    struct sn_filters *f)
{
	return prepare(p, h, how, f);
}

/* (Inline: sn_legal asks it of every action.) */
static inline int
accept(const sn_pos *p, const struct sn_filters *f, struct sn_tcache *cache,
    const sannin_action *a)
{
	return (!f->pawns || a->type != SANNIN_ACT_DROP ||
	    !sn_pawn_drop_mates(p, p->turn, a)) &&
	    (!f->own || p->v->hooks->filter_allow(p, f, cache, a)) &&
	    (f->h == NULL || sn_repetition_allows(p, a, f->h));
}

int
sn_filters_accept(const sn_pos *p, const struct sn_filters *f,
    struct sn_tcache *cache, const sannin_action *a)
{
	return accept(p, f, cache, a);
}

static SN_OUTLINE int
legal_body(const sn_pos *p, const struct sn_hist *h, struct sn_tcache *cache,
    sannin_action *out)
{
	const struct sn_speedups *sp = p->v->speed;
	const sn_set2 *reach;
	struct sn_filters f;
	int i, n, k = 0;

	if (p->over || !(p->alive >> p->turn & 1))
		return 0;
	/* (With the module's reaches of the pieces, when it has them.) */
	reach = sp->known_reach != NULL ? sp->known_reach(p) : NULL;
	n = sn_gen(p, &(struct sn_gen_ask){ .seat = p->turn,
	    .reach = reach }, out);
	if (!sn_filters_prepare(p, h, SN_FILTERS_MANY, &f))
		return n;
	/* The module's filter over the whole list where it has one for
	 * that, then the others. */
	if (f.own && sp->filter_list != NULL) {
		n = sp->filter_list(p, &f, cache, out, n);
		f.own = 0;
	}
	if (!f.own && !f.pawns && f.h == NULL)
		return n;
	for (i = 0; i < n; i++)
		if (accept(p, &f, cache, &out[i]))
			out[k++] = out[i];
	return k;
}

int
sn_legal(const sn_pos *p, const struct sn_hist *h, struct sn_tcache *cache,
    sannin_action *out)
{
	SN_TO_NARROW(p, sn_legal, (p, h, cache, out));
	return legal_body(p, h, cache, out);
}

static SN_OUTLINE int
filters_allow_body(const sn_pos *p, const struct sn_hist *h,
    struct sn_tcache *cache, const sannin_action *a, int later)
{
	struct sn_filters f;

	return !prepare(p, h, later ? SN_FILTERS_LATER : 0, &f) ||
	    accept(p, &f, cache, a);
}

int
sn_filters_allow(const sn_pos *p, const struct sn_hist *h,
    struct sn_tcache *cache, const sannin_action *a)
{
	SN_TO_NARROW(p, sn_filters_allow, (p, h, cache, a));
	return filters_allow_body(p, h, cache, a, 0);
}

int
sn_filters_allow_later(const sn_pos *p, const struct sn_hist *h,
    struct sn_tcache *cache, const sannin_action *a)
{
	SN_TO_NARROW(p, sn_filters_allow_later, (p, h, cache, a));
	return filters_allow_body(p, h, cache, a, 1);
}

static SN_OUTLINE int
is_legal_body(const sn_pos *p, const struct sn_hist *h,
    struct sn_tcache *cache, const sannin_action *a)
{
	const struct sannin_variant *v = p->v;
	sannin_action buf[SANNIN_MAXACTIONS];
	struct sn_filters f;
	int i, n, kind;

	if (p->over || !(p->alive >> p->turn & 1))
		return 0;
	/*
	 * A move or a drop is among the actions onto its cell of its kind
	 * (the kind of the piece as it stands), if legal: only those are
	 * generated, as for a record's move (generating every action took
	 * a sixth of a full replay).  What names no such piece or cell is
	 * not legal.
	 */
	switch (a->type) {
	case SANNIN_ACT_ILLUMINATE:
		n = sn_gen(p, &(struct sn_gen_ask){ .seat = p->turn }, buf);
		break;
	case SANNIN_ACT_MOVE:
	case SANNIN_ACT_DROP:
		if (a->to >= v->ncells)
			return 0;
		if (a->type == SANNIN_ACT_MOVE) {
			if (a->from >= v->ncells ||
			    p->board[a->from] == 0)
				return 0;
			kind = SN_KIND(p->board[a->from]);
		} else if (a->kind < SANNIN_PAWN || a->kind > v->handmax)
			return 0;
		else
			kind = a->kind;
		n = sn_gen(p, &(struct sn_gen_ask){ .mode = SN_GEN_TO,
		    .seat = p->turn, .to = a->to, .kind = kind,
		    .check = sn_check_hint(sn_checkers(p, p->turn) != 0) },
		    buf);
		break;
	default:
		return 0;
	}
	for (i = 0; i < n; i++)
		if (sannin_action_equal(&buf[i], a))
			break;
	if (i == n)
		return 0;
	return !sn_filters_prepare(p, h, 0, &f) ||
	    accept(p, &f, cache, &buf[i]);
}

int
sn_is_legal(const sn_pos *p, const struct sn_hist *h,
    struct sn_tcache *cache, const sannin_action *a)
{
	SN_TO_NARROW(p, sn_is_legal, (p, h, cache, a));
	return is_legal_body(p, h, cache, a);
}

void
sn_play(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache)
{
	p->v->hooks->play(p, a, ev, h, cache);
}

int
sn_play_judged(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache)
{
	const struct sannin_variant *v = p->v;

	if (v->speed->play_judged != NULL)
		return v->speed->play_judged(p, a, ev, h, cache);
	v->hooks->play(p, a, ev, h, cache);
	return 0;
}

int
sn_play_resolve(sn_pos *p, const struct sn_hist *h, struct sn_tcache *cache,
    sannin_events *ev)
{
	const struct sn_speedups *sp = p->v->speed;

	return sp->resolve != NULL && cache != NULL ?
	    sp->resolve(p, h, cache, ev) : 0;
}

void
sn_pos_settle(sn_pos *p)
{
	if (p->v->speed->settle != NULL)
		p->v->speed->settle(p);
}
