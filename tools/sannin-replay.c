/*
 * sannin-replay - replays game records and writes, for each action, the
 * position string and the events; or one position of each game; see
 * sannin-replay(1).
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "poswriter.h"

#define USAGE "usage: sannin-replay [-T format] [-f format] " \
	"[-r name=value] [--variant name] [--ply=N | --final] [file ...]"

struct rep {
	int to, status;		/* SANNIN_FORMAT_TEXT, _YAML or _JSON */
	long ply;		/* -1 every ply, -2 the final one */
	unsigned long games;
	unsigned long items;	/* plies written of the game (JSON: a comma
				 * before the next) */
	struct sn_poswriter *pw;	/* writes the position strings, each
					 * from what changed since the last */
};

/* YAML scalars of this program: positions and events are quoted. */
static void
yq(const char *s)
{
	putchar('\'');
	for (; *s; s++) {
		if (*s == '\'')
			putchar('\'');
		putchar(*s);
	}
	putchar('\'');
}

/* A string quoted for the output format. */
static void
quote(const struct rep *r, const char *s)
{
	if (r->to == SANNIN_FORMAT_YAML)
		yq(s);
	else if (r->to == SANNIN_FORMAT_JSON)
		sannin_json_write_string(stdout, s);
	else
		fputs(s, stdout);
}

/* The start of a game's output: its number and where it starts. */
static void
game_start(struct rep *r, const char *file, const sannin_record *rec)
{
	r->items = 0;
	if (r->to == SANNIN_FORMAT_YAML) {
		printf("---\ngame: %lu\nfile: ", r->games);
		yq(file);
		printf("\nline: %lu\nplies:\n", sannin_record_line(rec));
	} else if (r->to == SANNIN_FORMAT_JSON) {
		printf("{\"game\":%lu,\"file\":", r->games);
		sannin_json_write_string(stdout, file);
		printf(",\"line\":%lu,\"plies\":[", sannin_record_line(rec));
	} else
		printf("game %lu %s:%lu\n", r->games, file,
		    sannin_record_line(rec));
}

/* The end of a game's output: JSON closes its list and object, and the
 * line. */
static void
game_end(const struct rep *r)
{
	if (r->to == SANNIN_FORMAT_JSON)
		fputs("]}\n", stdout);
}

/* Output gathered for one fwrite: the text form of an action is a dozen
 * short pieces, and a stdio call each was 8% of a full replay. */
struct tbuf {
	char b[4096];
	size_t n;
};

static void
tflush(struct tbuf *t)
{
	fwrite(t->b, 1, t->n, stdout);
	t->n = 0;
}

/* tput() of what does not fit in the buffer now. */
static void
tput_over(struct tbuf *t, const char *s, size_t n)
{
	tflush(t);
	if (n > sizeof(t->b)) {
		fwrite(s, 1, n, stdout);
		return;
	}
	memcpy(t->b, s, n);
	t->n = n;
}

/* (Inline: most pieces are short, and of a length known where they are
 * put.) */
static inline void
tput(struct tbuf *t, const char *s, size_t n)
{
	if (t->n + n > sizeof(t->b)) {
		tput_over(t, s, n);
		return;
	}
	memcpy(t->b + t->n, s, n);
	t->n += n;
}

static void
tputs(struct tbuf *t, const char *s)
{
	tput(t, s, strlen(s));
}

/* "ply N " of the text form.  (printf took 4% of a full replay.) */
static void
tply(struct tbuf *t, unsigned long ply)
{
	char b[32], *e = b + sizeof(b);

	*--e = ' ';
	do
		*--e = (char)('0' + ply % 10);
	while ((ply /= 10) != 0);
	tput(t, "ply ", 4);
	tput(t, e, (size_t)(b + sizeof(b) - e));
}

static void
ply_word(unsigned long ply)
{
	struct tbuf t;

	t.n = 0;
	tply(&t, ply);
	tflush(&t);
}

/* The start of a ply's entry. */
static void
item(struct rep *r, long ply)
{
	if (r->to == SANNIN_FORMAT_YAML)
		printf("- ply: %ld\n", ply);
	else if (r->to == SANNIN_FORMAT_JSON)
		printf("%s{\"ply\":%ld", r->items ? "," : "", ply);
	r->items++;
}

static void
position(struct rep *r, long ply, const sannin_position *p)
{
	char buf[SANNIN_POSITION_MAX];

	sn_poswriter_write(r->pw, p, buf, sizeof(buf));
	item(r, ply);
	if (r->to == SANNIN_FORMAT_YAML)
		fputs("  position: ", stdout);
	else if (r->to == SANNIN_FORMAT_JSON)
		fputs(",\"position\":", stdout);
	else {
		ply_word((unsigned long)ply);
		fputs("position ", stdout);
	}
	quote(r, buf);
	fputs(r->to == SANNIN_FORMAT_JSON ? "}" : "\n", stdout);
}

/* The text form of one action: "ply N SEAT MOVE", "ply N position
 * STRING" and "ply N event TEXT" for each event, a line each, written
 * with one fwrite. */
static void
text_action(struct rep *r, const sannin_variant *v, size_t ply,
    const char *seat, const char *move, const sannin_position *after,
    const sannin_event *e, int nev)
{
	char ev[512];
	struct tbuf t, pre;
	size_t n;
	int k;

	/* "ply N " once, at the start of each line. */
	pre.n = 0;
	tply(&pre, ply);
	t.n = 0;
	tput(&t, pre.b, pre.n);
	tputs(&t, seat);
	tput(&t, " ", 1);
	tputs(&t, move);
	tput(&t, "\n", 1);
	tput(&t, pre.b, pre.n);
	tput(&t, "position ", 9);
	/* (Written in place, with room for the longest.) */
	if (t.n + SANNIN_POSITION_MAX > sizeof(t.b))
		tflush(&t);
	n = sn_poswriter_write(r->pw, after, t.b + t.n, SANNIN_POSITION_MAX);
	t.n += n < SANNIN_POSITION_MAX ? n : SANNIN_POSITION_MAX - 1;
	tput(&t, "\n", 1);
	for (k = 0; k < nev; k++) {
		n = sannin_event_format_as(v, &e[k], SANNIN_STYLE_TEXT, ev,
		    sizeof(ev));
		tput(&t, pre.b, pre.n);
		tput(&t, "event ", 6);
		tput(&t, ev, n < sizeof(ev) ? n : sizeof(ev) - 1);
		tput(&t, "\n", 1);
	}
	tflush(&t);
	r->items++;
}

/* One action of a replay: its seat and move, the position after it and
 * its events. */
static void
action(struct rep *r, const sannin_variant *v, size_t ply,
    const char *seat, const char *move, const sannin_position *after,
    const sannin_event *e, int nev)
{
	char ev[512], buf[SANNIN_POSITION_MAX];
	int k, style = r->to == SANNIN_FORMAT_YAML ? SANNIN_STYLE_YAML :
	    SANNIN_STYLE_JSON;

	if (r->to == SANNIN_FORMAT_TEXT) {
		text_action(r, v, ply, seat, move, after, e, nev);
		return;
	}
	sn_poswriter_write(r->pw, after, buf, sizeof(buf));
	item(r, (long)ply);
	if (r->to == SANNIN_FORMAT_YAML)
		printf("  seat: %s\n  move: ", seat);
	else {
		fputs(",\"seat\":", stdout);
		quote(r, seat);
		fputs(",\"move\":", stdout);
	}
	quote(r, move);
	fputs(r->to == SANNIN_FORMAT_YAML ? "\n  position: " :
	    ",\"position\":", stdout);
	quote(r, buf);
	if (r->to == SANNIN_FORMAT_YAML)
		printf("\n  events:%s\n", nev ? "" : " []");
	else
		fputs(",\"events\":[", stdout);
	for (k = 0; k < nev; k++) {
		sannin_event_format_as(v, &e[k], style, ev, sizeof(ev));
		if (r->to == SANNIN_FORMAT_YAML)
			fputs("  - ", stdout);
		else
			fputs(k ? "," : "", stdout);
		fputs(ev, stdout);
		if (r->to == SANNIN_FORMAT_YAML)
			putchar('\n');
	}
	if (r->to == SANNIN_FORMAT_JSON)
		fputs("]}", stdout);
}

static int
replay(const char *file, sannin_record *rec, void *arg)
{
	struct rep *r = arg;
	const sannin_position *start = sannin_record_start(rec);
	const sannin_variant *v;
	sannin_game *g = NULL;
	size_t i, n = sannin_record_plies(rec);
	int nev, kept;

	r->games++;
	for (i = 0; i < sannin_record_ndiags(rec); i++)
		print_diag(file, sannin_record_diag(rec, i));
	if (!sannin_record_valid(rec)) {
		if (start != NULL)
			warnx_("%s:%lu: this game is replayed up to its first "
			    "error", file, sannin_record_line(rec));
		if (r->status == EXIT_OK)
			r->status = EXIT_INVALID;
	}
	if (start == NULL)
		return 0;
	v = sannin_position_variant(start);
	if (r->ply >= 0 && (size_t)r->ply > n) {
		warnx_("%s:%lu: the game has %zu plies, not %ld", file,
		    sannin_record_line(rec), n, r->ply);
		if (r->status == EXIT_OK)
			r->status = EXIT_INVALID;
		return 0;
	}
	/* The position at the end of a valid game is the reader's own:
	 * nothing is played again.  (An invalid one is replayed up to its
	 * error, which the reader may have played already.) */
	if (r->ply == -2 && sannin_record_valid(rec)) {
		game_start(r, file, rec);
		position(r, (long)n, sannin_record_end(rec));
		game_end(r);
		return 0;
	}
	/* Every position: the reader kept them (decode level 3), so
	 * nothing is played again; else as far as --ply, played. */
	kept = r->ply == -1 && sannin_record_position(rec, n) != NULL;
	if (!kept && (g = sannin_game_new(start)) == NULL) {
		warnx_("out of memory");
		r->status = EXIT_TROUBLE;
		return 1;
	}
	game_start(r, file, rec);
	if (r->ply == -1 || r->ply == 0 || (r->ply == -2 && n == 0))
		position(r, 0, start);
	/* With --ply, as far as that ply only. */
	if (r->ply >= 0)
		n = (size_t)r->ply;
	for (i = 0; i < n; i++) {
		const sannin_event *e;
		sannin_action a = *sannin_record_action(rec, i, &e, &nev);
		const sannin_position *p = kept ?
		    sannin_record_position(rec, i) : sannin_game_position(g);
		int seat = sannin_position_turn(p);

		if (kept)
			p = sannin_record_position(rec, i + 1);
		else if (sannin_game_play(g, &a, NULL, NULL) == 0)
			p = sannin_game_position(g);
		else {
			warnx_("%s: internal error at ply %zu", file, i + 1);
			r->status = EXIT_TROUBLE;
			break;
		}
		if (r->ply == -1)
			/* (Read at level 3: the short form.) */
			action(r, v, i + 1, sannin_variant_seat_name(v, seat),
			    sannin_record_move(rec, i, 0), p, e, nev);
		else if ((long)i + 1 == r->ply || (r->ply == -2 &&
		    i + 1 == n))
			position(r, (long)i + 1, p);
	}
	game_end(r);
	sannin_game_free(g);
	return 0;
}

static void
help(void)
{
	printf("%s\n\n"
	    "Replays game records and writes the position string and the "
	    "events of each action.\n\n"
	    "  -T, --to=FORMAT     write text, yaml or json (default: text)\n"
	    "  -p, --ply=N         write only the position after N actions\n"
	    "  -e, --final         write only the position at the end\n"
	    COMMON_HELP
	    "Exit status: 0 every game replayed, 1 some game invalid or too "
	    "short, 2 trouble.\n", USAGE);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{"to", required_argument, NULL, 'T'},
		{"ply", required_argument, NULL, 'p'},
		{"final", no_argument, NULL, 'e'},
		COMMON_LONGOPTS,
		{NULL, 0, NULL, 0}
	};
	struct rep r = {SANNIN_FORMAT_TEXT, EXIT_OK, -1, 0, 0, NULL};
	int from = SANNIN_FORMAT_AUTO, ch;
	sannin_rules rules;
	char *end;

	set_progname(argv, "sannin-replay");
	while ((ch = getopt_long(argc, argv, "T:p:ef:r:hV", longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'T':
			if ((r.to = parse_format(optarg, 0)) < 0)
				usage_error();
			break;
		case 'p':
			errno = 0;
			r.ply = strtol(optarg, &end, 10);
			if (*optarg == '\0' || *end != '\0' || r.ply < 0 ||
			    errno != 0 || r.ply > INT_MAX) {
				warnx_("--ply takes a number of actions, 0 or "
				    "more, not '%s'", optarg);
				usage_error();
			}
			break;
		case 'e':
			r.ply = -2;
			break;
		default:
			common_option(ch, optarg, &from, &rules, help);
		}
	common_rules(&rules);
	if ((r.pw = sn_poswriter_new()) == NULL) {
		warnx_("out of memory");
		return finish(EXIT_TROUBLE);
	}
	/* The move forms of the canonical notation, and every position,
	 * only when the actions are written. */
	for_each_game(argv + optind, argc - optind, from, &rules,
	    r.ply == -1 ? 3 : 1, replay,
	    &r, &r.status);
	sn_poswriter_free(r.pw);
	return finish(r.status);
}
