/*
 * geometry.h - a variant as tables: cells, directions, rays, territories,
 * promotion zones, armies and the way each kind of piece moves for each
 * seat.  The rules code reads only these tables, so another board (the
 * square boards of the four-player variants) is another table builder,
 * not another move generator.  Not installed.
 */
#ifndef SN_GEOMETRY_H
#define SN_GEOMETRY_H

#include <stdint.h>

#include "bitset.h"
#include "sannin.h"

#define SN_MAXSEATS 4
#define SN_MAXDIRS 16
#define SN_NKINDS SANNIN_NKINDS
#define SN_NHAND 8		/* hand kinds are 1..7 */
#define SN_MAXHAND 256		/* counts a hand can reach (hash keys) */
#define SN_HANDSET 127		/* most of a kind a setup may put in hand */
#define SN_NOCELL 255
#define SN_NOSEAT 255
#define SN_NODIR 255
#define SN_MAXSETUP 96

/* A piece on the board is one byte: owner in bits 4-5, kind in bits 0-3. */
#define SN_PIECE(seat, kind) ((uint8_t)(((seat) << 4) | (kind)))
#define SN_OWNER(pc) ((pc) >> 4)
#define SN_KIND(pc) ((pc) & 15)
#define SN_NPIECES 64

/* Properties of a kind of piece. */
enum {
	SN_KF_KING = 1,		/* castles, is checked, may reach the garden */
	SN_KF_PAWN = 2,		/* its drop may not mate (pawn-drop-mate) */
	SN_KF_ILLUMINATES = 4	/* may kill by illumination */
};

struct sn_kind {
	const char *name;	/* "P", "+P", ... */
	uint8_t promoted;	/* kind after promotion, 0 when it cannot */
	uint8_t unpromoted;	/* kind it returns to in hand */
	uint8_t value;		/* class for threats: 1 P, 2 G S N L, 3 R B, 4 K */
	uint8_t flags;
};

/* How one kind moves for one seat, in absolute directions. */
struct sn_moves {
	uint32_t steps;		/* bit d: one step in direction d */
	uint32_t slides;	/* bit d: any distance in direction d */
	uint8_t nstep, nslide;
	uint8_t step[SN_MAXDIRS];
	uint8_t slide[SN_MAXDIRS];
};

struct sn_variant {
	const char *name;
	int ncells;
	int ndirs;
	int nseats;
	int garden;			/* the garden cell, or -1 */
	const struct sn_kind *kinds;	/* SN_NKINDS entries */

	/* Cell names: column and rank numbers, and back. */
	uint8_t col[SN_MAXCELLS];
	uint8_t rank[SN_MAXCELLS];
	int ncols, nranks;
	uint8_t at[32][32];		/* [col][rank] -> cell or SN_NOCELL */

	/* Directions: neighbour tables and rays. */
	uint8_t nb[SN_MAXCELLS][SN_MAXDIRS];	/* SN_NOCELL off the board */
	sn_set ray[SN_MAXCELLS][SN_MAXDIRS];	/* cells beyond, not the cell */
	sn_set lines[SN_MAXCELLS];		/* every ray of the cell */
	uint8_t rayup[SN_MAXDIRS];		/* cell numbers grow along d */
	uint8_t opp[SN_MAXDIRS];
	uint8_t dirto[SN_MAXCELLS][SN_MAXCELLS];/* line from a cell to another */
	uint8_t dirmap[SN_MAXSEATS][SN_MAXDIRS];/* seat's relative -> absolute */

	/* Areas. */
	sn_set all;
	sn_set territory[SN_MAXSEATS];
	sn_set zone[SN_MAXSEATS];	/* where the seat's pieces promote */
	sn_set kzone[SN_MAXSEATS];	/* where its king promotes */
	sn_set dead[SN_NPIECES];	/* cells with no further move */

	/* Movement, by piece byte; [0] and [1] are the promoted-rook values. */
	struct sn_moves moves[2][SN_NPIECES];
	/* By piece byte and cell: the cells the piece steps to from the
	 * cell, and the cells from which it steps onto the cell.  Steps do
	 * not depend on the promoted-rook option (it adds a line). */
	sn_set stepfrom[SN_NPIECES][SN_MAXCELLS];
	sn_set stepto[SN_NPIECES][SN_MAXCELLS];

	/* The initial position. */
	int nsetup;
	struct {
		uint8_t seat, kind, cell;
	} setup[SN_MAXSETUP];

	/* Hash keys. */
	uint64_t zpiece[SN_NPIECES][SN_MAXCELLS];
	uint64_t zhand[SN_MAXSEATS][SN_NHAND][SN_MAXHAND];
	uint64_t zturn[SN_MAXSEATS];
	uint64_t zcastle[SN_MAXSEATS];
	uint64_t zalive[SN_MAXSEATS];
	uint64_t zally[1 << SN_MAXSEATS];
	uint64_t zlost[SN_MAXSEATS];
};

/* The sannin shogi tables, built once, shared and never changed. */
const struct sn_variant *sn_sannin(void);

/* The first piece on ray d from cell c in the occupancy, or -1. */
static inline int
sn_first_on_ray(const struct sn_variant *v, int c, int d, sn_set occ)
{
	sn_set s = sn_set_and(v->ray[c][d], occ);

	return v->rayup[d] ? sn_set_first(s) : sn_set_last(s);
}

#endif
