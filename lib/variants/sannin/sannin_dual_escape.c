/*
 * sannin_dual_escape.c - under dual-attack=inescapable (sannin-rules(7),
 * Automatic alliances) a dual attack forms an alliance only when the
 * third seat cannot escape both threats by one action: each of its
 * actions that may end a threat of each of a pair is played, and those
 * threats looked at again, from the board as the action changes it
 * when that tells.
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include "generate.h"
#include "sannin/sannin_checkmate.h"
#include "sannin/sannin_dual_escape.h"
#include "sannin/sannin_mate1.h"
#include "sannin/sannin_threats_incr.h"

/* The most threatened pieces of a seat that a pair is made of. */
#define MAXPAIRED 16

/*
 * The cells from which v's action may end a threat on v's piece on c
 * (not its king), as a move's cell left or a move's or drop's cell
 * reached: c itself, the cells of each line out of c up to the first
 * piece on it, that piece's included, and the cells a leap away.  Any
 * other action surely leaves the threat as it was: it neither moves
 * that piece, nor puts a piece between c and the first piece of a line
 * or a leap away (a block, a new protector), nor takes or moves such a
 * first piece (an attacker, or a protector whose line opens onto c):
 * what attacks c along a line is its first piece there, and a piece
 * beyond it is behind it still.  Only v's pieces move, so no attack on c
 * can end otherwise, and no protection can start.  (A step is along a
 * line or a leap; the cells before a first piece are empty, so a move
 * leaves from none of them.)
 */
static sn_set
end_zone(const sn_pos *q, int c)
{
	const struct sannin_variant *v = q->v;
	sn_set z = sn_set_bit(c);
	int d, b;

	for (d = 0; d < v->nlines; d++)
		z = sn_set_or(z, (b = sn_first_on_ray(v, c, d, q->all)) < 0 ?
		    SN_VSET(v, ray, [c][d]) : sn_set_xor(SN_VSET(v, ray,
		    [c][d]), SN_VSET(v, ray, [b][d])));
	for (; d < v->ndirs; d++)
		if (v->nb[c][d] != SN_NOCELL)
			sn_set_add(&z, v->nb[c][d]);
	return z;
}

/*
 * The cells of the pieces of `threatened` (vs's), at most MAXPAIRED, in
 * cells[*n], each one's end_zone() in z[] and their union returned.
 * vs's king's cell has its bit in *kings and an empty zone, and makes
 * the union every cell: any action may end a threat on the king.
 */
static sn_set
end_zones(const sn_pos *q, int vs, sn_set threatened, int *cells, int *n,
    sn_set *z, unsigned *kings)
{
	sn_set u = sn_set_empty();
	int c;

	*n = 0;
	*kings = 0;
	while (sn_set_any(threatened) && *n < MAXPAIRED) {
		c = cells[*n] = sn_set_pop(&threatened);
		if (c == q->king[vs]) {
			*kings |= 1u << *n;
			z[*n] = sn_set_empty();
			u = q->v->all;
		} else
			u = sn_set_or(u, z[*n] = end_zone(q, c));
		++*n;
	}
	return u;
}

/* The bits of the cells (zones z, the cells that are kings in `kings`)
 * whose threats b may end: every one for an illumination.  (Always
 * inline: asked of most of the actions sn_dual_escapable() looks at.) */
static SN_ALWAYS_INLINE unsigned
may_end(const sannin_action *b, const sn_set *z, int n, unsigned kings)
{
	unsigned e = kings;
	int i;

	if (b->type == SANNIN_ACT_ILLUMINATE)
		return (1u << n) - 1;
	for (i = 0; i < n; i++)
		if (sn_set_has(&z[i], b->to) || (b->type == SANNIN_ACT_MOVE &&
		    sn_set_has(&z[i], b->from)))
			e |= 1u << i;
	return e;
}

/*
 * sn_threat_at() on p's board changed by a move or drop: the cell `from`
 * left (SN_NOCELL for none), piece `put` on cell `to` (SN_NOCELL for
 * none), all the pieces then, and k the cell of v's king.  (Always
 * inline: each caller's cells fold away or stay.)
 */
static SN_ALWAYS_INLINE int
threat_on(const sn_pos *p, sn_set all, int from, int to, int put, int k,
    int x, int v, int c)
{
	const struct sannin_variant *v_ = p->v;
	int d, b, pc, low = SN_MAXCLASS, kept = 0;

#define AT(b) ((b) == to ? put : (b) == from ? 0 : p->board[b])
	if (x == v || !(p->alive >> x & 1) || !(p->alive >> v & 1) ||
	    (c == to ? p->ctrl[SN_ARMY(put)] != v : c == from ||
	    !sn_set_has(&p->occ[v], c)))
		return 0;
	/* The piece first on each line out of c, and a leap away, that
	 * attacks c: x's lowest class, and whether v's keeps it.  (The
	 * first piece on a line is never on the cell left, out of all.) */
	for (d = 0; d < v_->nlines; d++) {
		if ((b = sn_first_on_ray(v_, c, d, all)) < 0)
			continue;
		pc = b == to ? put : p->board[b];
		if (!(p->mv[pc].slides >> v_->opp[d] & 1) &&
		    (b != v_->nb[c][d] ||
		    !(p->mv[pc].steps >> v_->opp[d] & 1)))
			continue;
		if (SN_ARMY(pc) == x && v_->kinds[SN_KIND(pc)].value < low)
			low = v_->kinds[SN_KIND(pc)].value;
		kept |= SN_ARMY(pc) == v;
	}
	for (; d < v_->ndirs; d++) {
		if ((b = v_->nb[c][d]) == SN_NOCELL || (pc = AT(b)) == 0 ||
		    !(p->mv[pc].steps >> v_->opp[d] & 1))
			continue;
		if (SN_ARMY(pc) == x && v_->kinds[SN_KIND(pc)].value < low)
			low = v_->kinds[SN_KIND(pc)].value;
		kept |= SN_ARMY(pc) == v;
	}
	if (c == k)
		return low < SN_MAXCLASS ? 1 : -1;
	return low < SN_MAXCLASS && (!kept ||
	    low < v_->kinds[SN_KIND(c == to ? put : p->board[c])].value);
#undef AT
}

int
sn_threat_at(const sn_pos *p, int x, int v, int c)
{
	return threat_on(p, p->all, SN_NOCELL, SN_NOCELL, 0, p->king[v], x,
	    v, c);
}

/*
 * Does x threaten v's piece on cell c after b, v's move or drop in q
 * (threats t1)?  Read from q's board as b changes it (threat_on()),
 * or, for an illumination, from *r, q after b, made the first time (when
 * *made is 0); for a king that x does not check, from the threats of
 * *r, worked out in *tr from t1 the first time (when *have is 0).
 */
static int
threat_after(const sn_pos *q, const sannin_action *b, sn_pos *r,
    int *made, struct sn_threats *t1, struct sn_threats *tr, int *have,
    int x, int v, int c)
{
	sannin_action a;
	int th, from, pc, k;

	if (b->type != SANNIN_ACT_ILLUMINATE) {
		/* The piece put down (v's: while alliances are watched each
		 * seat moves its own army), and v's king, as sn_pos_move
		 * leaves them. */
		from = b->type == SANNIN_ACT_MOVE ? b->from : SN_NOCELL;
		pc = sn_put_piece(q, v, b);
		k = q->king[v];
		if (k == from || k == b->to)
			k = SN_NOCELL;
		if (q->v->kinds[SN_KIND(pc)].flags & SN_KF_KING)
			k = b->to;
		if ((th = threat_on(q, sn_occ_after(q, b), from, b->to, pc, k,
		    x, v, c)) >= 0)
			return th;
	}
	if (!*made) {
		*r = *q;
		sn_pos_set_turn(r, v);
		a = *b;
		sn_pos_move(r, &a);
		*made = 1;
	}
	if (b->type == SANNIN_ACT_ILLUMINATE &&
	    (th = sn_threat_at(r, x, v, c)) >= 0)
		return th;
	if (!*have) {
		sn_threats_from(r, t1, tr);
		*have = 1;
	}
	return sn_threat_has(tr, x, v, c);
}

/*
 * dual-attack=inescapable: can the third seat vs, to act after y's
 * action in q (threats t1), escape both threats of some pair by one
 * action?  The pairs: x's threat on a piece of `standing` and y's on
 * another piece, of `fresh`.  Each of vs's actions that keep its king
 * safe (sn_gen: alliances it might form itself and repetition aside)
 * that may end a threat of each of a pair (end_zone()) is played, and
 * those threats looked at again: a piece escapes a seat's threat when
 * that seat no longer threatens it, on the cell it stands on then.
 * Returns 1 when every pair can be escaped, each by some action (*by,
 * when not NULL: the one that escaped the last pair); else 0, with a
 * pair that cannot in *c1 and *c2.
 */
int
sn_dual_escapable(const sn_pos *q, struct sn_threats *t1, int x, int y,
    int vs, sn_set standing, sn_set fresh, int *c1, int *c2,
    sannin_action *by)
{
	sannin_action list[SANNIN_MAXACTIONS], b;
	struct sn_threats tr;
	int s[MAXPAIRED], f[MAXPAIRED], ns, nf, left = 0;
	unsigned open[MAXPAIRED];	/* by s[i], a bit per f[j] */
	sn_set zs[MAXPAIRED], zf[MAXPAIRED], u1, u2;
	unsigned e1, e2, k1, k2, want;
	int n, i, j, k, cell, made, have;
	sn_pos r;

	/* The threatened pieces of each seat, the cells from which an
	 * action may end each threat, and, for a first look, those of all
	 * the threats of the seat together. */
	u1 = end_zones(q, vs, standing, s, &ns, zs, &k1);
	u2 = end_zones(q, vs, fresh, f, &nf, zf, &k2);
	for (i = 0; i < ns; i++) {
		open[i] = 0;
		for (j = 0; j < nf; j++)
			if (s[i] != f[j]) {
				open[i] |= 1u << j;
				left++;
			}
	}
	/* (t1 holds the reach of each piece of q.) */
	n = sn_gen(q, &(struct sn_gen_ask){ .seat = vs, .reach = t1->reach },
	    list);
	for (k = 0; k < n && left > 0; k++) {
		/* Only an action that may end a threat of each of a pair
		 * is played. */
		b = list[k];
		if (b.type != SANNIN_ACT_ILLUMINATE &&
		    ((!sn_set_has(&u1, b.to) && (b.type != SANNIN_ACT_MOVE ||
		    !sn_set_has(&u1, b.from))) ||
		    (!sn_set_has(&u2, b.to) && (b.type != SANNIN_ACT_MOVE ||
		    !sn_set_has(&u2, b.from)))))
			continue;
		e1 = may_end(&b, zs, ns, k1);
		e2 = may_end(&b, zf, nf, k2);
		/* The pieces of s that pair so: only their threats, and then
		 * those of f they pair with, are looked at again (a threat
		 * b cannot end stands). */
		for (i = 0, want = 0; i < ns; i++)
			if ((e1 >> i & 1) && (open[i] & e2) != 0)
				want |= 1u << i;
		if (want == 0)
			continue;
		/* Which pieces escape: each followed to its cell after b.
		 * (The position after b is made only if it is needed.) */
		e1 = 0;
		made = have = 0;
		for (i = 0; i < ns; i++) {
			if (!(want >> i & 1))
				continue;
			cell = b.type == SANNIN_ACT_MOVE && b.from == s[i] ?
			    b.to : s[i];
			if (!threat_after(q, &b, &r, &made, t1, &tr, &have, x,
			    vs, cell))
				e1 |= 1u << i;
		}
		if (e1 == 0)
			continue;
		for (i = 0, want = 0; i < ns; i++)
			if (e1 >> i & 1)
				want |= open[i] & e2;
		e2 = 0;
		for (j = 0; j < nf; j++) {
			if (!(want >> j & 1))
				continue;
			cell = b.type == SANNIN_ACT_MOVE && b.from == f[j] ?
			    b.to : f[j];
			if (!threat_after(q, &b, &r, &made, t1, &tr, &have, y,
			    vs, cell))
				e2 |= 1u << j;
		}
		for (i = 0; i < ns; i++)
			if ((e1 >> i & 1) && (open[i] & e2) != 0) {
				left -= sn_nbits(open[i] & e2);
				open[i] &= ~e2;
				if (by != NULL)
					*by = list[k];
			}
	}
	if (left == 0)
		return 1;
	for (i = 0; i < ns; i++)
		if (open[i] != 0) {
			*c1 = s[i];
			*c2 = f[__builtin_ctz(open[i])];
			return 0;
		}
	return 1;
}
