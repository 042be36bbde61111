/*
 * util.c - TAP output and position helpers for the C tests.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static int tap_n, tap_failed;

static void vreport(int, const char *, int, const char *, va_list)
    __attribute__((format(printf, 4, 0)));

static void
vreport(int pass, const char *file, int line, const char *fmt, va_list ap)
{
	printf("%sok %d - ", pass ? "" : "not ", ++tap_n);
	vprintf(fmt, ap);
	putchar('\n');
	if (!pass) {
		printf("#   failed at %s:%d\n", file, line);
		tap_failed++;
	}
}

int
tap_ok(int pass, const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(pass, file, line, fmt, ap);
	va_end(ap);
	return pass;
}

int
tap_is_int(long long got, long long want, const char *file, int line,
    const char *fmt, ...)
{
	va_list ap;
	int pass = got == want;

	va_start(ap, fmt);
	vreport(pass, file, line, fmt, ap);
	va_end(ap);
	if (!pass)
		printf("#   got %lld, want %lld\n", got, want);
	return pass;
}

int
tap_is_str(const char *got, const char *want, const char *file, int line,
    const char *fmt, ...)
{
	va_list ap;
	int pass = got != NULL && want != NULL && strcmp(got, want) == 0;

	va_start(ap, fmt);
	vreport(pass, file, line, fmt, ap);
	va_end(ap);
	if (!pass)
		printf("#   got  '%s'\n#   want '%s'\n", got ? got : "(null)",
		    want ? want : "(null)");
	return pass;
}

int
tap_done(void)
{
	printf("1..%d\n", tap_n);
	return tap_failed ? 1 : 0;
}

static void
die(const char *what, const char *text)
{
	printf("Bail out! %s: %s\n", what, text);
	exit(1);
}

int
cell(const char *name)
{
	sannin_diag dg;
	int c = sannin_cell_parse(SV, name, strlen(name), &dg);

	if (c < 0)
		die(dg.msg, name);
	return c;
}

static int
seat_of(int ch)
{
	switch (ch) {
	case 'F':
		return SANNIN_FIRST;
	case 'M':
		return SANNIN_MIDDLE;
	case 'L':
		return SANNIN_LAST;
	default:
		return -1;
	}
}

static int
kind_of(const char **s)
{
	static const char letters[] = "PLNSGBRK";
	int promoted = 0, kind;
	const char *q;

	if (**s == '+') {
		promoted = 1;
		(*s)++;
	}
	q = **s ? strchr(letters, **s) : NULL;
	if (q == NULL)
		return -1;
	(*s)++;
	kind = SANNIN_PAWN + (int)(q - letters);
	return promoted ? sannin_kind_promoted(SV, kind) : kind;
}

sannin_position *
pos(const char *desc, const sannin_rules *rules)
{
	sannin_position *p = sannin_position_new_empty(rules);
	char word[64];
	const char *s = desc;
	sannin_diag dg;
	int n, seat, kind;

	if (p == NULL)
		die("out of memory", desc);
	while (sscanf(s, " %63s%n", word, &n) == 1) {
		const char *w = word;

		s += n;
		if (strncmp(w, "turn=", 5) == 0) {
			if (sannin_position_set_turn(p, seat_of(w[5]), &dg))
				die(dg.msg, word);
		} else if (strncmp(w, "ally=", 5) == 0) {
			if (sannin_position_set_alliance(p,
			    (1u << seat_of(w[5])) | (1u << seat_of(w[6])), &dg))
				die(dg.msg, word);
		} else if (strncmp(w, "out=", 4) == 0) {
			if (sannin_position_eliminate(p, seat_of(w[4]), &dg))
				die(dg.msg, word);
		} else if (strncmp(w, "castle=", 7) == 0) {
			for (w += 7; *w; w++)
				if (sannin_position_set_castling(p,
				    seat_of(*w), 1, &dg))
					die(dg.msg, word);
		} else if (w[0] == 'h') {
			seat = seat_of(w[1]);
			w += 3;
			kind = kind_of(&w);
			if (sannin_position_set_hand(p, seat, kind, atoi(w),
			    &dg))
				die(dg.msg, word);
		} else {
			seat = seat_of(*w++);
			kind = kind_of(&w);
			if (seat < 0 || kind < 0)
				die("bad piece", word);
			if (sannin_position_put(p, cell(w), seat, kind, &dg))
				die(dg.msg, word);
		}
	}
	return p;
}

static int
cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

const char *
actions(const sannin_position *p, int seat)
{
	static sannin_action list[SANNIN_MAXACTIONS];
	static char text[SANNIN_MAXACTIONS][24];
	static char *ptr[SANNIN_MAXACTIONS];
	static char out[SANNIN_MAXACTIONS * 24];
	sannin_position *q = sannin_position_copy(p);
	size_t n, i, len = 0;

	sannin_position_set_turn(q, seat, NULL);
	n = sannin_position_actions(q, seat, list, SANNIN_MAXACTIONS);
	for (i = 0; i < n; i++) {
		sannin_action_format(q, &list[i], 1, text[i], sizeof(text[i]));
		ptr[i] = text[i];
	}
	qsort(ptr, n, sizeof(ptr[0]), cmp);
	out[0] = '\0';
	for (i = 0; i < n; i++)
		len += (size_t)sprintf(out + len, "%s%s", i ? " " : "",
		    ptr[i]);
	sannin_position_free(q);
	return out;
}

int
legal(const sannin_position *p, const char *text)
{
	sannin_action a;

	return sannin_action_parse(p, text, strlen(text), &a, NULL, NULL) ==
	    0;
}

void
play(sannin_position *p, const char *text)
{
	sannin_action a;
	sannin_diag dg;

	if (sannin_action_parse(p, text, strlen(text), &a, NULL, &dg) ||
	    sannin_position_play(p, &a, NULL, &dg))
		die(dg.msg, text);
}

const char *
play_events(sannin_position *p, const char *text)
{
	static char out[SANNIN_MAXEVENTS * 80];
	sannin_action a;
	sannin_events ev;
	sannin_diag dg;
	size_t len = 0;
	int i;

	if (sannin_action_parse(p, text, strlen(text), &a, NULL, &dg) ||
	    sannin_position_play(p, &a, &ev, &dg)) {
		snprintf(out, sizeof(out), "refused: %s", dg.msg);
		return out;
	}
	out[0] = '\0';
	for (i = 0; i < ev.n; i++) {
		if (len)
			len += (size_t)snprintf(out + len, sizeof(out) - len,
			    "; ");
		len += sannin_event_format(sannin_position_variant(p),
		    &ev.ev[i], out + len,
		    sizeof(out) - len);
	}
	return out;
}

int
rotate_cell(int c)
{
	int a = sannin_cell_column(SV, c) - 7, b = sannin_cell_rank(SV, c) - 7;

	return sannin_cell_at(SV, b - a + 7, -a + 7);
}

sannin_position *
rotate(const sannin_position *p)
{
	sannin_position *q = sannin_position_new_empty(
	    sannin_position_rules(p));
	int c, seat, kind;

	for (c = 0; c < sannin_variant_ncells(SV); c++) {
		kind = sannin_position_piece(p, c, &seat);
		if (kind)
			sannin_position_put(q, rotate_cell(c), (seat + 1) % 3,
			    kind, NULL);
	}
	for (seat = 0; seat < 3; seat++) {
		for (kind = SANNIN_PAWN; kind <= SANNIN_ROOK; kind++)
			sannin_position_set_hand(q, (seat + 1) % 3, kind,
			    sannin_position_hand(p, seat, kind), NULL);
		sannin_position_set_castling(q, (seat + 1) % 3,
		    sannin_position_can_castle(p, seat), NULL);
	}
	sannin_position_set_turn(q, (sannin_position_turn(p) + 1) % 3, NULL);
	return q;
}

char *
srcfile(const char *name)
{
	const char *top = getenv("top_srcdir");
	char path[4096], *text;
	FILE *f;
	long len;

	snprintf(path, sizeof(path), "%s/%s", top != NULL ? top : ".", name);
	if ((f = fopen(path, "r")) == NULL)
		return NULL;
	if (fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0 ||
	    (text = calloc(1, (size_t)len + 1)) == NULL) {
		fclose(f);
		return NULL;
	}
	if (fread(text, 1, (size_t)len, f) != (size_t)len) {
		free(text);
		text = NULL;
	}
	fclose(f);
	return text;
}
