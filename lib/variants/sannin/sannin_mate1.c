/*
 * sannin_mate1.c - whether a seat can mate another in one action: the
 * threat on a king that sannin-rules(7) counts among the threats of
 * material loss (Automatic alliances).  The search is made only when
 * the threat is asked: the actions that may mate are listed from the
 * victim's king and its free escapes, without generating the seat's
 * actions, those a quick answer refutes left out (sannin_mate1_refute.c),
 * and the others played out.
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include <string.h>

#include "legal.h"
#include "generate.h"
#include "sannin/sannin_checkmate.h"
#include "sannin/sannin_mate1.h"
#include "sannin/sannin_mate1_refute.h"

/* Does x's action a, which checks v, leave v without an action? */
static int
mates(const sn_pos *p, int x, int v, const sannin_action *a)
{
	sannin_action b = *a;
	sn_pos q;

	sn_pos_copy(&q, p);
	q.turn = (uint8_t)x;
	sn_pos_move(&q, &b);
	return !sn_has_action(&q, v);
}

/* Is x's move or drop a one of sn_gen's (checked: whether x is in
 * check), as sn_is_legal asks before the filters?  out: room for
 * SANNIN_MAXACTIONS. */
static int
generated(const sn_pos *p, int x, const sannin_action *a, int checked,
    sannin_action *out)
{
	int n, i;

	n = sn_gen(p, &(struct sn_gen_ask){ .mode = SN_GEN_TO, .seat = x,
	    .to = a->to, .kind = a->type == SANNIN_ACT_MOVE ?
	    SN_KIND(p->board[a->from]) : a->kind,
	    .check = sn_check_hint(checked) }, out);
	for (i = 0; i < n; i++)
		if (sannin_action_equal(&out[i], a))
			return 1;
	return 0;
}

/*
 * The pieces of `mine` that stand first on a line out of cell z in occ,
 * before a ranging piece of `sliders` (the ranging pieces of some seats)
 * aimed at z along it: moving one would attack z from wherever it went.
 * Only such ranging pieces on a line out of z are looked at (fewer than
 * the pieces that may stand before them): with one piece between, of
 * mine.  (Always inline: mate_tries() asks it of the king, victim() of
 * each escape, with sets held in registers.)
 */
static SN_ALWAYS_INLINE sn_set
discovers(const sn_pos *p, sn_set mine, int z, sn_set occ, sn_set sliders)
{
	const struct sannin_variant *v = p->v;
	sn_set c = sn_set_and(sliders, SN_VSET(v, lines, [z])), b;
	sn_set r = sn_set_empty();
	int b1, b2, d;

	while (sn_set_any(c)) {
		b2 = sn_set_pop(&c);
		d = v->dirto[z][b2];
		if (!(p->mv[p->board[b2]].slides >> v->opp[d] & 1))
			continue;
		/* The pieces between z and b2. */
		b = sn_set_and(sn_set_xor(SN_VSET(v, ray, [z][d]),
		    SN_VSET(v, ray, [b2][d])), occ);
		sn_set_del(&b, b2);
		if (!sn_set_any(b))
			continue;
		b1 = sn_set_pop(&b);
		if (!sn_set_any(b) && sn_set_has(&mine, b1))
			sn_set_add(&r, b1);
	}
	return r;
}

/* The cells from which piece pc would attack cell z on an empty board.
 * (Always inline: add_tries() asks it of each cell near.) */
static SN_ALWAYS_INLINE sn_set
hits_free(const sn_pos *p, int pc, int z)
{
	const struct sannin_variant *v = p->v;

	return sn_set_or(SN_STEPS_ONTO(p, pc, z),
	    SN_VSET(v, slidefrom, [p->mv[pc].slideset][z]));
}

/* (mate_tries() reads kinds 1 to 8 in hand as one word.) */
typedef char hand_word[SN_NHAND - 1 == sizeof(uint64_t) ? 1 : -1];

/* The most actions that mate_tries() lists; with more, it leaves the
 * search to sn_gen's SN_GEN_CHECKS. */
#define MAXTRIES 256

/*
 * Lists in tries[*n] x's actions like a (its type, kind, from and
 * promotion set; pc the piece it puts down) to the cells of h that may
 * mate v (sn_may_mate()): of h, with `all` 0, only the cells from which pc
 * attacks the king and every escape on an empty board (or, a king,
 * stands on the escape) are tried; with 2, h holds only cells from
 * which it attacks the king so, and the escapes are asked; with 3 (a
 * piece whose move opens a line onto an escape, not onto the king),
 * the cells from which it attacks the king so; with 1, every cell.
 * Zero when the list is full.  (Always inline: most calls find no
 * cell, and their cost is the call.)
 */
static SN_ALWAYS_INLINE int
add_tries(const struct sn_threats *t, int x, int v, sannin_action *a,
    int pc, sn_set h, int all, const uint8_t *esc, int nesc,
    sannin_action *tries, int *n)
{
	const sn_pos *p = &t->pos;
	int king = p->v->kinds[SN_KIND(pc)].flags & SN_KF_KING, i, own;

	if (all == 0 || all == 3)
		h = sn_set_and(h, hits_free(p, pc, p->king[v]));
	for (i = 0; i < nesc && (all & 1) == 0 && sn_set_any(h); i++)
		h = sn_set_and(h, king ? sn_set_or(sn_set_bit(esc[i]),
		    hits_free(p, pc, esc[i])) : hits_free(p, pc, esc[i]));
	/* Of x's own army, a piece that opens no line of x onto the king
	 * (not all) checks only by itself: its cells from which a piece
	 * between blocks that are left out before the call, most of the
	 * cells that sn_may_mate() turns down.  (Of another army that x moves,
	 * sn_put_checks() asks the line of x that its move may open.) */
	own = all != 1 && (a->type != SANNIN_ACT_MOVE ||
	    SN_ARMY(p->board[a->from]) == x);
	while (sn_set_any(h)) {
		a->to = (uint8_t)sn_set_pop(&h);
		a->captured = (uint8_t)SN_KIND(p->board[a->to]);
		if (own && !sn_put_hits(p, a, pc, p->king[v]))
			continue;
		if (!sn_may_mate(t, x, v, a, esc, nesc, own))
			continue;
		if (*n == MAXTRIES)
			return 0;
		tries[(*n)++] = *a;
	}
	return 1;
}

/* add_tries() of the moves of x's piece on cell c to the cells r as it
 * is, and to those of rp promoted where it may promote (all: as
 * add_tries()).  Zero when the list is full.  (Always inline: in
 * mate_tries()'s loops.) */
static SN_ALWAYS_INLINE int
piece_tries(const struct sn_threats *t, int x, int v, int c, sn_set r,
    sn_set rp, int all, const uint8_t *esc, int nesc, sannin_action *tries,
    int *n)
{
	const sn_pos *p = &t->pos;
	const struct sannin_variant *v_ = p->v;
	sannin_action act;
	int pc = p->board[c], kind = SN_KIND(pc);
	sn_set zone;

	act.type = SANNIN_ACT_MOVE;
	act.kind = (uint8_t)kind;
	act.from = (uint8_t)c;
	act.promote = 0;
	act.targets = 0;
	/* (Either form's cells may be none: most often the promoted's.) */
	if (sn_set_any(r) &&
	    !add_tries(t, x, v, &act, pc, r, all, esc, nesc, tries, n))
		return 0;
	if (!sn_set_any(rp) || v_->kinds[kind].promoted == 0 ||
	    (p->lost >> x & 1))
		return 1;
	zone = v_->kinds[kind].flags & SN_KF_KING ?
	    SN_VSET(v_, kzone, [x]) : SN_VSET(v_, zone, [SN_ARMY(pc)]);
	if (!sn_set_has(&zone, c))
		rp = sn_set_and(rp, zone);
	act.promote = 1;
	return add_tries(t, x, v, &act, SN_PIECE(x, v_->kinds[kind].promoted),
	    rp, all, esc, nesc, tries, n);
}

/* The cells from which a piece may attack cell z: on its lines, or a
 * leap away. */
static inline sn_set
around(const struct sannin_variant *v, int z)
{
	sn_set r = SN_VSET(v, lines, [z]);
	int d;

	for (d = v->nlines; d < v->ndirs; d++)
		if (v->nb[z][d] != SN_NOCELL)
			sn_set_add(&r, v->nb[z][d]);
	return r;
}

/*
 * The pieces of the armies x moves of a class that reaches a cell near
 * v's king (on k; near: the cells around it and its escapes), pawns of
 * one that reaches such a cell a step from the king: the pieces whose
 * moves to a cell near mate_tries() asks.  (Always inline: in
 * mate_tries().)
 */
static SN_ALWAYS_INLINE sn_set
pieces_near(const struct sn_threats *t, int x, int k, sn_set near)
{
	const sn_pos *p = &t->pos;
	unsigned armies = p->armies[x] | 1u << x;
	sn_set own = sn_set_empty(), r;
	int a, cls;

	/* (The armies x moves, a bit each: most often x's alone.) */
	for (; armies != 0; armies &= armies - 1) {
		a = __builtin_ctz(armies);
		/* (An army that attacks no cell near: none of its classes
		 * does.) */
		if (!sn_set_any(sn_set_and(near, sn_set2_get(&t->att[a]))))
			continue;
		/* Class 1 is the pawn, promoted or not (sannin-rules(7)),
		 * and neither ranges: only the cells near from which one
		 * steps onto the king are asked of it (mate_tries() leaves
		 * out any other, a pawn promoting as x's); most pawns reach
		 * cells near on the king's lines, far from it. */
		r = sn_set_and(near, sn_set2_get(&t->catt[a][1]));
		if (sn_set_any(r) && sn_set_any(sn_set_and(r, sn_set_or(
		    sn_set_or(SN_STEPS_ONTO(p, SN_PIECE(a, SANNIN_PAWN), k),
		    SN_STEPS_ONTO(p, SN_PIECE(a, SANNIN_PPAWN), k)),
		    SN_STEPS_ONTO(p, SN_PIECE(x, SANNIN_PPAWN), k)))))
			own = sn_set_or(own, sn_set2_get(&t->cocc[a][1]));
		for (cls = 2; cls < SN_MAXCLASS; cls++)
			if (sn_set_any(sn_set_and(near,
			    sn_set2_get(&t->catt[a][cls]))))
				own = sn_set_or(own,
				    sn_set2_get(&t->cocc[a][cls]));
	}
	return own;
}

/*
 * The tries of mate_tries() that are drops of x: of each kind it holds,
 * to the empty cells near (as pieces_near()) from which the piece
 * attacks v's king and each escape on an empty board.  n: the tries
 * listed before; returns their number after, or -1 when the list is
 * full.  (Always inline: in mate_tries().)
 */
static SN_ALWAYS_INLINE int
drop_tries(const struct sn_threats *t, int x, int v, sn_set near,
    const uint8_t *esc, int nesc, sannin_action *tries, int n)
{
	const sn_pos *p = &t->pos;
	const struct sannin_variant *v_ = p->v;
	sannin_action act;
	uint64_t held;
	sn_set r;
	int kind;

	/* (Kinds 1 to 8 in hand, the most handmax says, as one word: most
	 * often none, and then no drop is looked at.) */
	memcpy(&held, &p->hand[x][1], sizeof(held));
	if (held == 0)
		return n;
	r = sn_set_andnot(near, p->all);
	if (!sn_set_any(r))
		return n;
	act.type = SANNIN_ACT_DROP;
	act.from = SN_NOCELL;
	act.promote = 0;
	act.targets = 0;
	/* (A pawn drop that mates is no action under forbid: sn_may_mate()
	 * takes none.) */
	kind = p->rules.opt[SANNIN_OPT_PAWN_DROP_MATE] !=
	    SANNIN_PAWN_DROP_MATE_ALLOW ? SANNIN_PAWN + 1 : 1;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	/* (The kinds held from `kind` on, a byte each, the lowest first:
	 * the loop ends with the last kind held.) */
	held >>= 8 * (kind - 1);
	for (; held != 0 && kind <= v_->handmax; held >>= 8, kind++) {
		if ((held & 0xff) == 0)
			continue;
#else
	for (; kind <= v_->handmax; kind++) {
		if (p->hand[x][kind] == 0)
			continue;
#endif
		act.kind = (uint8_t)kind;
		if (!add_tries(t, x, v, &act, SN_PIECE(x, kind), r, 0, esc,
		    nesc, tries, &n))
			return -1;
	}
	return n;
}

/*
 * The actions of x that may checkmate v in one (sn_may_mate()), listed in
 * tries[] without generating x's actions: their number, or -1 when
 * every action that may check must be generated and asked.
 *
 * An action that sn_may_mate() takes gives check by the piece it puts down,
 * or by a line of x that its move opens; and it leaves each free escape
 * of v's king (esc, nesc) attacked by that piece, or by a line of a seat
 * other than v that its move opens, or, x's king moving there, taken.
 * Only a piece of x that discovers() finds, for the king or an escape,
 * can open such a line: every move of it is tried (for an escape's
 * alone, only to the cells from which it attacks the king on an empty
 * board: its move checks by that piece or not at all).  Any other action
 * ends on a cell from which the piece it puts down attacks the king and
 * every escape (or is a king on the escape) on an empty board:
 * add_tries() asks that of the cells each other piece of x reaches (as
 * it is, or promoted when it starts or ends in its zone; its king
 * castles to its territory), and for a kind x holds of the empty ones.
 * Only the pieces of a class that reaches a cell around the king and
 * the escapes (near) are looked at, pawns of one that reaches such a
 * cell a step from the king.  The list holds moves of every
 * piece, pinned or not, and drops on cells no drop may go to: the caller
 * asks whether each is an action of x.  Where x's king can illuminate
 * (not an action by cell), -1.
 */
static int
mate_tries(const struct sn_threats *t, int x, int v, const uint8_t *esc,
    int nesc, sannin_action *tries)
{
	const sn_pos *p = &t->pos;
	const struct sannin_variant *v_ = p->v;
	sn_set near, own, r, open, lines, kd, sliders, pk, rp;
	int k = p->king[v], kx = p->king[x], c, kind, n = 0, all;

	if (kx != SN_NOCELL &&
	    (v_->kinds[SN_KIND(p->board[kx])].flags & SN_KF_ILLUMINATES))
		return -1;
	/* (The ranging pieces of x for the king; those of every seat but v
	 * for the escapes, in victim(): x's pieces of vdisc.) */
	sliders = sn_set2_get(&t->slid);
	kd = discovers(p, p->occ[x], k, p->all,
	    sn_set_and(sliders, p->occ[x]));
	lines = sn_set_or(kd, sn_set_and(sn_set2_get(&t->vdisc[v]),
	    p->occ[x]));
	open = sn_set_andnot(v_->all, p->occ[x]);
	near = sn_set_and(sn_set2_get(&t->vnear[v]), open);
	own = sn_set_or(lines, pieces_near(t, x, k, near));
	/* Its king, when it castles, to its territory too; the pieces
	 * that may open a line, to any cell; each other piece, to a cell
	 * near: most reach none, and their loop asks only that. */
	if (kx != SN_NOCELL && (p->castle >> x & 1)) {
		sn_set_del(&own, kx);
		all = sn_set_in(lines, kx);
		sn_set_del(&lines, kx);
		r = sn_set_and(sn_set_or(sn_set2_get(&t->reach[kx]),
		    SN_VSET(v_, territory, [x])), all ? open : near);
		if (sn_set_any(r) && !piece_tries(t, x, v, kx, r, r, all, esc,
		    nesc, tries, &n))
			return -1;
	}
	own = sn_set_andnot(own, lines);
	while (sn_set_any(lines)) {
		c = sn_set_pop(&lines);
		r = sn_set_and(sn_set2_get(&t->reach[c]), open);
		if (sn_set_any(r) && !piece_tries(t, x, v, c, r, r,
		    sn_set_in(kd, c) ? 1 : 3, esc, nesc, tries, &n))
			return -1;
	}
	while (sn_set_any(own)) {
		c = sn_set_pop(&own);
		r = sn_set_and(sn_set2_get(&t->reach[c]), near);
		if (!sn_set_any(r))
			continue;
		/* The cells from which neither the piece nor its promoted
		 * form attacks the king on an empty board, which add_tries()
		 * would leave out of each, left out at once: most pieces
		 * that reach a cell near attack the king from none.  (Each
		 * form's cells passed on: add_tries() asks only the
		 * escapes.) */
		kind = SN_KIND(p->board[c]);
		pk = sn_set_and(r, hits_free(p, p->board[c], k));
		rp = v_->kinds[kind].promoted != 0 && !(p->lost >> x & 1) ?
		    sn_set_and(r, hits_free(p,
		    SN_PIECE(x, v_->kinds[kind].promoted), k)) :
		    sn_set_empty();
		if (sn_set_any(sn_set_or(pk, rp)) && !piece_tries(t, x, v, c,
		    pk, rp, 2, esc, nesc, tries, &n))
			return -1;
	}
	return drop_tries(t, x, v, near, esc, nesc, tries, n);
}

/* The free escapes of v's king in t (sn_free_escapes()) and the cells around
 * the king and them (see vnear), worked out once a position. */
static void
victim(struct sn_threats *t, int v)
{
	const sn_pos *p = &t->pos;
	const struct sannin_variant *v_ = p->v;
	sn_set near, r, occ, mine, sliders, disc;
	int i, n;

	n = sn_free_escapes(p, t->att, v, t->esc[v]);
	near = around(v_, p->king[v]);
	disc = sn_set_empty();
	/* With the cells near, the pieces of every other seat whose move
	 * opens a line of a seat other than v onto an escape, the king's
	 * cell left empty: each seat that searches for a mate of v here
	 * takes its own, and the second search of a position asks no line
	 * again.  (A king without an escape, a search in ten, has none.) */
	if (n > 0) {
		occ = p->all;
		sn_set_del(&occ, p->king[v]);
		mine = sn_set_andnot(occ, p->occ[v]);
		sliders = sn_set_andnot(sn_set2_get(&t->slid), p->occ[v]);
		for (i = 0; i < n; i++) {
			r = around(v_, t->esc[v][i]);
			sn_set_add(&r, t->esc[v][i]);
			near = sn_set_and(near, r);
			disc = sn_set_or(disc, discovers(p, mine, t->esc[v][i],
			    occ, sliders));
		}
	}
	t->nesc[v] = (uint8_t)n;
	sn_set2_put(&t->vnear[v], near);
	sn_set2_put(&t->vdisc[v], disc);
	t->vknown |= 1u << v;
}

/* Whether x is in check in t's position, as a hint to SN_GEN_TO that
 * may say so when it is not (generate.h): a piece of an army x does not
 * move that checks its king attacks the king's cell. */
static int
checked_hint(const struct sn_threats *t, int x)
{
	const sn_pos *p = &t->pos;
	int kx = p->king[x], a;

	if (kx == SN_NOCELL)
		return 0;
	for (a = 0; a < p->v->nseats; a++)
		if (!(p->armies[x] >> a & 1) && sn_set2_has(&t->att[a], kx))
			return 1;
	return 0;
}

/* Decides whether x can mate v in one in t's position. */
static void
decide(struct sn_threats *t, int x, int v)
{
	sannin_action list[SANNIN_MAXACTIONS], tries[MAXTRIES];
	const sn_pos *p = &t->pos;
	const uint8_t *esc;
	int n, nesc, i, checked;

	t->pending &= ~(1u << (x * SN_MAXSEATS + v));
	if (!(t->vknown >> v & 1))
		victim(t, v);
	esc = t->esc[v];
	nesc = t->nesc[v];
	if ((n = mate_tries(t, x, v, esc, nesc, tries)) < 0) {
		n = sn_gen(p, &(struct sn_gen_ask){ .mode = SN_GEN_CHECKS,
		    .seat = x, .victims = 1u << v, .only = p->v->all,
		    .reach = t->reach }, list);
		for (i = 0; i < n; i++)
			if (sn_may_mate(t, x, v, &list[i], esc, nesc, 0) &&
			    mates(p, x, v, &list[i]))
				break;
	} else {
		checked = n > 0 && checked_hint(t, x);
		for (i = 0; i < n; i++)
			if (generated(p, x, &tries[i], checked, list) &&
			    mates(p, x, v, &tries[i]))
				break;
	}
	if (i < n)
		sn_set2_add(&t->t[x][v], p->king[v]);
}

int
sn_threat_has(struct sn_threats *t, int x, int v, int c)
{
	if (sn_set2_has(&t->t[x][v], c))
		return 1;
	if (c != sn_pending_king(t, x, v))
		return 0;
	decide(t, x, v);
	return sn_set2_has(&t->t[x][v], c);
}
