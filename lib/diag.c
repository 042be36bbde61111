/*
 * diag.c - filling a sannin_diag.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>

#include "diag.h"

void
sn_diag_set(sannin_diag *dg, int code, int severity, size_t col,
    const char *fmt, ...)
{
	va_list ap;

	if (dg == NULL)
		return;
	dg->code = code;
	dg->severity = severity;
	dg->line = 0;
	dg->col = col;
	va_start(ap, fmt);
	vsnprintf(dg->msg, sizeof(dg->msg), fmt, ap);
	va_end(ap);
}
