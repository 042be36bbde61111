/*
 * posstr_shipley.c - Shipley's own field of the position string
 * (sannin-position(5)): the seats still in the game, read and written.
 * Its registry entry (shipley_variant.c) points to it; the syntax every
 * game's string shares is posstr_read.c's and posstr_write.c's.
 *
 *   [alive]
 *
 *   alive    = "-" | seats   e.g. "NESW", "NSW"
 */
#include "config.h"

#include "posstr.h"

static int
read_fields(sn_pos *p, const struct posstr_field *f, int own,
    sannin_diag *dg)
{
	int seat, k;

	if (own > 0 && read_alive(p, &f[3], dg))
		return -1;
	for (seat = 0; seat < p->v->nseats; seat++) {
		/* A seat out of the game lost its king and its hand; its
		 * other pieces may stay on the board. */
		for (k = SANNIN_PAWN; k <= p->v->handmax; k++)
			if (!(p->alive >> seat & 1) && p->hand[seat][k])
				return fail(dg, SN_MSG_POS_OUT_HAND,
				    own > 0 ? f[3].col : f[0].col,
				    p->v->seatname[seat]);
		if (!(p->alive >> seat & 1) && p->king[seat] != SN_NOCELL)
			return fail(dg, SN_MSG_POS_OUT_KING,
			    own > 0 ? f[3].col : f[0].col, p->v->seatname[seat]);
		/* (Where kings are pieces, a seat plays on without.) */
		if ((p->alive >> seat & 1) && p->king[seat] == SN_NOCELL &&
		    (p->v->kinds[SANNIN_KING].flags & SN_KF_KING))
			return fail(dg, SN_MSG_POS_NO_KING, f[0].col,
			    p->v->seatname[seat]);
	}
	return 0;
}

/* The end of a Shipley string at e: the seats still in the game (a seat
 * whose king was taken is out); returns the end. */
static char *
write_fields(char *e, const sn_pos *p, struct posstr_kept *kept)
{
	(void)kept;
	return putseats(e, p->v, p->alive);
}

/* Its entry's (shipley_variant.c): one field of its own. */
const struct sn_posstr_fields sn_shipley_posstr = {1, read_fields, NULL,
    write_fields};
