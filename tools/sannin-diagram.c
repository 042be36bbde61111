/*
 * sannin-diagram - draws a position of sannin shogi as terminal text
 * (ASCII or UTF-8) or as a standalone SVG picture; see sannin-diagram(1).
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
#define _GNU_SOURCE		/* fopencookie */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

/* The hexagon this program draws: sannin shogi's. */
#define HEX sannin_variant_get(SANNIN_VARIANT_SANNIN)

#define USAGE "usage: sannin-diagram [-T format] [-f format] " \
	"[-P position] [-r name=value] [--variant name] [--ply=N] " \
	"[--game=N] [--seat=seat] " \
	"[--size=N] [--color=when] [--labels=where] [file]"

enum { OUT_ASCII, OUT_UTF8, OUT_SVG };
/* Where the cells are named (bits of opts.labels): on the edge of the
 * board, in the empty cells. */
enum { LAB_EDGE = 1, LAB_CELLS = 2 };

struct opts {
	int out, color, labels, view, size;
	long ply, game;
	int from;		/* the format of records */
	const char *posarg;	/* --position, or NULL */
	const char *file;	/* the input, or NULL */
	sannin_rules rules;
};

/* What is drawn: the position, and the last action when known. */
/*
 * What a record says of the position drawn from it: the tags, and how
 * far into the game it is.  A round starts with every action whose seat
 * does not come later in the order First, Middle, Last than the seat of
 * the action before it, as the writer of records numbers them.
 */
struct caption {
	const sannin_record *rec;	/* its tags */
	long ply;			/* actions played */
	unsigned long round;		/* of the last of them */
	int mover;			/* its seat; -1 when none */
	char action[64];		/* it, in the record's notation */
};

struct scene {
	const sannin_position *p;
	int last_from, last_to;	/* cells, or -1 */
	unsigned checked;	/* seats whose king is in check */
	const struct caption *cap;	/* NULL: not from a record */
};

static const char *const seatname[] = {"First", "Middle", "Last"};
static const char seatletter[] = "fml";
static const char *const colour[] = {"#b03a2e", "#1f5fa8", "#1e8449"};
static const char *const tint[] = {"#f6dcd8", "#d9e5f3", "#d9efdf"};
static const char *const ansi[] = {"\033[31m", "\033[34m", "\033[32m"};
static const char *const kanji[SANNIN_NKINDS] = {NULL, "歩", "香", "桂",
    "銀", "金", "角", "飛", "玉", "と", "杏", "全", "馬", "龍", "旭"};

/* Cell c turned `times` times by 120 degrees about the garden, the
 * way play goes round (First's corner to Middle's, and so on). */
static int
turn(int c, int times)
{
	int a = sannin_cell_column(HEX, c) - 7, b = sannin_cell_rank(HEX, c) - 7, t;

	while (times-- > 0) {
		t = b - a;
		b = -a;
		a = t;
	}
	return sannin_cell_at(HEX, a + 7, b + 7);
}

/* The cell of the board that is drawn at screen cell s (the place of s
 * in Middle's view): the board turned so that the viewing seat sits at
 * the bottom. */
static int
board_cell(int s, int view)
{
	return turn(s, (view + 2) % 3);
}

/* ------------------------------------------------------------------ */
/* Terminal text.                                                      */

/*
 * A line of text is built in memory and written without its trailing
 * blanks.  Each cell takes CELLW columns, its mark in the first three; a
 * drawn row is indented two columns per row from the middle one, so a
 * cell stands between the two cells above it.  With edge labels a margin
 * of MARGIN columns holds the name of the first cell of the middle row.
 */
#define CELLW 4
#define MARGIN 5
#define LINEMAX 1024

struct line {
	char s[LINEMAX];
	size_t n;		/* bytes */
	int col;		/* columns on the terminal */
};

/* Appends text that takes `width` columns on a terminal. */
static void
put(struct line *l, const char *text, int width)
{
	size_t k = strlen(text);

	if (l->n + k < sizeof(l->s)) {
		memcpy(l->s + l->n, text, k);
		l->n += k;
	}
	l->col += width;
}

static void
pad_to(struct line *l, int col)
{
	while (l->col < col)
		put(l, " ", 1);
}

static void
end_line(struct line *l)
{
	while (l->n > 0 && l->s[l->n - 1] == ' ')
		l->n--;
	fwrite(l->s, 1, l->n, stdout);
	putchar('\n');
	l->n = 0;
	l->col = 0;
}

/* The board cells of drawn row `row` (0 at the top), from left to right;
 * returns how many. */
static int
row_cells(int row, int view, int cells[13])
{
	int col, s, n = 0;

	for (col = 13; col >= 1; col--)
		if ((s = sannin_cell_at(HEX, col, row + 1)) >= 0)
			cells[n++] = board_cell(s, view);
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
	int seat, kind = sannin_position_piece(sc->p, c, &seat);
	char mark[8];

	if (kind == SANNIN_EMPTY) {
		if (o->labels & LAB_CELLS) {
			mark[0] = '*';
			sannin_cell_name(HEX, c, mark + (c == sannin_garden(HEX)));
		} else
			strcpy(mark, c == sannin_garden(HEX) ? "*" : ".");
		put(l, mark, (int)strlen(mark));
		return;
	}
	if (o->color)
		put(l, ansi[seat], 0);
	snprintf(mark, sizeof(mark), "%c", seatletter[seat]);
	put(l, mark, 1);
	if (o->out == OUT_UTF8)
		put(l, kanji[kind], 2);
	else
		put(l, sannin_kind_name(kind),
		    (int)strlen(sannin_kind_name(kind)));
	if (o->color)
		put(l, "\033[0m", 0);
}

/* The names of the cells of drawn row `row`, each over (or under) its
 * cell: the line above the top row and the line below the bottom one. */
static void
text_names(struct line *l, const struct opts *o, int row)
{
	int cells[13], n = row_cells(row, o->view, cells), k;
	char name[4];

	for (k = 0; k < n; k++) {
		pad_to(l, text_x(o, row, k));
		put(l, name, sannin_cell_name(HEX, cells[k], name));
	}
	end_line(l);
}

/* One drawn row, with the names of its end cells in the margins. */
static void
text_row(struct line *l, const struct scene *sc, const struct opts *o,
    int row)
{
	int cells[13], n = row_cells(row, o->view, cells), k, len;
	char name[4];

	if (o->labels & LAB_EDGE) {
		len = sannin_cell_name(HEX, cells[0], name);
		pad_to(l, text_x(o, row, 0) - 2 - len);
		put(l, name, len);
	}
	for (k = 0; k < n; k++) {
		pad_to(l, text_x(o, row, k));
		text_cell(l, sc, o, cells[k]);
	}
	if (o->labels & LAB_EDGE) {
		pad_to(l, text_x(o, row, n - 1) + CELLW);
		put(l, name, sannin_cell_name(HEX, cells[n - 1], name));
	}
	end_line(l);
}

/* The pieces in each seat's hand, a '>' before the seat to act. */
static void
text_hands(const struct scene *sc, const struct opts *o)
{
	int seat, k, i, any;

	for (seat = 0; seat < 3; seat++) {
		printf("%s %s", sannin_position_turn(sc->p) == seat ? ">" :
		    " ", seatname[seat]);
		if (!(sannin_position_alive(sc->p) >> seat & 1)) {
			printf("%*s out of the game\n", 6 -
			    (int)strlen(seatname[seat]), "");
			continue;
		}
		printf("%*s", 6 - (int)strlen(seatname[seat]), "");
		any = 0;
		for (k = SANNIN_ROOK; k >= SANNIN_PAWN; k--)
			if ((i = sannin_position_hand(sc->p, seat, k)) > 0) {
				printf(" %s", o->out == OUT_UTF8 ? kanji[k] :
				    sannin_kind_name(k));
				if (i > 1)
					printf("%s%d", o->out == OUT_UTF8 ?
					    "\u00d7" : "x", i);
				any = 1;
			}
		if (!any)
			printf(" -");
		if (sc->checked >> seat & 1)
			printf("  (in check)");
		putchar('\n');
	}
}

static void
draw_text(const struct scene *sc, const struct opts *o)
{
	struct line l;
	int row;

	l.n = 0;
	l.col = 0;
	if (o->labels & LAB_EDGE)
		text_names(&l, o, 0);
	for (row = 0; row < 13; row++)
		text_row(&l, sc, o, row);
	if (o->labels & LAB_EDGE)
		text_names(&l, o, 12);
	text_hands(sc, o);
	if (sc->cap != NULL && sc->cap->mover >= 0)
		printf("  ply %ld, round %lu: %s %s\n", sc->cap->ply,
		    sc->cap->round, seatname[sc->cap->mover],
		    sc->cap->action);
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

/* A shogi piece: a pentagon pointing at `angle` degrees (0 = up). */
static void
piece(double cx, double cy, double r, double angle, int seat, int kind)
{
	const char *name = sannin_kind_name(kind);
	int promoted = name[0] == '+';

	printf("<g transform=\"translate(%.2f %.2f) rotate(%.0f)\">\n", cx,
	    cy, angle);
	printf("<polygon points=\"0,%.2f %.2f,%.2f %.2f,%.2f %.2f,%.2f "
	    "%.2f,%.2f\" fill=\"#fdf3d8\" stroke=\"%s\" stroke-width=\"%.2f\"/>\n",
	    -0.78 * r, 0.5 * r, -0.45 * r, 0.6 * r, 0.68 * r, -0.6 * r,
	    0.68 * r, -0.5 * r, -0.45 * r, colour[seat], r * 0.09);
	printf("<text x=\"0\" y=\"%.2f\" font-family=\"sans-serif\" "
	    "font-size=\"%.2f\" font-weight=\"bold\" text-anchor=\"middle\" "
	    "fill=\"%s\">%s</text>\n</g>\n", 0.28 * r, r * (promoted ? 0.5 :
	    0.62), promoted ? "#c0392b" : colour[seat], name);
}

/*
 * The length of the UTF-8 character that starts at u, or 0 when u does
 * not start a character that XML allows (a control character, a byte
 * that is not UTF-8, U+FFFE, U+FFFF).
 */
static size_t
xml_char(const unsigned char *u)
{
	size_t n, i;

	if (*u < 0x80)
		return *u >= 0x20 || *u == '\t' ? 1 : 0;
	if (*u >= 0xc2 && *u <= 0xdf)
		n = 2;
	else if (*u >= 0xe0 && *u <= 0xef)
		n = 3;
	else if (*u >= 0xf0 && *u <= 0xf4)
		n = 4;
	else
		return 0;
	for (i = 1; i < n; i++)
		if ((u[i] & 0xc0) != 0x80)
			return 0;
	/* Overlong forms, surrogates, beyond U+10FFFF, U+FFFE/F. */
	if ((*u == 0xe0 && u[1] < 0xa0) || (*u == 0xed && u[1] > 0x9f) ||
	    (*u == 0xf0 && u[1] < 0x90) || (*u == 0xf4 && u[1] > 0x8f) ||
	    (*u == 0xef && u[1] == 0xbf && u[2] >= 0xbe))
		return 0;
	return n;
}

/*
 * The width of a character in em, roughly, in a common sans-serif font,
 * so that text can be cut to fit the picture (SVG viewers do not agree on
 * a way to fit it for us).  It errs on the wide side: a character beyond
 * ASCII is taken for a full em, as a kanji is.
 */
static double
em(const unsigned char *u)
{
	if (*u >= 0x80)
		return 1.0;
	if (strchr("MWmw@%", *u) != NULL)
		return 1.0;
	if (strchr("iljtfrI.,:;'!| ()[]", *u) != NULL)
		return 0.4;
	if (isupper(*u) || isdigit(*u) || strchr("&<>#~", *u) != NULL)
		return 0.78;
	return 0.64;
}

/* The width of text in em, as xml_text writes it. */
static double
text_em(const char *text)
{
	const unsigned char *u = (const unsigned char *)text;
	double w = 0;
	size_t k;

	for (; *u != '\0'; u += k ? k : 1)
		w += (k = xml_char(u)) ? em(u) : 1.0;
	return w;
}

/*
 * Writes text from a record (a tag's value) as XML character data: the
 * markup characters escaped, and U+FFFD for what XML does not allow.
 * Text wider than `room` em is cut, and an ellipsis ends it.
 */
static void
xml_text(const char *text, double room)
{
	const unsigned char *u = (const unsigned char *)text;
	double w = 0, keep = text_em(text) > room ? room - 1.0 : room;
	size_t k;

	for (; *u != '\0'; u += k ? k : 1) {
		k = xml_char(u);
		if ((w += k ? em(u) : 1.0) > keep)
			break;
		if (k == 0)
			fputs("\ufffd", stdout);
		else if (*u == '&')
			fputs("&amp;", stdout);
		else if (*u == '<')
			fputs("&lt;", stdout);
		else if (*u == '>')
			fputs("&gt;", stdout);
		else
			fwrite(u, 1, k, stdout);
	}
	if (*u != '\0')
		fputs("\u2026", stdout);
}

static const char *
tag(const struct scene *sc, const char *name)
{
	const char *v = sc->cap != NULL ? sannin_record_tag(sc->cap->rec,
	    name) : NULL;

	return v != NULL && *v != '\0' ? v : NULL;
}

/* Has the picture a heading: a record with an Event or a Date? */
static int
heading(const struct scene *sc)
{
	return tag(sc, "Event") != NULL || tag(sc, "Date") != NULL;
}

/*
 * The measures of a picture, in pixels.  The canvas holds the heading
 * (the event and the date of a record), the board with its edge labels
 * (room is kept for the labels of every seat's view, so the three views
 * of a position have one size) and the lines of text below it.
 */
struct frame {
	double r;		/* a cell's radius (centre to corner) */
	double dx, dy;		/* a step to the next cell across, down */
	double ox, oy;		/* the garden's centre */
	double w, h;
	double fl;		/* the font size of the edge labels */
	double ft;		/* of the text below the board */
	double fh;		/* of the heading */
	double head;		/* the height of the heading */
	double below;		/* where the text below the board starts */
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
cell_xy(const struct frame *f, int view, int c, double *x, double *y)
{
	int s = turn(c, (4 - view) % 3);

	*x = ((sannin_cell_rank(HEX, s) - 7) / 2.0 - (sannin_cell_column(HEX, s) - 7)) *
	    f->dx;
	*y = (sannin_cell_rank(HEX, s) - 7) * f->dy;
}

/* A label beyond cell `end` of a line, on the side away from its
 * neighbour `next` on the line, `dist` pixels from the end cell's
 * centre. */
static void
place_label(struct label *lb, const struct frame *f, int view, int end,
    int next, double dist)
{
	double ex, ey, nx, ny, len;

	cell_xy(f, view, end, &ex, &ey);
	cell_xy(f, view, next, &nx, &ny);
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
edge_labels(const struct frame *f, int view, struct label lab[NLABELS])
{
	double near = 0.87 * f->r + 0.25 * f->r + 0.55 * f->fl;
	int family, line, k, m, n = 0, c, cells[13], i, j;

	for (family = 0; family < 2; family++)	/* columns, ranks */
		for (line = 1; line <= 13; line++) {
			for (m = 0, k = 1; k <= 13; k++)
				if ((c = family == 0 ? sannin_cell_at(HEX, line, k) :
				    sannin_cell_at(HEX, k, line)) >= 0)
					cells[m++] = c;
			place_label(&lab[n], f, view, cells[0], cells[1],
			    near);
			place_label(&lab[n + 1], f, view, cells[m - 1],
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
	int view, i, lines = sc->cap != NULL ? 4 : 3;

	f->r = o->size;
	f->dx = f->r * sqrt(3.0);
	f->dy = f->r * 1.5;
	f->fl = f->r * 0.5 < 10 ? 10 : f->r * 0.5;
	f->ft = f->r * 0.7 < 9 ? 9 : f->r * 0.7;
	f->fh = f->r * 0.65 < 10 ? 10 : f->r * 0.65;
	f->head = heading(sc) ? 1.8 * f->fh : 0;
	pad = f->r * 0.5;
	/* Half the width and height of the board and its labels. */
	ex = 6 * f->dx + f->r;
	ey = 6 * f->dy + f->r;
	for (view = 0; view < 3 && (o->labels & LAB_EDGE); view++) {
		edge_labels(f, view, lab);
		for (i = 0; i < NLABELS; i++) {
			ex = fmax(ex, fabs(lab[i].x) + 0.4 * f->fl *
			    (double)strlen(lab[i].text));
			ey = fmax(ey, fabs(lab[i].y) + 0.6 * f->fl);
		}
	}
	f->w = 2 * (ex + pad);
	f->ox = f->w / 2;
	f->oy = f->head + ey + pad;
	f->below = f->oy + ey + pad;
	f->h = f->below + lines * 1.5 * f->ft + pad;
}

static void
svg_start(const struct scene *sc, const struct frame *f)
{
	char buf[SANNIN_POSITION_MAX];

	sannin_position_write(sc->p, buf, sizeof(buf));
	printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
	    "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\">\n", f->w, f->h, f->w,
	    f->h);
	printf("<title>%s</title>\n", buf);
	printf("<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n");
}

/* One cell: its hexagon, tinted and outlined for what it is, and its
 * piece. */
static void
svg_cell(const struct scene *sc, const struct opts *o, const struct frame *f,
    int c)
{
	const char *fill = "#f4efe6", *stroke = "#7f7a70";
	double x, y, r = f->r, sw = r * 0.05;
	int seat, kind = sannin_position_piece(sc->p, c, &seat);
	char name[4];

	cell_xy(f, o->view, c, &x, &y);
	x += f->ox;
	y += f->oy;
	if (sannin_cell_territory(HEX, c) >= 0)
		fill = tint[sannin_cell_territory(HEX, c)];
	if (c == sannin_garden(HEX))
		fill = "#f7d774";
	if (c == sc->last_from || c == sc->last_to) {
		stroke = "#e67e22";
		sw = r * 0.14;
	}
	if ((kind == SANNIN_KING || kind == SANNIN_PKING) &&
	    (sc->checked >> seat & 1)) {
		stroke = "#e31b1b";
		sw = r * 0.16;
	}
	sannin_cell_name(HEX, c, name);
	printf("<g id=\"cell-%s\">\n", name);
	hexagon(x, y, r * 0.98, fill, stroke, sw);
	if (c == sannin_garden(HEX))
		hexagon(x, y, r * 0.78, "none", "#8a6d00", r * 0.06);
	/* Pieces point the way their owner faces: Middle up, First to 8
	 * o'clock, Last to 4 o'clock, all turned with the board. */
	if (kind != SANNIN_EMPTY)
		piece(x, y, r, fmod((seat == 0 ? 240.0 : seat == 2 ? 120.0 :
		    0.0) + 120.0 * ((4 - o->view) % 3), 360.0), seat, kind);
	else if (o->labels & LAB_CELLS) {
		double fs = r * 0.4 < 7 ? 7 : r * 0.4;

		printf("<text class=\"cell-name\" x=\"%.2f\" y=\"%.2f\" "
		    "font-family=\"sans-serif\" font-size=\"%.2f\" "
		    "text-anchor=\"middle\" fill=\"#5c574e\">%s</text>\n", x,
		    y + fs * 0.36, fs, name);
	}
	printf("</g>\n");
}

static void
svg_edge_labels(const struct opts *o, const struct frame *f)
{
	struct label lab[NLABELS];
	int i;

	edge_labels(f, o->view, lab);
	printf("<g class=\"edge-labels\" font-family=\"sans-serif\" "
	    "font-size=\"%.2f\" text-anchor=\"middle\" fill=\"#222222\">\n",
	    f->fl);
	for (i = 0; i < NLABELS; i++)
		printf("<text x=\"%.2f\" y=\"%.2f\">%s</text>\n",
		    f->ox + lab[i].x, f->oy + lab[i].y + 0.36 * f->fl,
		    lab[i].text);
	printf("</g>\n");
}

/* The heading: the event and the date of the game. */
static void
svg_heading(const struct scene *sc, const struct frame *f)
{
	const char *event = tag(sc, "Event"), *date = tag(sc, "Date");
	/* Bold letters are some tenth wider. */
	double room = (f->w - 2 * f->r) / (1.1 * f->fh);

	printf("<text class=\"heading\" x=\"%.2f\" y=\"%.2f\" "
	    "font-family=\"sans-serif\" font-size=\"%.2f\" "
	    "font-weight=\"bold\" text-anchor=\"middle\" fill=\"#222222\">",
	    f->w / 2, f->head * 0.5 + f->fh * 0.55, f->fh);
	if (event != NULL)
		xml_text(event, date != NULL ? room - text_em(date) - 1 :
		    room);
	if (event != NULL && date != NULL)
		printf(", ");
	if (date != NULL)
		xml_text(date, room);
	printf("</text>\n");
}

/* The line under the board: the ply, its round and the last action, and
 * whose turn it is. */
static void
svg_caption(const struct scene *sc, const struct frame *f)
{
	const struct caption *cap = sc->cap;

	printf("<text class=\"caption\" x=\"%.2f\" y=\"%.2f\" "
	    "font-family=\"sans-serif\" font-size=\"%.2f\" fill=\"#222222\">",
	    f->r, f->below + f->ft, f->ft);
	if (cap->mover >= 0) {
		printf("Ply %ld, round %lu: %s ", cap->ply, cap->round,
		    seatname[cap->mover]);
		xml_text(cap->action, sizeof(cap->action));
		printf(". ");
	} else
		printf("The start of the game. ");
	if (sannin_position_over(sc->p, NULL))
		printf("The game is over.");
	else
		printf("%s to act.", seatname[sannin_position_turn(sc->p)]);
	printf("</text>\n");
}

/* A seat's hand, as " R B\u00d72 P", or what stands for none, and its
 * check. */
static void
hand_text(const struct scene *sc, int seat, char *buf, size_t size)
{
	size_t len = 0;
	int k, i;

	buf[0] = '\0';
	if (!(sannin_position_alive(sc->p) >> seat & 1)) {
		snprintf(buf, size, " out of the game");
		return;
	}
	for (k = SANNIN_ROOK; k >= SANNIN_PAWN; k--)
		if ((i = sannin_position_hand(sc->p, seat, k)) > 0 &&
		    len < size)
			len += (size_t)(i > 1 ? snprintf(buf + len, size - len,
			    " %s\u00d7%d", sannin_kind_name(k), i) :
			    snprintf(buf + len, size - len, " %s",
			    sannin_kind_name(k)));
	if (len == 0)
		len = (size_t)snprintf(buf, size, " (no pieces in hand)");
	if (sc->checked >> seat & 1 && len < size)
		snprintf(buf + len, size - len, " \u2014 in check");
}

/* Hands, the seat to act and the checks, below the board; the players
 * of a record. */
static void
svg_hands(const struct scene *sc, const struct frame *f)
{
	const char *player;
	char hand[128];
	double y, room;
	int seat, bold;

	for (seat = 0; seat < 3; seat++) {
		y = f->below + f->ft + (seat + (sc->cap != NULL)) * 1.5 * f->ft;
		bold = sannin_position_turn(sc->p) == seat;
		hand_text(sc, seat, hand, sizeof(hand));
		printf("<text class=\"hand\" x=\"%.2f\" y=\"%.2f\" "
		    "font-family=\"sans-serif\" font-size=\"%.2f\" "
		    "fill=\"%s\"%s>%s%s", f->r, y, f->ft, colour[seat], bold ?
		    " font-weight=\"bold\"" : "", bold ? "\u25b6 " : "",
		    seatname[seat]);
		if ((player = tag(sc, seatname[seat])) != NULL) {
			/* Room for the name: the line less the rest. */
			room = (f->w - 2 * f->r) / (f->ft * (bold ? 1.1 : 1))
			    - text_em(hand) - text_em(seatname[seat]) - 4;
			printf(" (");
			xml_text(player, room);
			printf(")");
		}
		printf(":%s</text>\n", hand);
	}
}

static void
draw_svg(const struct scene *sc, const struct opts *o)
{
	struct frame f;
	int c;

	frame_of(&f, sc, o);
	svg_start(sc, &f);
	if (heading(sc))
		svg_heading(sc, &f);
	for (c = 0; c < sannin_variant_ncells(HEX); c++)
		svg_cell(sc, o, &f, c);
	if (o->labels & LAB_EDGE)
		svg_edge_labels(o, &f);
	if (sc->cap != NULL)
		svg_caption(sc, &f);
	svg_hands(sc, &f);
	printf("</svg>\n");
}

/* ------------------------------------------------------------------ */

static void
draw(const struct scene *sc, const struct opts *o)
{
	if (o->out == OUT_SVG)
		draw_svg(sc, o);
	else
		draw_text(sc, o);
}

static void
scene_of(struct scene *sc, const sannin_position *p)
{
	int s;

	sc->p = p;
	sc->cap = NULL;
	sc->last_from = sc->last_to = -1;
	sc->checked = 0;
	for (s = 0; s < 3; s++)
		if (sannin_position_checkers(p, s))
			sc->checked |= 1u << s;
}

struct pick {
	const struct opts *o;
	long n;
	int done, status;
};

/*
 * Plays the first cap->ply actions of the record in g, noting in cap the
 * round, the seat and the notation of the last (each action's seat is
 * the seat to act before it), and returns the last, or NULL.
 */
static const sannin_action *
replay(const sannin_record *rec, sannin_game *g, struct caption *cap)
{
	const sannin_action *last = NULL;
	const sannin_position *p;
	sannin_action a;
	size_t i;
	int seat;

	cap->round = 0;
	cap->mover = -1;
	cap->action[0] = '\0';
	for (i = 0; i < (size_t)cap->ply; i++) {
		last = sannin_record_action(rec, i, NULL, NULL);
		a = *last;
		p = sannin_game_position(g);
		seat = sannin_position_turn(p);
		if (cap->mover < 0 || seat <= cap->mover)
			cap->round++;
		cap->mover = seat;
		if (i + 1 == (size_t)cap->ply)
			sannin_action_format(p, &a, 0, cap->action,
			    sizeof(cap->action));
		sannin_game_play(g, &a, NULL, NULL);
	}
	return last;
}

static int
from_record(const char *file, sannin_record *rec, void *arg)
{
	struct pick *pk = arg;
	size_t i, n = sannin_record_plies(rec);
	long ply = pk->o->ply < 0 ? (long)n : pk->o->ply;
	sannin_game *g;
	struct scene sc;
	struct caption cap;
	const sannin_action *last;

	if (++pk->n != pk->o->game)
		return 0;
	pk->done = 1;
	for (i = 0; i < sannin_record_ndiags(rec); i++)
		print_diag(file, sannin_record_diag(rec, i));
	if (sannin_record_start(rec) == NULL) {
		warnx_("%s:%lu: the game cannot be read, so there is no "
		    "position to draw", file, sannin_record_line(rec));
		pk->status = EXIT_INVALID;
		return 1;
	}
	if ((size_t)ply > n) {
		warnx_("%s:%lu: the game has %zu valid plies, not %ld", file,
		    sannin_record_line(rec), n, ply);
		pk->status = EXIT_INVALID;
		return 1;
	}
	if ((g = sannin_game_new(sannin_record_start(rec))) == NULL) {
		warnx_("out of memory");
		pk->status = EXIT_TROUBLE;
		return 1;
	}
	cap.rec = rec;
	cap.ply = ply;
	last = replay(rec, g, &cap);
	scene_of(&sc, sannin_game_position(g));
	sc.cap = &cap;
	if (last != NULL) {
		sc.last_from = last->type == SANNIN_ACT_DROP ? -1 : last->from;
		sc.last_to = last->type == SANNIN_ACT_ILLUMINATE ? -1 : last->to;
	}
	draw(&sc, pk->o);
	sannin_game_free(g);
	if (!sannin_record_valid(rec))
		pk->status = EXIT_INVALID;
	return 1;
}

/* Says that reading the file failed, and why, as cat(1) does; errno
 * is the reason, when the C library left one. */
static void
read_error(const char *file)
{
	warnx_("%s: read error: %s", file, strerror(errno ? errno : EIO));
}

/*
 * Reads the start of the input: its blank lines and its first other line
 * (up to HEADMAX bytes).  Returns the bytes, NUL-terminated, or NULL with
 * a message; *eof says whether the input ended there, *seen whether the
 * head holds more than blanks.
 */
#define HEADMAX 65536
static char *
read_head(const char *file, FILE *fp, size_t *len, int *eof, int *seen)
{
	char *buf = malloc(HEADMAX + 1);
	size_t n = 0;
	int c;

	*eof = *seen = 0;
	if (buf == NULL) {
		warnx_("%s: out of memory", file);
		return NULL;
	}
	errno = 0;
	while (n < HEADMAX && (c = getc(fp)) != EOF) {
		buf[n++] = (char)c;
		if (c == '\n' && *seen)
			break;
		if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
			*seen = 1;
	}
	if (ferror(fp)) {
		read_error(file);
		free(buf);
		return NULL;
	}
	*eof = feof(fp) != 0;
	buf[n] = '\0';
	*len = n;
	return buf;
}

/*
 * Reads the rest of the input after the `len` bytes of `head`, which it
 * takes over (a position string, or records where the C library cannot
 * join a head to a stream).  Returns the bytes, NUL-terminated, or NULL
 * with a message.
 */
static char *
slurp(const char *file, FILE *fp, size_t *total, char *head, size_t len)
{
	char *buf = head, *nb;
	size_t cap = HEADMAX + 1, n = len, got;

	errno = 0;
	do {
		if (n + 65536 + 1 > cap) {
			cap = 2 * cap;
			if ((nb = realloc(buf, cap)) == NULL) {
				warnx_("%s: out of memory", file);
				free(buf);
				return NULL;
			}
			buf = nb;
		}
		got = fread(buf + n, 1, 65536, fp);
		n += got;
	} while (got > 0);
	if (ferror(fp)) {
		read_error(file);
		free(buf);
		return NULL;
	}
	buf[n] = '\0';
	*total = n;
	return buf;
}

/* Is the first field of the first line that is not blank a board: a
 * '/' among letters, digits and '+'?  Only such a line may be a
 * position string. */
static int
board_shaped(const char *buf, size_t len)
{
	size_t i = strspn(buf, " \t\r\n");
	int slash = 0;

	for (; i < len && buf[i] != ' ' && buf[i] != '\t' && buf[i] != '\r' &&
	    buf[i] != '\n'; i++)
		if (buf[i] == '/')
			slash = 1;
		else if (!isalnum((unsigned char)buf[i]) && buf[i] != '+')
			return 0;
	return slash;
}

#ifdef HAVE_FOPENCOOKIE
/* A stream of the head already read, then the rest of the input. */
struct joined {
	char *head;
	size_t len, pos;
	FILE *rest;
};

static ssize_t
joined_read(void *cookie, char *out, size_t size)
{
	struct joined *j = cookie;
	size_t n;

	if (j->pos < j->len) {
		n = j->len - j->pos < size ? j->len - j->pos : size;
		memcpy(out, j->head + j->pos, n);
		j->pos += n;
		return (ssize_t)n;
	}
	n = fread(out, 1, size, j->rest);
	return n == 0 && ferror(j->rest) ? -1 : (ssize_t)n;
}
#endif

/*
 * A position string alone on its line, and nothing else but blanks.  When
 * the input has that shape (one line whose first field is a board: a '/'
 * among letters, digits and '+') but
 * does not read as a position, *shaped is set and dg says why.
 */
static sannin_position *
as_position(const char *buf, size_t len, const sannin_rules *rules,
    int *shaped, sannin_diag *dg)
{
	size_t i = 0, j, k, ls = 0;
	unsigned long line = 1;
	sannin_position *p;

	*shaped = 0;
	while (i < len && (buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\n' ||
	    buf[i] == '\r'))
		i++;
	for (j = i; j < len && buf[j] != '\n'; j++)
		;
	if (j == i || (j < len && strspn(buf + j, " \t\r\n") != len - j))
		return NULL;
	if ((p = sannin_position_read(buf + i, j - i, rules, dg)) != NULL)
		return p;
	for (k = i; k < j && buf[k] != ' ' && buf[k] != '\t'; k++)
		if (buf[k] == '/')
			*shaped = 1;
		else if (!isalnum((unsigned char)buf[k]) && buf[k] != '+') {
			*shaped = 0;
			break;
		}
	/* The line of the string, and the column within that line. */
	for (k = 0; k < i; k++)
		if (buf[k] == '\n') {
			line++;
			ls = k + 1;
		}
	dg->line = line;
	dg->col += i - ls;
	return NULL;
}

static void
read_records(const char *file, FILE *fp, struct pick *pk, int *status)
{
	sannin_reader *rd = sannin_reader_new(fp, pk->o->from, &pk->o->rules);
	sannin_record *rec;
	sannin_diag dg;
	int n;

	if (rd == NULL) {
		warnx_("out of memory");
		*status = EXIT_TROUBLE;
		return;
	}
	for (;;) {
		/* The games before the one drawn are only counted: they
		 * need not be replayed. */
		sannin_reader_set_decode(rd, pk->n + 1 < pk->o->game ? 0 : 1);
		if ((n = sannin_reader_next(rd, &rec, &dg)) != 1)
			break;
		int stop = from_record(file, rec, pk);

		sannin_record_free(rec);
		if (stop)
			break;
	}
	if (n < 0) {
		warnx_("%s: %s", file, dg.msg);
		*status = EXIT_TROUBLE;
	}
	sannin_reader_free(rd);
}

/* read_records on a stream over the buffer buf (NULL when it could not be
 * opened), then closes the stream and frees buf; 0 when not opened. */
static int
read_over(const char *file, FILE *mem, char *buf, struct pick *pk,
    int *status)
{
	if (mem == NULL) {
		warnx_("%s: %s", file, strerror(errno));
		free(buf);
		return 0;
	}
	read_records(file, mem, pk, status);
	fclose(mem);
	free(buf);
	return 1;
}

/* The exit status once the records are read: the game asked for must
 * have been there. */
static int
picked(const struct pick *pk, int status)
{
	if (!pk->done && status == EXIT_OK) {
		warnx_("the input has %ld game%s, not %ld", pk->n,
		    pk->n == 1 ? "" : "s", pk->o->game);
		status = EXIT_INVALID;
	}
	return pk->status > status ? pk->status : status;
}

#ifdef HAVE_FOPENCOOKIE
/* Records read as they come: the head already read, then the rest of
 * the stream in.  Frees head. */
static int
draw_streamed(const char *file, FILE *in, char *head, size_t len,
    const struct opts *o)
{
	cookie_io_functions_t io = {joined_read, NULL, NULL, NULL};
	struct joined j = {head, len, 0, in};
	struct pick pk = {o, 0, 0, EXIT_OK};
	int status = EXIT_OK;

	if (!read_over(file, fopencookie(&j, "rb", io), head, &pk, &status))
		return EXIT_TROUBLE;
	if (ferror(in))
		status = EXIT_TROUBLE;
	return picked(&pk, status);
}
#endif

/* A whole input held in buf (taken over): a position string or
 * records. */
static int
draw_held(const char *file, char *buf, size_t len, const struct opts *o)
{
	struct pick pk = {o, 0, 0, EXIT_OK};
	sannin_position *p;
	sannin_diag pdg;
	struct scene sc;
	int shaped = 0, status = EXIT_OK;

	if (o->from == SANNIN_FORMAT_AUTO &&
	    (p = as_position(buf, len, &o->rules, &shaped, &pdg)) != NULL) {
		free(buf);
		if (o->ply >= 0) {
			sannin_position_free(p);
			warnx_("--ply goes with a record, not a position "
			    "string");
			usage_error();
		}
		scene_of(&sc, p);
		draw(&sc, o);
		sannin_position_free(p);
		return EXIT_OK;
	}
	if (o->from == SANNIN_FORMAT_AUTO && shaped) {
		print_diag(file, &pdg);
		free(buf);
		return EXIT_INVALID;
	}
	if (len == 0) {
		warnx_("%s: the input has no game and no position", file);
		free(buf);
		return EXIT_INVALID;
	}
	if (!read_over(file, fmemopen(buf, len, "rb"), buf, &pk, &status))
		return EXIT_TROUBLE;
	return picked(&pk, status);
}

/* Draws from the input file ("-": the standard input). */
static int
draw_input(const char *file, const struct opts *o)
{
	FILE *in = strcmp(file, "-") == 0 ? stdin : fopen(file, "rb");
	size_t len, total;
	char *buf, *all;
	int eof, seen;

	if (in == NULL) {
		warnx_("%s: %s", file, strerror(errno));
		return EXIT_TROUBLE;
	}
	buf = read_head(file, in, &len, &eof, &seen);
#ifdef HAVE_FOPENCOOKIE
	/* (A head of blanks only says nothing yet: all is read.) */
	if (buf != NULL && !eof && seen && (o->from != SANNIN_FORMAT_AUTO ||
	    !board_shaped(buf, len))) {
		int status = draw_streamed(file, in, buf, len, o);

		if (in != stdin)
			fclose(in);
		return status;
	}
#endif
	/* A position string, or a short input: all of it, kept. */
	if (buf != NULL && !eof) {
		all = slurp(file, in, &total, buf, len);
		buf = all;
		len = total;
	}
	if (in != stdin)
		fclose(in);
	return buf == NULL ? EXIT_TROUBLE : draw_held(file, buf, len, o);
}

/* Draws the position string of --position. */
static int
draw_string(const char *text, const struct opts *o)
{
	sannin_position *p;
	sannin_diag dg;
	struct scene sc;

	if ((p = sannin_position_read(text, strlen(text), &o->rules,
	    &dg)) == NULL) {
		warnx_("--position: column %lu: %s", dg.col, dg.msg);
		return EXIT_INVALID;
	}
	scene_of(&sc, p);
	draw(&sc, o);
	sannin_position_free(p);
	return EXIT_OK;
}

static void
help(void)
{
	printf("%s\n\n"
	    "Draws a position of sannin shogi, given as a position string or "
	    "taken from a record.\n\n"
	    "  -T, --to=FORMAT     ascii, utf8 or svg (default: ascii)\n"
	    "  -P, --position=STRING  draw this position string\n"
	    "  -p, --ply=N         the position after N actions of the record "
	    "(default: its end)\n"
	    "  -g, --game=N        the Nth game of the input (default: 1)\n"
	    "  -s, --seat=SEAT     draw the board as First, Middle or Last "
	    "sees it\n"
	    "      --size=N        SVG: cell radius in pixels (default 24)\n"
	    "      --color=WHEN    utf8: colour the seats always, never or "
	    "auto (on a\n"
	    "                      terminal, unless NO_COLOR is set)\n"
	    "      --labels=WHERE  name the cells on the edge (default), in "
	    "the empty\n"
	    "                      cells, in both (all) or nowhere (none)\n"
	    "      --no-labels     the same as --labels=none\n"
	    COMMON_HELP
	    "Exit status: 0 drawn, 1 no such game, ply or position, "
	    "2 trouble.\n", USAGE);
}

/* Does the user ask programs not to colour what they write?  (The
 * NO_COLOR convention: set and not empty.) */
static int
no_color(void)
{
	const char *v = getenv("NO_COLOR");

	return v != NULL && *v != '\0';
}

/* The value of --ply, --game or --size; a usage error when it is not a
 * number in range. */
static long
number_option(int ch, const char *arg)
{
	long v;
	char *end;

	errno = 0;
	v = strtol(arg, &end, 10);
	if (*arg == '\0' || *end != '\0' || errno || v < (ch == 'p' ? 0 : 1) ||
	    v > (ch == 'S' ? 500 : INT_MAX)) {
		warnx_("--%s takes a number%s, not '%s'", ch == 'p' ? "ply" :
		    ch == 'g' ? "game" : "size", ch == 'S' ? " from 1 to 500" :
		    ch == 'p' ? " of actions" : " from 1", arg);
		usage_error();
	}
	return v;
}

/* Fills o from the command line; a usage error ends the program. */
static void
parse_options(int argc, char *argv[], struct opts *o)
{
	/* In the order of OUT_ASCII..., SANNIN_FIRST... */
	static const char *const outputs[] = {"ascii", "utf8", "svg", NULL};
	static const char *const seats[] = {"First", "Middle", "Last", NULL};
	static const char *const colors[] = {"always", "never", "auto", NULL};
	static const char *const places[] = {"none", "edge", "cells", "all",
	    NULL};		/* the values of LAB_EDGE | LAB_CELLS */
	static const struct option longopts[] = {
		{"to", required_argument, NULL, 'T'},
		{"position", required_argument, NULL, 'P'},
		{"ply", required_argument, NULL, 'p'},
		{"game", required_argument, NULL, 'g'},
		{"seat", required_argument, NULL, 's'},
		{"size", required_argument, NULL, 'S'},
		{"color", required_argument, NULL, 'C'},
		{"labels", required_argument, NULL, 'B'},
		{"no-labels", no_argument, NULL, 'L'},
		COMMON_LONGOPTS,
		{NULL, 0, NULL, 0}
	};
	const char *color = "auto";
	int ch;

	memset(o, 0, sizeof(*o));
	o->labels = LAB_EDGE;
	o->ply = -1;
	o->game = 1;
	o->size = 24;
	o->view = SANNIN_MIDDLE;
	o->from = SANNIN_FORMAT_AUTO;
	while ((ch = getopt_long(argc, argv, "T:P:p:g:s:f:r:hV", longopts,
	    NULL)) != -1)
		switch (ch) {
		case 'T':
			o->out = choose_word("to", optarg, outputs);
			break;
		case 'P':
			o->posarg = optarg;
			break;
		case 'p':
			o->ply = number_option(ch, optarg);
			break;
		case 'g':
			o->game = number_option(ch, optarg);
			break;
		case 'S':
			o->size = (int)number_option(ch, optarg);
			break;
		case 's':
			o->view = SANNIN_FIRST + choose_word("seat", optarg,
			    seats);
			break;
		case 'C':
			color = colors[choose_word("color", optarg, colors)];
			break;
		case 'B':
			o->labels = choose_word("labels", optarg, places);
			break;
		case 'L':
			o->labels = 0;
			break;
		default:
			common_option(ch, optarg, &o->from, &o->rules, help);
		}
	common_rules(&o->rules);
	o->color = o->out == OUT_UTF8 && (strcmp(color, "always") == 0 ||
	    (strcmp(color, "auto") == 0 && isatty(STDOUT_FILENO) &&
	    !no_color()));
	if (argc - optind > 1) {
		warnx_("one input at most");
		usage_error();
	}
	o->file = argc - optind > 0 ? argv[optind] : NULL;
	if (o->posarg != NULL && (o->file != NULL || o->ply >= 0)) {
		warnx_("--position goes without a file or --ply");
		usage_error();
	}
}

int
main(int argc, char *argv[])
{
	struct opts o;

	set_progname(argv, "sannin-diagram");
	parse_options(argc, argv, &o);
	return finish(o.posarg != NULL ? draw_string(o.posarg, &o) :
	    draw_input(o.file != NULL ? o.file : "-", &o));
}
