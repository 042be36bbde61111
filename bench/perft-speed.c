/*
 * perft-speed.c - measures how fast the library counts action sequences:
 *
 *	bench/perft-speed [-V variant] [-r name=value]... [DEPTH]
 *
 * runs sannin_perft from the initial position of the variant (default
 * sannin; DEPTH 4 by default) again
 * and again, until at least MIN_RUNS runs and MIN_SECONDS of wall time,
 * and prints one line
 *
 *	sannin perft depth=4 nodes=5657987 seconds=0.1234 nps=45850000
 *
 * (the variant's name first).
 *
 * where seconds is the fastest run and nps is nodes / seconds.  The last
 * action of each sequence is counted without being played (bulk
 * counting), as Fairy-Stockfish does.  Built by "make bench", not
 * installed.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sannin.h"

#define DEFAULT_DEPTH	4
#define MAX_DEPTH	32
#define MIN_RUNS	3
#define MIN_SECONDS	1.0

static void
usage(void)
{
	fputs("usage: perft-speed [-V variant] [-r name=value]... [DEPTH]\n",
	    stderr);
	exit(2);
}

/* Seconds on the monotonic clock, from an arbitrary origin. */
static double
now(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts) == -1) {
		perror("perft-speed: clock_gettime");
		exit(1);
	}
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int
main(int argc, char *argv[])
{
	sannin_rules rules;
	sannin_position *p;
	sannin_diag dg;
	uint64_t nodes, n;
	double start, t, best, total;
	char *end;
	const char *rule[64];
	const sannin_variant *v = sannin_variant_get(SANNIN_VARIANT_SANNIN);
	long depth;
	int ch, runs, i, nrule = 0;

	while ((ch = getopt(argc, argv, "V:r:")) != -1) {
		switch (ch) {
		case 'V':
			if ((v = sannin_variant_find(optarg,
			    strlen(optarg))) == NULL)
				usage();
			break;
		case 'r':
			if (nrule == 64)
				usage();
			rule[nrule++] = optarg;
			break;
		default:
			usage();
		}
	}
	sannin_rules_init_variant(&rules, sannin_variant_id(v));
	for (i = 0; i < nrule; i++)
		if (sannin_rules_set(&rules, rule[i], strlen(rule[i]),
		    &dg) == -1) {
			fprintf(stderr, "perft-speed: -r %s: %s\n", rule[i],
			    dg.msg);
			return 2;
		}
	depth = DEFAULT_DEPTH;
	if (argc - optind > 1)
		usage();
	if (argc - optind == 1) {
		depth = strtol(argv[optind], &end, 10);
		if (*argv[optind] == '\0' || *end != '\0' || depth < 1 ||
		    depth > MAX_DEPTH) {
			fprintf(stderr, "perft-speed: depth '%s' is not a "
			    "number 1-%d\n", argv[optind], MAX_DEPTH);
			return 2;
		}
	}
	if ((p = sannin_position_new(&rules)) == NULL) {
		fputs("perft-speed: out of memory\n", stderr);
		return 1;
	}

	nodes = 0;
	best = 0.0;
	total = 0.0;
	for (runs = 0; runs < MIN_RUNS || total < MIN_SECONDS; runs++) {
		start = now();
		n = sannin_perft(p, (int)depth, NULL);
		t = now() - start;
		if (runs > 0 && n != nodes) {
			fprintf(stderr, "perft-speed: run %d counted %llu "
			    "nodes, run 1 %llu\n", runs + 1,
			    (unsigned long long)n, (unsigned long long)nodes);
			sannin_position_free(p);
			return 1;
		}
		nodes = n;
		if (runs == 0 || t < best)
			best = t;
		total += t;
	}
	sannin_position_free(p);

	printf("%s perft depth=%ld nodes=%llu seconds=%.4f nps=%.0f\n",
	    sannin_variant_name(v), depth, (unsigned long long)nodes, best,
	    best > 0.0 ? (double)nodes / best : 0.0);
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
