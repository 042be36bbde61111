/*
 * posstr_sannin.c - sannin shogi's own fields of the position string
 * (sannin-position(5)): who still plays, the alliance, castling, lost
 * rights and the last action, read, checked and written.  Its registry
 * entry (sannin_variant.c) points to them; the syntax every game's
 * string shares is posstr_read.c's and posstr_write.c's.
 *
 *   [alive [alliance [castling [lost [last]]]]]
 *
 *   alive, castling, lost = "-" | seats   e.g. "FML", "ML"
 *   alliance = "-" | two seats
 *   last     = "-" | seat ["!"] [":" cell *("," cell)]
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "posstr.h"
#include "sannin/sannin_state.h"

static int
read_last(sn_pos *p, const struct posstr_field *f, sannin_diag *dg)
{
	size_t i = 1, start;
	int s, c, vs;

	if (f->len == 1 && f->s[0] == '-')
		return 0;
	if ((s = seat_of(p, f->s[0])) < 0)
		return fail(dg, SN_MSG_POS_LAST_SEAT, f->col, f->s[0]);
	sn_last_edit(p)->actor = (uint8_t)s;
	if (i < f->len && f->s[i] == '!') {
		sn_last_edit(p)->defence = 1;
		i++;
	}
	if (i == f->len)
		return 0;
	if (f->s[i] != ':')
		return fail(dg, SN_MSG_POS_LAST_COLON, f->col + i);
	vs = sn_third(s, p->turn);
	if (s == p->turn || vs < 0 || vs > 2)
		return fail(dg, SN_MSG_POS_LAST_THREATS, f->col + i);
	sn_last_edit(p)->newseat = (uint8_t)vs;
	do {
		start = ++i;
		while (i < f->len && f->s[i] != ',')
			i++;
		c = sannin_cell_parse(p->v, f->s + start, i - start, dg);
		if (c < 0) {
			char msg[256];

			snprintf(msg, sizeof(msg), "%s", dg ? dg->msg : "");
			return fail(dg, SN_MSG_POS_LAST_CELL, f->col + start,
			    msg);
		}
		if (!sn_set_has(&p->occ[vs], c))
			return fail(dg, SN_MSG_POS_LAST_NO_PIECE,
			    f->col + start, (int)(i - start), f->s + start,
			    p->v->seatname[vs]);
		sn_set_add(&sn_last_edit(p)->new, c);
	} while (i < f->len);
	return 0;
}

/* Seats that play have a king, those that do not have no pieces. */
static int
check_alive(sn_pos *p, const struct posstr_field *f, int own,
    sannin_diag *dg)
{
	int seat, k;

	for (seat = 0; seat < p->v->nseats; seat++) {
		int has = sn_set_any(p->occ[seat]);

		for (k = SANNIN_PAWN; k <= SANNIN_ROOK; k++)
			has |= p->hand[seat][k] != 0;
		if (!(p->alive >> seat & 1) && has)
			return fail(dg, SN_MSG_POS_OUT_PIECES,
			    own > 0 ? f[3].col : f[0].col, p->v->seatname[seat]);
		if ((p->alive >> seat & 1) && p->king[seat] == SN_NOCELL)
			return fail(dg, SN_MSG_POS_NO_KING, f[0].col,
			    p->v->seatname[seat]);
	}
	return 0;
}

static int
read_fields(sn_pos *p, const struct posstr_field *f, int own,
    sannin_diag *dg)
{
	unsigned mask;
	int seat;

	if (own > 0 && read_alive(p, &f[3], dg))
		return -1;
	if (check_alive(p, f, own, dg))
		return -1;
	if (own > 1) {
		if (read_seats(p, &f[4], &mask, dg, "alliance"))
			return -1;
		if (mask && __builtin_popcount(mask) != 2)
			return fail(dg, SN_MSG_POS_ALLIANCE, f[4].col);
		sn_pos_set_alliance(p, mask);
		for (seat = 0; seat < 3; seat++)
			sn_pos_set_lost(p, seat, (mask & p->alive) >> seat & 1);
	}
	if (own > 2) {
		if (read_seats(p, &f[5], &mask, dg, "castling"))
			return -1;
		if (mask && p->alliance)
			return fail(dg, SN_MSG_POS_CASTLING_ALLIANCE, f[5].col);
		for (seat = 0; seat < 3; seat++) {
			if (!(mask >> seat & 1))
				continue;
			if (!(p->alive >> seat & 1) || p->king[seat] ==
			    SN_NOCELL || SN_KIND(p->board[p->king[seat]]) !=
			    SANNIN_KING)
				return fail(dg, SN_MSG_POS_CASTLING_KING,
				    f[5].col, p->v->seatname[seat]);
			sn_pos_set_castle(p, seat, 1);
		}
	}
	if (own > 3) {
		if (read_seats(p, &f[6], &mask, dg, "lost"))
			return -1;
		if ((mask & p->alliance & p->alive) !=
		    (p->alliance & p->alive))
			return fail(dg, SN_MSG_POS_LOST_ALLIES, f[6].col);
		if (mask & ~p->alive)
			return fail(dg, SN_MSG_POS_LOST_OUT, f[6].col);
		if (mask && !p->alliance && __builtin_popcount(p->alive) == 3)
			return fail(dg, SN_MSG_POS_LOST_ONLY, f[6].col);
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
check_fields(sn_pos *p, const struct posstr_field *f, int own,
    sannin_diag *dg)
{
	if (p->alliance && !p->over && ((p->alliance & p->alive) !=
	    p->alliance || p->alive == p->alliance))
		return fail(dg, SN_MSG_POS_ALLIANCE_THIRD,
		    own > 1 ? f[4].col : 1);
	return 0;
}

/* The end of a sannin shogi string at e after its sets of seats (see
 * sannin_seats): the previous action's seat, whether it was a direct
 * defence, and what it threatened of the third seat's pieces; returns
 * the end. */
static char *
sannin_last(char *e, const sn_pos *p)
{
	const struct sannin_variant *v = p->v;
	int vs;

	*e++ = ' ';
	if (sn_last(p)->actor == SN_NOSEAT) {
		*e++ = '-';
		return e;
	}
	*e++ = v->seatletter[sn_last(p)->actor];
	if (sn_last_defence(p))
		*e++ = '!';
	vs = sn_third(sn_last(p)->actor, p->turn);
	if (sn_last(p)->actor != p->turn && vs >= 0 && vs < 3 &&
	    sn_set_any(sn_last_new(p, vs))) {
		sn_set cells = sn_last_new(p, vs);
		char name[4];
		int first = 1;

		while (sn_set_any(cells)) {
			sannin_cell_name(v, sn_set_pop(&cells), name);
			*e++ = first ? ':' : ',';
			memcpy(e, name, strlen(name));
			e += strlen(name);
			first = 0;
		}
	}
	return e;
}

/* The four sets of seats of a sannin shogi string at e: who still
 * plays, the alliance, castling and lost rights; returns the end.  Up
 * to 4 * (SN_MAXSEATS + 1) characters are written. */
static char *
sannin_seats(char *e, const sn_pos *p)
{
	const struct sannin_variant *v = p->v;

	e = putseats(e, v, p->alive);
	e = putseats(e, v, p->alliance);
	e = putseats(e, v, p->castle);
	return putseats(e, v, p->lost);
}

/* The end of a sannin shogi string at e: its sets of seats and the
 * rest; returns the end.  The four sets change a few times a game: from
 * a writer's kept text, they are written again only then. */
static char *
write_fields(char *e, const sn_pos *p, struct posstr_kept *kept)
{
	uint32_t key;

	if (kept == NULL)
		e = sannin_seats(e, p);
	else {
		key = (uint32_t)p->alive | (uint32_t)p->alliance << 8 |
		    (uint32_t)p->castle << 16 | (uint32_t)p->lost << 24;
		if (key != kept->key) {
			kept->len = (size_t)(sannin_seats(kept->text, p) -
			    kept->text);
			kept->key = key;
		}
		memcpy(e, kept->text, sizeof(kept->text));
		e += kept->len;
	}
	return sannin_last(e, p);
}

/* Its entry's (sannin_variant.c): five fields of its own. */
const struct sn_posstr_fields sn_sannin_posstr = {5, read_fields,
    check_fields, write_fields};
