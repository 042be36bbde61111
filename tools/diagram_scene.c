/*
 * diagram_scene.c - from a position to a drawing: the board that draws
 * the position's variant, chosen here and only here, the seat of the
 * view, and the names and letters of the variant's seats.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
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
	sc->title = NULL;
	sc->bare = 0;
	memset(sc->used, 0, sizeof(sc->used));
	sc->marks = 0;
	sc->last_from = sc->last_to = -1;
	sn_commands_clear(&sc->drawn);
	sc->checked = 0;
	sc->mated = sannin_position_mated(p);
	for (s = 0; s < sc->nseats; s++) {
		if (sannin_position_checkers(p, s))
			sc->checked |= 1u << s;
		sc->hue[s] = board_of(sc->v)->hue(sc->v, s);
	}
}

/* The seat --seat names: a seat's name or letter in any case; -1 for
 * none, with a message that names the variant's seats. */
static int
view_seat(const struct scene *sc, const char *text)
{
	char list[128];
	size_t len = 0;
	int seat;

	if ((seat = seat_named(sc->v, text)) >= 0)
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

	sc->title = o->title;
	if (o->out == OUT_HTML && !sc->bare) {
		warnx_("-T html makes the page of a record's game, not of a "
		    "position string");
		return EXIT_TROUBLE;
	}
	if (o->seat == NULL)
		sc->view = b->default_view(sc->v);
	else if ((sc->view = view_seat(sc, o->seat)) < 0)
		return EXIT_TROUBLE;
	if (drawn_of_options(sc, o) != EXIT_OK)
		return EXIT_TROUBLE;
	if (o->out == OUT_SVG || o->out == OUT_HTML)
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

int
alliance_text(const struct scene *sc, char *buf, size_t size)
{
	unsigned allies = sannin_position_alliance(sc->p);
	size_t len;

	buf[0] = '\0';
	if (allies == 0)
		return 0;
	seat_list(sc, allies, buf, size);
	len = strlen(buf);
	if (len < size)
		len += (size_t)snprintf(buf + len, size - len, " allied against ");
	if (len < size)
		seat_list(sc, sannin_position_alive(sc->p) & ~allies, buf + len,
		    size - len);
	return 1;
}

const char *
record_tag(const struct scene *sc, const char *name)
{
	const char *v = sc->cap != NULL ? sannin_record_tag(sc->cap->rec,
	    name) : NULL;

	return v != NULL && *v != '\0' ? v : NULL;
}

const char *
player_of(const struct scene *sc, int seat)
{
	return record_tag(sc, seat_name(sc, seat));
}

char *
heading_of(const struct scene *sc)
{
	const char *event = record_tag(sc, "Event"), *date = record_tag(sc,
	    "Date");
	size_t n;
	char *h;

	if (sc->title != NULL) {
		event = *sc->title != '\0' ? sc->title : NULL;
		date = NULL;
	}
	while (event != NULL && *event == ' ')
		event++;
	if (event != NULL && *event == '\0')
		event = NULL;
	if (event == NULL && date == NULL)
		return NULL;
	n = (event != NULL ? strlen(event) : 0) + (date != NULL ? strlen(date) :
	    0) + 3;
	if ((h = malloc(n)) == NULL)
		return NULL;
	snprintf(h, n, "%s%s%s", event != NULL ? event : "", event != NULL &&
	    date != NULL ? ", " : "", date != NULL ? date : "");
	return h;
}

size_t
break_line(const char *text, double room, measure_fn measure, size_t *next)
{
	const unsigned char *u = (const unsigned char *)text;
	size_t i = 0, k, end = 0;
	double w = 0;

	while (u[i] != '\0') {
		/* A blank after a word: the line may end here. */
		if (u[i] == ' ' && i > 0 && u[i - 1] != ' ')
			end = i;
		w += measure(u + i, &k);
		if (w > room && u[i] != ' ')
			break;
		i += k ? k : 1;
	}
	if (u[i] == '\0')
		end = i;
	else if (end == 0)		/* one word, wider than the line */
		end = i + strcspn(text + i, " ");
	for (*next = end; u[*next] == ' '; (*next)++)
		;
	while (end > 0 && u[end - 1] == ' ')
		end--;
	return end;
}
