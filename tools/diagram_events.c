/*
 * diagram_events.c - the events of an action in words, for the replay
 * page of sannin-diagram(1): what sannin-replay(1) writes as a word and
 * fields ("capture seat=Last piece=B owner=Middle cell=12l") said as a
 * reader would ("Last takes Middle's B on 12l").
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "diagram_html.h"

/* A cell's name, or "" for none. */
static const char *
cell_of(const struct scene *sc, int c, char buf[4])
{
	buf[0] = '\0';
	if (c != SANNIN_NOCELL)
		sannin_cell_name(sc->v, c, buf);
	return buf;
}

static const char *
kind_of(int kind)
{
	const char *name = sannin_kind_name(kind);

	return name != NULL ? name : "?";
}

/* How a game was won, after "X has won". */
static const char *
win_how(int how)
{
	switch (how) {
	case SANNIN_WIN_LAST:
		return ", the last seat left";
	case SANNIN_WIN_GARDEN:
		return " by reaching the Pleasure Garden";
	case SANNIN_WIN_KINGS:
		return " by taking the other kings";
	case SANNIN_WIN_ARMIES:
		return " by taking over the other armies";
	default:
		return "";
	}
}

static void
game_over(const struct scene *sc, const sannin_event *e, char *buf,
    size_t size)
{
	char list[128];
	int n;

	if (e->how == SANNIN_WIN_NONE) {
		snprintf(buf, size, "game over: no seat has won");
		return;
	}
	if (e->how == SANNIN_WIN_TEAM && e->seats != 0)
		n = seat_list(sc, e->seats, list, sizeof(list));
	else
		n = seat_list(sc, 1u << e->seat, list, sizeof(list));
	snprintf(buf, size, "game over: %s %s won%s", list, n > 1 ? "have" :
	    "has", win_how(e->how));
}

void
event_words(const struct scene *sc, const sannin_event *e, char *buf,
    size_t size)
{
	const char *seat = seat_name(sc, e->seat), *other = seat_name(sc,
	    e->other);
	char cell[4], list[128];

	switch (e->type) {
	case SANNIN_EV_CAPTURE:
		snprintf(buf, size, "capture: %s takes %s's %s on %s", seat,
		    other, kind_of(e->kind), cell_of(sc, e->cell, cell));
		break;
	case SANNIN_EV_PROMOTE:
		snprintf(buf, size, "promotion: %s's piece on %s becomes %s",
		    seat, cell_of(sc, e->cell, cell), kind_of(e->kind));
		break;
	case SANNIN_EV_CASTLING_LOST:
		snprintf(buf, size, "%s may no longer castle", seat);
		break;
	case SANNIN_EV_ALLIANCE:
		seat_list(sc, e->seats, list, sizeof(list));
		snprintf(buf, size, "alliance: %s allied against %s", list,
		    other);
		break;
	case SANNIN_EV_CHECK:
		snprintf(buf, size, "check: %s checks %s", seat, other);
		break;
	case SANNIN_EV_MATE:
		snprintf(buf, size, "mate: %s mates %s", seat, other);
		break;
	case SANNIN_EV_ELIMINATED:
		snprintf(buf, size, "elimination: %s is out of the game",
		    other);
		break;
	case SANNIN_EV_DISSOLVED:
		seat_list(sc, e->seats, list, sizeof(list));
		snprintf(buf, size, "the alliance of %s has ended", list);
		break;
	case SANNIN_EV_GAME_OVER:
		game_over(sc, e, buf, size);
		break;
	case SANNIN_EV_TAKEOVER:
		seat_list(sc, e->seats, list, sizeof(list));
		snprintf(buf, size, "takeover: %s, having mated %s, moves the "
		    "army of %s", seat, other, list);
		break;
	default:
		snprintf(buf, size, "event");
	}
}
