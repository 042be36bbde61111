/*
 * select_internal.h - what the parts of the expression of
 * sannin-select(1) share: a criterion as read from its option's
 * argument, the tokens, the tree they make, and the expression that
 * holds them.  Not installed; tools/select.h is the interface.
 *
 * The expression is cut this way: select.c holds the tokens and builds
 * the tree of the operators, select_parse.c reads each criterion from
 * its option's argument (and rejects a bad one as a usage error), and
 * select_eval.c asks the tree and its criteria of a game.
 */
#ifndef TOOLS_SELECT_INTERNAL_H
#define TOOLS_SELECT_INTERNAL_H

#include <regex.h>
#include <stddef.h>

#include "sannin.h"
#include "select.h"

/* Tag and player comparisons. */
enum { OP_EQ = 1, OP_SUB, OP_RE };

#define MAXFIELDS 8
#define MAXSIDES 4

/* A seat's material: kinds by their unpromoted letter. */
struct side {
	char seat[16];			/* a seat's letter or name */
	unsigned listed;		/* bit k: kind k given a count */
	int lo[SANNIN_KING + 1], hi[SANNIN_KING + 1];
	int rest;			/* '*': the others any number */
};

struct crit {
	int type;
	const char *arg;		/* as given, for messages */

	/* -t, -p: the tag (NULL: any seat's player), the comparison. */
	char name[65];
	int op;
	const char *value;
	regex_t re;
	int compiled;

	/* -w: seats, or none. */
	char seats[SANNIN_MAXSEATS][16];
	int nseats;

	/* --plies, --rounds: lo..hi. */
	unsigned long lo, hi;

	/* -e: the event's type, fields key=value. */
	int evtype;
	char keys[MAXFIELDS][24], vals[MAXFIELDS][64];
	int nfields;

	/* -P: the position and what is compared. */
	sannin_position *pos;
	int any_hands, any_turn;

	/* -m */
	struct side sides[MAXSIDES];
	int nsides;

	int slot;			/* -P, -m: in the replay's results */
};

struct tok {
	int type;
	struct crit *c;
};

/* What the value of an event's field names. */
enum { EV_SEAT = 1, EV_SEATS, EV_KIND, EV_CELL, EV_HOW };

struct evfield {
	char key[24];
	int what;
};

struct node {
	int type;			/* SEL_AND, SEL_OR, SEL_NOT or a
					 * criterion */
	int a, b;			/* operands, by index */
	struct crit *c;
};

struct sel {
	sannin_rules rules;
	int icase;
	struct tok *toks;
	size_t ntoks, tcap;
	struct node *nodes;
	size_t nnodes;
	int root;			/* -1: every game */
	size_t pos;			/* the parser's next token */
	int nslots;			/* criteria answered by the replay */
	char *reached;			/* their answers, for one game */
	char *reaching;			/* and of its last ply given */
	size_t ply;			/* (see sel_visit) */
	const char *evwords[16];	/* event words by type */
	char evkeys[16][96];		/* and their keys, " key key ... " */
	struct evfield evfields[16][MAXFIELDS];	/* the keys' values */
	int nevfields[16];
	char evhows[16][128];		/* the values of how, " a b ... " */
};

/* select_parse.c: the words, keys and values of the events, as
 * sannin_event_format writes them; made once, by sel_new. */
void	sel_event_words(struct sel *);

/* select_parse.c: reads a criterion from its option's argument, c->arg;
 * a bad one is a usage error. */
void	sel_read_criterion(struct sel *, struct crit *);

/* select_parse.c: compiles the regular expressions of -t and -p, once
 * -i is known; a bad one is a usage error. */
void	sel_compile_regexes(struct sel *);

#endif
