/*
 * minishogi_variant.c - minishogi as data: the 5x5 board seen from
 * Sente (South, at the bottom), Sente and Gote facing each other, the
 * shogi pieces without lance and knight, one piece of each kind a side
 * on its back rank (king, gold, silver, bishop, rook from left to
 * right as Sente sees them) and a pawn in front of its king, and the
 * promotion zone of each side: the farthest rank.
 */
#include "config.h"

#include "geometry.h"
#include "shogi_pieces.h"
#include "minishogi.h"

/* Quarter turns of each seat's forward from South's (up). */
static const int rot[2] = {0, 2};

/* Sente's army: files numbered from the right, ranks from the top. */
static const struct {
	uint8_t col, rank, kind;
} army[] = {
	{5, 5, SANNIN_KING}, {4, 5, SANNIN_GOLD}, {3, 5, SANNIN_SILVER},
	{2, 5, SANNIN_BISHOP}, {1, 5, SANNIN_ROOK}, {5, 4, SANNIN_PAWN},
};

static int
square5(int col, int rank)
{
	(void)col;
	(void)rank;
	return 1;
}

static void
build(struct sannin_variant *v, int inst)
{
	int c, seat, i;
	unsigned n = sizeof(army) / sizeof(army[0]);

	(void)inst;
	v->title = "minishogi";
	v->hooks = &sn_minishogi_hooks;
	v->flags = SN_VF_TWO_PAWNS;
	v->nseats = 2;
	v->kinds = sn_shogi_kinds;
	v->handmax = SANNIN_ROOK;
	v->seatname[0] = "Sente";
	v->seatname[1] = "Gote";
	v->seatletter[0] = 'B';
	v->seatletter[1] = 'W';
	v->armyletter[0] = 'b';
	v->armyletter[1] = 'w';
	v->garden = -1;
	sn_board_square(v, 5, 5, square5, rot, 0);
	for (c = 0; c < v->ncells; c++) {
		if (v->rank[c] == 1)
			sn_set_add(&v->zone[0], c);
		if (v->rank[c] == 5)
			sn_set_add(&v->zone[1], c);
	}
	/* Gote's army is Sente's turned half round the board. */
	v->nsetup = 0;
	for (i = 0; i < (int)n; i++)
		for (seat = 0; seat < 2; seat++)
			sn_setup_square(v, 5, seat, army[i].kind, army[i].col,
			    army[i].rank, rot[seat]);
	sn_tables_finish(v, sn_shogi_moves, -1);
}

/* The rule options it takes: a pawn drop may not mate (the rule of
 * shogi), and no repetition is forbidden (in shogi a fourfold one ends
 * the game, which the toy does not play). */
static const struct sn_game_option options[] = {
	{SANNIN_OPT_PAWN_DROP_MATE, SANNIN_PAWN_DROP_MATE_FORBID},
	{SANNIN_OPT_REPETITION, SANNIN_REPETITION_OFF},
	{-1, 0}
};

/* The game's entry in the registry: it has no position strings. */
const struct sn_game sn_minishogi_game = {
	.name = "minishogi",
	.build = build,
	.narrow = 0,
	.most_winners = 1,
	.fewest_winners = 1,
	.options = options,
};
