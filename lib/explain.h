/*
 * explain.h - why a move named in a record is not legal.  Not installed.
 */
#ifndef SN_EXPLAIN_H
#define SN_EXPLAIN_H

#include <stddef.h>

#include "diag.h"
#include "position.h"

/* The action a record names, as read from its text. */
struct sn_wanted {
	int type;		/* SANNIN_ACT_ */
	int kind;		/* as written, promoted kinds included */
	int from, to;		/* from: -1 when not written */
	int suffix;		/* '+', '=' or 0 */
};

/*
 * Writes into buf why no legal action of the seat to act is the one
 * wanted, and returns the length of the text, or 0 when it finds no
 * reason to give.
 */
int	sn_explain(const sn_pos *, const struct sn_wanted *, char *buf,
	    size_t size) SN_COLD;

/*
 * Why the seat `marked`, which a record's action names, is not the seat
 * to act in p: " (reason)" in buf, or "" when there is nothing more to
 * say than who is to act.  Returns buf.
 */
const char *sn_explain_turn(const sn_pos *, int marked, char *buf,
	    size_t size) SN_COLD;

#endif
