/*
 * sannin-replay - replays game records and writes, for each action, the
 * position string and the events; or one position of each game; see
 * sannin-replay(1).
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comment_commands.h"
#include "common.h"
#include "decimal.h"
#include "poswriter.h"

#define USAGE "usage: sannin-replay [-T format] [-f format] " \
	"[-r name=value] [--variant name] [--ply=N | --final] [file ...]"

/* Output gathered for fwrite: the text form of an action is a dozen
 * short pieces, and a stdio call each was 8% of a full replay; a call
 * an action, 1.5%.  (Room for a whole game's, mostly: it is written
 * at the game's end, with one call, which stdio need not copy.) */
struct tbuf {
	char b[65536];
	size_t n;
};

struct rep {
	int to, status;		/* SANNIN_FORMAT_TEXT, _YAML or _JSON */
	long ply;		/* -1 every ply, -2 the final one */
	unsigned long games;
	unsigned long items;	/* plies written of the game (JSON: a comma
				 * before the next) */
	struct sn_poswriter *pw;	/* writes the position strings, each
					 * from what changed since the last */
	/* What is written of the game so far, up to its end or up to a
	 * message on standard error: the bytes stdio is given before each
	 * message, and so the order of the two in one file, are as they
	 * were when an entry was written with an fwrite of its own. */
	struct tbuf out;
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

/* A string literal, its length counted by the compiler. */
#define tlit(t, s) tput((t), (s), sizeof(s) - 1)

static void
tputs(struct tbuf *t, const char *s)
{
	tput(t, s, strlen(s));
}

/* Where n characters may be written in place, at the buffer's end,
 * flushed first when it has not room for them (n at most its size). */
static char *
troom(struct tbuf *t, size_t n)
{
	if (t->n + n > sizeof(t->b))
		tflush(t);
	return t->b + t->n;
}

/* Room for an event's text, written in place. */
#define EVENT_MAX 512

/* A number in decimal, written in place. */
static void
tnum(struct tbuf *t, unsigned long n)
{
	char *e = troom(t, 24);

	t->n += (size_t)(sn_decimal(e, n) - e);
}

/* The n characters of s, which has sixteen to read, copied sixteen
 * whole where they fit: "ply N " at the start of each line of an
 * action, shorter for any ply below 10^10. */
static inline void
tput16(struct tbuf *t, const char *s, size_t n)
{
	if (n <= 16 && t->n + 16 <= sizeof(t->b)) {
		memcpy(t->b + t->n, s, 16);
		t->n += n;
	} else
		tput(t, s, n);
}

/* "ply N " of the text form. */
static void
tply(struct tbuf *t, unsigned long ply)
{
	tlit(t, "ply ");
	tnum(t, ply);
	tlit(t, " ");
}

/* Whether a byte of JSON text is written by sannin_json_write_string
 * as it is, and not escaped. */
static inline int
json_plain(unsigned char c)
{
	return c >= 0x20 && c < 0x7f && c != '"' && c != '\\';
}

/*
 * Whether one of the eight bytes of x would not be json_plain: a byte
 * below 0x20 borrows in x - 0x20, one from 0x7f up carries into or has
 * its high bit in x + 1 or x, and a quote or a backslash borrows when
 * it is made zero.  A borrow or carry reaches only the bytes above one
 * that is not plain, so the answer is right for the word, a few
 * instructions a character less than a test of each.
 */
static inline int
json_word_plain(uint64_t x)
{
	const uint64_t one = 0x0101010101010101ULL;

	return ((x - 0x20 * one) | (x + one) | x |
	    ((x ^ '"' * one) - one) | ((x ^ '\\' * one) - one)) &
	    0x80 * one ? 0 : 1;
}

/* The n characters of s quoted for YAML (a quote doubled) or JSON, as
 * sannin_json_write_string writes them: one with anything to escape is
 * left to it, after what the buffer holds. */
static void
tquote(struct tbuf *t, const struct rep *r, const char *s, size_t n)
{
	const char *q, *end = s + n;
	uint64_t x;
	size_t i;

	if (r->to == SANNIN_FORMAT_YAML) {
		tlit(t, "'");
		while ((q = memchr(s, '\'', (size_t)(end - s))) != NULL) {
			tput(t, s, (size_t)(q - s + 1));
			tlit(t, "'");
			s = q + 1;
		}
		tput(t, s, (size_t)(end - s));
		tlit(t, "'");
		return;
	}
	for (i = 0; i + 8 <= n; i += 8) {
		memcpy(&x, s + i, 8);
		if (!json_word_plain(x))
			break;
	}
	for (; i < n; i++)
		if (!json_plain((unsigned char)s[i])) {
			tflush(t);
			sannin_json_write_string(stdout, s);
			return;
		}
	tlit(t, "\"");
	tput(t, s, n);
	tlit(t, "\"");
}

/* The start of a game's output: its number and where it starts. */
static void
game_start(struct rep *r, const char *file, const sannin_record *rec)
{
	/* The words of YAML's and JSON's, around the number, the file and
	 * the line. */
	static const char *const words[2][4] = {
		{"---\ngame: ", "\nfile: ", "\nline: ", "\nplies:\n"},
		{"{\"game\":", ",\"file\":", ",\"line\":", ",\"plies\":["},
	};
	const char *const *w = words[r->to == SANNIN_FORMAT_JSON];
	struct tbuf *t = &r->out;

	r->items = 0;
	if (r->to == SANNIN_FORMAT_TEXT) {
		tlit(t, "game ");
		tnum(t, r->games);
		tlit(t, " ");
		tputs(t, file);
		tlit(t, ":");
		tnum(t, sannin_record_line(rec));
		tlit(t, "\n");
		return;
	}
	tputs(t, w[0]);
	tnum(t, r->games);
	tputs(t, w[1]);
	tquote(t, r, file, strlen(file));
	tputs(t, w[2]);
	tnum(t, sannin_record_line(rec));
	tputs(t, w[3]);
}

/* The end of a game's output: JSON closes its list and object, and the
 * line.  All of it is written now. */
static void
game_end(struct rep *r)
{
	if (r->to == SANNIN_FORMAT_JSON)
		tlit(&r->out, "]}\n");
	tflush(&r->out);
}

/* The position after ply N, as an action's entry writes it. */
static void
position(struct rep *r, long ply, const sannin_position *p)
{
	char buf[SANNIN_POSITION_MAX];
	struct tbuf *t = &r->out;
	size_t n = sn_poswriter_write(r->pw, p, buf, sizeof(buf));

	if (n >= sizeof(buf))
		n = sizeof(buf) - 1;
	if (r->to == SANNIN_FORMAT_TEXT) {
		tply(t, (unsigned long)ply);
		tlit(t, "position ");
		tput(t, buf, n);
		tlit(t, "\n");
	} else if (r->to == SANNIN_FORMAT_YAML) {
		tlit(t, "- ply: ");
		tnum(t, (unsigned long)ply);
		tlit(t, "\n  position: ");
		tquote(t, r, buf, n);
		tlit(t, "\n");
	} else {
		if (r->items)
			tlit(t, ",");
		tlit(t, "{\"ply\":");
		tnum(t, (unsigned long)ply);
		tlit(t, ",\"position\":");
		tquote(t, r, buf, n);
		tlit(t, "}");
	}
	r->items++;
}

/* The commands of an action's comments (sannin-record(5), Comments):
 * the arrows and marked cells drawn, the seat's clock and the time it
 * spent, read again from the comments (the reader warned of bad ones;
 * what it could read of them is shown). */
static void
commands_of(const sannin_record *rec, const sannin_variant *v, size_t i,
    struct sn_commands *c)
{
	struct sn_command_error err;
	const char *text;
	size_t k;

	sn_commands_clear(c);
	for (k = 0; (text = sannin_record_comment(rec, i, k)) != NULL; k++)
		if (strstr(text, "[%") != NULL)
			(void)sn_commands_read(v, text, strlen(text), c, &err);
}

/* "3c", the name of a cell. */
static void
tcell(struct tbuf *t, const sannin_variant *v, int cell)
{
	char name[4];

	tput(t, name, (size_t)sannin_cell_name(v, cell, name));
}

/* "ply N arrow R 3c 4d", "ply N mark Y 4d", "ply N clock 0:09:58" and
 * "ply N elapsed 0:00:02", a line each. */
static void
text_commands(struct tbuf *t, const sannin_variant *v, const char *pre,
    size_t pn, const struct sn_commands *c)
{
	int k;

	for (k = 0; k < c->narrows + c->nmarks; k++) {
		const struct sn_drawn *d = k < c->narrows ? &c->arrow[k] :
		    &c->mark[k - c->narrows];

		tput16(t, pre, pn);
		tputs(t, k < c->narrows ? "arrow " : "mark ");
		tput(t, &d->colour, 1);
		tlit(t, " ");
		tcell(t, v, d->from);
		if (k < c->narrows) {
			tlit(t, " ");
			tcell(t, v, d->to);
		}
		tlit(t, "\n");
	}
	if (c->clock[0] != '\0') {
		tput16(t, pre, pn);
		tlit(t, "clock ");
		tputs(t, c->clock);
		tlit(t, "\n");
	}
	if (c->elapsed[0] != '\0') {
		tput16(t, pre, pn);
		tlit(t, "elapsed ");
		tputs(t, c->elapsed);
		tlit(t, "\n");
	}
}

/* The YAML or JSON fields of the commands of an action, those it has:
 * arrows: [{colour, from, to}], marks: [{colour, cell}], clock,
 * elapsed. */
static void
data_commands(struct tbuf *t, const struct rep *r, const sannin_variant *v,
    const struct sn_commands *c)
{
	int yaml = r->to == SANNIN_FORMAT_YAML, k, list;

	for (list = 0; list < 2; list++) {
		int n = list == 0 ? c->narrows : c->nmarks;

		if (n == 0)
			continue;
		tputs(t, yaml ? (list == 0 ? "  arrows:\n" : "  marks:\n") :
		    (list == 0 ? ",\"arrows\":[" : ",\"marks\":["));
		for (k = 0; k < n; k++) {
			const struct sn_drawn *d = list == 0 ? &c->arrow[k] :
			    &c->mark[k];

			/* (Quoted in YAML too: YAML 1.1 reads a bare Y as
			 * true.) */
			tputs(t, yaml ? "  - {colour: '" : k ? ",{\"colour\":\"" :
			    "{\"colour\":\"");
			tput(t, &d->colour, 1);
			tputs(t, yaml ? (list == 0 ? "', from: " : "', cell: ") :
			    (list == 0 ? "\",\"from\":\"" : "\",\"cell\":\""));
			tcell(t, v, d->from);
			if (list == 0) {
				tputs(t, yaml ? ", to: " : "\",\"to\":\"");
				tcell(t, v, d->to);
			}
			tputs(t, yaml ? "}\n" : "\"}");
		}
		if (!yaml)
			tlit(t, "]");
	}
	for (k = 0; k < 2; k++) {
		const char *time = k == 0 ? c->clock : c->elapsed;

		if (time[0] == '\0')
			continue;
		tputs(t, yaml ? (k == 0 ? "  clock: '" : "  elapsed: '") :
		    (k == 0 ? ",\"clock\":\"" : ",\"elapsed\":\""));
		tputs(t, time);
		tputs(t, yaml ? "'\n" : "\"");
	}
}

/* The text form of one action: "ply N SEAT MOVE", "ply N position
 * STRING" and "ply N event TEXT" for each event, then its commands, a
 * line each. */
static void
text_action(struct rep *r, const sannin_variant *v, size_t ply,
    const char *seat, size_t seatlen, const char *move,
    const sannin_position *after,
    const sannin_event *e, int nev, const struct sn_commands *c)
{
	struct tbuf *t = &r->out;
	char pre[32];
	size_t n, pn;
	int k;

	/* "ply N " once, at the start of each line (the sixteen bytes
	 * tput16 copies all defined). */
	memset(pre, 0, 16);
	memcpy(pre, "ply ", 4);
	pn = (size_t)(sn_decimal(pre + 4, ply) - pre);
	pre[pn++] = ' ';
	tput16(t, pre, pn);
	tput(t, seat, seatlen);
	tlit(t, " ");
	tputs(t, move);
	tlit(t, "\n");
	tput16(t, pre, pn);
	tlit(t, "position ");
	n = sn_poswriter_write(r->pw, after, troom(t, SANNIN_POSITION_MAX),
	    SANNIN_POSITION_MAX);
	t->n += n < SANNIN_POSITION_MAX ? n : SANNIN_POSITION_MAX - 1;
	tlit(t, "\n");
	for (k = 0; k < nev; k++) {
		tput16(t, pre, pn);
		tlit(t, "event ");
		n = sannin_event_format_as(v, &e[k], SANNIN_STYLE_TEXT,
		    troom(t, EVENT_MAX), EVENT_MAX);
		t->n += n < EVENT_MAX ? n : EVENT_MAX - 1;
		tlit(t, "\n");
	}
	text_commands(t, v, pre, pn, c);
	r->items++;
}

/* One action of a replay: its seat and move, the position after it and
 * its events, put into the output's buffer (printf and a putchar a
 * character of the quoted strings took a third of a YAML replay). */
static void
action(struct rep *r, const sannin_variant *v, size_t ply,
    const char *seat, size_t seatlen, const char *move,
    const sannin_position *after,
    const sannin_event *e, int nev, const struct sn_commands *c)
{
	char buf[SANNIN_POSITION_MAX];
	struct tbuf *t = &r->out;
	size_t n;
	int k, yaml = r->to == SANNIN_FORMAT_YAML;

	if (r->to == SANNIN_FORMAT_TEXT) {
		text_action(r, v, ply, seat, seatlen, move, after, e, nev, c);
		return;
	}
	n = sn_poswriter_write(r->pw, after, buf, sizeof(buf));
	/* (As item() starts it.) */
	if (yaml) {
		tlit(t, "- ply: ");
		tnum(t, ply);
		tlit(t, "\n  seat: ");
		tput(t, seat, seatlen);
		tlit(t, "\n  move: ");
	} else {
		if (r->items)
			tlit(t, ",");
		tlit(t, "{\"ply\":");
		tnum(t, ply);
		tlit(t, ",\"seat\":");
		tquote(t, r, seat, seatlen);
		tlit(t, ",\"move\":");
	}
	r->items++;
	tquote(t, r, move, strlen(move));
	if (yaml)
		tlit(t, "\n  position: ");
	else
		tlit(t, ",\"position\":");
	tquote(t, r, buf, n < sizeof(buf) ? n : sizeof(buf) - 1);
	if (!yaml)
		tlit(t, ",\"events\":[");
	else if (nev)
		tlit(t, "\n  events:\n");
	else
		tlit(t, "\n  events: []\n");
	for (k = 0; k < nev; k++) {
		if (yaml)
			tlit(t, "  - ");
		else if (k)
			tlit(t, ",");
		n = sannin_event_format_as(v, &e[k], yaml ? SANNIN_STYLE_YAML :
		    SANNIN_STYLE_JSON, troom(t, EVENT_MAX), EVENT_MAX);
		t->n += n < EVENT_MAX ? n : EVENT_MAX - 1;
		if (yaml)
			tlit(t, "\n");
	}
	if (!yaml)
		tlit(t, "]");
	data_commands(t, r, v, c);
	if (!yaml)
		tlit(t, "}");
}

static int
replay(const char *file, sannin_record *rec, void *arg)
{
	struct rep *r = arg;
	const sannin_position *start = sannin_record_start(rec);
	const sannin_variant *v;
	sannin_game *g = NULL;
	size_t i, n = sannin_record_plies(rec);
	/* The seats' names, and their lengths, once a game. */
	const char *names[SANNIN_MAXSEATS];
	size_t lens[SANNIN_MAXSEATS];
	struct sn_commands cmds;
	int nev, kept, s;

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
	for (s = 0; s < sannin_variant_nseats(v) && s < SANNIN_MAXSEATS; s++) {
		names[s] = sannin_variant_seat_name(v, s);
		lens[s] = strlen(names[s]);
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
			tflush(&r->out);
			warnx_("%s: internal error at ply %zu", file, i + 1);
			r->status = EXIT_TROUBLE;
			break;
		}
		if (r->ply == -1) {
			commands_of(rec, v, i, &cmds);
			/* (Read at level 3: the short form.) */
			action(r, v, i + 1, names[seat], lens[seat],
			    sannin_record_move(rec, i, 0), p, e, nev, &cmds);
		}
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
	    "  -e, --final         write only the position at the end "
	    "(not with -p)\n"
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
	struct rep r = {.to = SANNIN_FORMAT_TEXT, .status = EXIT_OK,
	    .ply = -1};
	int from = SANNIN_FORMAT_AUTO, ch, final = 0;
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
			final = 1;
			break;
		default:
			common_option(ch, optarg, &from, &rules, help);
		}
	common_rules(&rules);
	if (final && r.ply >= 0) {
		warnx_("--ply and --final each name the position to write: "
		    "give one, not both");
		usage_error();
	}
	if (final)
		r.ply = -2;
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
