/*
 * diag.h - filling a sannin_diag.  The library never prints: it leaves
 * the code, severity, column and message here for the caller.
 */
#ifndef SN_DIAG_H
#define SN_DIAG_H

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

/* Fills dg (if not NULL); line is left 0 for the caller to set. */
void	sn_diag_set(sannin_diag *dg, int code, int severity, size_t col,
	    const char *fmt, ...) SN_PRINTF(5, 6) SN_COLD;

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
