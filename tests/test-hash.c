/*
 * test-hash.c - the position hash: kept up to date by every change,
 * different for positions that differ in any part, and the setters'
 * refusals.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position.h"
#include "rand.h"
#include "util.h"

static uint64_t rng = 0x2545f4914f6cdd1dULL;

int
main(void)
{
	static sannin_action buf[SANNIN_MAXACTIONS];
	sannin_position *p, *q;
	sannin_diag dg;
	int game, ply, bad = 0, plies = 0, captures = 0, drops = 0;
	uint64_t h;

	/* Random games: the kept hash always equals the recomputed one. */
	for (game = 0; game < 40; game++) {
		p = sannin_position_new(NULL);
		for (ply = 0; ply < 150; ply++) {
			size_t n = sannin_position_actions(p,
			    sannin_position_turn(p), buf, SANNIN_MAXACTIONS);

			if (n == 0)
				break;
			sannin_action a = buf[rand_below(&rng, (unsigned long)n)];
			captures += a.captured != 0;
			drops += a.type == SANNIN_ACT_DROP;
			if (sannin_position_play(p, &a, NULL, &dg) != 0)
				bad++;
			if (sannin_position_hash(p) != sn_pos_hash_full(p))
				bad++;
			plies++;
		}
		sannin_position_free(p);
	}
	is_int(bad, 0, "the kept hash matches the recomputed one over %d "
	    "random plies", plies);
	ok(captures > 100 && drops > 100, "the random games captured (%d) "
	    "and dropped (%d)", captures, drops);

	/* Each part of the position changes the hash. */
	p = sannin_position_new(NULL);
	h = sannin_position_hash(p);
	q = sannin_position_copy(p);
	ok(sannin_position_hash(q) == h, "a copy hashes the same");
	sannin_position_set_turn(q, SANNIN_MIDDLE, NULL);
	ok(sannin_position_hash(q) != h, "the seat to act counts");
	sannin_position_set_turn(q, SANNIN_FIRST, NULL);
	ok(sannin_position_hash(q) == h, "and restoring it restores the hash");
	sannin_position_set_hand(q, SANNIN_LAST, SANNIN_PAWN, 1, NULL);
	ok(sannin_position_hash(q) != h, "hands count");
	sannin_position_set_hand(q, SANNIN_LAST, SANNIN_PAWN, 0, NULL);
	sannin_position_set_castling(q, SANNIN_LAST, 0, NULL);
	ok(sannin_position_hash(q) != h, "castling rights count");
	sannin_position_set_castling(q, SANNIN_LAST, 1, NULL);
	sannin_position_put(q, cell("7g"), SANNIN_FIRST, SANNIN_PAWN, NULL);
	ok(sannin_position_hash(q) != h, "pieces count");
	sannin_position_put(q, cell("7g"), SANNIN_MIDDLE, SANNIN_PAWN, NULL);
	ok(sannin_position_hash(q) != h, "and their owners");
	sannin_position_put(q, cell("7g"), 0, SANNIN_EMPTY, NULL);
	ok(sannin_position_hash(q) == h, "clearing the cell restores it");
	is_int(sannin_position_hash(q), sn_pos_hash_full(q),
	    "the setters keep the hash");

	/* The setters refuse what cannot be. */
	is_int(sannin_position_put(q, cell("7g"), SANNIN_FIRST, SANNIN_KING,
	    &dg), -1, "a second king is refused");
	is_str(dg.msg, "a seat has one king, and this one's is already on 1d",
	    "... saying where the king is");
	is_int(sannin_position_put(q, 127, SANNIN_FIRST, SANNIN_PAWN, &dg), -1,
	    "a cell off the board is refused");
	is_int(sannin_position_put(q, 0, 3, SANNIN_PAWN, &dg), -1,
	    "a fourth seat is refused");
	is_int(sannin_position_put(q, 0, 0, SANNIN_NKINDS, &dg), -1,
	    "an unknown kind is refused");
	is_int(sannin_position_set_hand(q, 0, SANNIN_KING, 1, &dg), -1,
	    "kings are not held in hand");
	is_int(sannin_position_set_hand(q, 0, SANNIN_PPAWN, 1, &dg), -1,
	    "nor promoted pieces");
	is_int(sannin_position_set_hand(q, 0, SANNIN_PAWN, -1, &dg), -1,
	    "nor a negative count");
	is_int(sannin_position_set_turn(q, -1, &dg), -1, "a bad seat to act");
	is_int(dg.code, SANNIN_E_SETUP, "setup diagnostics have their code");
	ok(sannin_position_hash(q) == h, "refusals change nothing");

	/* Playing an illegal action is refused and changes nothing. */
	{
		sannin_action a;

		memset(&a, 0, sizeof(a));
		a.type = SANNIN_ACT_MOVE;
		a.from = (unsigned char)cell("10m");
		a.to = (unsigned char)cell("10l");
		is_int(sannin_position_play(p, &a, NULL, &dg), -1,
		    "Middle's king cannot move on First's turn");
		is_int(dg.code, SANNIN_E_ILLEGAL, "... SANNIN_E_ILLEGAL");
		ok(sannin_position_hash(p) == h, "... and nothing changed");
	}
	sannin_position_free(q);
	sannin_position_free(p);
	return tap_done();
}
