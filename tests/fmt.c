/*
 * fmt.c - the record formats' test driver: reads games and writes them
 * back in canonical form.
 *
 *	tests/fmt [-f text|yaml|json] [-T text|yaml|json] [-L level] [-l]
 *	    [-m] [-d] [-r name=value]... [FILE]
 *	tests/fmt -p [FILE]
 *	tests/fmt -e [FILE]
 *	tests/fmt -R [-f text|yaml] [FILE]
 *	tests/fmt -M [-L level] [-l] [FILE]
 *
 * With -p each line is a position string, written back canonical; with
 * -e each game's end position is written as a position string; with -R
 * each game's bytes as read (sannin_record_raw), valid or not, or the
 * line "(not kept)" where the reader kept none; with -M each valid game's
 * moves, one a line, as sannin_record_move gives them (long with -l),
 * checked against sannin_action_format where the reader kept the
 * positions (-L 3) and against NULL past the last (an error each way on
 * standard error, and status 1).  -L sets the decode level
 * (sannin_reader_set_decode; 2 by default).
 * Diagnostics go to standard error as "FILE:LINE:COL: error: MESSAGE";
 * a game with an error is not written.  Exit status: 0 every game valid,
 * 1 some game invalid, 2 usage or input error.  Built for the tests, not
 * installed.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sannin.h"

static int
format_of(const char *s)
{
	if (strcmp(s, "text") == 0)
		return SANNIN_FORMAT_TEXT;
	if (strcmp(s, "yaml") == 0)
		return SANNIN_FORMAT_YAML;
	if (strcmp(s, "json") == 0)
		return SANNIN_FORMAT_JSON;
	fprintf(stderr, "fmt: unknown format '%s'\n", s);
	exit(2);
}

/* -M: the moves of rec, one a line, as sannin_record_move gives them,
 * and against sannin_action_format where the positions were kept: 1 when
 * either check fails. */
static int
write_moves(const char *name, const sannin_record *rec, int long_form)
{
	char buf[SANNIN_ACTION_MAX];
	const sannin_position *p;
	const char *s;
	size_t i, n = sannin_record_plies(rec);
	int rc = 0;

	for (i = 0; i < n; i++) {
		s = sannin_record_move(rec, i, long_form);
		if (s == NULL) {
			fprintf(stderr, "%s: ply %zu: no move\n", name, i + 1);
			return 1;
		}
		puts(s);
		/* (The start is there at every level: the position after
		 * the action tells whether they were kept.) */
		if (sannin_record_position(rec, i + 1) == NULL)
			continue;
		p = sannin_record_position(rec, i);
		sannin_action_format(p, sannin_record_action(rec, i, NULL,
		    NULL), long_form, buf, sizeof(buf));
		if (strcmp(s, buf) != 0) {
			fprintf(stderr, "%s: ply %zu: sannin_record_move gives "
			    "'%s', sannin_action_format '%s'\n", name, i + 1,
			    s, buf);
			rc = 1;
		}
	}
	if (sannin_record_move(rec, n, long_form) != NULL) {
		fprintf(stderr, "%s: a move past the last ply\n", name);
		rc = 1;
	}
	return rc;
}

int
main(int argc, char *argv[])
{
	int in = SANNIN_FORMAT_AUTO, out = SANNIN_FORMAT_TEXT, flags = 0;
	int ch, rc = 0, n, positions = 0, end = 0, raw = 0, level = 2;
	int moves = 0;
	const char *name = "-";
	sannin_rules rules;
	sannin_reader *rd;
	sannin_record *rec;
	sannin_diag dg;
	FILE *fp = stdin;
	size_t i;

	sannin_rules_init(&rules);
	while ((ch = getopt(argc, argv, "ef:L:MT:lmdpRr:")) != -1)
		switch (ch) {
		case 'M':
			moves = 1;
			break;
		case 'e':
			end = 1;
			break;
		case 'p':
			positions = 1;
			break;
		case 'L':
			level = atoi(optarg);
			break;
		case 'R':
			raw = 1;
			break;
		case 'f':
			in = format_of(optarg);
			break;
		case 'T':
			out = format_of(optarg);
			break;
		case 'l':
			flags |= SANNIN_WRITE_LONG;
			break;
		case 'm':
			flags |= SANNIN_WRITE_MARKS;
			break;
		case 'd':
			flags |= SANNIN_WRITE_DECODED;
			break;
		case 'r':
			if (sannin_rules_set(&rules, optarg, strlen(optarg),
			    &dg) != 0) {
				fprintf(stderr, "fmt: -r %s: %s\n", optarg,
				    dg.msg);
				return 2;
			}
			break;
		default:
			fputs("usage: fmt [-f fmt] [-T fmt] [-L level] [-lmd] "
			    "[-r name=value]... [-e | -p | -R | -M] [file]\n",
			    stderr);
			return 2;
		}
	if (optind < argc && strcmp(argv[optind], "-") != 0) {
		name = argv[optind];
		if ((fp = fopen(name, "rb")) == NULL) {
			perror(name);
			return 2;
		}
	}
	if (positions) {
		/* One position string a line, written back canonical. */
		char *line = NULL, buf[SANNIN_POSITION_MAX];
		size_t cap = 0;
		ssize_t len;
		unsigned long ln = 0;
		sannin_position *p;

		while ((len = getline(&line, &cap, fp)) != -1) {
			ln++;
			if ((p = sannin_position_read(line, (size_t)len,
			    &rules, &dg)) == NULL) {
				fprintf(stderr, "%s:%lu:%lu: error: %s\n", name,
				    ln, dg.col, dg.msg);
				rc = 1;
				continue;
			}
			sannin_position_write(p, buf, sizeof(buf));
			puts(buf);
			sannin_position_free(p);
		}
		free(line);
		return rc;
	}
	if ((rd = sannin_reader_new(fp, in, &rules)) == NULL) {
		fputs("fmt: out of memory\n", stderr);
		return 2;
	}
	sannin_reader_set_raw(rd, raw);
	sannin_reader_set_decode(rd, level);
	while ((n = sannin_reader_next(rd, &rec, &dg)) == 1) {
		if (raw) {
			size_t len;
			const char *b = sannin_record_raw(rec, &len);

			if (b != NULL)
				fwrite(b, 1, len, stdout);
			else
				puts("(not kept)");
			sannin_record_free(rec);
			continue;
		}
		for (i = 0; i < sannin_record_ndiags(rec); i++) {
			const sannin_diag *d = sannin_record_diag(rec, i);

			fprintf(stderr, "%s:%lu:%lu: %s: %s\n", name, d->line,
			    d->col, d->severity == SANNIN_SEV_ERROR ? "error" :
			    "warning", d->msg);
		}
		if (!sannin_record_valid(rec))
			rc = 1;
		else if (end) {
			char buf[SANNIN_POSITION_MAX];

			sannin_position_write(sannin_record_end(rec), buf,
			    sizeof(buf));
			puts(buf);
		} else if (moves)
			rc |= write_moves(name, rec, flags & SANNIN_WRITE_LONG);
		else
			sannin_record_write(rec, stdout, out, flags);
		sannin_record_free(rec);
	}
	if (n < 0) {
		fprintf(stderr, "%s:%lu:%lu: error: %s\n", name, dg.line,
		    dg.col, dg.msg);
		rc = 2;
	}
	sannin_reader_free(rd);
	if (fp != stdin)
		fclose(fp);
	return fflush(stdout) == 0 && !ferror(stdout) ? rc : 2;
}
