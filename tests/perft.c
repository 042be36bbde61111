/*
 * perft.c - counts the legal action sequences from the initial position:
 *
 *	tests/perft [-r name=value]... [-p POSITION] DEPTH
 *
 * prints "DEPTH NODES" for every depth from 1 to DEPTH, from the initial
 * position or from the position string POSITION (sannin-position(5)).
 * Built for the tests, not installed.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sannin.h"

static void
usage(void)
{
	fputs("usage: perft [-r name=value]... [-p position] DEPTH\n",
	    stderr);
	exit(2);
}

int
main(int argc, char *argv[])
{
	sannin_rules rules;
	sannin_position *p;
	sannin_diag dg;
	uint64_t counts[32];
	char *end;
	long depth;
	const char *start = NULL;
	int ch, d;

	sannin_rules_init(&rules);
	while ((ch = getopt(argc, argv, "r:p:")) != -1) {
		switch (ch) {
		case 'p':
			start = optarg;
			break;
		case 'r':
			if (sannin_rules_set(&rules, optarg, strlen(optarg),
			    &dg) == -1) {
				fprintf(stderr, "perft: -r %s: %s\n", optarg,
				    dg.msg);
				return 2;
			}
			break;
		default:
			usage();
		}
	}
	if (argc - optind != 1)
		usage();
	depth = strtol(argv[optind], &end, 10);
	if (*end != '\0' || depth < 1 || depth > 32) {
		fprintf(stderr, "perft: depth '%s' is not a number 1-32\n",
		    argv[optind]);
		return 2;
	}
	if (start != NULL) {
		if ((p = sannin_position_read(start, strlen(start), &rules,
		    &dg)) == NULL) {
			fprintf(stderr, "perft: -p: column %lu: %s\n", dg.col,
			    dg.msg);
			return 2;
		}
	} else if ((p = sannin_position_new(&rules)) == NULL) {
		fputs("perft: out of memory\n", stderr);
		return 1;
	}
	sannin_perft(p, (int)depth, counts);
	for (d = 0; d < depth; d++)
		printf("%d %llu\n", d + 1, (unsigned long long)counts[d]);
	sannin_position_free(p);
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
