/*
 * diagram_scene.c - from a position to a drawing: the board that draws
 * the position's variant, chosen here and only here, the seat of the
 * view, and the names and letters of the variant's seats.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "common.h"
#include "diagram.h"

/* The board of a variant, by the shape of its cells. */
static const struct board *
board_of(const sannin_variant *v)
{
	return sannin_variant_board(v) == SANNIN_BOARD_HEX ? &hex_board :
	    &square_board;
}

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
	sc->mated = sannin_position_mated(p);
	for (s = 0; s < sc->nseats; s++) {
		if (sannin_position_checkers(p, s))
			sc->checked |= 1u << s;
		sc->hue[s] = board_of(sc->v)->hue(sc->v, s);
	}
}

/* Does `text` name the seat: its name or its letter, in any case? */
static int
names_seat(const struct scene *sc, int seat, const char *text)
{
	return strcasecmp(text, seat_name(sc, seat)) == 0 ||
	    (text[0] != '\0' && text[1] == '\0' &&
	    toupper((unsigned char)text[0]) == seat_letter(sc, seat));
}

/* The seat --seat names: a seat's name or letter in any case; -1 for
 * none, with a message that names the variant's seats. */
static int
view_seat(const struct scene *sc, const char *text)
{
	char list[128];
	size_t len = 0;
	int seat;

	for (seat = 0; seat < sc->nseats; seat++)
		if (names_seat(sc, seat, text))
			return seat;
	list[0] = '\0';
	for (seat = 0; seat < sc->nseats && len < sizeof(list); seat++)
		len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s",
		    seat == 0 ? "" : seat + 1 == sc->nseats ? " or " : ", ",
		    seat_name(sc, seat));
	for (seat = 0; seat < sc->nseats && len < sizeof(list); seat++)
		len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%c",
		    seat == 0 ? ", or " : seat + 1 == sc->nseats ? " or " :
		    ", ", seat_letter(sc, seat));
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

int
is_blockade(const struct scene *sc, int kind)
{
	return sannin_kind_is_blockade(sc->v, kind);
}

int
to_act(const struct scene *sc)
{
	return sannin_position_over(sc->p, NULL) ? -1 :
	    sannin_position_turn(sc->p);
}

int
left_behind(const struct scene *sc, int army)
{
	int c, a = -1;

	for (c = 0; c < sannin_variant_ncells(sc->v); c++)
		if (unmoved(sc, army, sannin_position_piece(sc->p, c, &a)) &&
		    a == army)
			return 1;
	return 0;
}

int
unmoved(const struct scene *sc, int army, int kind)
{
	return kind != SANNIN_EMPTY && !is_blockade(sc, kind) &&
	    !(sannin_position_alive(sc->p) >> army & 1) &&
	    sannin_position_controller(sc->p, army) == army;
}

int
team_of(const struct scene *sc, int seat)
{
	int first;

	if (sannin_position_team(sc->p, seat) == 0)
		return -1;
	for (first = 0; sannin_position_team(sc->p, first) == 0; first++)
		;
	return first == seat || sannin_position_team(sc->p, first) >> seat &
	    1 ? 0 : 1;
}

int
seat_list(const struct scene *sc, unsigned seats, char *buf, size_t size)
{
	size_t len = 0;
	int seat, n = 0, left = 0;

	for (seat = 0; seat < sc->nseats; seat++)
		left += seats >> seat & 1;
	buf[0] = '\0';
	for (seat = 0; seat < sc->nseats; seat++) {
		if (!(seats >> seat & 1))
			continue;
		left--;
		if (len < size)
			len += (size_t)snprintf(buf + len, size - len, "%s%s",
			    seat_name(sc, seat), left > 1 ? ", " : left == 1 ?
			    " and " : "");
		n++;
	}
	return n;
}

/* The teams: each seat with its teammates, a team named once, by its
 * first seat. */
int
teams_text(const struct scene *sc, const char *mark, char *buf, size_t size)
{
	unsigned team, done = 0;
	size_t len = 0;
	int seat, named = 0;

	buf[0] = '\0';
	for (seat = 0; seat < sc->nseats; seat++) {
		team = sannin_position_team(sc->p, seat);
		if (team == 0 || done >> seat & 1)
			continue;
		team |= 1u << seat;
		if (named > 0 && len < size)
			len += (size_t)snprintf(buf + len, size - len,
			    " against ");
		if (len < size)
			len += (size_t)snprintf(buf + len, size - len, "%s",
			    mark);
		if (len < size) {
			named += seat_list(sc, team, buf + len, size - len);
			len += strlen(buf + len);
		}
		done |= team;
	}
	return named;
}

int
winners_text(const struct scene *sc, char *buf, size_t size)
{
	buf[0] = '\0';
	if (!sannin_position_over(sc->p, NULL))
		return -1;
	return seat_list(sc, sannin_position_winners(sc->p), buf, size);
}
