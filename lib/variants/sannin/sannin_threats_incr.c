/*
 * sannin_threats_incr.c - the threat maps of a position (struct
 * sn_threats) worked out afresh, or from those of an earlier position:
 * only the pieces that changed, and the ranging pieces whose lines
 * through a cell that filled or emptied, get a new reach; only the
 * groups (seat and class) they belong to are joined again.  The speed
 * of sannin's rules, apart from what they say (sannin_threats.c).
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "legal.h"
#include "generate.h"
#include "sannin/sannin_state.h"
#include "sannin/sannin_threats.h"
#include "sannin/sannin_threats_incr.h"

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
	const struct sn_tcache *c = sn_last(p)->lazy;

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
	sn_vset r = {0, 0};
	uint64_t w0 = occ->w[0], w1 = occ->w[1];

	while ((w0 | w1) != 0)
		r |= sn_vget(&rb[pop2(&w0, &w1)]);
	sn_vput(att, r);
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

/*
 * The groups (seat and class) of prev, pieces and attacks, in t: a
 * slot held takes only the groups written since the position it holds
 * (glag, about three of the fifteen), as its reaches.  (A set at a
 * time: libc's copy of the whole costs more.)
 */
static SN_ALWAYS_INLINE void
copy_groups(const struct sannin_variant *v, const struct sn_threats *prev,
    struct sn_threats *t, int held, unsigned glag)
{
	int g;

	if (held)
		for (; glag != 0; glag &= glag - 1) {
			g = __builtin_ctz(glag);
			*group_set(t->cocc, g) = *group_get(prev->cocc, g);
			*group_set(t->catt, g) = *group_get(prev->catt, g);
		}
	else {
		memcpy(t->cocc, prev->cocc, sizeof(t->cocc[0]) *
		    (size_t)v->nseats);
		memcpy(t->catt, prev->catt, sizeof(t->catt[0]) *
		    (size_t)v->nseats);
	}
}

/*
 * Of the ranging pieces on the cells near (on a line through a cell
 * filled or emptied, unchanged themselves), those whose reach in prev
 * holds a cell moved: about one in five.  (In a loop of their own, at
 * most 128 cells: the cells moved stay in registers, where the loop of
 * relined() would keep them on the stack.  One loop over both words,
 * each piece's bit put in by masks, not a branch: the end of a loop a
 * word and that branch were mispredicted often.)
 */
static SN_ALWAYS_INLINE sn_set
reaches_hit(const struct sn_threats *prev, sn_set near, sn_set moved)
{
	const uint64_t *rw;
	uint64_t w = near.w[0], w1 = near.w[1], m0 = moved.w[0],
	    m1 = moved.w[1], p0 = 0, p1 = 0, b, hi;
	sn_set pieces = sn_set_empty();
	int c;

	while ((w | w1) != 0) {
		c = (int)pop2(&w, &w1);
		rw = prev->reach[c].w;
		b = (uint64_t)(((rw[0] & m0) | (rw[1] & m1)) != 0) << (c & 63);
		hi = (uint64_t)(c >> 6);
		p0 |= b & (hi - 1);
		p1 |= b & -hi;
	}
	pieces.w[0] = p0;
	pieces.w[1] = p1;
	return pieces;
}

/*
 * The reach of each of those pieces walked again along its lines through
 * the cells moved (lines_again()), written where it changed (the cells
 * in *wrote, the groups in *grew): the reach is ored into its group's
 * attacks, all they need when it only grew (a line opened); when it
 * lost cells, the group is joined again: its bit in the groups
 * returned.  (No branch on which: about even.)
 */
static SN_ALWAYS_INLINE unsigned
relined(const sn_pos *p, const struct sn_threats *prev, struct sn_threats *t,
    sn_set pieces, sn_set moved, sn_set *wrote, unsigned *grew)
{
	const struct sannin_variant *v = p->v;
	unsigned dirty = 0;
	int c, pc, g;
	sn_set r, hit;

	while (sn_set_any(pieces)) {
		c = sn_set_pop(&pieces);
		r = sn_set2_get(&prev->reach[c]);
		hit = sn_set_and(moved, r);
		if (!sn_set_any(sn_set_xor(r = lines_again(p, c, r, hit),
		    sn_set2_get(&prev->reach[c]))))
			continue;
		sn_set2_put(&t->reach[c], r);
		sn_set_add(wrote, c);
		pc = p->board[c];
		g = v->kinds[SN_KIND(pc)].value;
		sn_set2_put(&t->catt[SN_ARMY(pc)][g], sn_set_or(
		    sn_set2_get(&t->catt[SN_ARMY(pc)][g]), r));
		*grew |= group_bit(v, pc);	/* (gsince) */
		dirty |= group_bit(v, pc) & -(unsigned)sn_set_any(
		    sn_set_andnot(sn_set2_get(&prev->reach[c]), r));
	}
	return dirty;
}

/*
 * From prev (see sn_threats_from): a piece keeps its reach when it has
 * not changed and no cell of its reach has filled or emptied (a line
 * ends at the first piece on it, a step does not look at what it lands
 * on).  So only the pieces put down and the ranging pieces (slid) on a
 * line through such a cell are looked at; the groups (seat and class)
 * whose pieces changed or whose reaches lost cells are returned, to be
 * joined again.  diff: the cells whose pieces differ; held: t held the
 * groups of glag's groups written since (reach_lag()).
 */
static SN_ALWAYS_INLINE unsigned
reaches_from(const sn_pos *p, const struct sn_threats *prev,
    struct sn_threats *t, sn_set diff, int held, unsigned glag)
{
	sn_set moved, near, wrote, slid;
	unsigned dirty, grew = 0;

	copy_groups(p->v, prev, t, held, glag);
	slid = sn_set2_get(&prev->slid);
	moved = sn_set_xor(prev->pos.all, p->all);
	wrote = sn_set_empty();
	near = sn_set_empty();
	/* (A word at a time: at most 128 cells.) */
	dirty = changed(p, prev, t, 0, diff.w[0], moved.w[0], &slid.w[0],
	    &wrote.w[0], &near);
	dirty |= changed(p, prev, t, 1, diff.w[1], moved.w[1], &slid.w[1],
	    &wrote.w[1], &near);
	sn_set2_put(&t->slid, slid);
	near = sn_set_andnot(sn_set_and(near, slid), diff);
	dirty |= relined(p, prev, t, reaches_hit(prev, near, moved), moved,
	    &wrote, &grew);
	/* Where the reaches came from (see nfrom). */
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
	return dirty;
}

/* The reach of every piece of p, afresh, and the pieces of each group;
 * returns every group, to be joined. */
static SN_ALWAYS_INLINE unsigned
reaches_afresh(const sn_pos *p, struct sn_threats *t)
{
	const struct sannin_variant *v = p->v;
	sn_set pieces = p->all, slid = sn_set_empty();
	unsigned dirty = 0;
	int c, pc, s;

	t->nfrom = 0;
	memset(t->cocc, 0, sizeof(t->cocc));
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
	return dirty;
}

void
sn_threats_from(const sn_pos *p, const struct sn_threats *prev,
    struct sn_threats *t)
{
	const struct sannin_variant *v = p->v;
	sn_set diff, lag;
	unsigned dirty, glag = 0;
	int g, held = 0;
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
	if (sn_last(&t->pos)->pending)
		sn_pos_settle(&t->pos);
	sn_last_edit(&t->pos)->lazy = NULL;

	dirty = prev != NULL ? reaches_from(p, prev, t, diff, held, glag) :
	    reaches_afresh(p, t);
	/* (The groups whose bits are set: one to three, most often.) */
	while (dirty != 0) {
		g = __builtin_ctz(dirty);
		dirty &= dirty - 1;
		join_group(t, group_set(t->cocc, g), group_set(t->catt, g));
	}
	sn_threat_sets(p, t);
}
