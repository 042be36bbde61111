/*
 * posstr_read.c - reading the position string (sannin-position(5)).
 *
 * Grammar (fields separated by blanks; the fields up to the turn are
 * required, later ones may be left off from the end and take their
 * defaults):
 *
 *   position = [variant] board hands turn fields [ply [result]]
 *   variant  = "yonin" | "shipley"        absent: sannin shogi
 *   board    = rank *("/" rank)           every rank from the top
 *   rank     = 1*(piece | run)            cells from the highest column
 *   piece    = army ["+"] letter          army: "f" "m" "l";
 *                                         "s" "w" "n" "e" (yonin);
 *                                         "n" "e" "s" "w" (shipley)
 *   run      = 1*DIGIT                    that many empty cells
 *   hands    = hand *("," hand)           one a seat, in seat order
 *   hand     = "-" | 1*([count] letter)   unpromoted, no king
 *   turn     = seat                       "F" "M" "L"; "S" "W" "N" "E";
 *                                         "N" "E" "S" "W"
 *   ply      = 1*DIGIT
 *   result   = "*" | 1*2seat | "="       two seats: a team (shipley)
 *
 * and the fields of each variant:
 *
 *   sannin:  [alive [alliance [castling [lost [last]]]]]
 *   yonin:   [control [return]]
 *   shipley: [alive]
 *
 *   alive, castling, lost = "-" | seats   e.g. "FML", "ML"
 *   alliance = "-" | two seats
 *   last     = "-" | seat ["!"] [":" cell *("," cell)]
 *   control  = one seat an army: who moves it, e.g. "SWNN"
 *   return   = "-" | seat
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "legal.h"
#include "posstr.h"
#include "sannin/sannin_last.h"
#include "sannin/sannin_threat_maps.h"

#define MAXFIELDS 10

struct field {
	const char *s;
	size_t len;
	size_t col;		/* 1-based column of its first character */
};

/* The fields of a variant after the board, the hands and the turn, up
 * to the ply: how many, and their reader, given every field (the board
 * first) and how many of the variant's own there are. */
struct layout {
	int nown;
	int (*read)(sn_pos *, const struct field *, int own, sannin_diag *);
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
seat_of(const sn_pos *p, int ch)
{
	const char *q = ch ? strchr(p->v->seatletter, ch) : NULL;

	return q ? (int)(q - p->v->seatletter) : -1;
}

static int
letter_kind(int ch)
{
	static const char letters[] = "PLNSGBRK";
	const char *q = ch ? strchr(letters, ch) : NULL;

	return q ? SANNIN_PAWN + (int)(q - letters) : 0;
}

/* The variant's seat letters as "F, M or L" (or with last ", ",
 * "F, M, L"), lower case with lower. */
static const char *
letters(const sn_pos *p, int lower, const char *last, char *buf)
{
	int s, n = p->v->nseats;
	struct sn_list l = {buf, 32, 0, 0, n, last};

	for (s = 0; s < n; s++)
		sn_list_item(&l, "%c", lower ? p->v->armyletter[s] :
		    p->v->seatletter[s]);
	return buf;
}

static int
read_board(sn_pos *p, const struct field *f, sannin_diag *dg)
{
	const struct sannin_variant *v = p->v;
	size_t i = 0;
	int rank = 1, col, seat, kind, n, cells, want;
	const char *q;
	char list[32];

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
				while (n-- > 0) {
					col--;
					while (col >= 1 &&
					    v->at[col][rank] == SN_NOCELL)
						col--;
				}
				continue;
			}
			q = f->s[i] ? strchr(v->armyletter, f->s[i]) : NULL;
			if (q == NULL)
				return fail(dg, at, "'%c' in rank %c is neither "
				    "a count of empty cells nor a seat letter "
				    "(%s) before a piece", f->s[i],
				    'a' + rank - 1, letters(p, 1, " or ",
				    list));
			seat = (int)(q - v->armyletter);
			i++;
			n = i < f->len && f->s[i] == '+';
			i += (size_t)n;
			if (i >= f->len || !(kind = letter_kind(f->s[i])))
				return fail(dg, f->col + i, "a piece letter (K "
				    "R B G S N L P) must follow '%.*s' in rank "
				    "%c", (int)(f->col + i - at), f->s + (at -
				    f->col), 'a' + rank - 1);
			i++;
			/* (+K: sannin's promoted king; in yonin, a mated
			 * king turned over.) */
			if (n && kind == SANNIN_KING &&
			    v->kinds[SANNIN_PKING].name != NULL)
				kind = SANNIN_PKING;
			else if (n && !(kind = v->kinds[kind].promoted))
				return fail(dg, at, "%s have no promoted form",
				    v->id == SANNIN_VARIANT_SANNIN ?
				    "golds and knights" : "golds");
			if (cells >= want)
				return fail(dg, at, "rank %c has %d cells, "
				    "more are given", 'a' + rank - 1, want);
			if ((v->kinds[kind].flags & SN_KF_KING) &&
			    p->king[seat] != SN_NOCELL)
				return fail(dg, at, "%s has two kings",
				    v->seatname[seat]);
			sn_pos_put(p, v->at[col][rank], SN_PIECE(seat, kind));
			cells++;
			col--;
			while (col >= 1 && v->at[col][rank] == SN_NOCELL)
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
		    "(a-%c, separated by '/'), %d are given", v->nranks,
		    'a' + v->nranks - 1, rank);
	return 0;
}

/* "three": how many hands a string holds, one a seat. */
static const char *
hand_count(const sn_pos *p)
{
	static const char *const count[] = {"", "one", "two", "three",
	    "four"};

	return count[p->v->nseats];
}

/* "three, First's, Middle's and Last's": the hands a string holds. */
static const char *
hand_names(const sn_pos *p, char *buf, size_t size)
{
	int s, n = p->v->nseats;
	struct sn_list l = {buf, size, 0, 0, n, " and "};

	for (s = 0; s < n; s++)
		sn_list_item(&l, "%s%s%s's", s == 0 ? hand_count(p) : "",
		    s == 0 ? ", " : "", p->v->seatname[s]);
	return buf;
}

static int
read_hands(sn_pos *p, const struct field *f, sannin_diag *dg)
{
	const struct sannin_variant *v = p->v;
	size_t i = 0, at;
	int seat, n, kind;
	char names[96];

	for (seat = 0; seat < v->nseats; seat++) {
		if (seat > 0) {
			if (i >= f->len || f->s[i] != ',')
				return fail(dg, f->col + i, "hands are %s, "
				    "separated by ','", hand_names(p, names,
				    sizeof(names)));
			i++;
		}
		if (i < f->len && f->s[i] == '-') {
			i++;
			continue;
		}
		if (i >= f->len || f->s[i] == ',')
			return fail(dg, f->col + i, "%s's hand is empty: "
			    "write '-'", v->seatname[seat]);
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
			    kind > v->handmax)
				return fail(dg, f->col + i, "a hand holds R B "
				    "G S N L P%s, unpromoted",
				    v->handmax >= SANNIN_KING ? " K" : "");
			i++;
			if (p->hand[seat][kind])
				return fail(dg, at, "%s's hand names %s twice",
				    v->seatname[seat],
				    sannin_kind_name(kind));
			sn_pos_hand(p, seat, kind, n);
		}
	}
	if (i != f->len)
		return fail(dg, f->col + i, "hands are %s, separated by ','",
		    hand_count(p));
	return 0;
}

/* Reads "-" or seat letters in seat order into a mask. */
static int
read_seats(const sn_pos *p, const struct field *f, unsigned *mask,
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
			return fail(dg, f->col + i, "%s: '%c' is not a seat "
			    "(%s, or '-' for none)", name, f->s[i],
			    letters(p, 0, " or ", list));
		if (s <= last)
			return fail(dg, f->col + i, "%s: write the seats once "
			    "each, in the order %s", name, letters(p, 0, ", ",
			    order));
		last = s;
		*mask |= 1u << s;
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* Sannin shogi: alive, alliance, castling, lost, last.                */

static int
read_last(sn_pos *p, const struct field *f, sannin_diag *dg)
{
	size_t i = 1, start;
	int s, c, vs;

	if (f->len == 1 && f->s[0] == '-')
		return 0;
	if ((s = seat_of(p, f->s[0])) < 0)
		return fail(dg, f->col, "last: '%c' is not a seat (F, M or "
		    "L, or '-' before the first action)", f->s[0]);
	sn_last_edit(p)->actor = (uint8_t)s;
	if (i < f->len && f->s[i] == '!') {
		sn_last_edit(p)->defence = 1;
		i++;
	}
	if (i == f->len)
		return 0;
	if (f->s[i] != ':')
		return fail(dg, f->col + i, "last: a ':' and the cells the "
		    "last action newly threatened may follow the seat");
	vs = sn_third(s, p->turn);
	if (s == p->turn || vs < 0 || vs > 2)
		return fail(dg, f->col + i, "last: threatened cells are "
		    "given only when the last action was another seat's");
	sn_last_edit(p)->newseat = (uint8_t)vs;
	do {
		start = ++i;
		while (i < f->len && f->s[i] != ',')
			i++;
		c = sannin_cell_parse(p->v, f->s + start, i - start, dg);
		if (c < 0) {
			char msg[256];

			snprintf(msg, sizeof(msg), "%s", dg ? dg->msg : "");
			return fail(dg, f->col + start, "last: %s", msg);
		}
		if (!sn_set_has(&p->occ[vs], c))
			return fail(dg, f->col + start, "last: %.*s holds no "
			    "piece of %s", (int)(i - start), f->s + start,
			    p->v->seatname[vs]);
		sn_set_add(&sn_last_edit(p)->new, c);
	} while (i < f->len);
	return 0;
}

/* Seats that play have a king, those that do not have no pieces. */
static int
check_alive(sn_pos *p, const struct field *f, int own, sannin_diag *dg)
{
	int seat, k;

	for (seat = 0; seat < p->v->nseats; seat++) {
		int has = sn_set_any(p->occ[seat]);

		for (k = SANNIN_PAWN; k <= SANNIN_ROOK; k++)
			has |= p->hand[seat][k] != 0;
		if (!(p->alive >> seat & 1) && has)
			return fail(dg, own > 0 ? f[3].col : f[0].col, "%s no "
			    "longer plays but has pieces",
			    p->v->seatname[seat]);
		if ((p->alive >> seat & 1) && p->king[seat] == SN_NOCELL)
			return fail(dg, f[0].col, "%s plays but has no king on "
			    "the board", p->v->seatname[seat]);
	}
	return 0;
}

static int
sannin_fields(sn_pos *p, const struct field *f, int own, sannin_diag *dg)
{
	unsigned mask;
	int seat;

	if (own > 0) {
		if (read_seats(p, &f[3], &mask, dg, "alive"))
			return -1;
		if (mask == 0)
			return fail(dg, f[3].col, "alive: some seat must still "
			    "play");
		for (seat = 0; seat < 3; seat++)
			sn_pos_set_alive(p, seat, mask >> seat & 1);
	}
	if (check_alive(p, f, own, dg))
		return -1;
	if (own > 1) {
		if (read_seats(p, &f[4], &mask, dg, "alliance"))
			return -1;
		if (mask && __builtin_popcount(mask) != 2)
			return fail(dg, f[4].col, "alliance: two seats still "
			    "playing, or '-'");
		sn_pos_set_alliance(p, mask);
		for (seat = 0; seat < 3; seat++)
			sn_pos_set_lost(p, seat, (mask & p->alive) >> seat & 1);
	}
	if (own > 2) {
		if (read_seats(p, &f[5], &mask, dg, "castling"))
			return -1;
		if (mask && p->alliance)
			return fail(dg, f[5].col, "castling: no king castles "
			    "once an alliance has formed");
		for (seat = 0; seat < 3; seat++) {
			if (!(mask >> seat & 1))
				continue;
			if (!(p->alive >> seat & 1) || p->king[seat] ==
			    SN_NOCELL || SN_KIND(p->board[p->king[seat]]) !=
			    SANNIN_KING)
				return fail(dg, f[5].col, "castling: %s has no "
				    "unpromoted king that may castle",
				    p->v->seatname[seat]);
			sn_pos_set_castle(p, seat, 1);
		}
	}
	if (own > 3) {
		if (read_seats(p, &f[6], &mask, dg, "lost"))
			return -1;
		if ((mask & p->alliance & p->alive) !=
		    (p->alliance & p->alive))
			return fail(dg, f[6].col, "lost: allies have lost "
			    "promotion and the garden; name them");
		if (mask & ~p->alive)
			return fail(dg, f[6].col, "lost: a seat that no longer "
			    "plays has no rights to lose");
		if (mask && !p->alliance && __builtin_popcount(p->alive) == 3)
			return fail(dg, f[6].col, "lost: only allies, or the "
			    "two seats left after an alliance, lose these "
			    "rights");
		for (seat = 0; seat < 3; seat++)
			sn_pos_set_lost(p, seat, mask >> seat & 1);
	}
	if (own > 4 && read_last(p, &f[7], dg))
		return -1;
	return 0;
}

/* An alliance has an outsider, and outlives an ally only in a game that
 * has ended. */
static int
sannin_check(sn_pos *p, const struct field *f, int own, sannin_diag *dg)
{
	if (p->alliance && !p->over && ((p->alliance & p->alive) !=
	    p->alliance || p->alive == p->alliance))
		return fail(dg, own > 1 ? f[4].col : 1, "alliance: two seats "
		    "still playing against a third, or '-'");
	return 0;
}

/* ------------------------------------------------------------------ */
/* Yonin shogi: control, return.                                       */

static int
yonin_fields(sn_pos *p, const struct field *f, int own, sannin_diag *dg)
{
	int a, s, k;
	char list[32];

	if (own > 0) {
		if (f[3].len != (size_t)p->v->nseats)
			return fail(dg, f[3].col, "control: one seat for each "
			    "army, in the order %s, the seat that moves it",
			    letters(p, 0, ", ", list));
		for (a = 0; a < p->v->nseats; a++) {
			if ((s = seat_of(p, f[3].s[a])) < 0)
				return fail(dg, f[3].col + (size_t)a,
				    "control: '%c' is not a seat (%s)",
				    f[3].s[a], letters(p, 0, " or ", list));
			sn_pos_set_ctrl(p, a, s);
		}
		/* A seat plays while it moves its own army; the seat that
		 * moves an army not its own plays. */
		for (a = 0; a < p->v->nseats; a++)
			if (p->ctrl[a] != a &&
			    p->ctrl[p->ctrl[a]] != p->ctrl[a])
				return fail(dg, f[3].col + (size_t)a,
				    "control: %s moves %s's army but no longer "
				    "plays", p->v->seatname[p->ctrl[a]],
				    p->v->seatname[a]);
		for (a = 0; a < p->v->nseats; a++)
			sn_pos_set_alive(p, a, p->ctrl[a] == a);
	}
	for (a = 0; a < p->v->nseats; a++) {
		k = p->king[a];
		if ((p->alive >> a & 1) && k == SN_NOCELL)
			return fail(dg, f[0].col, "%s plays but has no king on the "
			    "board", p->v->seatname[a]);
		if (!(p->alive >> a & 1) && k != SN_NOCELL)
			return fail(dg, f[0].col, "%s is mated but its king is not "
			    "turned over: write it +K", p->v->seatname[a]);
		for (k = SANNIN_PAWN; k <= SANNIN_ROOK; k++)
			if (!(p->alive >> a & 1) && p->hand[a][k])
				return fail(dg, f[0].col, "%s is mated but has pieces "
				    "in hand", p->v->seatname[a]);
	}
	if (own > 1 && !(f[4].len == 1 && f[4].s[0] == '-')) {
		if (f[4].len != 1 || (s = seat_of(p, f[4].s[0])) < 0)
			return fail(dg, f[4].col, "return: the seat the turn "
			    "returns to after a check, or '-'");
		if (!(p->alive >> s & 1) || s == p->turn)
			return fail(dg, f[4].col, "return: a seat that plays, "
			    "other than the seat to act");
		sn_pos_set_ret(p, s);
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* Shipley: alive.                                                     */

static int
shipley_fields(sn_pos *p, const struct field *f, int own, sannin_diag *dg)
{
	unsigned mask;
	int seat, k;

	if (own > 0) {
		if (read_seats(p, &f[3], &mask, dg, "alive"))
			return -1;
		if (mask == 0)
			return fail(dg, f[3].col, "alive: some seat must still "
			    "play");
		for (seat = 0; seat < p->v->nseats; seat++)
			sn_pos_set_alive(p, seat, mask >> seat & 1);
	}
	for (seat = 0; seat < p->v->nseats; seat++) {
		/* A seat out of the game lost its king and its hand; its
		 * other pieces may stay on the board. */
		for (k = SANNIN_PAWN; k <= p->v->handmax; k++)
			if (!(p->alive >> seat & 1) && p->hand[seat][k])
				return fail(dg, own > 0 ? f[3].col : f[0].col,
				    "%s no longer plays but holds pieces in "
				    "hand", p->v->seatname[seat]);
		if (!(p->alive >> seat & 1) && p->king[seat] != SN_NOCELL)
			return fail(dg, own > 0 ? f[3].col : f[0].col,
			    "%s no longer plays but its king is on the board",
			    p->v->seatname[seat]);
		/* (Where kings are pieces, a seat plays on without.) */
		if ((p->alive >> seat & 1) && p->king[seat] == SN_NOCELL &&
		    (p->v->kinds[SANNIN_KING].flags & SN_KF_KING))
			return fail(dg, f[0].col, "%s plays but has no king "
			    "on the board", p->v->seatname[seat]);
	}
	return 0;
}

static const struct layout layouts[SANNIN_NVARIANTS] = {
	[SANNIN_VARIANT_SANNIN] = {5, sannin_fields},
	[SANNIN_VARIANT_YONIN] = {2, yonin_fields},
	[SANNIN_VARIANT_SHIPLEY] = {1, shipley_fields},
};

static int (*const checks[SANNIN_NVARIANTS])(sn_pos *, const struct field *,
    int, sannin_diag *) = {
	[SANNIN_VARIANT_SANNIN] = sannin_check,
};

/* ------------------------------------------------------------------ */

static int
read_ply(sn_pos *p, const struct field *f, sannin_diag *dg)
{
	char *end;
	char num[24];
	unsigned long ply;

	if (f->len == 0 || f->len > 10 || f->s[0] < '0' || f->s[0] > '9')
		return fail(dg, f->col, "ply: the number of actions played, "
		    "0 to 2147483647");
	memcpy(num, f->s, f->len);
	num[f->len] = '\0';
	ply = strtoul(num, &end, 10);
	if (*end != '\0' || ply > 2147483647UL)
		return fail(dg, f->col, "ply: the number of actions played, "
		    "0 to 2147483647");
	p->ply = (uint32_t)ply;
	return 0;
}

static int
read_result(sn_pos *p, const struct field *f, sannin_diag *dg)
{
	char list[32];
	unsigned mask = 0;
	size_t i;
	int s, teams = p->team[0] != 0;

	if (f->len == 1 && f->s[0] == '*')
		return 0;
	if (f->len == 1 && f->s[0] == '=' &&
	    p->v->id != SANNIN_VARIANT_SANNIN) {
		p->over = 1;
		p->winner = 0;
		return 0;
	}
	/* One winner, or a team's two seats. */
	for (i = 0; i < f->len && i < 2; i++) {
		if ((s = seat_of(p, f->s[i])) < 0 || (mask >> s & 1))
			break;
		mask |= 1u << s;
	}
	if (i != f->len || (f->len == 2 && (!teams ||
	    p->team[__builtin_ctz(mask)] != (mask & ~(1u << __builtin_ctz(
	    mask))))))
		return fail(dg, f->col, "result: '*' while the game goes on, "
		    "or the winner %s%s%s", letters(p, 0, " or ", list),
		    teams ? ", or a team's two seats" : "",
		    p->v->id == SANNIN_VARIANT_SANNIN ? "" :
		    ", or '=' for none");
	p->over = 1;
	p->winner = (uint8_t)mask;
	if ((p->alive & p->winner) != p->winner)
		return fail(dg, f->col, "result: the winner must still play");
	return 0;
}

/* The variant a string names in its first field, or -1. */
static int
named_variant(const struct field *f)
{
	const sannin_variant *v = sannin_variant_find(f->s, f->len);

	return v != NULL ? sannin_variant_id(v) : -1;
}

sannin_position *
sannin_position_read(const char *s, size_t len, const sannin_rules *rules,
    sannin_diag *dg)
{
	struct field all[MAXFIELDS + 2], *f = all;
	const struct layout *lay;
	sannin_rules r;
	sn_pos *p;
	size_t i = 0, extra = 0;
	int nf = 0, seat, own, max, var;
	char list[32];

	while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r'))
		len--;
	while (i < len) {
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i == len)
			break;
		if (nf == MAXFIELDS + 1) {
			/* One more than any variant has: where it starts. */
			extra = i + 1;
			break;
		}
		f[nf].s = s + i;
		f[nf].col = i + 1;
		while (i < len && s[i] != ' ' && s[i] != '\t')
			i++;
		f[nf].len = (size_t)(s + i - f[nf].s);
		nf++;
	}
	/* The variant, when the string names one. */
	if (nf > 0 && (var = named_variant(&f[0])) >= 0) {
		f++;
		nf--;
	} else
		var = SANNIN_VARIANT_SANNIN;
	/* (A game added to the library at run time, sn_game_add, has no
	 * fields of its own here.) */
	if (var >= SANNIN_NVARIANTS) {
		fail(dg, 1, "%s has no position strings",
		    sannin_variant_title(sannin_variant_get(var)));
		return NULL;
	}
	lay = &layouts[var];
	max = 3 + lay->nown + 2;
	if (nf > max || extra) {
		fail(dg, nf > max ? f[max].col : extra, "more than %d fields",
		    max);
		return NULL;
	}
	if (nf < 3) {
		fail(dg, len + 1, "it needs at least a board, the hands and "
		    "the seat to act; %d field%s given", nf, nf == 1 ? " is" :
		    "s are");
		return NULL;
	}
	/* The rules given are the variant's, or its defaults. */
	if (rules != NULL && rules->variant == var)
		r = *rules;
	else
		sannin_rules_init_variant(&r, var);
	if ((p = malloc(sizeof(*p))) == NULL) {
		sn_diag_set(dg, SANNIN_E_NOMEM, SANNIN_SEV_ERROR, 0,
		    "out of memory");
		return NULL;
	}
	sn_pos_init(p, &r, 0);
	if (read_board(p, &f[0], dg) || read_hands(p, &f[1], dg))
		goto bad;
	if (f[2].len != 1 || (seat = seat_of(p, f[2].s[0])) < 0) {
		fail(dg, f[2].col, "turn: the seat to act is %s",
		    letters(p, 0, " or ", list));
		goto bad;
	}
	sn_pos_set_turn(p, seat);

	own = nf - 3 < lay->nown ? nf - 3 : lay->nown;
	if (lay->read(p, f, own, dg))
		goto bad;
	if (!(p->alive >> p->turn & 1)) {
		fail(dg, f[2].col, "turn: %s no longer plays",
		    p->v->seatname[p->turn]);
		goto bad;
	}
	if (nf > 3 + lay->nown && read_ply(p, &f[3 + lay->nown], dg))
		goto bad;
	if (nf > 4 + lay->nown && read_result(p, &f[4 + lay->nown], dg))
		goto bad;
	if (checks[var] != NULL && checks[var](p, f, own, dg))
		goto bad;
	if (p->v->hooks->ready != NULL)
		p->v->hooks->ready(p);
	p->hash = sn_pos_hash_full(p);
	return p;
bad:
	free(p);
	return NULL;
}
