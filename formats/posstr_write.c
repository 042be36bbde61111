/*
 * posstr_write.c - writing the position string, one line that describes
 * a whole position (sannin-position(5)): the variant's name unless it is
 * sannin shogi, the board, the hands, the seat to act, the fields of the
 * variant, the ply and the result.  Sannin shogi's initial position:
 *
 *   lL6/lB1lP4/lS1lP5/lG1lP4fP1/...  -,-,- F FML - FML - - 0 *
 *
 * yonin shogi's:
 *
 *   yonin 2nSnGnKnGnS2/...  -,-,-,- S SWNE - 0 *
 *
 * and Shipley's:
 *
 *   shipley 3nLnNnSnGnKnGnSnNnL3/...  -,-,-,- N NESW 0 *
 */
#include "config.h"

#include <string.h>

#include "sannin/play.h"
#include "posstr.h"
#include "strout.h"

static void
putn(struct sn_out *o, unsigned long n)
{
	char d[24];
	size_t i = sizeof(d);

	do
		d[--i] = (char)('0' + n % 10);
	while ((n /= 10) != 0);
	sn_out_n(o, d + i, sizeof(d) - i);
}

/* " -" or the seats of the mask, in seat order. */
static void
seats(struct sn_out *o, const sn_pos *p, unsigned mask)
{
	int s;

	mask &= (1u << p->v->nseats) - 1;
	if (mask == 0) {
		sn_out_s(o, " -");
		return;
	}
	sn_out_s(o, " ");
	for (s = 0; s < p->v->nseats; s++)
		if (mask >> s & 1)
			sn_out_c(o, p->v->seatletter[s]);
}

/* Writes run (1 to 99: a rank has at most 32 cells) at e: its end. */
static char *
putrun(char *e, int run)
{
	if (run >= 10)
		*e++ = (char)('0' + run / 10);
	*e++ = (char)('0' + run % 10);
	return e;
}

/* The board, rank by rank from the top, each from its highest column:
 * a piece's army letter and kind, and a run of empty cells as its
 * length.  Written first into a buffer that holds any board (three
 * characters a cell at most, and the slashes), then copied whole. */
static void
board(struct sn_out *o, const sn_pos *p)
{
	const struct sannin_variant *v = p->v;
	char text[3 * SN_MAXCELLS + 32], *e = text;
	const char *name;
	int rank, c, pc, run;

	for (rank = 1; rank <= v->nranks; rank++) {
		if (rank > 1)
			*e++ = '/';
		run = 0;
		/* (From the highest column: the highest number.) */
		for (c = v->rankfirst[rank + 1] - 1; c >= v->rankfirst[rank];
		    c--) {
			if ((pc = p->board[c]) == 0) {
				run++;
				continue;
			}
			if (run)
				e = putrun(e, run);
			run = 0;
			*e++ = v->armyletter[SN_ARMY(pc)];
			name = v->kinds[SN_KIND(pc)].name;
			*e++ = name[0];
			if (name[1] != '\0')
				*e++ = name[1];
		}
		if (run)
			e = putrun(e, run);
	}
	sn_out_n(o, text, (size_t)(e - text));
}

static void
hands(struct sn_out *o, const sn_pos *p)
{
	static const int handorder[] = {SANNIN_KING, SANNIN_ROOK,
	    SANNIN_BISHOP, SANNIN_GOLD, SANNIN_SILVER, SANNIN_KNIGHT,
	    SANNIN_LANCE, SANNIN_PAWN};
	int s, i, k, n, any;

	sn_out_s(o, " ");
	for (s = 0; s < p->v->nseats; s++) {
		if (s)
			sn_out_s(o, ",");
		for (any = i = 0; i < 8; i++) {
			k = handorder[i];
			if (k > p->v->handmax || (n = p->hand[s][k]) == 0)
				continue;
			any = 1;
			if (n > 1)
				putn(o, (unsigned long)n);
			sn_out_s(o, p->v->kinds[k].name);
		}
		if (!any)
			sn_out_s(o, "-");
	}
}

/* The end of a sannin shogi string: who still plays, the alliance,
 * castling, lost rights, what the previous action threatened of the
 * third seat's pieces. */
static void
sannin_fields(struct sn_out *o, const sn_pos *p)
{
	int vs;

	seats(o, p, p->alive);
	seats(o, p, p->alliance);
	seats(o, p, p->castle);
	seats(o, p, p->lost);
	if (p->last_actor == SN_NOSEAT) {
		sn_out_s(o, " -");
		return;
	}
	sn_out_c(o, ' ');
	sn_out_c(o, p->v->seatletter[p->last_actor]);
	if (sn_last_defence(p))
		sn_out_c(o, '!');
	vs = sn_third(p->last_actor, p->turn);
	if (p->last_actor != p->turn && vs >= 0 && vs < 3 &&
	    sn_set_any(sn_last_new(p, vs))) {
		sn_set cells = sn_last_new(p, vs);
		char name[4];
		int first = 1;

		while (sn_set_any(cells)) {
			sannin_cell_name(p->v, sn_set_pop(&cells), name);
			sn_out_c(o, first ? ':' : ',');
			sn_out_s(o, name);
			first = 0;
		}
	}
}

/* The end of a yonin shogi string: the seat that moves each army, and
 * the seat the turn returns to after a check. */
static void
yonin_fields(struct sn_out *o, const sn_pos *p)
{
	int a;

	sn_out_s(o, " ");
	for (a = 0; a < p->v->nseats; a++)
		sn_out_c(o, p->v->seatletter[p->ctrl[a]]);
	if (p->ret == SN_NOSEAT)
		sn_out_s(o, " -");
	else {
		sn_out_c(o, ' ');
		sn_out_c(o, p->v->seatletter[p->ret]);
	}
}

/* The end of a Shipley string: the seats still in the game (a seat
 * whose king was taken is out). */
static void
shipley_fields(struct sn_out *o, const sn_pos *p)
{
	seats(o, p, p->alive);
}

static void (*const fields[SANNIN_NVARIANTS])(struct sn_out *,
    const sn_pos *) = {
	[SANNIN_VARIANT_SANNIN] = sannin_fields,
	[SANNIN_VARIANT_YONIN] = yonin_fields,
	[SANNIN_VARIANT_SHIPLEY] = shipley_fields,
};

size_t
sannin_position_write(const sannin_position *p, char *buf, size_t size)
{
	struct sn_out o = sn_out_start(buf, size, 0);

	/* A string names its variant, unless it is sannin shogi's. */
	if (p->v->id != SANNIN_VARIANT_SANNIN) {
		sn_out_s(&o, p->v->name);
		sn_out_c(&o, ' ');
	}
	board(&o, p);
	hands(&o, p);
	sn_out_c(&o, ' ');
	sn_out_c(&o, p->v->seatletter[p->turn]);
	fields[p->v->id](&o, p);
	sn_out_c(&o, ' ');
	putn(&o, (unsigned long)p->ply);
	if (!p->over)
		sn_out_s(&o, " *");
	else if (p->winner == 0)
		sn_out_s(&o, " =");
	else	/* (a team: both its seats) */
		seats(&o, p, p->winner);
	sn_out_end(&o);
	return o.len;
}
