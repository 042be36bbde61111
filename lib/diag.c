/*
 * diag.c - filling a sannin_diag, and the lists its messages name.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"

#define SN_SEV_E SANNIN_SEV_ERROR
#define SN_SEV_W SANNIN_SEV_WARNING
#define SN_SEV_N SANNIN_SEV_NONE
#define SN_SEV_P SANNIN_SEV_NONE

const struct sn_msginfo sn_msgs[SN_NMSGS] = {
#define SN_MSG(name, code, sev, text) {code, SN_SEV_##sev, text},
#include "messages.h"
#undef SN_MSG
};

static void fill(sannin_diag *, int, int, size_t, const char *, va_list)
    SN_PRINTF(5, 0);

static void
fill(sannin_diag *dg, int code, int severity, size_t col, const char *fmt,
    va_list ap)
{
	dg->code = code;
	dg->severity = severity;
	dg->line = 0;
	dg->col = col;
	vsnprintf(dg->msg, sizeof(dg->msg), fmt, ap);
}

void
sn_diag_vmsg(sannin_diag *dg, enum sn_msg kind, size_t col, va_list ap)
{
	fill(dg, sn_msgs[kind].code, sn_msgs[kind].severity, col,
	    sn_msgs[kind].text, ap);
}

void
sn_diag_msg_(sannin_diag *dg, enum sn_msg kind, size_t col, ...)
{
	va_list ap;

	if (dg == NULL)
		return;
	va_start(ap, col);
	sn_diag_vmsg(dg, kind, col, ap);
	va_end(ap);
}

void
sn_diag_note_(sannin_diag *dg, int kind, ...)
{
	size_t len = strlen(dg->msg);
	va_list ap;

	va_start(ap, kind);
	vsnprintf(dg->msg + len, sizeof(dg->msg) - len, sn_msgs[kind].text, ap);
	va_end(ap);
}

int
sn_msg_piece_(char *buf, size_t size, int kind, ...)
{
	va_list ap;
	int n;

	va_start(ap, kind);
	n = vsnprintf(buf, size, sn_msgs[kind].text, ap);
	va_end(ap);
	return n;
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
