/*
 * geometry.c - the tables of a variant that follow from its board: cells
 * and their names, neighbours, rays and lines in every direction, the
 * moves of each kind for each seat in absolute directions, the cells
 * each piece steps to and from, the cells where a piece could never move
 * again, the files of the two-pawn rule, and the hash keys.
 *
 * Cells are numbered rank by rank from the top rank, and within a rank
 * by growing column, so every ray runs through monotonic cell numbers
 * (see bitset.h).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "geometry.h"

/* ------------------------------------------------------------------ */
/* The hexagon of sannin shogi.                                        */

/*
 * Internal frame (sannin-rules(7)): a = column - 7, b = rank - 7; a cell
 * exists when max(|a|, |b|, |a - b|) <= 6.  Direction d is the clock
 * hour d (0 = 12 o'clock) seen from Middle, at the bottom.
 */
static const int hexdir[12][2] = {
	{-1, -2}, {-1, -1}, {-2, -1}, {-1, 0}, {-1, 1}, {0, 1},
	{1, 2}, {1, 1}, {2, 1}, {1, 0}, {1, -1}, {0, -1}
};

static int
hex_valid(int a, int b)
{
	int c = a - b;

	return a >= -6 && a <= 6 && b >= -6 && b <= 6 && c >= -6 && c <= 6;
}

/* Numbers the cells that exist() keeps, ranks from the top and columns
 * growing within a rank. */
static void
number_cells(struct sannin_variant *v, int ncols, int nranks,
    int (*exists)(int col, int rank))
{
	int col, rank, n = 0;

	memset(v->at, SN_NOCELL, sizeof(v->at));
	v->ncols = ncols;
	v->nranks = nranks;
	for (rank = 1; rank <= nranks; rank++) {
		v->rankfirst[rank] = (uint8_t)n;
		for (col = 1; col <= ncols; col++)
			if (exists(col, rank)) {
				v->col[n] = (uint8_t)col;
				v->rank[n] = (uint8_t)rank;
				v->at[col][rank] = (uint8_t)n;
				sn_set_add(&v->all, n);
				n++;
			}
	}
	v->rankfirst[nranks + 1] = (uint8_t)n;
	v->ncells = n;
}

static int
hex_exists(int col, int rank)
{
	return hex_valid(col - 7, rank - 7);
}

/* May a step in direction vec go from (col, rank)?  To a cell of the
 * board; and a diagonal step with `corners` set only when both cells it
 * passes between are on the board, not at the corner of a missing
 * cell. */
static int
step_ok(const struct sannin_variant *v, int col, int rank, const int *vec,
    int corners)
{
	if (sn_cell_at(v, col + vec[0], rank + vec[1]) == SN_NOCELL)
		return 0;
	if (!corners || vec[0] == 0 || vec[1] == 0)
		return 1;
	return sn_cell_at(v, col + vec[0], rank) != SN_NOCELL &&
	    sn_cell_at(v, col, rank + vec[1]) != SN_NOCELL;
}

/* Neighbours in every direction, and rays along the line directions
 * (the first nlines): a ray ends where a step may not go on. */
static void
build_rays(struct sannin_variant *v, const int (*vec)[2], int nlines,
    int corners)
{
	int c, d, col, rank;

	memset(v->dirto, SN_NODIR, sizeof(v->dirto));
	for (d = 0; d < nlines; d++)
		v->rayup[d] = vec[d][1] > 0 || (vec[d][1] == 0 && vec[d][0] > 0);
	for (c = 0; c < v->ncells; c++)
		for (d = 0; d < v->ndirs; d++) {
			col = v->col[c];
			rank = v->rank[c];
			/* (A leap passes over anything.) */
			v->nb[c][d] = (uint8_t)(step_ok(v, col, rank, vec[d],
			    d < nlines && corners) ? sn_cell_at(v,
			    col + vec[d][0], rank + vec[d][1]) : SN_NOCELL);
			while (d < nlines && step_ok(v, col, rank, vec[d],
			    corners)) {
				int t;

				col += vec[d][0];
				rank += vec[d][1];
				t = sn_cell_at(v, col, rank);
				sn_set_add(&v->ray[c][d], t);
				sn_set_add(&v->lines[c], t);
				v->dirto[c][t] = (uint8_t)d;
			}
		}
}

void
sn_board_hex(struct sannin_variant *v, const int rot[])
{
	int vec[12][2], d, s;

	number_cells(v, 13, 13, hex_exists);
	v->ndirs = v->nlines = 12;
	for (d = 0; d < 12; d++) {
		/* (a, b) steps are (column, rank) steps. */
		vec[d][0] = hexdir[d][0];
		vec[d][1] = hexdir[d][1];
		v->opp[d] = (uint8_t)((d + 6) % 12);
		for (s = 0; s < v->nseats; s++)
			v->dirmap[s][d] = (uint8_t)((d + rot[s]) % 12);
	}
	build_rays(v, (const int (*)[2])vec, 12, 0);
}

/* ------------------------------------------------------------------ */
/* Square boards.                                                      */

/*
 * Directions, as seen from South (at the bottom; files numbered from
 * the right): 0 up, then clockwise by eighths of a turn to 7 up-left,
 * and the knight's leaps 8 (two up, one right) clockwise to 15 (two up,
 * one left).  Vectors are (column, rank) steps: right is column - 1.
 */
static const int sqdir[16][2] = {
	{0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1},
	{-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}
};

/* Direction d turned by q quarter turns clockwise. */
static int
sq_turn(int d, int q)
{
	return d < 8 ? (d + 2 * q) % 8 : 8 + (d - 8 + 2 * q) % 8;
}

void
sn_square_turn(int n, int *col, int *rank)
{
	int c = *col;

	*col = *rank;
	*rank = n + 1 - c;
}

void
sn_setup_square(struct sannin_variant *v, int n, int seat, int kind,
    int col, int rank, int turns)
{
	int j;

	for (j = 0; j < turns; j++)
		sn_square_turn(n, &col, &rank);
	v->setup[v->nsetup].seat = (uint8_t)seat;
	v->setup[v->nsetup].kind = (uint8_t)kind;
	v->setup[v->nsetup].cell = (uint8_t)sn_cell_at(v, col, rank);
	v->nsetup++;
}

void
sn_board_square(struct sannin_variant *v, int ncols, int nranks,
    int (*exists)(int col, int rank), const int rot[], int corners)
{
	int d, s;

	number_cells(v, ncols, nranks, exists);
	v->ndirs = 16;
	v->nlines = 8;
	for (d = 0; d < 16; d++) {
		v->opp[d] = (uint8_t)sq_turn(d, 2);
		for (s = 0; s < v->nseats; s++)
			v->dirmap[s][d] = (uint8_t)sq_turn(d, rot[s]);
	}
	/* Lines in the eight directions; a leap is a step only. */
	build_rays(v, sqdir, 8, corners);
}

/* ------------------------------------------------------------------ */
/* Moves, steps, dead cells, files, hash keys.                         */

static uint64_t
splitmix(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static void
build_moves(struct sannin_variant *v, const struct sn_kindmoves *km,
    int rookback)
{
	int opt, seat, kind, r;

	for (opt = 0; opt < 2; opt++)
		for (seat = 0; seat < v->nseats; seat++)
			for (kind = 1; kind < SN_NKINDS; kind++) {
				struct sn_moves *m =
				    &v->moves[opt][SN_PIECE(seat, kind)];
				uint32_t st = km[kind].steps;
				uint32_t sl = km[kind].slides;

				if (kind == SANNIN_PROOK && opt == 1 &&
				    rookback >= 0)
					sl |= 1u << rookback;
				for (r = 0; r < v->ndirs; r++) {
					int d = v->dirmap[seat][r];

					if (st >> r & 1) {
						m->steps |= 1u << d;
						m->step[m->nstep++] = (uint8_t)d;
					}
					if (sl >> r & 1) {
						m->slides |= 1u << d;
						m->slide[m->nslide++] = (uint8_t)d;
					}
				}
			}
}

/*
 * The number of the set of directions `dirs` among the n of set[], put
 * in as set[n] (n then one more) when it is not there yet.  At most max
 * sets: more is a mistake in a variant's data.  (The slides' and the
 * steps' sets are numbered alike.)
 */
static int
set_number(uint32_t *set, int *n, int max, uint32_t dirs)
{
	int i;

	for (i = 0; i < *n && set[i] != dirs; i++)
		continue;
	if (i == *n) {
		if (*n == max)
			abort();
		set[(*n)++] = dirs;
	}
	return i;
}

/*
 * The sets of directions the pieces slide in, each numbered once
 * (sn_moves.slideset, the empty set first), and by set and cell the
 * cells from which such a slide attacks the cell on an empty board.
 * The variants' moves have at most 19 sets (sannin shogi's: its
 * lances and promoted pieces slide by the seat's own directions): more
 * than the table holds is a mistake in a variant's data.
 */
static void
build_slides(struct sannin_variant *v)
{
	uint32_t set[SN_MAXSLIDESETS];
	int n = 1, had, opt, pc, i, j, c;

	set[0] = 0;
	for (opt = 0; opt < 2; opt++)
		for (pc = 0; pc < SN_NPIECES; pc++) {
			struct sn_moves *m = &v->moves[opt][pc];

			had = n;
			i = set_number(set, &n, SN_MAXSLIDESETS, m->slides);
			if (n != had) {
				for (c = 0; c < v->ncells; c++)
					for (j = 0; j < m->nslide; j++)
						v->slidefrom[i][c] = sn_set_or(
						    v->slidefrom[i][c], v->ray[c]
						    [v->opp[m->slide[j]]]);
			}
			m->slideset = (uint8_t)i;
		}
	v->nslidesets = n;
}

/*
 * The sets of directions the pieces step in, each numbered once
 * (sn_moves.stepset, the empty set first, under both promoted-rook
 * values), and by set and cell the step tables, from the neighbours.
 * The variants' moves have at most 20 sets (yonin shogi's and
 * Shipley's, four seats): more than the table holds is a mistake in a
 * variant's data.
 */
static void
build_steps(struct sannin_variant *v)
{
	uint32_t set[SN_MAXSTEPSETS];
	int n = 1, had, pc, c, i, j, b;

	set[0] = 0;
	for (pc = 0; pc < SN_NPIECES; pc++) {
		struct sn_moves *m = &v->moves[0][pc];

		had = n;
		i = set_number(set, &n, SN_MAXSTEPSETS, m->steps);
		if (n != had) {
			for (c = 0; c < v->ncells; c++)
				for (j = 0; j < m->nstep; j++)
					if ((b = v->nb[c][m->step[j]]) !=
					    SN_NOCELL) {
						sn_set_add(&v->step[i][c].from,
						    b);
						sn_set_add(&v->step[i][b].to, c);
					}
		}
		m->stepset = v->moves[1][pc].stepset = (uint8_t)i;
	}
	v->nstepsets = n;
}

/* A cell is dead for a piece when none of its moves leaves it. */
static void
build_dead(struct sannin_variant *v)
{
	int seat, kind, pc, c, d;

	for (seat = 0; seat < v->nseats; seat++)
		for (kind = 1; kind < SN_NKINDS; kind++) {
			const struct sn_moves *m;
			uint32_t all;

			pc = SN_PIECE(seat, kind);
			m = &v->moves[0][pc];
			all = m->steps | m->slides;
			if (all == 0)
				continue;
			for (c = 0; c < v->ncells; c++) {
				for (d = 0; d < v->ndirs; d++)
					if ((all >> d & 1) &&
					    v->nb[c][d] != SN_NOCELL)
						break;
				if (d == v->ndirs)
					sn_set_add(&v->dead[pc], c);
			}
		}
}

/* The file of each seat through each cell: the line along its forward
 * direction, both ways. */
static void
build_files(struct sannin_variant *v)
{
	int seat, c, f;

	for (seat = 0; seat < v->nseats; seat++) {
		f = v->dirmap[seat][0];
		for (c = 0; c < v->ncells; c++) {
			v->file[seat][c] = sn_set_or(v->ray[c][f],
			    v->ray[c][v->opp[f]]);
			sn_set_add(&v->file[seat][c], c);
		}
	}
}

static void
build_hash(struct sannin_variant *v)
{
	/* Fixed: hashes are stable from run to run. */
	uint64_t seed = 0x53616e6e696e2d31ULL + (uint64_t)v->id;
	int i, c, seat, j;

	for (i = 0; i < SN_NPIECES; i++)
		for (c = 0; c < SN_MAXCELLS; c++)
			v->zpiece[i][c] = splitmix(&seed);
	for (seat = 0; seat < SN_MAXSEATS; seat++) {
		for (i = 0; i < SN_NHAND; i++)
			for (j = 0; j < SN_MAXHAND; j++)
				v->zhand[seat][i][j] = j ? splitmix(&seed) : 0;
		v->zturn[seat] = splitmix(&seed);
		v->zcastle[seat] = splitmix(&seed);
		v->zalive[seat] = splitmix(&seed);
		v->zlost[seat] = splitmix(&seed);
		for (j = 0; j < SN_MAXSEATS; j++)
			v->zctrl[seat][j] = j == seat ? 0 : splitmix(&seed);
		v->zret[seat] = splitmix(&seed);
	}
	for (i = 1; i < (1 << SN_MAXSEATS); i++)
		v->zally[i] = splitmix(&seed);
}

void
sn_tables_finish(struct sannin_variant *v,
    const struct sn_kindmoves moves[SN_NKINDS], int rookback)
{
	build_moves(v, moves, rookback);
	build_slides(v);
	build_steps(v);
	build_dead(v);
	build_files(v);
	build_hash(v);
}
