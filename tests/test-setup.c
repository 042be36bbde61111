/*
 * test-setup.c - the initial position: 54 pieces where sannin-rules(7),
 * The armies, puts them, and its symmetry.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "util.h"

static int
at(const sannin_position *p, const char *name, int seat, int kind)
{
	int s = -1, k = sannin_position_piece(p, cell(name), &s);

	return k == kind && s == seat;
}

int
main(void)
{
	static const char *const firstback[] = {"1a", "1b", "1c", "1d", "1e",
	    "1f", "1g"};
	static const char *const lastback[] = {"7a", "8b", "9c", "10d", "11e",
	    "12f", "13g"};
	static const int back[] = {SANNIN_LANCE, SANNIN_SILVER, SANNIN_GOLD,
	    SANNIN_KING, SANNIN_GOLD, SANNIN_SILVER, SANNIN_LANCE};
	static const int army[SANNIN_NKINDS] = {[SANNIN_KING] = 1,
	    [SANNIN_ROOK] = 1, [SANNIN_BISHOP] = 1, [SANNIN_GOLD] = 2,
	    [SANNIN_SILVER] = 2, [SANNIN_KNIGHT] = 1, [SANNIN_LANCE] = 2,
	    [SANNIN_PAWN] = 8};
	sannin_position *p = sannin_position_new(NULL), *q;
	int count[3][SANNIN_NKINDS], c, s, k, total = 0, bad, i;
	sannin_action buf[SANNIN_MAXACTIONS];
	sannin_diag dg;

	memset(count, 0, sizeof(count));
	for (c = 0; c < sannin_variant_ncells(SV); c++)
		if ((k = sannin_position_piece(p, c, &s)) != SANNIN_EMPTY) {
			count[s][k]++;
			total++;
		}
	is_int(total, 54, "54 pieces on the board");
	for (s = 0; s < 3; s++) {
		bad = 0;
		for (k = 1; k < SANNIN_NKINDS; k++)
			if (count[s][k] != army[k])
				bad++;
		is_int(bad, 0, "seat %d has K R B G G S S N L L and eight P", s);
	}

	/* The fixed points of the article. */
	ok(at(p, "1d", SANNIN_FIRST, SANNIN_KING), "First's king on 1d");
	ok(at(p, "10m", SANNIN_MIDDLE, SANNIN_KING), "Middle's king on 10m");
	ok(at(p, "10d", SANNIN_LAST, SANNIN_KING), "Last's king on 10d");
	ok(at(p, "3e", SANNIN_FIRST, SANNIN_KNIGHT), "First's knight on 3e");
	ok(at(p, "9k", SANNIN_MIDDLE, SANNIN_KNIGHT), "Middle's knight on 9k");
	ok(at(p, "9e", SANNIN_LAST, SANNIN_KNIGHT), "Last's knight on 9e");
	is_int(sannin_position_king(p, SANNIN_MIDDLE), cell("10m"),
	    "the king accessor agrees");

	/* The rest of the armies of sannin-rules(7). */
	bad = 0;
	for (i = 0; i < 7; i++) {
		bad += !at(p, firstback[i], SANNIN_FIRST, back[i]);
		bad += !at(p, lastback[i], SANNIN_LAST, back[i]);
	}
	is_int(bad, 0, "L S G K G S L on 1a..1g and on 7a..13g");
	ok(at(p, "2b", SANNIN_FIRST, SANNIN_ROOK) &&
	    at(p, "2g", SANNIN_FIRST, SANNIN_BISHOP), "First: R 2b, B 2g");
	ok(at(p, "7b", SANNIN_LAST, SANNIN_BISHOP) &&
	    at(p, "12g", SANNIN_LAST, SANNIN_ROOK), "Last: B 7b, R 12g");
	ok(at(p, "12l", SANNIN_MIDDLE, SANNIN_BISHOP) &&
	    at(p, "7l", SANNIN_MIDDLE, SANNIN_ROOK), "Middle: B 12l, R 7l");
	bad = 0;
	for (i = 0; i < 9; i++) {
		char name[4];

		snprintf(name, sizeof(name), "3%c", 'a' + i);
		bad += !at(p, name, SANNIN_FIRST, i == 4 ? SANNIN_KNIGHT :
		    SANNIN_PAWN);
		snprintf(name, sizeof(name), "%dk", 13 - i);
		bad += !at(p, name, SANNIN_MIDDLE, i == 4 ? SANNIN_KNIGHT :
		    SANNIN_PAWN);
	}
	is_int(bad, 0, "pawns and knight on column 3 and rank k");

	/* Turning the board maps the setup onto itself. */
	q = rotate(p);
	bad = 0;
	for (c = 0; c < sannin_variant_ncells(SV); c++) {
		int s1 = -1, s2 = -1;

		if (sannin_position_piece(p, c, &s1) !=
		    sannin_position_piece(q, c, &s2) || s1 != s2)
			bad++;
	}
	is_int(bad, 0, "the setup is the same turned 120 degrees");
	sannin_position_free(q);

	/* The rest of the state. */
	is_int(sannin_position_turn(p), SANNIN_FIRST, "First acts first");
	bad = 0;
	for (s = 0; s < 3; s++) {
		bad += !sannin_position_can_castle(p, s);
		bad += sannin_position_checkers(p, s) != 0;
		for (k = SANNIN_PAWN; k <= SANNIN_ROOK; k++)
			bad += sannin_position_hand(p, s, k) != 0;
	}
	is_int(bad, 0, "hands empty, nobody in check, every king may castle");
	for (s = 0; s < 3; s++)
		is_int(sannin_position_actions(p, s, buf, SANNIN_MAXACTIONS),
		    48, "seat %d has 48 legal actions at the start", s);

	/* What the setup refuses, and says (lib/messages.h). */
	is_int(sannin_position_set_alliance(p, 1, &dg), -1,
	    "an alliance of one seat is refused");
	is_str(dg.msg, "an alliance is of two seats still playing",
	    "... and said so");
	is_int(sannin_position_eliminate(p, 3, &dg), -1,
	    "seat 3 of sannin cannot be eliminated");
	is_str(dg.msg, "there is no seat 3 still playing", "... and said so");
	is_int(dg.code, SANNIN_E_SETUP, "... SANNIN_E_SETUP");
	is_int(sannin_position_put(p, sannin_variant_ncells(SV), SANNIN_FIRST,
	    SANNIN_PAWN, &dg), -1, "a piece put past the last cell is refused");
	is_str(dg.msg, "there is no cell 127", "... and said so");
	is_int(sannin_position_put(p, cell("5e"), SANNIN_FIRST, SANNIN_NKINDS,
	    &dg), -1, "a piece of no kind is refused");
	is_str(dg.msg, "there is no kind of piece 16", "... and said so");
	is_int(sannin_position_piece(p, cell("5e"), &s), SANNIN_EMPTY,
	    "... and the cell stays empty");
	sannin_position_free(p);
	return tap_done();
}
