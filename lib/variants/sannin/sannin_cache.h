/*
 * sannin_cache.h - the game's cache of threats (struct sn_tcache,
 * sannin_state.h) as sannin's hooks (legal.h) keep it: where the
 * threats of a position are found or worked out, and the cache's
 * making, copying and seeding.  Not installed.
 */
#ifndef SN_SANNIN_CACHE_H
#define SN_SANNIN_CACHE_H

#include "sannin/sannin_state.h"

/* The threats of p: those of the cache when it holds them (else worked
 * out there, in a free slot); without a cache, those of the game's cache
 * that p points to when it holds them, else worked out in tmp. */
struct sn_threats *sn_cache_threats(const sn_pos *p, struct sn_tcache *cache,
	    struct sn_threats *tmp);

/* The hooks: a new cache, a copy, deferring the end of an action (see
 * struct sn_tcache), a cache seeded for the positions after p from the
 * cache of p's game, and p's threats, as the first action asks them. */
struct sn_tcache *sn_sannin_cache_new(void);
struct sn_tcache *sn_sannin_cache_copy(const struct sn_tcache *from);
void	sn_sannin_cache_defer(struct sn_tcache *c, int on);
void	sn_sannin_cache_seed(struct sn_tcache *dst, struct sn_tcache *src,
	    const sn_pos *p);
void	sn_sannin_cache_start(struct sn_tcache *dst,
	    const struct sn_tcache *src, const sn_pos *p);

#endif
