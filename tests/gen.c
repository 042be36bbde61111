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
 * line.  The same seed writes the same games.  --help says so; a bad
 * option or value is a usage error (exit 2).  Built for the tests, not
 * installed.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
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

#define USAGE "usage: gen [-P] [-s seed] [-n games] [-p plies] " \
	"[-T text|yaml|json] [-V variant] [-r name=value]...\n"

static void
help(void)
{
	fputs(USAGE "\n"
	    "Writes seeded games of random legal play, for the tests and "
	    "benchmarks of\nsannin-tools (tests/gen in the build tree, not "
	    "installed).\n\n"
	    "  -s, --seed=N        the seed: the same seed writes the same "
	    "games\n"
	    "                      (without it, a fixed seed of its own)\n"
	    "  -n, --games=N       write N games (default: 10)\n"
	    "  -p, --plies=N       of at most N actions each (default: 200)\n"
	    "  -T, --to=FORMAT     write text, yaml or json (default: text)\n"
	    "  -V, --variant=NAME  sannin, yonin or shipley (default: "
	    "sannin)\n"
	    "  -r, --rule=NAME=VALUE  a rule option of the variant; the "
	    "games' Rules tag\n"
	    "                      names those that differ from the "
	    "defaults\n"
	    "  -P, --positions     write the position string before every "
	    "action, one a\n"
	    "                      line, instead of the games\n"
	    "  -h, --help          show this help and exit\n\n"
	    "Exit status: 0 the games written, 1 a failure, 2 a usage "
	    "error.\n", stdout);
}

/* A usage error: the message, if any, then where to look; returns the
 * exit status, 2. */
static int usage_error(const char *, ...)
    __attribute__((format(printf, 1, 2)));

static int
usage_error(const char *fmt, ...)
{
	va_list ap;

	if (fmt != NULL) {
		fputs("gen: ", stderr);
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
		putc('\n', stderr);
	}
	fputs("Try 'gen --help' for more information.\n", stderr);
	return 2;
}

/* The decimal number ARG, at most MAX, into *N; -1 when it is not one. */
static int
number(const char *arg, unsigned long long max, unsigned long long *n)
{
	char *end;

	if (*arg < '0' || *arg > '9')
		return -1;
	errno = 0;
	*n = strtoull(arg, &end, 10);
	return *end != '\0' || errno != 0 || *n > max ? -1 : 0;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{"positions", no_argument, NULL, 'P'},
		{"seed", required_argument, NULL, 's'},
		{"games", required_argument, NULL, 'n'},
		{"plies", required_argument, NULL, 'p'},
		{"to", required_argument, NULL, 'T'},
		{"variant", required_argument, NULL, 'V'},
		{"rule", required_argument, NULL, 'r'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0}
	};
	unsigned long long value;
	static sannin_action buf[SANNIN_MAXACTIONS];
	unsigned long games = 10, plies = 200, g, ply;
	int ch, format = SANNIN_FORMAT_TEXT, positions = 0, i;
	int nrule = 0;
	const char *rule[64];
	const sannin_variant *v = sannin_variant_get(SANNIN_VARIANT_SANNIN);
	sannin_rules rules;
	sannin_diag dg;
	char text[64], num[32], res[16], pos[SANNIN_POSITION_MAX], opts[512];

	argv[0] = (char *)"gen";	/* the name getopt_long's messages use */
	while ((ch = getopt_long(argc, argv, "Ps:n:p:T:V:r:h", longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'P':
			positions = 1;
			break;
		case 'V':
			if ((v = sannin_variant_find(optarg,
			    strlen(optarg))) == NULL)
				return usage_error("-V %s: no such variant "
				    "(sannin, yonin or shipley)", optarg);
			break;
		case 's':
			if (number(optarg, ULLONG_MAX, &value) != 0)
				return usage_error("-s %s: not a number",
				    optarg);
			rng = value * 2654435761ULL + 1;
			break;
		case 'n':
			if (number(optarg, ULONG_MAX, &value) != 0)
				return usage_error("-n %s: not a number of "
				    "games", optarg);
			games = (unsigned long)value;
			break;
		case 'p':
			if (number(optarg, ULONG_MAX, &value) != 0)
				return usage_error("-p %s: not a number of "
				    "plies", optarg);
			plies = (unsigned long)value;
			break;
		case 'T':
			if (strcmp(optarg, "text") == 0)
				format = SANNIN_FORMAT_TEXT;
			else if (strcmp(optarg, "yaml") == 0)
				format = SANNIN_FORMAT_YAML;
			else if (strcmp(optarg, "json") == 0)
				format = SANNIN_FORMAT_JSON;
			else
				return usage_error("-T %s: no such format "
				    "(text, yaml or json)", optarg);
			break;
		case 'r':
			if (nrule == 64)
				return usage_error("more than 64 -r options");
			rule[nrule++] = optarg;
			break;
		case 'h':
			help();
			return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
		default:	/* getopt_long has said what is wrong */
			return usage_error(NULL);
		}
	if (optind < argc)
		return usage_error("unexpected argument '%s': gen reads no "
		    "file", argv[optind]);
	sannin_rules_init_variant(&rules, sannin_variant_id(v));
	for (i = 0; i < nrule; i++)
		if (sannin_rules_set(&rules, rule[i], strlen(rule[i]),
		    &dg) != 0)
			return usage_error("-r %s: %s", rule[i], dg.msg);
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
