/*
 * diag_list.c - a list of diagnostics (struct sn_diags): what a reader
 * or the replay finds, in the order of the input, for the caller to
 * print.
 */
#include "config.h"

#include <stdarg.h>
#include <stdlib.h>

#include "diag.h"

/* Puts dg at the end of the list, uncounted. */
static void
append(struct sn_diags *d, const sannin_diag *dg)
{
	sannin_diag *v;
	size_t cap;

	if (d->n == d->cap) {
		cap = d->cap ? 2 * d->cap : 8;
		if ((v = realloc(d->v, cap * sizeof(*v))) == NULL) {
			d->oom = 1;
			return;
		}
		d->v = v;
		d->cap = cap;
	}
	d->v[d->n++] = *dg;
}

void
sn_diags_add(struct sn_diags *d, const sannin_diag *dg)
{
	if (dg->severity == SANNIN_SEV_ERROR)
		d->errors++;
	/* The first error is kept beyond the cap: it is what a reader of
	 * the diagnostics looks for. */
	if (d->n >= SN_MAXDIAGS && !(dg->severity == SANNIN_SEV_ERROR &&
	    d->errors == 1)) {
		d->dropped++;
		d->dropped_error |= dg->severity == SANNIN_SEV_ERROR;
		return;
	}
	append(d, dg);
}

void
sn_diags_vmsg(struct sn_diags *d, int format_code, enum sn_msg kind,
    unsigned long line, unsigned long col, va_list ap)
{
	sannin_diag dg;

	sn_diag_vmsg(&dg, kind, col, ap);
	if (dg.code == SN_E_FORMAT)
		dg.code = format_code;
	dg.line = line;
	sn_diags_add(d, &dg);
}

void
sn_diags_msg_(struct sn_diags *d, enum sn_msg kind, unsigned long line,
    unsigned long col, ...)
{
	va_list ap;

	va_start(ap, col);
	/* (The kinds of code SN_E_FORMAT are a reader's: sn_diags_vmsg.) */
	sn_diags_vmsg(d, SANNIN_E_SYNTAX, kind, line, col, ap);
	va_end(ap);
}

/* Does a come after b in the input?  (No place: after all.) */
static int
diag_after(const sannin_diag *a, const sannin_diag *b)
{
	if (a->line == 0 || b->line == 0)
		return a->line == 0 && b->line != 0;
	return a->line > b->line || (a->line == b->line && a->col > b->col);
}

void
sn_diags_sort(struct sn_diags *d)
{
	sannin_diag dg;
	size_t i, j;

	/* By insertion, which keeps the order of those of one place: the
	 * diagnostics are mostly in order already. */
	for (i = 1; i < d->n; i++) {
		if (!diag_after(&d->v[i - 1], &d->v[i]))
			continue;
		dg = d->v[i];
		for (j = i; j > 0 && diag_after(&d->v[j - 1], &dg); j--)
			d->v[j] = d->v[j - 1];
		d->v[j] = dg;
	}
	if (d->dropped == 0)
		return;
	if (d->dropped_error)
		sn_diag_msg(&dg, SN_MSG_DIAGS_DROPPED_ERROR, 0, d->dropped,
		    SN_MAXDIAGS);
	else
		sn_diag_msg(&dg, SN_MSG_DIAGS_DROPPED, 0, d->dropped,
		    SN_MAXDIAGS);
	d->dropped = 0;
	d->dropped_error = 0;
	/* (Past the cap: it says so itself.) */
	append(d, &dg);
}

void
sn_diags_free(struct sn_diags *d)
{
	free(d->v);
	d->v = NULL;
	d->n = d->cap = 0;
}
