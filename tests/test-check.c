/*
 * test-check.c - check from either other seat, every way of answering
 * it, double check, pins from each of the other two seats, and the rule
 * that no action leaves the mover's own king attacked.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static const char *
moves_of(const char *desc, int seat)
{
	sannin_position *p = pos(desc, NULL);
	static char out[SANNIN_MAXACTIONS * 24];

	snprintf(out, sizeof(out), "%s", actions(p, seat));
	sannin_position_free(p);
	return out;
}

static unsigned
checkers(const char *desc, int seat)
{
	sannin_position *p = pos(desc, NULL);
	unsigned m = sannin_position_checkers(p, seat);

	sannin_position_free(p);
	return m;
}

int
main(void)
{
	/* Middle's king on 7k; First's rook on 7e checks down column 7. */
	is_int(checkers("FR7e MK7k", 1), 1u << SANNIN_FIRST,
	    "a rook of First checks Middle");
	is_int(checkers("LB9l MK7k", 1), 1u << SANNIN_LAST,
	    "a bishop of Last checks Middle from the next diagonal cell");
	is_int(checkers("LB11m MK7k", 1), 1u << SANNIN_LAST,
	    "and from afar along the diagonal");
	is_int(checkers("LB11m MP8k MP8l MK7k", 1), 1u << SANNIN_LAST,
	    "pieces between two diagonal cells do not block");
	is_int(checkers("LB11m LP9l MK7k", 1), 0,
	    "a piece on the diagonal blocks");
	is_int(checkers("FR7e MP7h MK7k", 1), 0, "a piece on the line blocks");
	is_int(checkers("FR7e MK7k LB9l", 1),
	    (1u << SANNIN_FIRST) | (1u << SANNIN_LAST),
	    "check from both other seats at once");
	is_int(checkers("FR7e MK7k", 0), 0, "First is not in check");

	/* Every way of answering: king steps away (not along the line,
	 * where the king would still be attacked through its old cell),
	 * capture of the checker, a block by a move, a block by a drop. */
	is_str(moves_of("FR7e MK7k MB9i MS8j MP6l hM:G1 turn=M", 1),
	    "B9i-7h B9ix7e G*7f G*7g G*7h G*7i G*7j K7k-6j K7k-6k K7k-8k "
	    "K7k-8l S8j-7i",
	    "in check: king moves, capture, block by move, block by drop; "
	    "nothing else");
	is_str(moves_of("FG7j MK7k", 1),
	    "K7k-6j K7k-6k K7k-7l K7k-8l K7kx7j",
	    "the king may capture an unprotected checker");
	is_str(moves_of("FG7j FL6i MK7k", 1), "K7k-6j K7k-6k K7k-7l K7k-8l",
	    "but not a protected one");
	is_str(moves_of("FR7e MK7k MB9i MS8j hM:G1 LB9l turn=M", 1),
	    "K7k-6j K7k-6k K7k-8k K7k-8l",
	    "double check from two seats: only the king may answer");
	is_str(moves_of("FN7j MK7k MR9j hM:G1", 1),
	    "K7k-6j K7k-7l K7k-8k K7kx7j R9jx7j",
	    "a stepping checker cannot be blocked");

	/* Pins from First (a rook on the line) and from Last (a bishop on
	 * a diagonal, with pieces between the diagonal's cells). */
	is_str(moves_of("FR7e MK7k MS7h", 1),
	    "K7k-6j K7k-6k K7k-7j K7k-7l K7k-8k K7k-8l S7h-7g+ S7h-7g= "
	    "S7h-7i", "pinned by First: the silver keeps to the line");
	is_str(moves_of("FR7e MK7k ML7h", 1),
	    "K7k-6j K7k-6k K7k-7j K7k-7l K7k-8k K7k-8l L7h-7f L7h-7g+ "
	    "L7h-7g= L7hx7e", "a pinned piece may capture its pinner");
	is_str(moves_of("MK7k MB5j LB3i MP6j MP6k", 1),
	    "B5jx3i+ B5jx3i= K7k-7j K7k-7l K7k-8k K7k-8l P6j-5i P6j-6i",
	    "pinned by Last along a diagonal; the pieces between the "
	    "diagonal's cells are free");
	is_str(moves_of("MK7k MG5j LB3i", 1),
	    "K7k-6j K7k-6k K7k-7j K7k-7l K7k-8k K7k-8l",
	    "a pinned gold cannot follow the diagonal");
	ok(strstr(moves_of("MK7k MG5j FB3i", 1), "G5j") == NULL,
	    "the same pin by First");
	ok(strstr(moves_of("MK7k MG5j MG6j FB3i", 1), "G5j") == NULL,
	    "a piece between the diagonal's cells does not lift a pin");
	is_str(moves_of("MK7k MG6i FB4e", 1),
	    "G6i-5g K7k-6j K7k-6k K7k-7j K7k-7l K7k-8k K7k-8l",
	    "a gold pinned on the 12 o'clock diagonal may step along it");
	ok(strstr(moves_of("MK7k MG6i MG5g FB4e", 1), "G6i-7i") != NULL,
	    "a second own piece on the line lifts the pin");
	ok(strstr(moves_of("MK7k MG6i LG5g FB4e", 1), "G6i-7i") != NULL,
	    "so does another seat's piece");
	is_str(moves_of("FR7e MK7k MS7h LB9l", 1),
	    "K7k-6j K7k-6k K7k-7j K7k-7l K7k-8k K7k-8l",
	    "pinned by First while Last checks: no answer but the king's");
	ok(strstr(moves_of("FR7e MK7k MB7h LN8k", 1), "B7h") == NULL,
	    "a pinned bishop cannot capture a checker off its line");

	/* The king never steps onto an attacked cell, whoever attacks it. */
	is_str(moves_of("MK7k LL8d FL4j", 1), "K7k-6k K7k-7l",
	    "no step onto cells attacked by First or by Last");
	ok(strstr(moves_of("MK7k MP7j FP7i", 1), "P7j-") != NULL,
	    "other seats' pieces that attack nothing relevant change nothing");
	return tap_done();
}
