/*
 * rand.h - the seeded random numbers of the tests, the game generator
 * and the benchmarks: Marsaglia's xorshift64 (shifts 13, 7, 17), so that
 * a seed gives the same games on every machine.
 */
#ifndef TEST_RAND_H
#define TEST_RAND_H

#include <stdint.h>

/* A number below n (n > 0), from the state *s, which must not be 0. */
static inline unsigned
rand_below(uint64_t *s, unsigned long n)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return (unsigned)(*s % n);
}

#endif
