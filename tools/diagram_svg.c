/*
 * diagram_svg.c - what the SVG pictures of every board share: the
 * armies' colours, the shogi piece, the document's start, and the text
 * around the board (the heading, the caption, the hands), with the text
 * of records escaped for XML and cut to fit.
 */
#include "config.h"

#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"

/* By hue (struct board): red, blue, green, purple; the tints are pale
 * forms of them. */
static const char *const colour[SANNIN_MAXSEATS] = {"#b03a2e", "#1f5fa8",
    "#1e8449", "#7d3c98"};
static const char *const tint[SANNIN_MAXSEATS] = {"#f6dcd8", "#d9e5f3",
    "#d9efdf", "#ebdcf2"};

/* The paper of pieces; in a team game, gold for the first team and
 * slate for the other, pale enough for the letters of every army. */
#define PAPER "#fdf3d8"
static const char *const team_paper[2] = {"#f9dc8c", "#c9d3de"};

const char *
svg_paper(const struct scene *sc, int army)
{
	int team = team_of(sc, army);

	return team < 0 ? PAPER : team_paper[team];
}

void
svg_marked(const char *text)
{
	const char *m;
	int team = 0;

	while ((m = strstr(text, SVG_TEAM_MARK)) != NULL) {
		fwrite(text, 1, (size_t)(m - text), stdout);
		printf("<tspan class=\"team\" fill=\"%s\" stroke=\"#5c574e\" "
		    "stroke-width=\"0.8\">%s</tspan>", team_paper[team],
		    SVG_TEAM_MARK);
		team = 1;
		text = m + strlen(SVG_TEAM_MARK);
	}
	fputs(text, stdout);
}

const char *
svg_colour(const struct scene *sc, int army)
{
	return colour[sc->hue[army]];
}

const char *
svg_tint(const struct scene *sc, int army)
{
	return tint[sc->hue[army]];
}

void
svg_piece(const struct scene *sc, double cx, double cy, double r,
    double angle, int army, int kind)
{
	const char *name = sannin_kind_name(kind);

	printf("<g class=\"piece\" transform=\"translate(%.2f %.2f) "
	    "rotate(%.0f)\">\n", cx, cy, angle);
	printf("<polygon points=\"0,%.2f %.2f,%.2f %.2f,%.2f %.2f,%.2f "
	    "%.2f,%.2f\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%.2f\"/>\n",
	    -0.78 * r, 0.5 * r, -0.45 * r, 0.6 * r, 0.68 * r, -0.6 * r,
	    0.68 * r, -0.5 * r, -0.45 * r, svg_paper(sc, army), svg_colour(sc, army),
	    r * 0.09);
	printf("<text x=\"0\" y=\"%.2f\" font-family=\"sans-serif\" "
	    "font-size=\"%.2f\" font-weight=\"bold\" text-anchor=\"middle\" "
	    "fill=\"%s\">%s</text>\n</g>\n", 0.28 * r, r * 0.62,
	    svg_colour(sc, army), name);
}

void
xml_put(FILE *fp, const unsigned char *u, size_t k)
{
	if (k == 0)
		fputs("\ufffd", fp);
	else if (*u == '&')
		fputs("&amp;", fp);
	else if (*u == '<')
		fputs("&lt;", fp);
	else if (*u == '>')
		fputs("&gt;", fp);
	else if (*u == '"')
		fputs("&quot;", fp);
	else
		fwrite(u, 1, k, fp);
}

/*
 * The length of the UTF-8 character that starts at u, or 0 when u does
 * not start a character that XML allows (a control character, a byte
 * that is not UTF-8, U+FFFE, U+FFFF).
 */
size_t
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

double
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
 * Writes the first len bytes of text from a record (a tag's value) as
 * XML character data: the markup characters escaped, and U+FFFD for what
 * XML does not allow.  Text wider than `room` em is cut, and an ellipsis
 * ends it.
 */
static void
xml_textn(const char *text, size_t len, double room)
{
	const unsigned char *u = (const unsigned char *)text,
	    *end = u + len;
	double w = 0, keep = room;
	size_t k;

	for (; u < end; u += k ? k : 1)
		w += (k = xml_char(u)) ? em(u) : 1.0;
	if (w > room)
		keep = room - 1.0;
	w = 0;
	for (u = (const unsigned char *)text; u < end; u += k ? k : 1) {
		k = xml_char(u);
		if ((w += k ? em(u) : 1.0) > keep)
			break;
		xml_put(stdout, u, k);
	}
	if (u < end)
		fputs("\u2026", stdout);
}

void
xml_text(const char *text, double room)
{
	xml_textn(text, strlen(text), room);
}

/* The width of a character in em, for break_line. */
static double
em_of(const unsigned char *u, size_t *len)
{
	*len = xml_char(u);
	return *len ? em(u) : 1.0;
}

/*
 * Text as lines of `room` em at most, broken after words, each a text
 * element of class `cls` (with more attributes in `attrs`) at x and at
 * y, y + step...: `most` lines at most, the last cut with an ellipsis
 * when text is left.  Writes nothing when `write` is 0.  Returns the
 * number of lines.
 */
static int
paragraph(const char *text, double room, int most, const char *cls,
    const char *attrs, double x, double y, double step, int write)
{
	size_t end, next;
	int n = 0;

	while (*text == ' ')
		text++;
	while (*text != '\0' && n < most) {
		end = break_line(text, room, em_of, &next);
		if (write) {
			printf("<text class=\"%s\" x=\"%.2f\" y=\"%.2f\" %s>",
			    cls, x, y + n * step, attrs);
			xml_textn(text, n + 1 == most ? strlen(text) : end,
			    room);
			printf("</text>\n");
		}
		text += n + 1 == most ? strlen(text) : next;
		n++;
	}
	return n;
}

/* The most lines of a heading; the last is cut with an ellipsis. */
#define HEAD_LINES 3

/* The heading's lines, bold (some tenth wider), centred. */
static int
heading_lines(const char *heading, const struct page *pg, int write)
{
	char attrs[160];

	snprintf(attrs, sizeof(attrs), "font-family=\"sans-serif\" "
	    "font-size=\"%.2f\" font-weight=\"bold\" text-anchor=\"middle\" "
	    "fill=\"#222222\"", pg->fh);
	return paragraph(heading, (pg->w - 2 * pg->left) / (1.1 * pg->fh),
	    HEAD_LINES, "heading", attrs, pg->w / 2, 1.45 * pg->fh,
	    1.25 * pg->fh, write);
}

/*
 * The caption under the board: for a record, the ply, its round and the
 * last action ("The start of the game." before any), the alliance that
 * holds, and the seat to act or the result; for a position string, the
 * alliance alone.  Empty when there is nothing to say.
 */
void
svg_caption_text(const struct scene *sc, char *buf, size_t size)
{
	const struct caption *cap = sc->cap;
	char list[128];
	size_t len = 0;
	int n;

	buf[0] = '\0';
	if (cap != NULL && cap->mover >= 0)
		len = (size_t)snprintf(buf, size, "Ply %ld, round %lu: %s %s. ",
		    cap->ply, cap->round, seat_name(sc, cap->mover),
		    cap->action);
	else if (cap != NULL)
		len = (size_t)snprintf(buf, size, "The start of the game. ");
	if (len < size && alliance_text(sc, list, sizeof(list)))
		len += (size_t)snprintf(buf + len, size - len, "%s. ", list);
	if (cap == NULL || len >= size)
		return;
	n = winners_text(sc, list, sizeof(list));
	if (n > 0)
		snprintf(buf + len, size - len, "The game is over: %s %s won.",
		    list, n > 1 ? "have" : "has");
	else if (n == 0)
		snprintf(buf + len, size - len, "The game is over without a "
		    "winner.");
	else
		snprintf(buf + len, size - len, "%s to act.", seat_name(sc,
		    to_act(sc)));
}

static int
caption_lines(const struct scene *sc, const struct page *pg, int write)
{
	char text[512], attrs[120];

	svg_caption_text(sc, text, sizeof(text));
	snprintf(attrs, sizeof(attrs), "font-family=\"sans-serif\" "
	    "font-size=\"%.2f\" fill=\"#222222\"", pg->ft);
	return paragraph(text, (pg->w - 2 * pg->left) / pg->ft, INT_MAX,
	    "caption", attrs, pg->left, pg->below + pg->ft, 1.5 * pg->ft,
	    write);
}

void
svg_layout(const struct scene *sc, struct page *pg)
{
	char *heading = sc->bare ? NULL : heading_of(sc);

	pg->nhead = heading != NULL ? heading_lines(heading, pg, 0) : 0;
	pg->head = pg->nhead > 0 ? (1.8 + 1.25 * (pg->nhead - 1)) * pg->fh :
	    0;
	free(heading);
	pg->ncap = sc->bare ? 0 : caption_lines(sc, pg, 0);
}

int
svg_lines(const struct scene *sc, const struct page *pg)
{
	return sc->bare ? 0 : pg->ncap + sc->nseats;
}

void
svg_start(const struct scene *sc, const struct page *pg)
{
	char buf[SANNIN_POSITION_MAX];

	if (sc->bare) {
		/* In HTML: no declaration and no namespace, which the
		 * parser gives. */
		printf("<svg id=\"board\" width=\"%.0f\" height=\"%.0f\" "
		    "viewBox=\"0 0 %.0f %.0f\" role=\"img\" "
		    "aria-label=\"The board\">\n", pg->w, pg->h, pg->w, pg->h);
		return;
	}
	sannin_position_write(sc->p, buf, sizeof(buf));
	printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
	    "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\">\n", pg->w, pg->h,
	    pg->w, pg->h);
	printf("<title>%s</title>\n", buf);
	printf("<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n");
}

void
svg_heading(const struct scene *sc, const struct page *pg)
{
	char *heading = sc->bare ? NULL : heading_of(sc);

	if (heading != NULL)
		heading_lines(heading, pg, 1);
	free(heading);
}

void
svg_caption(const struct scene *sc, const struct page *pg)
{
	if (!sc->bare)
		caption_lines(sc, pg, 1);
}

/* A seat's hand, as " R B\u00d72 P", or what stands for none, and its
 * check or mate; for a seat out of the game, who moves its army or that
 * its pieces stay. */
void
svg_hand_text(const struct scene *sc, int seat, char *buf, size_t size)
{
	size_t len = 0;
	int k, i, by;

	buf[0] = '\0';
	if (!(sannin_position_alive(sc->p) >> seat & 1)) {
		by = sannin_position_controller(sc->p, seat);
		if (by >= 0 && by != seat)
			snprintf(buf, size, " out of the game; %s moves its "
			    "army", seat_name(sc, by));
		else if (left_behind(sc, seat))
			snprintf(buf, size, " out of the game; its pieces "
			    "stay on the board");
		else
			snprintf(buf, size, " out of the game");
		return;
	}
	/* Kings too, where they are pieces held in hand. */
	for (k = SANNIN_KING; k >= SANNIN_PAWN; k--)
		if ((i = sannin_position_hand(sc->p, seat, k)) > 0 &&
		    len < size)
			len += (size_t)(i > 1 ? snprintf(buf + len, size - len,
			    " %s\u00d7%d", sannin_kind_name(k), i) :
			    snprintf(buf + len, size - len, " %s",
			    sannin_kind_name(k)));
	if (len == 0)
		len = (size_t)snprintf(buf, size, " (no pieces in hand)");
	if (len >= size)
		return;
	if (sc->mated >> seat & 1)
		snprintf(buf + len, size - len, to_act(sc) < 0 ?
		    " \u2014 checkmated" : " \u2014 checkmated, loses its "
		    "turns");
	else if (sc->checked >> seat & 1)
		snprintf(buf + len, size - len, " \u2014 in check");
}

double
svg_hands_em(const struct scene *sc)
{
	const char *player;
	char hand[128];
	double w = 0, e;
	int seat;

	for (seat = 0; !sc->bare && seat < sc->nseats; seat++) {
		svg_hand_text(sc, seat, hand, sizeof(hand));
		e = 2 + text_em(seat_name(sc, seat)) + text_em(hand);
		if ((player = player_of(sc, seat)) != NULL)
			e += 3 + fmin(text_em(player), 16);
		/* Bold letters are some tenth wider. */
		w = fmax(w, to_act(sc) == seat ? e * 1.1 : e);
	}
	return w;
}

void
svg_hands(const struct scene *sc, const struct page *pg)
{
	const char *player;
	char hand[128];
	double y, room;
	int seat, bold;

	for (seat = 0; !sc->bare && seat < sc->nseats; seat++) {
		y = pg->below + pg->ft + (seat + pg->ncap) * 1.5 * pg->ft;
		bold = to_act(sc) == seat;
		svg_hand_text(sc, seat, hand, sizeof(hand));
		printf("<text class=\"hand\" x=\"%.2f\" y=\"%.2f\" "
		    "font-family=\"sans-serif\" font-size=\"%.2f\" "
		    "fill=\"%s\"%s>%s%s", pg->left, y, pg->ft, svg_colour(sc, seat),
		    bold ? " font-weight=\"bold\"" : "", bold ? "\u25b6 " : "",
		    seat_name(sc, seat));
		if ((player = player_of(sc, seat)) != NULL) {
			/* Room for the name: the line less the rest. */
			room = (pg->w - 2 * pg->left) / (pg->ft * (bold ? 1.1 :
			    1)) - text_em(hand) - text_em(seat_name(sc,
			    seat)) - 4;
			printf(" (");
			xml_text(player, room);
			printf(")");
		}
		printf(":%s</text>\n", hand);
	}
}

/* ------------------------------------------------------------------ */
/* The replay page's board.                                            */

void
svg_piece_id(const struct scene *sc, int army, int kind, char buf[16])
{
	const char *name = sannin_kind_name(kind);

	/* '+' is no character of a fragment to write bare. */
	snprintf(buf, 16, "pc-%c-%s%s", army_letter(sc, army), *name == '+' ?
	    "p" : "", *name == '+' ? name + 1 : name);
}

void
svg_defs_start(void)
{
	printf("<defs>\n");
}

void
svg_turn_start(double cx, double cy)
{
	printf("<g id=\"turn\" data-cx=\"%.2f\" data-cy=\"%.2f\">\n", cx,
	    cy);
}

void
svg_use(const char *id, double x, double y)
{
	printf("<use href=\"#%s\" x=\"%.2f\" y=\"%.2f\"/>\n", id, x, y);
}

int
outlined_cells(const struct scene *sc, int cells[OUTLINED_MAX],
    const char *names[OUTLINED_MAX])
{
	int n = 0, c, army, kind;

	if (sc->last_from >= 0) {
		cells[n] = sc->last_from;
		names[n++] = "last";
	}
	if (sc->last_to >= 0 && sc->last_to != sc->last_from) {
		cells[n] = sc->last_to;
		names[n++] = "last";
	}
	for (c = 0; c < sannin_variant_ncells(sc->v) && n + 2 <= OUTLINED_MAX;
	    c++) {
		kind = sannin_position_piece(sc->p, c, &army);
		if ((kind != SANNIN_KING && kind != SANNIN_PKING) ||
		    is_blockade(sc, kind))
			continue;
		if (sc->checked >> army & 1) {
			cells[n] = c;
			names[n++] = "check";
		}
		if (sc->mated >> army & 1) {
			cells[n] = c;
			names[n++] = "mated";
		}
	}
	return n;
}
