/*
 * sannin_state.h - what a game of sannin shogi keeps between its actions
 * (sannin-rules(7)): the cache of threats (sn_sannin_last.lazy) that the
 * rules of the next action read, and what a position says of its last
 * action while some of it is left undecided.  Both the playing of an
 * action and the threats read them, and neither needs the other for it.
 * Not installed.
 */
#ifndef SN_SANNIN_STATE_H
#define SN_SANNIN_STATE_H

#include "position.h"
#include "sannin/sannin_last.h"
#include "sannin/sannin_threat_maps.h"

/*
 * The end of an action that sn_play may leave for later (see defer in
 * struct sn_tcache): the turn has passed to seat s, and whether s has a
 * legal action is still to be asked; what sn_play needs to go on from
 * there when it has none.
 */
struct sn_after {
	int pending;		/* s is yet to be asked */
	int y, s;		/* the seat that acted; the seat to act */
	int watch, cached, after_mater;
	int t0, t1;		/* the slots of the threats before and after */
	int newseat;		/* whose new threats sn_play set, or -1 */
	unsigned reported[SN_MAXSEATS], checkers[SN_MAXSEATS];
};

/* Threats of one position, kept so that they are computed once; and
 * the threats before and after the last action played with the cache,
 * for what sn_play left undecided (see sn_sannin_last). */
struct sn_tcache {
	/* When set, sn_play does not ask whether the seat the turn passes
	 * to can act: it leaves that in `after`, for sn_play_resolve().  A
	 * reader of a record sets it, as the next action read, when legal,
	 * shows that the seat can act (the question costs about a tenth of
	 * the replay). */
	int defer;
	struct sn_after after;
	int valid;		/* slot[cur] has the threats of `hash` */
	uint64_t hash;
	int cur;
	/* The slots of the threats before and after the last action
	 * (last_t0, last_t1), and the id of that action, which a position
	 * it left names in sn_sannin_last.lazyid. */
	uint32_t lazyid;
	int last_t0, last_t1;
	/* sn_direct_defence_known() of those slots, while known_id is
	 * lazyid: worked out when first asked (bit 2 of
	 * sn_sannin_last.pending). */
	uint32_t known_id;
	int known_defence;
	/* attacks_now() of the position with hash attacks_hash and seat
	 * attacks_turn to act, when attacks_valid: the filters of a seat
	 * in an alliance ask it twice (whether it can act, then its
	 * record's move).  The seat is part of the key:
	 * sannin_position_actions() asks for another seat on a copy whose
	 * hash it leaves alone. */
	int attacks_valid;
	uint64_t attacks_hash;
	int attacks_turn;
	unsigned attacks;
	/* The checkers of each seat's king (sn_checkers) in the position
	 * sn_play left (or cache_seed() passed on from the cache of the
	 * position it seeds for), while cvalid and its board is the same:
	 * ckey is that position's hash less the seat to act, as the checks
	 * are the board's, whoever acts.  sn_checkers_known() reads them,
	 * and sn_play() for the kings its action does not reach. */
	int cvalid;
	uint64_t ckey;
	unsigned chk[SN_MAXSEATS];
	/* The threats are never copied: sn_play computes those after an
	 * action in a slot that none of the others uses.  Slot SN_SLOT_EXT
	 * is ext, the threats of another cache that cache_seed() left to
	 * be read in place (perft's level above): what is decided of its
	 * mate threats is written there, true of its position as of this
	 * one. */
	struct sn_threats slot[4];
	struct sn_threats *ext;
};

#define SN_SLOT_EXT 4

/* Slot i of the cache, and the index of a slot. */
static inline struct sn_threats *
sn_slot(struct sn_tcache *c, int i)
{
	return i == SN_SLOT_EXT ? c->ext : &c->slot[i];
}

static inline const struct sn_threats *
sn_slot_const(const struct sn_tcache *c, int i)
{
	return i == SN_SLOT_EXT ? c->ext : &c->slot[i];
}

static inline int
sn_slot_index(const struct sn_tcache *c, const struct sn_threats *t)
{
	return t == c->ext ? SN_SLOT_EXT : (int)(t - c->slot);
}

/* A slot of the cache that holds neither the current threats nor those
 * of the last action.  (Four slots, and the index of ext past them.) */
typedef char sn_slots_fit[sizeof(((struct sn_tcache *)0)->slot) /
    sizeof(((struct sn_tcache *)0)->slot[0]) == 4 && SN_SLOT_EXT == 4 ?
    1 : -1];

static inline int
sn_free_slot(const struct sn_tcache *c)
{
	/* Three are taken at most: the first of the others that is not,
	 * else the last, by a mask of those taken (a bit each; SN_SLOT_EXT
	 * and -1, none yet, fall on bits past the slots). */
	unsigned taken = 1u << (c->cur & 7) | 1u << (c->last_t0 & 7) |
	    1u << (c->last_t1 & 7);

	return __builtin_ctz(~taken | 8u);
}

/* The key of p's board in the cache's checkers (ckey). */
static inline uint64_t
sn_board_key(const sn_pos *p)
{
	return p->hash ^ p->v->zturn[p->turn];
}

/* The checkers of every seat's king in p that cache c holds, or NULL. */
static inline const unsigned *
sn_cached_checkers(const struct sn_tcache *c, const sn_pos *p)
{
	return c != NULL && c->cvalid && c->ckey == sn_board_key(p) ?
	    c->chk : NULL;
}

/* What p, just moved by seat y, says of the last action while sn_play
 * settles the alliance: y acted, nothing is known yet of its threats.
 * (Always inline: every action played says it.) */
static SN_ALWAYS_INLINE void
sn_last_begins(sn_pos *p, int y, struct sn_tcache *cache)
{
	struct sn_sannin_last *last = sn_last_edit(p);

	last->actor = (uint8_t)y;
	last->defence = 0;
	last->pending = 0;
	last->lazy = cache;
	last->new = sn_set_empty();
}

/* Whether the last action of p was a direct defence. */
int	sn_last_defence(const sn_pos *p);

/* The same without a search: 1 or 0 when known so, -1 when only a mate
 * search can tell. */
int	sn_last_defence_known(const sn_pos *p);

/* The new threats of the last action on seat s (see struct
 * sn_sannin_last). */
sn_set	sn_last_new(const sn_pos *p, int s);

/* The threats of p when a game's cache (sn_sannin_last.lazy) holds them,
 * else NULL; and from them whether the seat is in check: 1 or 0, -1 when
 * the cache does not hold them. */
const struct sn_threats *sn_threats_known(const sn_pos *);
int	sn_checked_known(const sn_pos *, int seat);

/* The seats that check the seat's king (sn_checkers), from the game's
 * cache when it holds them for p's board, else worked out. */
unsigned	sn_checkers_known(const sn_pos *, int seat);

/* Sannin's hook start (legal.h): no action played yet.  Its speedups
 * (speedups.h) that read the cache and the last action: what a
 * position settles of it when it outlives the call that made it
 * (settle), where the position keeps the cache (cache_of), and the
 * reaches of p's pieces when the cache holds them (known_reach). */
void	sn_sannin_start(sn_pos *p);
void	sn_sannin_settle(sn_pos *p);
struct sn_tcache **sn_sannin_cache_of(sn_pos *p);
const sn_set2 *sn_sannin_known_reach(const sn_pos *p);

#endif
