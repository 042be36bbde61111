/*
 * sannin-validate - replays game records under the full rules and says
 * where and why a game breaks them; see sannin-validate(1).
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

#define USAGE "usage: sannin-validate [-1qs] [-f format] " \
	"[-r name=value] [--variant name] [file ...]"

struct val {
	int quiet, first, status;
	unsigned long games, plies, valid, invalid;
};

static int
validate(const char *file, sannin_record *rec, void *arg)
{
	struct val *v = arg;
	size_t i;

	v->games++;
	v->plies += sannin_record_plies(rec);
	if (!v->quiet)
		for (i = 0; i < sannin_record_ndiags(rec); i++)
			print_diag(file, sannin_record_diag(rec, i));
	if (sannin_record_valid(rec)) {
		v->valid++;
		return 0;
	}
	v->invalid++;
	if (v->status == EXIT_OK)
		v->status = EXIT_INVALID;
	if (v->first) {
		if (!v->quiet)
			warnx_("%s:%lu: stopping at the first invalid game "
			    "(--first)", file, sannin_record_line(rec));
		return 1;
	}
	return 0;
}

static void
help(void)
{
	printf("%s\n\n"
	    "Replays game records under the full rules and reports where "
	    "and why they break them.\n\n"
	    "  -1, --first         stop at the first invalid game\n"
	    "  -q, --quiet         print no diagnostics; the exit status "
	    "tells\n"
	    "  -s, --summary       print the counts of games, plies, valid "
	    "and invalid games\n"
	    COMMON_HELP
	    "Exit status: 0 every game valid, 1 some game invalid or some "
	    "input without a game, 2 trouble.\n", USAGE);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{"first", no_argument, NULL, '1'},
		{"quiet", no_argument, NULL, 'q'},
		{"summary", no_argument, NULL, 's'},
		COMMON_LONGOPTS,
		{NULL, 0, NULL, 0}
	};
	struct val v;
	int from = SANNIN_FORMAT_AUTO, ch, summary = 0;
	sannin_rules rules;

	set_progname(argv, "sannin-validate");
	memset(&v, 0, sizeof(v));
	while ((ch = getopt_long(argc, argv, "1qsf:r:hV", longopts, NULL)) !=
	    -1)
		switch (ch) {
		case '1':
			v.first = 1;
			break;
		case 'q':
			v.quiet = quiet = 1;
			break;
		case 's':
			summary = 1;
			break;
		default:
			common_option(ch, optarg, &from, &rules, help);
		}
	common_rules(&rules);
	/* No game to judge is no answer to "is every game valid?". */
	if (for_each_game(argv + optind, argc - optind, from, &rules, 1,
	    validate, &v, &v.status) > 0 && v.status == EXIT_OK)
		v.status = EXIT_INVALID;
	if (summary)
		printf("%lu game%s, %lu pl%s, %lu valid, %lu invalid\n",
		    v.games, v.games == 1 ? "" : "s", v.plies,
		    v.plies == 1 ? "y" : "ies", v.valid, v.invalid);
	return finish(v.status);
}
