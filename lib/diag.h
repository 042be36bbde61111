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
#else
#define SN_PRINTF(a, b)
#endif

/* Fills dg (if not NULL); line is left 0 for the caller to set. */
void	sn_diag_set(sannin_diag *dg, int code, int severity, size_t col,
	    const char *fmt, ...) SN_PRINTF(5, 6);

#endif
