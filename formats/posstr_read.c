/*
 * posstr_read.c - reading the position string (sannin-position(5)).
 *
 * Grammar (fields separated by blanks; the first three are required,
 * later ones may be left off from the end and take their defaults):
 *
 *   position = board hands turn [alive [alliance [castling [lost
 *              [last [ply [result]]]]]]]
 *   board    = rank 12("/" rank)          ranks a..m
 *   rank     = 1*(piece | run)            cells from the highest column
 *   piece    = ("f" | "m" | "l") ["+"] letter
 *   run      = 1*DIGIT                    that many empty cells
 *   hands    = hand "," hand "," hand     First's, Middle's, Last's
 *   hand     = "-" | 1*([count] letter)   unpromoted, no king
 *   turn     = "F" | "M" | "L"
 *   alive, castling, lost = "-" | seats   e.g. "FML", "ML"
 *   alliance = "-" | two seats
 *   last     = "-" | seat ["!"] [":" cell *("," cell)]
 *   ply      = 1*DIGIT
 *   result   = "*" | seat
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "posstr.h"

#define NFIELDS 10

static const char *const fieldname[NFIELDS] = {"board", "hands", "turn",
    "alive", "alliance", "castling", "lost", "last", "ply", "result"};

struct field {
	const char *s;
	size_t len;
	size_t col;		/* 1-based column of its first character */
};

static int
fail(sannin_diag *dg, size_t col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
fail(sannin_diag *dg, size_t col, const char *fmt, ...)
{
	va_list ap;
	char msg[256];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	sn_diag_set(dg, SANNIN_E_POSITION, SANNIN_SEV_ERROR, col,
	    "position string: %s", msg);
	return -1;
}

static int
seat_of(int ch)
{
	const char *q = ch ? strchr("FML", ch) : NULL;

	return q ? (int)(q - "FML") : -1;
}

static int
letter_kind(int ch)
{
	static const char letters[] = "PLNSGBRK";
	const char *q = ch ? strchr(letters, ch) : NULL;

	return q ? SANNIN_PAWN + (int)(q - letters) : 0;
}

static int
read_board(sn_pos *p, const struct field *f, sannin_diag *dg)
{
	const struct sannin_variant *v = p->v;
	size_t i = 0;
	int rank = 1, col, seat, kind, n, cells, want;

	for (;;) {
		/* Cells of the rank, highest column first. */
		col = v->ncols;
		while (col >= 1 && v->at[col][rank] == SN_NOCELL)
			col--;
		want = 0;
		for (n = 1; n <= v->ncols; n++)
			want += v->at[n][rank] != SN_NOCELL;
		cells = 0;
		while (i < f->len && f->s[i] != '/') {
			size_t at = f->col + i;

			if (f->s[i] >= '1' && f->s[i] <= '9') {
				n = 0;
				while (i < f->len && f->s[i] >= '0' &&
				    f->s[i] <= '9' && n < 100)
					n = n * 10 + (f->s[i++] - '0');
				if (cells + n > want)
					return fail(dg, at, "rank %c has %d "
					    "cells, more are given",
					    'a' + rank - 1, want);
				cells += n;
				col -= n;
				continue;
			}
			if ((seat = (f->s[i] == 'f' ? 0 : f->s[i] == 'm' ? 1 :
			    f->s[i] == 'l' ? 2 : -1)) < 0)
				return fail(dg, at, "'%c' in rank %c is neither "
				    "a count of empty cells nor a seat letter "
				    "(f, m or l) before a piece", f->s[i],
				    'a' + rank - 1);
			i++;
			n = i < f->len && f->s[i] == '+';
			i += (size_t)n;
			if (i >= f->len || !(kind = letter_kind(f->s[i])))
				return fail(dg, f->col + i, "a piece letter (K "
				    "R B G S N L P) must follow '%.*s' in rank "
				    "%c", (int)(f->col + i - at), f->s + (at -
				    f->col), 'a' + rank - 1);
			i++;
			if (n && !(kind = v->kinds[kind].promoted))
				return fail(dg, at, "golds and knights have no "
				    "promoted form");
			if (cells >= want)
				return fail(dg, at, "rank %c has %d cells, "
				    "more are given", 'a' + rank - 1, want);
			if ((v->kinds[kind].flags & SN_KF_KING) &&
			    p->king[seat] != SN_NOCELL)
				return fail(dg, at, "%s has two kings",
				    sannin_seat_name(seat));
			sn_pos_put(p, v->at[col][rank],
			    SN_PIECE(seat, kind));
			cells++;
			col--;
		}
		if (cells != want)
			return fail(dg, f->col + i, "rank %c has %d cells, %d "
			    "given", 'a' + rank - 1, want, cells);
		if (i == f->len)
			break;
		i++;
		if (++rank > v->nranks)
			return fail(dg, f->col + i - 1, "the board has %d "
			    "ranks, more are given", v->nranks);
	}
	if (rank != v->nranks)
		return fail(dg, f->col + f->len, "the board has %d ranks "
		    "(a-m, separated by '/'), %d are given", v->nranks, rank);
	return 0;
}

static int
read_hands(sn_pos *p, const struct field *f, sannin_diag *dg)
{
	size_t i = 0, at;
	int seat, n, kind;

	for (seat = 0; seat < 3; seat++) {
		if (seat > 0) {
			if (i >= f->len || f->s[i] != ',')
				return fail(dg, f->col + i, "hands are three, "
				    "First's, Middle's and Last's, separated "
				    "by ','");
			i++;
		}
		if (i < f->len && f->s[i] == '-') {
			i++;
			continue;
		}
		if (i >= f->len || f->s[i] == ',')
			return fail(dg, f->col + i, "%s's hand is empty: "
			    "write '-'", sannin_seat_name(seat));
		while (i < f->len && f->s[i] != ',') {
			at = f->col + i;
			n = 0;
			while (i < f->len && f->s[i] >= '0' &&
			    f->s[i] <= '9' && n < 1000)
				n = n * 10 + (f->s[i++] - '0');
			if (at == f->col + i)
				n = 1;
			else if (n < 2 || n > SN_HANDSET)
				return fail(dg, at, "a count in hand runs from "
				    "2 to %d", SN_HANDSET);
			if (i >= f->len || !(kind = letter_kind(f->s[i])) ||
			    kind == SANNIN_KING)
				return fail(dg, f->col + i, "a hand holds R B "
				    "G S N L P, unpromoted");
			i++;
			if (p->hand[seat][kind])
				return fail(dg, at, "%s's hand names %s twice",
				    sannin_seat_name(seat),
				    sannin_kind_name(kind));
			sn_pos_hand(p, seat, kind, n);
		}
	}
	if (i != f->len)
		return fail(dg, f->col + i, "hands are three, separated by "
		    "','");
	return 0;
}

/* Reads "-" or seat letters in seat order into a mask. */
static int
read_seats(const struct field *f, unsigned *mask, sannin_diag *dg, int k)
{
	size_t i;
	int s, last = -1;

	*mask = 0;
	if (f->len == 1 && f->s[0] == '-')
		return 0;
	for (i = 0; i < f->len; i++) {
		s = seat_of(f->s[i]);
		if (s < 0)
			return fail(dg, f->col + i, "%s: '%c' is not a seat "
			    "(F, M or L, or '-' for none)", fieldname[k],
			    f->s[i]);
		if (s <= last)
			return fail(dg, f->col + i, "%s: write the seats once "
			    "each, in the order F, M, L", fieldname[k]);
		last = s;
		*mask |= 1u << s;
	}
	return 0;
}

static int
read_last(sn_pos *p, const struct field *f, sannin_diag *dg)
{
	size_t i = 1, start;
	int s, c, vs;

	if (f->len == 1 && f->s[0] == '-')
		return 0;
	if ((s = seat_of(f->s[0])) < 0)
		return fail(dg, f->col, "last: '%c' is not a seat (F, M or "
		    "L, or '-' before the first action)", f->s[0]);
	p->last_actor = (uint8_t)s;
	if (i < f->len && f->s[i] == '!') {
		p->last_defence = 1;
		i++;
	}
	if (i == f->len)
		return 0;
	if (f->s[i] != ':')
		return fail(dg, f->col + i, "last: a ':' and the cells the "
		    "last action newly threatened may follow the seat");
	vs = 3 - s - p->turn;
	if (s == p->turn || vs < 0 || vs > 2)
		return fail(dg, f->col + i, "last: threatened cells are "
		    "given only when the last action was another seat's");
	do {
		start = ++i;
		while (i < f->len && f->s[i] != ',')
			i++;
		c = sannin_cell_parse(f->s + start, i - start, dg);
		if (c < 0) {
			char msg[256];

			snprintf(msg, sizeof(msg), "%s", dg ? dg->msg : "");
			return fail(dg, f->col + start, "last: %s", msg);
		}
		if (!(p->occ[vs].w[c >> 6] >> (c & 63) & 1))
			return fail(dg, f->col + start, "last: %.*s holds no "
			    "piece of %s", (int)(i - start), f->s + start,
			    sannin_seat_name(vs));
		sn_set_add(&p->last_new[vs], c);
	} while (i < f->len);
	return 0;
}

sannin_position *
sannin_position_read(const char *s, size_t len, const sannin_rules *rules,
    sannin_diag *dg)
{
	struct field f[NFIELDS];
	sn_pos *p;
	size_t i = 0;
	unsigned mask;
	int nf = 0, seat;
	unsigned long ply;

	while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r'))
		len--;
	while (i < len) {
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i == len)
			break;
		if (nf == NFIELDS) {
			fail(dg, i + 1, "more than %d fields", NFIELDS);
			return NULL;
		}
		f[nf].s = s + i;
		f[nf].col = i + 1;
		while (i < len && s[i] != ' ' && s[i] != '\t')
			i++;
		f[nf].len = (size_t)(s + i - f[nf].s);
		nf++;
	}
	if (nf < 3) {
		fail(dg, len + 1, "it needs at least a board, the hands and "
		    "the seat to act; %d field%s given", nf, nf == 1 ? " is" :
		    "s are");
		return NULL;
	}
	if ((p = malloc(sizeof(*p))) == NULL) {
		sn_diag_set(dg, SANNIN_E_NOMEM, SANNIN_SEV_ERROR, 0,
		    "out of memory");
		return NULL;
	}
	sn_pos_init(p, rules, 0);
	if (read_board(p, &f[0], dg) || read_hands(p, &f[1], dg))
		goto bad;

	if (f[2].len != 1 || (seat = seat_of(f[2].s[0])) < 0) {
		fail(dg, f[2].col, "turn: the seat to act is F, M or L");
		goto bad;
	}
	sn_pos_set_turn(p, seat);

	if (nf > 3) {
		if (read_seats(&f[3], &mask, dg, 3))
			goto bad;
		if (mask == 0) {
			fail(dg, f[3].col, "alive: some seat must still play");
			goto bad;
		}
		for (seat = 0; seat < 3; seat++)
			sn_pos_set_alive(p, seat, mask >> seat & 1);
	}
	for (seat = 0; seat < 3; seat++) {
		int has = sn_set_any(p->occ[seat]) || p->hand[seat][1] ||
		    p->hand[seat][2] || p->hand[seat][3] || p->hand[seat][4] ||
		    p->hand[seat][5] || p->hand[seat][6] || p->hand[seat][7];

		if (!(p->alive >> seat & 1) && has) {
			fail(dg, nf > 3 ? f[3].col : f[0].col, "%s no longer "
			    "plays but has pieces", sannin_seat_name(seat));
			goto bad;
		}
		if ((p->alive >> seat & 1) && p->king[seat] == SN_NOCELL) {
			fail(dg, f[0].col, "%s plays but has no king on the "
			    "board", sannin_seat_name(seat));
			goto bad;
		}
	}
	if (!(p->alive >> p->turn & 1)) {
		fail(dg, f[2].col, "turn: %s no longer plays",
		    sannin_seat_name(p->turn));
		goto bad;
	}

	if (nf > 4) {
		if (read_seats(&f[4], &mask, dg, 4))
			goto bad;
		if (mask && __builtin_popcount(mask) != 2) {
			fail(dg, f[4].col, "alliance: two seats still "
			    "playing, or '-'");
			goto bad;
		}
		sn_pos_set_alliance(p, mask);
		for (seat = 0; seat < 3; seat++)
			sn_pos_set_lost(p, seat, (mask & p->alive) >> seat & 1);
	}
	if (nf > 5) {
		if (read_seats(&f[5], &mask, dg, 5))
			goto bad;
		if (mask && p->alliance) {
			fail(dg, f[5].col, "castling: no king castles once an "
			    "alliance has formed");
			goto bad;
		}
		for (seat = 0; seat < 3; seat++) {
			if (!(mask >> seat & 1))
				continue;
			if (!(p->alive >> seat & 1) || p->king[seat] ==
			    SN_NOCELL || SN_KIND(p->board[p->king[seat]]) !=
			    SANNIN_KING) {
				fail(dg, f[5].col, "castling: %s has no "
				    "unpromoted king that may castle",
				    sannin_seat_name(seat));
				goto bad;
			}
			sn_pos_set_castle(p, seat, 1);
		}
	}
	if (nf > 6) {
		if (read_seats(&f[6], &mask, dg, 6))
			goto bad;
		if ((mask & p->alliance & p->alive) !=
		    (p->alliance & p->alive)) {
			fail(dg, f[6].col, "lost: allies have lost promotion "
			    "and the garden; name them");
			goto bad;
		}
		if (mask & ~p->alive) {
			fail(dg, f[6].col, "lost: a seat that no longer plays "
			    "has no rights to lose");
			goto bad;
		}
		if (mask && !p->alliance && __builtin_popcount(p->alive) == 3) {
			fail(dg, f[6].col, "lost: only allies, or the two seats "
			    "left after an alliance, lose these rights");
			goto bad;
		}
		for (seat = 0; seat < 3; seat++)
			sn_pos_set_lost(p, seat, mask >> seat & 1);
	}
	if (nf > 7 && read_last(p, &f[7], dg))
		goto bad;
	if (nf > 8) {
		char *end;
		char num[24];

		if (f[8].len == 0 || f[8].len > 10 || f[8].s[0] < '0' ||
		    f[8].s[0] > '9') {
			fail(dg, f[8].col, "ply: the number of actions played, "
			    "0 to 2147483647");
			goto bad;
		}
		memcpy(num, f[8].s, f[8].len);
		num[f[8].len] = '\0';
		ply = strtoul(num, &end, 10);
		if (*end != '\0' || ply > 2147483647UL) {
			fail(dg, f[8].col, "ply: the number of actions played, "
			    "0 to 2147483647");
			goto bad;
		}
		p->ply = (uint32_t)ply;
	}
	if (nf > 9) {
		if (f[9].len != 1 || (f[9].s[0] != '*' &&
		    seat_of(f[9].s[0]) < 0)) {
			fail(dg, f[9].col, "result: '*' while the game goes "
			    "on, or the winner F, M or L");
			goto bad;
		}
		if (f[9].s[0] != '*') {
			p->over = 1;
			p->winner = (uint8_t)(1u << seat_of(f[9].s[0]));
			if (!(p->alive & p->winner)) {
				fail(dg, f[9].col, "result: the winner must "
				    "still play");
				goto bad;
			}
		}
	}
	/* An alliance has an outsider, and outlives an ally only in a game
	 * that has ended. */
	if (p->alliance && !p->over && ((p->alliance & p->alive) !=
	    p->alliance || p->alive == p->alliance)) {
		fail(dg, nf > 4 ? f[4].col : 1, "alliance: two seats still "
		    "playing against a third, or '-'");
		goto bad;
	}
	p->hash = sn_pos_hash_full(p);
	return p;
bad:
	free(p);
	return NULL;
}
