/*
 * board_square.c - boards of square cells (yonin shogi's 9x9 and the
 * cross of Shipley's Four Player Shogi, 15x15 less its corners, by the
 * same code), drawn as terminal text and as SVG.
 *
 * Cells are named as South sees the board: files numbered from the
 * right, ranks lettered from the top.  The drawing works on the grid of
 * every place of the ncolumns x nranks rectangle, (x, y) = (ncolumns -
 * file, rank - 1), x to the right and y down in South's view; a place
 * where the variant has no cell is a hole, left blank.  A seat's view
 * turns the grid by quarter turns until the seat's forward (its 12
 * o'clock step, which the library gives) points up, so its army is at
 * the bottom.  A drawn row is then a rank or, a quarter turn away, a
 * file, and it is named so at both of its ends; a drawn column the same,
 * above and below the board.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "diagram.h"

/* The grid as drawn in a view. */
struct grid {
	const struct scene *sc;
	const struct scene *drawn;	/* the scene of the picture's view */
	int view;
	int ncols, nranks;
	int turns;			/* quarter turns clockwise */
	int w, h;			/* drawn columns and rows */
	int face[SANNIN_MAXSEATS];	/* each army's forward as drawn:
					 * quarter turns clockwise from up */
};

/* A place of a w x h grid turned a quarter clockwise `turns` times. */
static void
rotate(int turns, int w, int h, int *x, int *y)
{
	int t;

	for (; turns > 0; turns--) {
		t = *x;
		*x = h - 1 - *y;
		*y = t;
		t = w;
		w = h;
		h = t;
	}
}

/* The place of South's grid drawn at (x, y). */
static void
to_frame(const struct grid *g, int *x, int *y)
{
	rotate((4 - g->turns) % 4, g->w, g->h, x, y);
}

/* The cell drawn at (x, y), or -1 for a hole. */
static int
cell_drawn(const struct grid *g, int x, int y)
{
	to_frame(g, &x, &y);
	return sannin_cell_at(g->sc->v, g->ncols - x, y + 1);
}

/* Where cell c is drawn. */
static void
drawn_place(const struct grid *g, int c, int *x, int *y)
{
	*x = g->ncols - sannin_cell_column(g->sc->v, c);
	*y = sannin_cell_rank(g->sc->v, c) - 1;
	rotate(g->turns, g->ncols, g->nranks, x, y);
}

/* The way an army faces in South's grid, in quarter turns clockwise
 * from up: from its forward step on the first cell that has one. */
static int
frame_face(const sannin_variant *v, int army)
{
	int c, t, dx, dy;

	for (c = 0; c < sannin_variant_ncells(v); c++)
		if ((t = sannin_cell_step(v, c, army, 12)) >= 0) {
			dx = sannin_cell_column(v, c) - sannin_cell_column(v, t);
			dy = sannin_cell_rank(v, t) - sannin_cell_rank(v, c);
			return dy < 0 ? 0 : dx > 0 ? 1 : dy > 0 ? 2 : 3;
		}
	return 0;
}

/* The seat that sees the board as its cells are named: the one that
 * faces up. */
static int
square_default_view(const sannin_variant *v)
{
	int seat;

	for (seat = 0; seat < sannin_variant_nseats(v); seat++)
		if (frame_face(v, seat) == 0)
			return seat;
	return 0;
}

static void
grid_of(struct grid *g, const struct scene *sc)
{
	int a;

	g->sc = sc;
	g->drawn = sc;
	g->view = sc->view;
	g->ncols = sannin_variant_ncolumns(sc->v);
	g->nranks = sannin_variant_nranks(sc->v);
	g->turns = (4 - frame_face(sc->v, sc->view)) % 4;
	g->w = g->turns % 2 ? g->nranks : g->ncols;
	g->h = g->turns % 2 ? g->ncols : g->nranks;
	for (a = 0; a < sc->nseats; a++)
		g->face[a] = (frame_face(sc->v, a) + g->turns) % 4;
}

/* The name of drawn row k (of drawn column k when `column`): a rank's
 * letter, or a file's number when the view turns files into rows. */
static int
line_name(const struct grid *g, int column, int k, char buf[4])
{
	int x0 = column ? k : 0, y0 = column ? 0 : k;
	int x1 = column ? k : 1, y1 = column ? 1 : k;

	to_frame(g, &x0, &y0);
	to_frame(g, &x1, &y1);
	if (y0 == y1)
		return snprintf(buf, 4, "%c", 'a' + y0);
	return snprintf(buf, 4, "%d", g->ncols - x0);
}

/* The widest name of a line, in characters: the highest file's (a
 * rank's letter is one). */
static int
name_len(const struct grid *g)
{
	return snprintf(NULL, 0, "%d", g->ncols);
}

/* Is the piece on cell c moved by another seat than its army's? */
static int
taken_over(const struct scene *sc, int army, int kind)
{
	return !is_blockade(sc, kind) &&
	    sannin_position_controller(sc->p, army) != army;
}

/* ------------------------------------------------------------------ */
/* Terminal text.                                                      */

/*
 * Each cell takes CELLW columns: the letter of the seat that moves the
 * piece when that is not its army's own seat ('S' for South), or 'x'
 * when no seat moves it (its seat is out of the game, its pieces stay),
 * the army's letter ('e'), the kind ("P", "+R", or a kanji), a blank.  An empty cell
 * shows '.' where the army's letter goes, a hole nothing.  Each drawn
 * column is named over and under its cells, at the army letters; each
 * drawn row in the margins.
 */
#define CELLW 5

/* Where the cells start: after the names of the rows and a blank, so
 * that a board of 15 columns with names of two digits fits in 80. */
static int
margin(const struct grid *g, const struct opts *o)
{
	return o->labels & LAB_EDGE ? name_len(g) + 1 : 0;
}

/* The names of the drawn columns: the line above and below the board. */
static void
text_columns(struct line *l, const struct grid *g, const struct opts *o)
{
	char name[4];
	int x;

	for (x = 0; x < g->w; x++) {
		line_pad(l, margin(g, o) + CELLW * x + 1);
		line_put(l, name, line_name(g, 1, x, name));
	}
	line_end(l);
}

static void
text_cell(struct line *l, const struct grid *g, const struct opts *o,
    int x, int c)
{
	const struct scene *sc = g->sc;
	int at = margin(g, o) + CELLW * x, army, kind, by;
	char mark[4];

	kind = sannin_position_piece(sc->p, c, &army);
	if (kind == SANNIN_EMPTY) {
		line_pad(l, at + 1);
		if (o->labels & LAB_CELLS)
			sannin_cell_name(sc->v, c, mark);
		else
			strcpy(mark, ".");
		line_put(l, mark, (int)strlen(mark));
		return;
	}
	line_pad(l, at);
	if (taken_over(sc, army, kind)) {
		by = sannin_position_controller(sc->p, army);
		mark[0] = (char)seat_letter(sc, by);
		mark[1] = '\0';
		if (o->color)
			line_put(l, text_colour(sc, by), 0);
		line_put(l, mark, 1);
		if (o->color)
			line_put(l, TEXT_NOCOLOUR, 0);
	} else if (unmoved(sc, army, kind))
		line_put(l, "x", 1);
	line_pad(l, at + 1);
	text_piece(l, sc, o, army, kind);
}

static void
text_row(struct line *l, const struct grid *g, const struct opts *o, int y)
{
	char name[4];
	int x, c, len = line_name(g, 0, y, name);

	if (o->labels & LAB_EDGE) {
		line_pad(l, name_len(g) - len);
		line_put(l, name, len);
	}
	for (x = 0; x < g->w; x++)
		if ((c = cell_drawn(g, x, y)) >= 0)
			text_cell(l, g, o, x, c);
	if (o->labels & LAB_EDGE) {
		line_pad(l, margin(g, o) + CELLW * g->w);
		line_put(l, name, len);
	}
	line_end(l);
}

static void
square_text(const struct scene *sc, const struct opts *o)
{
	struct grid g;
	struct line l;
	int y;

	grid_of(&g, sc);
	line_init(&l);
	text_heading(sc, o);
	if (o->labels & LAB_EDGE)
		text_columns(&l, &g, o);
	for (y = 0; y < g.h; y++)
		text_row(&l, &g, o, y);
	if (o->labels & LAB_EDGE)
		text_columns(&l, &g, o);
	text_hands(sc, o);
	text_caption(sc);
}

/* ------------------------------------------------------------------ */
/* SVG.                                                                */

/*
 * The measures of a picture, in pixels.  A cell's side is twice --size.
 * Around the board, the names of the lines, then a pad; above, the
 * heading; below, the text.  The picture has the same size in every
 * view, and is wide enough for the longest line of text.
 */
struct frame {
	struct page pg;
	double r;		/* half a cell's side */
	double ox, oy;		/* the board's top left corner */
	double fl;		/* the font size of the edge labels */
	double gap;		/* from the board to a label */
	double lw;		/* the width of the widest label */
};

/*
 * Line k of the legend under the hands, what the picture shows beyond
 * the pieces: the tint, the mark of a seat moving another's army, the
 * mark of an army that no seat moves, the outline of a checkmated king,
 * the blockade; the teams, each after a mark of its pieces' paper
 * (SVG_TEAM_MARK); and for a
 * position that no caption tells of (from a position string), the
 * winners of a game that is over.  Returns 0 when there is no such line.
 */
static int
legend(const struct scene *sc, int k, char *buf, size_t size)
{
	char list[128];
	int a, by, c, army, n;

	if (to_act(sc) >= 0 && k-- == 0) {
		snprintf(buf, size, "Tinted: where %s's army promotes.",
		    seat_name(sc, to_act(sc)));
		return 1;
	}
	for (a = 0; a < sc->nseats; a++)
		if ((by = sannin_position_controller(sc->p, a)) != a &&
		    by >= 0 && k-- == 0) {
			snprintf(buf, size, "%c: %s moves %s's army.",
			    seat_letter(sc, by), seat_name(sc, by),
			    seat_name(sc, a));
			return 1;
		}
	for (a = 0; a < sc->nseats; a++)
		if (left_behind(sc, a) && k-- == 0) {
			snprintf(buf, size, "\u00d7: %s is out of the game; no "
			    "seat moves its pieces.", seat_name(sc, a));
			return 1;
		}
	if (sc->mated != 0 && k-- == 0) {
		snprintf(buf, size, "Outlined twice in red: a checkmated "
		    "king.");
		return 1;
	}
	for (c = 0; c < sannin_variant_ncells(sc->v); c++)
		if (is_blockade(sc, sannin_position_piece(sc->p, c, &army))) {
			if (k-- == 0) {
				snprintf(buf, size, "Crossed out: a king turned "
				    "over, a blockade.");
				return 1;
			}
			break;
		}
	if (teams_text(sc, SVG_TEAM_MARK " ", list, sizeof(list)) > 0 &&
	    k-- == 0) {
		snprintf(buf, size, "Teams, by the paper of their pieces: %s.",
		    list);
		return 1;
	}
	if (sc->cap == NULL && (n = winners_text(sc, list, sizeof(list))) >=
	    0 && k-- == 0) {
		if (n > 0)
			snprintf(buf, size, "The game is over: %s %s won.",
			    list, n > 1 ? "have" : "has");
		else
			snprintf(buf, size, "The game is over without a "
			    "winner.");
		return 1;
	}
	return 0;
}

/* The lines of the legend, and the width of the widest in em. */
static int
legend_lines(const struct scene *sc, double *em)
{
	char buf[256];
	int k;

	*em = 0;
	for (k = 0; !sc->bare && legend(sc, k, buf, sizeof(buf)); k++)
		*em = fmax(*em, text_em(buf));
	return k;
}

static void
frame_of(struct frame *f, const struct grid *g, const struct scene *sc,
    const struct opts *o)
{
	double side, board, pad, mx, my, em;
	int nlegend;

	f->r = o->size;
	side = 2 * f->r;
	board = side * (g->ncols > g->nranks ? g->ncols : g->nranks);
	f->fl = f->r * 0.66 < 10 ? 10 : f->r * 0.66;
	f->pg.ft = f->r * 0.7 < 9 ? 9 : f->r * 0.7;
	f->pg.fh = f->r * 0.65 < 10 ? 10 : f->r * 0.65;
	pad = f->r * 0.5;
	f->gap = 0.4 * f->fl;
	f->lw = 0.62 * f->fl * name_len(g);
	/* From the board to the picture's edge, across and down. */
	mx = pad + (o->labels & LAB_EDGE ? f->gap + f->lw : 0);
	my = pad + (o->labels & LAB_EDGE ? f->gap + f->fl : 0);
	f->pg.left = f->r;
	nlegend = legend_lines(sc, &em);
	f->pg.w = fmax(board + 2 * mx, fmax(em, svg_hands_em(sc)) *
	    f->pg.ft + 2 * f->pg.left);
	svg_layout(sc, &f->pg);
	/* Lines and letters are sharpest on the middle of a pixel. */
	f->ox = floor((f->pg.w - board) / 2) + 0.5;
	f->oy = floor(f->pg.head + my) + 0.5;
	f->pg.below = f->oy + board + my;
	f->pg.h = f->pg.below + (svg_lines(sc, &f->pg) + nlegend) * 1.5 *
	    f->pg.ft + pad;
}

/* The centre of the place drawn at (x, y). */
static void
centre(const struct frame *f, int x, int y, double *cx, double *cy)
{
	*cx = f->ox + (2 * x + 1) * f->r;
	*cy = f->oy + (2 * y + 1) * f->r;
}

/*
 * A blockade: the king turned over, face down where it stood and
 * pointing as it did, dark, crossed by two bars in its army's colour.
 */
static void
blockade(const struct scene *sc, double cx, double cy, double r,
    double angle, int army)
{
	printf("<g class=\"blockade\" transform=\"translate(%.2f %.2f) "
	    "rotate(%.0f)\">\n", cx, cy, angle);
	printf("<polygon points=\"0,%.2f %.2f,%.2f %.2f,%.2f %.2f,%.2f "
	    "%.2f,%.2f\" fill=\"#3b3631\" stroke=\"%s\" "
	    "stroke-width=\"%.2f\"/>\n", -0.78 * r, 0.5 * r, -0.45 * r,
	    0.6 * r, 0.68 * r, -0.6 * r, 0.68 * r, -0.5 * r, -0.45 * r,
	    svg_colour(sc, army), r * 0.12);
	printf("<path d=\"M%.2f,%.2f L%.2f,%.2f M%.2f,%.2f L%.2f,%.2f\" "
	    "stroke=\"%s\" stroke-width=\"%.2f\" stroke-linecap=\"round\"/>\n",
	    -0.32 * r, -0.3 * r, 0.32 * r, 0.4 * r, 0.32 * r, -0.3 * r,
	    -0.32 * r, 0.4 * r, svg_colour(sc, army), r * 0.16);
	printf("</g>\n");
}

/* The mark of the seat that moves a piece of another's army: a disc of
 * its colour with its letter, at the cell's top right corner. */
static void
controller(const struct scene *sc, double cx, double cy, double r, int by)
{
	printf("<g class=\"controller\">\n<circle cx=\"%.2f\" cy=\"%.2f\" "
	    "r=\"%.2f\" fill=\"%s\" stroke=\"#ffffff\" "
	    "stroke-width=\"%.2f\"/>\n", cx + 0.6 * r, cy - 0.6 * r, 0.36 * r,
	    svg_colour(sc, by), 0.06 * r);
	printf("<text x=\"%.2f\" y=\"%.2f\" font-family=\"sans-serif\" "
	    "font-size=\"%.2f\" font-weight=\"bold\" text-anchor=\"middle\" "
	    "fill=\"#ffffff\">%c</text>\n</g>\n", cx + 0.6 * r,
	    cy - 0.6 * r + 0.17 * r, 0.48 * r, seat_letter(sc, by));
}

/* The mark of a piece that no seat moves: a grey disc crossed out, at
 * the cell's top right corner where a seat's mark would be. */
static void
unmoved_mark(double cx, double cy, double r)
{
	double x = cx + 0.6 * r, y = cy - 0.6 * r, d = 0.17 * r;

	printf("<g class=\"unmoved\">\n<circle cx=\"%.2f\" cy=\"%.2f\" "
	    "r=\"%.2f\" fill=\"#6b665e\" stroke=\"#ffffff\" "
	    "stroke-width=\"%.2f\"/>\n", x, y, 0.36 * r, 0.06 * r);
	printf("<path d=\"M%.2f,%.2f L%.2f,%.2f M%.2f,%.2f L%.2f,%.2f\" "
	    "stroke=\"#ffffff\" stroke-width=\"%.2f\" "
	    "stroke-linecap=\"round\"/>\n</g>\n", x - d, y - d, x + d, y + d,
	    x + d, y - d, x - d, y + d, 0.09 * r);
}

/* One cell: its square, tinted in the promotion zone of the seat to
 * act, and its piece. */
static void
svg_cell(const struct grid *g, const struct opts *o, const struct frame *f,
    int x, int y, int c)
{
	const struct scene *sc = g->sc;
	const char *fill = SVG_CELL_FILL;
	double cx, cy, r = f->r;
	int army, kind = sannin_position_piece(sc->p, c, &army);
	int turn = to_act(sc);
	char name[4];

	centre(f, x, y, &cx, &cy);
	if (turn >= 0 && sannin_cell_in_zone(sc->v, c, turn))
		fill = svg_tint(sc, turn);
	sannin_cell_name(sc->v, c, name);
	printf("<g id=\"cell-%s\"", name);
	if (sc->bare)
		printf(" data-x=\"%.2f\" data-y=\"%.2f\"", cx, cy);
	printf(">\n");
	printf("<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" "
	    "fill=\"%s\" stroke=\"#7f7a70\" stroke-width=\"%.2f\"/>\n",
	    cx - r, cy - r, 2 * r, 2 * r, fill, r * 0.05);
	if (kind == SANNIN_EMPTY) {
		if (o->labels & LAB_CELLS) {
			double fs = r * 0.4 < 7 ? 7 : r * 0.4;

			printf("<text class=\"cell-name\" x=\"%.2f\" "
			    "y=\"%.2f\" font-family=\"sans-serif\" "
			    "font-size=\"%.2f\" text-anchor=\"middle\" "
			    "fill=\"#5c574e\">%s</text>\n", cx, cy + fs * 0.36,
			    fs, name);
		}
	} else if (is_blockade(sc, kind))
		blockade(sc, cx, cy, r, 90.0 * g->face[army], army);
	else {
		svg_piece(sc, cx, cy, r, 90.0 * g->face[army], army, kind);
		if (taken_over(sc, army, kind))
			controller(sc, cx, cy, r,
			    sannin_position_controller(sc->p, army));
		else if (unmoved(sc, army, kind))
			unmoved_mark(cx, cy, r);
	}
	printf("</g>\n");
}

/* An outline over a cell, `in` pixels inside its edge, drawn after the
 * cells so that no neighbour covers it: the last action's cells, a king
 * in check, a king checkmated. */
static void
outline_at(double cx, double cy, const struct frame *f, const char *class,
    const char *colour, double width, double in)
{
	double side = 2 * (f->r - in);

	printf("<rect class=\"%s\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" "
	    "height=\"%.2f\" fill=\"none\" stroke=\"%s\" "
	    "stroke-width=\"%.2f\"/>\n", class, cx - side / 2, cy - side / 2,
	    side, side, colour, width);
}

static void
outline(const struct grid *g, const struct frame *f, int c,
    const char *class, const char *colour, double width, double in)
{
	double cx, cy;
	int x, y;

	drawn_place(g, c, &x, &y);
	centre(f, x, y, &cx, &cy);
	outline_at(cx, cy, f, class, colour, width, in);
}

/* The outlines, as svg_outlines draws them, centred on (0, 0). */
static void
outline_protos(const struct frame *f)
{
	printf("<g id=\"ol-last\">\n");
	outline_at(0, 0, f, "last", "#e67e22", f->r * 0.14, f->r * 0.07);
	printf("</g>\n<g id=\"ol-check\">\n");
	outline_at(0, 0, f, "check", "#e31b1b", f->r * 0.16, f->r * 0.08);
	printf("</g>\n<g id=\"ol-mated\">\n");
	outline_at(0, 0, f, "mated", "#e31b1b", f->r * 0.1, f->r * 0.3);
	printf("</g>\n");
}

/* A page's prototypes: the pieces its plies show, pointing as in the
 * view drawn, the marks of a seat moving another's army and of pieces
 * no seat moves (drawn on the centre of their cell), the outlines. */
static void
square_defs(const struct grid *g, const struct frame *f)
{
	const struct scene *sc = g->sc;
	char id[16];
	int a, k;

	svg_defs_start();
	for (a = 0; a < sc->nseats; a++)
		for (k = SANNIN_PAWN; k < SANNIN_NKINDS; k++) {
			if (!(sc->used[a] >> k & 1))
				continue;
			svg_piece_id(sc, a, k, id);
			printf("<g id=\"%s\">\n", id);
			if (is_blockade(sc, k))
				blockade(sc, 0, 0, f->r, 90.0 * g->face[a], a);
			else
				svg_piece(sc, 0, 0, f->r, 90.0 * g->face[a], a,
				    k);
			printf("</g>\n");
		}
	for (a = 0; a < sc->nseats; a++)
		if (sc->marks >> a & 1) {
			printf("<g id=\"mk-%c\">\n", seat_letter(sc, a));
			controller(sc, 0, 0, f->r, a);
			printf("</g>\n");
		}
	if (sc->marks & MARK_UNMOVED) {
		printf("<g id=\"mk-x\">\n");
		unmoved_mark(0, 0, f->r);
		printf("</g>\n");
	}
	outline_protos(f);
	printf("</defs>\n");
}

/* The marks layer of a page: the outlines of the scene. */
static void
square_marks(const struct grid *g, const struct frame *f)
{
	int cells[OUTLINED_MAX], i, n, x, y;
	const char *names[OUTLINED_MAX];
	char id[16];
	double cx, cy;

	printf("<g id=\"marks\">\n");
	n = outlined_cells(g->sc, cells, names);
	for (i = 0; i < n; i++) {
		drawn_place(g, cells[i], &x, &y);
		centre(f, x, y, &cx, &cy);
		snprintf(id, sizeof(id), "ol-%s", names[i]);
		svg_use(id, cx, cy);
	}
	printf("</g>\n");
}

static void
svg_outlines(const struct grid *g, const struct frame *f)
{
	const struct scene *sc = g->sc;
	int c, army, kind;

	if (sc->last_from >= 0)
		outline(g, f, sc->last_from, "last", "#e67e22", f->r * 0.14,
		    f->r * 0.07);
	if (sc->last_to >= 0)
		outline(g, f, sc->last_to, "last", "#e67e22", f->r * 0.14,
		    f->r * 0.07);
	for (c = 0; c < sannin_variant_ncells(sc->v); c++) {
		kind = sannin_position_piece(sc->p, c, &army);
		if (kind != SANNIN_KING)
			continue;
		if (sc->checked >> army & 1)
			outline(g, f, c, "check", "#e31b1b", f->r * 0.16,
			    f->r * 0.08);
		/* Checkmated: a second outline inside the first. */
		if (sc->mated >> army & 1)
			outline(g, f, c, "mated", "#e31b1b", f->r * 0.1,
			    f->r * 0.3);
	}
}

/* Each drawn column named above and below the board, each drawn row
 * left and right of it, beyond the grid's edge: a line that a hole cuts
 * short is still named in the row of the others. */
static int square_turn(const struct scene *, int);

/* On a page, the labels of each view say how far the board turns for
 * it, and all but the drawn view's are hidden. */
static void
svg_edge_labels(const struct grid *g, const struct frame *f)
{
	double bw = 2 * f->r * g->w, bh = 2 * f->r * g->h, cx, cy;
	double base = 0.36 * f->fl;
	char name[4];
	int k;

	printf("<g class=\"edge-labels\" font-family=\"sans-serif\" "
	    "font-size=\"%.2f\" text-anchor=\"middle\" fill=\"#222222\"",
	    f->fl);
	if (g->sc->bare)
		printf(" data-view=\"%d\" data-turn=\"%d\"%s", g->view,
		    square_turn(g->drawn, g->view), g->view ==
		    g->drawn->view ? "" : " display=\"none\"");
	printf(">\n");
	for (k = 0; k < g->w; k++) {
		centre(f, k, 0, &cx, &cy);
		line_name(g, 1, k, name);
		printf("<text x=\"%.2f\" y=\"%.2f\">%s</text>\n", cx,
		    f->oy - f->gap - 0.5 * f->fl + base, name);
		printf("<text x=\"%.2f\" y=\"%.2f\">%s</text>\n", cx,
		    f->oy + bh + f->gap + 0.5 * f->fl + base, name);
	}
	for (k = 0; k < g->h; k++) {
		centre(f, 0, k, &cx, &cy);
		line_name(g, 0, k, name);
		printf("<text x=\"%.2f\" y=\"%.2f\">%s</text>\n",
		    floor(f->ox - f->gap - 0.5 * f->lw) + 0.5, cy + base, name);
		printf("<text x=\"%.2f\" y=\"%.2f\">%s</text>\n",
		    floor(f->ox + bw + f->gap + 0.5 * f->lw) + 0.5, cy + base,
		    name);
	}
	printf("</g>\n");
}

/* The edge labels of the view drawn; on a page, of every view. */
static void
square_labels(const struct grid *g, const struct frame *f)
{
	struct scene other;
	struct grid og;

	if (!g->sc->bare) {
		svg_edge_labels(g, f);
		return;
	}
	other = *g->sc;
	for (other.view = 0; other.view < other.nseats; other.view++) {
		grid_of(&og, &other);
		og.drawn = g->sc;
		svg_edge_labels(&og, f);
	}
}

static void
svg_legend(const struct scene *sc, const struct frame *f)
{
	char buf[256];
	int k;

	for (k = 0; !sc->bare && legend(sc, k, buf, sizeof(buf)); k++) {
		printf("<text class=\"legend\" x=\"%.2f\" y=\"%.2f\" "
		    "font-family=\"sans-serif\" font-size=\"%.2f\" "
		    "fill=\"#222222\">", f->pg.left, f->pg.below + f->pg.ft +
		    (svg_lines(sc, &f->pg) + k) * 1.5 * f->pg.ft, f->pg.ft);
		svg_marked(buf);
		printf("</text>\n");
	}
}

/* The board's measures and view, for svg_drawn. */
struct square_view {
	const struct grid *g;
	const struct frame *f;
};

static void
square_centre(const void *board, int c, double *cx, double *cy)
{
	const struct square_view *sv = board;
	int x, y;

	drawn_place(sv->g, c, &x, &y);
	centre(sv->f, x, y, cx, cy);
}

static void
square_svg(const struct scene *sc, const struct opts *o)
{
	struct grid g;
	struct frame f;
	struct square_view sv = {&g, &f};
	int x, y, c;

	grid_of(&g, sc);
	frame_of(&f, &g, sc, o);
	svg_start(sc, &f.pg);
	svg_heading(sc, &f.pg);
	if (sc->bare) {
		square_defs(&g, &f);
		svg_turn_start(f.ox + f.r * g.w, f.oy + f.r * g.h);
	}
	for (y = 0; y < g.h; y++)
		for (x = 0; x < g.w; x++)
			if ((c = cell_drawn(&g, x, y)) >= 0)
				svg_cell(&g, o, &f, x, y, c);
	if (sc->bare) {
		square_marks(&g, &f);
		printf("</g>\n");
	} else {
		svg_outlines(&g, &f);
		/* (A page draws each ply's own.) */
		svg_drawn(sc, f.r, square_centre, &sv);
	}
	if (o->labels & LAB_EDGE)
		square_labels(&g, &f);
	svg_caption(sc, &f.pg);
	svg_hands(sc, &f.pg);
	svg_legend(sc, &f);
	printf("</svg>\n");
}

/*
 * An army's colour is that of the side of the board it starts from, the
 * way it faces in South's grid, whatever the order of play: South's red,
 * West's blue, North's green, East's purple, in every game of this
 * board.
 */
static int
square_hue(const sannin_variant *v, int army)
{
	return frame_face(v, army);
}

/* A view turns the grid by quarter turns from South's. */
static int
square_turn(const struct scene *sc, int view)
{
	int from = (4 - frame_face(sc->v, sc->view)) % 4;
	int to = (4 - frame_face(sc->v, view)) % 4;

	return 90 * ((to - from + 4) % 4);
}

const struct board square_board = {square_default_view, square_hue,
    square_text, square_svg, square_turn};
