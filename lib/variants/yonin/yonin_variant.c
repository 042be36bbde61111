/*
 * yonin_variant.c - yonin shogi as data (yonin-rules(7)): the 9x9 board seen
 * from South, the four seats clockwise from South and the way each
 * faces, the armies of shogi pieces (shogi_pieces.c), the promotion
 * zones, and the turned-over king of a mated seat.
 */
#include "config.h"

#include <string.h>

#include "geometry.h"
#include "shogi_pieces.h"
#include "yonin/yonin_play.h"

/* Quarter turns of each seat's forward from South's (up): South,
 * West (facing right), North (down), East (facing left). */
static const int rot[4] = {0, 1, 2, 3};

/* South's army, on its three nearest ranks; the others are its turns. */
static const struct {
	uint8_t col, rank, kind;
} army[] = {
	{7, 9, SANNIN_SILVER}, {6, 9, SANNIN_GOLD}, {5, 9, SANNIN_KING},
	{4, 9, SANNIN_GOLD}, {3, 9, SANNIN_SILVER},
	{6, 8, SANNIN_PAWN}, {5, 8, SANNIN_ROOK}, {4, 8, SANNIN_PAWN},
	{5, 7, SANNIN_PAWN},
};

static int
square9(int col, int rank)
{
	(void)col;
	(void)rank;
	return 1;
}

static void
build(struct sannin_variant *v, int inst)
{
	int c, seat, i, j, col, rank;

	(void)inst;

	v->title = "yonin shogi";
	v->hooks = &sn_yonin_hooks;
	v->flags = SN_VF_TWO_PAWNS;
	v->nseats = 4;
	v->kinds = sn_shogi_kinds;
	v->handmax = SANNIN_ROOK;
	v->seatname[0] = "South";
	v->seatname[1] = "West";
	v->seatname[2] = "North";
	v->seatname[3] = "East";
	memcpy(v->seatletter, "SWNE", 5);
	memcpy(v->armyletter, "swne", 5);
	v->garden = -1;
	sn_board_square(v, 9, 9, square9, rot, 0);

	/* Promotion zones: the three ranks farthest from the seat, across
	 * the whole board (South's: ranks a to c), turned for the others. */
	for (c = 0; c < v->ncells; c++)
		for (seat = 0; seat < 4; seat++) {
			col = v->col[c];
			rank = v->rank[c];
			for (j = 0; j < 4 - seat; j++)
				sn_square_turn(9, &col, &rank);
			/* (col, rank) is where c lies seen from the seat. */
			if (rank <= 3)
				sn_set_add(&v->zone[seat], c);
		}

	v->nsetup = 0;
	for (i = 0; i < (int)(sizeof(army) / sizeof(army[0])); i++)
		for (seat = 0; seat < 4; seat++)
			sn_setup_square(v, 9, seat, army[i].kind, army[i].col,
			    army[i].rank, rot[seat]);
	sn_tables_finish(v, sn_shogi_moves, -1);
}

/* The rule options it takes, each at its default (the first value but
 * where named; the man page lists them). */
static const struct sn_game_option options[] = {
	{SANNIN_OPT_PAWN_DROP_MATE, 0},
	{SANNIN_OPT_REPETITION, SANNIN_REPETITION_OFF},
	{SANNIN_OPT_FIRST, 0}, {SANNIN_OPT_AFTER_CHECK, 0},
	{SANNIN_OPT_TAKEOVER_TURN, 0}, {SANNIN_OPT_NO_ACTION, 0},
	{SANNIN_OPT_TWO_PAWNS, 0},
	{-1, 0}
};

/* The game's entry in the registry (variant.c). */
const struct sn_game sn_yonin_game = {
	.name = "yonin",
	.build = build,
	.narrow = 1,
	.most_winners = 1,
	.fewest_winners = 0,
	.options = options,
	.posstr = &sn_yonin_posstr,
};
