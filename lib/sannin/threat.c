/*
 * threat.c - threats of material loss, and the discovered and dual
 * attacks that make two seats allies (sannin-rules(7), Automatic
 * alliances).
 *
 * A threat by X on a piece p of V: a piece of X attacks p's cell, and p
 * is V's king (check), or no piece of V attacks p's cell (p is
 * unprotected), or the lowest-valued attacker of X is worth less than p
 * (pawn < gold, silver, knight, lance < rook, bishop < king; promotion
 * ignored).  Also a threat on V's king: X has a legal action after which
 * V is checkmated.  "Attacks" means "could move there if it were X's
 * turn", pins of X's own pieces not considered.
 */
#include "config.h"

#include "width.h"		/* compiled narrow only */

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "movegen.h"
#include "sannin/sannin_checkmate.h"
#include "sannin/sannin_state.h"
#include "sannin/threat.h"

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
 * out (mates()).
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
static int
may_mate(const struct sn_threats *t, int x, int v, const sannin_action *a,
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

	n = sn_gen_to(p, x, a->to, a->type == SANNIN_ACT_MOVE ?
	    SN_KIND(p->board[a->from]) : a->kind, checked, out);
	for (i = 0; i < n; i++)
		if (sannin_action_equal(&out[i], a))
			return 1;
	return 0;
}

void
sn_threats(const sn_pos *p, struct sn_threats *t)
{
	sn_threats_from(p, NULL, t);
}

#if defined(__SSE2__)
/* The sixteen bytes at s copied to d, and of them those equal to the
 * sixteen at b, a bit each. */
static SN_ALWAYS_INLINE uint64_t
copy16(char *d, const char *s, const uint8_t *b)
{
	__m128i x = _mm_loadu_si128((const __m128i *)(const void *)s);

	_mm_storeu_si128((__m128i *)(void *)d, x);
	return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x,
	    _mm_loadu_si128((const __m128i *)(const void *)b)));
}

/* The same of sixty-four bytes, those that differ. */
static SN_ALWAYS_INLINE uint64_t
copy64(char *d, const char *s, const uint8_t *b)
{
	return ~(copy16(d, s, b) | copy16(d + 16, s + 16, b + 16) << 16 |
	    copy16(d + 32, s + 32, b + 32) << 32 |
	    copy16(d + 48, s + 48, b + 48) << 48);
}

/*
 * *d = *s (as sn_pos_copy copies it), and the cells where s's board
 * differs from board b: each sixteen bytes of s's board loaded once, for
 * both.  (Before and after the board, in pieces of at most 256 bytes, as
 * sn_pos_copy() copies.  A board of 128 cells: the core compiled narrow.
 * Its bytes past them, of no cell, are zero in every position
 * (sn_pos_init): when d is held, a position of the same variant, in d
 * too, and not copied.)
 */
typedef char narrow_board[SN_OPW == 2 ? 1 : -1];
static sn_set
copy_diff(sn_pos *d, const sn_pos *s, const uint8_t *b, int held)
{
	const size_t o = offsetof(sn_pos, board), e = o + 128,
	    f = o + sizeof(s->board);
	sn_set r = sn_set_empty();
	size_t i;

	memcpy(d, s, o);
	r.w[0] = copy64((char *)d + o, (const char *)s + o, b);
	r.w[1] = copy64((char *)d + o + 64, (const char *)s + o + 64, b + 64);
	if (!held)
		memcpy((char *)d + e, (const char *)s + e, f - e);
	for (i = f; i + 256 <= sizeof(*s); i += 256)
		memcpy((char *)d + i, (const char *)s + i, 256);
	memcpy((char *)d + i, (const char *)s + i, sizeof(*s) - i);
	return r;
}

#else
/* Eight bytes as a word, the first the lowest whatever the byte order
 * (compilers make it one load). */
static inline uint64_t
load8(const uint8_t *b)
{
	return (uint64_t)b[0] | (uint64_t)b[1] << 8 | (uint64_t)b[2] << 16 |
	    (uint64_t)b[3] << 24 | (uint64_t)b[4] << 32 |
	    (uint64_t)b[5] << 40 | (uint64_t)b[6] << 48 |
	    (uint64_t)b[7] << 56;
}

/* The cells where two boards differ: eight cells a word, the high bit of
 * each byte that differs gathered into the byte's bit by one
 * multiplication. */
static sn_set
board_diff(const uint8_t *a, const uint8_t *b)
{
	const uint64_t lo = 0x7f7f7f7f7f7f7f7fULL;
	sn_set d = sn_set_empty();
	uint64_t x;
	int i;

	for (i = 0; i < SN_OPCELLS; i += 8) {
		if ((x = load8(a + i) ^ load8(b + i)) == 0)
			continue;
		x = (((x & lo) + lo) | x) & ~lo;
		d.w[i >> 6] |= ((x >> 7) * 0x0102040810204080ULL >> 56) <<
		    (i & 63);
	}
	return d;
}

/* copy_diff() of the SSE2 code above, the copy and the comparison apart. */
static sn_set
copy_diff(sn_pos *d, const sn_pos *s, const uint8_t *b, int held)
{
	(void)held;
	sn_pos_copy(d, s);
	return board_diff(b, s->board);
}

#endif

/* The group (seat and class) of a piece: the number of its bit in a
 * dirty mask. */
static inline int
group_of(const struct sannin_variant *v, int pc)
{
	return SN_ARMY(pc) * SN_MAXCLASS + v->kinds[SN_KIND(pc)].value;
}

/* The bit of the group of a piece in a dirty mask. */
static unsigned
group_bit(const struct sannin_variant *v, int pc)
{
	return 1u << group_of(v, pc);
}

/* The set of group g (the number of its bit in a dirty mask) in a table
 * by seat and class (cocc, catt), which holds them in that order: an
 * offset, where the seat and class apart would cost a division. */
static inline sn_set2 *
group_set(sn_set2 (*tab)[SN_MAXCLASS], int g)
{
	return (sn_set2 *)(void *)((char *)tab + sizeof(sn_set2) * (size_t)g);
}

static inline const sn_set2 *
group_get(const sn_set2 (*tab)[SN_MAXCLASS], int g)
{
	return (const sn_set2 *)(const void *)((const char *)tab +
	    sizeof(sn_set2) * (size_t)g);
}

/*
 * t[x][v] of every two seats playing, from the attacks and pieces of t by
 * seat and class: v's pieces that x attacks and that are v's king (its
 * one piece of class 4), unprotected, or of a class above that of one
 * of their attackers; the mate threat pending where x does not check v.
 * Also each seat's attacks, its four classes' (att, catt[s][0]).  (Two
 * words at once: a board of at most 128 cells, as every set t keeps; the
 * four classes of threat.h written out.  Sannin's three seats, each two
 * of them written whoever plays, a seat out of the game with none of its
 * own.  Each seat's sets in registers or the stack, not in an array
 * whose loop spilled them, and the pairs' bits looked up: some 55
 * instructions fewer each time, in a function called at every action
 * watched.  Not inline in sn_threats_from, whose registers are taken:
 * in a function of its own, fewer of its sets go to the stack.)
 */
typedef char four_classes[SN_MAXCLASS == 5 ? 1 : -1];

/* A two-word set as one vector (GCC's vector extension: SSE2 on x86-64,
 * two words elsewhere), read and written in place whatever its
 * alignment. */
typedef uint64_t vset __attribute__((vector_size(16)));

static inline vset
vget(const void *s)
{
	vset r;

	memcpy(&r, s, sizeof(r));
	return r;
}

static inline void
vput(void *d, vset x)
{
	memcpy(d, &x, sizeof(x));
}

/* What threat_sets() knows of each seat, none of it when the seat does
 * not play. */
struct seat_sets {
	vset att;		/* its attacks */
	vset b2, b3;		/* its attacks below classes 2 and 3 */
	vset open;		/* its pieces that need no class of attacker:
				 * unprotected, or its king */
	vset c2, c3;		/* its pieces of classes 2 and 3 */
	uint64_t kw;		/* its king's word in a set */
	int kb;			/* and bit there */
};

/* The seat_sets of seat x.  (Always inline, for each seat apart: the
 * sets in registers, not in an array.) */
static SN_ALWAYS_INLINE struct seat_sets
seat_sets(const sn_pos *p, struct sn_threats *t, int x)
{
	const sn_set2 *cx = t->catt[x];
	struct seat_sets s;
	vset att, occ, none = {0, 0};
	int k = p->king[x];

	s.b2 = vget(&cx[1]);
	s.b3 = s.b2 | vget(&cx[2]);
	att = s.b3 | vget(&cx[3]) | vget(&cx[4]);
	vput(&t->att[x], att);
	vput(&t->catt[x][0], att);
	s.att = att;
	occ = vget(&p->occ[x]);
	s.open = occ & (~att | vget(&t->cocc[x][4]));
	s.c2 = occ & vget(&t->cocc[x][2]);
	s.c3 = occ & vget(&t->cocc[x][3]);
	/* (A branch: all three play whenever alliances are watched.) */
	if (!(p->alive >> x & 1))
		s.att = s.b2 = s.b3 = s.open = s.c2 = s.c3 = none;
	/* (No king: a bit of no piece's, masked in threat_sets().) */
	s.kw = (uint64_t)(k >> 6 & 1);
	s.kb = k & 63;
	return s;
}

/* t[x][v] of threat_sets() (v's pieces x attacks, of those its pieces
 * of a class that x's attacks below it reach), and whether it holds
 * v's king's cell: bit n of the returned word. */
static SN_ALWAYS_INLINE unsigned
pair_sets(struct sn_threats *t, const struct seat_sets *sx,
    const struct seat_sets *sv, int x, int v, int n)
{
	vput(&t->t[x][v], (sx->att & sv->open) | (sx->b2 & sv->c2) |
	    (sx->b3 & sv->c3));
	return (unsigned)(t->t[x][v].w[sv->kw] >> sv->kb & 1) << n;
}

/* The bits of `pending` of every two of sannin's seats in the mask of
 * seats alive (bit x * SN_MAXSEATS + v). */
typedef char four_seats[SN_MAXSEATS == 4 ? 1 : -1];
static const unsigned short pairs_alive[8] = {
	0, 0, 0, 0x012, 0, 0x104, 0x240, 0x356
};

/* The bits of `pending` (x * SN_MAXSEATS + v) and of `checks` (v *
 * SN_MAXSEATS + x) of the pairs whose bits pair_sets() returns, by
 * those bits: 0 (x 0, v 1), 1 (0, 2), 2 (1, 0), 3 (1, 2), 4 (2, 0), 5
 * (2, 1).  (Looked up: else a shift and an or each.) */
static const unsigned short held_bits[64] = {
	0x000, 0x002, 0x004, 0x006, 0x010, 0x012, 0x014, 0x016,
	0x040, 0x042, 0x044, 0x046, 0x050, 0x052, 0x054, 0x056,
	0x100, 0x102, 0x104, 0x106, 0x110, 0x112, 0x114, 0x116,
	0x140, 0x142, 0x144, 0x146, 0x150, 0x152, 0x154, 0x156,
	0x200, 0x202, 0x204, 0x206, 0x210, 0x212, 0x214, 0x216,
	0x240, 0x242, 0x244, 0x246, 0x250, 0x252, 0x254, 0x256,
	0x300, 0x302, 0x304, 0x306, 0x310, 0x312, 0x314, 0x316,
	0x340, 0x342, 0x344, 0x346, 0x350, 0x352, 0x354, 0x356
};
static const unsigned short check_bits[64] = {
	0x000, 0x010, 0x100, 0x110, 0x002, 0x012, 0x102, 0x112,
	0x200, 0x210, 0x300, 0x310, 0x202, 0x212, 0x302, 0x312,
	0x004, 0x014, 0x104, 0x114, 0x006, 0x016, 0x106, 0x116,
	0x204, 0x214, 0x304, 0x314, 0x206, 0x216, 0x306, 0x316,
	0x040, 0x050, 0x140, 0x150, 0x042, 0x052, 0x142, 0x152,
	0x240, 0x250, 0x340, 0x350, 0x242, 0x252, 0x342, 0x352,
	0x044, 0x054, 0x144, 0x154, 0x046, 0x056, 0x146, 0x156,
	0x244, 0x254, 0x344, 0x354, 0x246, 0x256, 0x346, 0x356
};

static SN_NOINLINE void
threat_sets(const sn_pos *p, struct sn_threats *t)
{
	struct seat_sets s0, s1, s2;
	unsigned h, kings;

	s0 = seat_sets(p, t, 0);
	s1 = seat_sets(p, t, 1);
	s2 = seat_sets(p, t, 2);
	h = pair_sets(t, &s0, &s1, 0, 1, 0) | pair_sets(t, &s0, &s2, 0, 2, 1) |
	    pair_sets(t, &s1, &s0, 1, 0, 2) | pair_sets(t, &s1, &s2, 1, 2, 3) |
	    pair_sets(t, &s2, &s0, 2, 0, 4) | pair_sets(t, &s2, &s1, 2, 1, 5);
	/* (Pending: x and v play, v has a king, x does not check it.  The
	 * seats with a king, a bit each, spread to bit x * SN_MAXSEATS +
	 * v of every x for `pending`, of every v for `checks`.) */
	kings = (unsigned)(p->king[0] != SN_NOCELL) |
	    (unsigned)(p->king[1] != SN_NOCELL) << 1 |
	    (unsigned)(p->king[2] != SN_NOCELL) << 2;
	t->checks = check_bits[h] & ((kings * 0x49u) & 0x111u) * 7u;
	t->pending = pairs_alive[p->alive & 7] & kings * 0x111u &
	    ~(unsigned)held_bits[h];
	t->vknown = 0;
}

/*
 * When t is a slot of p's game cache that holds the threats of the
 * position prev's came from two actions before (as in a game: a slot
 * holds the threats of three actions before), or of one that came from
 * prev's (perft's levels, each action from the same position): the
 * cells whose reach may differ between t and prev, those written since
 * that position (see nfrom), and in *glag the groups whose pieces or
 * attacks may (gsince).  Zero otherwise: prev's reaches, pieces and
 * attacks are then copied whole.
 */
static int
reach_lag(const sn_pos *p, const struct sn_threats *prev,
    const struct sn_threats *t, sn_set *lag, unsigned *glag)
{
	const struct sn_tcache *c = p->lazy;

	/* (Whether t is one of the slots, by its address: a loop over
	 * them ends where no predictor learns.  A slot never written:
	 * cache_new() leaves no variant in it.) */
	if (c == NULL || (uintptr_t)t - (uintptr_t)c->slot >=
	    sizeof(c->slot) || t->pos.v != p->v || t->pos.mv != p->mv)
		return 0;
	if (prev->nfrom == 2 && prev->from[1] == t->pos.hash) {
		*lag = sn_set2_get(&prev->since[1]);
		*glag = prev->gsince[1];
	} else if (t->nfrom > 0 && t->from[0] == prev->pos.hash) {
		*lag = sn_set2_get(&t->since[0]);
		*glag = t->gsince[0];
	} else
		return 0;
	return 1;
}

/*
 * The first cell of the two words *w0, *w1 of a set (not empty), taken
 * out of them.  (The word chosen by a mask, not a branch: a loop over
 * the cells of both words ends once, where one loop a word ended twice,
 * each time where no predictor learns.)
 */
static SN_ALWAYS_INLINE unsigned
pop2(uint64_t *w0, uint64_t *w1)
{
	uint64_t lo = -(uint64_t)(*w0 != 0);
	unsigned i;

	i = (unsigned)__builtin_ctzll((*w0 & lo) | (*w1 & ~lo)) +
	    (unsigned)(~lo & 64);
	/* (An empty word stays empty.) */
	*w0 &= *w0 - 1;
	*w1 &= *w1 - (~lo & 1);
	return i;
}

/* d[c] = s[c] of each cell c of set w (at most 128 cells). */
static SN_ALWAYS_INLINE void
copy_reaches(sn_set2 *d, const sn_set2 *s, sn_set w)
{
	uint64_t w0 = w.w[0], w1 = w.w[1];
	unsigned i;

	while ((w0 | w1) != 0) {
		i = pop2(&w0, &w1);
		d[i] = s[i];
	}
}

/*
 * The reach of the unchanged piece on c, r before, when the cells `hit`
 * that it reached have filled or emptied since: its lines through them
 * walked again (as sn_reach walks them: up to and including the first
 * piece), its steps as they were.
 */
static sn_set
lines_again(const sn_pos *p, int c, sn_set r, sn_set hit)
{
	const struct sannin_variant *v = p->v;
	int pc = p->board[c], d;
	sn_set ray, x;

	/* (The line as sn_reach_inline() walks it: the mask of its cells
	 * up to the first piece, no cell looked up.) */
	while (sn_set_any(hit)) {
		d = v->dirto[c][sn_set_pop(&hit)];
		if (d == SN_NODIR || !(p->mv[pc].slides >> d & 1))
			continue;
		ray = SN_VSET(v, ray, [c][d]);
		x = sn_set_and(ray, p->all);
		r = sn_set_or(sn_set_andnot(r, ray), sn_set_and(ray,
		    sn_set_or(SN_STEPS_FROM(p, pc, c), v->rayup[d] ?
		    sn_upto_first(x) : sn_from_last(x))));
	}
	return r;
}

/*
 * *att = the cells that the pieces on the cells of *occ reach together
 * (t->reach).  (Both words in one loop: a board of at most 128 cells.)
 */
static inline void
join_group(const struct sn_threats *t, const sn_set2 *occ, sn_set2 *att)
{
	const sn_set2 *rb = t->reach;
	vset r = {0, 0};
	uint64_t w0 = occ->w[0], w1 = occ->w[1];

	while ((w0 | w1) != 0)
		r |= vget(&rb[pop2(&w0, &w1)]);
	vput(att, r);
}

/*
 * Word s of the cells whose pieces differ between prev's position and p
 * (w; moved, those filled or emptied): the pieces there before taken out
 * of their groups, those there now put in, with their reaches (the
 * cells in *wrote, those of the ranging pieces in *slid); the lines
 * through the cells moved ored into *near.  Returns the groups changed.
 * (Always inline, for each word apart: each cell's bit at hand, and
 * the sets of the word in registers, where a loop over the cells of
 * both words kept them on the stack.)
 */
static SN_ALWAYS_INLINE unsigned
changed(const sn_pos *p, const struct sn_threats *prev, struct sn_threats *t,
    int s, uint64_t w, uint64_t moved, uint64_t *slid, uint64_t *wrote,
    sn_set *near)
{
	const struct sannin_variant *v = p->v;
	uint64_t b, mk, sl = *slid, wr = 0, n0 = 0, n1 = 0;
	sn_set l;
	unsigned dirty = 0;
	int c, pc, g;

	for (; w != 0; w &= w - 1) {
		b = w & -w;
		c = (int)(64 * (unsigned)s + (unsigned)__builtin_ctzll(w));
		sl &= ~b;
		if ((pc = prev->pos.board[c]) != 0) {
			g = group_of(v, pc);
			group_set(t->cocc, g)->w[s] &= ~b;
			dirty |= 1u << g;
		}
		if ((pc = p->board[c]) != 0) {
			g = group_of(v, pc);
			group_set(t->cocc, g)->w[s] |= b;
			sl |= p->mv[pc].nslide != 0 ? b : 0;
			/* (Inline: spares the call, most of the cost for a
			 * piece that only steps.) */
			sn_set2_put(&t->reach[c], sn_reach_inline(v, p, pc, c));
			wr |= b;
			dirty |= 1u << g;
		}
		/* The lines through a cell filled or emptied (not one a
		 * piece was taken on).  (A mask, not a branch: a third of
		 * the moves take.) */
		mk = -(uint64_t)((moved & b) != 0);
		l = SN_VSET(v, lines, [c]);
		n0 |= l.w[0] & mk;
		n1 |= l.w[1] & mk;
	}
	*slid = sl;
	*wrote = wr;
	near->w[0] |= n0;
	near->w[1] |= n1;
	return dirty;
}

void
sn_threats_from(const sn_pos *p, const struct sn_threats *prev,
    struct sn_threats *t)
{
	const struct sannin_variant *v = p->v;
	sn_set pieces, moved, diff, near, r, lag, wrote, hit, slid;
	unsigned dirty = 0, grew = 0, glag = 0;
	const uint64_t *rw;
	uint64_t w, w1, m0, m1, p0, p1, b, hi;
	int s, c, pc, g, held = 0;
	static const sn_set2 none[SN_MAXSEATS][SN_MAXSEATS];

	if (prev != NULL && prev->pos.v == v && prev->pos.mv == p->mv) {
		/* (Asked of what t holds before it is written.) */
		if ((held = reach_lag(p, prev, t, &lag, &glag))) {
			copy_reaches(t->reach, prev->reach, lag);
		} else
			memcpy(t->reach, prev->reach, sizeof(t->reach[0]) *
			    (size_t)v->ncells);
	} else
		prev = NULL;

	/* The threats of every two seats are written below, the others (a
	 * seat with itself, the fourth that sannin has not) are none: as
	 * they are in the threats t holds when held.  (Else copied from an
	 * empty one: GCC clears more than 80 bytes with rep stos, slow to
	 * start on some cores; see sn_pos_copy.) */
	if (!held)
		memcpy(t->t, none, sizeof(t->t));
	/* The searches may play actions from this copy after p's game has
	 * moved on: it keeps nothing undecided. */
	if (prev != NULL)
		diff = copy_diff(&t->pos, p, prev->pos.board, held);
	else
		sn_pos_copy(&t->pos, p);
	if (t->pos.last_pending)
		sn_pos_settle(&t->pos);
	t->pos.lazy = NULL;

	if (prev != NULL) {
		/*
		 * From prev: a piece keeps its reach when it has not changed
		 * and no cell of its reach has filled or emptied (a line
		 * ends at the first piece on it, a step does not look at
		 * what it lands on).  So only the pieces put down and the
		 * ranging pieces (slid) on a line through such a cell are
		 * looked at; the groups (seat and class) whose pieces
		 * changed or whose reaches lost cells are joined again.
		 */
		/* A group's pieces and attacks are the position's, as its
		 * reaches are: a slot held takes only the groups written
		 * since the position it holds (glag, about three of the
		 * fifteen).  (A set at a time: libc's copy of the whole
		 * costs more.) */
		if (held)
			for (; glag != 0; glag &= glag - 1) {
				g = __builtin_ctz(glag);
				*group_set(t->cocc, g) =
				    *group_get(prev->cocc, g);
				*group_set(t->catt, g) =
				    *group_get(prev->catt, g);
			}
		else {
			memcpy(t->cocc, prev->cocc, sizeof(t->cocc[0]) *
			    (size_t)v->nseats);
			memcpy(t->catt, prev->catt, sizeof(t->catt[0]) *
			    (size_t)v->nseats);
		}
		slid = sn_set2_get(&prev->slid);
		moved = sn_set_xor(prev->pos.all, p->all);
		wrote = sn_set_empty();
		near = sn_set_empty();
		/* (A word at a time: at most 128 cells.) */
		dirty = changed(p, prev, t, 0, diff.w[0], moved.w[0], &slid.w[0],
		    &wrote.w[0], &near);
		dirty |= changed(p, prev, t, 1, diff.w[1], moved.w[1],
		    &slid.w[1], &wrote.w[1], &near);
		sn_set2_put(&t->slid, slid);
		/*
		 * Of those, the few whose reach holds such a cell (about one
		 * in five), sought first in a loop of their own (at most 128
		 * cells): the cells moved stay in registers, where the loop
		 * below would keep them on the stack.  (One loop over both
		 * words, each piece's bit put in by masks, not a branch: the
		 * end of a loop a word and that branch were mispredicted
		 * often.)
		 */
		near = sn_set_andnot(sn_set_and(near, slid), diff);
		m0 = moved.w[0];
		m1 = moved.w[1];
		p0 = p1 = 0;
		w = near.w[0];
		w1 = near.w[1];
		while ((w | w1) != 0) {
			c = (int)pop2(&w, &w1);
			rw = prev->reach[c].w;
			b = (uint64_t)(((rw[0] & m0) | (rw[1] & m1)) != 0) <<
			    (c & 63);
			hi = (uint64_t)(c >> 6);
			p0 |= b & (hi - 1);
			p1 |= b & -hi;
		}
		pieces = sn_set_empty();
		pieces.w[0] = p0;
		pieces.w[1] = p1;
		while (sn_set_any(pieces)) {
			c = sn_set_pop(&pieces);
			r = sn_set2_get(&prev->reach[c]);
			hit = sn_set_and(moved, r);
			if (!sn_set_any(sn_set_xor(r = lines_again(p, c, r,
			    hit), sn_set2_get(&prev->reach[c]))))
				continue;
			sn_set2_put(&t->reach[c], r);
			sn_set_add(&wrote, c);
			/* The reach is ored into its group's attacks: all
			 * they need when it only grew (a line opened); when
			 * it lost cells, the group is joined again.  (No
			 * branch on which: about even.) */
			pc = p->board[c];
			g = v->kinds[SN_KIND(pc)].value;
			sn_set2_put(&t->catt[SN_ARMY(pc)][g], sn_set_or(
			    sn_set2_get(&t->catt[SN_ARMY(pc)][g]), r));
			grew |= group_bit(v, pc);	/* (gsince) */
			dirty |= group_bit(v, pc) & -(unsigned)sn_set_any(
			    sn_set_andnot(sn_set2_get(&prev->reach[c]), r));
		}
		t->gsince[0] = grew |= dirty;
		t->from[0] = prev->pos.hash;
		sn_set2_put(&t->since[0], wrote);
		if (prev->nfrom > 0) {
			t->from[1] = prev->from[0];
			sn_set2_put(&t->since[1], sn_set_or(wrote,
			    sn_set2_get(&prev->since[0])));
			t->gsince[1] = grew | prev->gsince[0];
		}
		t->nfrom = prev->nfrom > 0 ? 2 : 1;
	} else {
		t->nfrom = 0;
		memset(t->cocc, 0, sizeof(t->cocc));
		slid = sn_set_empty();
		pieces = p->all;
		while (sn_set_any(pieces)) {
			c = sn_set_pop(&pieces);
			pc = p->board[c];
			sn_set2_put(&t->reach[c], sn_reach(p, pc, c));
			sn_set2_add(&t->cocc[SN_ARMY(pc)]
			    [v->kinds[SN_KIND(pc)].value], c);
			if (p->mv[pc].nslide != 0)
				sn_set_add(&slid, c);
		}
		sn_set2_put(&t->slid, slid);
		/* (Every group: classes 1 to 4 of every seat.) */
		for (s = 0; s < v->nseats; s++)
			dirty |= 0x1eu << (s * SN_MAXCLASS);
	}
	/* (The groups whose bits are set: one to three, most often.) */
	while (dirty != 0) {
		g = __builtin_ctz(dirty);
		dirty &= dirty - 1;
		join_group(t, group_set(t->cocc, g), group_set(t->catt, g));
	}
	threat_sets(p, t);
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
 * search to sn_gen_checks(). */
#define MAXTRIES 256

/*
 * Lists in tries[*n] x's actions like a (its type, kind, from and
 * promotion set; pc the piece it puts down) to the cells of h that may
 * mate v (may_mate()): of h, with `all` 0, only the cells from which pc
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
	 * cells that may_mate() turns down.  (Of another army that x moves,
	 * sn_put_checks() asks the line of x that its move may open.) */
	own = all != 1 && (a->type != SANNIN_ACT_MOVE ||
	    SN_ARMY(p->board[a->from]) == x);
	while (sn_set_any(h)) {
		a->to = (uint8_t)sn_set_pop(&h);
		a->captured = (uint8_t)SN_KIND(p->board[a->to]);
		if (own && !sn_put_hits(p, a, pc, p->king[v]))
			continue;
		if (!may_mate(t, x, v, a, esc, nesc, own))
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
 * The actions of x that may checkmate v in one (may_mate()), listed in
 * tries[] without generating x's actions: their number, or -1 when
 * every action that may check must be generated and asked.
 *
 * An action that may_mate() takes gives check by the piece it puts down,
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
	sannin_action act;
	sn_set near, own, r, open, lines, kd, sliders, pk, rp;
	uint64_t held;
	unsigned armies = p->armies[x] | 1u << x;
	int k = p->king[v], kx = p->king[x], a, c, kind, cls, n = 0, all;

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
	own = lines;
	/* (The armies x moves, a bit each: most often x's alone.) */
	for (; armies != 0; armies &= armies - 1) {
		a = __builtin_ctz(armies);
		/* (An army that attacks no cell near: none of its classes
		 * does.) */
		if (!sn_set_any(sn_set_and(near, sn_set2_get(&t->att[a]))))
			continue;
		/* Class 1 is the pawn, promoted or not (sannin-rules(7)),
		 * and neither ranges: only the cells near from which one
		 * steps onto the king are asked of it (the loop below
		 * leaves out any other, a pawn promoting as x's); most
		 * pawns reach cells near on the king's lines, far from
		 * it. */
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
	/* (A pawn drop that mates is no action under forbid: may_mate()
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

/* Whether x is in check in t's position, as a hint to sn_gen_to that
 * may say so when it is not (movegen.h): a piece of an army x does not
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
		n = sn_gen_checks(p, x, 1u << v, t->reach, p->v->all, list);
		for (i = 0; i < n; i++)
			if (may_mate(t, x, v, &list[i], esc, nesc, 0) &&
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

sn_set
sn_threats_new(struct sn_threats *t0, struct sn_threats *t1, int x, int v)
{
	int k0 = sn_pending_king(t0, x, v), k1 = sn_pending_king(t1, x, v), maybe;
	sn_set r = sn_threats_new_known(t0, t1, x, v, &maybe);

	/* The king's cell, where only a search can tell: new in t1 when
	 * it is threatened there and was not in t0. */
	if (!maybe)
		return r;
	if (k0 != SN_NOCELL && sn_set2_has(&t1->t[x][v], k0) &&
	    !sn_threat_has(t0, x, v, k0))
		sn_set_add(&r, k0);
	if (k1 != SN_NOCELL && !sn_set2_has(&t0->t[x][v], k1) &&
	    sn_threat_has(t1, x, v, k1) && !sn_threat_has(t0, x, v, k1))
		sn_set_add(&r, k1);
	return r;
}

/*
 * A threat on y gone: a cell of t0's not in t1's, but for y's king where
 * t1 leaves it pending (a search may find it there still).  The king may
 * also be gone where t0 leaves it pending and t1 has it not.  (A king
 * pending is never in its set: threat_sets() and decide().)
 */
/* sn_direct_defence_known() of seat z's threats on y alone: 1 when one
 * is surely gone, else 0 with *unsure set when the king's may be. */
static SN_ALWAYS_INLINE int
gone_of(const struct sn_threats *t0, const struct sn_threats *t1, int z,
    int y, int *unsure)
{
	const sn_set2 *s1 = &t1->t[z][y];
	uint64_t g0 = t0->t[z][y].w[0] & ~s1->w[0];
	uint64_t g1 = t0->t[z][y].w[1] & ~s1->w[1];
	int k;

	/* (A set of at most 128 cells, two words.) */
	if ((g0 | g1) != 0) {
		if ((k = sn_pending_king(t1, z, y)) != SN_NOCELL &&
		    ((k < 64 ? g0 >> k : g1 >> (k - 64)) & 1)) {
			*unsure = 1;
			if (k < 64)
				g0 &= ~((uint64_t)1 << k);
			else
				g1 &= ~((uint64_t)1 << (k - 64));
		}
		if ((g0 | g1) != 0)
			return 1;
	}
	if ((k = sn_pending_king(t0, z, y)) != SN_NOCELL &&
	    !sn_set2_has(s1, k))
		*unsure = 1;
	return 0;
}

int
sn_direct_defence_known(int y, const struct sn_threats *t0,
    const struct sn_threats *t1)
{
	int unsure = 0;

	/* (Sannin's two other seats.) */
	if (gone_of(t0, t1, y == 0 ? 1 : 0, y, &unsure) ||
	    gone_of(t0, t1, y == 2 ? 1 : 2, y, &unsure))
		return 1;
	return unsure ? -1 : 0;
}

int
sn_direct_defence_unsure(int y, struct sn_threats *t0, struct sn_threats *t1)
{
	int z, k = t0->pos.king[y];

	/*
	 * No other cell was gone than a king's (see gone_of()), and a
	 * search decides no other cell: only y's king's cell before the
	 * action is asked, the one king's cell of y in t0's threats, gone
	 * when z threatened it there and does not in t1 (a king that moved
	 * left its cell empty).  Asked so, it needs no pending search to
	 * tell which cell: some may have been made since.
	 */
	if (k == SN_NOCELL)
		return 0;
	/* (Sannin's two other seats, as sn_direct_defence_known().) */
	z = y == 0 ? 1 : 0;
	if (!sn_set2_has(&t1->t[z][y], k) && sn_threat_has(t0, z, y, k) &&
	    !sn_threat_has(t1, z, y, k))
		return 1;
	z = y == 2 ? 1 : 2;
	return !sn_set2_has(&t1->t[z][y], k) && sn_threat_has(t0, z, y, k) &&
	    !sn_threat_has(t1, z, y, k);
}

int
sn_direct_defence(int y, struct sn_threats *t0, struct sn_threats *t1)
{
	int known = sn_direct_defence_known(y, t0, t1);

	/* What is known without a search first, then the mate threats. */
	if (known >= 0)
		return known;
	return sn_direct_defence_unsure(y, t0, t1);
}

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
 * dual-attack=inescapable: can the third seat vs, to act after y's
 * action in q (threats t1), escape both threats of some pair by one
 * action?  The pairs: x's threat on a piece of `standing` and y's on
 * another piece, of `fresh`.  Each of vs's actions that keep its king
 * safe (sn_gen: alliances it might form itself and repetition aside)
 * that may end a threat of each of a pair (end_zone()) is played, and
 * those threats looked at again: a piece escapes a seat's threat when
 * that seat no longer threatens it, on the cell it stands on then.  Returns 1 when every pair can be escaped, each by some
 * action (*by, when not NULL: the one that escaped the last pair); else
 * 0, with a pair that cannot in *c1 and *c2.
 */
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
 * inline: asked of most of the actions escapable() looks at.) */
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

static int
escapable(const sn_pos *q, struct sn_threats *t1, int x, int y, int vs,
    sn_set standing, sn_set fresh, int *c1, int *c2, sannin_action *by)
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
	n = sn_gen_reach(q, vs, t1->reach, list);
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

int
sn_alliance_formed_may(const sn_pos *p, struct sn_threats *t0,
    const sn_pos *q, struct sn_threats *t1, const sannin_action *a,
    struct sn_alliance *how, int may)
{
	int y = p->turn, x, vs, c, k, defended, kin = 0;
	unsigned m;
	sn_set fresh, standing, last;

	/* A direct defence forms no alliance: asked only when one may form
	 * otherwise (-2 in `defended` till then), and first without a
	 * search. */
	defended = -2;

	/* Discovered attack: y's piece left a cell through which x now
	 * threatens a piece of the third seat.  The ranging piece of x then
	 * reaches that cell, empty after the move: only where x attacks it
	 * are the new threats looked at, and only when `may` says one may
	 * form.  (The seats but y that attack it, a bit each, read without
	 * a branch on each.) */
	m = a->type != SANNIN_ACT_MOVE || may != 1 ? 0 :
	    ((unsigned)sn_set2_has(&t1->att[0], a->from) |
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
			if (defended == -2 && (defended = how->defended =
			    sn_direct_defence_known(y, t0, t1)) == 1)
				return -1;
			if (c != k || (sn_threat_has(t1, x, vs, k) &&
			    !sn_threat_has(t0, x, vs, k))) {
				if (defended < 0 && (how->defended =
				    sn_direct_defence_unsure(y, t0, t1)))
					return -1;
				how->how = SANNIN_ALLY_DISCOVERED;
				how->threatener = x;
				how->victim = vs;
				how->cell1 = c;
				how->cell2 = -1;
				return x;
			}
		}
	}

	/* Dual attack: the previous action, by x, made a threat on the
	 * third seat that still stands, and this one makes a new threat on
	 * another of its pieces; the third seat acts next. */
	x = p->last_actor;
	if (x == SN_NOSEAT || x == y || p->last_defence)
		return -1;
	/* (All three play: the next in order acts next.) */
	vs = sn_third(x, y);
	if (q->order[(q->place[y] + 1) % 3] != vs)
		return -1;
	/* What still stands first, as it is often nothing: the new threats
	 * of y are a search more often.  The king's cell stands when it
	 * was among the previous action's new threats (which p may leave
	 * undecided, see sn_pos) and x still threatens it: both may take a
	 * search, done last. */
	last = sn_pos_last_new(p, vs);
	standing = sn_set_and(last, sn_set2_get(&t1->t[x][vs]));
	k = q->king[vs];
	kin = k != SN_NOCELL && !sn_set_has(&standing, k) &&
	    (sn_set_has(&last, k) ||
	    ((p->last_pending & 2) && p->last_seat == vs));
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
		return escapable(q, t1, x, y, vs, standing, fresh,
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

	if (p->v->id != SANNIN_VARIANT_SANNIN ||
	    p->rules.opt[SANNIN_OPT_DUAL_ATTACK] !=
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
	if (!escapable(&q, &t1, x, y, how.victim, sn_set_bit(how.cell1),
	    sn_set_bit(how.cell2), c1, c2, esc))
		return -1;
	return how.victim;
}
