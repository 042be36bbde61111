/*
 * play.h - the game rules on top of the moves: which actions are legal
 * under every rule, and what playing one does (checks, alliances, mates,
 * eliminations, the garden, the end of the game, the turn).  Not
 * installed.
 */
#ifndef SN_PLAY_H
#define SN_PLAY_H

#include "position.h"
#include "threat.h"

/* One position of a game's history and the action played from it. */
struct sn_histent {
	uint64_t hash;
	sannin_action act;
};

/*
 * The positions before the current one; NULL or empty for none.  seen,
 * when not NULL, has the bit sn_seen_add() sets for every e[].hash (and
 * maybe others): a hash whose bit is clear is not in e[], and the search
 * for it is skipped.
 */
struct sn_hist {
	const struct sn_histent *e;
	size_t n;
	const uint64_t *seen;
};

#define SN_SEENW 64		/* words of a seen set: 4096 bits */

static inline void
sn_seen_add(uint64_t *seen, uint64_t hash)
{
	seen[(hash >> 58) & (SN_SEENW - 1)] |= (uint64_t)1 << (hash & 63);
}

/* Zero when the hash is surely not one of h's. */
static inline int
sn_seen_may(const struct sn_hist *h, uint64_t hash)
{
	return h->seen == NULL ||
	    (h->seen[(hash >> 58) & (SN_SEENW - 1)] >> (hash & 63) & 1);
}

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
	int newseat;		/* whose last_new sn_play set, or -1 */
	unsigned reported[SN_MAXSEATS], checkers[SN_MAXSEATS];
};

/* Threats of one position, kept so that they are computed once; and
 * the threats before and after the last action played with the cache,
 * for what sn_play left undecided (see sn_pos). */
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
	uint32_t lazyid;	/* of the action slots lz0 and lz1 are for */
	int lz0, lz1;
	/* attacks_now() of the position with hash ahash and seat aturn to
	 * act, when avalid: the filters of a seat in an alliance ask it
	 * twice (whether it can act, then its record's move).  The seat is
	 * part of the key: sannin_position_actions() asks for another seat
	 * on a copy whose hash it leaves alone. */
	int avalid;
	uint64_t ahash;
	int aturn;
	unsigned already;
	/* The threats are never copied: sn_play computes those after an
	 * action in a slot that none of the others uses. */
	struct sn_threats slot[4];
};

/* Whether the last action of p was a direct defence. */
int	sn_last_defence(const sn_pos *p);

/* The new threats of the last action on seat s (see last_new). */
sn_set	sn_last_new(const sn_pos *p, int s);

/* Decides what p leaves undecided, for a copy that outlives its game's
 * next action. */
void	sn_pos_settle(sn_pos *p);

/*
 * The legal actions of the seat to act under every rule; repetition only
 * when hist is not NULL.  cache may be NULL.  out has room for
 * SANNIN_MAXACTIONS.
 */
int	sn_legal(const sn_pos *, const struct sn_hist *, struct sn_tcache *,
	    sannin_action *out);

/* Non-zero when an action of sn_gen passes the game's filters (alliances,
 * the pawn-drop rule, repetition when hist is not NULL). */
int	sn_filters_allow(const sn_pos *, const struct sn_hist *,
	    struct sn_tcache *, const sannin_action *);

/* The threats of p when a game's cache (sn_pos.lazy) holds them, else
 * NULL; and from them whether the seat is in check: 1 or 0, -1 when
 * the cache does not hold them. */
const struct sn_threats *sn_threats_known(const sn_pos *);
int	sn_checked_known(const sn_pos *, int seat);

/*
 * Non-zero when, after the action of p's seat y (a move or a drop), surely
 * no king is attacked in the way that makes an alliance with x forbid it:
 * x's king (not attacked now, by the game's cached threats) gains no
 * attacker, and the third seat's king, unpromoted, has no open line to
 * y's or x's.  Zero when that takes a look at the position after it.
 */
int	sn_kings_quiet_after(const sn_pos *, const sannin_action *, int x);

/* Non-zero when the action (kind filled in) is legal under every rule;
 * repetition only when hist is not NULL. */
int	sn_is_legal(const sn_pos *, const struct sn_hist *,
	    struct sn_tcache *, const sannin_action *);

/*
 * Plays an action that sn_legal gave.  ev may be NULL.  hist, when not
 * NULL, already ends with the position before this action.  cache, when
 * not NULL, holds the threats of p before and of p after on return.
 */
void	sn_play(sn_pos *, sannin_action *, sannin_events *,
	    const struct sn_hist *, struct sn_tcache *);

/*
 * What an sn_play with cache->defer left: when the seat to act has no
 * legal action (hist as for that sn_play), plays on as sn_play would
 * have (events to ev, which may be NULL) and returns 1; else 0.  Either
 * way nothing is left pending.
 */
int	sn_play_resolve(sn_pos *, const struct sn_hist *, struct sn_tcache *,
	    sannin_events *);

/* Non-zero when the pawn-drop rule forbids the seat's action a: a pawn
 * drop that checks a king and leaves its seat mated. */
int	sn_pawn_drop_mates(const sn_pos *, int seat, const sannin_action *);

/* Non-zero when the repetition option lets the seat to act play a. */
int	sn_repetition_allows(const sn_pos *, const sannin_action *,
	    const struct sn_hist *);

#endif
