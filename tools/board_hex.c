/*
 * board_hex.c - the hexagon of sannin shogi, drawn as terminal text and
 * as SVG.
 *
 * The board is drawn as Middle sees it (or, with --seat, as another seat
 * does).  Middle's view is the frame of the drawing: its "screen cells"
 * are 13 rows of hexagonal cells, rank a at the top, and the screen cell
 * (column c, rank r) has a = c - 7, b = r - 7 and stands at x = b / 2 - a,
 * y = b * sqrt(3) / 2 in units of the distance between neighbours.  Another
 * seat's view draws at each screen cell the board cell a third of a turn
 * away, so its drawn rows are columns (First) or lines of constant column
 * minus rank (Last), which have no name: every label is therefore the name
 * of a board cell drawn, never of a screen cell.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"

/* The seat whose view is the frame of the drawing. */
#define FRAME_SEAT SANNIN_MIDDLE

/* Cell c turned `times` times by 120 degrees about the garden, the
 * way play goes round (First's corner to Middle's, and so on). */
static int
turn(const sannin_variant *v, int c, int times)
{
	int a = sannin_cell_column(v, c) - 7, b = sannin_cell_rank(v, c) - 7,
	    t;

	while (times-- > 0) {
		t = b - a;
		b = -a;
		a = t;
	}
	return sannin_cell_at(v, a + 7, b + 7);
}

/* The cell of the board that is drawn at screen cell s (the place of s
 * in Middle's view): the board turned so that the viewing seat sits at
 * the bottom. */
static int
board_cell(const struct scene *sc, int s)
{
	return turn(sc->v, s, (sc->view + 2) % 3);
}

/* ------------------------------------------------------------------ */
/* Terminal text.                                                      */

/*
 * Each cell takes CELLW columns, its mark in the first three; a drawn
 * row is indented two columns per row from the middle one, so a cell
 * stands between the two cells above it.  With edge labels a margin of
 * MARGIN columns holds the name of the first cell of the middle row.
 */
#define CELLW 4
#define MARGIN 5

/* The board cells of drawn row `row` (0 at the top), from left to right;
 * returns how many. */
static int
row_cells(const struct scene *sc, int row, int cells[13])
{
	int col, s, n = 0;

	for (col = 13; col >= 1; col--)
		if ((s = sannin_cell_at(sc->v, col, row + 1)) >= 0)
			cells[n++] = board_cell(sc, s);
	return n;
}

/* The column where the mark of the k-th cell of drawn row `row` starts. */
static int
text_x(const struct opts *o, int row, int k)
{
	return (o->labels & LAB_EDGE ? MARGIN : 0) + abs(row - 6) * 2 +
	    CELLW * k;
}

/* The mark of one cell: seat letter and piece, or what an empty cell
 * shows. */
static void
text_cell(struct line *l, const struct scene *sc, const struct opts *o,
    int c)
{
	int seat = -1, kind = sannin_position_piece(sc->p, c, &seat);
	int garden = sannin_garden(sc->v);
	char mark[8];

	if (kind == SANNIN_EMPTY) {
		if (o->labels & LAB_CELLS) {
			mark[0] = '*';
			sannin_cell_name(sc->v, c, mark + (c == garden));
		} else
			strcpy(mark, c == garden ? "*" : ".");
		line_put(l, mark, (int)strlen(mark));
		return;
	}
	text_piece(l, sc, o, seat, kind);
}

/* The names of the cells of drawn row `row`, each over (or under) its
 * cell: the line above the top row and the line below the bottom one. */
static void
text_names(struct line *l, const struct scene *sc, const struct opts *o,
    int row)
{
	int cells[13], n = row_cells(sc, row, cells), k;
	char name[4];

	for (k = 0; k < n; k++) {
		line_pad(l, text_x(o, row, k));
		line_put(l, name, sannin_cell_name(sc->v, cells[k], name));
	}
	line_end(l);
}

/* One drawn row, with the names of its end cells in the margins. */
static void
text_row(struct line *l, const struct scene *sc, const struct opts *o,
    int row)
{
	int cells[13], n = row_cells(sc, row, cells), k, len;
	char name[4];

	if (o->labels & LAB_EDGE) {
		len = sannin_cell_name(sc->v, cells[0], name);
		line_pad(l, text_x(o, row, 0) - 2 - len);
		line_put(l, name, len);
	}
	for (k = 0; k < n; k++) {
		line_pad(l, text_x(o, row, k));
		text_cell(l, sc, o, cells[k]);
	}
	if (o->labels & LAB_EDGE) {
		line_pad(l, text_x(o, row, n - 1) + CELLW);
		line_put(l, name, sannin_cell_name(sc->v, cells[n - 1], name));
	}
	line_end(l);
}

static void
hex_text(const struct scene *sc, const struct opts *o)
{
	struct line l;
	int row;

	line_init(&l);
	text_heading(sc, o);
	if (o->labels & LAB_EDGE)
		text_names(&l, sc, o, 0);
	for (row = 0; row < 13; row++)
		text_row(&l, sc, o, row);
	if (o->labels & LAB_EDGE)
		text_names(&l, sc, o, 12);
	text_hands(sc, o);
	text_caption(sc);
}

/* ------------------------------------------------------------------ */
/* SVG.                                                                */

static void
hexagon(double cx, double cy, double r, const char *fill,
    const char *stroke, double width)
{
	int i;

	printf("<polygon points=\"");
	for (i = 0; i < 6; i++) {
		double t = 3.14159265358979323846 / 180 * (60 * i + 30);

		printf("%s%.2f,%.2f", i ? " " : "", cx + r * cos(t),
		    cy + r * sin(t));
	}
	printf("\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%.2f\"/>\n",
	    fill, stroke, width);
}

/*
 * The measures of a picture, in pixels.  The canvas holds the heading
 * (the event and the date of a record), the board with its edge labels
 * (room is kept for the labels of every seat's view, so the three views
 * of a position have one size) and the lines of text below it.
 */
struct frame {
	struct page pg;		/* the text lines start at r */
	double r;		/* a cell's radius (centre to corner) */
	double dx, dy;		/* a step to the next cell across, down */
	double ox, oy;		/* the garden's centre */
	double fl;		/* the font size of the edge labels */
};

#define NLABELS 52		/* 13 columns and 13 ranks, both ends */

/* An edge label: its text and its centre, from the garden's centre;
 * the way its line goes out of the board; the place where the line
 * would go on, one step beyond its end cell. */
struct label {
	double x, y;
	double ux, uy;
	double bx, by;
	char text[3];
};

/* The centre of board cell c in the view, from the garden's centre. */
static void
cell_xy(const struct frame *f, const sannin_variant *v, int view, int c,
    double *x, double *y)
{
	int s = turn(v, c, (4 - view) % 3);

	*x = ((sannin_cell_rank(v, s) - 7) / 2.0 - (sannin_cell_column(v, s) -
	    7)) * f->dx;
	*y = (sannin_cell_rank(v, s) - 7) * f->dy;
}

/* A label beyond cell `end` of a line, on the side away from its
 * neighbour `next` on the line, `dist` pixels from the end cell's
 * centre. */
static void
place_label(struct label *lb, const struct frame *f, const sannin_variant *v,
    int view, int end, int next, double dist)
{
	double ex, ey, nx, ny, len;

	cell_xy(f, v, view, end, &ex, &ey);
	cell_xy(f, v, view, next, &nx, &ny);
	len = hypot(ex - nx, ey - ny);
	lb->ux = (ex - nx) / len;
	lb->uy = (ey - ny) / len;
	lb->x = ex + lb->ux * dist;
	lb->y = ey + lb->uy * dist;
	lb->bx = ex + lb->ux * f->dx;
	lb->by = ey + lb->uy * f->dx;
}

/*
 * Two labels that would meet: a rank and a column ending side by side go
 * on through the same place beyond the edge.  When one of the two lines
 * is drawn level, its label stands further out along it.  When both
 * slant (the edge is level), the two stand side by side along the edge,
 * each on the side of its own line's end, if there is room for that;
 * else the rank's label stands further out.
 */
static void
part(struct label *col, struct label *rank, const struct frame *f)
{
	struct label *out = fabs(col->uy) < 0.01 ? col : rank;

	if (fabs(out->uy) < 0.01 || f->dx < 2.4 * f->fl) {
		out->x += out->ux * 1.7 * f->fl;
		out->y += out->uy * 1.7 * f->fl;
		return;
	}
	/* A quarter of a step from the meeting place, toward the end. */
	col->x = col->bx + (col->ux < 0 ? 0.25 : -0.25) * f->dx;
	rank->x = rank->bx + (rank->ux < 0 ? 0.25 : -0.25) * f->dx;
}

/*
 * The edge labels of a view: each column and each rank named just beyond
 * both of its end cells, along the line, clear of the cell (lab[0..25]
 * the columns, lab[26..51] the ranks), and parted where two would meet.
 */
static void
edge_labels(const struct frame *f, const sannin_variant *v, int view,
    struct label lab[NLABELS])
{
	double near = 0.87 * f->r + 0.25 * f->r + 0.55 * f->fl;
	int family, line, k, m, n = 0, c, cells[13], i, j;

	for (family = 0; family < 2; family++)	/* columns, ranks */
		for (line = 1; line <= 13; line++) {
			for (m = 0, k = 1; k <= 13; k++)
				if ((c = family == 0 ? sannin_cell_at(v, line,
				    k) : sannin_cell_at(v, k, line)) >= 0)
					cells[m++] = c;
			place_label(&lab[n], f, v, view, cells[0], cells[1],
			    near);
			place_label(&lab[n + 1], f, v, view, cells[m - 1],
			    cells[m - 2], near);
			for (k = n; k < n + 2; k++)
				snprintf(lab[k].text, sizeof(lab[k].text),
				    family == 0 ? "%d" : "%c", family == 0 ?
				    line : 'a' + line - 1);
			n += 2;
		}
	for (i = 0; i < NLABELS / 2; i++)
		for (j = NLABELS / 2; j < NLABELS; j++)
			if (hypot(lab[i].bx - lab[j].bx, lab[i].by -
			    lab[j].by) < 0.1 * f->dx)
				part(&lab[i], &lab[j], f);
}

/* The measures of the picture: the board, its labels, the text. */
static void
frame_of(struct frame *f, const struct scene *sc, const struct opts *o)
{
	struct label lab[NLABELS];
	double ex, ey, pad;
	int view, i;

	f->r = o->size;
	f->dx = f->r * sqrt(3.0);
	f->dy = f->r * 1.5;
	f->fl = f->r * 0.66 < 10 ? 10 : f->r * 0.66;
	f->pg.left = f->r;
	f->pg.ft = f->r * 0.7 < 9 ? 9 : f->r * 0.7;
	f->pg.fh = f->r * 0.65 < 10 ? 10 : f->r * 0.65;
	pad = f->r * 0.5;
	/* Half the width and height of the board and its labels. */
	ex = 6 * f->dx + f->r;
	ey = 6 * f->dy + f->r;
	for (view = 0; view < 3 && (o->labels & LAB_EDGE); view++) {
		edge_labels(f, sc->v, view, lab);
		for (i = 0; i < NLABELS; i++) {
			ex = fmax(ex, fabs(lab[i].x) + 0.4 * f->fl *
			    (double)strlen(lab[i].text));
			ey = fmax(ey, fabs(lab[i].y) + 0.6 * f->fl);
		}
	}
	/* Wide enough for the hands, where the text is large beside the
	 * cells (at small sizes). */
	f->pg.w = fmax(2 * (ex + pad), svg_hands_em(sc) * f->pg.ft + 2 *
	    f->pg.left);
	svg_layout(sc, &f->pg);
	f->ox = f->pg.w / 2;
	f->oy = f->pg.head + ey + pad;
	f->pg.below = f->oy + ey + pad;
	f->pg.h = f->pg.below + svg_lines(sc, &f->pg) * 1.5 * f->pg.ft + pad;
}

#define OUTLINE_LAST "#e67e22"
#define OUTLINE_CHECK "#e31b1b"

/* The way a seat's pieces point in the view, in degrees clockwise from
 * up: Middle up, First to 8 o'clock, Last to 4 o'clock, all turned with
 * the board. */
static double
facing(const struct scene *sc, int seat)
{
	return fmod((seat == 0 ? 240.0 : seat == 2 ? 120.0 : 0.0) + 120.0 *
	    ((4 - sc->view) % 3), 360.0);
}

/* One cell: its hexagon, tinted and outlined for what it is, and its
 * piece. */
static void
svg_cell(const struct scene *sc, const struct opts *o, const struct frame *f,
    int c)
{
	const char *fill = SVG_CELL_FILL, *stroke = "#7f7a70";
	double x, y, r = f->r, sw = r * 0.05;
	int seat = -1, kind = sannin_position_piece(sc->p, c, &seat);
	int garden = sannin_garden(sc->v);
	char name[4];

	cell_xy(f, sc->v, sc->view, c, &x, &y);
	x += f->ox;
	y += f->oy;
	if (sannin_cell_territory(sc->v, c) >= 0)
		fill = svg_tint(sc, sannin_cell_territory(sc->v, c));
	if (c == garden)
		fill = "#f7d774";
	/* (A page draws these outlines over the cells: see hex_page.) */
	if (!sc->bare && (c == sc->last_from || c == sc->last_to)) {
		stroke = OUTLINE_LAST;
		sw = r * 0.14;
	}
	if (!sc->bare && (kind == SANNIN_KING || kind == SANNIN_PKING) &&
	    (sc->checked >> seat & 1)) {
		stroke = OUTLINE_CHECK;
		sw = r * 0.16;
	}
	sannin_cell_name(sc->v, c, name);
	printf("<g id=\"cell-%s\"", name);
	if (sc->bare)
		printf(" data-x=\"%.2f\" data-y=\"%.2f\"", x, y);
	printf(">\n");
	hexagon(x, y, r * 0.98, fill, stroke, sw);
	if (c == garden)
		hexagon(x, y, r * 0.78, "none", "#8a6d00", r * 0.06);
	if (kind != SANNIN_EMPTY)
		svg_piece(sc, x, y, r, facing(sc, seat), seat, kind);
	else if (o->labels & LAB_CELLS) {
		double fs = r * 0.4 < 7 ? 7 : r * 0.4;

		printf("<text class=\"cell-name\" x=\"%.2f\" y=\"%.2f\" "
		    "font-family=\"sans-serif\" font-size=\"%.2f\" "
		    "text-anchor=\"middle\" fill=\"#5c574e\">%s</text>\n", x,
		    y + fs * 0.36, fs, name);
	}
	printf("</g>\n");
}

static int hex_turn(const struct scene *, int);

/* The edge labels of a view; on a page, those of every view, each
 * saying how far the board turns for it, all but sc's hidden. */
static void
svg_edge_labels(const struct scene *sc, const struct frame *f, int view)
{
	struct label lab[NLABELS];
	int i;

	edge_labels(f, sc->v, view, lab);
	printf("<g class=\"edge-labels\" font-family=\"sans-serif\" "
	    "font-size=\"%.2f\" text-anchor=\"middle\" fill=\"#222222\"",
	    f->fl);
	if (sc->bare)
		printf(" data-view=\"%d\" data-turn=\"%d\"%s", view,
		    hex_turn(sc, view), view == sc->view ? "" :
		    " display=\"none\"");
	printf(">\n");
	/* Columns and ranks both end on every edge of the hexagon, so the
	 * rank letters are set apart from the column numbers: italic and
	 * lighter. */
	for (i = 0; i < NLABELS; i++)
		printf("<text x=\"%.2f\" y=\"%.2f\"%s>%s</text>\n",
		    f->ox + lab[i].x, f->oy + lab[i].y + 0.36 * f->fl,
		    i < NLABELS / 2 ? "" : " class=\"rank\" font-style=\"italic\" "
		    "fill=\"#6b665d\"", lab[i].text);
	printf("</g>\n");
}

/* The board's measures and view, for svg_drawn. */
struct hex_view {
	const struct frame *f;
	const struct scene *sc;
};

static void
hex_centre(const void *board, int c, double *x, double *y)
{
	const struct hex_view *hv = board;

	cell_xy(hv->f, hv->sc->v, hv->sc->view, c, x, y);
	*x += hv->f->ox;
	*y += hv->f->oy;
}

/* A page's prototypes: the pieces that its plies show, pointing as in
 * sc's view, and the outlines. */
static void
hex_defs(const struct scene *sc, const struct frame *f)
{
	char id[16];
	int a, k;

	svg_defs_start();
	for (a = 0; a < sc->nseats; a++)
		for (k = SANNIN_PAWN; k < SANNIN_NKINDS; k++)
			if (sc->used[a] >> k & 1) {
				svg_piece_id(sc, a, k, id);
				printf("<g id=\"%s\">\n", id);
				svg_piece(sc, 0, 0, f->r, facing(sc, a), a, k);
				printf("</g>\n");
			}
	printf("<g id=\"ol-last\">\n");
	hexagon(0, 0, f->r * 0.9, "none", OUTLINE_LAST, f->r * 0.14);
	printf("</g>\n<g id=\"ol-check\">\n");
	hexagon(0, 0, f->r * 0.9, "none", OUTLINE_CHECK, f->r * 0.16);
	printf("</g>\n<g id=\"ol-mated\">\n");
	hexagon(0, 0, f->r * 0.6, "none", OUTLINE_CHECK, f->r * 0.1);
	printf("</g>\n</defs>\n");
}

/* The marks layer of a page: the outlines of the scene. */
static void
hex_marks(const struct scene *sc, const struct frame *f)
{
	int cells[OUTLINED_MAX], i, n;
	const char *names[OUTLINED_MAX];
	char id[16];
	double x, y;

	printf("<g id=\"marks\">\n");
	n = outlined_cells(sc, cells, names);
	for (i = 0; i < n; i++) {
		cell_xy(f, sc->v, sc->view, cells[i], &x, &y);
		snprintf(id, sizeof(id), "ol-%s", names[i]);
		svg_use(id, f->ox + x, f->oy + y);
	}
	printf("</g>\n");
}

static void
hex_svg(const struct scene *sc, const struct opts *o)
{
	struct frame f;
	struct hex_view hv = {&f, sc};
	int c, view;

	frame_of(&f, sc, o);
	svg_start(sc, &f.pg);
	svg_heading(sc, &f.pg);
	if (sc->bare) {
		hex_defs(sc, &f);
		svg_turn_start(f.ox, f.oy);
	}
	for (c = 0; c < sannin_variant_ncells(sc->v); c++)
		svg_cell(sc, o, &f, c);
	if (sc->bare) {
		hex_marks(sc, &f);
		printf("</g>\n");
	} else	/* (a page draws each ply's own) */
		svg_drawn(sc, f.r, hex_centre, &hv);
	for (view = 0; view < 3 && (o->labels & LAB_EDGE); view++)
		if (sc->bare || view == sc->view)
			svg_edge_labels(sc, &f, view);
	svg_caption(sc, &f.pg);
	svg_hands(sc, &f.pg);
	printf("</svg>\n");
}

static int
hex_default_view(const sannin_variant *v)
{
	(void)v;
	return FRAME_SEAT;
}

/* First red, Middle blue, Last green: the seats in their order. */
static int
hex_hue(const sannin_variant *v, int army)
{
	(void)v;
	return army;
}

/* A view turns the board a third of a turn from the next seat's. */
static int
hex_turn(const struct scene *sc, int view)
{
	return (120 * ((4 - view) % 3) - 120 * ((4 - sc->view) % 3) + 360) %
	    360;
}

const struct board hex_board = {hex_default_view, hex_hue, hex_text,
    hex_svg, hex_turn};
