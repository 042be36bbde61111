/*
 * diagram_drawn.c - the arrows and marked cells drawn over a board
 * (sannin-diagram(1), --arrow and --mark): those of the commands of the
 * comments of the action drawn ([%cal], [%csl]: sannin-record(5)), then
 * those of the command line; and how SVG draws them, over any board
 * that says where a cell's centre is.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "common.h"
#include "diagram.h"

/* Red, green, blue and yellow, as the commands' letters R, G, B, Y. */
static const char *
drawn_colour(char letter)
{
	switch (letter) {
	case 'R':
		return "#c0392b";
	case 'G':
		return "#1e8e3e";
	case 'B':
		return "#2160c4";
	default:
		return "#e0a800";
	}
}

void
drawn_of_action(struct scene *sc, const sannin_record *rec, long ply)
{
	struct sn_command_error err;
	const char *text;
	size_t k;

	if (ply <= 0)
		return;
	/* (The reader warned of a bad command; what reads is drawn.) */
	for (k = 0; (text = sannin_record_comment(rec, (size_t)ply - 1, k)) !=
	    NULL; k++)
		(void)sn_commands_read(sc->v, text, strlen(text), &sc->drawn,
		    &err);
}

int
drawn_of_options(struct scene *sc, const struct opts *o)
{
	struct sn_command_error err;
	char name[4];
	int k;

	for (k = 0; k < o->ndrawn; k++) {
		if (sn_commands_read(sc->v, o->drawn[k], strlen(o->drawn[k]),
		    &sc->drawn, &err) == 0)
			continue;
		memcpy(name, o->drawn[k] + 2, 3);
		name[3] = '\0';
		warnx_("--%s: '%.*s' is not %s of %s", strcmp(name, "cal") ==
		    0 ? "arrow" : "mark", err.len, err.text,
		    strcmp(name, "cal") == 0 ? "an arrow (a colour R, G, B or "
		    "Y, then two cells)" : "a marked cell (a colour R, G, B "
		    "or Y, then a cell)", sannin_variant_title(sc->v));
		return EXIT_TROUBLE;
	}
	return EXIT_OK;
}

/* A ring inside the cell, r its radius. */
static void
svg_mark(const struct sn_drawn *d, double x, double y, double r)
{
	printf("<circle class=\"mark\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" "
	    "fill=\"none\" stroke=\"%s\" stroke-width=\"%.2f\" "
	    "opacity=\"0.85\"/>\n", x, y, r * 0.78, drawn_colour(d->colour),
	    r * 0.16);
}

/* An arrow from the centre of one cell to near the centre of the other:
 * a shaft and a head, one polygon, so that where they meet the colour
 * is not laid twice. */
static void
svg_arrow(const struct sn_drawn *d, double x0, double y0, double x1,
    double y1, double r)
{
	double len = hypot(x1 - x0, y1 - y0), ux, uy, shaft = r * 0.13,
	    head = r * 0.42, hl = r * 0.8, bx, by;

	if (len < hl + r * 0.2) {
		svg_mark(d, x1, y1, r);
		return;
	}
	ux = (x1 - x0) / len;
	uy = (y1 - y0) / len;
	x1 -= ux * r * 0.25;	/* the point short of the centre */
	y1 -= uy * r * 0.25;
	bx = x1 - ux * hl;	/* where the head starts */
	by = y1 - uy * hl;
	printf("<polygon class=\"arrow\" points=\"%.2f,%.2f %.2f,%.2f "
	    "%.2f,%.2f %.2f,%.2f %.2f,%.2f %.2f,%.2f %.2f,%.2f\" fill=\"%s\" "
	    "opacity=\"0.8\"/>\n",
	    x0 - uy * shaft, y0 + ux * shaft, bx - uy * shaft, by + ux * shaft,
	    bx - uy * head, by + ux * head, x1, y1,
	    bx + uy * head, by - ux * head, bx + uy * shaft, by - ux * shaft,
	    x0 + uy * shaft, y0 - ux * shaft, drawn_colour(d->colour));
}

void
svg_drawn(const struct scene *sc, double r, cell_centre_fn centre,
    const void *board)
{
	double x0, y0, x1, y1;
	int k;

	if (sc->drawn.nmarks + sc->drawn.narrows == 0)
		return;
	printf("<g class=\"drawn\">\n");
	for (k = 0; k < sc->drawn.nmarks; k++) {
		centre(board, sc->drawn.mark[k].from, &x0, &y0);
		svg_mark(&sc->drawn.mark[k], x0, y0, r);
	}
	for (k = 0; k < sc->drawn.narrows; k++) {
		centre(board, sc->drawn.arrow[k].from, &x0, &y0);
		centre(board, sc->drawn.arrow[k].to, &x1, &y1);
		svg_arrow(&sc->drawn.arrow[k], x0, y0, x1, y1, r);
	}
	printf("</g>\n");
}
