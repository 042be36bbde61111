/*
 * diag.c - filling a sannin_diag, and the lists its messages name.
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

void
sn_list_item(struct sn_list *l, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (l->size > 0 && l->i == 0)
		l->buf[0] = '\0';
	if (l->i > 0)
		sn_list_raw(l, l->i == l->n - 1 ? l->last : ", ");
	va_start(ap, fmt);
	n = vsnprintf(l->len < l->size ? l->buf + l->len : NULL,
	    l->len < l->size ? l->size - l->len : 0, fmt, ap);
	va_end(ap);
	if (n > 0)
		l->len += (size_t)n;
	l->i++;
}

void
sn_list_raw(struct sn_list *l, const char *s)
{
	int n = snprintf(l->len < l->size ? l->buf + l->len : NULL,
	    l->len < l->size ? l->size - l->len : 0, "%s", s);

	if (n > 0)
		l->len += (size_t)n;
}
