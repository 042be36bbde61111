/*
 * util.h - what the C tests share: a small TAP producer, and compact ways
 * to build positions and list their actions.
 */
#ifndef TEST_UTIL_H
#define TEST_UTIL_H

#include "sannin.h"

/* TAP: each check prints "ok N - what" or "not ok N - what". */
#define ok(cond, ...) tap_ok((cond) != 0, __FILE__, __LINE__, __VA_ARGS__)
#define is_int(got, want, ...) \
	tap_is_int((long long)(got), (long long)(want), __FILE__, __LINE__, \
	    __VA_ARGS__)
#define is_str(got, want, ...) \
	tap_is_str((got), (want), __FILE__, __LINE__, __VA_ARGS__)

int	tap_ok(int, const char *, int, const char *, ...)
	    __attribute__((format(printf, 4, 5)));
int	tap_is_int(long long, long long, const char *, int, const char *, ...)
	    __attribute__((format(printf, 5, 6)));
int	tap_is_str(const char *, const char *, const char *, int,
	    const char *, ...) __attribute__((format(printf, 5, 6)));
int	tap_done(void);	/* prints the plan; the exit status for main */

/* Sannin shogi, the variant of most tests. */
#define SV sannin_variant_get(SANNIN_VARIANT_SANNIN)

/* The cell of a name such as "7g"; aborts the test on a bad name. */
int	cell(const char *);

/*
 * A position from a compact description, defaults for the rules unless
 * given: words separated by spaces,
 *   F+R5e  MK10m  LP3c     a piece: seat letter F M L, piece, cell
 *   hM:P2  hF:R1           pieces in a seat's hand
 *   turn=M                 the seat to act (default First)
 *   castle=FM              seats that still may castle (default none)
 *   ally=ML                an alliance of two seats
 *   out=L                  a seat no longer playing
 * Aborts the test on a bad description.
 */
sannin_position *pos(const char *, const sannin_rules *);

/*
 * The legal actions of the seat, each in long form, sorted, separated by
 * single spaces.  The string is static, overwritten by the next call.
 */
const char *actions(const sannin_position *, int seat);

/* Non-zero when the move text names exactly one legal action of the
 * seat to act. */
int	legal(const sannin_position *, const char *);

/* Plays a move given as text; aborts the test when it is not legal. */
void	play(sannin_position *, const char *);

/* Plays a move given as text and returns its events, formatted and
 * separated by "; ", or "refused: " and the diagnostic.  Static string. */
const char *play_events(sannin_position *, const char *);

/* The position turned 120 degrees clockwise: First's pieces become
 * Middle's, Middle's Last's, Last's First's, hands and turn likewise. */
sannin_position *rotate(const sannin_position *);
int	rotate_cell(int);

/* The whole of a file of the source tree ($top_srcdir, else the current
 * directory), NUL-terminated, for free(); NULL when it cannot be read. */
char	*srcfile(const char *name);

#endif
