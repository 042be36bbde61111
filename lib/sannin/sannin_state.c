/*
 * sannin_state.c - what a game of sannin shogi keeps between its actions
 * (sannin-rules(7)): the cache of threats that the rules of the next
 * action read, what a position says of its last action (a direct
 * defence? new threats?) worked out only when asked, and the cache's
 * life as sannin's hooks (legal.h) make, copy and seed it.
 */
#include "config.h"

#include "width.h"		/* compiled narrow only */

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "sannin/sannin_state.h"

struct sn_threats *
sn_cache_threats(const sn_pos *p, struct sn_tcache *cache,
    struct sn_threats *tmp)
{
	/* Without the cache in hand, a game's position may still point to
	 * it (see sn_pos): its threats are read there, not changed, but
	 * for the mate threats decided meanwhile. */
	if (cache == NULL && p->lazy != NULL && p->lazy->valid &&
	    p->lazy->hash == p->hash)
		return sn_slot(p->lazy, p->lazy->cur);
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

/* sn_threats_known, inline where a record's every move asks it (see
 * sn_checked_known). */
static SN_ALWAYS_INLINE const struct sn_threats *
threats_known(const sn_pos *p)
{
	const struct sn_tcache *c = p->lazy;

	return c != NULL && c->valid && c->hash == p->hash ?
	    sn_slot_const(c, c->cur) : NULL;
}

const struct sn_threats *
sn_threats_known(const sn_pos *p)
{
	return threats_known(p);
}


unsigned
sn_checkers_known(const sn_pos *p, int seat)
{
	const unsigned *chk = sn_cached_checkers(p->lazy, p);

	return chk != NULL ? chk[seat] : sn_checkers(p, seat);
}

int
sn_checked_known(const sn_pos *p, int seat)
{
	const struct sn_threats *t;
	const unsigned *chk;
	int k = p->king[seat];

	/* (The checkers first: in a game every action leaves them, for
	 * the board it leaves, and they are the quicker read.) */
	if ((chk = sn_cached_checkers(p->lazy, p)) != NULL)
		return chk[seat] != 0;
	if ((t = threats_known(p)) == NULL)
		return -1;
	if (k == SN_NOCELL)
		return 0;
	/* (All three seats playing, as whenever the cache holds threats:
	 * the checks threat_sets() kept.) */
	if ((p->alive & 7) == 7)
		return (t->checks >> (seat * SN_MAXSEATS) & 7) != 0;
	/* (Sannin's three seats, as in report_checks(): the attacks of
	 * each read without a branch on the one before.) */
	return (((unsigned)sn_set2_has(&t->att[0], k) |
	    (unsigned)sn_set2_has(&t->att[1], k) << 1 |
	    (unsigned)sn_set2_has(&t->att[2], k) << 2) & ~(1u << seat)) != 0;
}

/* The threats before and after p's last action, when p left something
 * undecided and they are still those of the cache. */
static struct sn_tcache *
lazy_of(const sn_pos *p)
{
	return p->last_pending && p->lazy != NULL &&
	    p->lazy->lazyid == p->lazyid ? p->lazy : NULL;
}

/* sn_direct_defence_known() of the cache's action slots, of y's action:
 * worked out once an action, however many copies of the position ask
 * (the slots' lazyid keys it). */
static int
slots_known(struct sn_tcache *c, int y)
{
	if (c->known_id != c->lazyid) {
		c->known_defence = sn_direct_defence_known(y, sn_slot(c, c->last_t0),
		    sn_slot(c, c->last_t1));
		c->known_id = c->lazyid;
	}
	return c->known_defence;
}

/* sn_direct_defence() of the slots: slots_known(), then the searches.
 * (Apart, a tail call: sn_last_defence keeps no frame.) */
static SN_NOINLINE int
slots_defence(struct sn_tcache *c, int y)
{
	int d = slots_known(c, y);

	return d >= 0 ? d : sn_direct_defence_unsure(y, sn_slot(c, c->last_t0),
	    sn_slot(c, c->last_t1));
}

int
sn_last_defence(const sn_pos *p)
{
	struct sn_tcache *c;

	if (!(p->last_pending & 1) || (c = lazy_of(p)) == NULL)
		return p->last_defence;
	/* (Bit 2: sn_direct_defence_known() not asked when the action was
	 * played; else it said -1.) */
	if (p->last_pending & 4)
		return slots_defence(c, p->last_actor);
	return sn_direct_defence_unsure(p->last_actor, sn_slot(c, c->last_t0),
	    sn_slot(c, c->last_t1));
}

int
sn_last_defence_known(const sn_pos *p)
{
	struct sn_tcache *c;

	if (!(p->last_pending & 1) || (c = lazy_of(p)) == NULL)
		return p->last_defence;
	return p->last_pending & 4 ? slots_known(c, p->last_actor) : -1;
}

sn_set
sn_last_new(const sn_pos *p, int s)
{
	struct sn_tcache *c;

	if (!(p->last_pending & 2) || s != p->last_seat ||
	    (c = lazy_of(p)) == NULL)
		return sn_pos_last_new(p, s);
	return sn_threats_new(sn_slot(c, c->last_t0), sn_slot(c, c->last_t1),
	    p->last_actor, s);
}

void
sn_sannin_settle(sn_pos *p)
{
	if (p->last_pending) {
		p->last_defence = (uint8_t)sn_last_defence(p);
		if (p->last_pending & 2) {
			p->last_new = sn_last_new(p, p->last_seat);
			p->last_newseat = p->last_seat;
		}
	}
	p->last_pending = 0;
	p->lazy = NULL;
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

const sn_set2 *
sn_sannin_known_reach(const sn_pos *p)
{
	const struct sn_threats *t = sn_threats_known(p);

	return t != NULL ? t->reach : NULL;
}
