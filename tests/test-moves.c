/*
 * test-moves.c - how every kind of piece moves for every seat, capture,
 * promotion in and out of each zone and the garden, forced promotion,
 * dead ends, drops and their limits, and castling.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static sannin_rules defaults;

static int
cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * The seat's actions in p, each turned 120 degrees and written in the
 * turned position q; sorted and joined as actions() does.
 */
static const char *
turned_actions(const sannin_position *p, const sannin_position *q, int seat)
{
	static sannin_action list[SANNIN_MAXACTIONS];
	static char text[SANNIN_MAXACTIONS][24];
	static char *ptr[SANNIN_MAXACTIONS];
	static char out[SANNIN_MAXACTIONS * 24];
	sannin_position *pp = sannin_position_copy(p);
	sannin_position *qq = sannin_position_copy(q);
	size_t n, i, len = 0;

	sannin_position_set_turn(pp, seat, NULL);
	sannin_position_set_turn(qq, (seat + 1) % 3, NULL);
	n = sannin_position_actions(pp, seat, list, SANNIN_MAXACTIONS);
	for (i = 0; i < n; i++) {
		sannin_action a = list[i];

		if (a.from != SANNIN_NOCELL)
			a.from = (unsigned char)rotate_cell(a.from);
		a.to = (unsigned char)rotate_cell(a.to);
		sannin_action_format(qq, &a, 1, text[i], sizeof(text[i]));
		ptr[i] = text[i];
	}
	qsort(ptr, n, sizeof(ptr[0]), cmpstr);
	out[0] = '\0';
	for (i = 0; i < n; i++)
		len += (size_t)sprintf(out + len, "%s%s", i ? " " : "", ptr[i]);
	sannin_position_free(pp);
	sannin_position_free(qq);
	return out;
}

/* Does the seat's action list in p, turned, equal the next seat's list
 * in the turned position? */
static int
same_turned(const sannin_position *p, int seat)
{
	sannin_position *q = rotate(p);
	char *a = strdup(turned_actions(p, q, seat));
	int same = strcmp(a, actions(q, (seat + 1) % 3)) == 0;

	free(a);
	sannin_position_free(q);
	return same;
}

static const char *
moves_of(const char *desc, int seat, const sannin_rules *r)
{
	sannin_position *p = pos(desc, r);
	static char out[SANNIN_MAXACTIONS * 24];

	snprintf(out, sizeof(out), "%s", actions(p, seat));
	sannin_position_free(p);
	return out;
}

static void
piece_moves(void)
{
	sannin_rules back;

	/* A lone Middle piece on 9i, outside every zone (sannin-rules(7),
	 * Promotion). */
	is_str(moves_of("MK9i", 1, NULL),
	    "K9i-10i K9i-10j K9i-8h K9i-8i K9i-9h K9i-9j",
	    "king steps to the six orthogonal neighbours");
	is_str(moves_of("MG9i", 1, NULL),
	    "G9i-10i G9i-10k G9i-8g G9i-8h G9i-8i G9i-9h",
	    "gold steps 9 11 1 3 and diagonally 12 and 6");
	is_str(moves_of("MS9i", 1, NULL),
	    "S9i-10h S9i-10j S9i-7h S9i-8h S9i-9h S9i-9j",
	    "silver steps 11 1 5 7 and diagonally 10 and 2");
	is_str(moves_of("MN9i", 1, NULL),
	    "N9i-10h N9i-10i N9i-11j N9i-7h N9i-8i N9i-8j",
	    "knight steps 3 9 and diagonally 2 4 8 10");
	is_str(moves_of("MP9i", 1, NULL), "P9i-8h P9i-9h",
	    "pawn steps 11 and 1");
	is_str(moves_of("M+P9i", 1, NULL),
	    "+P9i-10i +P9i-10k +P9i-8g +P9i-8h +P9i-8i +P9i-9h",
	    "+P moves as a gold");
	is_str(moves_of("ML9i", 1, NULL),
	    "L9i-1a+ L9i-2b+ L9i-2b= L9i-3c+ L9i-3c= L9i-4d L9i-5e L9i-6f "
	    "L9i-7g+ L9i-7g= L9i-8h L9i-9c+ L9i-9c= L9i-9d+ L9i-9d= L9i-9e+ "
	    "L9i-9e= L9i-9f L9i-9g L9i-9h",
	    "lance ranges 11 and 1 to the edge");
	is_str(moves_of("M+L9i", 1, NULL),
	    "+L9i-10j +L9i-11k +L9i-12l +L9i-13m +L9i-1a +L9i-2b +L9i-3c "
	    "+L9i-4d +L9i-5e +L9i-6f +L9i-7g +L9i-8h +L9i-9c +L9i-9d +L9i-9e "
	    "+L9i-9f +L9i-9g +L9i-9h +L9i-9j +L9i-9k +L9i-9l +L9i-9m",
	    "+L also ranges 5 and 7");
	is_str(moves_of("MR9i", 1, NULL),
	    "R9i-10i R9i-10k R9i-11i R9i-11m R9i-12i R9i-13i+ R9i-13i= "
	    "R9i-1a+ R9i-1a= R9i-2b+ R9i-2b= R9i-3c+ R9i-3c= R9i-3i+ R9i-3i= "
	    "R9i-4d R9i-4i R9i-5e R9i-5i R9i-6f R9i-6i R9i-7g+ R9i-7g= R9i-7i "
	    "R9i-8h R9i-8i R9i-9c+ R9i-9c= R9i-9d+ R9i-9d= R9i-9e+ R9i-9e= "
	    "R9i-9f R9i-9g R9i-9h",
	    "rook ranges 9 11 1 3 and diagonally back (6)");
	is_str(moves_of("M+R9i", 1, NULL),
	    "+R9i-10i +R9i-10j +R9i-11i +R9i-11k +R9i-12i +R9i-12l +R9i-13i "
	    "+R9i-13m +R9i-1a +R9i-2b +R9i-3c +R9i-3i +R9i-4d +R9i-4i +R9i-5e "
	    "+R9i-5i +R9i-6f +R9i-6i +R9i-7g +R9i-7i +R9i-8h +R9i-8i +R9i-9c "
	    "+R9i-9d +R9i-9e +R9i-9f +R9i-9g +R9i-9h +R9i-9j +R9i-9k +R9i-9l "
	    "+R9i-9m",
	    "+R ranges the six orthogonals (promoted-rook=orthogonal)");
	sannin_rules_init(&back);
	sannin_rules_set(&back, "promoted-rook=orthogonal+back", 29, NULL);
	ok(strstr(moves_of("M+R9i", 1, &back), "+R9i-10k +R9i-11i "
	    "+R9i-11k +R9i-11m") != NULL &&
	    strstr(moves_of("M+R9i", 1, NULL), "11m") == NULL,
	    "promoted-rook=orthogonal+back keeps the diagonal retreat");
	is_str(moves_of("MB9i", 1, NULL),
	    "B9i-10h B9i-10k B9i-11g+ B9i-11g= B9i-11j B9i-11m B9i-12f+ "
	    "B9i-12f= B9i-13k B9i-1e+ B9i-1e= B9i-3f+ B9i-3f= B9i-5a+ B9i-5a= "
	    "B9i-5g B9i-6c B9i-6l B9i-7e B9i-7h B9i-7k B9i-8g B9i-8j",
	    "bishop ranges the six diagonals");
	is_str(moves_of("M+B9i", 1, NULL),
	    "+B9i-10h +B9i-10i +B9i-10j +B9i-10k +B9i-11g +B9i-11j +B9i-11m "
	    "+B9i-12f +B9i-13k +B9i-1e +B9i-3f +B9i-5a +B9i-5g +B9i-6c "
	    "+B9i-6l +B9i-7e +B9i-7h +B9i-7k +B9i-8g +B9i-8h +B9i-8i +B9i-8j "
	    "+B9i-9h +B9i-9j", "+B adds the orthogonal steps");
	is_str(moves_of("M+S9i", 1, NULL),
	    "+S9i-10h +S9i-10j +S9i-10k +S9i-11m +S9i-5a +S9i-6c +S9i-7e "
	    "+S9i-7h +S9i-8g +S9i-8h +S9i-9h +S9i-9j",
	    "+S adds ranging 12 and 6");
	is_int(strlen(moves_of("M+K7g", 1, NULL)) > 0, 1, "+K moves");
	{
		sannin_position *p = pos("M+K7g", NULL);
		sannin_action buf[SANNIN_MAXACTIONS];

		is_int(sannin_position_actions(p, 1, buf, SANNIN_MAXACTIONS),
		    54, "+K ranges all twelve lines from the garden: 54 cells");
		sannin_position_free(p);
	}

	/* Lines stop at the first piece; captures take any other seat's
	 * piece but never a king; diagonals pass between pieces. */
	is_str(moves_of("ML9i MP9f LP9e", 1, NULL) + 0,
	    "L9i-1a+ L9i-2b+ L9i-2b= L9i-3c+ L9i-3c= L9i-4d L9i-5e L9i-6f "
	    "L9i-7g+ L9i-7g= L9i-8h L9i-9g L9i-9h P9f-8e P9fx9e+ P9fx9e=",
	    "a line stops before an own piece");
	ok(strstr(moves_of("ML9i FP9f", 1, NULL), "L9ix9f") != NULL &&
	    strstr(moves_of("ML9i FP9f", 1, NULL), "9e") == NULL,
	    "a line ends on another seat's piece, capturing it");
	ok(strstr(moves_of("ML9i FK9f", 1, NULL), "9f") == NULL,
	    "kings are never captured");
	ok(strstr(moves_of("MB9i MP8h MP9h", 1, NULL), "B9i-7e") != NULL,
	    "a diagonal passes between two occupied cells");
}

/* Every kind on every cell for every seat gives the same moves as the
 * previous seat's, turned: with and without other pieces around. */
static void
rotation(void)
{
	static const char *const kinds[] = {"K", "R", "B", "G", "S", "N", "L",
	    "P", "+K", "+R", "+B", "+S", "+L", "+P"};
	static const char seats[] = "FML";
	char desc[128], name[4];
	int k, c, seat, bad, total;

	for (k = 0; k < 14; k++) {
		bad = total = 0;
		for (c = 0; c < sannin_variant_ncells(SV); c++)
			for (seat = 0; seat < 3; seat++) {
				sannin_position *p;

				sannin_cell_name(SV, c, name);
				snprintf(desc, sizeof(desc), "%c%s%s",
				    seats[seat], kinds[k], name);
				p = pos(desc, NULL);
				bad += !same_turned(p, seat);
				total++;
				sannin_position_free(p);
			}
		is_int(bad, 0, "%s: all %d placements agree under rotation",
		    kinds[k], total);
	}

	/* Crowded positions: the initial one, each seat to act. */
	{
		sannin_position *p = sannin_position_new(NULL);

		bad = 0;
		for (seat = 0; seat < 3; seat++)
			bad += !same_turned(p, seat);
		is_int(bad, 0, "the initial position agrees under rotation");
		sannin_position_free(p);
	}
	/* Drops and captures with hands. */
	{
		sannin_position *p = pos("MK10m FK1d LK10d FG7g LS6f MP8h "
		    "hF:P1 hF:L1 hF:N1 hM:P2 hM:L1 hM:R1 hL:P1 hL:L1 hL:B1",
		    NULL);

		bad = 0;
		for (seat = 0; seat < 3; seat++)
			bad += !same_turned(p, seat);
		is_int(bad, 0, "drops agree under rotation");
		sannin_position_free(p);
	}
}

static void
promotion(void)
{
	sannin_rules allow;

	is_str(moves_of("MP11h", 1, NULL), "P11h-10g P11h-11g+ P11h-11g=",
	    "a move into an opponent's territory may promote");
	is_str(moves_of("MS11g", 1, NULL),
	    "S11g-10f+ S11g-10f= S11g-11f+ S11g-11f= S11g-11h+ S11g-11h= "
	    "S11g-12f+ S11g-12f= S11g-12h+ S11g-12h= S11g-9f+ S11g-9f=",
	    "a move out of an opponent's territory may promote");
	is_str(moves_of("FS11g", 0, NULL),
	    "S11g-10f+ S11g-10f= S11g-10g+ S11g-10g= S11g-12f+ S11g-12f= "
	    "S11g-12g+ S11g-12g= S11g-12h+ S11g-12h= S11g-12i+ S11g-12i=",
	    "Last's territory is a zone for First too");
	is_str(moves_of("FS11k", 0, NULL),
	    "S11k-10j+ S11k-10j= S11k-10k+ S11k-10k= S11k-12j+ S11k-12j= "
	    "S11k-12k+ S11k-12k= S11k-12l+ S11k-12l= S11k-12m+ S11k-12m=",
	    "and Middle's territory is First's other zone");
	is_str(moves_of("MS7h", 1, NULL),
	    "S7h-5g S7h-6g S7h-7g+ S7h-7g= S7h-7i S7h-8g S7h-8i",
	    "a move into the garden may promote");
	is_str(moves_of("MS7g", 1, NULL),
	    "S7g-5f+ S7g-5f= S7g-6f+ S7g-6f= S7g-7f+ S7g-7f= S7g-7h+ S7g-7h= "
	    "S7g-8f+ S7g-8f= S7g-8h+ S7g-8h=",
	    "a move out of the garden may promote");
	ok(strstr(moves_of("MR7i", 1, NULL), "R7i-7f ") != NULL &&
	    strstr(moves_of("MR7i", 1, NULL), "R7i-7f+") == NULL,
	    "passing through the garden does not promote");
	is_str(moves_of("MS11k", 1, NULL),
	    "S11k-10j S11k-11j S11k-11l S11k-12j S11k-12l S11k-9j",
	    "the own territory is no zone");
	is_str(moves_of("MK7h", 1, NULL),
	    "K7h-6g K7h-6h K7h-7g K7h-7i K7h-8h K7h-8i",
	    "the garden does not promote a king");
	is_str(moves_of("MK11h", 1, NULL),
	    "K11h-10g K11h-10h K11h-11g+ K11h-11g= K11h-11i K11h-12h+ "
	    "K11h-12h= K11h-12i",
	    "a king promotes in an opponent's territory");
	is_str(moves_of("MG11h", 1, NULL),
	    "G11h-10f G11h-10g G11h-10h G11h-11g G11h-12h G11h-12j",
	    "golds do not promote");
	is_str(moves_of("MN11h", 1, NULL),
	    "N11h-10h N11h-10i N11h-12g N11h-12h N11h-13i N11h-9g",
	    "knights do not promote");
	ok(strstr(moves_of("M+S11g", 1, NULL), "+S11g-11f ") != NULL &&
	    strchr(moves_of("M+S11g", 1, NULL), '=') == NULL,
	    "promoted pieces do not promote again");

	/* Forced promotion where the piece could never move again. */
	is_str(moves_of("MP2b", 1, NULL), "P2b-1a+ P2b-2a+",
	    "a pawn reaching the far edge in a zone must promote");
	is_str(moves_of("ML2c", 1, NULL),
	    "L2c-1b+ L2c-1b= L2c-2a+ L2c-2b+ L2c-2b=",
	    "a lance must promote on the far edge, not before");
	is_str(moves_of("FP12h", 0, NULL), "P12h-13h+ P12h-13i+",
	    "First's far edge is column 13");

	/* Dead ends: the far edge outside every zone (4a for Middle). */
	is_str(moves_of("MP4b", 1, NULL), "P4b-3a+",
	    "dead-end=forbid: no pawn move onto 4a");
	sannin_rules_init(&allow);
	sannin_rules_set(&allow, "dead-end=allow", 14, NULL);
	is_str(moves_of("MP4b", 1, &allow), "P4b-3a+ P4b-4a",
	    "dead-end=allow: the pawn may go to 4a and stay");
	ok(strstr(moves_of("ML4j", 1, NULL), "4a") == NULL,
	    "dead-end=forbid: no lance move onto 4a");
	ok(strstr(moves_of("ML4j", 1, &allow), "L4j-4a ") != NULL,
	    "dead-end=allow: the lance may go to 4a");
	is_str(moves_of("FP12j", 0, NULL), "P12j-13k+",
	    "First's dead end is 13j");
	is_str(moves_of("FP12j", 0, &allow), "P12j-13j P12j-13k+",
	    "dead-end=allow for First");
	is_str(moves_of("LP4i", 2, NULL), "P4i-3i+",
	    "Last's dead end is 4j");
}

static int
count_drops(const char *desc, int seat, const sannin_rules *r)
{
	const char *s = moves_of(desc, seat, r);
	int n = 0;

	for (; *s; s++)
		n += *s == '*';
	return n;
}

static void
drops(void)
{
	sannin_rules allow;

	is_int(count_drops("hM:N1", 1, NULL), 127, "a knight drops anywhere");
	is_int(count_drops("hM:P1", 1, NULL), 120,
	    "a pawn drops anywhere but rank a");
	is_int(count_drops("hM:L1", 1, NULL), 120,
	    "a lance drops anywhere but rank a");
	is_int(count_drops("hF:P1", 0, NULL), 120,
	    "First's pawn drops anywhere but column 13... of its far edge");
	is_int(count_drops("hM:G1 MP9i FP9h LP9g", 1, NULL), 124,
	    "drops only onto empty cells");
	is_int(count_drops("hM:P1 MP9i MP9h", 1, NULL), 118,
	    "no limit of pawns on a line");
	ok(strstr(moves_of("hM:P1 hM:R1", 1, NULL), "P*9i") != NULL &&
	    strstr(moves_of("hM:P1 hM:R1", 1, NULL), "R*7a") != NULL,
	    "one action per kind held and cell");
	ok(strstr(moves_of("hM:P1", 1, NULL), "+") == NULL,
	    "drops never promote");

	/* Pawn-drop mate: P*7b and P*8b would mate Last's king on 7a. */
	is_int(count_drops("LK7a MG7c MP8c hM:P1 MK10m FK1d", 1, NULL), 114,
	    "pawn-drop-mate=forbid: the two mating drops are refused");
	ok(strstr(moves_of("LK7a MG7c MP8c hM:P1 MK10m FK1d", 1, NULL),
	    "P*7b") == NULL, "P*7b refused");
	sannin_rules_init(&allow);
	sannin_rules_set(&allow, "pawn-drop-mate=allow", 20, NULL);
	ok(strstr(moves_of("LK7a MG7c MP8c hM:P1 MK10m FK1d", 1, &allow),
	    "P*7b") != NULL, "pawn-drop-mate=allow: P*7b allowed");
	ok(strstr(moves_of("LK7a hM:P1 MK10m FK1d", 1, NULL),
	    "P*7b") != NULL, "a pawn-drop check that is not mate is allowed");
	ok(strstr(moves_of("LK7a MG7c MP8c LG5a hM:P1 MK10m FK1d", 1, NULL),
	    "P*7b") == NULL, "a pawn-drop mate by Middle is refused whoever "
	    "else could help");
	ok(strstr(moves_of("LK7a MG7c MP8c hM:P1 hM:G1 MK10m FK1d", 1,
	    NULL), "G*7b") != NULL, "mating drops of other pieces are allowed");
}

static void
castling(void)
{
	sannin_position *p = sannin_position_new(NULL);
	char *s;

	sannin_position_set_turn(p, SANNIN_MIDDLE, NULL);
	s = strdup(actions(p, SANNIN_MIDDLE));
	ok(strstr(s, "K10m-10l K10m-11l K10m-13l K10m-6l K10m-8l K10m-9l") !=
	    NULL, "at the start the king may jump to any empty cell of "
	    "rank l");
	free(s);
	sannin_position_free(p);

	p = pos("MK10m MG11m FP13l FK1d LK10d castle=M turn=M", NULL);
	ok(strstr(actions(p, 1), "K10mx13l") != NULL,
	    "castling may capture");
	ok(strstr(actions(p, 1), "K10m-13k") != NULL &&
	    strstr(actions(p, 1), "K10m-5k") != NULL,
	    "castling reaches every cell of the territory");
	play(p, "K10m-13k");
	ok(!sannin_position_can_castle(p, SANNIN_MIDDLE),
	    "castling uses the right");
	sannin_position_free(p);

	p = pos("MK10m FK1d LK10d castle=M turn=M", NULL);
	play(p, "K-9l");
	ok(!sannin_position_can_castle(p, SANNIN_MIDDLE),
	    "any first king move uses the right");
	sannin_position_free(p);

	p = pos("MK10m FK1d LK10d FB8g castle=M turn=M", NULL);
	ok(strstr(actions(p, 1), "K10m-10k") == NULL &&
	    strstr(actions(p, 1), "K10m-9k") != NULL,
	    "no castling onto an attacked cell (10k is on First's bishop "
	    "line)");
	sannin_position_free(p);

	/* A check takes the right away for good. */
	p = pos("MK10m MG11m castle=M LR12g LK10d FK1d hM:S1 turn=L", NULL);
	play(p, "R12g-10g");
	ok(sannin_position_checkers(p, SANNIN_MIDDLE) == 1u << SANNIN_LAST,
	    "Last's rook checks Middle");
	ok(!sannin_position_can_castle(p, SANNIN_MIDDLE),
	    "the check ends Middle's castling right");
	play(p, "K1d-2d");
	is_str(actions(p, 1),
	    "G11m-10k G11m-10l K10m-9l K10m-9m S*10h S*10i S*10j S*10k S*10l",
	    "no castling in check");
	play(p, "G-10l");
	play(p, "R10g-9g");
	play(p, "K2d-1d");
	ok(strstr(actions(p, 1), "K10m-13k") == NULL,
	    "nor after the check is gone");
	sannin_position_free(p);
}

int
main(void)
{
	sannin_rules_init(&defaults);
	piece_moves();
	rotation();
	promotion();
	drops();
	castling();
	return tap_done();
}
