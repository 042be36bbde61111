/*
 * replay_reader.c - the public reader: each game read by the reader of
 * its format (formats/record_read.c), then replayed (sn_record_decode)
 * at the level asked for, under the rules given.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "record.h"
#include "replay.h"

struct sannin_reader {
	struct sn_reader syntax;
	int nodecode;
	int noforms;
	int keep;			/* the positions too (level 3) */
	sannin_rules defaults;
	/* The rules given for the games of other variants than the
	 * defaults' (sannin_reader_set_rules), one a variant. */
	sannin_rules given[SN_MAXGIVEN];
	int ngiven;
	struct sn_starts starts;	/* of the records replayed */
};

sannin_reader *
sannin_reader_new(FILE *fp, int format, const sannin_rules *defaults)
{
	sannin_reader *rd = calloc(1, sizeof(*rd));

	if (rd == NULL)
		return NULL;
	if (defaults != NULL)
		rd->defaults = *defaults;
	else
		sannin_rules_init(&rd->defaults);
	if (sn_reader_open(&rd->syntax, fp, format) < 0) {
		free(rd);
		return NULL;
	}
	return rd;
}

void
sannin_reader_set_decode(sannin_reader *rd, int decode)
{
	rd->nodecode = decode <= 0;
	rd->noforms = decode == 1;
	rd->keep = decode >= 3;
}

void
sannin_reader_set_rules(sannin_reader *rd, const sannin_rules *rules)
{
	if (rules->variant == rd->defaults.variant)
		rd->defaults = *rules;
	else
		sn_given_put(rd->given, &rd->ngiven, rules);
}

int
sannin_reader_decode(sannin_reader *rd, sannin_record *r, int level,
    sannin_visit_fn visit, void *arg)
{
	int rc;

	if (r->game != NULL)
		return 0;
	r->forms = level >= 2;
	r->keep = level >= 3;
	r->visit = visit;
	r->visit_arg = arg;
	rc = sn_record_decode(r, &rd->starts);
	r->visit = NULL;
	return rc;
}

void
sannin_reader_set_raw(sannin_reader *rd, int keep)
{
	rd->syntax.in.keeping = keep != 0;
}

int
sannin_reader_format(const sannin_reader *rd)
{
	return rd->syntax.format;
}

void
sannin_reader_free(sannin_reader *rd)
{
	if (rd == NULL)
		return;
	sn_reader_close(&rd->syntax);
	sn_starts_free(&rd->starts);
	free(rd);
}

int
sannin_reader_next(sannin_reader *rd, sannin_record **out, sannin_diag *dg)
{
	struct sannin_record *r = sn_record_new(&rd->defaults);
	int rc;

	*out = NULL;
	if (r == NULL) {
		sn_diag_msg(dg, SN_MSG_NOMEM, 0);
		return -1;
	}
	memcpy(r->given, rd->given, (size_t)rd->ngiven * sizeof(r->given[0]));
	r->ngiven = rd->ngiven;
	rc = sn_reader_read(&rd->syntax, r);
	r->forms = !rd->noforms;
	r->keep = rd->keep;
	/* A game with errors is never replayed: the notes of its tags now.
	 * (Without replaying, sannin_record_decode makes them.) */
	if (rc == 1 && r->diags.errors > 0)
		sn_record_tag_notes(r, 0);
	else if (rc != 1 || rd->nodecode)
		sn_record_sort_diags(r);
	else if (sn_record_decode(r, &rd->starts) < 0)
		r->oom = 1;
	if (r->oom) {
		sannin_record_free(r);
		sn_diag_msg(dg, SN_MSG_NOMEM, 0);
		return -1;
	}
	if (rc <= 0) {
		if (rc < 0 && dg != NULL) {
			if (r->diags.n > 0)
				*dg = r->diags.v[r->diags.n - 1];
			else
				sn_diag_msg(dg, SN_MSG_READ_ERROR, 0,
				    strerror(rd->syntax.in.err ?
				    rd->syntax.in.err : EIO));
		}
		sannin_record_free(r);
		return rc;
	}
	*out = r;
	return 1;
}
