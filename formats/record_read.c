/*
 * record_read.c - reading records from a stream: telling the formats
 * apart, and reading one game's tree at a time with the reader of its
 * format, over the buffered input (input.c) that the text, YAML and JSON
 * readers share.  The public reader, which replays each game read, is
 * lib/replay/replay_reader.c.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "record.h"

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

int
sn_reader_open(struct sn_reader *rd, FILE *fp, int format)
{
	memset(rd, 0, sizeof(*rd));
	rd->in.fp = fp;
	rd->format = format == SANNIN_FORMAT_AUTO ? detect(&rd->in) : format;
	if (rd->format == SANNIN_FORMAT_YAML)
		rd->yaml = sn_yaml_reader_new(&rd->in);
	else if (rd->format == SANNIN_FORMAT_JSON)
		rd->json = sn_json_reader_new(&rd->in);
	else
		rd->text = sn_text_reader_new(&rd->in);
	return rd->yaml == NULL && rd->json == NULL && rd->text == NULL ? -1 :
	    0;
}

int
sn_reader_read(struct sn_reader *rd, struct sannin_record *r)
{
	return rd->yaml ? sn_yaml_read(rd->yaml, r) : rd->json ?
	    sn_json_read(rd->json, r) : sn_text_read(rd->text, r);
}

void
sn_reader_close(struct sn_reader *rd)
{
	sn_text_reader_free(rd->text);
	sn_yaml_reader_free(rd->yaml);
	free(rd->in.keep.b);
	sn_json_reader_free(rd->json);
}
