/*
 * diagram_text.c - what the text diagrams of every board share: lines
 * written without trailing blanks, pieces in letters or kanji, and the
 * lines below the board (the hands, the seat to act, the checks, the
 * seats out of the game, the caption); the heading above it; the text
 * of records' tags made safe for a terminal.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"

/* By hue (struct board): red, blue, green, magenta. */
static const char *const ansi[SANNIN_MAXSEATS] = {"\033[31m", "\033[34m",
    "\033[32m", "\033[35m"};
static const char *const kanji[SANNIN_NKINDS] = {NULL, "歩", "香", "桂",
    "銀", "金", "角", "飛", "玉", "と", "杏", "全", "馬", "龍", "旭", "圭"};

/* A blockade: two hashes, or the geta mark, a full-width block. */
#define BLOCK_ASCII "##"
#define BLOCK_UTF8 "\u3013"

void
line_init(struct line *l)
{
	l->n = 0;
	l->col = 0;
}

void
line_put(struct line *l, const char *text, int width)
{
	size_t k = strlen(text);

	if (l->n + k < sizeof(l->s)) {
		memcpy(l->s + l->n, text, k);
		l->n += k;
	}
	l->col += width;
}

void
line_pad(struct line *l, int col)
{
	while (l->col < col)
		line_put(l, " ", 1);
}

void
line_end(struct line *l)
{
	while (l->n > 0 && l->s[l->n - 1] == ' ')
		l->n--;
	fwrite(l->s, 1, l->n, stdout);
	putchar('\n');
	line_init(l);
}

const char *
text_colour(const struct scene *sc, int army)
{
	return ansi[sc->hue[army]];
}

int
text_piece(struct line *l, const struct scene *sc, const struct opts *o,
    int army, int kind)
{
	const char *name;
	char letter[2];
	int width;

	if (is_blockade(sc, kind))
		name = o->out == OUT_UTF8 ? BLOCK_UTF8 : BLOCK_ASCII;
	else
		name = o->out == OUT_UTF8 ? kanji[kind] :
		    sannin_kind_name(kind);
	width = o->out == OUT_UTF8 ? 2 : (int)strlen(name);
	if (o->color)
		line_put(l, text_colour(sc, army), 0);
	letter[0] = (char)army_letter(sc, army);
	letter[1] = '\0';
	line_put(l, letter, 1);
	line_put(l, name, width);
	if (o->color)
		line_put(l, TEXT_NOCOLOUR, 0);
	return 1 + width;
}

/*
 * Text from a record on a terminal.  A character is taken as UTF-8; what
 * is not UTF-8, and what would act on the terminal rather than show (a
 * control character, an escape, a mark that turns text right to left),
 * is shown as '?'.  Its width in columns: two for the wide characters of
 * East Asian scripts, none for combining accents, else one.
 */
static size_t
utf8_char(const unsigned char *u, unsigned long *cp)
{
	size_t n, i;

	if (*u < 0x80) {
		*cp = *u;
		return 1;
	}
	n = *u >= 0xc2 && *u <= 0xdf ? 2 : *u >= 0xe0 && *u <= 0xef ? 3 :
	    *u >= 0xf0 && *u <= 0xf4 ? 4 : 0;
	if (n == 0)
		return 0;
	*cp = *u & (0x7f >> n);
	for (i = 1; i < n; i++) {
		if ((u[i] & 0xc0) != 0x80)
			return 0;
		*cp = *cp << 6 | (u[i] & 0x3f);
	}
	/* Overlong forms, surrogates, beyond U+10FFFF. */
	if ((n == 3 && *cp < 0x800) || (n == 4 && (*cp < 0x10000 ||
	    *cp > 0x10ffff)) || (*cp >= 0xd800 && *cp <= 0xdfff))
		return 0;
	return n;
}

static int
shown(unsigned long c)
{
	return !(c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x200e ||
	    c == 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 &&
	    c <= 0x2069));
}

static int
columns(unsigned long c)
{
	if (c >= 0x300 && c <= 0x36f)
		return 0;
	return (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf &&
	    c != 0x303f) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 &&
	    c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 &&
	    c <= 0xff60) || (c >= 0xffe0 && c <= 0xffe6) || (c >= 0x1f300 &&
	    c <= 0x1f64f) || (c >= 0x20000 && c <= 0x3fffd) ? 2 : 1;
}

/* The columns of the character at u, for break_line: a byte that
 * starts no character takes one byte and one column (it is shown as
 * '?'). */
static double
columns_of(const unsigned char *u, size_t *len)
{
	unsigned long c;

	if ((*len = utf8_char(u, &c)) == 0) {
		*len = 1;
		return 1;
	}
	return shown(c) ? columns(c) : 1;
}

/*
 * Writes the first len bytes of text from a record, made safe, `room`
 * columns at most: longer text is cut and ends in "..." (with -T utf8
 * an ellipsis).  Returns the columns written.
 */
static int
text_tag(const struct opts *o, const char *text, size_t len, int room)
{
	const unsigned char *u = (const unsigned char *)text,
	    *end = u + len;
	const char *dots = o->out == OUT_UTF8 ? "\u2026" : "...";
	int w = 0, keep = room, dw = o->out == OUT_UTF8 ? 1 : 3;
	size_t k;

	for (; u < end; u += k)
		w += (int)columns_of(u, &k);
	if (w > room)
		keep = room - dw;
	w = 0;
	for (u = (const unsigned char *)text; u < end; u += k) {
		int c = (int)columns_of(u, &k);
		unsigned long cp;

		if (w + c > keep)
			break;
		w += c;
		if (utf8_char(u, &cp) == 0 || !shown(cp))
			putchar('?');
		else
			fwrite(u, 1, k, stdout);
	}
	if (u < end) {
		fputs(dots, stdout);
		w += dw;
	}
	return w;
}

/* The columns of a heading's line, and its most lines (the last is cut
 * when text is left). */
#define HEAD_COLUMNS 78
#define HEAD_LINES 3

void
text_heading(const struct scene *sc, const struct opts *o)
{
	char *heading = heading_of(sc);
	const char *t = heading;
	size_t end, next;
	int n;

	if (heading == NULL)
		return;
	for (n = 0; *t != '\0' && n < HEAD_LINES; n++) {
		end = break_line(t, HEAD_COLUMNS, columns_of, &next);
		if (n + 1 == HEAD_LINES)
			end = next = strlen(t);
		text_tag(o, t, end, HEAD_COLUMNS);
		putchar('\n');
		t += next;
	}
	free(heading);
}

/* A player's name in the hands takes this many columns at most. */
#define PLAYER_COLUMNS 32

/* The columns of a player's name, cut to PLAYER_COLUMNS, with its
 * brackets; 0 for none. */
static int
player_width(const struct scene *sc, int seat)
{
	const char *player = player_of(sc, seat);
	const unsigned char *u;
	size_t k;
	int w = 0;

	if (player == NULL)
		return 0;
	for (u = (const unsigned char *)player; *u != '\0'; u += k)
		w += (int)columns_of(u, &k);
	return 2 + (w > PLAYER_COLUMNS ? PLAYER_COLUMNS : w);
}

/* The longest seat name of the variant, for the column of the hands. */
static int
name_width(const struct scene *sc)
{
	int seat, w = 0;

	for (seat = 0; seat < sc->nseats; seat++)
		if ((int)strlen(seat_name(sc, seat)) > w)
			w = (int)strlen(seat_name(sc, seat));
	return w;
}

/* A seat out of the game: who moves its army, or that its pieces stay
 * on the board with no seat to move them. */
static void
text_out(const struct scene *sc, int seat)
{
	int by = sannin_position_controller(sc->p, seat);

	printf(" out of the game");
	if (by >= 0 && by != seat)
		printf("; %s moves its army", seat_name(sc, by));
	else if (left_behind(sc, seat))
		printf("; its pieces stay on the board");
}

void
text_hands(const struct scene *sc, const struct opts *o)
{
	char list[128];
	int seat, k, i, any, w = name_width(sc), n, pw = 0, col;

	for (seat = 0; seat < sc->nseats; seat++)
		if (player_width(sc, seat) > pw)
			pw = player_width(sc, seat);
	for (seat = 0; seat < sc->nseats; seat++) {
		printf("%s %s%*s", to_act(sc) == seat ? ">" : " ",
		    seat_name(sc, seat), w - (int)strlen(seat_name(sc, seat)),
		    "");
		/* The players in a column of their own. */
		if (pw > 0) {
			col = 0;
			putchar(' ');
			if (player_of(sc, seat) != NULL) {
				putchar('(');
				col = 2 + text_tag(o, player_of(sc, seat),
				    strlen(player_of(sc, seat)),
				    PLAYER_COLUMNS);
				putchar(')');
			}
			printf("%*s", pw - col, "");
		}
		if (!(sannin_position_alive(sc->p) >> seat & 1)) {
			text_out(sc, seat);
			putchar('\n');
			continue;
		}
		any = 0;
		/* Kings too, where they are pieces held in hand. */
		for (k = SANNIN_KING; k >= SANNIN_PAWN; k--)
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
		if (sc->mated >> seat & 1)
			printf(to_act(sc) < 0 ? "  (checkmated)" :
			    "  (checkmated, loses its turns)");
		else if (sc->checked >> seat & 1)
			printf("  (in check)");
		putchar('\n');
	}
	if (alliance_text(sc, list, sizeof(list)))
		printf("  %s\n", list);
	if (teams_text(sc, "", list, sizeof(list)) > 0)
		printf("  %s\n", list);
	if ((n = winners_text(sc, list, sizeof(list))) > 0)
		printf("  %s %s won\n", list, n > 1 ? "have" : "has");
	else if (n == 0)
		printf("  the game is over without a winner\n");
}

void
text_caption(const struct scene *sc)
{
	if (sc->cap != NULL && sc->cap->mover >= 0)
		printf("  ply %ld, round %lu: %s %s\n", sc->cap->ply,
		    sc->cap->round, seat_name(sc, sc->cap->mover),
		    sc->cap->action);
	else if (sc->cap != NULL)
		printf("  ply 0: the start of the game\n");
}
