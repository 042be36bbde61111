/*
 * sannin_threats.c - what a threat of material loss is (sannin-rules(7),
 * Automatic alliances), read from the attacks of a position's pieces;
 * the threats an action made, and whether it removed one its seat faced
 * (a direct defence, which forms no alliance).
 *
 * A threat by X on a piece p of V: a piece of X attacks p's cell, and p
 * is V's king (check), or no piece of V attacks p's cell (p is
 * unprotected), or the lowest-valued attacker of X is worth less than p
 * (pawn < gold, silver, knight, lance < rook, bishop < king; promotion
 * ignored).  Also a threat on V's king: X has a legal action after which
 * V is checkmated (sannin_mate1.c).  "Attacks" means "could move there if
 * it were X's turn", pins of X's own pieces not considered.
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include "sannin/sannin_mate1.h"
#include "sannin/sannin_threats.h"

/*
 * t[x][v] of every two seats playing, from the attacks and pieces of t by
 * seat and class: v's pieces that x attacks and that are v's king (its
 * one piece of class 4), unprotected, or of a class above that of one
 * of their attackers; the mate threat pending where x does not check v.
 * Also each seat's attacks, its four classes' (att, catt[s][0]).  (Two
 * words at once: a board of at most 128 cells, as every set t keeps; the
 * four classes of sannin_threat_maps.h written out.  Sannin's three
 * seats, each two of them written whoever plays, a seat out of the game
 * with none of its own.  Each seat's sets in registers or the stack, not
 * in an array whose loop spilled them, and the pairs' bits looked up:
 * some 55 instructions fewer each time, in a function called at every
 * action watched.  Not inline in sn_threats_from, whose registers are
 * taken: in a function of its own, fewer of its sets go to the stack.)
 */
typedef char four_classes[SN_MAXCLASS == 5 ? 1 : -1];

/* What sn_threat_sets() knows of each seat, none of it when the seat does
 * not play. */
struct seat_sets {
	sn_vset att;		/* its attacks */
	sn_vset b2, b3;		/* its attacks below classes 2 and 3 */
	sn_vset open;		/* its pieces that need no class of attacker:
				 * unprotected, or its king */
	sn_vset c2, c3;		/* its pieces of classes 2 and 3 */
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
	sn_vset att, occ, none = {0, 0};
	int k = p->king[x];

	s.b2 = sn_vget(&cx[1]);
	s.b3 = s.b2 | sn_vget(&cx[2]);
	att = s.b3 | sn_vget(&cx[3]) | sn_vget(&cx[4]);
	sn_vput(&t->att[x], att);
	sn_vput(&t->catt[x][0], att);
	s.att = att;
	occ = sn_vget(&p->occ[x]);
	s.open = occ & (~att | sn_vget(&t->cocc[x][4]));
	s.c2 = occ & sn_vget(&t->cocc[x][2]);
	s.c3 = occ & sn_vget(&t->cocc[x][3]);
	/* (A branch: all three play whenever alliances are watched.) */
	if (!(p->alive >> x & 1))
		s.att = s.b2 = s.b3 = s.open = s.c2 = s.c3 = none;
	/* (No king: a bit of no piece's, masked in sn_threat_sets().) */
	s.kw = (uint64_t)(k >> 6 & 1);
	s.kb = k & 63;
	return s;
}

/* t[x][v] of sn_threat_sets() (v's pieces x attacks, of those its pieces
 * of a class that x's attacks below it reach), and whether it holds
 * v's king's cell: bit n of the returned word. */
static SN_ALWAYS_INLINE unsigned
pair_sets(struct sn_threats *t, const struct seat_sets *sx,
    const struct seat_sets *sv, int x, int v, int n)
{
	sn_vput(&t->t[x][v], (sx->att & sv->open) | (sx->b2 & sv->c2) |
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

SN_NOINLINE void
sn_threat_sets(const sn_pos *p, struct sn_threats *t)
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
 * pending is never in its set: sn_threat_sets() and decide().)
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
