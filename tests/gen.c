/*
 * gen.c - a seeded generator of games of random legal play, for tests
 * and benchmarks:
 *
 *	tests/gen [-P] [-s SEED] [-n GAMES] [-p PLIES] [-T text|yaml|json]
 *	    [-V VARIANT] [-r name=value]...
 *
 * writes GAMES records (default 10) of at most PLIES actions (default
 * 200) of the variant (default sannin) under the given rules; with -P,
 * the position string of every position of the games instead, one a
 * line.  The same seed writes the same games.  Built for the tests, not
 * installed.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sannin.h"
#include "rand.h"

static uint64_t rng = 88172645463325252ULL;

/* The result of a game: "*", or a 1 for each winner and a 0 for each
 * other seat ("0-1-0"); all 0 when it ended without a winner. */
static void
result(const sannin_variant *v, const sannin_position *p, char res[16])
{
	unsigned won = sannin_position_winners(p);
	int s, len = 0;

	if (!sannin_position_over(p, NULL)) {
		snprintf(res, 16, "*");
		return;
	}
	for (s = 0; s < sannin_variant_nseats(v); s++)
		len += snprintf(res + len, (size_t)(16 - len), "%s%c",
		    s ? "-" : "", won >> s & 1 ? '1' : '0');
}

int
main(int argc, char *argv[])
{
	static sannin_action buf[SANNIN_MAXACTIONS];
	unsigned long games = 10, plies = 200, g, ply;
	int ch, format = SANNIN_FORMAT_TEXT, positions = 0, i;
	int nrule = 0;
	const char *rule[64];
	const sannin_variant *v = sannin_variant_get(SANNIN_VARIANT_SANNIN);
	sannin_rules rules;
	sannin_diag dg;
	char text[64], num[32], res[16], pos[SANNIN_POSITION_MAX], opts[512];

	while ((ch = getopt(argc, argv, "Ps:n:p:T:V:r:")) != -1)
		switch (ch) {
		case 'P':
			positions = 1;
			break;
		case 'V':
			if ((v = sannin_variant_find(optarg,
			    strlen(optarg))) == NULL) {
				fprintf(stderr, "gen: -V %s: no such variant\n",
				    optarg);
				return 2;
			}
			break;
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
			    SANNIN_FORMAT_YAML : strcmp(optarg, "json") == 0 ?
			    SANNIN_FORMAT_JSON : SANNIN_FORMAT_TEXT;
			break;
		case 'r':
			if (nrule == 64)
				return 2;
			rule[nrule++] = optarg;
			break;
		default:
			fputs("usage: gen [-P] [-s seed] [-n games] [-p plies] "
			    "[-T text|yaml|json] [-V variant] [-r name=value]...\n",
			    stderr);
			return 2;
		}
	sannin_rules_init_variant(&rules, sannin_variant_id(v));
	for (i = 0; i < nrule; i++)
		if (sannin_rules_set(&rules, rule[i], strlen(rule[i]),
		    &dg) != 0) {
			fprintf(stderr, "gen: %s\n", dg.msg);
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
		/* The options that differ from the variant's defaults, so
		 * that a reader without them reads the games right. */
		if (sannin_rules_format(&rules, 0, opts, sizeof(opts)) > 0)
			sannin_record_set_tag(rec, "Rules", opts);
		for (ply = 0; ply < plies; ply++) {
			const sannin_position *q = sannin_game_position(game);
			size_t n = sannin_game_actions(game, buf,
			    SANNIN_MAXACTIONS);
			sannin_action a;

			if (positions) {
				sannin_position_write(q, pos, sizeof(pos));
				puts(pos);
			}
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
		result(v, sannin_game_position(game), res);
		sannin_record_set_result(rec, res);
		sannin_record_set_tag(rec, "Result", res);
		if (sannin_record_decode(rec) != 0 ||
		    !sannin_record_valid(rec)) {
			fprintf(stderr, "gen: game %lu does not decode: %s\n",
			    g + 1, sannin_record_ndiags(rec) ?
			    sannin_record_diag(rec, 0)->msg : "out of memory");
			return 1;
		}
		if (!positions)
			sannin_record_write(rec, stdout, format, 0);
		sannin_record_free(rec);
		sannin_game_free(game);
		sannin_position_free(p);
	}
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
