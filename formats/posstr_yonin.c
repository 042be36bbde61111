/*
 * posstr_yonin.c - yonin shogi's own fields of the position string
 * (sannin-position(5)): the seat that moves each army, and the seat the
 * turn returns to after a check, read and written.  Its registry entry
 * (yonin_variant.c) points to them; the syntax every game's string
 * shares is posstr_read.c's and posstr_write.c's.
 *
 *   [control [return]]
 *
 *   control  = one seat an army: who moves it, e.g. "SWNN"
 *   return   = "-" | seat
 */
#include "config.h"

#include "posstr.h"

static int
read_fields(sn_pos *p, const struct posstr_field *f, int own,
    sannin_diag *dg)
{
	int a, s, k;
	char list[32];

	if (own > 0) {
		if (f[3].len != (size_t)p->v->nseats)
			return fail(dg, SN_MSG_POS_CONTROL, f[3].col,
			    letters(p, 0, ", ", list));
		for (a = 0; a < p->v->nseats; a++) {
			if ((s = seat_of(p, f[3].s[a])) < 0)
				return fail(dg, SN_MSG_POS_CONTROL_SEAT,
				    f[3].col + (size_t)a, f[3].s[a],
				    letters(p, 0, " or ", list));
			sn_pos_set_ctrl(p, a, s);
		}
		/* A seat plays while it moves its own army; the seat that
		 * moves an army not its own plays. */
		for (a = 0; a < p->v->nseats; a++)
			if (p->ctrl[a] != a &&
			    p->ctrl[p->ctrl[a]] != p->ctrl[a])
				return fail(dg, SN_MSG_POS_CONTROL_OUT,
				    f[3].col + (size_t)a,
				    p->v->seatname[p->ctrl[a]],
				    p->v->seatname[a]);
		for (a = 0; a < p->v->nseats; a++)
			sn_pos_set_alive(p, a, p->ctrl[a] == a);
	}
	for (a = 0; a < p->v->nseats; a++) {
		k = p->king[a];
		if ((p->alive >> a & 1) && k == SN_NOCELL)
			return fail(dg, SN_MSG_POS_NO_KING, f[0].col,
			    p->v->seatname[a]);
		if (!(p->alive >> a & 1) && k != SN_NOCELL)
			return fail(dg, SN_MSG_POS_MATED_KING, f[0].col,
			    p->v->seatname[a]);
		for (k = SANNIN_PAWN; k <= SANNIN_ROOK; k++)
			if (!(p->alive >> a & 1) && p->hand[a][k])
				return fail(dg, SN_MSG_POS_MATED_HAND, f[0].col,
				    p->v->seatname[a]);
	}
	if (own > 1 && !(f[4].len == 1 && f[4].s[0] == '-')) {
		if (f[4].len != 1 || (s = seat_of(p, f[4].s[0])) < 0)
			return fail(dg, SN_MSG_POS_RETURN, f[4].col);
		if (!(p->alive >> s & 1) || s == p->turn)
			return fail(dg, SN_MSG_POS_RETURN_SEAT, f[4].col);
		sn_pos_set_ret(p, s);
	}
	return 0;
}

/* The end of a yonin shogi string at e: the seat that moves each army,
 * and the seat the turn returns to after a check; returns the end. */
static char *
write_fields(char *e, const sn_pos *p, struct posstr_kept *kept)
{
	int a;

	(void)kept;
	*e++ = ' ';
	for (a = 0; a < p->v->nseats; a++)
		*e++ = p->v->seatletter[p->ctrl[a]];
	*e++ = ' ';
	*e++ = p->ret == SN_NOSEAT ? '-' : p->v->seatletter[p->ret];
	return e;
}

/* Its entry's (yonin_variant.c): two fields of its own. */
const struct sn_posstr_fields sn_yonin_posstr = {2, read_fields, NULL,
    write_fields};
