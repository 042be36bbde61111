/*
 * posstr.h - what the position string's reader and writer
 * (posstr_read.c, posstr_write.c), which know the syntax every game's
 * string shares, share with the fields of each game's own, read and
 * written in its file: posstr_sannin.c, posstr_yonin.c,
 * posstr_shipley.c.  Its registry entry (struct sn_game, variant.h)
 * points to them.  Not installed.
 */
#ifndef SN_POSSTR_H
#define SN_POSSTR_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "position.h"

/* A field of a string as read: its text, not NUL-terminated. */
struct posstr_field {
	const char *s;
	size_t len;
	size_t col;		/* 1-based column of its first character */
};

/* The text of a game's fields that changes a few times a game, which a
 * writer (poswriter.h) keeps with what it was written from: the key, ~0
 * for nothing kept. */
struct posstr_kept {
	uint32_t key;
	size_t len;
	char text[4 * (SN_MAXSEATS + 2)];
};

/*
 * A game's own fields, after the board, the hands and the turn, up to
 * the ply (sannin-position(5)): how many there are (a string may leave
 * off the last of them), and their reader, given every field (the board
 * first) and how many of the game's own the string has; a check once
 * the ply and the result are read too (NULL: none); and their writer,
 * which writes them at e, a space before each, and returns the end,
 * from the text kept (NULL: nothing kept) where it keeps some.
 */
struct sn_posstr_fields {
	int	nown;
	int	(*read)(sn_pos *, const struct posstr_field *, int own,
		    sannin_diag *);
	int	(*check)(sn_pos *, const struct posstr_field *, int own,
		    sannin_diag *);
	char	*(*write)(char *e, const sn_pos *, struct posstr_kept *);
};

/*
 * The helpers of the reader and of the games' fields, inline: a message
 * of the position string, a seat letter, the list of the seat letters,
 * a field that is a set of seats and the one of the seats that play.
 */

static inline int
fail_(sannin_diag *dg, int kind, size_t col, ...)
{
	va_list ap;

	if (dg == NULL)
		return -1;
	va_start(ap, col);
	sn_diag_vmsg(dg, (enum sn_msg)kind, col, ap);
	va_end(ap);
	return -1;
}

#if defined(__GNUC__)
#define fail(dg, kind, col, ...) (SN_MSG_ARGS(kind, ##__VA_ARGS__), \
	fail_(dg, kind, col, ##__VA_ARGS__))
#else
#define fail fail_
#endif

static inline int
seat_of(const sn_pos *p, int ch)
{
	const char *q = ch ? strchr(p->v->seatletter, ch) : NULL;

	return q ? (int)(q - p->v->seatletter) : -1;
}

/* The variant's seat letters as "F, M or L" (or with last ", ",
 * "F, M, L"), lower case with lower. */
static inline const char *
letters(const sn_pos *p, int lower, const char *last, char *buf)
{
	int s, n = p->v->nseats;
	struct sn_list l = {buf, 32, 0, 0, n, last};

	for (s = 0; s < n; s++)
		sn_list_item(&l, "%c", lower ? p->v->armyletter[s] :
		    p->v->seatletter[s]);
	return buf;
}

/* Reads "-" or seat letters in seat order into a mask. */
static inline int
read_seats(const sn_pos *p, const struct posstr_field *f, unsigned *mask,
    sannin_diag *dg, const char *name)
{
	size_t i;
	int s, last = -1;
	char list[32], order[32];

	*mask = 0;
	if (f->len == 1 && f->s[0] == '-')
		return 0;
	for (i = 0; i < f->len; i++) {
		s = seat_of(p, f->s[i]);
		if (s < 0)
			return fail(dg, SN_MSG_POS_SEATS_CHAR, f->col + i, name,
			    f->s[i], letters(p, 0, " or ", list));
		if (s <= last)
			return fail(dg, SN_MSG_POS_SEATS_ORDER, f->col + i,
			    name, letters(p, 0, ", ", order));
		last = s;
		*mask |= 1u << s;
	}
	return 0;
}

/* Reads the field of the seats that still play (sannin shogi's and
 * Shipley's, "alive"). */
static inline int
read_alive(sn_pos *p, const struct posstr_field *f, sannin_diag *dg)
{
	unsigned mask;
	int seat;

	if (read_seats(p, f, &mask, dg, "alive"))
		return -1;
	if (mask == 0)
		return fail(dg, SN_MSG_POS_ALIVE, f->col);
	for (seat = 0; seat < p->v->nseats; seat++)
		sn_pos_set_alive(p, seat, mask >> seat & 1);
	return 0;
}

/* " -" or the seats of the mask, in seat order, at e; returns the end.
 * Every seat's letter is written, and kept when the seat is in the
 * mask: no branch on each seat to mispredict, nor a loop (a position
 * string has four or five of these).  Up to SN_MAXSEATS + 1 characters
 * are written, whatever the text's length. */
typedef char putseats_four[SN_MAXSEATS == 4 ? 1 : -1];
static SN_ALWAYS_INLINE char *
putseats(char *e, const struct sannin_variant *v, unsigned mask)
{
	char *t = e + 1;

	mask &= (1u << v->nseats) - 1;
	e[0] = ' ';
	*t = v->seatletter[0];
	t += mask & 1;
	*t = v->seatletter[1];
	t += mask >> 1 & 1;
	*t = v->seatletter[2];
	t += mask >> 2 & 1;
	*t = v->seatletter[3];
	t += mask >> 3 & 1;
	if (mask == 0) {
		e[1] = '-';
		t = e + 2;
	}
	return t;
}

#endif
