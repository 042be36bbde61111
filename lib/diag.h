/*
 * diag.h - filling a sannin_diag.  The library never prints: it leaves
 * the code, severity, column and message here for the caller.
 */
#ifndef SN_DIAG_H
#define SN_DIAG_H

#include <stdarg.h>
#include <stddef.h>

#include "sannin.h"

#if defined(__GNUC__)
#define SN_PRINTF(a, b) __attribute__((format(printf, a, b)))
/* On the paths of errors: kept out of the way of the hot code. */
#define SN_COLD __attribute__((cold))
#else
#define SN_PRINTF(a, b)
#define SN_COLD
#endif

/*
 * The kinds of message (the catalogue, messages.h): SN_MSG_NAME for
 * each, and for each its code, severity and text in sn_msgs.
 */
enum sn_msg {
#define SN_MSG(name, code, sev, text) SN_MSG_##name,
#include "messages.h"
#undef SN_MSG
	SN_NMSGS
};

/* The code of a kind that the reader's format gives (messages.h). */
#define SN_E_FORMAT (-1)

struct sn_msginfo {
	int code, severity;
	const char *text;
};

extern const struct sn_msginfo sn_msgs[SN_NMSGS];

/*
 * A table's format is not checked by gcc, so each call of a message
 * also passes its arguments, unevaluated (inside sizeof), to
 * sn_msg_args with the kind's text as a constant array, which gcc
 * checks as it checks a literal: a wrong argument warns at build time.
 * sn_msg_args is declared, never defined or called.
 */
#if defined(__GNUC__)
#define SN_MSG(name, code, sev, text) \
	__attribute__((unused)) static const char sn_msgtext_SN_MSG_##name[] \
	    = text;
#include "messages.h"
#undef SN_MSG
void	sn_msg_args(const char *, ...) SN_PRINTF(1, 2);
#define SN_MSG_ARGS(kind, ...) \
	((void)sizeof(sn_msg_args(sn_msgtext_##kind, ##__VA_ARGS__), 0))
#endif

/* Fills dg (not NULL) with the kind's code, severity and message, of
 * the arguments in ap; line is left 0. */
void	sn_diag_vmsg(sannin_diag *dg, enum sn_msg, size_t col, va_list);

/* Fills dg (if not NULL) with the kind's code, severity and message;
 * line is left 0 for the caller to set. */
void	sn_diag_msg_(sannin_diag *dg, enum sn_msg, size_t col, ...) SN_COLD;
/* Adds a note (a kind of severity N) to the end of dg's message. */
void	sn_diag_note_(sannin_diag *dg, int kind, ...) SN_COLD;
#if defined(__GNUC__)
#define sn_diag_msg(dg, kind, col, ...) (SN_MSG_ARGS(kind, ##__VA_ARGS__), \
	sn_diag_msg_(dg, kind, col, ##__VA_ARGS__))
#define sn_diag_note(dg, kind, ...) (SN_MSG_ARGS(kind, ##__VA_ARGS__), \
	sn_diag_note_(dg, kind, ##__VA_ARGS__))
#else
#define sn_diag_msg sn_diag_msg_
#define sn_diag_note sn_diag_note_
#endif

/* A piece of a message (a kind of severity P) in buf, as snprintf. */
int	sn_msg_piece_(char *buf, size_t size, int kind, ...);
#if defined(__GNUC__)
#define sn_msg_piece(buf, size, kind, ...) \
	(SN_MSG_ARGS(kind, ##__VA_ARGS__), \
	sn_msg_piece_(buf, size, kind, ##__VA_ARGS__))
#else
#define sn_msg_piece sn_msg_piece_
#endif

/*
 * A list in a message, "a, b or c": n items, each written by one
 * sn_list_item, the last joined by `last` (" or ", " and ").  The text
 * is always NUL-terminated in buf, cut to size.
 */
struct sn_list {
	char *buf;
	size_t size, len;
	int i, n;
	const char *last;
};

#define SN_LIST(buf, n, last) {(buf), sizeof(buf), 0, 0, (n), (last)}

void	sn_list_item(struct sn_list *, const char *fmt, ...) SN_PRINTF(2, 3);
void	sn_list_raw(struct sn_list *, const char *);


/*
 * A list of diagnostics, which whoever checks something reports into
 * and whoever asked prints: the readers into a record's list, the
 * replay (lib/replay/) into the list it is given.  At most SN_MAXDIAGS
 * are kept, and the first error beyond them; the others are counted
 * (an error still counts in errors), so that a game of many warnings
 * holds little for them.  oom: a diagnostic was lost for want of
 * memory.
 */
#define SN_MAXDIAGS 1000
struct sn_diags {
	sannin_diag *v;
	size_t n, cap;
	int errors;
	size_t dropped;			/* past SN_MAXDIAGS */
	int dropped_error;		/* an error among them */
	int oom;
};

void	sn_diags_add(struct sn_diags *, const sannin_diag *) SN_COLD;
/* A diagnostic of the kind at line and col, with the arguments of its
 * text: sn_diags_msg(d, SN_MSG_..., line, col, ...).  format_code is
 * the code of the kinds of code SN_E_FORMAT (sn_diags_vmsg). */
void	sn_diags_vmsg(struct sn_diags *, int format_code, enum sn_msg,
	    unsigned long line, unsigned long col, va_list) SN_COLD;
void	sn_diags_msg_(struct sn_diags *, enum sn_msg, unsigned long line,
	    unsigned long col, ...) SN_COLD;
#if defined(__GNUC__)
#define sn_diags_msg(d, kind, line, col, ...) \
	(SN_MSG_ARGS(kind, ##__VA_ARGS__), \
	sn_diags_msg_(d, kind, line, col, ##__VA_ARGS__))
#else
#define sn_diags_msg sn_diags_msg_
#endif
/* Puts the diagnostics in the order of their place in the input, those
 * of no place last, and after them, once, one that says how many were
 * dropped. */
void	sn_diags_sort(struct sn_diags *);
void	sn_diags_free(struct sn_diags *);

#endif
