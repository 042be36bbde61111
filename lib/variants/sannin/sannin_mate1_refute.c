/*
 * sannin_mate1_refute.c - the quick answers of the mate-in-one search
 * (sannin_mate1.c): a check that the victim surely answers, by taking
 * the checking piece, by a free escape of its king that stays free, or
 * by putting a piece between, is not played out.  Each test says only
 * "surely answered" or "maybe not": the search plays out the others.
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include "generate.h"
#include "sannin/sannin_checkmate.h"
#include "sannin/sannin_mate1_refute.h"

/*
 * May x's action leave every free escape of v's king attacked (or, for
 * x's king landing there, taken)?  Zero only when one surely stays free:
 * an action changes what attacks a cell only by the piece it puts on its
 * cell `to` and by the lines through the cell it leaves.
 */
static int
covers(const sn_pos *p, int x, int v, const sannin_action *a,
    const uint8_t *esc, int nesc)
{
	const struct sannin_variant *v_ = p->v;
	sn_set occ = p->all, o2;
	int i, e, d, b, pc, t = a->to;

	if (a->type == SANNIN_ACT_ILLUMINATE)
		return 1;
	if (a->type == SANNIN_ACT_MOVE) {
		pc = p->board[a->from];
		if (a->promote)
			pc = SN_PIECE(x, v_->kinds[SN_KIND(pc)].promoted);
		sn_set_del(&occ, a->from);
	} else
		pc = SN_PIECE(x, a->kind);
	sn_set_add(&occ, t);
	sn_set_del(&occ, p->king[v]);
	for (i = 0; i < nesc; i++) {
		e = esc[i];
		if (e == t) {
			if (v_->kinds[SN_KIND(pc)].flags & SN_KF_KING)
				continue;
		} else if ((d = v_->dirto[t][e]) != SN_NODIR) {
			if (v_->nb[t][d] == e && (p->mv[pc].steps >> d & 1))
				continue;
			o2 = occ;
			sn_set_add(&o2, e);
			if ((p->mv[pc].slides >> d & 1) &&
			    sn_first_on_ray(v_, t, d, o2) == e)
				continue;
		}
		if (a->type == SANNIN_ACT_MOVE &&
		    (d = v_->dirto[e][a->from]) != SN_NODIR) {
			b = sn_first_on_ray(v_, e, d, occ);
			if (b >= 0 && b != t && SN_ARMY(p->board[b]) != v &&
			    (p->mv[p->board[b]].slides >> v_->opp[d] & 1))
				continue;
		}
		return 0;
	}
	return 1;
}

/*
 * Whether the piece that x's move or drop a puts down checks v's king (on
 * k) alone, as far as the others go (occ: the pieces after a): no other
 * seat checks v now, and a opens no line of a seat that may check v onto
 * k.  *safe: the armies whose pieces do not check v (its own, and those
 * of seats that may not).  (Always inline: asked of each try by
 * others_take() and blocks().)
 */
static SN_ALWAYS_INLINE int
checks_alone(const struct sn_threats *t, int v, int k,
    const sannin_action *a, sn_set occ, unsigned *safe)
{
	const sn_pos *p = &t->pos;
	const struct sannin_variant *v_ = p->v;
	int z, d, b;

	for (z = 0; z < v_->nseats; z++)
		if (z != v && sn_set2_has(&t->att[z], k))
			return 0;
	*safe = sn_armies_of(p, 1u << v | p->nocheck[v]);
	return !(a->type == SANNIN_ACT_MOVE &&
	    (d = v_->dirto[k][a->from]) != SN_NODIR &&
	    (b = sn_first_on_ray(v_, k, d, occ)) >= 0 && b != a->to &&
	    !(*safe >> SN_ARMY(p->board[b]) & 1) && sn_hits(p, k, d, b));
}

/*
 * Whether v's piece on c is pinned after a (the piece pc put down on
 * a->to, occ the pieces after, safe as checks_alone() gives it): first on
 * a line out of v's king on k, before a ranging piece of another seat
 * aimed along it.  (Always inline, as checks_alone().)
 */
static SN_ALWAYS_INLINE int
pinned_after(const sn_pos *p, int k, int c, const sannin_action *a, int pc,
    sn_set occ, unsigned safe)
{
	const struct sannin_variant *v_ = p->v;
	int d, b, pb;

	return SN_VHAS(v_, lines, [k], c) &&
	    sn_first_on_ray(v_, k, (d = v_->dirto[k][c]), occ) == c &&
	    (b = sn_first_on_ray(v_, c, d, occ)) >= 0 &&
	    !(safe >> SN_ARMY(pb = b == a->to ? pc : p->board[b]) & 1) &&
	    (p->mv[pb].slides >> v_->opp[d] & 1);
}

/*
 * Can a piece of v other than its king take the piece pc that the move or
 * drop a of x puts down (occ: the pieces after a)?  Only when pc checks
 * alone (no other seat checks v now, x does not, and a opens no line
 * onto its king), and the piece reaches a->to, is not pinned, and may
 * end there (not on a cell it could never leave).  t's board stands for
 * the position after a: along the lines out of a->to or out of the
 * king, with a->from out of occ, only a->to reads otherwise, and it is
 * looked at apart.  (Always inline: takes() asks it of each try.)
 */
static SN_ALWAYS_INLINE int
others_take(const struct sn_threats *t, int v, const sannin_action *a,
    int pc, sn_set occ)
{
	const sn_pos *p = &t->pos;
	const struct sannin_variant *v_ = p->v;
	unsigned safe;
	int k = p->king[v], c, z;
	sn_set s;

	if (!checks_alone(t, v, k, a, occ, &safe))
		return 0;
	/* Only the pieces of a class of v that reaches a->to: its king is
	 * its one piece of class 4. */
	s = sn_set_empty();
	for (z = 1; z < 4; z++)
		if (sn_set2_has(&t->catt[v][z], a->to))
			s = sn_set_or(s, sn_set2_get(&t->cocc[v][z]));
	while (sn_set_any(s)) {
		c = sn_set_pop(&s);
		if (!sn_set2_has(&t->reach[c], a->to) ||
		    SN_VHAS(v_, dead, [p->board[c]], a->to))
			continue;
		if (pinned_after(p, k, c, a, pc, occ, safe))
			continue;
		return 1;
	}
	return 0;
}

/*
 * Can v take the piece pc that a move or drop a of x puts down, so that v
 * surely has an action after a (without an alliance, which asks more of
 * an action)?  Only if a piece of v attacks a->to (t->att): another
 * piece than its king (others_take()), or its king when it reaches a->to
 * and no other seat attacks that cell after a.  pc is no king: x's king
 * does not end on a cell that a piece of v reaches, and so attacks.  The
 * other pieces are asked first: they cost no search of the attackers.
 */
static int
takes(const struct sn_threats *t, int v, const sannin_action *a, int pc)
{
	const sn_pos *p = &t->pos;
	int k = p->king[v];
	sn_set occ, s;

	if (a->type == SANNIN_ACT_ILLUMINATE || p->alliance != 0 ||
	    !sn_set2_has(&t->att[v], a->to))
		return 0;
	occ = sn_occ_after(p, a);
	if (others_take(t, v, a, pc, occ))
		return 1;
	s = occ;
	sn_set_del(&s, k);
	return sn_set2_has(&t->reach[k], a->to) && !sn_attacked(p, a->to,
	    sn_armies_of(p, ~(1u << v) & ~(unsigned)p->nocheck[v]), &s);
}

/*
 * Can v put a piece between its king and the piece pc that x's move or
 * drop a puts down, when pc alone checks it along a line (as
 * others_take() asks), so that v surely has an action after a?  By a
 * drop of a kind other than the pawn (whose drop may mate), or by a
 * move of a piece of v other than its king that reaches a cell between
 * (past a->to on none of its lines), is not pinned, and may end there.
 * Most checks that takes() and covers() leave as maybe mates are so
 * answered, and that is quicker told here than by playing the check
 * out (sannin_mate1.c).
 */
static int
blocks(const struct sn_threats *t, int v, const sannin_action *a, int pc)
{
	const sn_pos *p = &t->pos;
	const struct sannin_variant *v_ = p->v;
	unsigned safe;
	int k = p->king[v], d, db, c, z, kind;
	sn_set occ, bt, s, r;

	if (a->type == SANNIN_ACT_ILLUMINATE || p->alliance != 0 ||
	    !(p->alive >> v & 1) ||
	    (d = v_->dirto[a->to][k]) == SN_NODIR || d >= v_->nlines ||
	    !(p->mv[pc].slides >> d & 1))
		return 0;
	/* The cells between, all empty when pc checks along the line. */
	occ = sn_occ_after(p, a);
	bt = sn_set_xor(SN_VSET(v_, ray, [a->to][d]), SN_VSET(v_, ray, [k][d]));
	sn_set_del(&bt, k);
	if (!sn_set_any(bt) || sn_set_any(sn_set_and(bt, occ)))
		return 0;
	if (!checks_alone(t, v, k, a, occ, &safe))
		return 0;
	bt = sn_set_andnot(bt, p->blockade);
	if (!sn_set_any(bt))
		return 0;
	for (kind = SANNIN_PAWN + 1; kind <= v_->handmax; kind++)
		if (p->hand[v][kind] != 0 && sn_set_any(sn_set_andnot(bt,
		    SN_VSET(v_, dead, [SN_PIECE(v, kind)]))))
			return 1;
	s = sn_set_empty();
	for (z = 1; z < 4; z++)
		if (sn_set_any(sn_set_and(sn_set2_get(&t->catt[v][z]), bt)))
			s = sn_set_or(s, sn_set2_get(&t->cocc[v][z]));
	s = sn_set_and(s, p->occ[v]);
	sn_set_del(&s, a->to);
	while (sn_set_any(s)) {
		c = sn_set_pop(&s);
		r = sn_set_andnot(sn_set_and(sn_set2_get(&t->reach[c]), bt),
		    SN_VSET(v_, dead, [p->board[c]]));
		/* (Reaches as before a: a->to may now stand in the way.) */
		if (sn_set_any(r) && (db = v_->dirto[c][a->to]) != SN_NODIR &&
		    db < v_->nlines)
			r = sn_set_andnot(r, SN_VSET(v_, ray, [a->to][db]));
		if (!sn_set_any(r))
			continue;
		if (pinned_after(p, k, c, a, pc, occ, safe))
			continue;
		return 1;
	}
	return 0;
}

/*
 * May x's action a mate v: is it legal as far as the pawn-drop rule goes,
 * does it check v's king, and leave no piece of v to take the checking
 * piece (takes()), and no free escape of its king surely free (esc:
 * sn_free_escapes(); covers())?  Only such actions are played out.  (x does not
 * check v now: the caller asks only then; v's king is on the board, as
 * a mate threat is pending only then.)  Most checks tried here are
 * answered by a take, so that is asked before the escapes.
 */
int
sn_may_mate(const struct sn_threats *t, int x, int v, const sannin_action *a,
    const uint8_t *esc, int nesc, int hits)
{
	const sn_pos *p = &t->pos;

	/* A pawn drop that mates is no legal action under forbid (and
	 * forbid-new, the same here: every mate is the action's own). */
	if (a->type == SANNIN_ACT_DROP && a->kind == SANNIN_PAWN &&
	    p->rules.opt[SANNIN_OPT_PAWN_DROP_MATE] !=
	    SANNIN_PAWN_DROP_MATE_ALLOW)
		return 0;
	return (hits || (a->type == SANNIN_ACT_ILLUMINATE ?
	    sn_gives_check(p, x, a, v, 0) :
	    sn_put_checks(p, x, a, p->king[v]))) &&
	    !takes(t, v, a, sn_put_piece(p, x, a)) &&
	    covers(p, x, v, a, esc, nesc) &&
	    !blocks(t, v, a, sn_put_piece(p, x, a));
}
