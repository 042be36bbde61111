/*
 * play.h - sannin shogi's module (sannin-rules(7)): its hooks, which
 * add the alliance rules to the legal actions and play everything that
 * follows an action (checks, alliances, mates, eliminations, the garden,
 * the end of the game, the turn), and what its alliances need of a game:
 * the cache of threats.  Not installed.
 */
#ifndef SN_SANNIN_PLAY_H
#define SN_SANNIN_PLAY_H

#include "legal.h"
#include "sannin/threat.h"

extern const struct sn_hooks sn_sannin_hooks;

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
	/* sn_direct_defence_known() of those slots, while lzkid is lazyid:
	 * worked out when first asked (bit 2 of sn_pos.last_pending). */
	uint32_t lzkid;
	int lzknown;
	/* attacks_now() of the position with hash ahash and seat aturn to
	 * act, when avalid: the filters of a seat in an alliance ask it
	 * twice (whether it can act, then its record's move).  The seat is
	 * part of the key: sannin_position_actions() asks for another seat
	 * on a copy whose hash it leaves alone. */
	int avalid;
	uint64_t ahash;
	int aturn;
	unsigned already;
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

/* What p, just moved by seat y, says of the last action while sn_play
 * settles the alliance: y acted, nothing is known yet of its threats. */
void	sn_last_begins(sn_pos *p, int y, struct sn_tcache *cache);

/* Whether the last action of p was a direct defence. */
int	sn_last_defence(const sn_pos *p);

/* The new threats of the last action on seat s (see last_new). */
sn_set	sn_last_new(const sn_pos *p, int s);




/* The threats of p when a game's cache (sn_pos.lazy) holds them, else
 * NULL; and from them whether the seat is in check: 1 or 0, -1 when
 * the cache does not hold them. */
const struct sn_threats *sn_threats_known(const sn_pos *);
int	sn_checked_known(const sn_pos *, int seat);

/* The seats that check the seat's king (sn_checkers), from the game's
 * cache when it holds them for p's board, else worked out. */
unsigned	sn_checkers_known(const sn_pos *, int seat);

/*
 * Non-zero when, after the action of p's seat y (a move or a drop), surely
 * no king is attacked in the way that makes an alliance with x forbid it:
 * x's king (not attacked now, by the game's cached threats) gains no
 * attacker, and the third seat's king, unpromoted, has no open line to
 * y's or x's.  Zero when that takes a look at the position after it.
 */
int	sn_kings_quiet_after(const sn_pos *, const sannin_action *, int x);

/*
 * Non-zero when the seat, as if it were to act, has an action that does
 * not leave its own king in check, does not check its ally, and is no
 * pawn drop the pawn-drop rule forbids.  This is the test of checkmate,
 * for the pawn-drop rule and for the game alike.
 */
int	sn_has_action(const sn_pos *, int seat);

/* Non-zero when the seat is in check and has no such action. */
int	sn_mated(const sn_pos *, int seat);

#endif
