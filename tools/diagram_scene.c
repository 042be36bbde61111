/*
 * diagram_scene.c - from a position to a drawing: the board that draws
 * the position's variant, chosen here and only here, the seat of the
 * view, and the names and letters of the variant's seats.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "common.h"
#include "diagram.h"

void
scene_of(struct scene *sc, const sannin_position *p)
{
	int s;

	sc->p = p;
	sc->v = sannin_position_variant(p);
	sc->nseats = sannin_variant_nseats(sc->v);
	sc->view = 0;
	sc->cap = NULL;
	sc->last_from = sc->last_to = -1;
	sc->checked = 0;
	for (s = 0; s < sc->nseats; s++)
		if (sannin_position_checkers(p, s))
			sc->checked |= 1u << s;
}

/*
 * The board of a variant.  The library says of a square board that its
 * steps go at 12, 3, 6 and 9 o'clock and the diagonals, so that a step
 * at 1 o'clock never lands on a cell; on the hexagon it is a step to a
 * neighbour.
 */
static const struct board *
board_of(const sannin_variant *v)
{
	int c;

	for (c = 0; c < sannin_variant_ncells(v); c++)
		if (sannin_cell_step(v, c, 0, 1) >= 0)
			return &hex_board;
	return &square_board;
}

/* The seat --seat names: a seat's name as the variant writes it; -1 for
 * none, with a message that names the variant's seats. */
static int
view_seat(const struct scene *sc, const char *text)
{
	char list[128];
	size_t len = 0;
	int seat;

	for (seat = 0; seat < sc->nseats; seat++)
		if (strcmp(text, seat_name(sc, seat)) == 0)
			return seat;
	list[0] = '\0';
	for (seat = 0; seat < sc->nseats && len < sizeof(list); seat++)
		len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s",
		    seat == 0 ? "" : seat + 1 == sc->nseats ? " or " : ", ",
		    seat_name(sc, seat));
	warnx_("--seat takes %s, not '%s'", list, text);
	return -1;
}

int
draw(struct scene *sc, const struct opts *o)
{
	const struct board *b = board_of(sc->v);

	if (o->seat == NULL)
		sc->view = b->default_view(sc->v);
	else if ((sc->view = view_seat(sc, o->seat)) < 0)
		return EXIT_TROUBLE;
	if (o->out == OUT_SVG)
		b->svg(sc, o);
	else
		b->text(sc, o);
	return EXIT_OK;
}

int
seat_letter(const struct scene *sc, int seat)
{
	return sannin_variant_seat_letter(sc->v, seat);
}

int
army_letter(const struct scene *sc, int army)
{
	return tolower(sannin_variant_seat_letter(sc->v, army));
}

const char *
seat_name(const struct scene *sc, int seat)
{
	return sannin_variant_seat_name(sc->v, seat);
}

/* A +K where kings do not promote can only be a king turned over. */
int
is_blockade(const struct scene *sc, int kind)
{
	return kind == SANNIN_PKING &&
	    sannin_kind_promoted(sc->v, SANNIN_KING) == 0;
}
