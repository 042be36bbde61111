/*
 * sannin-diagram - draws a position of sannin shogi, yonin shogi or
 * Shipley's Four Player Shogi as terminal text (ASCII or UTF-8) or as a
 * standalone SVG picture; see sannin-diagram(1).  This file reads the
 * command line; diagram.h says where the rest is.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"
#include "diagram.h"

#define USAGE "usage: sannin-diagram [-T format] [-f format] " \
	"[-P position] [-r name=value] [--variant name] [--ply=N] " \
	"[--game=N] [--seat=seat] [--title=text] " \
	"[--arrow=list] [--mark=list] " \
	"[--size=N] [--color=when] [--labels=where] [file]"
static void
help(void)
{
	printf("%s\n\n"
	    "Draws a position of sannin shogi, yonin shogi or Shipley's Four "
	    "Player Shogi,\ngiven as a position string or taken from a "
	    "record.\n\n"
	    "  -T, --to=FORMAT     ascii, utf8, svg or html, a page that replays the\n"
	    "                      game (default: ascii)\n"
	    "  -P, --position=STRING  draw this position string\n"
	    "  -p, --ply=N         the position after N actions of the record "
	    "(default: its end)\n"
	    "  -g, --game=N        the Nth game of the input (default: 1)\n"
	    "  -s, --seat=SEAT     draw the board as SEAT sees it: First, "
	    "Middle (the\n"
	    "                      default) or Last; in yonin South (the "
	    "default),\n"
	    "                      West, North or East; in shipley South "
	    "(the\n"
	    "                      default), North, East or West; or its "
	    "letter, in any\n"
	    "                      case\n"
	    "      --title=TEXT    the heading above the board, instead of "
	    "the record's\n"
	    "                      Event and Date; --title= draws none\n"
	    "      --arrow=LIST    SVG: arrows to draw, as in [%%cal]: "
	    "R3c4d,G5c5d\n"
	    "      --mark=LIST     SVG: cells to mark, as in [%%csl]: Y4d,B5c\n"
	    "      --size=N        SVG: a cell's radius, or half its side, in "
	    "pixels\n"
	    "                      (default 24)\n"
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

/* The long options without a letter, beyond common.h's. */
#define OPT_TITLE (OPT_VARIANT + 100)
#define OPT_ARROW (OPT_VARIANT + 101)
#define OPT_MARK (OPT_VARIANT + 102)

/* Keeps --arrow or --mark as the command of a comment that says it,
 * read once the board is known; a usage error past the room kept. */
static void
drawn_option(struct opts *o, const char *name, const char *list)
{
	int n;

	if (o->ndrawn == (int)(sizeof(o->drawn) / sizeof(o->drawn[0])) ||
	    (n = snprintf(o->drawn[o->ndrawn], sizeof(o->drawn[0]),
	    "[%%%s %s]", name, list)) < 0 ||
	    (size_t)n >= sizeof(o->drawn[0]) || strchr(list, ']') != NULL) {
		warnx_("--%s: '%s': too many or too long, or a ']'",
		    strcmp(name, "cal") == 0 ? "arrow" : "mark", list);
		usage_error();
	}
	o->ndrawn++;
}

/* Fills o from the command line; a usage error ends the program. */
static void
parse_options(int argc, char *argv[], struct opts *o)
{
	/* In the order of OUT_ASCII... */
	static const char *const outputs[] = {"ascii", "utf8", "svg", "html",
	    NULL};
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
		{"title", required_argument, NULL, OPT_TITLE},
		{"arrow", required_argument, NULL, OPT_ARROW},
		{"mark", required_argument, NULL, OPT_MARK},
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
			/* A seat of the variant of the position drawn,
			 * which the input tells. */
			o->seat = optarg;
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
		case OPT_TITLE:
			o->title = optarg;
			break;
		case OPT_ARROW:
			drawn_option(o, "cal", optarg);
			break;
		case OPT_MARK:
			drawn_option(o, "csl", optarg);
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
	if (o->out == OUT_HTML && o->ply >= 0) {
		warnx_("--ply goes with a picture; a page (-T html) holds every "
		    "ply, and its URL's #ply=N opens one");
		usage_error();
	}
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
