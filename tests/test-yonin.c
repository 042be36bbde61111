/*
 * test-yonin.c - yonin shogi's own rules (yonin-rules(7)): the turn a
 * check takes and, with after-check=return, gives back; mates, the armies
 * and hands they hand over and the turned-over king; the win of three
 * armies; the two-pawn rule of the armies a seat moves; pawn-drop mate;
 * a seat without an action; who acts first.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static sannin_rules rules;

/* A position of yonin shogi from its string, under `rules`. */
static sannin_position *
ypos(const char *text)
{
	sannin_diag dg;
	sannin_position *p = sannin_position_read(text, strlen(text), &rules,
	    &dg);

	if (p == NULL) {
		fprintf(stderr, "ypos: column %lu: %s\n", dg.col, dg.msg);
		exit(99);
	}
	return p;
}

static int
cell_of(const sannin_position *p, const char *name)
{
	return sannin_cell_parse(sannin_position_variant(p), name,
	    strlen(name), NULL);
}

static const char *
str(const sannin_position *p)
{
	static char buf[SANNIN_POSITION_MAX];

	sannin_position_write(p, buf, sizeof(buf));
	return buf;
}

/* The rules of yonin shogi with one option set, or none. */
static void
with(const char *opt)
{
	sannin_diag dg;

	sannin_rules_init_variant(&rules, SANNIN_VARIANT_YONIN);
	if (opt != NULL && sannin_rules_set(&rules, opt, strlen(opt),
	    &dg) != 0) {
		fprintf(stderr, "with %s: %s\n", opt, dg.msg);
		exit(99);
	}
}

int
main(void)
{
	sannin_position *p;
	const char *ev;
	int winner, army = -1;

	/* The start: South acts, or the seat `first` names. */
	with(NULL);
	p = sannin_position_new(&rules);
	is_str(str(p), "yonin 2nSnGnKnGnS2/3nPnRnP3/wS3nP3eS/wGwP5ePeG/"
	    "wKwRwP3ePeReK/wGwP5ePeG/wS3sP3eS/3sPsRsP3/2sSsGsKsGsS2 "
	    "-,-,-,- S SWNE - 0 *", "the initial position, South to act");
	is_int(sannin_variant_nseats(sannin_position_variant(p)), 4,
	    "four seats");
	sannin_position_free(p);
	with("first=north");
	p = sannin_position_new(&rules);
	is_int(sannin_position_turn(p), 2, "first=north: North acts first");
	sannin_position_free(p);

	/* A check takes the turn: South's rook checks North, West waits. */
	with(NULL);
	p = ypos("yonin 4nK4/9/3sR5/9/wK7eK/9/9/9/4sK4 -,-,-,- S SWNE - 0 *");
	ev = play_events(p, "R-5c");
	is_str(ev, "check by=South king=North cell=5a",
	    "South's rook checks North's king");
	is_int(sannin_position_turn(p), 2, "... and North acts next, not West");
	play(p, "K-6a");
	is_int(sannin_position_turn(p), 3,
	    "after-check=continue: play goes on from North, to East");
	sannin_position_free(p);

	/* ... and with after-check=return, back to the seat it was taken
	 * from. */
	with("after-check=return");
	p = ypos("yonin 4nK4/9/3sR5/9/wK7eK/9/9/9/4sK4 -,-,-,- S SWNE - 0 *");
	play(p, "R-5c");
	ok(strstr(str(p), " N SWNE W ") != NULL,
	    "after-check=return: the position keeps West to return to");
	play(p, "K-6a");
	is_int(sannin_position_turn(p), 1, "... and West acts after North");
	ok(strstr(str(p), " W SWNE - ") != NULL, "... the return is used up");
	sannin_position_free(p);

	/* Kings are never taken. */
	with(NULL);
	p = ypos("yonin 4nK4/9/4sR4/9/wK7eK/9/9/9/4sK4 -,-,-,- S SWNE - 0 *");
	ok(strstr(play_events(p, "Rx5a"), "kings are never captured") != NULL,
	    "a king is never captured");
	sannin_position_free(p);

	/* Two seats in check: the first in the order after the mover. */
	p = ypos("yonin 8nK/9/9/9/wK3sB4/9/9/9/4sK3eK -,-,-,- S SWNE - 0 *");
	ev = play_events(p, "B-3c");
	is_str(ev, "check by=South king=North cell=1a",
	    "a bishop's check on North");
	is_int(sannin_position_turn(p), 2, "... North to act");
	sannin_position_free(p);
	p = ypos("yonin 8nK/9/9/9/4sR4/9/9/9/wK3sK3eK -,-,-,- S SWNE - 0 *");
	ev = play_events(p, "R-1e");
	is_str(ev, "check by=South king=North cell=1a; check by=South "
	    "king=East cell=1i", "one rook checks North and East");
	is_int(sannin_position_turn(p), 2,
	    "... North acts first, the first after South in the order");
	play(p, "K-2a");
	is_int(sannin_position_turn(p), 3, "... then East, still in check");
	sannin_position_free(p);

	/* Mate: the king turns over, the mater takes the hand and the
	 * army, the mated seat leaves the turn. */
	p = ypos("yonin 4nK4/9/4sR4/9/wK7eK/9/9/9/4sK4 G,-,2P,- S SWNE - 0 *");
	ev = play_events(p, "G*5b");
	is_str(ev, "check by=South king=North cell=5a; mate by=South "
	    "seat=North how=check; takeover seat=South mated=North "
	    "armies=North king=5a", "a gold drop mates North");
	is_str(str(p), "yonin 4n+K4/4sG4/4sR4/9/wK7eK/9/9/9/4sK4 "
	    "2P,-,-,- E SWSE - 1 *", "... its king is turned over, South "
	    "holds its hand and moves its army, East acts");
	is_int(sannin_position_controller(p, 2), 0,
	    "... South moves North's army");
	is_int(sannin_position_alive(p), 0xb, "... North is out of the turn");
	ok(!legal(p, "K-4a"), "a turned-over king does not move");
	ok(sannin_kind_is_blockade(sannin_position_variant(p), SANNIN_PKING) &&
	    !sannin_kind_is_blockade(sannin_position_variant(p), SANNIN_KING),
	    "... it is a blockade, the king it was is not");
	is_int(sannin_variant_board(sannin_position_variant(p)),
	    SANNIN_BOARD_SQUARE, "yonin's cells are squares");
	is_int(sannin_position_mated(p), 0,
	    "... and North is not a seat mated in the game");
	{
		const sannin_variant *sv =
		    sannin_variant_get(SANNIN_VARIANT_SANNIN);

		ok(!sannin_kind_is_blockade(sv, SANNIN_PKING) &&
		    sannin_variant_board(sv) == SANNIN_BOARD_HEX,
		    "sannin's +K is a piece, its cells hexagons");
	}
	sannin_position_free(p);

	/* after-mate=mover: play goes on after the mater instead. */
	with("after-mate=mover");
	p = ypos("yonin 4nK4/9/4sR4/9/wK7eK/9/9/9/4sK4 G,-,2P,- S SWNE - 0 *");
	play(p, "G*5b");
	is_int(sannin_position_turn(p), 1, "after-mate=mover: West acts");
	sannin_position_free(p);
	with(NULL);

	/* A turned-over king blocks: nothing takes it or passes it. */
	p = ypos("yonin 8nK/9/9/9/4e+K4/9/4sR4/9/wK3sK4 -,-,-,- S SWNW - 0 *");
	is_str(actions(p, 0), "K5i-4h K5i-4i K5i-5h K5i-6h K5i-6i R5g-1g "
	    "R5g-2g R5g-3g R5g-4g R5g-5f R5g-5h R5g-6g R5g-7g R5g-8g R5g-9g",
	    "the rook stops short of East's turned-over king on 5e");
	sannin_position_free(p);
	/* What a record is told of the pieces West moves: East's king,
	 * turned over, is East's and a blockade; East's pawn is of an army
	 * West moves, which it may not take either. */
	p = ypos("yonin 8nK/9/9/3wGeP4/4e+K4/9/4sR4/9/wK3sK4 -,-,-,- W SWNW "
	    "- 0 *");
	ev = play_events(p, "Gx5e");
	ok(strstr(ev, "5e holds East's king, turned over when East was "
	    "mated: a blockade, which no piece captures or passes over") !=
	    NULL, "a turned-over king is named as a blockade: %s", ev);
	ev = play_events(p, "Gx5d");
	ok(strstr(ev, "5d holds a pawn of East's army, which West moves, and "
	    "no seat captures a piece it moves") != NULL, "a piece of an "
	    "army the mover moves is named so: %s", ev);
	sannin_position_free(p);

	/* Three armies win. */
	p = ypos("yonin 4n+K4/9/9/9/wK7eK/7sR1/9/9/4sK4 G,-,-,- S SWSE - 0 *");
	ev = play_events(p, "G*2e");
	is_str(ev, "check by=South king=East cell=1e; mate by=South "
	    "seat=East how=check; takeover seat=South mated=East "
	    "armies=East king=1e; game-over winner=South how=three-armies",
	    "South mates a second seat: three armies, the game is over");
	ok(sannin_position_over(p, &winner) && winner == 0,
	    "... South has won");
	ok(strstr(str(p), " SWSS - 1 S") != NULL,
	    "... the position string says so");
	is_int(sannin_position_actions(p, 1, NULL, 0), 0,
	    "... and nobody acts any more");
	sannin_position_free(p);

	/* A record's move of a taken-over piece, which faces its army's way:
	 * West's pawn on 7e, moved by South, steps to 6e. */
	p = ypos("yonin 4nK4/9/9/9/w+K1wP5eK/9/9/9/4sK4 -,-,-,- S SSNE - 0 *");
	ok(legal(p, "P-6e") && legal(p, "P7e-6e"),
	    "South moves West's pawn the way West's army faces");
	ok(!legal(p, "P-7d"), "... not its own way");
	sannin_position_free(p);

	/* A taken-over piece keeps its army when moved: North's silver,
	 * moved by South to 5e, still faces down and checks East on 5f. */
	p = ypos("yonin 4n+K4/9/9/4nS4/wK8/4eK4/9/9/4sK4 -,-,-,- S SWSE - 10 *");
	is_str(play_events(p, "S-5e"), "check by=South king=East cell=5f",
	    "a taken-over silver moved keeps its way and checks");
	is_int(sannin_position_piece(p, cell_of(p, "5e"), &army), SANNIN_SILVER,
	    "... it is a silver");
	is_int(army, 2, "... of North's army still");
	is_int(sannin_position_turn(p), 3, "... and East, in check, acts");
	sannin_position_free(p);

	/* Two pawns: the pawns of every army the seat moves count, unless
	 * two-pawns=own. */
	p = ypos("yonin 4n+K4/4nP4/9/9/wK7eK/9/9/9/4sK4 P,-,-,- S SWSE - 0 *");
	ok(!legal(p, "P*5e"), "South may not drop a pawn on file 5, where "
	    "it moves North's pawn");
	ok(legal(p, "P*4e"), "... but may on file 4");
	sannin_position_free(p);
	with("two-pawns=own");
	p = ypos("yonin 4n+K4/4nP4/9/9/wK7eK/9/9/9/4sK4 P,-,-,- S SWSE - 0 *");
	ok(legal(p, "P*5e"), "two-pawns=own: only its own army's pawns count");
	sannin_position_free(p);
	with(NULL);
	p = ypos("yonin 4nK4/9/9/9/wK7eK/4sP4/9/9/4sK4 P,-,-,- S SWNE - 0 *");
	ok(!legal(p, "P*5c"), "South's own pawn on file 5 forbids a second");
	sannin_position_free(p);
	/* West's file runs across the board: its pawn on 7e forbids 3e. */
	p = ypos("yonin 4nK4/9/9/9/wK1wP5eK/9/9/9/4sK4 -,P,-,- W SWNE - 0 *");
	ok(!legal(p, "P*3e") && legal(p, "P*3d"),
	    "a file of West's runs along a rank");
	sannin_position_free(p);

	/* Pawn-drop mate is refused, with the reason. */
	p = ypos("yonin 8nK/9/7sRsL/9/wK7eK/9/9/9/4sK4 P,-,-,- S SWNE - 0 *");
	ev = play_events(p, "P*1b");
	ok(strncmp(ev, "refused", 7) == 0, "a pawn drop that mates North");
	ok(legal(p, "P*2b"), "... another pawn drop is legal");
	sannin_position_free(p);
	with("pawn-drop-mate=allow");
	p = ypos("yonin 8nK/9/7sRsL/9/wK7eK/9/9/9/4sK4 P,-,-,- S SWNE - 0 *");
	ok(strstr(play_events(p, "P*1b"), "mate by=South seat=North") != NULL,
	    "pawn-drop-mate=allow: it mates");
	sannin_position_free(p);
	with(NULL);
	/* South, in check from East's rook, blocks it with a pawn on 4i
	 * that checks North's king on 4h, which has no answer.  North acts
	 * next and is mated at once; or West, in check from North's gold,
	 * acts first, and North is mated only when its turn comes: the
	 * drop is refused all the same, but under forbid-new. */
	p = ypos("yonin 8eK/9/9/9/wK8/9/4nPnRnS2/4sSnKnP2/3sK4eR "
	    "P,-,-,- S SWNE - 10 *");
	ok(!legal(p, "P*4i"), "a pawn drop that mates North, next to act");
	sannin_position_free(p);
	p = ypos("yonin 8eK/9/9/nG8/wK8/9/4nPnRnS2/4sSnKnP2/3sK4eR "
	    "P,-,-,- S SWNE - 10 *");
	ev = play_events(p, "P*4i");
	ok(strncmp(ev, "refused: South cannot play 'P*4i'", 33) == 0,
	    "... and one that leaves North without an answer, West acting "
	    "first: %s", ev);
	sannin_position_free(p);
	with("pawn-drop-mate=forbid-new");
	p = ypos("yonin 8eK/9/9/9/wK8/9/4nPnRnS2/4sSnKnP2/3sK4eR "
	    "P,-,-,- S SWNE - 10 *");
	ok(!legal(p, "P*4i"), "pawn-drop-mate=forbid-new: the first is "
	    "refused");
	sannin_position_free(p);
	p = ypos("yonin 8eK/9/9/nG8/wK8/9/4nPnRnS2/4sSnKnP2/3sK4eR "
	    "P,-,-,- S SWNE - 10 *");
	is_str(play_events(p, "P*4i"), "check by=North king=West cell=9e; "
	    "check by=South king=North cell=4h", "... the second is played: "
	    "West acts, in check");
	is_int(sannin_position_turn(p), 1, "... West to act");
	ev = play_events(p, "K-9f");
	ok(strstr(ev, "mate by=West seat=North how=check") != NULL,
	    "... and North, its turn come, is mated by West, who acted last");
	sannin_position_free(p);
	with(NULL);

	/* A seat with no action, not in check: mated (no-action=mate), or
	 * it passes (no-action=pass).  South's gold boxes West's king in on
	 * 9a, with the silver on 7b. */
	p = ypos("yonin wK3nK4/2sS6/9/sG8/9/9/9/9/4sK3eK -,-,-,- S SWNE - 0 *");
	ev = play_events(p, "G-8c");
	ok(strstr(ev, "mate by=South seat=West how=no-action") != NULL,
	    "no-action=mate: West, unable to act, is mated by South");
	sannin_position_free(p);
	with("no-action=pass");
	p = ypos("yonin wK3nK4/2sS6/9/sG8/9/9/9/9/4sK3eK -,-,-,- S SWNE - 0 *");
	ev = play_events(p, "G-8c");
	is_str(ev, "", "no-action=pass: no event");
	is_int(sannin_position_turn(p), 2, "... West passes, North acts");
	sannin_position_free(p);
	return tap_done();
}
