/*
 * dup.h - duplicate games for sannin-select(1): a 64-bit key for each
 * game, and a set of the keys met, so that what is held grows with the
 * number of distinct games and not with their size.
 */
#ifndef TOOLS_DUP_H
#define TOOLS_DUP_H

#include <stdint.h>

#include "sannin.h"

/*
 * The key of a decoded game: its variant, rules and start position
 * with, by `by`, its actions (DUP_ACTIONS: the same actions in the same
 * order) or its final position (DUP_END: the same end, reached by any
 * actions).
 */
enum { DUP_ACTIONS, DUP_END };
uint64_t dup_key(const sannin_record *, int by);

/* A set of keys; the caller's, zeroed before use. */
struct dup_set {
	uint64_t *slot;		/* 0: empty (a key 0 is stored as 1) */
	size_t n, cap;
};

/* Adds a key: 1 when it was new, 0 when it was there, -1 out of
 * memory. */
int	dup_add(struct dup_set *, uint64_t key);
/* Whether the key is there. */
int	dup_has(const struct dup_set *, uint64_t key);
void	dup_free(struct dup_set *);

#endif
