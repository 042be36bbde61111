/*
 * geometry.h - building a variant's tables: a board of hexagonal or
 * square cells, the rays, lines and steps of its directions, the moves
 * of each kind for each seat, dead cells, files and hash keys.  Each
 * variant module names its board, its seats' directions and its armies;
 * the rest is worked out here once.  Not installed.
 */
#ifndef SN_GEOMETRY_H
#define SN_GEOMETRY_H

#include "variant.h"

/*
 * Moves of a kind in a seat's own directions: bit d of steps and slides
 * for the seat's relative direction d (direction 0 is forward).
 */
struct sn_kindmoves {
	uint32_t steps, slides;
};

/* The 127 hexagonal cells of sannin shogi with its twelve clock
 * directions (sannin-rules(7)); rot[seat] is the hour the seat faces. */
void	sn_board_hex(struct sannin_variant *, const int rot[]);

/*
 * A board of square cells, ncols x nranks, less the cells that exists()
 * refuses (column 1..ncols numbered from the right, rank 1..nranks from
 * the top); eight directions and the eight knight's leaps.  rot[seat] is
 * the quarter turns of the seat's forward from up (South's).  With
 * corners set, no diagonal step goes between two cells at the corner of
 * a missing one.
 */
void	sn_board_square(struct sannin_variant *, int ncols, int nranks,
	    int (*exists)(int col, int rank), const int rot[], int corners);

/*
 * With the board, the kinds and v->setup in place: the moves of every
 * kind for every seat (moves[kind] in relative directions; the
 * promoted-rook option adds relative direction `rookback` to +R in
 * moves[1], or nothing when it is negative), the step tables, dead cells,
 * files and hash keys.
 */
void	sn_tables_finish(struct sannin_variant *,
	    const struct sn_kindmoves moves[SN_NKINDS], int rookback);

/* A quarter turn clockwise of a square board of n files, as seen from
 * South: South's side goes to West's, West's to North's. */
void	sn_square_turn(int n, int *col, int *rank);

/* Adds to v's setup the seat's piece of kind at (col, rank) of a square
 * board of n files as South's army stands, turned `turns` quarter turns
 * clockwise to the seat's side. */
void	sn_setup_square(struct sannin_variant *v, int n, int seat, int kind,
	    int col, int rank, int turns);

#endif
