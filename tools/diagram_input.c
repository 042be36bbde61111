/*
 * diagram_input.c - the input of sannin-diagram: a position string
 * (given with --position, or alone on the input) or records, read as
 * they come, of which one game is replayed to the ply asked for; the
 * scene drawn from it, with what the record says for the caption.
 */
#define _GNU_SOURCE		/* fopencookie */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "common.h"
#include "diagram.h"

struct pick {
	const struct opts *o;
	long n;
	int done, status;
};

/*
 * Plays the first cap->ply actions of the record in g, noting in cap the
 * round, the seat and the notation of the last (each action's seat is
 * the seat to act before it), and returns the last, or NULL.
 */
static const sannin_action *
replay(const sannin_record *rec, sannin_game *g, struct caption *cap)
{
	const sannin_action *last = NULL;
	const sannin_position *p;
	sannin_action a;
	size_t i;
	int seat;

	cap->round = 0;
	cap->mover = -1;
	cap->action[0] = '\0';
	for (i = 0; i < (size_t)cap->ply; i++) {
		last = sannin_record_action(rec, i, NULL, NULL);
		a = *last;
		p = sannin_game_position(g);
		seat = sannin_position_turn(p);
		if (cap->mover < 0 || seat <= cap->mover)
			cap->round++;
		cap->mover = seat;
		if (i + 1 == (size_t)cap->ply)
			sannin_action_format(p, &a, 0, cap->action,
			    sizeof(cap->action));
		sannin_game_play(g, &a, NULL, NULL);
	}
	return last;
}

static int
from_record(const char *file, sannin_record *rec, void *arg)
{
	struct pick *pk = arg;
	size_t i, n = sannin_record_plies(rec);
	long ply = pk->o->ply < 0 ? (long)n : pk->o->ply;
	sannin_game *g;
	struct scene sc;
	struct caption cap;
	const sannin_action *last;
	int status;

	if (++pk->n != pk->o->game)
		return 0;
	pk->done = 1;
	for (i = 0; i < sannin_record_ndiags(rec); i++)
		print_diag(file, sannin_record_diag(rec, i));
	if (sannin_record_start(rec) == NULL) {
		warnx_("%s:%lu: the game cannot be read, so there is no "
		    "position to draw", file, sannin_record_line(rec));
		pk->status = EXIT_INVALID;
		return 1;
	}
	if (pk->o->out == OUT_HTML) {
		pk->status = html_page(file, rec, pk->o);
		return 1;
	}
	if ((size_t)ply > n) {
		warnx_("%s:%lu: the game has %zu valid plies, not %ld", file,
		    sannin_record_line(rec), n, ply);
		pk->status = EXIT_INVALID;
		return 1;
	}
	if ((g = sannin_game_new(sannin_record_start(rec))) == NULL) {
		warnx_("out of memory");
		pk->status = EXIT_TROUBLE;
		return 1;
	}
	cap.rec = rec;
	cap.ply = ply;
	last = replay(rec, g, &cap);
	scene_of(&sc, sannin_game_position(g));
	sc.cap = &cap;
	drawn_of_action(&sc, rec, ply);
	if (last != NULL) {
		sc.last_from = last->type == SANNIN_ACT_DROP ? -1 : last->from;
		sc.last_to = last->type == SANNIN_ACT_ILLUMINATE ? -1 : last->to;
	}
	status = draw(&sc, pk->o);
	sannin_game_free(g);
	if (status == EXIT_OK && !sannin_record_valid(rec))
		status = EXIT_INVALID;
	if (status > pk->status)
		pk->status = status;
	return 1;
}

/* Says that reading the file failed, and why, as cat(1) does; errno
 * is the reason, when the C library left one. */
static void
read_error(const char *file)
{
	warnx_("%s: read error: %s", file, strerror(errno ? errno : EIO));
}

/*
 * Reads the start of the input: its blank lines and its first other line
 * (up to HEADMAX bytes).  Returns the bytes, NUL-terminated, or NULL with
 * a message; *eof says whether the input ended there, *seen whether the
 * head holds more than blanks.
 */
#define HEADMAX 65536
static char *
read_head(const char *file, FILE *fp, size_t *len, int *eof, int *seen)
{
	char *buf = malloc(HEADMAX + 1);
	size_t n = 0;
	int c;

	*eof = *seen = 0;
	if (buf == NULL) {
		warnx_("%s: out of memory", file);
		return NULL;
	}
	errno = 0;
	while (n < HEADMAX && (c = getc(fp)) != EOF) {
		buf[n++] = (char)c;
		if (c == '\n' && *seen)
			break;
		if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
			*seen = 1;
	}
	if (ferror(fp)) {
		read_error(file);
		free(buf);
		return NULL;
	}
	*eof = feof(fp) != 0;
	buf[n] = '\0';
	*len = n;
	return buf;
}

/*
 * Reads the rest of the input after the `len` bytes of `head`, which it
 * takes over (a position string, or records where the C library cannot
 * join a head to a stream).  Returns the bytes, NUL-terminated, or NULL
 * with a message.
 */
static char *
slurp(const char *file, FILE *fp, size_t *total, char *head, size_t len)
{
	char *buf = head, *nb;
	size_t cap = HEADMAX + 1, n = len, got;

	errno = 0;
	do {
		if (n + 65536 + 1 > cap) {
			cap = 2 * cap;
			if ((nb = realloc(buf, cap)) == NULL) {
				warnx_("%s: out of memory", file);
				free(buf);
				return NULL;
			}
			buf = nb;
		}
		got = fread(buf + n, 1, 65536, fp);
		n += got;
	} while (got > 0);
	if (ferror(fp)) {
		read_error(file);
		free(buf);
		return NULL;
	}
	buf[n] = '\0';
	*total = n;
	return buf;
}

static int
blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Where the board field of a line that starts at i would start: after
 * the name of a variant ("yonin "), when the line starts with one. */
static size_t
board_field(const char *buf, size_t len, size_t i)
{
	size_t k = i;

	while (k < len && !blank(buf[k]))
		k++;
	if (k < len && k > i && sannin_variant_find(buf + i, k - i) != NULL)
		while (k < len && (buf[k] == ' ' || buf[k] == '\t'))
			k++;
	else
		k = i;
	return k;
}

/* Is the field at i a board: a '/' among letters, digits and '+'? */
static int
is_board(const char *buf, size_t len, size_t i)
{
	int slash = 0;

	for (; i < len && !blank(buf[i]); i++)
		if (buf[i] == '/')
			slash = 1;
		else if (!isalnum((unsigned char)buf[i]) && buf[i] != '+')
			return 0;
	return slash;
}

/* Is the first line that is not blank a board (after the name of a
 * variant)?  Only such a line may be a position string. */
static int
board_shaped(const char *buf, size_t len)
{
	return is_board(buf, len, board_field(buf, len, strspn(buf,
	    " \t\r\n")));
}

#ifdef HAVE_FOPENCOOKIE
/* A stream of the head already read, then the rest of the input. */
struct joined {
	char *head;
	size_t len, pos;
	FILE *rest;
};

static ssize_t
joined_read(void *cookie, char *out, size_t size)
{
	struct joined *j = cookie;
	size_t n;

	if (j->pos < j->len) {
		n = j->len - j->pos < size ? j->len - j->pos : size;
		memcpy(out, j->head + j->pos, n);
		j->pos += n;
		return (ssize_t)n;
	}
	n = fread(out, 1, size, j->rest);
	return n == 0 && ferror(j->rest) ? -1 : (ssize_t)n;
}
#endif

/*
 * A position string, of the --variant's game when it names none: the
 * library reads a string without a variant's name as sannin shogi's, so
 * the --variant's name is put before it, and taken off the column of a
 * diagnostic.
 */
static sannin_position *
read_position_of(const char *s, size_t len, const sannin_rules *rules,
    sannin_diag *dg)
{
	char buf[SANNIN_POSITION_MAX + 16];
	sannin_position *p;
	size_t lead = 0, n;

	while (lead < len && (s[lead] == ' ' || s[lead] == '\t'))
		lead++;
	if (rules->variant == SANNIN_VARIANT_SANNIN || lead >= len ||
	    board_field(s, len, lead) != lead || len >= SANNIN_POSITION_MAX)
		return sannin_position_read(s, len, rules, dg);
	n = (size_t)snprintf(buf, sizeof(buf), "%s ", sannin_variant_name(
	    sannin_variant_get(rules->variant)));
	memcpy(buf + n, s, len);
	if ((p = sannin_position_read(buf, n + len, rules, dg)) == NULL)
		dg->col = dg->col > n ? dg->col - n : 1;
	return p;
}

/*
 * A position string alone on its line, and nothing else but blanks.  When
 * the input has that shape (one line whose first field, after the name
 * of a variant, is a board: a '/' among letters, digits and '+') but
 * does not read as a position, *shaped is set and dg says why.
 */
static sannin_position *
as_position(const char *buf, size_t len, const sannin_rules *rules,
    int *shaped, sannin_diag *dg)
{
	size_t i = 0, j, k, ls = 0;
	unsigned long line = 1;
	sannin_position *p;

	*shaped = 0;
	while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n' ||
	    buf[i] == '\r'))
		i++;
	for (j = i; j < len && buf[j] != '\n'; j++)
		;
	if (j == i || (j < len && strspn(buf + j, " \t\r\n") != len - j))
		return NULL;
	if ((p = read_position_of(buf + i, j - i, rules, dg)) != NULL)
		return p;
	*shaped = is_board(buf, j, board_field(buf, j, i));
	/* The line of the string, and the column within that line. */
	for (k = 0; k < i; k++)
		if (buf[k] == '\n') {
			line++;
			ls = k + 1;
		}
	dg->line = line;
	dg->col += i - ls;
	return NULL;
}

static void
read_records(const char *file, FILE *fp, struct pick *pk, int *status)
{
	sannin_reader *rd = common_reader_new(fp, pk->o->from, &pk->o->rules);
	sannin_record *rec;
	sannin_diag dg;
	int n;

	if (rd == NULL) {
		warnx_("out of memory");
		*status = EXIT_TROUBLE;
		return;
	}
	for (;;) {
		/* The games before the one drawn are only counted: they
		 * need not be replayed. */
		sannin_reader_set_decode(rd, pk->n + 1 < pk->o->game ? 0 : 1);
		if ((n = sannin_reader_next(rd, &rec, &dg)) != 1)
			break;
		int stop = from_record(file, rec, pk);

		sannin_record_free(rec);
		if (stop)
			break;
	}
	if (n < 0) {
		warnx_("%s: %s", file, dg.msg);
		*status = EXIT_TROUBLE;
	}
	sannin_reader_free(rd);
}

/* read_records on a stream over the buffer buf (NULL when it could not be
 * opened), then closes the stream and frees buf; 0 when not opened. */
static int
read_over(const char *file, FILE *mem, char *buf, struct pick *pk,
    int *status)
{
	if (mem == NULL) {
		warnx_("%s: %s", file, strerror(errno));
		free(buf);
		return 0;
	}
	read_records(file, mem, pk, status);
	fclose(mem);
	free(buf);
	return 1;
}

/* The exit status once the records are read: the game asked for must
 * have been there. */
static int
picked(const struct pick *pk, int status)
{
	if (!pk->done && status == EXIT_OK) {
		warnx_("the input has %ld game%s, not %ld", pk->n,
		    pk->n == 1 ? "" : "s", pk->o->game);
		status = EXIT_INVALID;
	}
	return pk->status > status ? pk->status : status;
}

#ifdef HAVE_FOPENCOOKIE
/* Records read as they come: the head already read, then the rest of
 * the stream in.  Frees head. */
static int
draw_streamed(const char *file, FILE *in, char *head, size_t len,
    const struct opts *o)
{
	cookie_io_functions_t io = {joined_read, NULL, NULL, NULL};
	struct joined j = {head, len, 0, in};
	struct pick pk = {o, 0, 0, EXIT_OK};
	int status = EXIT_OK;

	if (!read_over(file, fopencookie(&j, "rb", io), head, &pk, &status))
		return EXIT_TROUBLE;
	if (ferror(in))
		status = EXIT_TROUBLE;
	return picked(&pk, status);
}
#endif

/* A whole input held in buf (taken over): a position string or
 * records. */
static int
draw_held(const char *file, char *buf, size_t len, const struct opts *o)
{
	struct pick pk = {o, 0, 0, EXIT_OK};
	sannin_position *p;
	sannin_diag pdg;
	struct scene sc;
	int shaped = 0, status = EXIT_OK;

	if (o->from == SANNIN_FORMAT_AUTO &&
	    (p = as_position(buf, len, &o->rules, &shaped, &pdg)) != NULL) {
		free(buf);
		if (o->ply >= 0) {
			sannin_position_free(p);
			warnx_("--ply goes with a record, not a position "
			    "string");
			usage_error();
		}
		scene_of(&sc, p);
		status = draw(&sc, o);
		sannin_position_free(p);
		return status;
	}
	if (o->from == SANNIN_FORMAT_AUTO && shaped) {
		print_diag(file, &pdg);
		free(buf);
		return EXIT_INVALID;
	}
	if (len == 0) {
		warnx_("%s: the input has no game and no position", file);
		free(buf);
		return EXIT_INVALID;
	}
	if (!read_over(file, fmemopen(buf, len, "rb"), buf, &pk, &status))
		return EXIT_TROUBLE;
	return picked(&pk, status);
}

int
draw_input(const char *file, const struct opts *o)
{
	FILE *in = strcmp(file, "-") == 0 ? stdin : fopen(file, "rb");
	size_t len, total;
	char *buf, *all;
	int eof, seen;

	if (in == NULL) {
		warnx_("%s: %s", file, strerror(errno));
		return EXIT_TROUBLE;
	}
	buf = read_head(file, in, &len, &eof, &seen);
#ifdef HAVE_FOPENCOOKIE
	/* (A head of blanks only says nothing yet: all is read.) */
	if (buf != NULL && !eof && seen && (o->from != SANNIN_FORMAT_AUTO ||
	    !board_shaped(buf, len))) {
		int status = draw_streamed(file, in, buf, len, o);

		if (in != stdin)
			fclose(in);
		return status;
	}
#endif
	/* A position string, or a short input: all of it, kept. */
	if (buf != NULL && !eof) {
		all = slurp(file, in, &total, buf, len);
		buf = all;
		len = total;
	}
	if (in != stdin)
		fclose(in);
	return buf == NULL ? EXIT_TROUBLE : draw_held(file, buf, len, o);
}

int
draw_string(const char *text, const struct opts *o)
{
	sannin_position *p;
	sannin_diag dg;
	struct scene sc;
	int status;

	if ((p = read_position_of(text, strlen(text), &o->rules, &dg)) ==
	    NULL) {
		warnx_("--position: column %lu: %s", dg.col, dg.msg);
		return EXIT_INVALID;
	}
	scene_of(&sc, p);
	status = draw(&sc, o);
	sannin_position_free(p);
	return status;
}
