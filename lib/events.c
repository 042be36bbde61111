/*
 * events.c - events written as text: one line per event, a word for the
 * kind of event and key=value fields, e.g.
 *
 *	capture seat=Last piece=B owner=Middle cell=12l
 *	alliance seats=First,Middle outsider=Last how=dual by=First cell=6b cell2=7c
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "sannin.h"

static const char *const seatname[] = {"First", "Middle", "Last"};

static const char *
seat(int s)
{
	return s >= 0 && s < SANNIN_NSEATS ? seatname[s] : "?";
}

static void
seats(unsigned mask, char *buf, size_t size)
{
	size_t len = 0;
	int s;

	buf[0] = '\0';
	for (s = 0; s < SANNIN_NSEATS; s++)
		if (mask >> s & 1)
			len += (size_t)snprintf(buf + len, len < size ?
			    size - len : 0, "%s%s", len ? "," : "", seatname[s]);
}

const char *
sannin_seat_name(int s)
{
	return s >= 0 && s < SANNIN_NSEATS ? seatname[s] : NULL;
}

size_t
sannin_event_format(const sannin_event *e, char *buf, size_t size)
{
	static const char *const promo[] = {"?", "chosen", "forced",
	    "automatic"};
	static const char *const lost[] = {"?", "king-moved", "check",
	    "alliance"};
	static const char *const ally[] = {"?", "discovered", "dual"};
	static const char *const mate[] = {"?", "check", "no-action"};
	static const char *const win[] = {"?", "last-standing", "outsider",
	    "garden"};
	char c1[4], c2[4], list[32];
	const char *kind = sannin_kind_name(e->kind);
	int n;

	sannin_cell_name(e->cell, c1);
	sannin_cell_name(e->cell2, c2);
	switch (e->type) {
	case SANNIN_EV_CAPTURE:
		n = snprintf(buf, size, "capture seat=%s piece=%s owner=%s "
		    "cell=%s", seat(e->seat), kind ? kind : "?",
		    seat(e->other), c1);
		break;
	case SANNIN_EV_PROMOTE:
		n = snprintf(buf, size, "promote seat=%s piece=%s cell=%s "
		    "how=%s", seat(e->seat), kind ? kind : "?", c1,
		    promo[e->how < 4 ? e->how : 0]);
		break;
	case SANNIN_EV_CASTLING_LOST:
		n = snprintf(buf, size, "castling-lost seat=%s how=%s",
		    seat(e->seat), lost[e->how < 4 ? e->how : 0]);
		break;
	case SANNIN_EV_ALLIANCE:
		seats(e->seats, list, sizeof(list));
		n = snprintf(buf, size, "alliance seats=%s outsider=%s how=%s "
		    "by=%s cell=%s", list, seat(e->other),
		    ally[e->how < 3 ? e->how : 0], seat(e->seat), c1);
		if (e->cell2 != SANNIN_NOCELL && n >= 0)
			n += snprintf((size_t)n < size ? buf + n : NULL,
			    (size_t)n < size ? size - (size_t)n : 0,
			    " cell2=%s", c2);
		break;
	case SANNIN_EV_CHECK:
		n = snprintf(buf, size, "check by=%s king=%s cell=%s",
		    seat(e->seat), seat(e->other), c1);
		break;
	case SANNIN_EV_MATE:
		n = snprintf(buf, size, "mate by=%s seat=%s how=%s",
		    seat(e->seat), seat(e->other), mate[e->how < 3 ? e->how :
		    0]);
		break;
	case SANNIN_EV_ELIMINATED:
		n = snprintf(buf, size, "eliminated seat=%s", seat(e->other));
		break;
	case SANNIN_EV_DISSOLVED:
		seats(e->seats, list, sizeof(list));
		n = snprintf(buf, size, "dissolved seats=%s", list);
		break;
	case SANNIN_EV_GAME_OVER:
		n = snprintf(buf, size, "game-over winner=%s how=%s",
		    seat(e->seat), win[e->how < 4 ? e->how : 0]);
		break;
	default:
		n = snprintf(buf, size, "unknown");
		break;
	}
	return n < 0 ? 0 : (size_t)n;
}
