/*
 * bitset.h - sets of board cells as fixed-width bit sets.
 *
 * Cells are numbered rank by rank so that every ray of every direction
 * runs through increasing or through decreasing cell numbers; the first
 * piece on a ray is then the lowest or highest set bit of the ray's mask
 * and the occupancy.  SN_SETW words cover SN_MAXCELLS cells: three, for
 * the largest board of the variants, the 189 cells of Shipley's cross
 * (the 127 hexagonal cells of sannin shogi and the 81 of yonin shogi
 * use the first two).
 *
 * Every set holds SN_SETW words, but the operations read only the first
 * SN_OPW of them; those that make a set write zero to the others, and
 * those that add or remove a cell leave them as they are.  Code compiled with
 * SN_OPW 2 (width.h: the narrow copy of the rules core, and the modules
 * of sannin and yonin shogi) therefore works on any board of at most 128
 * cells, where the third word is always zero, at the cost of two words,
 * and its sets are laid out as everyone else's.
 */
#ifndef SN_BITSET_H
#define SN_BITSET_H

#include <stdint.h>

#ifndef SN_SETW
#define SN_SETW 3
#endif
#define SN_MAXCELLS (64 * SN_SETW)
#ifndef SN_OPW
#define SN_OPW SN_SETW
#endif
#if SN_OPW < 2 || SN_OPW > SN_SETW
#error "SN_OPW: two words, or up to SN_SETW"
#endif
#define SN_OPCELLS (64 * SN_OPW)

typedef struct sn_set {
	uint64_t w[SN_SETW];
} sn_set;

/* For each word an operation reads, then for each word it only clears;
 * the compiler unrolls both. */
#define SN_EACHW(i) for (int i = 0; i < SN_OPW; i++)
#define SN_RESTW(i) for (int i = SN_OPW; i < SN_SETW; i++)

static inline sn_set
sn_set_empty(void)
{
	sn_set s;

	SN_EACHW(i)
		s.w[i] = 0;
	SN_RESTW(i)
		s.w[i] = 0;
	return s;
}

/* (Every word computed, none indexed: a set held in vector registers is
 * not stored and read back in parts.) */
static inline sn_set
sn_set_bit(int c)
{
	uint64_t b = (uint64_t)1 << (c & 63);
	sn_set s;

	SN_EACHW(i)
		s.w[i] = (c >> 6) == i ? b : 0;
	SN_RESTW(i)
		s.w[i] = 0;
	return s;
}

static inline int
sn_set_has(const sn_set *s, int c)
{
	return (int)((s->w[c >> 6] >> (c & 63)) & 1);
}

/* sn_set_has of a set held in registers: no word is read by its index,
 * so the set is not stored to be read back (a load of the set that
 * follows the stores of its words waits for them). */
static inline int
sn_set_in(sn_set s, int c)
{
	uint64_t w = 0;

	SN_EACHW(i)
		w |= (c >> 6) == i ? s.w[i] : 0;
	return (int)((w >> (c & 63)) & 1);
}

static inline void
sn_set_add(sn_set *s, int c)
{
	sn_set b = sn_set_bit(c);

	SN_EACHW(i)
		s->w[i] |= b.w[i];
}

static inline void
sn_set_del(sn_set *s, int c)
{
	sn_set b = sn_set_bit(c);

	SN_EACHW(i)
		s->w[i] &= ~b.w[i];
}

static inline sn_set
sn_set_and(sn_set a, sn_set b)
{
	SN_EACHW(i)
		a.w[i] &= b.w[i];
	SN_RESTW(i)
		a.w[i] = 0;
	return a;
}

static inline sn_set
sn_set_or(sn_set a, sn_set b)
{
	SN_EACHW(i)
		a.w[i] |= b.w[i];
	SN_RESTW(i)
		a.w[i] = 0;
	return a;
}

static inline sn_set
sn_set_xor(sn_set a, sn_set b)
{
	SN_EACHW(i)
		a.w[i] ^= b.w[i];
	SN_RESTW(i)
		a.w[i] = 0;
	return a;
}

static inline sn_set
sn_set_andnot(sn_set a, sn_set b)
{
	SN_EACHW(i)
		a.w[i] &= ~b.w[i];
	SN_RESTW(i)
		a.w[i] = 0;
	return a;
}

static inline int
sn_set_any(sn_set s)
{
	uint64_t x = 0;

	SN_EACHW(i)
		x |= s.w[i];
	return x != 0;
}

static inline int
sn_set_count(sn_set s)
{
	int n = 0;

	SN_EACHW(i)
		n += __builtin_popcountll(s.w[i]);
	return n;
}

/*
 * A set that a module compiled narrow only keeps in its own structures,
 * of a board of at most 128 cells: two words whatever SN_SETW, so that
 * its tables are no larger than its boards need and cost nothing to copy
 * beyond them.  Read and written whole through sn_set2_get and
 * sn_set2_put, cell by cell through the others.
 */
#define SN_SET2CELLS 128

typedef struct sn_set2 {
	uint64_t w[2];
} sn_set2;

static inline sn_set
sn_set2_get(const sn_set2 *s)
{
	sn_set r = sn_set_empty();

	r.w[0] = s->w[0];
	r.w[1] = s->w[1];
	return r;
}

static inline void
sn_set2_put(sn_set2 *d, sn_set s)
{
	d->w[0] = s.w[0];
	d->w[1] = s.w[1];
}

static inline int
sn_set2_has(const sn_set2 *s, int c)
{
	return (int)((s->w[c >> 6] >> (c & 63)) & 1);
}

static inline void
sn_set2_add(sn_set2 *s, int c)
{
	s->w[c >> 6] |= (uint64_t)1 << (c & 63);
}

static inline void
sn_set2_del(sn_set2 *s, int c)
{
	s->w[c >> 6] &= ~((uint64_t)1 << (c & 63));
}

/* The bits set in a small mask (seats, directions), without the
 * library call that __builtin_popcount makes on CPUs not assumed to
 * have the instruction. */
static inline int
sn_nbits(unsigned x)
{
	int n = 0;

	/* Seat masks: the count of each four-bit value, a nibble each. */
	if (x < 16)
		return (int)(0x4332322132212110ULL >> (4 * x) & 15);
	for (; x != 0; x &= x - 1)
		n++;
	return n;
}

/* Lowest cell of a set, or -1. */
static inline int
sn_set_first(sn_set s)
{
	if (s.w[0])
		return __builtin_ctzll(s.w[0]);
	if (s.w[1])
		return 64 + __builtin_ctzll(s.w[1]);
#if SN_OPW > 2
	if (s.w[2])
		return 128 + __builtin_ctzll(s.w[2]);
#endif
	return -1;
}

/* Highest cell of a set, or -1. */
static inline int
sn_set_last(sn_set s)
{
#if SN_OPW > 2
	if (s.w[2])
		return 191 - __builtin_clzll(s.w[2]);
#endif
	if (s.w[1])
		return 127 - __builtin_clzll(s.w[1]);
	if (s.w[0])
		return 63 - __builtin_clzll(s.w[0]);
	return -1;
}

/* Returns `a` when `w` is not zero, else `b`, chosen by a mask:
 * compilers turn a choice written with ?: back into a branch. */
static inline int
sn_pick(uint64_t w, int a, int b)
{
	int m = -(int)(w != 0);

	return (a & m) | (b & ~m);
}

/*
 * sn_set_first and sn_set_last without a branch, for a set whose empty
 * case has a cell number to stand for it: the lowest cell, or one past
 * the cells the operations cover (SN_OPCELLS) when the set is empty;
 * the highest cell, or cell 0 when it is empty.  (Each word's count is
 * made defined by one more bit that cannot change it, and the word is
 * picked by a mask: a ray's first piece falls in any of the words as a
 * game goes, which a branch would often mispredict.)
 */
static inline int
sn_set_first_or_past(sn_set s)
{
	const uint64_t top = (uint64_t)1 << 63;
	int c1 = SN_OPCELLS;

#if SN_OPW > 2
	c1 = sn_pick(s.w[2], 128 + __builtin_ctzll(s.w[2] | top), c1);
#endif
	c1 = sn_pick(s.w[1], 64 + __builtin_ctzll(s.w[1] | top), c1);
	return sn_pick(s.w[0], __builtin_ctzll(s.w[0] | top), c1);
}

static inline int
sn_set_last_or_zero(sn_set s)
{
	int c0 = 63 - __builtin_clzll(s.w[0] | 1);

#if SN_OPW > 2
	c0 = sn_pick(s.w[1], 127 - __builtin_clzll(s.w[1] | 1), c0);
	return sn_pick(s.w[2], 191 - __builtin_clzll(s.w[2] | 1), c0);
#else
	return sn_pick(s.w[1], 127 - __builtin_clzll(s.w[1] | 1), c0);
#endif
}

/* Removes and returns the lowest cell of a non-empty set. */
static inline int
sn_set_pop(sn_set *s)
{
	int c;

	if (s->w[0]) {
		c = __builtin_ctzll(s->w[0]);
		s->w[0] &= s->w[0] - 1;
		return c;
	}
#if SN_OPW > 2
	if (s->w[1]) {
		c = 64 + __builtin_ctzll(s->w[1]);
		s->w[1] &= s->w[1] - 1;
		return c;
	}
	c = 128 + __builtin_ctzll(s->w[2]);
	s->w[2] &= s->w[2] - 1;
#else
	c = 64 + __builtin_ctzll(s->w[1]);
	s->w[1] &= s->w[1] - 1;
#endif
	return c;
}

#endif
