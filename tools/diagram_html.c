/*
 * diagram_html.c - the replay page of sannin-diagram(1) (-T html): one
 * HTML file that holds everything it shows, with no server, network or
 * file beside it.  The board is the SVG of the other pictures, drawn
 * once at the end of the game (what a browser without scripts shows)
 * with a prototype of every piece; the page's script (replay_page.js)
 * puts the pieces of each ply on it from the data of the game
 * (diagram_html_data.c).  The script and the style sheet are files of
 * their own, made into C strings when the program is built
 * (replay_page.h), so that they read, and are checked, as what they are.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "diagram_html.h"
#include "record.h"
#include "replay_page.h"

static void
put_lines(const char *const *lines)
{
	for (; *lines != NULL; lines++)
		fputs(*lines, stdout);
}

/* The page's title: the record's Event and Date, or --title. */
static void
page_title(const struct scene *sc)
{
	char *heading = heading_of(sc);

	html_str(stdout, heading != NULL ? heading : "A game");
	free(heading);
}

/* A tag as a line of the header, when the record has it. */
static void
tag_row(const struct scene *sc, const char *label, const char *name)
{
	const char *value = record_tag(sc, name);

	if (value == NULL)
		return;
	printf("<tr><th scope=\"row\">");
	html_str(stdout, label);
	printf("</th><td>");
	html_str(stdout, value);
	printf("</td></tr>\n");
}

/* The header: the heading, the players by seat, where and when, the
 * result, the teams of a team game. */
static void
header(const struct scene *sc)
{
	char teams[128];
	int seat;

	printf("<header>\n<h1>");
	page_title(sc);
	printf("</h1>\n<table class=\"tags\">\n");
	for (seat = 0; seat < sc->nseats; seat++)
		tag_row(sc, seat_name(sc, seat), seat_name(sc, seat));
	tag_row(sc, "Event", "Event");
	tag_row(sc, "Site", "Site");
	tag_row(sc, "Date", "Date");
	tag_row(sc, "Round", "Round");
	tag_row(sc, "Result", "Result");
	if (teams_text(sc, "", teams, sizeof(teams)) > 0) {
		printf("<tr><th scope=\"row\">Teams</th><td>%s</td></tr>\n",
		    teams);
	}
	printf("</table>\n</header>\n");
}

/* The controls, hidden until the script shows them: they need it. */
static void
controls(const struct scene *sc)
{
	static const char *const speeds[] = {"0.5", "1", "2", "4", NULL};
	int seat, i;

	printf("<div class=\"controls\" id=\"controls\" hidden>\n"
	    "<button type=\"button\" id=\"first\" aria-label=\"First "
	    "position (Home)\">&#xAB;</button>\n"
	    "<button type=\"button\" id=\"prev\" aria-label=\"Previous "
	    "action (Left)\">&#x2039;</button>\n"
	    "<button type=\"button\" id=\"next\" aria-label=\"Next action "
	    "(Right)\">&#x203A;</button>\n"
	    "<button type=\"button\" id=\"last\" aria-label=\"Last position "
	    "(End)\">&#xBB;</button>\n"
	    "<button type=\"button\" id=\"play\" aria-label=\"Play\">"
	    "Play</button>\n"
	    "<label>Seconds a ply <select id=\"speed\">\n");
	for (i = 0; speeds[i] != NULL; i++)
		printf("<option%s>%s</option>\n", i == 1 ? " selected" : "",
		    speeds[i]);
	printf("</select></label>\n<label>View <select id=\"view\">\n");
	for (seat = 0; seat < sc->nseats; seat++)
		printf("<option value=\"%d\"%s>%s</option>\n", seat,
		    seat == sc->view ? " selected" : "", seat_name(sc, seat));
	printf("</select></label>\n</div>\n");
}

/* Beside the board: the caption, the hands and the events of the
 * position shown, here the end's. */
static void
state(const struct scene *sc)
{
	char buf[512];
	const char *player;
	int seat;

	svg_caption_text(sc, buf, sizeof(buf));
	printf("<p id=\"caption\" aria-live=\"polite\">");
	html_str(stdout, buf);
	printf("</p>\n<ul id=\"hands\">\n");
	for (seat = 0; seat < sc->nseats; seat++) {
		svg_hand_text(sc, seat, buf, sizeof(buf));
		printf("<li class=\"hue%d%s\"><b>%s</b>", sc->hue[seat],
		    to_act(sc) == seat ? " act" : "", seat_name(sc, seat));
		if ((player = player_of(sc, seat)) != NULL) {
			printf(" (");
			html_str(stdout, player);
			printf(")");
		}
		printf(":<span class=\"hand\">");
		html_str(stdout, buf);
		printf("</span></li>\n");
	}
	printf("</ul>\n<p id=\"legend\"></p>\n<ul id=\"events\"></ul>\n"
	    "<div id=\"comments\"></div>\n");
}

/* The members of the data that every ply shares: the seats, the cells,
 * how the board tints them. */
static void
board_data(const struct scene *sc, const struct opts *o)
{
	int seat, c;
	char name[4];

	printf("{\"r\":%d,\"seats\":[", o->size);
	for (seat = 0; seat < sc->nseats; seat++)
		printf("%s\"%s\"", seat ? "," : "", seat_name(sc, seat));
	printf("],\"hue\":[");
	for (seat = 0; seat < sc->nseats; seat++)
		printf("%s%d", seat ? "," : "", sc->hue[seat]);
	printf("],\"view\":%d,\"cells\":[", sc->view);
	for (c = 0; c < sannin_variant_ncells(sc->v); c++) {
		sannin_cell_name(sc->v, c, name);
		printf("%s\"%s\"", c ? "," : "", name);
	}
	printf("]");
	/* Square boards tint the promotion zone of the seat to act. */
	if (sannin_variant_board(sc->v) != SANNIN_BOARD_HEX) {
		printf(",\"plain\":\"%s\",\"tint\":[", SVG_CELL_FILL);
		for (seat = 0; seat < sc->nseats; seat++)
			printf("%s\"%s\"", seat ? "," : "", svg_tint(sc, seat));
		printf("],\"zones\":[");
		for (c = 0; c < sannin_variant_ncells(sc->v); c++) {
			unsigned z = 0;

			for (seat = 0; seat < sc->nseats; seat++)
				if (sannin_cell_in_zone(sc->v, c, seat))
					z |= 1u << seat;
			printf("%s%u", c ? "," : "", z);
		}
		printf("]");
	}
	printf(",\n");
}

/* The seat of the view asked for, or -1 (the message said why). */
static int
view_of(struct scene *sc, const struct opts *o)
{
	struct opts probe = *o;

	if (o->seat == NULL || seat_named(sc->v, o->seat) >= 0)
		return 0;
	/* draw() says which seats there are, and draws nothing. */
	return draw(sc, &probe) == EXIT_OK ? 0 : -1;
}

static void
page(struct scene *sc, const struct opts *o, const struct html_data *hd)
{
	printf("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
	    "content=\"width=device-width, initial-scale=1\">\n<title>");
	page_title(sc);
	printf("</title>\n<style>\n");
	put_lines(replay_css);
	printf("</style>\n</head>\n<body>\n<main id=\"replay\" "
	    "data-ply=\"%d\" data-node=\"%d\">\n", hd->plies, hd->plies);
	header(sc);
	printf("<div class=\"layout\">\n<div class=\"boardbox\">\n");
	draw(sc, o);
	printf("</div>\n<div class=\"side\">\n");
	controls(sc);
	state(sc);
	printf("<h2>Moves</h2>\n<p class=\"moves\" id=\"moves\">\n");
	fwrite(hd->moves, 1, hd->nmoves, stdout);
	printf("\n</p>\n</div>\n</div>\n"
	    "<script type=\"application/json\" id=\"replay-data\">\n");
	board_data(sc, o);
	fwrite(hd->data, 1, hd->ndata, stdout);
	printf("}\n</script>\n<script>\n");
	put_lines(replay_js);
	printf("</script>\n</main>\n</body>\n</html>\n");
}

int
html_page(const char *file, sannin_record *rec, const struct opts *o)
{
	const sannin_position *end = sannin_record_end(rec);
	size_t n = sannin_record_plies(rec);
	const sannin_action *last = n > 0 ? sannin_record_action(rec, n - 1,
	    NULL, NULL) : NULL;
	struct html_data hd;
	struct caption cap;
	struct scene sc;

	if (end == NULL)
		end = sannin_record_start(rec);
	memset(&cap, 0, sizeof(cap));
	cap.rec = rec;
	cap.ply = (long)n;
	cap.mover = -1;
	if (n > 0 && n <= rec->main.n) {
		const struct sn_node *nd = &rec->main.v[n - 1];

		cap.round = nd->round;
		cap.mover = nd->seat;
		snprintf(cap.action, sizeof(cap.action), "%s",
		    sn_node_move(nd, 0));
	}
	scene_of(&sc, end);
	sc.cap = &cap;
	sc.bare = 1;
	sc.title = o->title;
	if (last != NULL) {
		sc.last_from = last->type == SANNIN_ACT_DROP ? -1 : last->from;
		sc.last_to = last->type == SANNIN_ACT_ILLUMINATE ? -1 : last->to;
	}
	if (view_of(&sc, o) < 0)
		return EXIT_TROUBLE;
	if (html_data(rec, &sc, &hd) < 0) {
		warnx_("%s: out of memory", file);
		return EXIT_TROUBLE;
	}
	page(&sc, o, &hd);
	free(hd.data);
	free(hd.moves);
	return sannin_record_valid(rec) ? EXIT_OK : EXIT_INVALID;
}
