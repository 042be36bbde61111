/*
 * text_read_tags.c - the tag pairs of the text notation, `[Name "value"]`
 * (sannin-record(5), Tags): a name, a value in double quotes on one line,
 * each tag once in a game.  Apart from the movetext, which text_read.c
 * reads, because a tag is read a byte at a time and checked as a whole.
 */
#include "config.h"

#include <stdio.h>

#include "record.h"
#include "text_read_tags.h"

/* Steps over the spaces and tabs inside a tag's brackets: the byte
 * after them. */
static int
tag_blanks(struct sn_text_reader *t)
{
	int c;

	while ((c = peek(t)) == ' ' || c == '\t')
		next(t);
	return c;
}

/* name = 1*64(ALPHA | DIGIT | "_"), into name (room for MAXWORD + 1),
 * its length in *nl: 0, or -1 on an error. */
static int
tag_name(struct sn_text_reader *t, struct sannin_record *r, char *name,
    size_t *nl)
{
	int c;

	*nl = 0;
	while ((c = peek(t)) != EOF && ((c >= 'A' && c <= 'Z') ||
	    (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
		if (*nl == MAXWORD) {
			sn_record_msg(r, SN_MSG_TAG_NAME_LONG, t->line, t->col,
			    MAXWORD);
			return -1;
		}
		name[(*nl)++] = (char)next(t);
	}
	name[*nl] = '\0';
	if (*nl == 0) {
		sn_record_msg(r, SN_MSG_TAG_NAME, t->line, t->col);
		return -1;
	}
	return 0;
}

/*
 * value = DQUOTE *(char | "\" DQUOTE | "\\") DQUOTE, on the line of the
 * tag: its bytes into t->text, their number in *vl, the column of its
 * first in *vcol.  0, or -1 on an error.
 */
static int
tag_value(struct sn_text_reader *t, struct sannin_record *r,
    const char *name, unsigned long line, unsigned long *vcol, size_t *vl)
{
	unsigned long ecol;
	int c;

	if (tag_blanks(t) != '"') {
		sn_record_msg(r, SN_MSG_TAG_QUOTES, t->line, t->col, name);
		return -1;
	}
	next(t);
	*vcol = t->col;
	*vl = 0;
	if (sn_text_put(t, r, vl, 0) < 0)
		return -1;
	*vl = 0;
	for (;;) {
		if (sn_text_run(t, r, vl, C_NL | C_ESC | C_QUOTE, MAXTEXT) < 0)
			return -1;
		ecol = t->col;
		c = next(t);
		if (c == EOF || c == '\n') {
			sn_record_msg(r, SN_MSG_TAG_QUOTE_OPEN, line, *vcol - 1,
			    name);
			return -1;
		}
		if (c == '"')
			return 0;
		if (c == '\\') {
			c = next(t);
			if (c != '"' && c != '\\') {
				sn_record_msg(r, SN_MSG_TAG_ESCAPE, t->line,
				    ecol, name);
				return -1;
			}
		}
		if (*vl == MAXTEXT) {
			sn_record_msg(r, SN_MSG_TAG_VALUE_LONG, line, *vcol - 1,
			    name, MAXTEXT);
			return -1;
		}
		if (sn_text_put(t, r, vl, c) < 0)
			return -1;
	}
}

/* tag = "[" name value "]"; the '[' is next.  The tag is the record's:
 * 0, or -1 on an error. */
int
sn_text_tag(struct sn_text_reader *t, struct sannin_record *r)
{
	unsigned long line = t->line, col = t->col, vcol;
	char name[MAXWORD + 1];
	size_t nl, vl;

	next(t);
	tag_blanks(t);
	if (tag_name(t, r, name, &nl) < 0 ||
	    tag_value(t, r, name, line, &vcol, &vl) < 0)
		return -1;
	if (tag_blanks(t) != ']') {
		sn_record_msg(r, SN_MSG_TAG_BRACKET, t->line, t->col, name);
		return -1;
	}
	next(t);
	if (sn_record_find_tagn(r, name, nl) != NULL) {
		sn_record_msg(r, SN_MSG_TAG_TWICE, line, col, name);
		return -1;
	}
	if (sn_check_text(r, t->text, vl, line, vcol,
	    "the value of this tag") < 0)
		return -1;
	if (sn_record_tag(r, name, nl, t->text, vl, line, col) < 0)
		return -1;
	r->tags[r->ntags - 1].vline = line;
	r->tags[r->ntags - 1].vcol = vcol;
	return 0;
}
