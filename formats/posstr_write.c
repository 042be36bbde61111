/*
 * posstr_write.c - writing the position string, one line that describes
 * a whole position (sannin-position(5)):
 *
 *   board hands turn alive alliance castling lost last ply result
 *
 * for instance the initial position:
 *
 *   lL6/lB1lP4/lS1lP5/lG1lP4fP1/...  -,-,- F FML - FML - - 0 *
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "sannin/play.h"
#include "posstr.h"

static const char seatch[] = "FML";
static const char ownerch[] = "fml";

/* Appends to the buffer, keeping the length it would need. */
struct out {
	char *buf;
	size_t size, len;
};

static void
put(struct out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
put(struct out *o, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(o->len < o->size ? o->buf + o->len : NULL,
	    o->len < o->size ? o->size - o->len : 0, fmt, ap);
	va_end(ap);
	if (n > 0)
		o->len += (size_t)n;
}

static void
seats(struct out *o, unsigned mask)
{
	int s;

	if ((mask & 7) == 0) {
		put(o, " -");
		return;
	}
	put(o, " ");
	for (s = 0; s < 3; s++)
		if (mask >> s & 1)
			put(o, "%c", seatch[s]);
}

size_t
sannin_position_write(const sannin_position *p, char *buf, size_t size)
{
	static const int handorder[] = {SANNIN_ROOK, SANNIN_BISHOP,
	    SANNIN_GOLD, SANNIN_SILVER, SANNIN_KNIGHT, SANNIN_LANCE,
	    SANNIN_PAWN};
	const struct sannin_variant *v = p->v;
	struct out o = {buf, size, 0};
	int rank, col, c, run, s, i, k, n, vs;

	if (size > 0)
		buf[0] = '\0';
	for (rank = 1; rank <= v->nranks; rank++) {
		if (rank > 1)
			put(&o, "/");
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
				put(&o, "%d", run);
			run = 0;
			put(&o, "%c%s", ownerch[SN_ARMY(p->board[c])],
			    v->kinds[SN_KIND(p->board[c])].name);
		}
		if (run)
			put(&o, "%d", run);
	}

	put(&o, " ");
	for (s = 0; s < 3; s++) {
		int any = 0;

		if (s)
			put(&o, ",");
		for (i = 0; i < 7; i++) {
			k = handorder[i];
			n = p->hand[s][k];
			if (n == 0)
				continue;
			any = 1;
			if (n > 1)
				put(&o, "%d", n);
			put(&o, "%s", v->kinds[k].name);
		}
		if (!any)
			put(&o, "-");
	}

	put(&o, " %c", seatch[p->turn]);
	seats(&o, p->alive);
	seats(&o, p->alliance);
	seats(&o, p->castle);
	seats(&o, p->lost);

	/* What the previous action threatened of the third seat's pieces. */
	if (p->last_actor == SN_NOSEAT)
		put(&o, " -");
	else {
		put(&o, " %c%s", seatch[p->last_actor],
		    sn_last_defence(p) ? "!" : "");
		vs = 3 - p->last_actor - p->turn;
		if (p->last_actor != p->turn && vs >= 0 && vs < 3 &&
		    sn_set_any(sn_last_new(p, vs))) {
			sn_set cells = sn_last_new(p, vs);
			char name[4];
			int first = 1;

			while (sn_set_any(cells)) {
				sannin_cell_name(sn_set_pop(&cells), name);
				put(&o, "%c%s", first ? ':' : ',', name);
				first = 0;
			}
		}
	}
	put(&o, " %lu", (unsigned long)p->ply);
	if (p->over)
		put(&o, " %c", seatch[__builtin_ctz(p->winner)]);
	else
		put(&o, " *");
	return o.len;
}
