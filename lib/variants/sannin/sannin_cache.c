/*
 * sannin_cache.c - the game's cache of threats (struct sn_tcache) as
 * sannin's hooks (legal.h) keep it: where the threats of a position are
 * found, or worked out in a free slot, and the cache's making, copying
 * and seeding, which perft's levels and the copies of a game ask.
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "sannin/sannin_alliance.h"
#include "sannin/sannin_cache.h"
#include "sannin/sannin_threats_incr.h"

struct sn_threats *
sn_cache_threats(const sn_pos *p, struct sn_tcache *cache,
    struct sn_threats *tmp)
{
	struct sn_tcache *lazy;

	/* Without the cache in hand, a game's position may still point to
	 * it (see struct sn_sannin_last): its threats are read there, not
	 * changed, but for the mate threats decided meanwhile. */
	if (cache == NULL && (lazy = sn_last(p)->lazy) != NULL &&
	    lazy->valid && lazy->hash == p->hash)
		return sn_slot(lazy, lazy->cur);
	if (cache == NULL) {
		sn_threats(p, tmp);
		return tmp;
	}
	if (!cache->valid || cache->hash != p->hash) {
		cache->cur = sn_free_slot(cache);
		sn_threats(p, sn_slot(cache, cache->cur));
		cache->hash = p->hash;
		cache->valid = 1;
	}
	return sn_slot(cache, cache->cur);
}

struct sn_tcache *
sn_sannin_cache_new(void)
{
	struct sn_tcache *c = malloc(sizeof(*c));
	size_t i;

	/* All but the threat slots, which nothing reads before it writes
	 * them (the cache is not valid yet), but sn_threats_from(), which
	 * reads there whether a slot holds any threats (a variant). */
	if (c != NULL) {
		memset(c, 0, offsetof(struct sn_tcache, slot));
		c->ext = NULL;
		for (i = 0; i < sizeof(c->slot) / sizeof(c->slot[0]); i++)
			c->slot[i].pos.v = NULL;
	}
	return c;
}

struct sn_tcache *
sn_sannin_cache_copy(const struct sn_tcache *from)
{
	struct sn_tcache *c = malloc(sizeof(*c));
	int i, *ix[3], j;

	if (c == NULL)
		return NULL;
	*c = *from;
	/* The copy keeps its own copy of threats read in place elsewhere,
	 * in a slot that none of its others uses. */
	ix[0] = &c->cur;
	ix[1] = &c->last_t0;
	ix[2] = &c->last_t1;
	for (j = 0; j < 3; j++)
		if (*ix[j] == SN_SLOT_EXT)
			break;
	if (j < 3) {
		i = sn_free_slot(c);
		c->slot[i] = *from->ext;
		for (j = 0; j < 3; j++)
			if (*ix[j] == SN_SLOT_EXT)
				*ix[j] = i;
		if (c->after.t0 == SN_SLOT_EXT)
			c->after.t0 = i;
		if (c->after.t1 == SN_SLOT_EXT)
			c->after.t1 = i;
	}
	c->ext = NULL;
	return c;
}

void
sn_sannin_cache_defer(struct sn_tcache *c, int on)
{
	c->defer = on;
}

void
sn_sannin_cache_seed(struct sn_tcache *dst, struct sn_tcache *src,
    const sn_pos *p)
{
	uint32_t id = dst->lazyid;

	/* (The action slots' id goes on: a position may still name it.) */
	memset(dst, 0, offsetof(struct sn_tcache, slot));
	dst->lazyid = id;
	dst->ext = NULL;
	/* The checkers of p's board too, which sn_play reads of the kings
	 * an action does not reach (keyed: it looks). */
	if (src != NULL && src->cvalid) {
		dst->cvalid = 1;
		dst->ckey = src->ckey;
		memcpy(dst->chk, src->chk, sizeof(dst->chk));
	}
	/* (Read in place, not copied: some 3.5 KB an action.) */
	if (src != NULL && src->valid && src->hash == p->hash) {
		dst->ext = sn_slot(src, src->cur);
		dst->cur = SN_SLOT_EXT;
		dst->hash = p->hash;
		dst->valid = 1;
	}
}

/* p's threats, which the first action asks only while an alliance may
 * form (see play_action), left in dst as sn_cache_threats() leaves them
 * in a new cache. */
void
sn_sannin_cache_start(struct sn_tcache *dst, const struct sn_tcache *src,
    const sn_pos *p)
{
	if (!sn_alliance_watch(p))
		return;
	if (src == NULL || !src->valid || src->hash != p->hash) {
		sn_cache_threats(p, dst, NULL);
		return;
	}
	dst->cur = sn_free_slot(dst);
	*sn_slot(dst, dst->cur) = *sn_slot_const(src, src->cur);
	dst->hash = p->hash;
	dst->valid = 1;
}
