/*
 * sannin_filter.c - which actions the alliance rules of sannin shogi
 * allow (sannin-rules(7), Automatic alliances), as sannin's filter of
 * the legal actions (legal.h): allies may not check each other nor leave
 * the other checkmated, and an action that would make two seats allies
 * is judged in the alliance it makes.  Most actions are passed by what
 * the filter works out once a position, without a look at the position
 * after them.
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include <stdio.h>

#include "generate.h"
#include "sannin/sannin_alliance.h"
#include "sannin/sannin_cache.h"
#include "sannin/sannin_checkmate.h"
#include "sannin/sannin_filter.h"
#include "sannin/sannin_threats_incr.h"

/* Whether cells a and b are on a line with no piece of occ between. */
static inline int
in_sight(const struct sannin_variant *v, int a, int b, sn_set occ)
{
	int d = v->dirto[a][b];

	return d != SN_NODIR && sn_first_on_ray(v, a, d, occ) == b;
}

/* Would the outsider's king, promoted by an alliance, attack the king of
 * `target` in q? */
static int
promoted_attacks(const sn_pos *q, int outsider, int target)
{
	int k = q->king[outsider], t = q->king[target];

	return k != SN_NOCELL && t != SN_NOCELL &&
	    SN_KIND(q->board[k]) == SANNIN_KING && in_sight(q->v, k, t, q->all);
}

static inline int
quiet_now(const sn_pos *p, int x)
{
	const struct sn_threats *t = sn_threats_known(p);
	int vs = sn_third(x, p->turn), kx = p->king[x], s;

	if (t == NULL || vs < 0 || vs >= p->v->nseats)
		return 0;
	for (s = 0; kx != SN_NOCELL && s < p->v->nseats; s++)
		if (s != x && sn_set2_has(&t->att[s], kx))
			return 0;
	return 1;
}

static inline int
quiet_action(const sn_pos *p, const sannin_action *a, int x)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, vs = sn_third(x, y), kx = p->king[x], kv = p->king[vs];
	int ky = p->king[y], pc, d, b;
	sn_set occ;

	/* (x's king, not attacked now, ...) */
	if (a->type == SANNIN_ACT_ILLUMINATE)
		return 0;
	pc = sn_put_piece(p, p->turn, a);
	occ = sn_occ_after(p, a);
	if (a->type == SANNIN_ACT_MOVE && a->from == ky)
		ky = a->to;
	if (kx != SN_NOCELL) {
		/* ... is attacked after it by the piece put down ... */
		if (sn_put_hits(p, a, pc, kx))
			return 0;
		/* ... or along a line through the cell left, ... */
		if (a->type == SANNIN_ACT_MOVE &&
		    (d = v->dirto[kx][a->from]) != SN_NODIR) {
			b = sn_first_on_ray(v, kx, d, occ);
			if (b >= 0 && b != a->to && SN_ARMY(p->board[b]) != x &&
			    (p->mv[p->board[b]].slides >> v->opp[d] & 1))
				return 0;
		}
	}
	/* ... and the outsider's king, were it promoted, on an open line to
	 * y's or x's. */
	if (kv == SN_NOCELL || SN_KIND(p->board[kv]) != SANNIN_KING)
		return 1;
	return !(ky != SN_NOCELL && in_sight(v, kv, ky, occ)) &&
	    !(kx != SN_NOCELL && in_sight(v, kv, kx, occ));
}

int
sn_kings_quiet_after(const sn_pos *p, const sannin_action *a, int x)
{
	return quiet_now(p, x) && quiet_action(p, a, x);
}

/*
 * What sannin's filter works out once per position when many actions are
 * to be judged (sn_legal), for each seat x that the seat to act y may
 * become allied with, while an alliance may form: bits of its state and
 * sets of its aux (legal.h).  Bit AUX_LINES says they are there, with
 * bit x (within SEATS) for each such x.  Then, for each: bit LAST + x
 * when sn_alliance_by_last(x), else the alliance lines in aux
 * (sn_alliance_lines); bit QUIET_NOW + x when quiet_now(x),
 * and with it the pieces that may open a line onto x's king (opens_onto)
 * and, when the third seat's king is unpromoted (bit KV_KING + x), the
 * cells between it and y's king or x's where it stands on a line with
 * them (bits LINE_Y + x, LINE_X + x).  Last, for the test of passes() by
 * sets (sn_sannin_filter_allow): the cells an action must leave from
 * or go to for passes() itself to judge it (A_SLOWFROM, A_SLOWTO), and
 * the lines out of x's king up to the first piece on each (A_SEGS).
 */
#define AUX_LINES (1u << 8)
#define SEATS 0xfu
#define QUIET_NOW 9
#define LAST 13
#define KV_KING 17
#define LINE_Y 21
#define LINE_X 25
enum { A_LINES, A_OPENS, A_SEGY, A_SEGX, A_SLOWFROM, A_SLOWTO, A_SEGS,
	A_N };
#define AUX(aux, x, i) ((aux)[(x) * A_N + (i)])
typedef char aux_fits[A_N * SN_MAXSEATS <= SN_FILTER_AUX ? 1 : -1];

/* The pieces first on a line from x's king whose next piece on it is
 * another army's ranging piece aimed at the king: only a move from one
 * of them may open a line onto it (quiet_action).  Also the lines out of
 * the king up to and including the first piece on each, in *segs, and
 * those first pieces that are the seat to act's, in *first. */
static sn_set
opens_onto(const sn_pos *p, int x, sn_set *segs, sn_set *first)
{
	const struct sannin_variant *v = p->v;
	int k = p->king[x], d, c, b;
	sn_set cells = sn_set_empty(), sg = sn_set_empty(), fi = sg;

	/* (In locals: sets built through the pointers, a word at a time,
	 * would each be read back whole before the stores are done.) */
	for (d = 0; k != SN_NOCELL && d < v->nlines; d++) {
		if ((c = sn_first_on_ray(v, k, d, p->all)) < 0) {
			sg = sn_set_or(sg, SN_VSET(v, ray, [k][d]));
			continue;
		}
		sg = sn_set_or(sg, sn_set_xor(SN_VSET(v, ray, [k][d]),
		    SN_VSET(v, ray, [c][d])));
		if (SN_ARMY(p->board[c]) == p->turn)
			sn_set_add(&fi, c);
		if ((b = sn_first_on_ray(v, c, d, p->all)) < 0)
			continue;
		if (SN_ARMY(p->board[b]) != x &&
		    (p->mv[p->board[b]].slides >> v->opp[d] & 1))
			sn_set_add(&cells, c);
	}
	*segs = sg;
	*first = fi;
	return cells;
}

/* Whether the cells between, seg, are empty after the action. */
static inline int
open_after(const sn_pos *p, const sannin_action *a, const sn_set *seg)
{
	sn_set bl;

	if (sn_set_has(seg, a->to))
		return 0;
	bl = sn_set_and(*seg, p->all);
	if (a->type == SANNIN_ACT_MOVE)
		sn_set_del(&bl, a->from);
	return !sn_set_any(bl);
}

/*
 * quiet_action, with what the filter worked out (st, aux) for x, whose
 * king is not attacked now: most actions are judged from those, the
 * others by quiet_action itself.  The piece put down is judged as
 * there; a move from one of the pieces that may open a line onto x's
 * king goes to quiet_action (no other move opens such a line: the king
 * is attacked by none now).
 */
static inline int
quiet_fast(const sn_pos *p, const sannin_action *a, int x, unsigned st,
    const sn_set *aux)
{
	int y = p->turn, kx = p->king[x], ky = p->king[y];

	if (a->type == SANNIN_ACT_ILLUMINATE)
		return 0;
	if (a->to == kx || a->to == ky ||
	    (a->type == SANNIN_ACT_MOVE && a->from == kx))
		return quiet_action(p, a, x);
	if (kx != SN_NOCELL) {
		if (sn_put_hits(p, a, sn_put_piece(p, p->turn, a), kx))
			return 0;
		if (a->type == SANNIN_ACT_MOVE &&
		    sn_set_has(&AUX(aux, x, A_OPENS), a->from))
			return quiet_action(p, a, x);
	}
	if (!(st >> (KV_KING + x) & 1))
		return 1;
	if (a->type == SANNIN_ACT_MOVE && a->from == ky) {
		/* y's king moves: its line to the third seat's king is
		 * looked at from where it goes. */
		if (in_sight(p->v, p->king[sn_third(x, y)], a->to,
		    sn_occ_after(p, a)))
			return 0;
	} else if ((st >> (LINE_Y + x) & 1) &&
	    open_after(p, a, &AUX(aux, x, A_SEGY)))
		return 0;
	return !((st >> (LINE_X + x) & 1) &&
	    open_after(p, a, &AUX(aux, x, A_SEGX)));
}

/* Whether an alliance of y with x is surely no reason to forbid the
 * action (alliance_allows passes over x), by what the filter worked
 * out: as !sn_alliance_possible() || sn_kings_quiet_after(). */
static inline int
passes(const sn_pos *p, const sannin_action *a, int x, unsigned st,
    const sn_set *aux)
{
	if (!(st >> (LAST + x) & 1) && (a->type != SANNIN_ACT_MOVE ||
	    !sn_set_has(&AUX(aux, x, A_LINES), a->from) ||
	    !sn_alliance_possible(p, a, x, NULL)))
		return 1;
	return (st >> (QUIET_NOW + x) & 1) && quiet_fast(p, a, x, st, aux);
}

/*
 * Whether the alliance of x and y that y's action forms, leading to q,
 * allows the action: the alliance is settled first, so the action may
 * not leave y checking its new ally, nor, with the outsider vs's king
 * promoted, leave y's own king attacked or x mated.
 */
int
sn_ally_allows(const sn_pos *q, int x, int y, int vs)
{
	sn_pos r;
	int k;

	if (sn_checkers(q, x) >> y & 1)
		return 0;
	sn_pos_copy(&r, q);
	sn_last_edit(&r)->lazy = NULL;
	k = r.king[vs];
	if (k != SN_NOCELL && SN_KIND(r.board[k]) == SANNIN_KING) {
		sn_pos_clear(&r, k);
		sn_pos_put(&r, k, SN_PIECE(vs, SANNIN_PKING));
	}
	sn_pos_set_alliance(&r, (1u << x) | (1u << y));
	return !sn_checkers(&r, y) && !sn_mated(&r, x);
}

/*
 * Is an action that keeps the mover's own king safe also allowed by the
 * alliance rules?  Allies may not check each other, nor leave the other
 * checkmated.  The alliance is settled first: an action that would make
 * two seats allies is judged in the alliance it makes, with the
 * outsider's king promoted, and so may neither check the new ally, nor
 * leave it checkmated, nor leave the mover's own king attacked.
 * already: the filter's state (see sn_sannin_filter_prepare).
 */
static int
alliance_allows(const sn_pos *p, const sannin_action *a, unsigned already,
    struct sn_tcache *cache)
{
	int y = p->turn, x, vs;
	struct sn_threats tmp0, t1, *t0;
	struct sn_alliance how;
	sannin_action b = *a;
	sn_pos q;

	if (p->alliance >> y & 1) {
		x = sn_ally_of(p, y);
		if (sn_gives_check(p, y, a, x, already >> x & 1))
			return 0;
		/* Only a check can mate: with the ally's king safe now, a
		 * move can endanger it only by leaving a line to it. */
		if (!(already >> 3 & 1) && a->type != SANNIN_ACT_ILLUMINATE &&
		    (a->type == SANNIN_ACT_DROP ||
		    p->v->dirto[p->king[x]][a->from] == SN_NODIR))
			return 1;
		sn_pos_copy(&q, p);
		sn_pos_move(&q, &b);
		sn_last_begins(&q, y, NULL);
		return !sn_mated(&q, x);
	}
	if (!sn_alliance_watch(p))
		return 1;
	for (x = 0; x < p->v->nseats; x++) {
		if (x == y || !(p->alive >> x & 1))
			continue;
		if (!sn_alliance_possible(p, a, x, NULL) ||
		    (quiet_now(p, x) && quiet_action(p, a, x)))
			continue;
		vs = sn_third(x, y);
		sn_pos_copy(&q, p);
		b = *a;
		sn_pos_move(&q, &b);
		sn_last_begins(&q, y, NULL);
		/* Nothing to fear when no king would be attacked. */
		if (!sn_checkers(&q, x) && !promoted_attacks(&q, vs, y) &&
		    !promoted_attacks(&q, vs, x))
			continue;
		t0 = sn_cache_threats(p, cache, &tmp0);
		sn_threats_from(&q, t0, &t1);
		if (sn_alliance_formed(p, t0, &q, &t1, a, &how) == x &&
		    !sn_ally_allows(&q, x, y, vs))
			return 0;
	}
	return 1;
}

/*
 * What the filters below need to know of the position, once: bit x when
 * the seat to act attacks x's king now; bit 3 when its ally is in check
 * now or has no king.
 */
static unsigned
attacks_now(const sn_pos *p)
{
	int x, y = p->turn;
	unsigned already = 0, c;

	for (x = 0; x < p->v->nseats; x++)
		if (x != y && (p->alive >> x & 1)) {
			c = sn_checkers_known(p, x);
			already |= (c >> y & 1) << x;
			if ((p->alliance >> x & 1) && (p->alliance >> y & 1) &&
			    (c || p->king[x] == SN_NOCELL))
				already |= 1u << 3;
		}
	return already;
}

/* What the filter works out once for seat x (see AUX_LINES). */
static void
prepare_seat(const sn_pos *p, int x, unsigned *state, sn_set *aux)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, vs = sn_third(x, y), kv = p->king[vs], i, d, b, tk[2];
	int last = sn_alliance_by_last(p, x), quiet = quiet_now(p, x);
	sn_set first, seg;

	/* (The lines matter only when the last action does not.) */
	if (last)
		*state |= 1u << (LAST + x);
	else
		AUX(aux, x, A_LINES) = sn_alliance_lines(p, x);
	/* Judged by passes() itself: without the last action, a move from
	 * the lines; with it, where x's king is not quiet now or is none,
	 * every action, as on a board with leaps, which hits_fast() does not
	 * know. */
	AUX(aux, x, A_SLOWFROM) = last ? sn_set_empty() : AUX(aux, x, A_LINES);
	AUX(aux, x, A_SLOWTO) = last && (!quiet || p->king[x] == SN_NOCELL ||
	    v->ndirs != v->nlines) ? v->all : sn_set_empty();
	AUX(aux, x, A_SEGS) = sn_set_empty();
	if (!quiet)
		return;
	*state |= 1u << (QUIET_NOW + x);
	AUX(aux, x, A_OPENS) = opens_onto(p, x, &AUX(aux, x, A_SEGS), &first);
	if (last && p->king[x] != SN_NOCELL) {
		/*
		 * What quiet_fast() asks of more than the piece put down
		 * and where y's king goes (fails_fast): the kings' cells
		 * and the pieces that may open a line onto x's king.
		 * Whether the piece put down attacks that king tells from
		 * where it goes and what it is (A_SEGS), but for one of y's
		 * pieces first on a line out of the king, which may move
		 * along the line out of its own way.
		 */
		AUX(aux, x, A_SLOWFROM) = sn_set_or(AUX(aux, x, A_OPENS), first);
		sn_set_add(&AUX(aux, x, A_SLOWFROM), p->king[x]);
		sn_set_add(&AUX(aux, x, A_SLOWTO), p->king[x]);
		if (p->king[y] != SN_NOCELL)
			sn_set_add(&AUX(aux, x, A_SLOWTO), p->king[y]);
	}
	if (kv == SN_NOCELL || SN_KIND(p->board[kv]) != SANNIN_KING)
		return;
	*state |= 1u << (KV_KING + x);
	tk[0] = p->king[y];
	tk[1] = p->king[x];
	for (i = 0; i < 2; i++) {
		if (tk[i] == SN_NOCELL ||
		    (d = v->dirto[kv][tk[i]]) == SN_NODIR)
			continue;
		seg = sn_set_xor(SN_VSET(v, ray, [kv][d]),
		    SN_VSET(v, ray, [tk[i]][d]));
		sn_set_del(&seg, tk[i]);
		AUX(aux, x, i == 0 ? A_SEGY : A_SEGX) = seg;
		*state |= 1u << ((i == 0 ? LINE_Y : LINE_X) + x);
		/* With bit LAST (else passes() asks only of the lines): a
		 * line open now closes only by a piece put on it, all to
		 * passes(); one with a single piece opens only when that
		 * piece leaves it. */
		seg = sn_set_and(seg, p->all);
		if (!last)
			continue;
		if (!sn_set_any(seg)) {
			AUX(aux, x, A_SLOWTO) = v->all;
			continue;
		}
		b = sn_set_first(seg);
		sn_set_del(&seg, b);
		if (!sn_set_any(seg))
			sn_set_add(&AUX(aux, x, A_SLOWFROM), b);
	}
}

/* sn_sannin_filter_prepare() for a seat in an alliance: attacks_now(),
 * from the cache when it holds them for p. */
static SN_NOINLINE unsigned
allied_state(const sn_pos *p)
{
	struct sn_tcache *c = sn_last(p)->lazy;
	int y = p->turn;
	unsigned st;

	if (c != NULL && c->attacks_valid && c->attacks_hash == p->hash &&
	    c->attacks_turn == y)
		return c->attacks;
	st = attacks_now(p);
	if (c != NULL) {
		c->attacks_valid = 1;
		c->attacks_hash = p->hash;
		c->attacks_turn = y;
		c->attacks = st;
	}
	return st;
}

/* sn_sannin_filter_prepare() while an alliance may form, with many
 * actions to judge: state and aux. */
static SN_NOINLINE void
prepare_many(const sn_pos *p, struct sn_filters *f)
{
	int y = p->turn, x;

	f->state = AUX_LINES;
	for (x = 0; x < p->v->nseats; x++)
		if (x != y && (p->alive >> x & 1)) {
			f->state |= 1u << x;
			prepare_seat(p, x, &f->state, f->aux);
		}
}

/*
 * The alliance rules as sannin's filter (legal.h): they apply to a seat
 * in an alliance and while one may form.  state is attacks_now() for a
 * seat in an alliance, as only the rules between allies look at it;
 * while one may form, with many actions to judge, state and aux hold
 * what the filter works out once (see AUX_LINES).  (The work apart, so
 * that the usual answer, nothing to filter, as a record's move is read,
 * needs no stack frame.)
 */
int
sn_sannin_filter_prepare(const sn_pos *p, struct sn_filters *f)
{
	f->state = 0;
	if (p->alliance >> p->turn & 1) {
		f->state = allied_state(p);
		return 1;
	}
	/* (Prepared `later`, the alliance an action may form is judged as
	 * the action is played: see play_judged.  A record's move is read
	 * so, and then whether one may form is not asked; so that it is
	 * not even prepared, filter_later_allied says this in the hooks.) */
	if (f->later || !sn_alliance_watch(p))
		return 0;
	if (f->many)
		prepare_many(p, f);
	return 1;
}

/*
 * Whether the piece pc that y's move or drop a puts down attacks x's king
 * on k after it, where a leaves from no cell of x's A_SLOWFROM (so from
 * none of y's pieces first on a line out of that king, which could move
 * along the line out of its own way) and segs is x's A_SEGS.
 */
static SN_ALWAYS_INLINE int
hits_fast(const sn_pos *p, const sannin_action *a, int pc, int k,
    const sn_set *segs)
{
	const struct sannin_variant *v = p->v;

	/* (A step goes to the next cell along a line: from a cell of
	 * segs.) */
	return sn_set_has(segs, a->to) &&
	    (SN_VHAS(v, step, [p->mv[pc].stepset][k].to, a->to) ||
	    (p->mv[pc].slides >> v->dirto[a->to][k] & 1));
}

/*
 * Whether quiet_fast() fails such an action, which goes to no cell of
 * x's A_SLOWTO either: hits_fast(), or y's king, on ky, moves in sight
 * of the third seat's unpromoted king on kv (SN_NOCELL: none is looked
 * at).
 */
static SN_ALWAYS_INLINE int
fails_fast(const sn_pos *p, const sannin_action *a, int pc, int k,
    const sn_set *segs, int kv, int ky)
{
	return hits_fast(p, a, pc, k, segs) ||
	    (a->from == ky && kv != SN_NOCELL && a->type == SANNIN_ACT_MOVE &&
	    in_sight(p->v, kv, a->to, sn_occ_after(p, a)));
}

/* The cell of the third seat's king that quiet_fast() looks at for x,
 * or SN_NOCELL. */
static inline int
kv_of(const sn_pos *p, int x, unsigned st)
{
	return st >> (KV_KING + x) & 1 ? p->king[sn_third(x, p->turn)] :
	    SN_NOCELL;
}

int
sn_sannin_filter_allow(const sn_pos *p, const struct sn_filters *f,
    struct sn_tcache *cache, const sannin_action *a)
{
	unsigned st = f->state, m;
	const sn_set *ax;
	int x, pc;

	if (!(st & AUX_LINES))
		return alliance_allows(p, a, st, cache);
	/*
	 * With what the filter worked out, most actions pass here by sets
	 * (see prepare_seat), apart from alliance_allows and its frame; the
	 * others are judged by passes(), and those it does not pass there
	 * in full.
	 */
	pc = a->type == SANNIN_ACT_ILLUMINATE ? 0 : sn_put_piece(p, p->turn, a);
	for (m = st & SEATS; m != 0; m &= m - 1) {
		x = __builtin_ctz(m);
		ax = &AUX(f->aux, x, 0);
		if (pc == 0 || sn_set_has(&ax[A_SLOWTO], a->to) ||
		    (a->type == SANNIN_ACT_MOVE &&
		    sn_set_has(&ax[A_SLOWFROM], a->from))) {
			if (!passes(p, a, x, st, f->aux))
				return alliance_allows(p, a, st, cache);
		} else if ((st >> (LAST + x) & 1) &&
		    fails_fast(p, a, pc, p->king[x], &ax[A_SEGS],
		    kv_of(p, x, st), p->king[p->turn]))
			return alliance_allows(p, a, st, cache);
	}
	return 1;
}

/*
 * sn_sannin_filter_allow() for each of the n actions of out, keeping
 * those it allows, in order, at the start of out; returns how many.  What
 * sn_sannin_filter_allow() works out for each x is looked up once, and
 * joined: an action that leaves from or goes to none of the cells where
 * one of them needs passes() is judged by fails_fast() alone, for each x
 * with bit LAST (whether it attacks x's king, or brings y's king in sight
 * of the third seat's).
 */
int
sn_sannin_filter_list(const sn_pos *p, const struct sn_filters *f,
    struct sn_tcache *cache, sannin_action *out, int n)
{
	const struct sannin_variant *v = p->v;
	unsigned st = f->state, m;
	const sn_set *ax;
	sn_set slowto = sn_set_empty(), slowfrom = sn_set_empty(), segs[2];
	const sannin_action *a;
	int i, j, k = 0, nl = 0, x, kx[2], kv[2], pc, ok, ky = p->king[p->turn];

	if (!(st & AUX_LINES)) {
		for (i = 0; i < n; i++)
			if (alliance_allows(p, &out[i], st, cache))
				out[k++] = out[i];
		return k;
	}
	for (m = st & SEATS; m != 0; m &= m - 1) {
		x = __builtin_ctz(m);
		ax = &AUX(f->aux, x, 0);
		slowto = sn_set_or(slowto, ax[A_SLOWTO]);
		slowfrom = sn_set_or(slowfrom, ax[A_SLOWFROM]);
		if ((st >> (LAST + x) & 1) && nl < 2) {
			kx[nl] = p->king[x];
			kv[nl] = kv_of(p, x, st);
			segs[nl++] = ax[A_SEGS];
		} else if (st >> (LAST + x) & 1)
			slowto = v->all;	/* (not in sannin) */
	}
	for (i = 0; i < n; i++) {
		a = &out[i];
		if (a->type == SANNIN_ACT_ILLUMINATE ||
		    sn_set_has(&slowto, a->to) ||
		    (a->type == SANNIN_ACT_MOVE &&
		    sn_set_has(&slowfrom, a->from)))
			ok = sn_sannin_filter_allow(p, f, cache, a);
		else {
			pc = sn_put_piece(p, p->turn, a);
			ok = 1;
			for (j = 0; j < nl; j++)
				if (fails_fast(p, a, pc, kx[j], &segs[j],
				    kv[j], ky)) {
					ok = alliance_allows(p, a, st, cache);
					break;
				}
		}
		if (ok)
			out[k++] = *a;
	}
	return k;
}

/*
 * Why the alliance rules forbid the action a of the seat to act (the
 * hook why_forbidden): the seat is allied and the action would check
 * its ally or leave it checkmated; or the action would make the seat an
 * ally of another (the quick test names which, on what the position may
 * have left undecided decided first), and in that alliance break those
 * rules.  0 when they do not forbid it.
 */
int
sn_sannin_why_forbidden(const sn_pos *p, const sannin_action *a, char *buf,
    size_t size)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, x;
	sannin_action b = *a;
	sn_pos q;

	if (p->alliance >> y & 1) {
		x = __builtin_ctz(p->alliance & ~(1u << y));
		q = *p;
		sn_pos_move(&q, &b);
		if (sn_checkers(&q, x) >> y & 1)
			return snprintf(buf, size, "allies may not check each "
			    "other, and it would check %s's king",
			    v->seatname[x]);
		return snprintf(buf, size, "it would leave %s's ally %s "
		    "checkmated", v->seatname[y], v->seatname[x]);
	}
	q = *p;
	sn_pos_settle(&q);
	for (x = 0; x < v->nseats; x++)
		if (x != y && (q.alive >> x & 1) &&
		    sn_alliance_possible(&q, a, x, NULL))
			return snprintf(buf, size, "it would make %s and %s "
			    "allies (auto-alliance=on), and in that alliance it "
			    "would check its new ally, leave it checkmated or "
			    "leave %s's own king attacked", v->seatname[y],
			    v->seatname[x], v->seatname[y]);
	return 0;
}
