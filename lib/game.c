/*
 * game.c - games (a position and its history, for the repetition rule),
 * perft, and the public functions that play and list actions.
 */
#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "game.h"
#include "legal.h"
#include "generate.h"

struct sannin_game {
	sn_pos pos;
	struct sn_histent *hist;	/* every position before the current */
	size_t n, cap;
	uint64_t seen[SN_SEENW];		/* of hist's hashes (sn_hist) */
	struct sn_tcache *cache;	/* the variant module's, or NULL */
};

/* Fills a's kind from the board, as the generator writes it. */
static void
complete(const sn_pos *p, sannin_action *a)
{
	if (a->type == SANNIN_ACT_MOVE && a->from < p->v->ncells)
		a->kind = (unsigned char)SN_KIND(p->board[a->from]);
	else if (a->type == SANNIN_ACT_ILLUMINATE)
		a->kind = SANNIN_PKING;
	if (a->type != SANNIN_ACT_ILLUMINATE)
		a->targets = 0;
}

static int
illegal(const sn_pos *p, sannin_diag *dg)
{
	if (p->over)
		sn_diag_msg(dg, SN_MSG_GAME_OVER, 0);
	else
		sn_diag_msg(dg, SN_MSG_NOT_LEGAL, 0, p->v->seatname[p->turn]);
	return -1;
}

/* ------------------------------------------------------------------ */
/* Positions.                                                          */

sannin_position *
sannin_position_copy(const sannin_position *p)
{
	sn_pos *q = malloc(sizeof(*q));

	if (q != NULL) {
		*q = *p;
		sn_pos_settle(q);
	}
	return q;
}

unsigned
sannin_position_checkers(const sannin_position *p, int seat)
{
	if (seat < 0 || seat >= p->v->nseats)
		return 0;
	return sn_checkers(p, seat);
}

size_t
sannin_position_actions(const sannin_position *p, int seat,
    sannin_action *buf, size_t cap)
{
	sannin_action all[SANNIN_MAXACTIONS];
	sn_pos q;
	int n;

	if (seat < 0 || seat >= p->v->nseats)
		return 0;
	q = *p;
	q.turn = (uint8_t)seat;
	n = sn_legal(&q, NULL, NULL, all);
	if (buf != NULL && cap > 0)
		memcpy(buf, all, sizeof(all[0]) *
		    ((size_t)n < cap ? (size_t)n : cap));
	return (size_t)n;
}

int
sannin_position_is_legal(const sannin_position *p, const sannin_action *a)
{
	sannin_action b = *a;

	complete(p, &b);
	return sn_is_legal(p, NULL, NULL, &b);
}

int
sannin_position_play(sannin_position *p, sannin_action *a,
    sannin_events *ev, sannin_diag *dg)
{
	complete(p, a);
	if (!sn_is_legal(p, NULL, NULL, a))
		return illegal(p, dg);
	sn_play(p, a, ev, NULL, NULL);
	return 0;
}

int
sannin_position_declare_alliance(sannin_position *p, sannin_diag *dg)
{
	int k = p->king[SANNIN_FIRST], s;

	if (p->ply != 0 || p->alliance || p->alive != 7 || k == SN_NOCELL) {
		sn_diag_msg(dg, SN_MSG_ALLIANCE_AT_START, 0);
		return -1;
	}
	sn_pos_set_alliance(p, (1u << SANNIN_MIDDLE) | (1u << SANNIN_LAST));
	sn_pos_set_lost(p, SANNIN_MIDDLE, 1);
	sn_pos_set_lost(p, SANNIN_LAST, 1);
	if (SN_KIND(p->board[k]) == SANNIN_KING) {
		sn_pos_clear(p, k);
		sn_pos_put(p, k, SN_PIECE(SANNIN_FIRST, SANNIN_PKING));
	}
	for (s = 0; s < p->v->nseats; s++)
		sn_pos_set_castle(p, s, 0);
	return 0;
}

int
sannin_position_set_alliance(sannin_position *p, unsigned mask,
    sannin_diag *dg)
{
	int s;

	if (mask != 0 && (__builtin_popcount(mask) != 2 || (mask & ~7u) ||
	    (mask & p->alive) != mask)) {
		sn_diag_msg(dg, SN_MSG_ALLIANCE_OF_TWO, 0);
		return -1;
	}
	sn_pos_set_alliance(p, mask);
	for (s = 0; s < p->v->nseats; s++)
		sn_pos_set_lost(p, s, mask >> s & 1);
	return 0;
}

int
sannin_position_eliminate(sannin_position *p, int seat, sannin_diag *dg)
{
	if (seat < 0 || seat >= p->v->nseats || !(p->alive >> seat & 1)) {
		sn_diag_msg(dg, SN_MSG_NO_SEAT_PLAYING, 0, seat);
		return -1;
	}
	sn_pos_eliminate(p, seat);
	if (p->alliance)
		sannin_position_set_alliance(p, 0, NULL);
	if (p->turn == seat)
		sn_pos_set_turn(p, sn_pos_next(p, seat));
	if (__builtin_popcount(p->alive) == 1) {
		p->over = 1;
		p->winner = p->alive;
	}
	return 0;
}

unsigned
sannin_position_alive(const sannin_position *p)
{
	return p->alive;
}

unsigned
sannin_position_alliance(const sannin_position *p)
{
	return p->alliance;
}

unsigned
sannin_position_winners(const sannin_position *p)
{
	return p->over ? p->winner : 0;
}

int
sannin_position_order(const sannin_position *p, int seat)
{
	return seat >= 0 && seat < p->v->nseats ? p->place[seat] : -1;
}

int
sannin_position_over(const sannin_position *p, int *winner)
{
	if (winner != NULL)
		*winner = p->over && p->winner ? __builtin_ctz(p->winner) : -1;
	return p->over;
}

/* ------------------------------------------------------------------ */
/* Perft, under every rule, with the sequence's own history.           */

/*
 * cache[level], when the variant's module keeps caches, is p's: each
 * action is played with cache[level + 1], seeded from it, so that what
 * p's line has worked out (sannin: its threats) serves every action
 * from p, as in a game; the lines below add to it only what they learn
 * of p itself (sannin: the mate threats they decide), and the next line's
 * actions leave it alone.
 * The action is played deferring (sn_play_resolve), as a record's reader
 * plays: whether the seat to act after it can act at all is asked of
 * its list of legal actions, which the next level makes anyway; only
 * an empty one is resolved, and made again for the seat then to act.
 */
static uint64_t
perft(sn_pos *p, int depth, uint64_t *counts, int level,
    struct sn_histent *path, struct sn_tcache **cache)
{
	const struct sn_speedups *k = p->v->speed;
	sannin_action list[SANNIN_MAXACTIONS];
	struct sn_hist h = {path, (size_t)level, NULL};
	uint64_t total = 0;
	int i, n;

	n = sn_legal(p, &h, cache[level], list);
	if (n == 0 && cache[level] != NULL &&
	    sn_play_resolve(p, &h, cache[level], NULL))
		n = sn_legal(p, &h, cache[level], list);
	if (counts != NULL)
		counts[level] += (uint64_t)n;
	if (depth == 1)
		return (uint64_t)n;
	for (i = 0; i < n; i++) {
		sn_pos q;

		sn_pos_copy(&q, p);
		path[level].hash = p->hash;
		path[level].act = list[i];
		h.n = (size_t)level + 1;
		if (cache[level + 1] != NULL) {
			k->cache_seed(cache[level + 1], cache[level], p);
			if (k->cache_defer != NULL)
				k->cache_defer(cache[level + 1], 1);
		}
		sn_play(&q, &list[i], NULL, &h, cache[level + 1]);
		total += perft(&q, depth - 1, counts, level + 1, path, cache);
	}
	return total;
}

uint64_t
sn_perft(const sannin_position *p, int depth, uint64_t *counts, int cached)
{
	const struct sn_speedups *k = p->v->speed;
	struct sn_histent path[64];
	struct sn_tcache *cache[65];
	sn_pos root;
	uint64_t n;
	int i;

	if (counts != NULL && depth > 0)
		memset(counts, 0, sizeof(*counts) * (size_t)depth);
	if (depth <= 0 || depth > 64)
		return depth <= 0 ? 1 : 0;
	/* One cache a level, when the module keeps them; without (out of
	 * memory), the count is the same, only slower. */
	for (i = 0; i <= depth; i++)
		cache[i] = cached && k->cache_new != NULL &&
		    k->cache_seed != NULL ? k->cache_new() : NULL;
	for (i = 0; i <= depth; i++)
		if (cache[i] == NULL)
			break;
	if (i <= depth)
		for (i = 0; i <= depth; i++) {
			free(cache[i]);
			cache[i] = NULL;
		}
	/* The root's cache holds what its position's own holds of it. */
	sn_pos_copy(&root, p);
	if (cache[0] != NULL)
		k->cache_seed(cache[0], *k->cache_of(&root), &root);
	n = perft(&root, depth, counts, 0, path, cache);
	for (i = 0; i <= depth; i++)
		free(cache[i]);
	return n;
}

uint64_t
sannin_perft(const sannin_position *p, int depth, uint64_t *counts)
{
	return sn_perft(p, depth, counts, 1);
}

/* ------------------------------------------------------------------ */
/* Games.                                                              */

sannin_game *
sannin_game_new(const sannin_position *p)
{
	const struct sn_speedups *k = p->v->speed;
	sannin_game *g = malloc(sizeof(*g));

	if (g == NULL)
		return NULL;
	memset(g, 0, sizeof(*g));
	if (k->cache_new != NULL && (g->cache = k->cache_new()) == NULL) {
		free(g);
		return NULL;
	}
	g->pos = *p;
	sn_pos_settle(&g->pos);
	return g;
}

sannin_game *
sn_game_new_like(const sannin_position *p, sannin_game **like)
{
	const struct sn_speedups *k = p->v->speed;
	sannin_game *g = sannin_game_new(p), *m = *like;

	if (g == NULL || g->cache == NULL || k->cache_start == NULL)
		return g;
	/* The model is of the same position when every byte is: a
	 * position that differs only in what it does not use (none that
	 * sannin_position_new or a copy makes) is worked out again. */
	if (m == NULL || memcmp(&m->pos, &g->pos, sizeof(g->pos)) != 0) {
		sannin_game_free(m);
		if ((*like = m = sannin_game_new(p)) == NULL) {
			k->cache_start(g->cache, NULL, &g->pos);
			return g;
		}
		k->cache_start(m->cache, NULL, &m->pos);
	}
	k->cache_start(g->cache, m->cache, &g->pos);
	return g;
}

sannin_game *
sannin_game_copy(const sannin_game *g)
{
	sannin_game *c = malloc(sizeof(*c));

	if (c == NULL)
		return NULL;
	*c = *g;
	c->cache = NULL;
	c->cap = g->n;
	c->hist = NULL;
	if ((g->cache != NULL &&
	    (c->cache = g->pos.v->speed->cache_copy(g->cache)) == NULL) ||
	    (g->n && (c->hist = malloc(g->n * sizeof(*c->hist))) == NULL)) {
		sannin_game_free(c);
		return NULL;
	}
	/* What the position leaves undecided, the copy's cache has too. */
	if (g->cache != NULL) {
		struct sn_tcache **held = g->pos.v->speed->cache_of(&c->pos);

		if (*held == g->cache)
			*held = c->cache;
	}
	if (g->n)
		memcpy(c->hist, g->hist, g->n * sizeof(*c->hist));
	return c;
}

void
sannin_game_free(sannin_game *g)
{
	if (g == NULL)
		return;
	free(g->cache);
	free(g->hist);
	free(g);
}

const sannin_position *
sannin_game_position(const sannin_game *g)
{
	return &g->pos;
}

size_t
sannin_game_actions(sannin_game *g, sannin_action *buf, size_t cap)
{
	sannin_action all[SANNIN_MAXACTIONS];
	struct sn_hist h = {g->hist, g->n, g->seen};
	int n = sn_legal(&g->pos, &h, g->cache, all);

	if (buf != NULL && cap > 0)
		memcpy(buf, all, sizeof(all[0]) *
		    ((size_t)n < cap ? (size_t)n : cap));
	return (size_t)n;
}

/* Plays the action after the position before it is added to the
 * history; with `judge`, by sn_play_judged (see sn_game_play_judged).
 * (Inline: a record's every action is played so.) */
static SN_ALWAYS_INLINE int
play_recorded(sannin_game *g, sannin_action *a, sannin_events *ev,
    sannin_diag *dg, int judge)
{
	struct sn_hist h;

	if (g->n == g->cap) {
		size_t cap = g->cap ? 2 * g->cap : 64;
		struct sn_histent *e = realloc(g->hist, cap * sizeof(*e));

		if (e == NULL) {
			sn_diag_msg(dg, SN_MSG_NOMEM, 0);
			return -1;
		}
		g->hist = e;
		g->cap = cap;
	}
	g->hist[g->n].hash = g->pos.hash;
	g->hist[g->n].act = *a;
	g->n++;
	sn_seen_add(g->seen, g->pos.hash);
	h.e = g->hist;
	h.n = g->n;
	h.seen = g->seen;
	if (!judge) {
		sn_play(&g->pos, a, ev, &h, g->cache);
		return 0;
	}
	if (sn_play_judged(&g->pos, a, ev, &h, g->cache) == 0)
		return 0;
	/* Not played.  (Its bit in seen stays: a bit set says "maybe".) */
	g->n--;
	return 1;
}

static int
refused(sannin_game *g, sannin_diag *dg)
{
	if (g->pos.rules.opt[SANNIN_OPT_REPETITION] ==
	    SANNIN_REPETITION_STRICT)
		sn_diag_msg(dg, SN_MSG_REPETITION_STRICT, 0);
	else
		sn_diag_msg(dg, SN_MSG_REPETITION_VARY, 0,
		    g->pos.v->seatname[g->pos.turn]);
	return -1;
}

void
sn_game_defer(sannin_game *g, int on)
{
	if (g->cache != NULL && g->pos.v->speed->cache_defer != NULL)
		g->pos.v->speed->cache_defer(g->cache, on);
}

int
sn_game_resolve(sannin_game *g, sannin_events *ev)
{
	struct sn_hist h = {g->hist, g->n, g->seen};

	return sn_play_resolve(&g->pos, &h, g->cache, ev);
}

int
sn_game_play_parsed(sannin_game *g, sannin_action *a, sannin_events *ev,
    sannin_diag *dg)
{
	struct sn_hist h = {g->hist, g->n, g->seen};

	if (!sn_repetition_allows(&g->pos, a, &h))
		return refused(g, dg);
	return play_recorded(g, a, ev, dg, 0);
}

int
sn_game_play_judged(sannin_game *g, sannin_action *a, sannin_events *ev,
    sannin_diag *dg)
{
	struct sn_hist h = {g->hist, g->n, g->seen};

	/* The rules the parse left out come first, as they would have
	 * refused the action before repetition was asked. */
	if (!sn_repetition_allows(&g->pos, a, &h))
		return sn_filters_allow(&g->pos, NULL, NULL, a) ?
		    refused(g, dg) : 1;
	return play_recorded(g, a, ev, dg, 1);
}

int
sannin_game_play(sannin_game *g, sannin_action *a, sannin_events *ev,
    sannin_diag *dg)
{
	struct sn_hist h = {g->hist, g->n, g->seen};

	complete(&g->pos, a);
	if (!sn_is_legal(&g->pos, &h, g->cache, a)) {
		if (!sn_is_legal(&g->pos, NULL, g->cache, a))
			return illegal(&g->pos, dg);
		return refused(g, dg);
	}
	return play_recorded(g, a, ev, dg, 0);
}
