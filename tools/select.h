/*
 * select.h - the criteria of sannin-select(1): each option that names a
 * criterion or an operator becomes a token, in the order given; the
 * tokens make one expression, as find(1)'s do, which is then asked of
 * each game.
 */
#ifndef TOOLS_SELECT_H
#define TOOLS_SELECT_H

#include "sannin.h"

/* The tokens of an expression besides the criteria. */
enum {
	SEL_AND = 1,		/* -a, --and (or nothing between two) */
	SEL_OR,			/* -o, --or */
	SEL_NOT,		/* -n, --not, ! */
	SEL_OPEN,		/* ( */
	SEL_CLOSE		/* ) */
};

/* The criteria, by the option that names them. */
enum {
	SEL_TAG = 16,		/* -t NAME=VALUE, NAME~TEXT, NAME=~ERE */
	SEL_PLAYER,		/* -p VALUE, ~TEXT, =~ERE */
	SEL_RESULT,		/* --result RESULT */
	SEL_WINNER,		/* -w SEAT[,SEAT...] or none */
	SEL_PLIES,		/* --plies RANGE */
	SEL_ROUNDS,		/* --rounds RANGE */
	SEL_ALLIANCE,		/* --alliance */
	SEL_EVENT,		/* -e 'WORD [key=value ...]' */
	SEL_POSITION,		/* -P STRING */
	SEL_MATERIAL		/* -m SPEC */
};

struct sel;

/*
 * A new, empty expression (it selects every game); NULL when out of
 * memory.  rules are the --variant's and the -r options': a position
 * string of that variant is read under them.
 */
struct sel *sel_new(const sannin_rules *rules);
void	sel_free(struct sel *);

/*
 * Adds a token: an operator, or a criterion with the option's argument
 * (NULL for --alliance).  A bad argument is a usage error: the message
 * says why and the program exits.
 */
void	sel_add(struct sel *, int token, const char *arg);

/* Matching of tags and players without regard to case (-i); before
 * sel_compile. */
void	sel_ignore_case(struct sel *);

/* Builds the expression once every token is in: a usage error when the
 * tokens make none. */
void	sel_compile(struct sel *);

/* Whether the expression asks of the positions of a game (-P, -m):
 * then the game is decoded with sel_visit given each of them
 * (sannin_reader_decode), before sel_match is asked of it. */
int	sel_asks_positions(const struct sel *);
void	sel_visit(const sannin_position *, size_t ply, void *sel);

/*
 * Whether a game meets the expression: 1 yes, 0 no, -1 not known yet,
 * for a game that is not decoded (sannin_record_decode) and whose tags
 * do not settle it.  A game that is decoded always gets 1 or 0 (it
 * must be valid); -2 when out of memory.
 */
int	sel_match(struct sel *, const sannin_record *, int decoded);

#endif
