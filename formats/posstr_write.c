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

/* Appends to the buffer, keeping the length it would need; the NUL
 * goes at the end (sannin_position_write), where snprintf would put
 * it. */
struct out {
	char *buf;
	size_t size, len;
};

/* (No printf here, nor a memcpy a piece: a replay writes a string at
 * every ply.) */
static inline void
putc_(struct out *o, char c)
{
	if (o->len + 1 < o->size)
		o->buf[o->len] = c;
	o->len++;
}

static void
add(struct out *o, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		putc_(o, s[i]);
}

static void
put(struct out *o, const char *s)
{
	while (*s != '\0')
		putc_(o, *s++);
}

static void
putn(struct out *o, unsigned long n)
{
	char d[24];
	size_t i = sizeof(d);

	do
		d[--i] = (char)('0' + n % 10);
	while ((n /= 10) != 0);
	add(o, d + i, sizeof(d) - i);
}

/* " -" or the seats of the mask, in seat order. */
static void
seats(struct out *o, const sn_pos *p, unsigned mask)
{
	int s;

	mask &= (1u << p->v->nseats) - 1;
	if (mask == 0) {
		put(o, " -");
		return;
	}
	put(o, " ");
	for (s = 0; s < p->v->nseats; s++)
		if (mask >> s & 1)
			putc_(o, p->v->seatletter[s]);
}

/* The board, rank by rank from the top, each from its highest column. */
static void
board(struct out *o, const sn_pos *p)
{
	const struct sannin_variant *v = p->v;
	int rank, col, c, run;

	for (rank = 1; rank <= v->nranks; rank++) {
		if (rank > 1)
			put(o, "/");
		run = 0;
		for (col = v->ncols; col >= 1; col--) {
			c = v->at[col][rank];
			if (c == SN_NOCELL)
				continue;
			if (p->board[c] == 0) {
				run++;
				continue;
			}
			if (run)
				putn(o, (unsigned long)run);
			run = 0;
			putc_(o, v->armyletter[SN_ARMY(p->board[c])]);
			put(o, v->kinds[SN_KIND(p->board[c])].name);
		}
		if (run)
			putn(o, (unsigned long)run);
	}
}

static void
hands(struct out *o, const sn_pos *p)
{
	static const int handorder[] = {SANNIN_KING, SANNIN_ROOK,
	    SANNIN_BISHOP, SANNIN_GOLD, SANNIN_SILVER, SANNIN_KNIGHT,
	    SANNIN_LANCE, SANNIN_PAWN};
	int s, i, k, n, any;

	put(o, " ");
	for (s = 0; s < p->v->nseats; s++) {
		if (s)
			put(o, ",");
		for (any = i = 0; i < 8; i++) {
			k = handorder[i];
			if (k > p->v->handmax || (n = p->hand[s][k]) == 0)
				continue;
			any = 1;
			if (n > 1)
				putn(o, (unsigned long)n);
			put(o, p->v->kinds[k].name);
		}
		if (!any)
			put(o, "-");
	}
}

/* The end of a sannin shogi string: who still plays, the alliance,
 * castling, lost rights, what the previous action threatened of the
 * third seat's pieces. */
static void
sannin_fields(struct out *o, const sn_pos *p)
{
	int vs;

	seats(o, p, p->alive);
	seats(o, p, p->alliance);
	seats(o, p, p->castle);
	seats(o, p, p->lost);
	if (p->last_actor == SN_NOSEAT) {
		put(o, " -");
		return;
	}
	putc_(o, ' ');
	putc_(o, p->v->seatletter[p->last_actor]);
	if (sn_last_defence(p))
		putc_(o, '!');
	vs = sn_third(p->last_actor, p->turn);
	if (p->last_actor != p->turn && vs >= 0 && vs < 3 &&
	    sn_set_any(sn_last_new(p, vs))) {
		sn_set cells = sn_last_new(p, vs);
		char name[4];
		int first = 1;

		while (sn_set_any(cells)) {
			sannin_cell_name(p->v, sn_set_pop(&cells), name);
			putc_(o, first ? ':' : ',');
			put(o, name);
			first = 0;
		}
	}
}

/* The end of a yonin shogi string: the seat that moves each army, and
 * the seat the turn returns to after a check. */
static void
yonin_fields(struct out *o, const sn_pos *p)
{
	int a;

	put(o, " ");
	for (a = 0; a < p->v->nseats; a++)
		putc_(o, p->v->seatletter[p->ctrl[a]]);
	if (p->ret == SN_NOSEAT)
		put(o, " -");
	else {
		putc_(o, ' ');
		putc_(o, p->v->seatletter[p->ret]);
	}
}

/* The end of a Shipley string: the seats still in the game (a seat
 * whose king was taken is out). */
static void
shipley_fields(struct out *o, const sn_pos *p)
{
	seats(o, p, p->alive);
}

static void (*const fields[SANNIN_NVARIANTS])(struct out *,
    const sn_pos *) = {
	[SANNIN_VARIANT_SANNIN] = sannin_fields,
	[SANNIN_VARIANT_YONIN] = yonin_fields,
	[SANNIN_VARIANT_SHIPLEY] = shipley_fields,
};

size_t
sannin_position_write(const sannin_position *p, char *buf, size_t size)
{
	struct out o = {buf, size, 0};

	/* A string names its variant, unless it is sannin shogi's. */
	if (p->v->id != SANNIN_VARIANT_SANNIN) {
		put(&o, p->v->name);
		putc_(&o, ' ');
	}
	board(&o, p);
	hands(&o, p);
	putc_(&o, ' ');
	putc_(&o, p->v->seatletter[p->turn]);
	fields[p->v->id](&o, p);
	putc_(&o, ' ');
	putn(&o, (unsigned long)p->ply);
	if (!p->over)
		put(&o, " *");
	else if (p->winner == 0)
		put(&o, " =");
	else	/* (a team: both its seats) */
		seats(&o, p, p->winner);
	if (size > 0)
		buf[o.len < size ? o.len : size - 1] = '\0';
	return o.len;
}
