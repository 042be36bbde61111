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

#endif
