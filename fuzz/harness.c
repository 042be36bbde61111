/*
 * harness.c - libFuzzer entry points for the readers and parsers of
 * libsannin.  Built once per target with -DFUZZ_TARGET=fuzz_NAME (see
 * fuzz/run.sh, "make fuzz"); each target checks, besides the sanitizers'
 * findings, an invariant of its own, and traps when it breaks:
 *
 *   fuzz_text       text records: read, decode, write every game
 *   fuzz_yaml       YAML records: the same
 *   fuzz_json       JSON records: the same, and every valid game
 *                   written as JSON with every writer option (the
 *                   decoded fields too) reads back to a valid game that
 *                   writes the same text (with every mark)
 *   fuzz_position   position strings: a string read writes a string
 *                   that reads back to the same position
 *   fuzz_move       move notation, on the position given by the first
 *                   line (or the start): a move parsed, written and
 *                   parsed again is the same action
 *   fuzz_rules      rule option lists, of each variant: what is read
 *                   writes a list that reads back to the same options
 *   fuzz_roundtrip  records in any format: every valid game written
 *                   in text, YAML and JSON reads back to a game that
 *                   writes the same bytes
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sannin.h"
#include "record.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);
int	fuzz_text(const uint8_t *, size_t);
int	fuzz_yaml(const uint8_t *, size_t);
int	fuzz_json(const uint8_t *, size_t);
int	fuzz_position(const uint8_t *, size_t);
int	fuzz_move(const uint8_t *, size_t);
int	fuzz_rules(const uint8_t *, size_t);
int	fuzz_roundtrip(const uint8_t *, size_t);

#define CHECK(e) do { if (!(e)) { \
	fprintf(stderr, "%s:%d: invariant broken: %s\n", __FILE__, \
	    __LINE__, #e); \
	abort(); } } while (0)

/* Writes a record in a format into a new buffer (the caller frees it). */
static char *
written(const sannin_record *rec, int format, int flags, size_t *len)
{
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);

	if (f == NULL)
		return NULL;
	CHECK(sannin_record_write(rec, f, format, flags) == 0);
	fclose(f);
	return buf;
}

/* Two decodings of one line agree on what each action did and on the
 * seats the writers name. */
static void
same_line(const struct sn_line *a, const struct sn_line *b)
{
	size_t i, k;

	CHECK(a->n == b->n);
	for (i = 0; i < a->n; i++) {
		const struct sn_node *x = &a->v[i], *y = &b->v[i];

		CHECK(x->decoded == y->decoded);
		if (!x->decoded)
			continue;
		CHECK(x->seat == y->seat && x->facts == y->facts &&
		    x->show_marker == y->show_marker && x->nev == y->nev &&
		    sannin_action_equal(&x->act, &y->act));
		CHECK(x->nev == 0 ||
		    memcmp(x->ev, y->ev, (size_t)x->nev * sizeof(*x->ev)) == 0);
		for (k = 0; k < x->nvars; k++)
			same_line(&x->vars[k], &y->vars[k]);
	}
}

/* Two decodings of one game agree: valid or not, every diagnostic, and
 * every action. */
static void
same_diags(const sannin_record *a, const sannin_record *b)
{
	const sannin_diag *x, *y;
	size_t i;

	same_line(&a->main, &b->main);
	CHECK(sannin_record_valid(a) == sannin_record_valid(b));
	CHECK(sannin_record_ndiags(a) == sannin_record_ndiags(b));
	for (i = 0; i < sannin_record_ndiags(a); i++) {
		x = sannin_record_diag(a, i);
		y = sannin_record_diag(b, i);
		CHECK(x->code == y->code && x->severity == y->severity &&
		    x->line == y->line && x->col == y->col &&
		    strcmp(x->msg, y->msg) == 0);
	}
}

/* A valid game written as JSON with every writer option reads back to
 * a valid game whose text, every mark that holds written, is the
 * game's: the decoded fields are read past, the long forms read as the
 * short ones, and the marks added are the ones that hold. */
static void
decoded_json(const sannin_record *rec)
{
	sannin_reader *r2;
	sannin_record *rec2;
	sannin_diag d;
	char *w1, *t1, *t2;
	size_t n1, m1, m2;
	FILE *g;

	w1 = written(rec, SANNIN_FORMAT_JSON, SANNIN_WRITE_LONG |
	    SANNIN_WRITE_MARKS | SANNIN_WRITE_DECODED, &n1);
	CHECK(w1 != NULL);
	CHECK(n1 > 0 && memchr(w1, '\n', n1) == w1 + n1 - 1);
	g = fmemopen(w1, n1, "r");
	CHECK(g != NULL);
	r2 = sannin_reader_new(g, SANNIN_FORMAT_AUTO, NULL);
	CHECK(r2 != NULL);
	CHECK(sannin_reader_next(r2, &rec2, &d) == 1);
	CHECK(sannin_record_valid(rec2));
	t1 = written(rec, SANNIN_FORMAT_TEXT, SANNIN_WRITE_MARKS, &m1);
	t2 = written(rec2, SANNIN_FORMAT_TEXT, SANNIN_WRITE_MARKS, &m2);
	CHECK(t1 != NULL && t2 != NULL && m1 == m2 &&
	    memcmp(t1, t2, m1) == 0);
	free(t1);
	free(t2);
	sannin_record_free(rec2);
	CHECK(sannin_reader_next(r2, &rec2, &d) == 0);
	sannin_reader_free(r2);
	fclose(g);
	free(w1);
}

/* Reads every game of the input in the format; with `again`, writes
 * each valid one in both formats and reads it back (round trip); else
 * reads the input a second time at decode level 1 (validation, which
 * leaves whether a seat can act to its next action) and checks that
 * each game decodes the same. */
static int
records(const uint8_t *data, size_t size, int format, int again)
{
	static const int formats[] = { SANNIN_FORMAT_TEXT, SANNIN_FORMAT_YAML,
	    SANNIN_FORMAT_JSON };
	sannin_reader *r, *rv = NULL;
	sannin_record *rec, *rec2;
	sannin_diag d;
	FILE *f = size ? fmemopen((void *)data, size, "r") : NULL;
	FILE *fv = NULL;
	char *w1, *w2;
	size_t n1, n2;
	int i, got;

	if (f == NULL)
		return 0;
	if ((r = sannin_reader_new(f, format, NULL)) == NULL) {
		fclose(f);
		return 0;
	}
	if (!again && (fv = fmemopen((void *)data, size, "r")) != NULL &&
	    (rv = sannin_reader_new(fv, format, NULL)) != NULL)
		sannin_reader_set_decode(rv, 1);
	while ((got = sannin_reader_next(r, &rec, &d)) > 0) {
		if (rv != NULL) {
			sannin_diag dv;

			CHECK(sannin_reader_next(rv, &rec2, &dv) == 1);
			same_diags(rec, rec2);
			sannin_record_free(rec2);
		}
		for (i = 0; again && sannin_record_valid(rec) && i < 3; i++) {
			w1 = written(rec, formats[i], 0, &n1);
			CHECK(w1 != NULL);
			{
				FILE *g = fmemopen(w1, n1, "r");
				sannin_reader *r2;

				CHECK(g != NULL);
				r2 = sannin_reader_new(g, formats[i], NULL);
				CHECK(r2 != NULL);
				CHECK(sannin_reader_next(r2, &rec2, &d) == 1);
				CHECK(sannin_record_valid(rec2));
				w2 = written(rec2, formats[i], 0, &n2);
				CHECK(w2 != NULL && n1 == n2 &&
				    memcmp(w1, w2, n1) == 0);
				free(w2);
				sannin_record_free(rec2);
				CHECK(sannin_reader_next(r2, &rec2, &d) == 0);
				sannin_reader_free(r2);
				fclose(g);
			}
			free(w1);
		}
		if (!again && sannin_record_valid(rec) &&
		    format == SANNIN_FORMAT_JSON)
			decoded_json(rec);
		else if (!again && sannin_record_valid(rec)) {
			/* The other format, with every writer option. */
			w1 = written(rec, format == SANNIN_FORMAT_YAML ?
			    SANNIN_FORMAT_TEXT : SANNIN_FORMAT_YAML,
			    SANNIN_WRITE_LONG | SANNIN_WRITE_MARKS |
			    SANNIN_WRITE_DECODED, &n1);
			free(w1);
		}
		sannin_record_free(rec);
	}
	sannin_reader_free(rv);
	if (fv != NULL)
		fclose(fv);
	sannin_reader_free(r);
	fclose(f);
	return 0;
}

int
fuzz_text(const uint8_t *data, size_t size)
{
	return records(data, size, SANNIN_FORMAT_TEXT, 0);
}

int
fuzz_yaml(const uint8_t *data, size_t size)
{
	return records(data, size, SANNIN_FORMAT_YAML, 0);
}

int
fuzz_json(const uint8_t *data, size_t size)
{
	return records(data, size, SANNIN_FORMAT_JSON, 0);
}

int
fuzz_roundtrip(const uint8_t *data, size_t size)
{
	return records(data, size, SANNIN_FORMAT_AUTO, 1);
}

int
fuzz_position(const uint8_t *data, size_t size)
{
	char a[SANNIN_POSITION_MAX], b[SANNIN_POSITION_MAX];
	sannin_position *p, *q;
	sannin_diag d;

	if ((p = sannin_position_read((const char *)data, size, NULL,
	    &d)) == NULL)
		return 0;
	CHECK(sannin_position_write(p, a, sizeof(a)) < sizeof(a));
	q = sannin_position_read(a, strlen(a), NULL, &d);
	CHECK(q != NULL);
	CHECK(sannin_position_write(q, b, sizeof(b)) < sizeof(b));
	CHECK(strcmp(a, b) == 0);
	CHECK(sannin_position_hash(p) == sannin_position_hash(q));
	sannin_position_free(q);
	sannin_position_free(p);
	return 0;
}

int
fuzz_move(const uint8_t *data, size_t size)
{
	const uint8_t *nl = memchr(data, '\n', size);
	sannin_position *p = NULL;
	sannin_action a, b;
	sannin_diag d;
	char text[64];
	size_t len;
	int warn, lf;

	if (nl != NULL) {
		p = sannin_position_read((const char *)data,
		    (size_t)(nl - data), NULL, &d);
		size -= (size_t)(nl - data) + 1;
		data = nl + 1;
	}
	if (p == NULL && (p = sannin_position_new(NULL)) == NULL)
		return 0;
	if (sannin_action_parse(p, (const char *)data, size, &a, &warn,
	    &d) == 0)
		for (lf = 0; lf < 2; lf++) {
			len = sannin_action_format(p, &a, lf, text,
			    sizeof(text));
			CHECK(len < sizeof(text));
			CHECK(sannin_action_parse(p, text, len, &b, &warn,
			    &d) == 0);
			CHECK(sannin_action_equal(&a, &b));
		}
	sannin_position_free(p);
	return 0;
}

int
fuzz_rules(const uint8_t *data, size_t size)
{
	sannin_rules r, s;
	sannin_diag d;
	char a[512], b[512];
	int v;

	for (v = 0; v < SANNIN_NVARIANTS; v++) {
		sannin_rules_init_variant(&r, v);
		if (sannin_rules_set_list(&r, (const char *)data, size,
		    &d) != 0)
			continue;
		CHECK(sannin_rules_format(&r, 1, a, sizeof(a)) < sizeof(a));
		sannin_rules_init_variant(&s, v);
		CHECK(sannin_rules_set_list(&s, a, strlen(a), &d) == 0);
		CHECK(sannin_rules_format(&s, 1, b, sizeof(b)) < sizeof(b));
		CHECK(strcmp(a, b) == 0 && memcmp(&r, &s, sizeof(r)) == 0);
	}
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return FUZZ_TARGET(data, size);
}
