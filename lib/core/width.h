/*
 * width.h - the two copies of the rules core.
 *
 * A cell set has room for the 189 cells of Shipley's cross: three 64-bit
 * words (bitset.h).  The boards of sannin and yonin shogi fit in two, and
 * their games spend most of their time in set operations, so the shared
 * core of the rules (position.c, attacks.c, movegen.c,
 * movegen_targeted.c, legal.c) is compiled twice.  Once as it is, for
 * every board.  And once with SN_OPW 2, for the boards of at most 128
 * cells, in one unit with the modules of the games played on them
 * (lib/narrow_boards.c): there the core's functions are the unit's own
 * (SN_CORE: static), so the two copies share their names and the modules
 * of sannin and yonin call the narrow copy as they name it.  The data
 * the copies share is laid out alike in both, so a position passes from
 * one to the other as it is.
 *
 * Each file of the core includes this header (position.h does).  A
 * function of the wide copy that callers outside the core reach often
 * is a thin entry: SN_TO_NARROW hands a position of a narrow variant
 * (sannin_variant.narrow) to its narrow twin, through the table of the
 * narrow copy (narrow_core.h), and any other goes on to the function's
 * body, kept apart (SN_OUTLINE).  The wide copy stays right for every
 * board; the hand-over only makes it faster.  Not installed.
 */
#ifndef SN_WIDTH_H
#define SN_WIDTH_H

#if defined(SN_OPW) && SN_OPW == 2

/* A function of the core, declared in its header: the narrow unit's own.
 * (Those the unit does not call are left out without a word.) */
#define SN_CORE static __attribute__((unused))

#define SN_TO_NARROW(p, f, args) ((void)0)
#define SN_OUTLINE

#else

#define SN_CORE

/*
 * In the wide copy, at the top of function f with arguments args (in
 * parentheses): hands a position p of a narrow variant to f's narrow
 * twin and returns what it returns.  The table's member has f's own
 * type (narrow_core.h), so the two cannot drift apart.
 */
#define SN_TO_NARROW(p, f, args) do {					\
	if ((p)->v->narrow)						\
		return sn_narrow_core.f args;				\
} while (0)

/* The body of such a function, apart from it: were the body inlined,
 * each hand-over would first pay for the body's registers and stack
 * frame.  (In the narrow copy the body may be inlined.) */
#define SN_OUTLINE __attribute__((noinline))

#endif

#endif
