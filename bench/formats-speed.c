/*
 * formats-speed.c - how fast and in how much memory the record readers
 * go through a stream, and a bare libyaml event loop over the same file:
 *
 *	bench/formats-speed [-f text|yaml] [-n] FILE
 *	bench/formats-speed -L FILE
 *
 * prints one line of figures: games (or events), bytes, seconds, MB/s and
 * the process's peak resident memory.  -n only parses (no replay against
 * the rules); -L runs libyaml's parser alone, as the anchor.  Built by
 * "make bench", not installed.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <yaml.h>

#include "sannin.h"

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static long
peak_kib(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_maxrss;
}

static void
report(const char *what, unsigned long count, const char *unit, double bytes,
    double t)
{
	printf("%s %s=%lu bytes=%.0f seconds=%.3f mb_per_second=%.2f "
	    "peak_kib=%ld\n", what, unit, count, bytes, t,
	    t > 0 ? bytes / t / 1e6 : 0.0, peak_kib());
}

int
main(int argc, char *argv[])
{
	int ch, format = SANNIN_FORMAT_AUTO, decode = 1, bare = 0, n;
	unsigned long games = 0, invalid = 0, events = 0;
	struct stat st;
	double t0;
	FILE *fp;

	while ((ch = getopt(argc, argv, "f:nL")) != -1)
		switch (ch) {
		case 'f':
			format = strcmp(optarg, "yaml") == 0 ?
			    SANNIN_FORMAT_YAML : SANNIN_FORMAT_TEXT;
			break;
		case 'n':
			decode = 0;
			break;
		case 'L':
			bare = 1;
			break;
		default:
			fputs("usage: formats-speed [-f text|yaml] [-n] FILE\n"
			    "       formats-speed -L FILE\n", stderr);
			return 2;
		}
	if (argc - optind != 1 || (fp = fopen(argv[optind], "rb")) == NULL ||
	    fstat(fileno(fp), &st) != 0) {
		fputs("formats-speed: give one readable file\n", stderr);
		return 2;
	}
	t0 = now();
	if (bare) {
		yaml_parser_t parser;
		yaml_event_t ev;
		int done = 0;

		yaml_parser_initialize(&parser);
		yaml_parser_set_input_file(&parser, fp);
		while (!done) {
			if (!yaml_parser_parse(&parser, &ev)) {
				fputs("formats-speed: YAML error\n", stderr);
				return 1;
			}
			done = ev.type == YAML_STREAM_END_EVENT;
			events++;
			yaml_event_delete(&ev);
		}
		yaml_parser_delete(&parser);
		report("libyaml event loop", events, "events",
		    (double)st.st_size, now() - t0);
	} else {
		sannin_reader *rd = sannin_reader_new(fp, format, NULL);
		sannin_record *rec;
		sannin_diag dg;

		if (rd == NULL)
			return 1;
		sannin_reader_set_decode(rd, decode);
		while ((n = sannin_reader_next(rd, &rec, &dg)) == 1) {
			games++;
			invalid += !sannin_record_valid(rec);
			sannin_record_free(rec);
		}
		if (n < 0) {
			fprintf(stderr, "formats-speed: %s\n", dg.msg);
			return 1;
		}
		report(sannin_reader_format(rd) == SANNIN_FORMAT_YAML ?
		    (decode ? "sannin YAML read+replay" : "sannin YAML read") :
		    (decode ? "sannin text read+replay" : "sannin text read"),
		    games, "games", (double)st.st_size, now() - t0);
		if (invalid)
			printf("(%lu invalid games)\n", invalid);
		sannin_reader_free(rd);
	}
	fclose(fp);
	return 0;
}
