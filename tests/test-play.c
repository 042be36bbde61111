/*
 * test-play.c - the game rules after each action: checkmate by every
 * kind of piece, by a discovered line, of two seats at once, a seat left
 * without an action, elimination and whose turn follows, the results,
 * the garden, illumination, and the end of the game.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static sannin_rules
rules(const char *list)
{
	sannin_rules r;

	sannin_rules_init(&r);
	if (list != NULL && sannin_rules_set_list(&r, list, strlen(list),
	    NULL) != 0) {
		printf("Bail out! bad rules %s\n", list);
		exit(1);
	}
	return r;
}

/* Plays the moves (separated by spaces) on the described position and
 * returns the events of the last one. */
static const char *
after(const char *desc, const char *opts, const char *moves, int *turn)
{
	static char out[SANNIN_MAXEVENTS * 80];
	sannin_rules r = rules(opts);
	sannin_position *p = pos(desc, &r);
	char move[32];
	int n;

	out[0] = '\0';
	while (sscanf(moves, " %31s%n", move, &n) == 1) {
		snprintf(out, sizeof(out), "%s", play_events(p, move));
		moves += n;
	}
	if (turn != NULL)
		*turn = sannin_position_turn(p);
	sannin_position_free(p);
	return out;
}

#define MIDDLE_MATED(by) "mate by=" by " seat=Middle how=check; " \
	"eliminated seat=Middle"
#define CHECK_MIDDLE(by) "check by=" by " king=Middle cell=7m; "

/* Middle's king in the corner 7m, its other neighbours held by its own
 * knight (8m) and pawn (6l), which can neither block column 7 nor reach
 * the diagonal cells. */
#define NET "MK7m MN8m MP6l FK1d LK10d "
/* The same with a knight on 6l, and First's lance on 4i covering 7l. */
#define NET2 "MK7m MN8m MN6l FK1d LK10d FL4i "
#define OFF "auto-alliance=off"

static void
mates_by_kind(void)
{
	int turn;

	is_str(after(NET "hL:R1 turn=L", OFF, "R*7a", &turn),
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"), "mate by a rook");
	is_int(turn, SANNIN_LAST, "after-mate=mater: the mating seat acts "
	    "again");
	after(NET "hL:R1 turn=L", OFF ",after-mate=next", "R*7a", &turn);
	is_int(turn, SANNIN_FIRST, "after-mate=next: the next seat acts");
	is_str(after(NET "hL:L1 turn=L", OFF, "L*7b", NULL),
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"), "mate by a lance");
	is_str(after(NET "hL:G1 turn=L", OFF, "G*8l", NULL),
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"), "mate by a gold");
	is_str(after(NET "LP7k LL7e turn=L", OFF, "P-7l+", NULL),
	    "promote seat=Last piece=+P cell=7l how=chosen; "
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"),
	    "mate by a pawn's move (a pawn drop may not mate)");
	is_str(after(NET2 "hF:N1 turn=F", OFF, "N*8l", NULL),
	    CHECK_MIDDLE("First") MIDDLE_MATED("First"), "mate by a knight");
	is_str(after(NET2 "hF:S1 turn=F", OFF, "S*6k", NULL),
	    CHECK_MIDDLE("First") MIDDLE_MATED("First"), "mate by a silver");
	is_str(after(NET2 "hF:B1 turn=F", OFF, "B*2c", NULL),
	    CHECK_MIDDLE("First") MIDDLE_MATED("First"),
	    "mate by a bishop from afar");
	is_str(after(NET "L+R5g turn=L", OFF, "+R-7g", NULL),
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"), "mate by a +R");
	is_str(after(NET "L+L5g turn=L", OFF, "+L-7g", NULL),
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"), "mate by a +L");
	is_str(after(NET "L+P9l turn=L", OFF, "+P-8l", NULL),
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"), "mate by a +P");
	is_str(after(NET "L+B4j turn=L", OFF, "+B-8l", NULL),
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"), "mate by a +B");
	is_str(after(NET2 "F+S5j turn=F", OFF, "+S-6k", NULL),
	    CHECK_MIDDLE("First") MIDDLE_MATED("First"), "mate by a +S");
	is_str(after("MK7m MN8m MP6l FK1c L+K3f turn=L", OFF, "+K-7j", NULL),
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"), "mate by a +K");
	is_str(after(NET "LP7k LL7e turn=L", OFF, "P-6k=", NULL),
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"),
	    "mate by a discovered line: the pawn unmasks the lance");
}

static void
mates_and_results(void)
{
	sannin_rules r = rules(OFF);
	sannin_position *p;
	sannin_action buf[SANNIN_MAXACTIONS];
	sannin_diag dg;
	int winner;

	/* One action mates two seats: the +R on 7g checks down column 7
	 * and along rank g. */
	is_str(after("MK7m MN8m MP6l FN1f FP2h FK1g LK10d L+R7d turn=L", OFF,
	    "+R-7g", NULL),
	    "check by=Last king=First cell=1g; " CHECK_MIDDLE("Last")
	    "mate by=Last seat=First how=check; eliminated seat=First; "
	    MIDDLE_MATED("Last") "; game-over winner=Last how=last-standing",
	    "two seats mated by one action: the last seat standing wins");

	/* A mated seat's pieces and hand leave the game. */
	p = pos(NET "hM:G2 hL:G1 turn=L", &r);
	play(p, "G*8l");
	is_int(sannin_position_piece(p, cell("8m"), NULL), SANNIN_EMPTY,
	    "the mated seat's pieces leave the board");
	is_int(sannin_position_hand(p, SANNIN_MIDDLE, SANNIN_GOLD), 0,
	    "and its hand");
	is_int(sannin_position_hand(p, SANNIN_LAST, SANNIN_KNIGHT), 0,
	    "nobody takes them");
	is_int(sannin_position_alive(p), (1u << SANNIN_FIRST) |
	    (1u << SANNIN_LAST), "Middle no longer plays");
	play(p, "K10d-10e");
	play(p, "K1d-2d");
	is_int(sannin_position_turn(p), SANNIN_LAST,
	    "an eliminated seat is skipped");
	sannin_position_free(p);

	/* An elimination can uncover a check: Middle's rook mates First,
	 * and with First's king gone it checks Last, whose castling right
	 * ends. */
	is_str(after("FK11g LK13g MK10m MR8k MG11i M+R12j M+R5f castle=L "
	    "hL:P1 turn=M", OFF ",after-mate=next", "R-8g", NULL),
	    "check by=Middle king=First cell=11g; mate by=Middle seat=First "
	    "how=check; eliminated seat=First; check by=Middle king=Last "
	    "cell=13g; castling-lost seat=Last how=check",
	    "checks uncovered by an elimination are judged at once");

	/* A seat to act without a legal action is treated as mated. */
	is_str(after(NET "L+R5g turn=L", OFF, "+R-3e", NULL),
	    "mate by=Last seat=First how=no-action; eliminated seat=First",
	    "First, to act next with no legal action, is treated as mated");
	p = pos(NET "L+R5g turn=L", &r);
	play(p, "+R-3e");
	is_int(sannin_position_turn(p), SANNIN_LAST,
	    "and the turn passes to the seat that left it so");
	sannin_position_free(p);
	r = rules(OFF ",after-mate=next");
	p = pos(NET "L+R5g turn=L", &r);
	play(p, "+R-3e");
	is_int(sannin_position_turn(p), SANNIN_MIDDLE,
	    "or, with after-mate=next, to the next seat");
	sannin_position_free(p);

	/* With an alliance: the outsider wins by mating either ally. */
	is_str(after(NET2 "hF:S1 ally=ML turn=F", NULL, "S*6k", NULL),
	    CHECK_MIDDLE("First") MIDDLE_MATED("First")
	    "; game-over winner=First how=outsider",
	    "the outsider mates an ally: the game is over, both allies lose");
	r = rules(NULL);
	p = pos(NET2 "hF:S1 ally=ML turn=F", &r);
	play(p, "S*6k");
	ok(sannin_position_over(p, &winner) && winner == SANNIN_FIRST,
	    "the position says so");
	is_int(sannin_position_actions(p, SANNIN_LAST, buf,
	    SANNIN_MAXACTIONS), 0, "an ended game has no legal action");
	{
		sannin_action a;

		memset(&a, 0, sizeof(a));
		a.type = SANNIN_ACT_MOVE;
		a.from = (unsigned char)cell("10d");
		a.to = (unsigned char)cell("10e");
		is_int(sannin_position_play(p, &a, NULL, &dg), -1,
		    "and accepts none");
		is_str(dg.msg, "the game is over: no action may follow",
		    "... saying why");
	}
	sannin_position_free(p);
}

/* The outsider mated by an ally: the alliance ends, the two play on, and
 * the allies' rights return or not. */
static void
dissolution(void)
{
	static const char *const opts[] = {NULL, "after-alliance=keep-lost"};
	char desc[256], name[4][4];
	int i;

	/* The mating net of NET2 turned: Last's king in the corner, Middle
	 * mating with a silver drop; First and Middle allied. */
	sannin_cell_name(SV, rotate_cell(cell("6k")), name[0]);
	for (i = 0; i < 2; i++) {
		sannin_rules r = rules(opts[i]);
		sannin_position *p = pos(NET2, &r), *q = rotate(p);
		const char *ev;

		sannin_position_set_hand(q, SANNIN_MIDDLE, SANNIN_SILVER, 1,
		    NULL);
		sannin_position_put(q, cell("11h"), SANNIN_MIDDLE,
		    SANNIN_PAWN, NULL);
		sannin_position_set_alliance(q, 3, NULL);
		sannin_position_set_turn(q, SANNIN_MIDDLE, NULL);
		snprintf(desc, sizeof(desc), "S*%s", name[0]);
		ev = play_events(q, desc);
		ok(strstr(ev, "mate by=Middle seat=Last how=check; "
		    "eliminated seat=Last; dissolved seats=First,Middle") !=
		    NULL, "%s: the outsider mated, the alliance dissolves",
		    opts[i] ? opts[i] : "after-alliance=restore");
		is_int(sannin_position_alliance(q), 0, "... no alliance");
		ok(!sannin_position_over(q, NULL), "... and the game goes on");
		sannin_position_set_turn(q, SANNIN_MIDDLE, NULL);
		if (i == 0)
			ok(strstr(actions(q, SANNIN_MIDDLE), "P11h-11g+") !=
			    NULL, "restore: the former allies promote again");
		else
			ok(strstr(actions(q, SANNIN_MIDDLE), "P11h-11g+") ==
			    NULL && strstr(actions(q, SANNIN_MIDDLE),
			    "P11h-11g") != NULL,
			    "keep-lost: they still may not promote");
		sannin_position_free(p);
		sannin_position_free(q);
	}
}

static void
garden(void)
{
	sannin_rules r = rules(NULL);
	sannin_position *p;

	is_str(after("MK7h FK1d LK10d turn=M", NULL, "K-7g", NULL),
	    "game-over winner=Middle how=garden",
	    "a king reaching the garden wins");
	is_str(after("M+K7k FK1d LK10d turn=M", NULL, "+K-7g", NULL),
	    "check by=Middle king=First cell=1d; check by=Middle king=Last "
	    "cell=10d; game-over winner=Middle how=garden",
	    "so does a +K (its checks are reported first)");
	is_str(after("MK7h FK1d LK10d ally=ML turn=M", NULL, "K-7g", NULL),
	    "", "an ally's king may go there but does not win");
	p = pos("MK7h FK1d LK10d FB5f turn=M", &r);
	ok(!legal(p, "K-7g"), "no king may move into check, even to win");
	sannin_position_free(p);
	is_str(after("MK9m MR7h FK1d LK10d turn=M", NULL, "R-7g=", NULL), "",
	    "other pieces do not win there");
}

static void
illumination(void)
{
	sannin_rules all = rules("illumination=all");
	sannin_position *p;
	const char *ev;

	/* Middle's +K on 9i: Last's pawn 9f, First's gold 12i and Last's
	 * lance 7e are targets; Last's silver 7h and knight 5e are
	 * protected by the lance; Middle's own pawn 9k is no target. */
#define ILLUM "M+K9i LP9f FG12i LN5e LS7h LL7e FK1d LK10d MP9k turn=M"
	p = pos(ILLUM, NULL);
	ok(strstr(actions(p, 1), "+K9i~12i +K9i~12i~9f +K9i~7e +K9i~7e~12i "
	    "+K9i~7e~12i~9f +K9i~7e~9f +K9i~9f") != NULL,
	    "select: every non-empty set of targets is an action");
	ok(strstr(actions(p, 1), "7h") == NULL || strstr(actions(p, 1),
	    "~7h") == NULL, "protected pieces are no targets");
	ok(strstr(actions(p, 1), "~5e") == NULL, "... by either other seat");
	ok(strstr(actions(p, 1), "~9k") == NULL, "own pieces are no targets");
	ev = play_events(p, "+K~9f~12i");
	is_str(ev, "capture seat=Middle piece=G owner=First cell=12i; "
	    "capture seat=Middle piece=P owner=Last cell=9f",
	    "illumination captures without moving");
	is_int(sannin_position_piece(p, cell("9i"), NULL), SANNIN_PKING,
	    "the +K stays where it was");
	ok(sannin_position_hand(p, SANNIN_MIDDLE, SANNIN_GOLD) == 1 &&
	    sannin_position_hand(p, SANNIN_MIDDLE, SANNIN_PAWN) == 1,
	    "the pieces go to Middle's hand");
	sannin_position_free(p);

	p = pos(ILLUM, &all);
	ok(strstr(actions(p, 1), "+K9i~7e~12i~9f") != NULL &&
	    strchr(strchr(actions(p, 1), '~') + 1, ' ') ==
	    strstr(actions(p, 1), " P9k"), "all: the one illumination takes "
	    "every target");
	sannin_position_free(p);

	p = pos("M+K9i LR9f FG12i FK1d LK10d turn=M", NULL);
	ok(strstr(actions(p, 1), "+K9i~9f") != NULL &&
	    strstr(actions(p, 1), "~12i") == NULL,
	    "in check, an illumination must take the checker (12i is "
	    "protected by the checking rook)");
	sannin_position_free(p);
	p = pos("M+K9i LR9f LP9e FK1d LK10d turn=M", NULL);
	ok(strchr(actions(p, 1), '~') == NULL,
	    "a protected checker cannot be illuminated");
	sannin_position_free(p);
	p = pos("MK9i LP9f FK1d LK10d turn=M", NULL);
	ok(strchr(actions(p, 1), '~') == NULL, "an unpromoted king does not "
	    "illuminate");
	sannin_position_free(p);

	/* A king that promotes illuminates from its seat's next action on:
	 * here the promoting move mates, and the extra action that follows
	 * (after-mate=mater) may already illuminate. */
	p = pos("MK7m MN8m MP6l FK1c LK7k LL7e FP8f castle=L turn=L", NULL);
	ok(strchr(actions(p, SANNIN_LAST), '~') == NULL,
	    "Last's king is not promoted yet");
	is_str(play_events(p, "K7k-8k+"),
	    "promote seat=Last piece=+K cell=8k how=chosen; "
	    "castling-lost seat=Last how=king-moved; "
	    CHECK_MIDDLE("Last") MIDDLE_MATED("Last"),
	    "the king promotes and its move unmasks a mate");
	is_int(sannin_position_turn(p), SANNIN_LAST, "Last acts again");
	ok(strstr(actions(p, SANNIN_LAST), "+K8k~8f") != NULL,
	    "and may illuminate at once: the promotion took effect at the "
	    "end of the promoting move");
	sannin_position_free(p);
}

int
main(void)
{
	mates_by_kind();
	mates_and_results();
	dissolution();
	garden();
	illumination();
	return tap_done();
}
