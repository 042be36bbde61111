/*
 * rules-speed.c - the cost of the full rules per action:
 *
 *	bench/rules-speed [-s SEED] [-g GAMES] [-p PLIES]
 *
 * plays GAMES random games (seeded, so every run plays the same ones) of
 * at most PLIES actions each under the default rules (alliances,
 * illumination, repetition, everything on), and for each action lists
 * the legal actions of the game and plays one of them with its events.
 * Prints one line of figures, and what the games did.  Built by "make
 * bench", not installed.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "sannin.h"
#include "rand.h"

static uint64_t rng;

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int
main(int argc, char *argv[])
{
	static sannin_action buf[SANNIN_MAXACTIONS];
	unsigned long games = 200, plies = 300, g, actions = 0, ended = 0;
	unsigned long alliances = 0, mates = 0, illuminations = 0;
	sannin_events ev;
	double t0, t;
	int ch, i;

	rng = 20261121;
	while ((ch = getopt(argc, argv, "s:g:p:")) != -1)
		switch (ch) {
		case 's':
			rng = strtoull(optarg, NULL, 10) | 1;
			break;
		case 'g':
			games = strtoul(optarg, NULL, 10);
			break;
		case 'p':
			plies = strtoul(optarg, NULL, 10);
			break;
		default:
			fputs("usage: rules-speed [-s SEED] [-g GAMES] "
			    "[-p PLIES]\n", stderr);
			return 2;
		}

	t0 = now();
	for (g = 0; g < games; g++) {
		sannin_position *p = sannin_position_new(NULL);
		sannin_game *game = sannin_game_new(p);
		unsigned long ply;

		sannin_position_free(p);
		if (game == NULL)
			return 1;
		for (ply = 0; ply < plies; ply++) {
			size_t n = sannin_game_actions(game, buf,
			    SANNIN_MAXACTIONS);
			sannin_action a;

			if (n == 0)
				break;
			a = buf[rand_below(&rng, (unsigned long)n)];
			illuminations += a.type == SANNIN_ACT_ILLUMINATE;
			if (sannin_game_play(game, &a, &ev, NULL) != 0)
				return 1;
			actions++;
			for (i = 0; i < ev.n; i++) {
				alliances += ev.ev[i].type ==
				    SANNIN_EV_ALLIANCE;
				mates += ev.ev[i].type == SANNIN_EV_MATE;
			}
		}
		ended += sannin_position_over(sannin_game_position(game),
		    NULL);
		sannin_game_free(game);
	}
	t = now() - t0;
	printf("sannin rules games=%lu actions=%lu seconds=%.3f "
	    "actions_per_second=%.0f\n", games, actions, t,
	    t > 0 ? (double)actions / t : 0.0);
	printf("(the games formed %lu alliances, mated %lu seats, "
	    "illuminated %lu times, and %lu of them ended)\n", alliances,
	    mates, illuminations, ended);
	return fflush(stdout) == 0 ? 0 : 1;
}
