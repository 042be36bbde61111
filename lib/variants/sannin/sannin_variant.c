/*
 * sannin_variant.c - sannin shogi as data (sannin-rules(7)): the 127-cell
 * hexagon seen from Middle, the three seats and the way each faces, the
 * kinds of piece and their moves in the twelve clock directions, the
 * armies, the territories, the promotion zones and the Pleasure Garden.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "geometry.h"
#include "sannin/sannin_play.h"

/* Each seat's forward hour: First faces 8 o'clock, Middle 12, Last 4. */
static const int rot[3] = {8, 0, 4};

#define H(h) (1u << ((h) % 12))
#define ORTH (H(1) | H(3) | H(5) | H(7) | H(9) | H(11))
#define DIAG (H(12) | H(2) | H(4) | H(6) | H(8) | H(10))
#define GOLD (H(9) | H(11) | H(1) | H(3) | H(12) | H(6))
#define SILVER (H(11) | H(1) | H(5) | H(7) | H(10) | H(2))

static const struct sn_kind kinds[SN_NKINDS] = {
	[SANNIN_EMPTY] = {NULL, 0, 0, 0, 0},
	[SANNIN_PAWN] = {"P", SANNIN_PPAWN, SANNIN_PAWN, 1, SN_KF_PAWN},
	[SANNIN_LANCE] = {"L", SANNIN_PLANCE, SANNIN_LANCE, 2, 0},
	[SANNIN_KNIGHT] = {"N", 0, SANNIN_KNIGHT, 2, 0},
	[SANNIN_SILVER] = {"S", SANNIN_PSILVER, SANNIN_SILVER, 2, 0},
	[SANNIN_GOLD] = {"G", 0, SANNIN_GOLD, 2, 0},
	[SANNIN_BISHOP] = {"B", SANNIN_PBISHOP, SANNIN_BISHOP, 3, 0},
	[SANNIN_ROOK] = {"R", SANNIN_PROOK, SANNIN_ROOK, 3, 0},
	[SANNIN_KING] = {"K", SANNIN_PKING, SANNIN_KING, 4, SN_KF_KING},
	[SANNIN_PPAWN] = {"+P", 0, SANNIN_PAWN, 1, 0},
	[SANNIN_PLANCE] = {"+L", 0, SANNIN_LANCE, 2, 0},
	[SANNIN_PSILVER] = {"+S", 0, SANNIN_SILVER, 2, 0},
	[SANNIN_PBISHOP] = {"+B", 0, SANNIN_BISHOP, 3, 0},
	[SANNIN_PROOK] = {"+R", 0, SANNIN_ROOK, 3, 0},
	[SANNIN_PKING] = {"+K", 0, SANNIN_KING, 4,
	    SN_KF_KING | SN_KF_ILLUMINATES},
};

/* Steps and slides of each kind, in the seat's own hours. */
static const struct sn_kindmoves moves[SN_NKINDS] = {
	[SANNIN_PAWN] = {H(11) | H(1), 0},
	[SANNIN_LANCE] = {0, H(11) | H(1)},
	[SANNIN_KNIGHT] = {H(3) | H(9) | H(2) | H(4) | H(8) | H(10), 0},
	[SANNIN_SILVER] = {SILVER, 0},
	[SANNIN_GOLD] = {GOLD, 0},
	[SANNIN_BISHOP] = {0, DIAG},
	[SANNIN_ROOK] = {0, H(9) | H(11) | H(1) | H(3) | H(6)},
	[SANNIN_KING] = {ORTH, 0},
	[SANNIN_PPAWN] = {GOLD, 0},
	[SANNIN_PLANCE] = {0, H(11) | H(1) | H(5) | H(7)},
	[SANNIN_PSILVER] = {SILVER, H(12) | H(6)},
	[SANNIN_PBISHOP] = {ORTH, DIAG},
	[SANNIN_PROOK] = {0, ORTH},
	[SANNIN_PKING] = {0, ORTH | DIAG},
};

/* Middle's army; the others are its rotations. */
static const struct {
	uint8_t col, rank, kind;
} army[] = {
	{13, 13, SANNIN_LANCE}, {12, 13, SANNIN_SILVER},
	{11, 13, SANNIN_GOLD}, {10, 13, SANNIN_KING}, {9, 13, SANNIN_GOLD},
	{8, 13, SANNIN_SILVER}, {7, 13, SANNIN_LANCE},
	{12, 12, SANNIN_BISHOP}, {7, 12, SANNIN_ROOK},
	{13, 11, SANNIN_PAWN}, {12, 11, SANNIN_PAWN}, {11, 11, SANNIN_PAWN},
	{10, 11, SANNIN_PAWN}, {9, 11, SANNIN_KNIGHT}, {8, 11, SANNIN_PAWN},
	{7, 11, SANNIN_PAWN}, {6, 11, SANNIN_PAWN}, {5, 11, SANNIN_PAWN},
};

/* (a, b) -> (b - a, -a), with a = column - 7 and b = rank - 7: the
 * 120-degree turn that maps First to Middle and Middle to Last; twice,
 * it maps Middle to First. */
static void
turn(int *col, int *rank)
{
	int a = *col - 7, b = *rank - 7;

	*col = b - a + 7;
	*rank = -a + 7;
}

static void
build(struct sannin_variant *v, int inst)
{
	static const int turns[3] = {2, 0, 1};
	int c, a, b, seat, i, j, col, rank;

	(void)inst;

	v->title = "sannin shogi";
	v->hooks = &sn_sannin_hooks;
	v->speed = &sn_sannin_speedups;
	v->nseats = 3;
	v->kinds = kinds;
	v->handmax = SANNIN_ROOK;
	v->seatname[0] = "First";
	v->seatname[1] = "Middle";
	v->seatname[2] = "Last";
	memcpy(v->seatletter, "FML", 4);
	memcpy(v->armyletter, "fml", 4);
	sn_board_hex(v, rot);

	/* Territories: each seat's three nearest ranks; the zone of a seat
	 * is the others' territories, with the garden for all but kings. */
	for (c = 0; c < v->ncells; c++) {
		a = v->col[c] - 7;
		b = v->rank[c] - 7;
		if (a <= -4)
			sn_set_add(&v->territory[SANNIN_FIRST], c);
		if (b >= 4)
			sn_set_add(&v->territory[SANNIN_MIDDLE], c);
		if (a - b >= 4)
			sn_set_add(&v->territory[SANNIN_LAST], c);
	}
	v->garden = sn_cell_at(v, 7, 7);
	for (seat = 0; seat < 3; seat++) {
		for (i = 0; i < 3; i++)
			if (i != seat)
				v->kzone[seat] = sn_set_or(v->kzone[seat],
				    v->territory[i]);
		v->zone[seat] = v->kzone[seat];
		sn_set_add(&v->zone[seat], v->garden);
	}

	/* Armies: Middle's as written, Last's one turn on, First's two. */
	v->nsetup = 0;
	for (i = 0; i < (int)(sizeof(army) / sizeof(army[0])); i++)
		for (seat = 0; seat < 3; seat++) {
			col = army[i].col;
			rank = army[i].rank;
			for (j = 0; j < turns[seat]; j++)
				turn(&col, &rank);
			v->setup[v->nsetup].seat = (uint8_t)seat;
			v->setup[v->nsetup].kind = army[i].kind;
			v->setup[v->nsetup].cell = (uint8_t)sn_cell_at(v, col,
			    rank);
			v->nsetup++;
		}
	/* The promoted rook may range back with promoted-rook=orthogonal+back. */
	sn_tables_finish(v, moves, 6);
}

/* The rule options it takes, each at its default (the first value but
 * where named; the man page lists them). */
static const struct sn_game_option options[] = {
	{SANNIN_OPT_PROMOTED_ROOK, 0}, {SANNIN_OPT_PAWN_DROP_MATE, 0},
	{SANNIN_OPT_DEAD_END, 0}, {SANNIN_OPT_ILLUMINATION, 0},
	{SANNIN_OPT_AUTO_ALLIANCE, 0}, {SANNIN_OPT_DUAL_ATTACK, 0},
	{SANNIN_OPT_AFTER_MATE, 0}, {SANNIN_OPT_AFTER_ALLIANCE, 0},
	{SANNIN_OPT_REPETITION, SANNIN_REPETITION_VARY},
	{-1, 0}
};

/* The Alliance tag: Middle and Last allied against First from the start
 * by their choice (sannin-record(5), Tags; sannin-rules(7)). */
static int
set_alliance(sannin_position *start, const char *value, sannin_diag *dg)
{
	if (strcmp(value, "Middle,Last") != 0) {
		sn_diag_msg(dg, SN_MSG_ALLIANCE_TAG, 1, value);
		return 1;
	}
	return sannin_position_declare_alliance(start, dg) != 0 ? -1 : 0;
}

static const struct sn_game_tag tags[] = {
	{"Alliance", set_alliance, SN_MSG_ALLIANCE_NONE},
	{NULL, NULL, 0}
};

/* The game's entry in the registry (variant.c). */
const struct sn_game sn_sannin_game = {
	.name = "sannin",
	.build = build,
	.narrow = 1,
	.most_winners = 1,
	.fewest_winners = 1,
	.options = options,
	.posstr = &sn_sannin_posstr,
	.tags = tags,
};
