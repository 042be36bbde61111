/*
 * text_scan.h - the bytes of the text notation as its reader meets them:
 * the reader of one input, the classes of its bytes, the byte ahead and
 * the next one, and the scratch where a comment or a tag's value is
 * read a run of bytes at a time.  What the files of the text reader
 * (text_read.c, text_read_tags.c, text_read_moves.c) stand on.  Not
 * installed.
 */
#ifndef SN_TEXT_SCAN_H
#define SN_TEXT_SCAN_H

#include <stdio.h>

#include "record.h"

#define MAXWORD 64
#define MAXTEXT SN_MAXTEXT	/* one comment or tag value */

/* What a byte is to the movetext (sn_text_reader.cls). */
enum {
	C_BLANK = 1,		/* a blank */
	C_WORD = 2,		/* it continues a word */
	C_DELIM = 4,		/* it ends a word: see ends_word() */
	/* What ends a run of text (sn_text_run): */
	C_NL = 8,		/* a line break, or a NUL byte */
	C_ESC = 16,		/* '\\' */
	C_QUOTE = 32,		/* '"' */
	C_CLOSE = 64,		/* '}' */
	C_MARK = 128		/* it ends a move: a mark, an annotation */
};

struct sn_text_reader {
	struct sn_input *in;
	unsigned long line, col;	/* of the next byte (col 1: it starts
					 * a line) */
	char *text;			/* scratch for comments and values */
	size_t tcap;
	unsigned char cls[256];		/* each byte's C_ bits */
};

static inline int
is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

/* The characters that end a word of the movetext besides the blanks:
 * comments, variations, tags and annotation numbers begin there. */
static inline int
ends_word(int c)
{
	switch (c) {
	case '{': case '}': case '(': case ')': case ';': case '[':
	case ']': case '$':
		return 1;
	default:
		return 0;
	}
}

/* A move's marks (check, mate, alliance) and annotation characters. */
static inline int
is_mark(int c)
{
	return c == '^' || c == '#' || c == '&';
}

static inline int
is_annot(int c)
{
	return c == '!' || c == '?';
}

static inline int
peek(struct sn_text_reader *t)
{
	if (t->in->pos == t->in->len && sn_input_fill(t->in, 1) == 0)
		return EOF;
	return t->in->buf[t->in->pos];
}

/* (Inline: a tag is read a byte at a time.) */
static inline int
next(struct sn_text_reader *t)
{
	int c = peek(t);

	if (c == EOF)
		return EOF;
	t->in->pos++;
	if (c == '\n') {
		t->line++;
		t->col = 1;
	} else
		t->col++;
	return c;
}

/* The scratch t->text, where a tag's value or a comment is
 * read (a run of bytes at a time: sn_text_run). */
int	sn_text_room(struct sn_text_reader *, struct sannin_record *,
	    size_t n);
int	sn_text_put(struct sn_text_reader *, struct sannin_record *,
	    size_t *n, int c);
int	sn_text_run(struct sn_text_reader *, struct sannin_record *,
	    size_t *n, int stop, size_t max);

#endif
