/*
 * sannin_threat_maps.h - the threats of material loss of a position,
 * as sets (sannin-rules(7), Automatic alliances): what every seat
 * threatens of every other's pieces, with the reaches and attacks they
 * were worked out from, which the next position's are worked out from
 * in turn (sannin_threats_incr.c).  Not installed.
 */
#ifndef SN_SANNIN_THREAT_MAPS_H
#define SN_SANNIN_THREAT_MAPS_H

#include <string.h>

#include "position.h"

/*
 * t[x][v]: the cells of v's pieces that x threatens with material loss.
 * Whether x can mate v in one action (a threat on v's king when x does
 * not check it now) is decided only when asked (sn_threat_has,
 * sannin_mate1.h, and the functions that use it): until then bit x * SN_MAXSEATS + v of `pending` is
 * set and v's king is not in t[x][v].  Most plies need few of those
 * answers, and each is a search.
 */
#define SN_MAXCLASS 5	/* piece classes (sn_kind.value) are 1 to 4 */

struct sn_threats {
	sn_set2 t[SN_MAXSEATS][SN_MAXSEATS];
	unsigned pending;
	sn_pos pos;		/* the position, for what is pending */
	sn_set2 reach[SN_SET2CELLS];	/* sn_reach of each piece of pos */
	sn_set2 att[SN_MAXSEATS];	/* the cells each seat attacks */
	/* By seat and class: the cells of those pieces, and the cells they
	 * attack together ([s][0]: none, and every class, as att[s]). */
	sn_set2 cocc[SN_MAXSEATS][SN_MAXCLASS];
	sn_set2 catt[SN_MAXSEATS][SN_MAXCLASS];
	sn_set2 slid;		/* the cells of the pieces that slide */
	/* Of the kings of the seats in vknown (a bit each, none when the
	 * threats are written): their free escapes, the cells from which a
	 * piece may attack the king and each escape (or stands on the
	 * escape) on an empty board, and the pieces of the other seats
	 * whose move opens a line onto an escape.  A mate search asks them
	 * of its victim, the same in each search of this position. */
	unsigned vknown;
	uint8_t nesc[SN_MAXSEATS];
	uint8_t esc[SN_MAXSEATS][SN_MAXDIRS];
	sn_set2 vnear[SN_MAXSEATS];
	sn_set2 vdisc[SN_MAXSEATS];
	/*
	 * Where the reaches came from: the hashes of the position of the
	 * threats sn_threats_from was given, from[0], and of the one those
	 * came from, from[1] (nfrom of them; 0 when worked out afresh);
	 * since[i], the cells whose reach was written after from[i].  Each
	 * other piece here stood on its cell there, with the same reach;
	 * and, as written after from[0], each other cell of a piece there
	 * holds its reach there.  (So a game's cache slot is written again
	 * from what it holds: reach_lag() in sannin_threats_incr.c.)
	 */
	int nfrom;
	uint64_t from[2];
	sn_set2 since[2];
	/* The same of the groups (bit s * SN_MAXCLASS + class, seat s)
	 * whose cocc or catt was written after from[i]: the others hold
	 * what they held there (a slot held takes from prev only those). */
	unsigned gsince[2];
	/*
	 * Written with the threats, for the checks after an action
	 * (report_checks in sannin_play.c), which read them instead of the
	 * attacks: bit v * SN_MAXSEATS + x when x attacks v's king, both
	 * playing (sannin's three seats): by victim, the other way round
	 * from `pending`.
	 */
	unsigned checks;
};

/* A two-word set as one vector (GCC's vector extension: SSE2 on x86-64,
 * two words elsewhere), read and written in place whatever its
 * alignment: how the threats and the attacks are joined. */
typedef uint64_t sn_vset __attribute__((vector_size(16)));

static inline sn_vset
sn_vget(const void *s)
{
	sn_vset r;

	memcpy(&r, s, sizeof(r));
	return r;
}

static inline void
sn_vput(void *d, sn_vset x)
{
	memcpy(d, &x, sizeof(x));
}

/* The cell of v's king when whether x threatens it is still pending. */
static inline int
sn_pending_king(const struct sn_threats *t, int x, int v)
{
	return t->pending >> (x * SN_MAXSEATS + v) & 1 ? t->pos.king[v] :
	    SN_NOCELL;
}

/* The third of sannin shogi's seats: neither x nor y (two different
 * seats of 0, 1, 2). */
static inline int
sn_third(int x, int y)
{
	return 3 - x - y;
}

#endif
