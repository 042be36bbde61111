/*
 * diagram.h - the parts of sannin-diagram(1) and what they share: the
 * options, the scene (the position drawn and what a record says of it),
 * the boards that draw a scene (the hexagon, square boards), and the
 * pieces of terminal text and of SVG that every board uses.  Not
 * installed.
 *
 * The program is cut this way: sannin-diagram.c reads the options,
 * diagram_input.c the input (a position string or records) and makes
 * the scene, diagram_scene.c picks the board once for the variant and
 * the seat of the view, board_hex.c and board_square.c draw, and
 * diagram_text.c and diagram_svg.c hold what both boards write alike.
 */
#ifndef TOOLS_DIAGRAM_H
#define TOOLS_DIAGRAM_H

#include <stddef.h>
#include <stdio.h>

#include "comment_commands.h"
#include "sannin.h"

enum { OUT_ASCII, OUT_UTF8, OUT_SVG, OUT_HTML };
/* Where the cells are named (bits of opts.labels): on the edge of the
 * board, in the empty cells. */
enum { LAB_EDGE = 1, LAB_CELLS = 2 };

struct opts {
	int out, color, labels, size;
	long ply, game;
	int from;		/* the format of records */
	const char *seat;	/* --seat, or NULL: the board's own view */
	const char *title;	/* --title, or NULL: the record's */
	const char *posarg;	/* --position, or NULL */
	const char *file;	/* the input, or NULL */
	/* --arrow and --mark, each as a command of a comment:
	 * "[%cal R3c4d,G5c5d]", "[%csl Y4d]". */
	char drawn[16][128];
	int ndrawn;
	sannin_rules rules;
};

/*
 * What a record says of the position drawn from it: the tags, and how
 * far into the game it is.  A round starts with every action whose seat
 * does not come later in the regular order of play than the seat of the
 * action before it, as the writer of records numbers them.
 */
struct caption {
	const sannin_record *rec;	/* its tags */
	long ply;			/* actions played */
	unsigned long round;		/* of the last of them */
	int mover;			/* its seat; -1 when none */
	char action[SANNIN_ACTION_MAX];	/* it, in the record's notation */
};

/* What is drawn: the position, the seat whose view it is, the last
 * action when known. */
struct scene {
	const sannin_position *p;
	const sannin_variant *v;
	int nseats;
	int view;		/* the seat drawn at the bottom */
	int last_from, last_to;	/* cells, or -1 */
	unsigned checked;	/* seats whose king is in check */
	unsigned mated;		/* seats checkmated that stay in the game
				 * (Shipley) */
	int hue[SANNIN_MAXSEATS];	/* each army's colour, the board's
					 * hue of it */
	const struct caption *cap;	/* NULL: not from a record */
	const char *title;	/* --title, or NULL */
	struct sn_commands drawn;	/* arrows and marked cells */
	/*
	 * The board of a replay page (-T html): the SVG without its text,
	 * for the page's own, with a prototype of every piece and mark
	 * that some ply shows (kinds of each army, bits by kind; marks,
	 * bit s the seat s moving another's army, bit MARK_UNMOVED), the
	 * board in a group that the page turns to the other seats' views,
	 * and the edge labels of every view.
	 */
	int bare;
	unsigned used[SANNIN_MAXSEATS];
	unsigned marks;
};
#define MARK_UNMOVED (1u << SANNIN_MAXSEATS)

/*
 * A kind of board, and how it is drawn: the seat whose view is drawn
 * when --seat names none, the colour of each army (0 red, 1 blue, 2
 * green, 3 purple, in text and in SVG alike), and the drawings.  The
 * board of a variant is chosen once (diagram_scene.c); nothing else asks
 * which game it is.
 */
struct board {
	int (*default_view)(const sannin_variant *);
	int (*hue)(const sannin_variant *, int army);
	void (*text)(const struct scene *, const struct opts *);
	void (*svg)(const struct scene *, const struct opts *);
	/* The degrees that the board drawn in sc's view is turned,
	 * clockwise, to show it as `view` sees it. */
	int (*turn)(const struct scene *, int view);
};

extern const struct board hex_board;	/* board_hex.c */
extern const struct board square_board;	/* board_square.c */

/*
 * diagram_input.c: draws the input file ("-": the standard input), a
 * position string or records, or the position string of --position;
 * returns the exit status.
 */
int	draw_input(const char *file, const struct opts *);
int	draw_string(const char *text, const struct opts *);

/* diagram_scene.c: the scene of a position (not from a record, the
 * view not yet chosen). */
void	scene_of(struct scene *, const sannin_position *);

/*
 * Draws the scene on standard output as the options ask: the view of
 * --seat (a seat of the scene's variant), or the board's own.  Returns
 * EXIT_OK, or EXIT_TROUBLE when --seat names no seat of the variant
 * (nothing is drawn).
 */
int	draw(struct scene *, const struct opts *);

/*
 * diagram_drawn.c: the arrows and marked cells of the commands of the
 * comments of action `ply` (from 1) of the record, added to the scene's;
 * those of --arrow and --mark, added after them (EXIT_TROUBLE, with a
 * message, when one is not an arrow or a mark of the scene's board).
 */
void	drawn_of_action(struct scene *, const sannin_record *, long ply);
int	drawn_of_options(struct scene *, const struct opts *);
/* Where a board draws the centre of a cell; `board` is the board's own
 * measures. */
typedef void (*cell_centre_fn)(const void *board, int cell, double *x,
    double *y);
/* Draws the scene's arrows and marked cells over the board, r the
 * radius of a cell. */
void	svg_drawn(const struct scene *, double r, cell_centre_fn,
	    const void *board);

/* The letter of an army's pieces on the board ('f', 's'), of a seat in
 * the fields of a position string ('F', 'S'). */
int	army_letter(const struct scene *, int army);
int	seat_letter(const struct scene *, int seat);
const char *seat_name(const struct scene *, int seat);

/*
 * Is a piece of this kind a blockade: a king turned over after its seat
 * was mated, which never moves and is never taken (yonin shogi's +K)?
 * Where kings promote (sannin shogi) +K is a piece like the others.
 */
int	is_blockade(const struct scene *, int kind);

/* The seat to act, or -1 once the game is over (the turn then stays
 * with the seat that ended it, which is not to act). */
int	to_act(const struct scene *);
/* Are pieces of the army on the board that no seat moves (the army of a
 * seat out of the game whose pieces stay, as in Shipley's game)? */
int	left_behind(const struct scene *, int army);
/* Is a piece of this army and kind one of those (not a blockade)? */
int	unmoved(const struct scene *, int army, int kind);
/* The team of a seat in a team game: 0 for the team of the first seat
 * that has one, 1 for the other; -1 where there are no teams. */
int	team_of(const struct scene *, int seat);
/*
 * Seats as text, written to buf (always NUL-terminated), each returning
 * the number of seats named: the seats of a mask as a list of their
 * names ("North", "North and South", "A, B and C"); the teams, "North
 * and South against East and West", each team after `mark` (0 where
 * there are none); the
 * winners of a game that is over, a list that is empty when it ended
 * without a winner (-1 while the game goes on).
 */
int	seat_list(const struct scene *, unsigned seats, char *buf,
	    size_t size);
int	teams_text(const struct scene *, const char *mark, char *buf,
	    size_t size);
int	winners_text(const struct scene *, char *buf, size_t size);
/* The alliance that holds, as "First and Middle allied against Last";
 * returns 0 (buf empty) when none does. */
int	alliance_text(const struct scene *, char *buf, size_t size);

/*
 * The heading of the picture: --title, or else the record's Event and
 * Date tags, "Event, Date"; NULL when there is none (an empty --title, a
 * position string without --title, a record without those tags, or no
 * memory).  The caller frees it.
 */
char	*heading_of(const struct scene *);
/* A record's tag, NULL when it is missing or empty or when the scene is
 * not from a record; a seat's player is the tag named as the seat is. */
const char *record_tag(const struct scene *, const char *name);
const char *player_of(const struct scene *, int seat);

/*
 * Breaking text into lines: the width of the character at u and, in
 * *len, the bytes it takes (1 for a byte that starts no character).
 */
typedef double (*measure_fn)(const unsigned char *u, size_t *len);
/*
 * The end of the first line of text (which does not start with a blank)
 * that is `room` wide at most, broken after a word; *next gets where the
 * line after it starts, past the blanks.  A word wider than the line
 * makes a line alone, too wide.
 */
size_t	break_line(const char *text, double room, measure_fn, size_t *next);

/* ------------------------------------------------------------------ */
/* diagram_text.c: terminal text.                                      */

/*
 * A line of text is built in memory and written without its trailing
 * blanks; col counts the columns it takes on a terminal.
 */
#define LINEMAX 1024
struct line {
	char s[LINEMAX];
	size_t n;		/* bytes */
	int col;		/* columns on the terminal */
};

void	line_init(struct line *);
/* Appends text that takes `width` columns on a terminal. */
void	line_put(struct line *, const char *text, int width);
void	line_pad(struct line *, int col);
/* Writes the line without its trailing blanks, and empties it. */
void	line_end(struct line *);

/*
 * A piece as text: its army's letter and its kind, in letters ("P",
 * "+R") or with -T utf8 in kanji (a blockade "##", in UTF-8 "\u3013"),
 * coloured by army when colour is on.  Returns the columns it took.
 */
int	text_piece(struct line *, const struct scene *, const struct opts *,
	    int army, int kind);
/* The ANSI colour of an army and the code that ends it. */
const char *text_colour(const struct scene *, int army);
#define TEXT_NOCOLOUR "\033[0m"

/* Above the board: the heading (--title, or the record's event and
 * date), on lines of 78 columns at most. */
void	text_heading(const struct scene *, const struct opts *);
/* Below the board: the hands with the players, the seat to act, the
 * checks and mates, the seats out of the game and who moves their
 * armies, the alliance, the teams, the winners; the caption line (the
 * ply, its round, the last action). */
void	text_hands(const struct scene *, const struct opts *);
void	text_caption(const struct scene *);

/* ------------------------------------------------------------------ */
/* diagram_svg.c: SVG.                                                 */

/* The colour of a cell, and of an army's pieces and the tint of its
 * cells. */
#define SVG_CELL_FILL "#f4efe6"

const char *svg_colour(const struct scene *, int army);
const char *svg_tint(const struct scene *, int army);

/*
 * The measures every picture has, in pixels: its size, where the text
 * lines start on the left, the font sizes of the text below the board
 * and of the heading, the height of the heading and where the text
 * below the board starts; the lines of the heading and of the caption,
 * which svg_layout breaks to the width.
 */
struct page {
	double w, h;
	double left;
	double ft, fh;
	double head;
	double below;
	int nhead, ncap;
};

/* Sets the lines of the heading and of the caption, and the height of
 * the heading, for a page whose width, left and fonts are set. */
void	svg_layout(const struct scene *, struct page *);
/* The XML declaration, the svg element, the title (the position
 * string), the background. */
void	svg_start(const struct scene *, const struct page *);
/* The heading: --title, or the record's event and date, centred on
 * lines as wide as the picture. */
void	svg_heading(const struct scene *, const struct page *);
/* The caption under the board: for a record, the ply, its round and the
 * last action, the alliance that holds, the seat to act or the result;
 * for a position string, the alliance; on lines as wide as the
 * picture. */
void	svg_caption(const struct scene *, const struct page *);
/* A line of text for each seat: its player, its hand, its check, and
 * for a seat out of the game who moves its army. */
void	svg_hands(const struct scene *, const struct page *);
/* The width of the widest of those lines in em, a player's name taken
 * for 16 em at most (it is cut to the room left). */
double	svg_hands_em(const struct scene *);
/* The lines of text below the board: the caption's and the hands'. */
int	svg_lines(const struct scene *, const struct page *);

/* The paper of a piece: one for all, or in a team game its team's. */
const char *svg_paper(const struct scene *, int army);
/* The mark that stands for a team in the legend (U+25A0, a square),
 * which svg_marked draws in the paper of the team it names. */
#define SVG_TEAM_MARK "\u25a0"
/* Writes text with each SVG_TEAM_MARK drawn in the paper of a team, the
 * first team's first. */
void	svg_marked(const char *text);

/*
 * A shogi piece: a pentagon of radius r pointing at `angle` degrees (0
 * up, clockwise), on its army's paper, outlined and lettered in its
 * army's colour, promoted kinds too (their '+' says so), all in one
 * size.
 */
void	svg_piece(const struct scene *, double cx, double cy, double r,
	    double angle, int army, int kind);

/* Text from a record as XML character data, cut to `room` em. */
void	xml_text(const char *text, double room);
double	text_em(const char *text);
/* The length of the UTF-8 character at u, or 0 when it is not one that
 * XML allows. */
size_t	xml_char(const unsigned char *u);
/* Writes the character at u, of length k (xml_char), escaped for XML
 * text and attribute values alike; U+FFFD for one XML does not allow
 * (k 0). */
void	xml_put(FILE *, const unsigned char *u, size_t k);

/* The words under the board, also the replay page's: the caption, a
 * seat's hand and state (diagram_svg.c). */
void	svg_caption_text(const struct scene *, char *buf, size_t size);
void	svg_hand_text(const struct scene *, int seat, char *buf, size_t size);

/*
 * The replay page's board (bare scenes): the id of the prototype of a
 * piece ("pc-f-pR" for First's +R) or of a mark, written into buf; the
 * start of the prototypes, and of the cells' group.
 */
void	svg_piece_id(const struct scene *, int army, int kind, char buf[16]);
void	svg_defs_start(void);
void	svg_turn_start(double cx, double cy);
/*
 * The cells outlined in a scene, each with the name of its outline: the
 * cells of the last action ("last"), kings in check ("check") and kings
 * checkmated that stay in the game ("mated").  Returns how many, at
 * most OUTLINED_MAX.
 */
#define OUTLINED_MAX (2 + 2 * SANNIN_MAXSEATS)
int	outlined_cells(const struct scene *, int cells[OUTLINED_MAX],
	    const char *names[OUTLINED_MAX]);
/* A prototype or a mark placed at (x, y). */
void	svg_use(const char *id, double x, double y);

/* ------------------------------------------------------------------ */
/* diagram_html.c: the replay page (-T html).                          */

/* Writes the page of a record's game; returns the exit status. */
int	html_page(const char *file, sannin_record *, const struct opts *);

#endif
