/*
 * text_scan.c - the text reader of one input: its classes of bytes, and
 * its scratch, where comments and tags' values are read (text_scan.h).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "text_scan.h"

struct sn_text_reader *
sn_text_reader_new(struct sn_input *in)
{
	struct sn_text_reader *t = calloc(1, sizeof(*t));
	int c;

	if (t == NULL)
		return NULL;
	t->in = in;
	t->line = 1;
	t->col = 1;
	/* Moves and results are printable ASCII: any other byte is read
	 * one at a time, and named in a diagnostic.  (word_end(), in
	 * text_read_moves.c, tells the bytes of C_WORD sixteen at a time
	 * by the same rule: the two change together.) */
	for (c = 0; c < 256; c++)
		t->cls[c] = is_blank(c) ? C_BLANK : ends_word(c) ? C_DELIM :
		    c > ' ' && c <= '~' ? C_WORD : 0;
	t->cls['\n'] |= C_NL;
	t->cls['\0'] |= C_NL;
	t->cls['\\'] |= C_ESC;
	t->cls['"'] |= C_QUOTE;
	t->cls['}'] |= C_CLOSE;
	for (c = 0; c < 256; c++)
		if (is_mark(c) || is_annot(c))
			t->cls[c] |= C_MARK;
	sn_input_skip_bom(in);
	return t;
}

void
sn_text_reader_free(struct sn_text_reader *t)
{
	if (t == NULL)
		return;
	free(t->text);
	free(t);
}

/* Room in t->text for n bytes and a NUL: 0, or -1 out of memory. */
int
sn_text_room(struct sn_text_reader *t, struct sannin_record *r, size_t n)
{
	size_t cap = t->tcap ? t->tcap : 256;
	char *p;

	if (n < t->tcap)
		return 0;
	while (n >= cap)
		cap *= 2;
	if ((p = realloc(t->text, cap)) == NULL) {
		r->oom = 1;
		return -1;
	}
	t->text = p;
	t->tcap = cap;
	return 0;
}

int
sn_text_put(struct sn_text_reader *t, struct sannin_record *r, size_t *n,
    int c)
{
	if (sn_text_room(t, r, *n + 1) < 0)
		return -1;
	t->text[(*n)++] = (char)c;
	t->text[*n] = '\0';
	return 0;
}

/*
 * Adds to t->text, after its *n bytes, the bytes in the buffer up to the
 * first of the classes stop (a NUL byte is one: the buffer's end), to at
 * most max bytes in all: a tag's value or a comment is read a run at a
 * time, and the bytes that end a run one at a time.  0, or -1 out of
 * memory.
 */
int
sn_text_run(struct sn_text_reader *t, struct sannin_record *r, size_t *n,
    int stop, size_t max)
{
	struct sn_input *in = t->in;
	const unsigned char *b = in->buf + in->pos, *p = b;
	size_t k;

	while (!(t->cls[*p] & stop))
		p++;
	if ((k = (size_t)(p - b)) > max - *n)
		k = max - *n;
	if (k == 0)
		return 0;
	if (sn_text_room(t, r, *n + k) < 0)
		return -1;
	memcpy(t->text + *n, b, k);
	*n += k;
	t->text[*n] = '\0';
	in->pos += k;
	t->col += k;
	return 0;
}
