/*
 * shipley_variant.c - Shipley's Four Player Shogi as data (shipley-rules(7)):
 * the cross of 189 cells, a 15x15 square less its four 3x3 corners,
 * seen from South; the four seats and the way each faces; the shogi
 * pieces; the armies, each on its wing, East's and West's with rook and
 * bishop swapped; the promotion zones, the wings of the others.
 *
 * The style kings-as-pieces and the option corner-step change the
 * tables: each of their four sets has an instance of its own.
 */
#include "config.h"

#include <string.h>

#include "geometry.h"
#include "shogi_pieces.h"
#include "shipley/shipley_play.h"

/* Seats in their numbering, North, East, South, West: quarter turns of
 * each one's forward from South's (up). */
static const int rot[4] = {2, 3, 0, 1};

/* The kings of kings-as-pieces: ordinary pieces, never in check, taken
 * into the hand and dropped. */
static struct sn_kind plain_kings[SN_NKINDS];

/* South's army on its wing, ranks m to o; the others are its turns. */
static const struct {
	uint8_t col, rank, kind;
} army[] = {
	{12, 15, SANNIN_LANCE}, {11, 15, SANNIN_KNIGHT},
	{10, 15, SANNIN_SILVER}, {9, 15, SANNIN_GOLD}, {8, 15, SANNIN_KING},
	{7, 15, SANNIN_GOLD}, {6, 15, SANNIN_SILVER}, {5, 15, SANNIN_KNIGHT},
	{4, 15, SANNIN_LANCE},
	{11, 14, SANNIN_BISHOP}, {5, 14, SANNIN_ROOK},
	{12, 13, SANNIN_PAWN}, {11, 13, SANNIN_PAWN}, {10, 13, SANNIN_PAWN},
	{9, 13, SANNIN_PAWN}, {8, 13, SANNIN_PAWN}, {7, 13, SANNIN_PAWN},
	{6, 13, SANNIN_PAWN}, {5, 13, SANNIN_PAWN}, {4, 13, SANNIN_PAWN},
};

/* A cell of the cross: not in a 3x3 corner of the 15x15 square. */
static int
cross(int col, int rank)
{
	return !((col <= 3 || col >= 13) && (rank <= 3 || rank >= 13));
}

/* Is the cell in a seat's wing?  North: ranks a-c, South: m-o (files
 * 4-12); East: files 1-3, West: 13-15 (ranks d-l). */
static int
wing(int seat, int col, int rank)
{
	switch (seat) {
	case 0:
		return rank <= 3;
	case 1:
		return col <= 3;
	case 2:
		return rank >= 13;
	default:
		return col >= 13;
	}
}

/* The instance of the tables for the rules: kings as pieces (bit 0),
 * corner steps forbidden (bit 1). */
static int
instance(const sannin_rules *r)
{
	return (r->opt[SANNIN_OPT_STYLE] == SANNIN_STYLE_KINGS_AS_PIECES) |
	    (r->opt[SANNIN_OPT_CORNER_STEP] == SANNIN_CORNER_STEP_FORBID) << 1;
}

static void
build(struct sannin_variant *v, int inst)
{
	int c, seat, other, i, kind;

	v->title = "Shipley's Four Player Shogi";
	v->hooks = &sn_shipley_hooks;
	v->flags = SN_VF_TWO_PAWNS;
	v->nseats = 4;
	v->kinds = sn_shogi_kinds;
	v->handmax = SANNIN_ROOK;
	if (inst & 1) {
		/* Kings as pieces: no king, a piece of the hand.  Two
		 * instances share the table: the second, built while the
		 * first may be in use, must not write it again. */
		if (plain_kings[SANNIN_PAWN].name == NULL) {
			memcpy(plain_kings, sn_shogi_kinds,
			    sizeof(plain_kings));
			plain_kings[SANNIN_KING].flags = 0;
			plain_kings[SANNIN_PKING].name = NULL;
		}
		v->kinds = plain_kings;
		v->handmax = SANNIN_KING;
	}
	v->seatname[0] = "North";
	v->seatname[1] = "East";
	v->seatname[2] = "South";
	v->seatname[3] = "West";
	memcpy(v->seatletter, "NESW", 5);
	memcpy(v->armyletter, "nesw", 5);
	v->garden = -1;
	sn_board_square(v, 15, 15, cross, rot, (inst & 2) != 0);

	/* Promotion zones: the wings of the other seats. */
	for (c = 0; c < v->ncells; c++)
		for (seat = 0; seat < 4; seat++)
			for (other = 0; other < 4; other++)
				if (other != seat && wing(other, v->col[c],
				    v->rank[c]))
					sn_set_add(&v->zone[seat], c);

	/* Armies: South's as written, each other turned to its wing; East
	 * and West swap their rook and bishop. */
	v->nsetup = 0;
	for (i = 0; i < (int)(sizeof(army) / sizeof(army[0])); i++)
		for (seat = 0; seat < 4; seat++) {
			kind = army[i].kind;
			if (seat % 2 == 1 && kind == SANNIN_ROOK)
				kind = SANNIN_BISHOP;
			else if (seat % 2 == 1 && kind == SANNIN_BISHOP)
				kind = SANNIN_ROOK;
			/* South is seat 2; a quarter turn brings it to West
			 * (3), two to North (0), three to East (1). */
			sn_setup_square(v, 15, seat, kind, army[i].col,
			    army[i].rank, (seat + 2) % 4);
		}
	sn_tables_finish(v, sn_shogi_moves, -1);
}

/* The rule options it takes, each at its default (the first value but
 * where named; the man page lists them). */
static const struct sn_game_option options[] = {
	{SANNIN_OPT_PAWN_DROP_MATE, 0},
	{SANNIN_OPT_REPETITION, SANNIN_REPETITION_OFF},
	{SANNIN_OPT_STYLE, 0}, {SANNIN_OPT_CORNER_STEP, 0},
	{SANNIN_OPT_TEAM_CHECK, 0},
	{-1, 0}
};

/* The game's entry in the registry (variant.c). */
const struct sn_game sn_shipley_game = {
	.name = "shipley",
	.build = build,
	.instance = instance,
	.narrow = 0,
	.most_winners = 2,
	.fewest_winners = 0,
	.options = options,
	.posstr = &sn_shipley_posstr,
};
