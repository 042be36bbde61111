/*
 * gen.c - a seeded generator of games of random legal play, for tests
 * and benchmarks:
 *
 *	tests/gen [-s SEED] [-n GAMES] [-p PLIES] [-T text|yaml]
 *	    [-r name=value]...
 *
 * writes GAMES records (default 10) of at most PLIES actions (default
 * 200) under the given rules.  The same seed writes the same games.
 * Built for the tests, not installed.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sannin.h"
#include "rand.h"

static uint64_t rng = 88172645463325252ULL;

int
main(int argc, char *argv[])
{
	static sannin_action buf[SANNIN_MAXACTIONS];
	static const char *const won[] = {"1-0-0", "0-1-0", "0-0-1"};
	unsigned long games = 10, plies = 200, g, ply;
	int ch, format = SANNIN_FORMAT_TEXT, winner;
	sannin_rules rules;
	sannin_diag dg;
	char text[64], num[32];

	sannin_rules_init(&rules);
	while ((ch = getopt(argc, argv, "s:n:p:T:r:")) != -1)
		switch (ch) {
		case 's':
			rng = strtoull(optarg, NULL, 10) * 2654435761ULL + 1;
			break;
		case 'n':
			games = strtoul(optarg, NULL, 10);
			break;
		case 'p':
			plies = strtoul(optarg, NULL, 10);
			break;
		case 'T':
			format = strcmp(optarg, "yaml") == 0 ?
			    SANNIN_FORMAT_YAML : SANNIN_FORMAT_TEXT;
			break;
		case 'r':
			if (sannin_rules_set(&rules, optarg, strlen(optarg),
			    &dg) != 0) {
				fprintf(stderr, "gen: %s\n", dg.msg);
				return 2;
			}
			break;
		default:
			fputs("usage: gen [-s seed] [-n games] [-p plies] "
			    "[-T text|yaml] [-r name=value]...\n", stderr);
			return 2;
		}
	for (g = 0; g < games; g++) {
		sannin_position *p = sannin_position_new(&rules);
		sannin_game *game = sannin_game_new(p);
		sannin_record *rec = sannin_record_new(&rules);

		if (p == NULL || game == NULL || rec == NULL)
			return 1;
		snprintf(num, sizeof(num), "%lu", g + 1);
		sannin_record_set_tag(rec, "Event", "random legal play");
		sannin_record_set_tag(rec, "Round", num);
		for (ply = 0; ply < plies; ply++) {
			const sannin_position *q = sannin_game_position(game);
			size_t n = sannin_game_actions(game, buf,
			    SANNIN_MAXACTIONS);
			sannin_action a;

			if (n == 0)
				break;
			a = buf[rand_below(&rng, (unsigned long)n)];
			sannin_action_format(q, &a, 0, text, sizeof(text));
			sannin_record_append(rec, text);
			if (sannin_game_play(game, &a, NULL, &dg) != 0) {
				fprintf(stderr, "gen: %s\n", dg.msg);
				return 1;
			}
		}
		sannin_record_set_result(rec, sannin_position_over(
		    sannin_game_position(game), &winner) ? won[winner] : "*");
		sannin_record_set_tag(rec, "Result", sannin_position_over(
		    sannin_game_position(game), &winner) ? won[winner] : "*");
		if (sannin_record_decode(rec) != 0 ||
		    !sannin_record_valid(rec)) {
			fprintf(stderr, "gen: game %lu does not decode: %s\n",
			    g + 1, sannin_record_ndiags(rec) ?
			    sannin_record_diag(rec, 0)->msg : "out of memory");
			return 1;
		}
		sannin_record_write(rec, stdout, format, 0);
		sannin_record_free(rec);
		sannin_game_free(game);
		sannin_position_free(p);
	}
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
