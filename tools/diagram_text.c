/*
 * diagram_text.c - what the text diagrams of every board share: lines
 * written without trailing blanks, pieces in letters or kanji, and the
 * lines below the board (the hands, the seat to act, the checks, the
 * seats out of the game, the caption).
 */
#include "config.h"

#include <stdio.h>
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
	int seat, k, i, any, w = name_width(sc), n;

	for (seat = 0; seat < sc->nseats; seat++) {
		printf("%s %s%*s", to_act(sc) == seat ? ">" : " ",
		    seat_name(sc, seat), w - (int)strlen(seat_name(sc, seat)),
		    "");
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
}
