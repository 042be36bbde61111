/*
 * play.c - the rules of sannin shogi that a table cannot say
 * (sannin-rules(7)): legality under alliances, and everything that
 * follows an action; sannin's hooks (legal.h).
 *
 * After an action, in this order: the captures and promotion; a castling
 * right used; an automatic alliance (settled before anything else is
 * judged: the outsider's king promotes, castling ends); the checks
 * standing and the castling rights they end; the garden win; every seat
 * in check without a legal action is mated at once, whoever is to act,
 * and the eliminations that follow may uncover further checks and mates,
 * judged the same way; the results; the turn passes (to the mating seat
 * after a mate, by default); a seat to act without a legal action is
 * treated as mated, and so on until a seat can act or the game is over.
 */
#include "config.h"

#include "width.h"		/* compiled narrow only */

#include <string.h>

#include <stddef.h>
#include <stdlib.h>

#include "movegen.h"
#include "sannin/play.h"
#include "sannin/sannin_checkmate.h"
#include "sannin/sannin_state.h"

#define event sn_event

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
 * sets (filter_allow): the cells an action must leave from or go to for
 * passes() itself to judge it (A_SLOWFROM, A_SLOWTO), and the lines out
 * of x's king up to the first piece on each (A_SEGS).
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
static int
ally_allows(const sn_pos *q, int x, int y, int vs)
{
	sn_pos r;
	int k;

	if (sn_checkers(q, x) >> y & 1)
		return 0;
	sn_pos_copy(&r, q);
	r.lazy = NULL;
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
 * already: the filter's state (see filter_prepare).
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
		    !ally_allows(&q, x, y, vs))
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

/* filter_prepare() for a seat in an alliance: attacks_now(), from the
 * cache when it holds them for p. */
static SN_NOINLINE unsigned
allied_state(const sn_pos *p)
{
	struct sn_tcache *c = p->lazy;
	int y = p->turn;
	unsigned st;

	if (c != NULL && c->attacks_valid && c->attacks_hash == p->hash && c->attacks_turn == y)
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

/* filter_prepare() while an alliance may form, with many actions to
 * judge: state and aux. */
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
static int
filter_prepare(const sn_pos *p, struct sn_filters *f)
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

static int
filter_allow(const sn_pos *p, const struct sn_filters *f,
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
 * filter_allow() for each of the n actions of out, keeping those it
 * allows, in order, at the start of out; returns how many.  What
 * filter_allow() works out for each x is looked up once, and joined:
 * an action that leaves from or goes to none of the cells where one of
 * them needs passes() is judged by fails_fast() alone, for each x with
 * bit LAST (whether it attacks x's king, or brings y's king in sight of
 * the third seat's).
 */
static int
filter_list(const sn_pos *p, const struct sn_filters *f,
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
			ok = filter_allow(p, f, cache, a);
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

static int
accept_allowed(const sn_pos *p, const sannin_action *a, void *f)
{
	return sn_filters_accept(p, f, NULL, a);
}

/*
 * Does the seat to act have a legal action under every rule?  With the
 * threats of p known, a step of its king to a free escape that the
 * filters take is one; else the generation stops at the first one.
 * checked: whether the seat is in check (when not, the search starts
 * with the moves that cannot expose its king).
 */
static int
can_act(const sn_pos *p, const struct sn_hist *h, int checked)
{
	const struct sn_threats *t;
	struct sn_filters f;
	sannin_action a;
	uint8_t esc[SN_MAXDIRS];
	int any, n, i, y = p->turn;

	if (p->over || !(p->alive >> y & 1))
		return 0;
	any = sn_filters_prepare(p, h, 0, &f);
	t = sn_threats_known(p);
	n = t != NULL ? sn_king_escapes(p, t->att, y, esc) : 0;
	for (i = 0; i < n; i++) {
		/* (As the generator writes it.) */
		a.type = SANNIN_ACT_MOVE;
		a.kind = (unsigned char)SN_KIND(p->board[p->king[y]]);
		a.from = (unsigned char)p->king[y];
		a.to = esc[i];
		a.promote = 0;
		a.captured = (unsigned char)SN_KIND(p->board[esc[i]]);
		a.targets = 0;
		if (!any || sn_filters_accept(p, &f, NULL, &a))
			return 1;
	}
	if (checked)
		return sn_gen_any(p, y, any ? accept_allowed : NULL,
		    any ? &f : NULL);
	return sn_gen_any_unchecked(p, y, t != NULL ? t->reach : NULL,
	    any ? accept_allowed : NULL, any ? &f : NULL);
}

static void
game_over(sn_pos *p, int winner, int how, sannin_events *ev)
{
	p->over = 1;
	p->winner = (uint8_t)(1u << winner);
	event(ev, SANNIN_EV_GAME_OVER, winner, SN_NOSEAT, 0, SN_NOCELL,
	    SN_NOCELL, how, 1u << winner);
}

/* The seats in `mated` are mated by `mater`: they leave the game, and
 * the alliance and the game may end with them. */
static void
mates(sn_pos *p, int mater, unsigned mated, int how, sannin_events *ev)
{
	unsigned allies = p->alliance;
	int s;

	for (s = 0; s < p->v->nseats; s++)
		if (mated >> s & 1) {
			event(ev, SANNIN_EV_MATE, mater, s, 0, SN_NOCELL,
			    SN_NOCELL, how, 0);
			sn_pos_eliminate(p, s);
			event(ev, SANNIN_EV_ELIMINATED, mater, s, 0, SN_NOCELL,
			    SN_NOCELL, 0, 0);
		}
	if (allies) {
		if ((mated & allies) && !(allies >> mater & 1)) {
			/* The outsider mated an ally: both allies lose. */
			game_over(p, mater, SANNIN_WIN_OUTSIDER, ev);
			return;
		}
		/* The outsider (or an ally) is gone: the alliance ends. */
		sn_pos_set_alliance(p, 0);
		event(ev, SANNIN_EV_DISSOLVED, mater, SN_NOSEAT, 0, SN_NOCELL,
		    SN_NOCELL, 0, allies);
		if (p->rules.opt[SANNIN_OPT_AFTER_ALLIANCE] ==
		    SANNIN_AFTER_ALLIANCE_RESTORE)
			for (s = 0; s < p->v->nseats; s++)
				sn_pos_set_lost(p, s, 0);
	}
	if (sn_nbits(p->alive) == 1)
		game_over(p, __builtin_ctz(p->alive), SANNIN_WIN_LAST, ev);
}

/* An automatic alliance of x and y: its consequences. */
static void
ally(sn_pos *p, int x, int y, const struct sn_alliance *how,
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

/*
 * What the checks after an action owe to the position before it: the
 * seat that acted, whose king its legal action leaves attacked by no
 * one; and the checks before, when the cache knew them (see struct
 * sn_tcache), with the cells where a move or drop changed the board.
 */
struct checks_before {
	int mover;
	const unsigned *chk;	/* by seat, as sn_checkers; or NULL */
	int from, to;		/* from: SN_NOCELL for a drop */
};

/* May a change on cell c change what checks the king on k: c is k's own
 * cell, on a line out of it, or a leap away? */
static int
near_king(const struct sannin_variant *v, int k, int c)
{
	int d;

	if (c == SN_NOCELL)
		return 0;
	if (c == k || v->dirto[k][c] != SN_NODIR)
		return 1;
	for (d = v->nlines; d < v->ndirs; d++)
		if (v->nb[k][d] == c)
			return 1;
	return 0;
}

/* The seat whose piece, first on line d out of the king on k, checks
 * it (as sn_checkers() looks at each line), as a bit; own: the armies of
 * the king's seat. */
static inline unsigned
line_checker(const sn_pos *p, int k, int d, unsigned own)
{
	int b = sn_first_on_ray(p->v, k, d, p->all), pc;

	if (b < 0)
		return 0;
	pc = p->board[b];
	return !(own >> SN_ARMY(pc) & 1) && sn_hits(p, k, d, b) ?
	    1u << sn_ctrl(p, pc) : 0;
}

/*
 * The seats checking the king of s, on k (neither cell of the action),
 * after the move or drop b, where no seat checked it before: all that
 * sn_checkers() would find on the lines through the cells the action
 * changed and, a leap away, on the cell it reached.  Every other line
 * and leap holds what it held, where no seat that may check the king
 * checked it.
 */
static unsigned
checkers_new(const sn_pos *p, int s, int k, const struct checks_before *b)
{
	const struct sannin_variant *v = p->v;
	unsigned own = p->armies[s], seats = 0;
	int d, pc;

	if (b->from != SN_NOCELL && (d = v->dirto[k][b->from]) != SN_NODIR)
		seats = line_checker(p, k, d, own);
	if ((d = v->dirto[k][b->to]) != SN_NODIR)
		seats |= line_checker(p, k, d, own);
	else
		for (d = v->nlines; d < v->ndirs; d++)
			if (v->nb[k][d] == b->to) {
				pc = p->board[b->to];
				if ((p->mv[pc].steps >> v->opp[d] & 1) &&
				    !(own >> SN_ARMY(pc) & 1))
					seats |= 1u << sn_ctrl(p, pc);
			}
	return seats & ~(unsigned)p->nocheck[s];
}

/* The seats checking s's king after the action: none for the seat that
 * acted; as before it (b) when the action did not reach the king, or
 * those it brought when there were none; else looked for. */
static unsigned
checkers_after(const sn_pos *p, int s, const struct checks_before *b)
{
	int k = p->king[s];

	if (b != NULL && s == b->mover)
		return 0;
	if (b != NULL && b->chk != NULL && k != SN_NOCELL) {
		if (!near_king(p->v, k, b->from) && !near_king(p->v, k, b->to))
			return b->chk[s];
		if (b->chk[s] == 0 && k != b->from && k != b->to)
			return checkers_new(p, s, k, b);
	}
	return sn_checkers(p, s);
}

/*
 * report_checks reports the checks standing that were not reported yet
 * (reported[s] holds the seats already said to check s), keeps the seats
 * checking each seat in checkers[s], and ends the castling rights of the
 * kings in check; it returns non-zero when a king is in check.  settle,
 * called just after it (when one is), mates every seat in check without
 * a legal action, by the acting seat y, and does it all again when
 * eliminations uncover more.  It returns the seats mated.
 * With t (the threats of p, all three seats playing) the checks are
 * read from them (t->checks); else,
 * with b (just after the action), the mover's king is in check by none,
 * and with b->chk a king keeps the checks it had when the action changed
 * no cell on a line or a leap from it (nor its own: a king that moved is
 * on the cell `to`), the armies and who checks whom being as before (the
 * caller passes b only then); else they are looked for.  (Always inline:
 * sn_play asks it at every action, most often with att.)
 */
static SN_ALWAYS_INLINE unsigned
report_checks(sn_pos *p, unsigned *reported, unsigned *checkers,
    const struct sn_threats *t, const struct checks_before *b,
    sannin_events *ev)
{
	unsigned chk[SN_MAXSEATS], any = 0, m;
	int s, c;

	/* (Sannin's three seats, in locals: the loops unrolled, and p not
	 * read again after each store through checkers.  Most actions
	 * leave no king in check: that at once.) */
	if (t != NULL && t->checks == 0) {
		memset(checkers, 0, sizeof(chk));
		return 0;
	}
	memset(chk, 0, sizeof(chk));
	if (t != NULL) {
		for (s = 0; s < 3; s++)
			chk[s] = t->checks >> (s * SN_MAXSEATS) & 7;
		any = t->checks;
	} else
		for (s = 0; s < 3; s++) {
			if (!(p->alive >> s & 1))
				continue;
			chk[s] = checkers_after(p, s, b);
			any |= chk[s];
		}
	memcpy(checkers, chk, sizeof(chk));
	for (s = 0; any != 0 && s < 3; s++) {
		if ((m = chk[s]) == 0)
			continue;
		for (c = 0; c < 3; c++)
			if ((m & ~reported[s]) >> c & 1)
				event(ev, SANNIN_EV_CHECK, c, s, 0, p->king[s],
				    SN_NOCELL, 0, 0);
		reported[s] |= m;
		if (p->castle >> s & 1) {
			sn_pos_set_castle(p, s, 0);
			event(ev, SANNIN_EV_CASTLING_LOST, s, SN_NOSEAT, 0,
			    SN_NOCELL, SN_NOCELL, SANNIN_LOST_CHECK, 0);
		}
	}
	return any;
}

/* (att, when not NULL: the attacks of p, which settle() reads until the
 * first mates change the board.) */
static unsigned
settle(sn_pos *p, int y, unsigned *reported, unsigned *checkers,
    const sn_set2 *att, sannin_events *ev)
{
	const struct sannin_variant *v = p->v;
	unsigned mated, all = 0;
	uint8_t esc[SN_MAXDIRS];
	int s, first = 1;

	do {
		/* The caller has just reported the checks of p. */
		if (!first)
			report_checks(p, reported, checkers, NULL, NULL, ev);
		first = 0;
		mated = 0;
		/* A king in check with a free escape has an action. */
		for (s = 0; s < v->nseats; s++)
			if ((p->alive >> s & 1) && checkers[s] &&
			    !(att != NULL && sn_king_escapes(p, att, s, esc)) &&
			    !sn_has_action(p, s))
				mated |= 1u << s;
		if (mated)
			mates(p, y, mated, SANNIN_MATE_CHECK, ev);
		all |= mated;
		att = NULL;
	} while (mated && !p->over);
	return all;
}

/* Seat st->s, to act, has no legal action: it is mated by the seat that
 * acted, and the turn passes on (the new threats it saw are no one's). */
static void
no_action(sn_pos *p, struct sn_after *st, sannin_events *ev)
{
	int y = st->y;

	if (st->newseat >= 0) {
		p->last_new = sn_set_empty();
		p->last_pending &= (uint8_t)~2u;
	}
	/* The board changes: the threats are no longer its own. */
	st->cached = 0;
	mates(p, y, 1u << st->s, SANNIN_MATE_NO_ACTION, ev);
	if (!p->over) {
		report_checks(p, st->reported, st->checkers, NULL, NULL,
		    ev);
		settle(p, y, st->reported, st->checkers, NULL, ev);
	}
	st->s = st->after_mater && (p->alive >> y & 1) ? y :
	    sn_pos_next(p, st->s);
}

/*
 * The new threats of the action (by st->y) on the seat that acts after
 * the one to act now: the only ones a dual attack (and the position
 * string) looks at; the filters of the actions of the seat to act read
 * them.  st->newseat says whose they are, or -1.
 */
static SN_ALWAYS_INLINE void
new_threats(sn_pos *p, struct sn_after *st, struct sn_tcache *cache,
    struct sn_threats *t0, struct sn_threats *t1)
{
	const sn_set2 *n0, *n1;
	uint64_t w[2];
	int y = st->y, s = sn_third(y, p->turn), k, pend;

	st->newseat = -1;
	/* (Watching, sannin's three seats all played when y acted: when
	 * another is to act, s is the third.) */
	if (!st->watch || p->turn == y || !(p->alive >> s & 1))
		return;
	st->newseat = s;
	p->last_newseat = (uint8_t)s;
	if (cache == NULL) {
		p->last_new = sn_threats_new(t0, t1, y, s);
		return;
	}
	/* sn_threats_new_known(), a word at a time (sets of two words, see
	 * sn_threats): the cells of s's pieces threatened in t1 and not in
	 * t0, but for s's king where a search would tell, which is left
	 * pending (see sn_pos). */
	n0 = &t0->t[y][s];
	n1 = &t1->t[y][s];
	w[0] = n1->w[0] & ~n0->w[0];
	w[1] = n1->w[1] & ~n0->w[1];
	pend = 0;
	if ((t0->pending >> (y * SN_MAXSEATS + s) & 1) &&
	    (k = t0->pos.king[s]) != SN_NOCELL && (w[k >> 6] >> (k & 63) & 1)) {
		w[k >> 6] &= ~((uint64_t)1 << (k & 63));
		pend = 1;
	}
	if ((t1->pending >> (y * SN_MAXSEATS + s) & 1) &&
	    (k = t1->pos.king[s]) != SN_NOCELL && !sn_set2_has(n0, k))
		pend = 1;
	p->last_new = sn_set_empty();
	p->last_new.w[0] = w[0];
	p->last_new.w[1] = w[1];
	if (pend) {
		p->last_pending |= 2;
		p->last_seat = (uint8_t)s;
	}
}

/*
 * The end of sn_play: the turn passes to st->s, or on past the seats
 * that cannot act (each with the new threats it would see); with
 * `defer`, the first is not asked (see struct sn_after), and st is the
 * cache's `after`, where it stays.  (Always inline: play_action passes
 * the turn at every action.)
 */
static SN_ALWAYS_INLINE void
pass_turn(sn_pos *p, const struct sn_hist *h, struct sn_tcache *cache,
    sannin_events *ev, struct sn_after *st, struct sn_threats *t0,
    struct sn_threats *t1, int defer)
{
	for (;;) {
		if (!p->over) {
			sn_pos_set_turn_in(p, st->s);
			if (st->cached) {
				cache->cur = st->t1;
				cache->hash = p->hash;
				cache->valid = 1;
			}
		} else if (!(p->alive >> p->turn & 1) &&
		    (p->alive >> st->y & 1))
			/* Ended by the seat left without an action: the turn
			 * stays with the seat that acted, as after a mate by
			 * check (a seat out of the game has none). */
			sn_pos_set_turn(p, st->y);
		new_threats(p, st, cache, t0, t1);
		/* (checkers[] is of the position now: settle leaves it
		 * so.) */
		if (p->over || defer ||
		    can_act(p, h, st->checkers[st->s] != 0))
			break;
		no_action(p, st, ev);
	}

	/* (Once more when the game ended, where the loop did not: the turn
	 * may have gone back to the seat that acted.  Else the loop's last
	 * round did, and nothing since changed the hash: no_action() clears
	 * `cached`.) */
	if (p->over && st->cached && sn_nbits(p->alive) == 3) {
		cache->cur = st->t1;
		cache->hash = p->hash;
		cache->valid = 1;
	}
	/* The checks, as settle left them, are those of the board now
	 * (unless the game ended: its last eliminations are not
	 * reported). */
	if (cache != NULL && !p->over) {
		cache->cvalid = 1;
		cache->ckey = sn_board_key(p);
		memcpy(cache->chk, st->checkers, sizeof(cache->chk));
	}
	if (defer && !p->over)
		cache->after.pending = 1;
}

/*
 * *d = *s but for the pieces (board, occ, all, blockade, hand): what
 * sn_alliance_formed() reads of the position before an action, its seat
 * to act, rules, rights and last action, at about a third of a whole
 * copy's cost.  (The pieces it reads only of the position after.  The
 * pieces lie in two runs of sn_pos, board to occ and all to hand: so
 * checked here.)
 */
#define SN_OFF(f) offsetof(sn_pos, f)
typedef char pieces_apart[SN_OFF(board) < SN_OFF(occ) &&
    SN_OFF(occ) < SN_OFF(ctrl) && SN_OFF(armies) < SN_OFF(all) &&
    SN_OFF(all) < SN_OFF(blockade) && SN_OFF(blockade) < SN_OFF(hand) &&
    SN_OFF(hand) < SN_OFF(king) ? 1 : -1];
#undef SN_OFF

static inline void
copy_but_pieces(sn_pos *d, const sn_pos *s)
{
	memcpy(d, s, offsetof(sn_pos, board));
	memcpy(d->ctrl, s->ctrl, offsetof(sn_pos, all) -
	    offsetof(sn_pos, ctrl));
	memcpy(d->king, s->king, sizeof(*s) - offsetof(sn_pos, king));
}

/*
 * Undoes the move or drop a of seat y that sn_pos_move played in p: the
 * pieces as they were (mover: the piece moved; capt: the piece on a->to
 * before, or 0), and the rest copied back from `before` (copy_but_pieces),
 * which the changes here leave as they were in p.
 */
static SN_NOINLINE void
unplay(sn_pos *p, const sannin_action *a, int y, int mover, int capt,
    const sn_pos *before)
{
	const struct sannin_variant *v = p->v;
	int kind;

	sn_pos_clear(p, a->to);
	if (a->type == SANNIN_ACT_DROP)
		sn_pos_hand(p, y, a->kind, 1);
	else {
		if (capt != 0) {
			sn_pos_put(p, a->to, capt);
			kind = v->kinds[SN_KIND(capt)].unpromoted;
			if (kind <= v->handmax)
				sn_pos_hand(p, y, kind, -1);
		}
		sn_pos_put(p, a->from, mover);
	}
	copy_but_pieces(p, before);
}

/*
 * Plays the action; with `judge`, as play_judged (legal.h): the filters
 * left out whether the alliance it may form allows it (alliance_allows),
 * which the threats worked out here tell, and when it does not, nothing
 * is played and 1 returned.
 */
static int
play_action(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache, int judge)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, watch = sn_alliance_watch(p), c, d, x;
	int had_castle = p->castle >> y & 1, formed = 0, mover, capt = 0;
	int i0 = -1, i1 = -1;	/* the slots of t0 and t1 in the cache */
	unsigned mated, checked;
	struct sn_after stl, *st;
	struct sn_threats tmp0, tmp1, *t0 = NULL, *t1 = &tmp1;
	struct sn_alliance how;
	struct checks_before b, *known = NULL;
	sn_pos before;	/* while watching: p before the action (see below) */

	if (ev != NULL)
		ev->n = 0;
	/* Without the threats after the action: the mover's king is in
	 * check after none of its actions (sn_play is given legal ones); and
	 * the checks before it, when the cache has them (sn_play leaves them
	 * there), of the kings a move or drop does not reach stand after it.
	 * (Not watching, the action forms no alliance: the armies and who
	 * may check whom stay as they are until the mates, after the checks
	 * are reported.) */
	if (!watch) {
		b.mover = y;
		b.chk = a->type != SANNIN_ACT_ILLUMINATE ?
		    sn_cached_checkers(cache, p) : NULL;
		b.from = a->type == SANNIN_ACT_MOVE ? a->from : SN_NOCELL;
		b.to = a->to;
		known = &b;
	}
	if (watch) {
		/* (In a game the cache has them, as a rule: that test
		 * inline.) */
		t0 = cache != NULL && cache->valid && cache->hash == p->hash ?
		    sn_slot(cache, cache->cur) : sn_cache_threats(p, cache, &tmp0);
		/* After the action, in a slot of its own (t0 is slot cur).
		 * (The slots' indices kept: worked out from the addresses,
		 * each a division.) */
		if (cache != NULL) {
			i0 = cache->cur;
			t1 = &cache->slot[i1 = sn_free_slot(cache)];
		}
	}
	/* What the action itself did, read from the board before it. */
	if (a->type == SANNIN_ACT_ILLUMINATE) {
		for (d = 0; d < v->ndirs; d++)
			if (a->targets >> d & 1) {
				c = sn_first_on_ray(v, a->from, d, p->all);
				event(ev, SANNIN_EV_CAPTURE, y,
				    SN_ARMY(p->board[c]), SN_KIND(p->board[c]),
				    c, SN_NOCELL, 0, 0);
			}
	} else if (a->captured)
		event(ev, SANNIN_EV_CAPTURE, y, SN_ARMY(p->board[a->to]),
		    a->captured, a->to, SN_NOCELL, 0, 0);
	mover = a->type == SANNIN_ACT_MOVE ? p->board[a->from] : 0;
	/* The position before is kept only for the alliances, and to undo
	 * an action they refuse: all of it but its pieces, which
	 * sn_alliance_formed() reads only of the position after and
	 * unplay() puts back; all of it before an illumination (rare, and
	 * its captures not undone so simply). */
	if (watch && a->type == SANNIN_ACT_ILLUMINATE)
		sn_pos_copy(&before, p);
	else if (watch) {
		copy_but_pieces(&before, p);
		capt = p->board[a->to];
	}
	sn_pos_move_in(p, a);
	if (a->type == SANNIN_ACT_MOVE && a->promote)
		event(ev, SANNIN_EV_PROMOTE, y, SN_NOSEAT,
		    SN_KIND(p->board[a->to]), a->to, SN_NOCELL,
		    SN_VHAS(v, dead, [mover], a->to) ?
		    SANNIN_PROMO_FORCED : SANNIN_PROMO_CHOSEN, 0);
	if (had_castle && !(p->castle >> y & 1))
		event(ev, SANNIN_EV_CASTLING_LOST, y, SN_NOSEAT, 0, SN_NOCELL,
		    SN_NOCELL, SANNIN_LOST_KING_MOVED, 0);

	/* The alliance is settled first. */
	sn_last_begins(p, y, cache);
	if (watch) {
		sn_threats_from(p, t0, t1);
		/* (Most actions may form none: asked here first.) */
		how.defended = -2;
		x = (d = sn_alliance_may_form(&before, t0, p, t1, a)) != 0 ?
		    sn_alliance_formed_may(&before, t0, p, t1, a, &how, d) :
		    -1;
		if (judge && x >= 0 && !ally_allows(p, x, y, how.victim)) {
			/* Not legal after all: undone.  (The threats worked
			 * out stay where they are: t0 of the position, in
			 * the cache; t1 in a slot no one reads.) */
			if (a->type == SANNIN_ACT_ILLUMINATE)
				sn_pos_copy(p, &before);
			else
				unplay(p, a, y, mover, capt, &before);
			if (ev != NULL)
				ev->n = 0;
			return 1;
		}
		if (cache != NULL) {
			/* In a game: whether this was a direct defence, and
			 * the king's cell among the new threats, are worked
			 * out only when asked (see sn_pos).  Most actions are
			 * never asked whether they were a defence: only what
			 * sn_alliance_formed found out is kept (-2: none). */
			cache->last_t0 = i0;
			cache->last_t1 = i1;
			if (++cache->lazyid == 0)
				cache->lazyid = 1;
			p->lazyid = cache->lazyid;
			if (how.defended < 0)
				p->last_pending |= how.defended == -1 ? 1 :
				    1 | 4;
			else
				p->last_defence = (uint8_t)how.defended;
		} else
			p->last_defence = (uint8_t)sn_direct_defence(y, t0,
			    t1);
		if (x >= 0) {
			ally(p, x, y, &how, ev);
			formed = 1;
		}
	}

	/* A legal action of the seat to act shows that it could act.
	 * (Not before: an action refused above leaves what was pending.) */
	if (cache != NULL)
		cache->after.pending = 0;
	/* (What pass_turn() leaves in the cache for later, it finds there:
	 * written in place, not copied.) */
	st = cache != NULL && cache->defer ? &cache->after : &stl;

	/* Checks standing; the garden; the mates. */
	memset(st->reported, 0, sizeof(st->reported));
	checked = report_checks(p, st->reported, st->checkers,
	    watch && !formed ? t1 : NULL, known, ev);
	if (a->type == SANNIN_ACT_MOVE && a->to == v->garden &&
	    (v->kinds[SN_KIND(p->board[a->to])].flags & SN_KF_KING) &&
	    !(p->alliance >> y & 1) && !(p->lost >> y & 1)) {
		game_over(p, y, SANNIN_WIN_GARDEN, ev);
		return 0;
	}
	mated = checked ? settle(p, y, st->reported, st->checkers,
	    watch && !formed ? t1->att : NULL, ev) : 0;

	/* The turn passes; a seat to act without a legal action is treated
	 * as mated by the seat whose action left it so. */
	st->y = y;
	st->watch = watch;
	st->after_mater = p->rules.opt[SANNIN_OPT_AFTER_MATE] ==
	    SANNIN_AFTER_MATE_MATER;
	st->s = mated && st->after_mater && (p->alive >> y & 1) ? y :
	    sn_next_seat(p, y);
	/* The threats found after the action are those of the position
	 * now, unless an alliance or an elimination changed the board: the
	 * cache holds them from here on (the rules of the next seat's
	 * actions read them), keyed by the hash.  (Watching, all three
	 * seats played before the action, and only a mate ends one.) */
	st->cached = cache != NULL && watch && !formed && !mated;
	if (cache != NULL) {
		st->t0 = i0;
		st->t1 = i1;
	}
	pass_turn(p, h, cache, ev, st, t0, t1,
	    cache != NULL && cache->defer);
	return 0;
}

static void
play(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache)
{
	(void)play_action(p, a, ev, h, cache, 0);
}

static int
play_judged(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache)
{
	return play_action(p, a, ev, h, cache, 1);
}

static int
resolve(sn_pos *p, const struct sn_hist *h, struct sn_tcache *c,
    sannin_events *ev)
{
	struct sn_after st;

	if (c == NULL || !c->after.pending)
		return 0;
	st = c->after;
	c->after.pending = 0;
	if (can_act(p, h, st.checkers[st.s] != 0))
		return 0;
	no_action(p, &st, ev);
	pass_turn(p, h, c, ev, &st, st.t0 >= 0 ? sn_slot(c, st.t0) : NULL,
	    st.t1 >= 0 ? sn_slot(c, st.t1) : NULL, 0);
	return 1;
}

const struct sn_hooks sn_sannin_hooks = {
	.filter_prepare = filter_prepare,
	.filter_allow = filter_allow,
	.filter_list = filter_list,
	.filter_later_allied = 1,
	.known_reach = sn_sannin_known_reach,
	.play = play,
	.play_judged = play_judged,
	.resolve = resolve,
	.settle = sn_sannin_settle,
	.cache_new = sn_sannin_cache_new,
	.cache_copy = sn_sannin_cache_copy,
	.cache_defer = sn_sannin_cache_defer,
	.cache_seed = sn_sannin_cache_seed,
	.cache_start = sn_sannin_cache_start,
};
