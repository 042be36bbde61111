/*
 * test-shipley.c - the rules of Shipley's Four Player Shogi
 * (shipley-rules(7)), each on a position of its own: the cross and its
 * voids, the corner step, the armies and zones, drops, the teams of each
 * style, checkmate and the lost turn, the king taken and the seat out
 * (independent), the team win, kings as pieces.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static sannin_rules rules;

/* The rules of Shipley's game with up to two options. */
static void
with(const char *a, const char *b)
{
	const char *opt[2] = {a, b};
	sannin_diag dg;
	int i;

	sannin_rules_init_variant(&rules, SANNIN_VARIANT_SHIPLEY);
	for (i = 0; i < 2; i++)
		if (opt[i] != NULL && sannin_rules_set(&rules, opt[i],
		    strlen(opt[i]), &dg) != 0) {
			fprintf(stderr, "with %s: %s\n", opt[i], dg.msg);
			exit(99);
		}
}

static int
at(const sannin_position *p, const char *name)
{
	sannin_diag dg;
	int c = sannin_cell_parse(sannin_position_variant(p), name,
	    strlen(name), &dg);

	if (c < 0) {
		fprintf(stderr, "at %s: %s\n", name, dg.msg);
		exit(99);
	}
	return c;
}

/*
 * A position from words: "nK8a" (an army letter n e s w, a kind, a
 * cell), "hS:P2" (a seat's hand), "turn=E"; every seat plays.
 */
static sannin_position *
spos(const char *desc)
{
	static const char seats[] = "nesw";
	static const char kinds[] = "PLNSGBRK";
	sannin_position *p = sannin_position_new_empty(&rules);
	char word[32];
	const char *s = desc, *q;
	int n, seat, kind, promoted;
	sannin_diag dg;

	while (sscanf(s, "%31s%n", word, &n) == 1) {
		s += n;
		if (strncmp(word, "turn=", 5) == 0) {
			seat = (int)(strchr("NESW", word[5]) - "NESW");
			sannin_position_set_turn(p, seat, NULL);
			continue;
		}
		if (word[0] == 'h') {
			seat = (int)(strchr("NESW", word[1]) - "NESW");
			kind = SANNIN_PAWN + (int)(strchr(kinds, word[3]) -
			    kinds);
			sannin_position_set_hand(p, seat, kind, atoi(word + 4),
			    NULL);
			continue;
		}
		seat = (int)(strchr(seats, word[0]) - seats);
		promoted = word[1] == '+';
		q = word + 1 + promoted;
		kind = SANNIN_PAWN + (int)(strchr(kinds, *q) - kinds);
		if (promoted)
			kind = sannin_kind_promoted(sannin_position_variant(p),
			    kind);
		if (sannin_position_put(p, at(p, q + 1), seat, kind,
		    &dg) != 0) {
			fprintf(stderr, "spos %s: %s\n", word, dg.msg);
			exit(99);
		}
	}
	return p;
}

static const char *
str(const sannin_position *p)
{
	static char buf[SANNIN_POSITION_MAX];

	sannin_position_write(p, buf, sizeof(buf));
	return buf;
}

/* spos's position read back from its string, which works out the seats
 * mated. */
static sannin_position *
mated_read(const char *desc)
{
	sannin_position *p = spos(desc), *q;

	q = sannin_position_read(str(p), strlen(str(p)), &rules, NULL);
	sannin_position_free(p);
	if (q == NULL) {
		fprintf(stderr, "mated_read %s: unreadable\n", desc);
		exit(99);
	}
	return q;
}

/* The four kings on their wings, far from everything. */
#define KINGS "nK8a eK1h sK8o wK15h"

int
main(void)
{
	const sannin_variant *v;
	sannin_position *p;
	const char *ev;
	int army = -1, c;

	/* The cross. */
	with(NULL, NULL);
	p = sannin_position_new(&rules);
	v = sannin_position_variant(p);
	is_int(sannin_variant_ncells(v), 189, "the cross has 189 cells");
	is_int(sannin_variant_board(v), SANNIN_BOARD_SQUARE,
	    "its cells are squares");
	is_int(sannin_position_mated(p), 0, "nobody is mated at the start");
	is_int(sannin_position_team(p, 0), 0, "independent: no teams");
	is_int(sannin_cell_at(v, 3, 3), -1, "3c is a void corner");
	is_int(sannin_cell_at(v, 13, 13), -1, "13m is one");
	ok(sannin_cell_at(v, 4, 1) >= 0 && sannin_cell_at(v, 1, 4) >= 0 &&
	    sannin_cell_at(v, 15, 12) >= 0, "4a, 1d and 15l are cells");
	{
		sannin_diag dg;

		is_int(sannin_cell_parse(v, "3c", 2, &dg), -1,
		    "3c is refused");
		is_str(dg.msg, "cell '3c' is off the board: rank c runs from "
		    "column 4 to 12", "... as off the board");
	}
	is_str(str(p), "shipley nLnNnSnGnKnGnSnNnL/1nR5nB1/nPnPnPnPnPnPnPnPnP/"
	    "wL1wP9eP1eL/wNwRwP9ePeBeN/wS1wP9eP1eS/wG1wP9eP1eG/"
	    "wK1wP9eP1eK/wG1wP9eP1eG/wS1wP9eP1eS/wNwBwP9ePeReN/"
	    "wL1wP9eP1eL/sPsPsPsPsPsPsPsPsP/1sB5sR1/sLsNsSsGsKsGsSsNsL "
	    "-,-,-,- N NESW 0 *", "the armies of the seed's diagram, "
	    "North to act");
	sannin_position_free(p);

	/* The corner step: a diagonal step between 4c and 3d, at the
	 * corner of the void 3c; and a bishop's line through it. */
	with(NULL, NULL);
	p = spos(KINGS " nG4c turn=N");
	ok(legal(p, "G-3d"), "corner-step=allow: a gold steps 4c-3d");
	sannin_position_free(p);
	p = spos(KINGS " nB5b turn=N");
	ok(legal(p, "B-2e"), "... and a bishop's line runs 5b-4c-3d-2e");
	sannin_position_free(p);
	with("corner-step=forbid", NULL);
	p = spos(KINGS " nG4c turn=N");
	ok(!legal(p, "G-3d") && legal(p, "G-4d"),
	    "corner-step=forbid: the gold does not step between 4c and 3d");
	sannin_position_free(p);
	p = spos(KINGS " nB5b turn=N");
	ok(!legal(p, "B-3d") && legal(p, "B-4c"),
	    "... and the bishop's line stops on 4c");
	sannin_position_free(p);
	/* A knight leaps past the void. */
	with(NULL, NULL);
	p = spos(KINGS " sN3e turn=S");
	ok(legal(p, "N-4c"), "a knight on 3e leaps to 4c, past the void 3c");
	sannin_position_free(p);

	/* Drops: never where the piece could not move again, the cross's
	 * voids included; two pawns on one of the seat's files. */
	p = spos(KINGS " hS:N1 hS:P1 sP5k turn=S");
	ok(!legal(p, "N*2e") && legal(p, "N*2f"),
	    "no knight on 2e, whose leaps end in the void; one on 2f");
	ok(!legal(p, "P*2d") && legal(p, "P*2e"),
	    "no pawn on 2d, below the void; one on 2e");
	ok(!legal(p, "P*5e") && legal(p, "P*6e"),
	    "no second pawn of South's on file 5");
	sannin_position_free(p);

	/* Promotion in the wings of the other seats. */
	p = spos(KINGS " sS5e sS4e turn=S");
	is_str(actions(p, 2), "K8o-7n K8o-7o K8o-8n K8o-9n K8o-9o S4e-3d+ "
	    "S4e-3d= S4e-3f+ S4e-3f= S4e-4d S4e-5d S4e-5f S5e-4d S5e-4f S5e-5d "
	    "S5e-6d S5e-6f",
	    "a silver promotes entering East's wing, not in the centre");
	sannin_position_free(p);

	/* Teams: team-orthogonal, North with South against East with
	 * West.  No capture of a teammate's piece. */
	with("style=team-orthogonal", NULL);
	p = spos(KINGS " sR10h nP10f turn=S");
	ok(!legal(p, "Rx10f") && legal(p, "R-10g"),
	    "South may not take North's pawn");
	ok(sannin_position_team(p, 0) == 1u << 2 && sannin_position_team(p,
	    2) == 1u << 0 && sannin_position_team(p, 1) == 1u << 3 &&
	    sannin_position_team(p, 3) == 1u << 1 &&
	    sannin_position_team(p, 4) == 0, "... each seat's teammate");
	sannin_position_free(p);
	with(NULL, NULL);
	p = spos(KINGS " sR10h nP10f turn=S");
	ok(legal(p, "Rx10f"), "... as it may in style=independent");
	sannin_position_free(p);
	/* A teammate's piece checks only with team-check=yes. */
	with("style=team-orthogonal", NULL);
	p = spos(KINGS " nR8k turn=S");
	is_int(sannin_position_checkers(p, 2), 0,
	    "North's rook does not check its teammate South");
	sannin_position_free(p);
	with("style=team-orthogonal", "team-check=yes");
	p = spos(KINGS " nR8k turn=S");
	is_int(sannin_position_checkers(p, 2), 1,
	    "team-check=yes: it does");
	sannin_position_free(p);
	/* So a pawn drop in front of a teammate's king gives it no check,
	 * and the pawn-drop rule does not refuse it for the mate it
	 * leaves: North, checked by West's rook, has one escape, 8b, which
	 * South's pawn takes. */
	with("style=team-orthogonal", NULL);
	p = spos(KINGS " nP7b nP9b wR12a hS:P1 turn=S");
	is_str(play_events(p, "P*8b"), "check by=West king=North cell=8a; "
	    "mate by=South seat=North how=check", "a pawn of South's on 8b "
	    "does not check its teammate North, whom West's rook then "
	    "mates: no pawn-drop mate");
	sannin_position_free(p);
	with("style=team-orthogonal", "team-check=yes");
	p = spos(KINGS " nP7b nP9b wR12a hS:P1 turn=S");
	ok(!legal(p, "P*8b") && legal(p, "P*7c"), "team-check=yes: the pawn "
	    "checks North too, and mates it: refused");
	sannin_position_free(p);

	/* The order of the styles. */
	with("style=team-diagonal", NULL);
	p = sannin_position_new(&rules);
	ok(sannin_position_order(p, 0) == 0 && sannin_position_order(p, 2) ==
	    1 && sannin_position_order(p, 1) == 2 &&
	    sannin_position_order(p, 3) == 3, "team-diagonal: N S E W");
	sannin_position_free(p);
	with("style=team-diagonal-west", NULL);
	p = sannin_position_new(&rules);
	ok(sannin_position_order(p, 3) == 2 && sannin_position_order(p, 1) ==
	    3, "team-diagonal-west: N S W E");
	sannin_position_free(p);

	/* Checkmate: North, checked by West's gold, protected by its
	 * silver, cannot answer; it loses its turn, and East acts. */
	with("style=team-orthogonal", NULL);
	p = spos(KINGS " nP9a wS9c hW:G1 turn=W");
	ev = play_events(p, "G*8b");
	is_str(ev, "check by=West king=North cell=8a; mate by=West "
	    "seat=North how=check", "a gold drop mates North");
	is_int(sannin_position_turn(p), 1, "... North loses its turn: East");
	is_int(sannin_position_mated(p), 1u << 0, "... North is mated");
	{
		sannin_position *q = sannin_position_read(str(p),
		    strlen(str(p)), &rules, NULL);

		ok(q != NULL && sannin_position_mated(q) == 1u << 0,
		    "... and so in the position read from its string");
		sannin_position_free(q);
	}
	ok(legal(p, "K-1g"), "... East acts");
	play(p, "K-1g");
	play(p, "K-8n");
	ok(!legal(p, "Gx8a"), "team-orthogonal: no king is taken");
	sannin_position_free(p);

	/* Pawn-drop mate on a king already mated: East's pawn on 7a would
	 * check North's king, which cannot answer it: refused, but under
	 * pawn-drop-mate=forbid-new, where North gets no new mate. */
	p = spos(KINGS " nP9a wS9c hW:G1 hE:P1 turn=W");
	play(p, "G*8b");
	ok(!legal(p, "P*7a") && legal(p, "P*7b"), "team-orthogonal: East may "
	    "not drop a pawn on North's king, mated already");
	sannin_position_free(p);
	with("style=team-orthogonal", "pawn-drop-mate=forbid-new");
	p = spos(KINGS " nP9a wS9c hW:G1 hE:P1 turn=W");
	play(p, "G*8b");
	is_str(play_events(p, "P*7a"), "check by=East king=North cell=8a; "
	    "check by=West king=North cell=8a", "pawn-drop-mate=forbid-new: "
	    "it may, and mates nobody new");
	sannin_position_free(p);
	/* A teammate mated already: South's pawn on 8b gives North's king
	 * no check under team-check=no; under yes it checks it, and North,
	 * mated by West's rook and gold, cannot answer it. */
	with("style=team-orthogonal", NULL);
	p = mated_read(KINGS " nP7b nP9b wR12a wG8c hS:P1 turn=S");
	is_int(sannin_position_mated(p), 1u << 0, "North is mated");
	ok(legal(p, "P*8b"), "South may drop a pawn on its teammate's king");
	sannin_position_free(p);
	with("style=team-orthogonal", "team-check=yes");
	p = mated_read(KINGS " nP7b nP9b wR12a wG8c hS:P1 turn=S");
	is_int(sannin_position_mated(p), 1u << 0, "team-check=yes: North is "
	    "mated");
	ok(!legal(p, "P*8b") && legal(p, "P*7c"), "... and South may not drop "
	    "its pawn there");
	sannin_position_free(p);
	with("style=team-orthogonal", NULL);
	/* The same in every other style with check, South an opponent of
	 * North there: North mated by the rook and gold of an opponent of
	 * both (West, or East where West is North's teammate), South may
	 * not drop its pawn on 8b, which checks North's mated king; under
	 * pawn-drop-mate=forbid-new it may. */
	{
		static const struct {
			const char *style, *mater;
		} mated_styles[] = {
			{"style=independent", "w"},
			{"style=team-diagonal", "w"},
			{"style=team-diagonal-west", "e"},
		};
		char desc[128];
		size_t k;

		for (k = 0; k < sizeof(mated_styles) /
		    sizeof(mated_styles[0]); k++) {
			snprintf(desc, sizeof(desc), KINGS " nP7b nP9b %sR12a "
			    "%sG8c hS:P1 turn=S", mated_styles[k].mater,
			    mated_styles[k].mater);
			with(mated_styles[k].style, NULL);
			p = mated_read(desc);
			is_int(sannin_position_mated(p), 1u << 0, "%s: North "
			    "is mated", mated_styles[k].style);
			ok(!legal(p, "P*8b") && legal(p, "P*7c"), "%s: South "
			    "may not drop a pawn on North's mated king",
			    mated_styles[k].style);
			sannin_position_free(p);
			with(mated_styles[k].style, "pawn-drop-mate=forbid-new");
			p = mated_read(desc);
			ok(legal(p, "P*8b"), "%s, pawn-drop-mate=forbid-new: "
			    "it may", mated_styles[k].style);
			sannin_position_free(p);
		}
	}
	with("style=team-orthogonal", NULL);

	/* The same mate, North with a pawn off its king's lines that may
	 * step but does not answer the check: North still loses its turn
	 * (a seat in check is asked for a legal action, not for a piece
	 * that moves). */
	p = spos(KINGS " nP9a nP10f wS9c hW:G1 turn=W");
	play(p, "G*8b");
	is_int(sannin_position_turn(p), 1, "a pawn of North's off its "
	    "king's lines, free to move, is no answer to the mate: East acts");
	is_int(sannin_position_mated(p), 1u << 0, "... North is mated");
	sannin_position_free(p);

	/* Independent: a checkmated king is taken by a seat that checks
	 * it; its seat is out, its hand with it, its pieces stay. */
	with(NULL, NULL);
	p = spos(KINGS " nP9a wS9c hW:G1 hN:R1 turn=W");
	play(p, "G*8b");
	is_int(sannin_position_turn(p), 1, "independent: North loses its "
	    "turn too");
	play(p, "K-1g");
	play(p, "K-8n");
	ev = play_events(p, "Gx8a");
	is_str(ev, "capture seat=West piece=K owner=North cell=8a; "
	    "eliminated seat=North by=West king=8a",
	    "West takes North's king, and North is out");
	ok(strstr(str(p), "/ -,-,-,G E ESW ") != NULL ||
	    strstr(str(p), " -,-,-,- E ESW ") != NULL,
	    "... North's hand is gone, North no longer plays, East acts");
	is_int(sannin_position_piece(p, at(p, "9a"), &army), SANNIN_PAWN,
	    "... North's pawn stays on 9a");
	is_int(army, 0, "... North's still");
	sannin_position_free(p);

	/* Independent: West's gold mates East on 1f; South may not then
	 * drop a pawn on 1g that checks East's mated king (and would take
	 * it later), but under pawn-drop-mate=forbid-new. */
	p = spos("nK8a eK1f sK8o wK15h wR2l hW:G1 hS:P1 turn=W");
	is_str(play_events(p, "G*2f"), "check by=West king=East cell=1f; "
	    "mate by=West seat=East how=check", "West's gold mates East");
	play(p, "K-8b");
	ev = play_events(p, "P*1g");
	ok(strncmp(ev, "refused: South cannot play 'P*1g'", 33) == 0,
	    "South's pawn on 1g, checking East's mated king, is refused: %s",
	    ev);
	ok(legal(p, "P*1h"), "... one on 1h is not");
	sannin_position_free(p);
	with("pawn-drop-mate=forbid-new", NULL);
	p = spos("nK8a eK1f sK8o wK15h wR2l hW:G1 hS:P1 turn=W");
	play(p, "G*2f");
	play(p, "K-8b");
	is_str(play_events(p, "P*1g"), "check by=South king=East cell=1f; "
	    "check by=West king=East cell=1f", "pawn-drop-mate=forbid-new: "
	    "South may drop it");
	play(p, "K-14h");
	play(p, "K-8a");
	is_str(play_events(p, "Px1f"), "capture seat=South piece=K owner=East "
	    "cell=1f; eliminated seat=East by=South king=1f", "... and take "
	    "East's king with it");
	sannin_position_free(p);
	with(NULL, NULL);

	/* Kings as pieces: a king is taken into the hand and dropped; no
	 * check; four kings win. */
	with("style=kings-as-pieces", NULL);
	p = spos(KINGS " wR12a nP12c turn=W");
	is_int(sannin_position_checkers(p, 0), 0, "kings-as-pieces: no check");
	ev = play_events(p, "Rx8a");
	is_str(ev, "capture seat=West piece=K owner=North cell=8a",
	    "West takes North's king");
	is_int(sannin_position_hand(p, 3, SANNIN_KING), 1, "... into its hand");
	is_int(sannin_position_turn(p), 0, "... North plays on without");
	sannin_position_free(p);
	p = spos("eK1h sK8o wK15h wR9a hW:K1 turn=W");
	ok(legal(p, "K*5e"), "a king in hand is dropped");
	sannin_position_free(p);
	/* Without check there is no pawn-drop mate: South's pawn may be
	 * dropped on 8b before North's king, which West's rook and gold
	 * would mate in the other styles. */
	p = spos(KINGS " nP7b nP9b wR12a wG8c hS:P1 turn=S");
	ok(legal(p, "P*8b"), "kings-as-pieces: a pawn dropped before a "
	    "boxed-in king is legal");
	sannin_position_free(p);
	p = spos("nK8a wR12a wK15h hW:K2 turn=W");
	ev = play_events(p, "Rx8a");
	is_str(ev, "capture seat=West piece=K owner=North cell=8a; "
	    "game-over winner=West how=four-kings",
	    "the fourth king wins");
	sannin_position_free(p);
	(void)c;
	return tap_done();
}
