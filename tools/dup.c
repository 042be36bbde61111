/*
 * dup.c - duplicate games: a 64-bit key of what makes a game the same
 * game, and an open-addressing set of keys.
 *
 * Two distinct games get the same key with a chance of about one in
 * 2^64 each pair: with n games, about n^2 / 2^65 in all (some 3e-10 for
 * 100,000 games), which is the price of holding 8 bytes a game instead
 * of the games.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dup.h"

/* One word into the hash: a multiply by an odd constant and a shift
 * spread every bit of it over the whole state. */
static uint64_t
mix(uint64_t h, uint64_t w)
{
	h ^= w;
	h *= 0x9e3779b97f4a7c15u;
	h ^= h >> 29;
	h *= 0xbf58476d1ce4e5b9u;
	h ^= h >> 32;
	return h;
}

static uint64_t
mix_text(uint64_t h, const char *s)
{
	uint64_t w;
	size_t i, n = strlen(s);

	h = mix(h, n);
	while (n > 0) {
		for (w = 0, i = 0; i < 8 && i < n; i++)
			w |= (uint64_t)(unsigned char)s[i] << (8 * i);
		h = mix(h, w);
		s += i;
		n -= i;
	}
	return h;
}

uint64_t
dup_key(const sannin_record *rec, int by)
{
	const sannin_position *start = sannin_record_start(rec);
	char buf[SANNIN_POSITION_MAX];
	size_t i, n = sannin_record_plies(rec);
	uint64_t h = by == DUP_END ? 0x5e1ec7e0 : 0xac7105;

	h = mix(h, (uint64_t)sannin_variant_id(sannin_position_variant(
	    start)));
	sannin_rules_format(sannin_position_rules(start), 1, buf, sizeof(buf));
	h = mix_text(h, buf);
	sannin_position_write(start, buf, sizeof(buf));
	h = mix_text(h, buf);
	if (by == DUP_END)
		return mix(h, sannin_position_hash(sannin_record_end(rec)));
	h = mix(h, n);
	for (i = 0; i < n; i++) {
		const sannin_action *a = sannin_record_action(rec, i, NULL,
		    NULL);

		/* What makes two actions the same (sannin_action_equal). */
		h = mix(h, (uint64_t)a->type | (uint64_t)a->kind << 8 |
		    (uint64_t)a->from << 16 | (uint64_t)a->to << 24 |
		    (uint64_t)a->promote << 32 | (uint64_t)a->targets << 40);
	}
	return h;
}

static size_t
find(const struct dup_set *d, uint64_t key)
{
	size_t i = (size_t)(key ^ key >> 32) & (d->cap - 1);

	while (d->slot[i] != 0 && d->slot[i] != key)
		i = (i + 1) & (d->cap - 1);
	return i;
}

int
dup_has(const struct dup_set *d, uint64_t key)
{
	if (key == 0)
		key = 1;
	return d->cap > 0 && d->slot[find(d, key)] == key;
}

int
dup_add(struct dup_set *d, uint64_t key)
{
	size_t i;

	if (key == 0)
		key = 1;
	/* At most half full: probes stay short. */
	if (2 * (d->n + 1) > d->cap) {
		struct dup_set g;

		g.cap = d->cap ? 2 * d->cap : 1024;
		g.n = d->n;
		if ((g.slot = calloc(g.cap, sizeof(*g.slot))) == NULL)
			return -1;
		for (i = 0; i < d->cap; i++)
			if (d->slot[i] != 0)
				g.slot[find(&g, d->slot[i])] = d->slot[i];
		free(d->slot);
		*d = g;
	}
	i = find(d, key);
	if (d->slot[i] == key)
		return 0;
	d->slot[i] = key;
	d->n++;
	return 1;
}

void
dup_free(struct dup_set *d)
{
	free(d->slot);
	memset(d, 0, sizeof(*d));
}
