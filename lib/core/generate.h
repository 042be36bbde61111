/*
 * generate.h - the generation of the legal actions of a seat: every one,
 * those onto one cell, those that may check, whether there is any: one
 * entry, the mode a parameter (movegen.c, movegen_targeted.c); with what
 * attacks a cell (attacks.h), which it includes.  Not installed.
 */
#ifndef SN_GENERATE_H
#define SN_GENERATE_H

#include "attacks.h"
#include "position.h"

/* What the generator is asked for: the `mode` of a struct sn_gen_ask. */
enum sn_gen_mode {
	/* Every legal action of the seat, as if it were to act. */
	SN_GEN_ALL = 0,
	/* Those that end on cell `to` (moves and drops); with `kind` other
	 * than SANNIN_EMPTY only the moves of the pieces of that kind as
	 * they stand (a promoted kind is a kind of its own) and the drops
	 * of it. */
	SN_GEN_TO,
	/* The drops alone of SN_GEN_TO: what a record's drop asks. */
	SN_GEN_DROP_TO,
	/* Those that may check the king of a seat in the mask `victims`
	 * that the seat does not check now, and end on a cell of `only`:
	 * every one that does, and some that do not. */
	SN_GEN_CHECKS,
	/* Whether there is one that `accept` accepts (every one when accept
	 * is NULL), generating only as far as it takes to find one: 1 or
	 * 0, and nothing written to out (which may be NULL). */
	SN_GEN_ANY
};

/* What the caller knows of whether the seat is in check: a hint, the
 * answer is the same.  Known not in check, SN_GEN_ANY tries first the
 * moves that cannot open a line onto the seat's king. */
enum sn_check_hint {
	SN_CHECK_UNKNOWN = 0,
	SN_CHECK_NO,
	SN_CHECK_YES
};

/* The hint from 1 (in check), 0 (not) or -1 (not known). */
static inline enum sn_check_hint
sn_check_hint(int checked)
{
	return checked < 0 ? SN_CHECK_UNKNOWN : checked ? SN_CHECK_YES :
	    SN_CHECK_NO;
}

/* A request to the generator, filled by designated initialisers: what
 * a mode does not read may be left out, and a member left out asks for
 * nothing (no reach, no hint, every action accepted). */
struct sn_gen_ask {
	enum sn_gen_mode mode;
	int seat;			/* the seat that acts */
	int to;				/* SN_GEN_TO, SN_GEN_DROP_TO */
	int kind;			/* SN_GEN_TO, SN_GEN_DROP_TO */
	enum sn_check_hint check;	/* SN_GEN_TO, _DROP_TO, _ANY */
	unsigned victims;		/* SN_GEN_CHECKS */
	sn_set only;			/* SN_GEN_CHECKS */
	/* When not NULL, sn_reach of the piece on each cell (a board of
	 * at most 128 cells): SN_GEN_ALL, SN_GEN_CHECKS, SN_GEN_ANY. */
	const sn_set2 *reach;
	/* SN_GEN_ANY: which actions will do. */
	int (*accept)(const sn_pos *, const sannin_action *, void *);
	void *ctx;
};

/* The generator made for each mode (movegen_targeted.c), as a C++
 * template is instantiated for each of its parameters: called by sn_gen
 * alone. */
SN_CORE int	sn_gen_mode_all(const sn_pos *, int seat, const sn_set2 *reach,
	    sannin_action *out);
SN_CORE int	sn_gen_mode_to(const sn_pos *, int seat, int to, int kind,
	    enum sn_check_hint check, sannin_action *out);
SN_CORE int	sn_gen_mode_drop_to(const sn_pos *, int seat, int to, int kind,
	    enum sn_check_hint check, sannin_action *out);
SN_CORE int	sn_gen_mode_checks(const sn_pos *, int seat, unsigned victims,
	    const sn_set2 *reach, sn_set only, sannin_action *out);
SN_CORE int	sn_gen_mode_any(const sn_pos *, int seat,
	    int (*accept)(const sn_pos *, const sannin_action *, void *),
	    void *ctx);
SN_CORE int	sn_gen_mode_any_unchecked(const sn_pos *, int seat,
	    const sn_set2 *reach,
	    int (*accept)(const sn_pos *, const sannin_action *, void *),
	    void *ctx);

/*
 * The legal actions of a seat that `ask` asks for, written to out (room
 * for SANNIN_MAXACTIONS): their number, or with SN_GEN_ANY whether
 * there is one.  A seat out of the game has none.  Inline, so that a
 * call whose mode is a constant goes straight to that mode's generator
 * and the request is never built in memory: the generator is asked
 * often, for little, while a record is read.
 */
static inline int
sn_gen(const sn_pos *p, const struct sn_gen_ask *ask, sannin_action *out)
{
	switch (ask->mode) {
	case SN_GEN_TO:
		return sn_gen_mode_to(p, ask->seat, ask->to, ask->kind,
		    ask->check, out);
	case SN_GEN_DROP_TO:
		return sn_gen_mode_drop_to(p, ask->seat, ask->to, ask->kind,
		    ask->check, out);
	case SN_GEN_CHECKS:
		return sn_gen_mode_checks(p, ask->seat, ask->victims,
		    ask->reach, ask->only, out);
	case SN_GEN_ANY:
		return ask->check == SN_CHECK_NO ?
		    sn_gen_mode_any_unchecked(p, ask->seat, ask->reach,
		    ask->accept, ask->ctx) :
		    sn_gen_mode_any(p, ask->seat, ask->accept, ask->ctx);
	case SN_GEN_ALL:
	default:
		return sn_gen_mode_all(p, ask->seat, ask->reach, out);
	}
}

#endif
