/*
 * test-cross-diagram.c - draws, with sannin-diagram's own drawing code,
 * a board with cells missing before the library plays one: the cross of
 * Shipley's Four Player Shogi (15 x 15 less its four 3 x 3 corners, 189
 * cells) and its setup.  This file stands in for the library's public
 * functions that the drawing calls; the drawing code is linked as it is,
 * and nothing in it knows this board.
 *
 * usage: test-cross-diagram [-T ascii|utf8|svg] [-s seat] [-l labels]
 *     [-S size]   (labels: none, edge, cells or all)
 *
 * The seats are numbered in the seed's order of play, North, East,
 * South, West, so that the default view (South) is found by the way a
 * seat faces, not by its number.  Every piece of the setup is on the
 * board, North is to act, the hands are empty but East's (a pawn) and
 * nobody is in check.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"
#include "diagram.h"

#define N 15
#define NCELLS 189

enum { NORTH, EAST, SOUTH, WEST };

struct sannin_variant {
	int cell[N + 1][N + 1];		/* [col][rank] -> cell or -1 */
	int col[NCELLS], rank[NCELLS];
};

struct sannin_position {
	const struct sannin_variant *v;
	unsigned char kind[NCELLS], army[NCELLS];
};

static struct sannin_variant cross;
static struct sannin_position pos;
static const char *const names[4] = {"North", "East", "South", "West"};
static const char letters[] = "NESW";
/* Each seat's forward as a (column, rank) step: North down the ranks,
 * East toward the high files, South up, West toward file 1. */
static const int fwd[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

static int
in_corner(int k)
{
	return k <= 3 || k >= N - 2;
}

static int
exists(int col, int rank)
{
	return col >= 1 && col <= N && rank >= 1 && rank <= N &&
	    !(in_corner(col) && in_corner(rank));
}

/* The wing of a seat: its three rows at the edge of the cross. */
static int
in_wing(int seat, int col, int rank)
{
	switch (seat) {
	case NORTH:
		return rank <= 3;
	case SOUTH:
		return rank >= N - 2;
	case EAST:
		return col <= 3;
	default:
		return col >= N - 2;
	}
}

/* Puts the nine pieces of a back row, its pawns and its rook and
 * bishop: the back row runs from (col, rank) by (dc, dr), the pawns two
 * rows in, by (pc, pr) further. */
static void
army(int seat, int col, int rank, int dc, int dr, int pc, int pr,
    int rook, int bishop)
{
	static const int row[9] = {SANNIN_LANCE, SANNIN_KNIGHT, SANNIN_SILVER,
	    SANNIN_GOLD, SANNIN_KING, SANNIN_GOLD, SANNIN_SILVER,
	    SANNIN_KNIGHT, SANNIN_LANCE};
	int k, c;

	for (k = 0; k < 9; k++) {
		c = cross.cell[col + k * dc][rank + k * dr];
		pos.kind[c] = (unsigned char)row[k];
		pos.army[c] = (unsigned char)seat;
		c = cross.cell[col + k * dc + 2 * pc][rank + k * dr + 2 * pr];
		pos.kind[c] = SANNIN_PAWN;
		pos.army[c] = (unsigned char)seat;
		if (k == 1 || k == 7) {
			c = cross.cell[col + k * dc + pc][rank + k * dr + pr];
			pos.kind[c] = (unsigned char)(k == 1 ? rook : bishop);
			pos.army[c] = (unsigned char)seat;
		}
	}
}

static void
build(void)
{
	int col, rank, n = 0;

	for (rank = 1; rank <= N; rank++)
		for (col = N; col >= 1; col--)
			if (exists(col, rank)) {
				cross.cell[col][rank] = n;
				cross.col[n] = col;
				cross.rank[n++] = rank;
			} else
				cross.cell[col][rank] = -1;
	pos.v = &cross;
	/* From the left end of each back row as its seat sees it. */
	army(SOUTH, 12, 15, -1, 0, 0, -1, SANNIN_BISHOP, SANNIN_ROOK);
	army(NORTH, 4, 1, 1, 0, 0, 1, SANNIN_BISHOP, SANNIN_ROOK);
	army(WEST, 15, 4, 0, 1, -1, 0, SANNIN_ROOK, SANNIN_BISHOP);
	army(EAST, 1, 12, 0, -1, 1, 0, SANNIN_ROOK, SANNIN_BISHOP);
}

/* ------------------------------------------------------------------ */
/* What the drawing asks of the library.                               */

const sannin_variant *
sannin_position_variant(const sannin_position *p)
{
	return p->v;
}

int
sannin_variant_nseats(const sannin_variant *v)
{
	(void)v;
	return 4;
}

int
sannin_variant_ncells(const sannin_variant *v)
{
	(void)v;
	return NCELLS;
}

int
sannin_variant_ncolumns(const sannin_variant *v)
{
	(void)v;
	return N;
}

int
sannin_variant_nranks(const sannin_variant *v)
{
	(void)v;
	return N;
}

const char *
sannin_variant_seat_name(const sannin_variant *v, int seat)
{
	(void)v;
	return seat >= 0 && seat < 4 ? names[seat] : NULL;
}

int
sannin_variant_seat_letter(const sannin_variant *v, int seat)
{
	(void)v;
	return seat >= 0 && seat < 4 ? letters[seat] : 0;
}

int
sannin_cell_at(const sannin_variant *v, int col, int rank)
{
	return exists(col, rank) ? v->cell[col][rank] : -1;
}

int
sannin_cell_column(const sannin_variant *v, int cell)
{
	return v->col[cell];
}

int
sannin_cell_rank(const sannin_variant *v, int cell)
{
	return v->rank[cell];
}

int
sannin_cell_name(const sannin_variant *v, int cell, char buf[4])
{
	return snprintf(buf, 4, "%d%c", v->col[cell], 'a' + v->rank[cell] -
	    1);
}

/* A square board's steps: 12, 3, 6 and 9 o'clock and the diagonals
 * between them, turned to the seat's forward; the others none. */
int
sannin_cell_step(const sannin_variant *v, int cell, int seat, int hour)
{
	int f0 = fwd[seat][0], f1 = fwd[seat][1];	/* forward */
	/* Its right: files grow to the left, so turning South's forward
	 * (0, -1) a quarter clockwise gives (-1, 0). */
	int r0 = f1, r1 = -f0;
	int a, b;

	switch (hour) {
	case 12: a = f0; b = f1; break;
	case 3: a = r0; b = r1; break;
	case 6: a = -f0; b = -f1; break;
	case 9: a = -r0; b = -r1; break;
	case 2: a = f0 + r0; b = f1 + r1; break;
	case 4: a = r0 - f0; b = r1 - f1; break;
	case 8: a = -f0 - r0; b = -f1 - r1; break;
	case 10: a = f0 - r0; b = f1 - r1; break;
	default:
		return -1;
	}
	return sannin_cell_at(v, v->col[cell] + a, v->rank[cell] + b);
}

int
sannin_cell_in_zone(const sannin_variant *v, int cell, int army_)
{
	int s;

	for (s = 0; s < 4; s++)
		if (s != army_ && in_wing(s, v->col[cell], v->rank[cell]))
			return 1;
	return 0;
}

int
sannin_cell_territory(const sannin_variant *v, int cell)
{
	(void)v;
	(void)cell;
	return -1;
}

int
sannin_garden(const sannin_variant *v)
{
	(void)v;
	return -1;
}

const char *
sannin_kind_name(int kind)
{
	static const char *const kn[SANNIN_NKINDS] = {NULL, "P", "L", "N",
	    "S", "G", "B", "R", "K", "+P", "+L", "+S", "+B", "+R", "+K",
	    "+N"};

	return kind > 0 && kind < SANNIN_NKINDS ? kn[kind] : NULL;
}

int
sannin_kind_promoted(const sannin_variant *v, int kind)
{
	(void)v;
	return kind == SANNIN_KING || kind == SANNIN_GOLD ? 0 : 1;
}

int
sannin_position_piece(const sannin_position *p, int cell, int *seat)
{
	if (seat != NULL)
		*seat = p->army[cell];
	return p->kind[cell];
}

int
sannin_position_hand(const sannin_position *p, int seat, int kind)
{
	(void)p;
	return seat == EAST && kind == SANNIN_PAWN;
}

int
sannin_position_controller(const sannin_position *p, int army_)
{
	(void)p;
	return army_;
}

int
sannin_position_turn(const sannin_position *p)
{
	(void)p;
	return NORTH;
}

unsigned
sannin_position_alive(const sannin_position *p)
{
	(void)p;
	return 15;
}

unsigned
sannin_position_checkers(const sannin_position *p, int seat)
{
	(void)p;
	(void)seat;
	return 0;
}

int
sannin_position_over(const sannin_position *p, int *winner)
{
	(void)p;
	(void)winner;
	return 0;
}

size_t
sannin_position_write(const sannin_position *p, char *buf, size_t size)
{
	(void)p;
	return (size_t)snprintf(buf, size, "Shipley's cross, the setup");
}

const char *
sannin_record_tag(const sannin_record *rec, const char *name)
{
	(void)rec;
	(void)name;
	return NULL;
}

void
warnx_(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "test-cross-diagram: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	putc('\n', stderr);
}

int
main(int argc, char *argv[])
{
	static const char *const outs[] = {"ascii", "utf8", "svg"};
	static const char *const places[] = {"none", "edge", "cells", "all"};
	struct opts o;
	struct scene sc;
	int ch, k;

	memset(&o, 0, sizeof(o));
	o.labels = LAB_EDGE;
	o.size = 24;
	while ((ch = getopt(argc, argv, "T:s:l:S:")) != -1)
		switch (ch) {
		case 'T':
			for (k = 0; k < 3 && strcmp(optarg, outs[k]); k++)
				;
			o.out = k;
			break;
		case 's':
			o.seat = optarg;
			break;
		case 'l':
			for (k = 0; k < 4 && strcmp(optarg, places[k]); k++)
				;
			o.labels = k;
			break;
		case 'S':
			o.size = atoi(optarg);
			break;
		default:
			return 2;
		}
	build();
	scene_of(&sc, &pos);
	return draw(&sc, &o);
}
