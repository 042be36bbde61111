/*
 * sannin-select - writes the games of records that meet an expression
 * of criteria (tags, players, results, lengths, events, positions,
 * material), optionally without the duplicates; see sannin-select(1).
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "dup.h"
#include "select.h"
#include "split.h"

#define USAGE "usage: sannin-select [-cDiqRv] [-d file] [-f format] " \
	"[-T format] [-r name=value] [--variant name] [--same-end] " \
	"[--key] [--split=n [--split-name=pattern]] [expression] [file ...]"

/* Where selected games, or duplicates, are written. */
struct out {
	FILE *fp;
	const char *name;
	int written;		/* something was */
	int nl;			/* and it ended a line */
};

struct run {
	struct sel *sel;
	int invert, count, raw, dedup, by, to, status;
	const sannin_rules *rules;	/* of the readers */
	int key;		/* --key: the key, a tab, the JSON line */
	uint64_t game_key;	/* the key of the game being written */
	struct out out, dups;
	struct split split;
	struct dup_set seen;
	unsigned long selected, duplicates;
	/* Games whose tags left them open, and those of them selected. */
	unsigned long replayed, replayed_selected;
};

/* A YAML document that has its "---" line (only the first of a stream
 * may go without). */
static int
has_start(const char *b, size_t len)
{
	size_t i;

	for (i = 0; i + 3 <= len; i++)
		if ((i == 0 || b[i - 1] == '\n') && memcmp(b + i, "---", 3) ==
		    0 && (i + 3 == len || strchr(" \t\r\n", b[i + 3])))
			return 1;
	return 0;
}

/*
 * Writes a game: the bytes it was read from with --raw when it is in
 * the format written, else its canonical form.  Games follow each other
 * on lines of their own, and YAML documents after the first each have
 * their "---".  Returns 0, or -1 on a write error.
 */
static int
write_game(struct run *r, struct out *o, const sannin_record *rec)
{
	const char *b = NULL;
	size_t len = 0;

	if (r->raw && reader_format == r->to)
		b = sannin_record_raw(rec, &len);
	if (o->written && !o->nl)
		putc('\n', o->fp);
	if (r->key)
		fprintf(o->fp, "%016" PRIx64 "\t", r->game_key);
	if (b != NULL) {
		if (r->to == SANNIN_FORMAT_YAML && o->written &&
		    !has_start(b, len))
			fputs("---\n", o->fp);
		fwrite(b, 1, len, o->fp);
		o->nl = len == 0 || b[len - 1] == '\n';
	} else {
		sannin_record_write(rec, o->fp, r->to, 0);
		o->nl = 1;
	}
	o->written = 1;
	return ferror(o->fp) ? -1 : 0;
}

static void
report(const char *file, const sannin_record *rec)
{
	size_t i;

	for (i = 0; i < sannin_record_ndiags(rec); i++)
		if (!quiet || sannin_record_diag(rec, i)->severity ==
		    SANNIN_SEV_ERROR)
			print_diag(file, sannin_record_diag(rec, i));
}

/* A duplicate of a game already selected: counted, and written to the
 * file of duplicates.  Returns 1 for a duplicate, 0 for a new game, -1
 * for trouble. */
static int
duplicate(struct run *r, const sannin_record *rec)
{
	int rc = dup_add(&r->seen, r->game_key);

	if (rc < 0) {
		warnx_("out of memory");
		return -1;
	}
	if (rc == 1)
		return 0;
	r->duplicates++;
	if (r->dups.fp != NULL && write_game(r, &r->dups, rec) != 0) {
		warnx_("%s: write error: %s", r->dups.name, strerror(errno));
		return -1;
	}
	return 1;
}

/* The extension of --split's default names: the format written. */
static const char *
extension(const struct run *r)
{
	if (r->key)
		return "tsv";
	return r->to == SANNIN_FORMAT_TEXT ? "txt" :
	    r->to == SANNIN_FORMAT_YAML ? "yaml" : "json";
}

/* A game selected, to the output or with --split to its file; 1 to
 * stop (the trouble said, or a write error that finish() will say). */
static int
write_selected(struct run *r, const sannin_record *rec)
{
	int fresh;

	if (r->split.per == 0)
		return write_game(r, &r->out, rec) != 0;
	if ((r->out.fp = split_file(&r->split, extension(r), &fresh)) ==
	    NULL) {
		r->status = EXIT_TROUBLE;
		return 1;
	}
	if (fresh)
		r->out.written = r->out.nl = 0;
	if (write_game(r, &r->out, rec) != 0) {
		warnx_("%s: write error: %s", r->split.final[r->split.n - 1],
		    strerror(errno));
		r->status = EXIT_TROUBLE;
		return 1;
	}
	return 0;
}

static int
trouble(struct run *r, const char *what)
{
	warnx_("%s", what);
	r->status = EXIT_TROUBLE;
	return 1;
}

/* Whether games are written in the canonical forms of their moves: not
 * with -c (unless duplicates are written, -d), nor as they were read
 * (-R, in the format read). */
static int
writes_forms(const struct run *r)
{
	return (!r->count || r->dups.name != NULL) &&
	    !(r->raw && reader_format == r->to);
}

/*
 * The decode level of a game that its tags do not rule out: 2 with the
 * canonical forms of its moves, which a game written needs, else 1.
 * The forms cost a tenth of a replay, so a game whose tags leave its
 * selection open (a position, an event searched) is replayed without
 * them, and read again with them once selected (read_again), as long as
 * few of the games so replayed are selected: at most one in eight.  (A
 * reader keeps no bytes of a game in JSON: such a game is not read
 * again.)
 */
static int
decode_level(const struct run *r, const sannin_record *rec, int by_tags)
{
	if (!writes_forms(r))
		return 1;
	if (by_tags || r->dups.name != NULL ||
	    sannin_record_raw(rec, NULL) == NULL)
		return 2;
	return r->replayed_selected * 8 > r->replayed ? 2 : 1;
}

/* A game replayed without the forms of its moves (decode_level), read
 * again from its bytes with them; NULL (said) when that fails. */
static sannin_record *
read_again(struct run *r, const sannin_record *rec)
{
	sannin_record *again = NULL;
	sannin_reader *rd;
	sannin_diag dg;
	const char *b;
	size_t len;
	FILE *fp;

	if ((b = sannin_record_raw(rec, &len)) == NULL || len == 0 ||
	    (fp = fmemopen((void *)b, len, "r")) == NULL) {
		trouble(r, "out of memory");
		return NULL;
	}
	if ((rd = common_reader_new(fp, reader_format, r->rules)) != NULL) {
		sannin_reader_set_decode(rd, 2);
		if (sannin_reader_next(rd, &again, &dg) != 1)
			again = NULL;
		else if (!sannin_record_valid(again) ||
		    sannin_record_plies(again) != sannin_record_plies(rec)) {
			sannin_record_free(again);
			again = NULL;
		}
		sannin_reader_free(rd);
	}
	fclose(fp);
	if (again == NULL)
		trouble(r, "a game selected could not be read again");
	return again;
}

static int
select_game(const char *file, sannin_record *rec, void *arg)
{
	struct run *r = arg;
	sannin_record *again = NULL;
	int m, decoded = 0, open = 0, rc;

	if (r->to == SANNIN_FORMAT_AUTO)
		r->to = reader_format;
	/* The tags first: a game they rule out is not replayed. */
	if (sannin_record_valid(rec) &&
	    (m = sel_match(r->sel, rec, 0)) != (r->invert ? 1 : 0)) {
		if (m == -2)
			return trouble(r, "out of memory");
		decoded = decode_level(r, rec, m != -1);
		open = m == -1;
		r->replayed += open;
		if (sannin_reader_decode(game_reader, rec, decoded,
		    sel_asks_positions(r->sel) ? sel_visit : NULL, r->sel) != 0)
			return trouble(r, "out of memory");
	}
	report(file, rec);
	if (!sannin_record_valid(rec)) {
		if (r->status == EXIT_OK)
			r->status = EXIT_INVALID;
		return 0;
	}
	if (!decoded)
		return 0;		/* ruled out by its tags */
	if ((m = sel_match(r->sel, rec, 1)) == -2)
		return trouble(r, "out of memory");
	if (m == r->invert)
		return 0;
	if (r->dedup || r->key)
		r->game_key = dup_key(rec, r->by);
	if (r->dedup && (m = duplicate(r, rec)) != 0)
		return m < 0 ? trouble(r, "cannot go on") : 0;
	r->selected++;
	r->replayed_selected += open;
	if (r->count)
		return 0;
	if (decoded == 1 && writes_forms(r) &&
	    (rec = again = read_again(r, rec)) == NULL)
		return 1;
	rc = write_selected(r, rec) != 0;
	sannin_record_free(again);
	return rc;
}

static void
help(void)
{
	printf("%s\n\n"
	    "Writes the games of records that meet an expression of "
	    "criteria.\n\n"
	    "Criteria (each may be repeated; next to each other they must "
	    "all hold):\n"
	    "  -t, --tag=NAME=VALUE  tag NAME is VALUE (NAME~TEXT: contains "
	    "TEXT;\n"
	    "                      NAME=~REGEX: matches the extended regular "
	    "expression)\n"
	    "  -p, --player=NAME   a seat's player is NAME (~TEXT, =~REGEX "
	    "as for tags)\n"
	    "      --result=RESULT  the result is RESULT, as 1-0-0 or *\n"
	    "  -w, --winner=SEATS  each seat named (joined by ',') has won; "
	    "none: nobody\n"
	    "      --plies=RANGE   so many actions: N, N-M, N- or -M\n"
	    "      --rounds=RANGE  so many rounds\n"
	    "      --alliance      an alliance formed\n"
	    "  -e, --event='WORD [KEY=VALUE...]'  an event happened, as "
	    "sannin-replay writes it\n"
	    "                      (seats by name or letter; a value no "
	    "event has: an error)\n"
	    "  -P, --position=STRING  a position reached: board, hands and "
	    "turn ('*': any);\n"
	    "                      without a variant's name, of the "
	    "--variant\n"
	    "  -m, --material=SPEC  material reached, as F:K2R*,M:2-P*\n"
	    "Operators: -a, --and; -o, --or; -n, --not or '!'; '(' and ')'\n\n"
	    "  -v, --invert        select the games that do not meet the "
	    "expression\n"
	    "  -i, --ignore-case   compare tags and players without regard "
	    "to case\n"
	    "  -c, --count         write only the number of games selected\n"
	    "  -T, --to=FORMAT     write text, yaml or json (default: the "
	    "input's)\n"
	    "  -R, --raw           write games as they were read, byte for "
	    "byte\n"
	    "  -D, --no-duplicates  write each game once: the same actions "
	    "from the same start\n"
	    "  -d, --duplicates=FILE  write the duplicates to FILE (implies "
	    "-D)\n"
	    "      --same-end      games reaching the same final position "
	    "are duplicates too\n"
	    "      --key           write each game's duplicate key, a tab "
	    "and the game as a\n"
	    "                      JSON line, for removing duplicates "
	    "across shards\n"
	    "      --split=N       write the games into files of N games "
	    "each: 1.json...\n"
	    "      --split-name=PATTERN  name them: one %%d for the number "
	    "(part-%%03d.txt)\n"
	    "  -q, --quiet         print no warnings\n"
	    COMMON_HELP
	    "Exit status: 0 some game selected, 1 none, or some game invalid, "
	    "2 trouble.\n", USAGE);
}

/* Closes the file of duplicates; EXIT_TROUBLE on a write error. */
static int
close_dups(struct run *r)
{
	if (r->dups.fp == NULL)
		return r->status;
	if (fflush(r->dups.fp) != 0 || ferror(r->dups.fp) ||
	    fclose(r->dups.fp) != 0) {
		warnx_("%s: write error: %s", r->dups.name, strerror(errno ?
		    errno : EIO));
		return EXIT_TROUBLE;
	}
	return r->status;
}

enum { OPT_RESULT = 1001, OPT_PLIES, OPT_ROUNDS, OPT_ALLIANCE,
	OPT_SAME_END, OPT_KEY, OPT_SPLIT, OPT_SPLIT_NAME };

/* The options that are tokens of the expression. */
static int
token_of(int ch)
{
	static const int map[][2] = {
		{'t', SEL_TAG}, {'p', SEL_PLAYER}, {OPT_RESULT, SEL_RESULT},
		{'w', SEL_WINNER}, {OPT_PLIES, SEL_PLIES},
		{OPT_ROUNDS, SEL_ROUNDS}, {OPT_ALLIANCE, SEL_ALLIANCE},
		{'e', SEL_EVENT}, {'P', SEL_POSITION}, {'m', SEL_MATERIAL},
		{'a', SEL_AND}, {'o', SEL_OR}, {'n', SEL_NOT}
	};
	size_t i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (map[i][0] == ch)
			return map[i][1];
	return 0;
}

/* The words of the expression, in the order given. */
struct words {
	struct { int type; const char *arg; } *w;
	int n;
	char **files;
	int nfiles;
	int icase;
};

/* --split's N: a whole number of games from 1. */
static unsigned long
games_a_file(const char *arg)
{
	char *end;
	unsigned long n;

	errno = 0;
	n = strtoul(arg, &end, 10);
	if (*arg < '1' || *arg > '9' || *end != '\0' || errno != 0) {
		warnx_("--split takes a number of games from 1, not '%s'",
		    arg);
		usage_error();
	}
	return n;
}

/* The options that need or rule out others. */
static void
agree(struct run *r)
{
	const char *no = NULL;

	if (r->by == DUP_END && !r->dedup && !r->key)
		no = "--same-end goes with --no-duplicates, --duplicates or "
		    "--key";
	else if (r->key && r->count)
		no = "--key and --count do not go together";
	else if (r->key && r->raw)
		no = "--key writes JSON lines, not the bytes read (--raw)";
	else if (r->key && r->to != SANNIN_FORMAT_AUTO &&
	    r->to != SANNIN_FORMAT_JSON)
		no = "--key writes JSON lines: -T json or none";
	else if (r->split.per > 0 && r->count)
		no = "--split and --count do not go together";
	else if (r->split.pattern != NULL && r->split.per == 0)
		no = "--split-name goes with --split";
	else if (r->split.pattern != NULL &&
	    split_pattern_ok(r->split.pattern) != 0)
		no = "--split-name wants one %d (or %Nd, %0Nd) for the "
		    "number, and '%%' for a '%'";
	if (no != NULL) {
		warnx_("%s", no);
		usage_error();
	}
	if (r->key)
		r->to = SANNIN_FORMAT_JSON;
}

/*
 * Reads the options in order ('-' in the option string): those of the
 * expression are kept as its words, and so are the words that are not
 * options but '(', ')' or '!'; the others are files.
 */
static void
options(int argc, char *argv[], struct run *r, struct words *w, int *from,
    sannin_rules *rules)
{
	static const struct option longopts[] = {
		{"tag", required_argument, NULL, 't'},
		{"player", required_argument, NULL, 'p'},
		{"result", required_argument, NULL, OPT_RESULT},
		{"winner", required_argument, NULL, 'w'},
		{"plies", required_argument, NULL, OPT_PLIES},
		{"rounds", required_argument, NULL, OPT_ROUNDS},
		{"alliance", no_argument, NULL, OPT_ALLIANCE},
		{"event", required_argument, NULL, 'e'},
		{"position", required_argument, NULL, 'P'},
		{"material", required_argument, NULL, 'm'},
		{"and", no_argument, NULL, 'a'},
		{"or", no_argument, NULL, 'o'},
		{"not", no_argument, NULL, 'n'},
		{"invert", no_argument, NULL, 'v'},
		{"ignore-case", no_argument, NULL, 'i'},
		{"count", no_argument, NULL, 'c'},
		{"to", required_argument, NULL, 'T'},
		{"raw", no_argument, NULL, 'R'},
		{"no-duplicates", no_argument, NULL, 'D'},
		{"duplicates", required_argument, NULL, 'd'},
		{"same-end", no_argument, NULL, OPT_SAME_END},
		{"key", no_argument, NULL, OPT_KEY},
		{"split", required_argument, NULL, OPT_SPLIT},
		{"split-name", required_argument, NULL, OPT_SPLIT_NAME},
		{"quiet", no_argument, NULL, 'q'},
		COMMON_LONGOPTS,
		{NULL, 0, NULL, 0}
	};
	int ch;

	if ((w->files = calloc((size_t)argc + 1, sizeof(*w->files))) == NULL ||
	    (w->w = calloc((size_t)argc + 1, sizeof(*w->w))) == NULL) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	while ((ch = getopt_long(argc, argv,
	    "-t:p:w:e:P:m:aonvicT:RDd:qf:r:hV", longopts, NULL)) != -1) {
		if (token_of(ch) != 0) {
			w->w[w->n].type = token_of(ch);
			w->w[w->n++].arg = optarg;
			continue;
		}
		switch (ch) {
		case 1:
			if (strcmp(optarg, "(") == 0 ||
			    strcmp(optarg, ")") == 0 ||
			    strcmp(optarg, "!") == 0)
				w->w[w->n++].type = *optarg == '(' ? SEL_OPEN :
				    *optarg == ')' ? SEL_CLOSE : SEL_NOT;
			else
				w->files[w->nfiles++] = optarg;
			break;
		case 'v':
			r->invert = 1;
			break;
		case 'i':
			w->icase = 1;
			break;
		case 'c':
			r->count = 1;
			break;
		case 'T':
			if ((r->to = parse_format(optarg, 0)) < 0)
				usage_error();
			break;
		case 'R':
			r->raw = keep_raw = 1;
			break;
		case 'd':
			r->dups.name = optarg;
			/* FALLTHROUGH */
		case 'D':
			r->dedup = 1;
			break;
		case OPT_SAME_END:
			r->by = DUP_END;
			break;
		case OPT_KEY:
			r->key = 1;
			break;
		case OPT_SPLIT:
			r->split.per = games_a_file(optarg);
			break;
		case OPT_SPLIT_NAME:
			r->split.pattern = optarg;
			break;
		case 'q':
			quiet = 1;
			break;
		default:
			common_option(ch, optarg, from, rules, help);
		}
	}
	while (optind < argc)
		w->files[w->nfiles++] = argv[optind++];
	common_rules(rules);
	agree(r);
	/* Made before anything is read, as a shell's redirection is. */
	if (r->dups.name != NULL &&
	    (r->dups.fp = fopen(r->dups.name, "w")) == NULL) {
		warnx_("%s: %s", r->dups.name, strerror(errno));
		exit(EXIT_TROUBLE);
	}
}

int
main(int argc, char *argv[])
{
	struct run r;
	struct words w;
	int from = SANNIN_FORMAT_AUTO, i;
	sannin_rules rules;

	set_progname(argv, "sannin-select");
	memset(&r, 0, sizeof(r));
	memset(&w, 0, sizeof(w));
	r.to = SANNIN_FORMAT_AUTO;
	r.out.fp = stdout;
	options(argc, argv, &r, &w, &from, &rules);
	r.sel = sel_new(&rules);
	if (w.icase)
		sel_ignore_case(r.sel);
	for (i = 0; i < w.n; i++)
		sel_add(r.sel, w.w[i].type, w.w[i].arg);
	sel_compile(r.sel);
	r.rules = &rules;
	if (!r.count || r.dups.name != NULL)
		keep_raw = 1;	/* (read_again) */
	for_each_game(w.files, w.nfiles, from, &rules, 0, select_game, &r,
	    &r.status);
	if (r.count)
		printf("%lu\n", r.selected);
	if (r.dedup && !quiet) {
		fflush(stdout);
		fprintf(stderr, "%s: %lu duplicate game%s%s%s\n", progname,
		    r.duplicates, r.duplicates == 1 ? "" : "s",
		    r.dups.name ? " written to " : " left out",
		    r.dups.name ? r.dups.name : "");
	}
	if (r.selected == 0 && r.status == EXIT_OK)
		r.status = EXIT_INVALID;
	r.status = close_dups(&r);
	if (r.split.per > 0 &&
	    split_finish(&r.split, r.status != EXIT_TROUBLE) != 0)
		r.status = EXIT_TROUBLE;
	sel_free(r.sel);
	dup_free(&r.seen);
	free(w.files);
	free(w.w);
	return finish(r.status);
}
