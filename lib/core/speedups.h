/*
 * speedups.h - what a variant's module may add to play its rules faster,
 * apart from the rules themselves (struct sn_hooks, legal.h): a cache
 * of what it works out (sannin: the threat maps), answers it leaves for
 * later, the filtering of a whole list at once, an action judged as it
 * is played.  Each member may be NULL, and a module without any has
 * sn_no_speedups: the rules hooks then play every game alone.  Only
 * sannin shogi's module has some (lib/variants/sannin/sannin_cache.c,
 * sannin_state.c, sannin_play.c).  Not installed.
 */
#ifndef SN_SPEEDUPS_H
#define SN_SPEEDUPS_H

#include "position.h"

struct sn_filters;
struct sn_hist;
struct sn_tcache;		/* the module's own */

struct sn_speedups {
	/* sn_reach of the piece on each cell of p, when the module has
	 * them (a board of at most 128 cells), else NULL.  NULL: never. */
	const sn_set2 *(*known_reach)(const sn_pos *);
	/* The hook filter_allow for each of n actions, which it keeps in
	 * order at the start of the array; returns how many.  NULL: allow
	 * one by one. */
	int	(*filter_list)(const sn_pos *, const struct sn_filters *,
		    struct sn_tcache *, sannin_action *, int n);
	/* Non-zero when filter_prepare, for filters prepared `later`,
	 * returns 0 wherever the seat to act is in no alliance: one action
	 * is then judged without them (sn_filters_later_idle). */
	int	filter_later_allied;
	/*
	 * The hook play for an action that passed the filters prepared
	 * `later` (see struct sn_filters) only: judges what the module's
	 * filter left out then and, where that forbids the action, returns
	 * 1 with nothing played (the position, the cache and ev as they
	 * were); else plays it and returns 0.  NULL: the filter leaves
	 * nothing out, and play plays.
	 */
	int	(*play_judged)(sn_pos *, sannin_action *, sannin_events *,
		    const struct sn_hist *, struct sn_tcache *);
	/* What play left for later with the cache deferring (see
	 * sn_play_resolve); NULL when it never defers. */
	int	(*resolve)(sn_pos *, const struct sn_hist *,
		    struct sn_tcache *, sannin_events *);
	/* Whether the seat is in check in p, when the game's cache knows
	 * it: 1 or 0; -1 when it does not.  NULL: never known. */
	int	(*checked_known)(const sn_pos *p, int seat);
	/* Decides what a position leaves undecided, for a copy that
	 * outlives its game's next action; NULL: nothing is left so. */
	void	(*settle)(sn_pos *);
	/* A game's cache: a new one (NULL when out of memory), a copy,
	 * deferring on or off; NULL when the module keeps none. */
	struct sn_tcache *(*cache_new)(void);
	struct sn_tcache *(*cache_copy)(const struct sn_tcache *);
	void	(*cache_defer)(struct sn_tcache *, int on);
	/* Readies dst for the actions played from p, whose cache is src
	 * (*cache_of(p) or the cache p's own actions were judged with): dst
	 * keeps of src only what it holds of p itself, so that a search
	 * (perft) plays each line from its own cache.  dst may read what
	 * it keeps in src itself, and add to it what it learns of p: src
	 * is to be left as it is while dst is in use.  NULL with
	 * cache_new. */
	void	(*cache_seed)(struct sn_tcache *dst, struct sn_tcache *src,
		    const sn_pos *p);
	/* Readies new cache dst for a game from p with what its first
	 * action asks of p: copied from src when src, readied so, holds
	 * it of a position equal to p (rules and all; the caller knows),
	 * else worked out.  NULL with cache_new. */
	void	(*cache_start)(struct sn_tcache *dst,
		    const struct sn_tcache *src, const sn_pos *p);
	/* Where p keeps the cache of the game its last action was played
	 * in, which what p leaves undecided reads (see settle), or holds
	 * NULL.  NULL with cache_new. */
	struct sn_tcache **(*cache_of)(sn_pos *p);
};

/* The speedups of a module that has none: every member NULL. */
extern const struct sn_speedups sn_no_speedups;

#endif
