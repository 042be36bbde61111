/*
 * test-repetition.c - the repetition rule in its three modes, on a game
 * (a position and its history).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static int
game_play(sannin_game *g, const char *text, sannin_diag *dg)
{
	sannin_action a;

	if (sannin_action_parse(sannin_game_position(g), text, strlen(text),
	    &a, NULL, dg) != 0)
		return -1;
	return sannin_game_play(g, &a, NULL, dg);
}

static int
game_has(sannin_game *g, const char *text)
{
	static sannin_action buf[SANNIN_MAXACTIONS];
	sannin_action a;
	size_t n, i;

	if (sannin_action_parse(sannin_game_position(g), text, strlen(text),
	    &a, NULL, NULL) != 0)
		return 0;
	n = sannin_game_actions(g, buf, SANNIN_MAXACTIONS);
	for (i = 0; i < n; i++)
		if (sannin_action_equal(&buf[i], &a))
			return 1;
	return 0;
}

/* The three kings step out and back: after six actions the first
 * position recurs, First to act. */
static sannin_game *
cycle(const char *mode, int plies)
{
	static const char *const moves[] = {"K1d-2d", "K10m-10l", "K10d-10e",
	    "K2d-1d", "K10l-10m", "K10e-10d"};
	sannin_rules r;
	sannin_position *p;
	sannin_game *g;
	sannin_diag dg;
	int i;

	sannin_rules_init(&r);
	sannin_rules_set(&r, mode, strlen(mode), NULL);
	p = pos("FK1d MK10m LK10d", &r);
	g = sannin_game_new(p);
	sannin_position_free(p);
	for (i = 0; i < plies; i++)
		if (game_play(g, moves[i], &dg) != 0) {
			printf("# %s: %s\n", moves[i], dg.msg);
			break;
		}
	return g;
}

int
main(void)
{
	static sannin_action list[SANNIN_MAXACTIONS];
	sannin_game *g;
	sannin_diag dg;
	uint64_t start;
	size_t n;

	/* vary: from a position seen before, the seat to act may not play
	 * again what it played from it. */
	g = cycle("repetition=vary", 0);
	start = sannin_position_hash(sannin_game_position(g));
	sannin_game_free(g);
	g = cycle("repetition=vary", 6);
	is_int(sannin_position_hash(sannin_game_position(g)), start,
	    "six actions recreate the first position");
	ok(!game_has(g, "K1d-2d"), "vary: First may not repeat K1d-2d");
	ok(game_has(g, "K1d-1c"), "vary: but may play anything else");
	is_int(game_play(g, "K1d-2d", &dg), -1, "vary: K1d-2d is refused");
	is_int(dg.code, SANNIN_E_ILLEGAL, "... as illegal");
	is_int(game_play(g, "K1d-1c", &dg), 0, "vary: K1d-1c is played");
	ok(game_has(g, "K10m-10l"), "vary: the new position is new: "
	    "Middle may play what it played before elsewhere");
	sannin_game_free(g);

	/* The restriction may leave the seat to act without an action:
	 * First's one action, K6i-7i, it played from the same position six
	 * actions before, so it is mated by Last, whose action left it so.
	 * (A free step of the king is an action only if the filters take
	 * it.) */
	{
		static const char *const back[] = {"K6i-7i", "K8k-9k",
		    "K6k-5j", "K7i-6i", "K9k-8k", "K5j-6k"};
		sannin_rules r;
		sannin_position *p;
		int i, played = 0;

		sannin_rules_init(&r);
		p = pos("MP8e LN4g ML12h FK6i LK6k MK8k", &r);
		g = sannin_game_new(p);
		sannin_position_free(p);
		ok(game_has(g, "K6i-7i") && sannin_game_actions(g, NULL, 0) ==
		    1, "First has one action, a step of its king");
		for (i = 0; i < 6; i++)
			played += game_play(g, back[i], &dg) == 0;
		is_int(played, 6, "First's king steps out and back, and so do "
		    "the others'");
		is_int(sannin_position_alive(sannin_game_position(g)),
		    (1u << SANNIN_MIDDLE) | (1u << SANNIN_LAST),
		    "vary: First, whose one action is a repetition, is mated "
		    "and leaves the game");
		sannin_game_free(g);
	}

	/* The position alone knows nothing of the history. */
	g = cycle("repetition=vary", 6);
	ok(legal(sannin_game_position(g), "K1d-2d"),
	    "without the game's history the action is legal");
	sannin_game_free(g);

	/* strict: no action may recreate an earlier position. */
	g = cycle("repetition=strict", 5);
	ok(!game_has(g, "K10e-10d"), "strict: Last may not recreate the "
	    "first position");
	ok(game_has(g, "K10e-11e"), "strict: other moves remain");
	sannin_game_free(g);
	g = cycle("repetition=strict", 2);
	ok(game_has(g, "K10d-10e"), "strict: before the cycle closes "
	    "nothing is forbidden");
	sannin_game_free(g);

	/* off: anything goes. */
	g = cycle("repetition=off", 6);
	ok(game_has(g, "K1d-2d"), "off: First may repeat");
	sannin_game_free(g);
	g = cycle("repetition=off", 5);
	ok(game_has(g, "K10e-10d"), "off: Last may recreate the position");
	sannin_game_free(g);

	/* A game's history grows; the game plays like the position. */
	g = cycle("repetition=vary", 6);
	ok(game_play(g, "K1d-1c", &dg) == 0 && game_play(g, "K10m-10l",
	    &dg) == 0 && game_play(g, "K10d-10e", &dg) == 0,
	    "play goes on after the repetition");
	is_int(sannin_position_turn(sannin_game_position(g)), SANNIN_FIRST,
	    "First to act");
	sannin_game_free(g);

	/* The count alone, with no buffer (sannin_game(3)): the same as
	 * the list's, the repeated action left out. */
	g = cycle("repetition=vary", 6);
	n = sannin_game_actions(g, NULL, 0);
	is_int(n, sannin_game_actions(g, list, SANNIN_MAXACTIONS),
	    "the count without a buffer is the list's");
	is_int(n + 1, sannin_position_actions(sannin_game_position(g),
	    SANNIN_FIRST, list, SANNIN_MAXACTIONS),
	    "... one fewer than the position's: the repetition");
	sannin_game_free(g);
	return tap_done();
}
