/*
 * record_read.c - reading records from a stream: telling the formats
 * apart, and the public reader, one game at a time, over the buffered
 * input (input.c) that the text, YAML and JSON readers share.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "record.h"

struct sannin_reader {
	struct sn_input in;
	int format;
	int nodecode;
	int noforms;
	int keep;			/* the positions too (level 3) */
	sannin_rules defaults;
	/* Of the other variants (sannin_reader_set_rules): bit v of
	 * `given` for given_rules[v]. */
	sannin_rules given_rules[SANNIN_NVARIANTS];
	unsigned given;
	struct sn_text_reader *text;
	struct sn_yaml_reader *yaml;
	struct sn_json_reader *json;
	struct sn_starts starts;	/* of the records decoded */
};


/*
 * Text records start with a tag, a comment, a round number or a move;
 * YAML streams with a directive, a document marker, a comment, a block
 * sequence entry or a key ("name:"); JSON with an object, '{' and its
 * first key, a string and ':', or '}' (which no comment of the text
 * notation starts with, unless it is one of those words in double
 * quotes).  Anything else is given to the text reader, whose diagnostic
 * then says what it could not read: a guess of YAML would only say that
 * a record is not a string.
 */
static int
blank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static int
word_char(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '-';
}

/* After a '{': blanks, then '}', or a string and blanks and ':'. */
static int
json_object(const unsigned char *b, size_t n)
{
	size_t i = 0;

	while (i < n && blank(b[i]))
		i++;
	if (i < n && b[i] == '}')
		return 1;
	if (i == n || b[i++] != '"')
		return 0;
	while (i < n && b[i] != '"' && b[i] != '\n')
		i += b[i] == '\\' ? 2 : 1;
	if (i >= n || b[i++] != '"')
		return 0;
	while (i < n && blank(b[i]))
		i++;
	return i < n && b[i] == ':';
}

static int
detect(struct sn_input *in)
{
	size_t i = 0, j, n = sn_input_fill(in, 4096);
	const unsigned char *b = in->buf + in->pos;

	if (n >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf)
		i = 3;
	while (i < n && blank(b[i]))
		i++;
	if (i == n)
		return SANNIN_FORMAT_TEXT;
	if (b[i] == '{')
		return json_object(b + i + 1, n - i - 1) ? SANNIN_FORMAT_JSON :
		    SANNIN_FORMAT_TEXT;
	if (b[i] == '%' || b[i] == '#' || (n - i >= 3 &&
	    memcmp(b + i, "---", 3) == 0))
		return SANNIN_FORMAT_YAML;
	/* A block sequence: no text record starts with "- ". */
	if (b[i] == '-' && (i + 1 == n || blank(b[i + 1])))
		return SANNIN_FORMAT_YAML;
	/* A key: a word of letters, digits, '_' or '-', then ':' and a
	 * blank or the end. */
	for (j = i; j < n && word_char(b[j]); j++)
		;
	if (j > i && b[i] > '9' && b[i] != '_' && b[i] != '-' && j < n && b[j] == ':' &&
	    (j + 1 == n || blank(b[j + 1])))
		return SANNIN_FORMAT_YAML;
	return SANNIN_FORMAT_TEXT;
}

sannin_reader *
sannin_reader_new(FILE *fp, int format, const sannin_rules *defaults)
{
	sannin_reader *rd = calloc(1, sizeof(*rd));

	if (rd == NULL)
		return NULL;
	rd->in.fp = fp;
	if (defaults != NULL)
		rd->defaults = *defaults;
	else
		sannin_rules_init(&rd->defaults);
	rd->format = format == SANNIN_FORMAT_AUTO ? detect(&rd->in) : format;
	if (rd->format == SANNIN_FORMAT_YAML)
		rd->yaml = sn_yaml_reader_new(&rd->in);
	else if (rd->format == SANNIN_FORMAT_JSON)
		rd->json = sn_json_reader_new(&rd->in);
	else
		rd->text = sn_text_reader_new(&rd->in);
	if (rd->yaml == NULL && rd->json == NULL && rd->text == NULL) {
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
	else if (rules->variant < SANNIN_NVARIANTS) {
		rd->given_rules[rules->variant] = *rules;
		rd->given |= 1u << rules->variant;
	}
}

void
sannin_reader_set_raw(sannin_reader *rd, int keep)
{
	rd->in.keeping = keep != 0;
}

int
sannin_reader_format(const sannin_reader *rd)
{
	return rd->format;
}

void
sannin_reader_free(sannin_reader *rd)
{
	if (rd == NULL)
		return;
	sn_text_reader_free(rd->text);
	sn_yaml_reader_free(rd->yaml);
	free(rd->in.keep.b);
	sn_json_reader_free(rd->json);
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
	if (rd->given != 0) {
		memcpy(r->given_rules, rd->given_rules,
		    sizeof(r->given_rules));
		r->given = rd->given;
	}
	rc = rd->yaml ? sn_yaml_read(rd->yaml, r) : rd->json ?
	    sn_json_read(rd->json, r) : sn_text_read(rd->text, r);
	r->forms = !rd->noforms;
	r->keep = rd->keep;
	/* A game with errors is never decoded: the notes of its tags now.
	 * (Without decoding, sannin_record_decode makes them.) */
	if (rc == 1 && r->errors > 0)
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
			if (r->ndiags > 0)
				*dg = r->diags[r->ndiags - 1];
			else
				sn_diag_msg(dg, SN_MSG_READ_ERROR, 0,
				    strerror(rd->in.err ? rd->in.err : EIO));
		}
		sannin_record_free(r);
		return rc;
	}
	*out = r;
	return 1;
}
