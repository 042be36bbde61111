/*
 * perft.c - counts the legal action sequences from the initial position:
 *
 *	tests/perft [-Cw] [-V VARIANT] [-r name=value]... [-p POSITION] DEPTH
 *
 * prints "DEPTH NODES" for every depth from 1 to DEPTH, from the initial
 * position of the variant (default sannin) or from the position string
 * POSITION (sannin-position(5)).  With -p -, the position strings are
 * read from standard input, one a line, and each gets one line of the
 * counts at every depth, separated by spaces.  With -w, the position's
 * variant is one that the wide copy of the rules core plays, whatever its
 * board (lib/core/width.h): the counts must not change.  (The modules of
 * sannin and yonin are compiled narrow only, so -w tries the shared
 * core's generation, filters and pawn-drop test, not the core under the
 * modules' own rules.)  With -C, the count is made without the caches
 * of the variant's module (sannin's threats), which sannin_perft keeps
 * a level each: the counts must not change either.  -V minishogi plays
 * the tests' toy variant (tests/minishogi/), which perft adds to the
 * library's registry.  Built for the tests, not installed.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "minishogi/minishogi.h"
#include "position.h"
#include "sannin.h"

static void
usage(void)
{
	fputs("usage: perft [-Cw] [-V variant] [-r name=value]... "
	    "[-p position] DEPTH\n", stderr);
	exit(2);
}

/* -w: a copy of each variant met, which the narrow copy never plays. */
static int wide_only;
/* -C: no caches. */
static int cached = 1;

static void
make_wide(sannin_position *p)
{
	static struct {
		const struct sannin_variant *v;
		struct sannin_variant *wide;
	} seen[8];
	size_t i;

	if (!wide_only)
		return;
	for (i = 0; i < 8 && seen[i].v != NULL && seen[i].v != p->v; i++)
		continue;
	if (i == 8) {
		fputs("perft: -w: too many variants\n", stderr);
		exit(2);
	}
	if (seen[i].v == NULL) {
		if ((seen[i].wide = malloc(sizeof(*seen[i].wide))) == NULL) {
			fputs("perft: out of memory\n", stderr);
			exit(1);
		}
		*seen[i].wide = *p->v;
		seen[i].wide->narrow = 0;
		seen[i].v = p->v;
	}
	p->v = seen[i].wide;
}

/* -p -: the counts of each position string of standard input. */
static int
each_line(int depth, const sannin_rules *rules)
{
	char line[SANNIN_POSITION_MAX + 2];
	uint64_t counts[32];
	unsigned long n = 0;
	sannin_position *p;
	sannin_diag dg;
	int d;

	while (fgets(line, sizeof(line), stdin) != NULL) {
		n++;
		if ((p = sannin_position_read(line, strlen(line), rules,
		    &dg)) == NULL) {
			fprintf(stderr, "perft: line %lu: column %lu: %s\n", n,
			    dg.col, dg.msg);
			return 2;
		}
		make_wide(p);
		sn_perft(p, depth, counts, cached);
		for (d = 0; d < depth; d++)
			printf("%s%llu", d ? " " : "",
			    (unsigned long long)counts[d]);
		putchar('\n');
		sannin_position_free(p);
	}
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
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
	const char *start = NULL, *rule[64];
	const sannin_variant *v = sannin_variant_get(SANNIN_VARIANT_SANNIN);
	int ch, d, i, nrule = 0;

	if (sn_game_add(&sn_minishogi_game) < 0)
		abort();
	while ((ch = getopt(argc, argv, "CwV:r:p:")) != -1) {
		switch (ch) {
		case 'C':
			cached = 0;
			break;
		case 'V':
			if ((v = sannin_variant_find(optarg,
			    strlen(optarg))) == NULL) {
				fprintf(stderr, "perft: -V %s: no such variant\n",
				    optarg);
				return 2;
			}
			break;
		case 'p':
			start = optarg;
			break;
		case 'w':
			wide_only = 1;
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
			fprintf(stderr, "perft: -r %s: %s\n", rule[i], dg.msg);
			return 2;
		}
	if (argc - optind != 1)
		usage();
	depth = strtol(argv[optind], &end, 10);
	if (*end != '\0' || depth < 1 || depth > 32) {
		fprintf(stderr, "perft: depth '%s' is not a number 1-32\n",
		    argv[optind]);
		return 2;
	}
	if (start != NULL && strcmp(start, "-") == 0)
		return each_line((int)depth, &rules);
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
	make_wide(p);
	sn_perft(p, (int)depth, counts, cached);
	for (d = 0; d < depth; d++)
		printf("%d %llu\n", d + 1, (unsigned long long)counts[d]);
	sannin_position_free(p);
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
