/*
 * text_read.c - reading games in the text notation (sannin-record(5)),
 * one game at a time.
 *
 * Grammar (blanks and line breaks separate elements anywhere):
 *
 *   file       = *game
 *   game       = *tag movetext
 *   tag        = "[" name string "]"
 *   name       = 1*(ALPHA | DIGIT | "_")
 *   string     = DQUOTE *(char | "\" DQUOTE | "\\") DQUOTE
 *   movetext   = *element [result]
 *   element    = round | marker | move | comment | nag | variation
 *   round      = 1*DIGIT "." [".."]
 *   marker     = seat ":"                       may be joined to the move;
 *                                               seat: F M L (sannin),
 *                                               S W N E (yonin)
 *   move       = action *mark [annotation]      action: see notation.c
 *   mark       = "^" | "#" | "&"                check, mate, alliance
 *   annotation = "!" | "?" | "!!" | "??" | "!?" | "?!"
 *   comment    = "{" *(char | "\}" | "\\") "}" | ";" *char end-of-line
 *   nag        = "$" 1*DIGIT
 *   variation  = "(" *element ")"               an alternative to the
 *                                               move before it
 *   result     = "*" | ("0" | "1") 2*3("-" ("0" | "1"))   one a seat
 *
 * A game ends at its result, at a tag after its moves, or at the end of
 * the input.  After a syntax error the reader skips to the next line that
 * starts with '[', so that the games after a bad one are still read.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "diag.h"
#include "record.h"

#define MAXWORD 64
#define MAXDEPTH 256		/* variations inside variations */
#define MAXTEXT SN_MAXTEXT	/* one comment or tag value */

/* What a byte is to the movetext (sn_text_reader.cls). */
enum {
	C_BLANK = 1,		/* a blank */
	C_WORD = 2,		/* it continues a word */
	C_DELIM = 4,		/* it ends a word: see ends_word() */
	/* What ends a run of text (take_run): */
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

static int
is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

/* The characters that end a word of the movetext besides the blanks:
 * comments, variations, tags and annotation numbers begin there. */
static int
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

/*
 * The end of the word that starts at b in the input's window: the first
 * byte that does not continue a word (cls C_WORD), which the NUL byte at
 * the window's end is not.  The first sixteen bytes are told at once by
 * the vector unit, which the pad after the window allows: the loop a
 * byte, whose end came at a word's length, was mispredicted at most
 * words.  (As sn_text_reader_new() classes them: printable ASCII, not a
 * blank, not one of ends_word()'s.)
 */
static const unsigned char *
word_end(const struct sn_text_reader *t, const unsigned char *b)
{
	const unsigned char *e = b;

#if defined(__SSE2__)
	__m128i x = _mm_loadu_si128((const __m128i *)(const void *)b), d;
	unsigned stop;

	/* Above ' ' and below 0x80 (signed), not DEL. */
	d = _mm_or_si128(_mm_cmpgt_epi8(_mm_set1_epi8(' ' + 1), x),
	    _mm_cmpeq_epi8(x, _mm_set1_epi8(0x7f)));
	d = _mm_or_si128(d, _mm_or_si128(
	    _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('{')),
	    _mm_cmpeq_epi8(x, _mm_set1_epi8('}'))),
	    _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('(')),
	    _mm_cmpeq_epi8(x, _mm_set1_epi8(')')))));
	d = _mm_or_si128(d, _mm_or_si128(
	    _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(';')),
	    _mm_cmpeq_epi8(x, _mm_set1_epi8('['))),
	    _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(']')),
	    _mm_cmpeq_epi8(x, _mm_set1_epi8('$')))));
	stop = (unsigned)_mm_movemask_epi8(d);
	if (stop != 0)
		return b + __builtin_ctz(stop);
	e = b + 16;
#endif
	while (t->cls[*e] & C_WORD)
		e++;
	return e;
}

/* A move's marks (check, mate, alliance) and annotation characters. */
static int
is_mark(int c)
{
	return c == '^' || c == '#' || c == '&';
}

static int
is_annot(int c)
{
	return c == '!' || c == '?';
}

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
	 * one at a time, and named in a diagnostic.  (word_end() tells the
	 * bytes of C_WORD sixteen at a time by the same rule: the two
	 * change together.) */
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

/* Steps over the blanks in the buffer (its last byte is followed by a
 * NUL, no blank): whether the byte after them is in it too.  (Inline:
 * the reader asks before each word.) */
static inline int
buffer_blanks(struct sn_text_reader *t)
{
	struct sn_input *in = t->in;
	const unsigned char *b = in->buf + in->pos, *p = b, *nl = NULL;

	while (t->cls[*p] & C_BLANK) {
		if (*p == '\n') {
			t->line++;
			nl = p;
		}
		p++;
	}
	if (nl != NULL)
		t->col = (unsigned long)(p - nl);
	else
		t->col += (unsigned long)(p - b);
	in->pos = (size_t)(p - in->buf);
	return in->pos < in->len;
}

/* Steps over the blanks, filling the buffer again at its end. */
static void
skip_blanks(struct sn_text_reader *t)
{
	while (!buffer_blanks(t) && sn_input_fill(t->in, 1) > 0)
		;
}

/* "F:, M: or L:": the seat markers of a variant. */
static void
markers(const sannin_variant *v, char *buf, size_t size)
{
	int s, n = sannin_variant_nseats(v);
	struct sn_list l = {buf, size, 0, 0, n, " or "};

	for (s = 0; s < n; s++)
		sn_list_item(&l, "%c:", sannin_variant_seat_letter(v, s));
}

/* After a syntax error: on to the next game. */
static void
resync(struct sn_text_reader *t)
{
	char w[8];
	size_t wl = 0;
	int c, blank = 0, comment = 0;

	/*
	 * The bad game ends after its result, or where a tag opens a line
	 * after a blank line (the next game's tags); a tag right below
	 * another belongs to the same game.
	 */
	while ((c = peek(t)) != EOF) {
		if (t->col == 1) {
			if (c == '[' && blank && !comment)
				return;
			blank = 1;
		}
		next(t);
		if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
			blank = 0;
		if (comment) {
			comment = c != '}';
			continue;
		}
		if (c == '{') {
			comment = 1;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\r' || c == '\n' ||
		    c == '(' || c == ')') {
			w[wl] = '\0';
			if (wl > 0 && sn_result_shape(w))
				return;
			wl = 0;
		} else if (wl < sizeof(w) - 1)
			w[wl++] = (char)c;
		else
			wl = sizeof(w) - 1;
	}
	w[wl] = '\0';
}

/* Room in t->text for n bytes and a NUL: 0, or -1 out of memory. */
static int
textroom(struct sn_text_reader *t, struct sannin_record *r, size_t n)
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

static int
textput(struct sn_text_reader *t, struct sannin_record *r, size_t *n, int c)
{
	if (textroom(t, r, *n + 1) < 0)
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
static int
take_run(struct sn_text_reader *t, struct sannin_record *r, size_t *n,
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
	if (textroom(t, r, *n + k) < 0)
		return -1;
	memcpy(t->text + *n, b, k);
	*n += k;
	t->text[*n] = '\0';
	in->pos += k;
	t->col += k;
	return 0;
}

/* Reads `[Name "value"]`; the '[' is next.  0, or -1 on an error. */
static int
read_tag(struct sn_text_reader *t, struct sannin_record *r)
{
	unsigned long line = t->line, col = t->col, vcol;
	char name[MAXWORD + 1];
	size_t nl = 0, vl = 0;
	int c;

	next(t);
	while ((c = peek(t)) == ' ' || c == '\t')
		next(t);
	while ((c = peek(t)) != EOF && ((c >= 'A' && c <= 'Z') ||
	    (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
		if (nl == MAXWORD) {
			sn_record_error(r, SANNIN_E_LIMIT, t->line, t->col,
			    "a tag name is at most %d characters", MAXWORD);
			return -1;
		}
		name[nl++] = (char)next(t);
	}
	name[nl] = '\0';
	if (nl == 0) {
		sn_record_error(r, SANNIN_E_SYNTAX, t->line, t->col,
		    "a tag starts with a name of letters, digits or '_'");
		return -1;
	}
	while ((c = peek(t)) == ' ' || c == '\t')
		next(t);
	if (c != '"') {
		sn_record_error(r, SANNIN_E_SYNTAX, t->line, t->col,
		    "tag %s: the value is written in double quotes", name);
		return -1;
	}
	next(t);
	vcol = t->col;
	if (textput(t, r, &vl, 0) < 0)
		return -1;
	vl = 0;
	for (;;) {
		unsigned long ecol;

		if (take_run(t, r, &vl, C_NL | C_ESC | C_QUOTE, MAXTEXT) < 0)
			return -1;
		ecol = t->col;
		c = next(t);
		if (c == EOF || c == '\n') {
			sn_record_error(r, SANNIN_E_SYNTAX, line, vcol - 1,
			    "tag %s: the value's closing '\"' is missing on "
			    "its line", name);
			return -1;
		}
		if (c == '"')
			break;
		if (c == '\\') {
			c = next(t);
			if (c != '"' && c != '\\') {
				sn_record_error(r, SANNIN_E_SYNTAX, t->line,
				    ecol, "tag %s: '\\' escapes only '\"' and "
				    "'\\'", name);
				return -1;
			}
		}
		if (vl == MAXTEXT) {
			sn_record_error(r, SANNIN_E_LIMIT, line, vcol - 1,
			    "tag %s: a value is at most %d bytes", name,
			    MAXTEXT);
			return -1;
		}
		if (textput(t, r, &vl, c) < 0)
			return -1;
	}
	while ((c = peek(t)) == ' ' || c == '\t')
		next(t);
	if (c != ']') {
		sn_record_error(r, SANNIN_E_SYNTAX, t->line, t->col,
		    "tag %s: ']' must follow the value", name);
		return -1;
	}
	next(t);
	if (sn_record_find_tagn(r, name, nl) != NULL) {
		sn_record_error(r, SANNIN_E_TAG, line, col,
		    "tag %s is given twice", name);
		return -1;
	}
	if (sn_check_text(r, t->text, vl, line, vcol, "the value of this tag") < 0)
		return -1;
	if (sn_record_tag(r, name, nl, t->text, vl, line, col) < 0)
		return -1;
	r->tags[r->ntags - 1].vline = line;
	r->tags[r->ntags - 1].vcol = vcol;
	return 0;
}

/* Reads a comment; the '{' or ';' is next.  Its text is left in t->text. */
static int
read_comment(struct sn_text_reader *t, struct sannin_record *r, size_t *len)
{
	unsigned long line = t->line, col = t->col;
	int open = next(t), c;

	*len = 0;
	if (textput(t, r, len, 0) < 0)
		return -1;
	*len = 0;
	for (;;) {
		if (take_run(t, r, len, open == '{' ? C_NL | C_ESC | C_CLOSE :
		    C_NL, MAXTEXT) < 0)
			return -1;
		c = peek(t);
		if (open == ';' && (c == '\n' || c == EOF))
			break;
		if (c == EOF) {
			sn_record_error(r, SANNIN_E_SYNTAX, line, col,
			    "this comment has no closing '}'");
			return -1;
		}
		next(t);
		if (open == '{' && c == '}')
			break;
		if (open == '{' && c == '\\' && (peek(t) == '}' ||
		    peek(t) == '\\'))
			c = next(t);
		if (*len == MAXTEXT) {
			sn_record_error(r, SANNIN_E_LIMIT, line, col,
			    "a comment is at most %d bytes", MAXTEXT);
			return -1;
		}
		if (textput(t, r, len, c) < 0)
			return -1;
	}
	*len = sn_squeeze(t->text, *len);
	return 0;
}


/* Takes the marks and the annotation, the bytes from i to *len at w, off
 * the end of a move: 0, *len the move's length; or -1 on an error. */
static int
split_marks(struct sannin_record *r, struct sn_node *n, const char *w,
    size_t *len, size_t i, unsigned long line, unsigned long col)
{
	size_t a = *len;

	/* Marks come first, then the annotation. */
	for (; i + 1 < *len; i++)
		if (is_annot(w[i]) && is_mark(w[i + 1])) {
			sn_record_error(r, SANNIN_E_SYNTAX, line, col + i + 1,
			    "'%s': marks (^ # &) come before the annotation",
			    w);
			return -1;
		}
	while (a > 0 && is_annot(w[a - 1]))
		a--;
	if (*len - a > 2) {
		sn_record_error(r, SANNIN_E_SYNTAX, line, col + a,
		    "'%s': an annotation is one of ! ? !! ?? !? ?!", w);
		return -1;
	}
	for (i = a; i < *len; i++)
		n->annot[i - a] = w[i];
	n->annot[*len - a] = '\0';
	*len = a;
	while (*len > 0 && is_mark(w[*len - 1])) {
		unsigned m = w[*len - 1] == '^' ? SN_MARK_CHECK :
		    w[*len - 1] == '#' ? SN_MARK_MATE : SN_MARK_ALLY;

		if (n->marks & m) {
			sn_record_error(r, SANNIN_E_SYNTAX, line,
			    col + *len - 1, "'%s': a mark is written once", w);
			return -1;
		}
		n->marks |= m;
		(*len)--;
	}
	return 0;
}

/* A move, the len bytes at w, where the record keeps the text
 * (sn_record_strbuf), into node n. */
static int
split_move(struct sannin_record *r, struct sn_node *n, char *w, size_t len,
    unsigned long line, unsigned long col)
{
	size_t i = len;

	while (i > 0 && (is_annot(w[i - 1]) || is_mark(w[i - 1])))
		i--;
	if (i < len && split_marks(r, n, w, &len, i, line, col) < 0)
		return -1;
	if (len == 0) {
		sn_record_error(r, SANNIN_E_SYNTAX, line, col,
		    "'%s' is marks without a move", w);
		return -1;
	}
	n->text = sn_record_strkeep(r, w, len);
	n->textlen = len;
	n->line = line;
	n->col = col;
	return 0;
}

static int
read_game(struct sn_text_reader *t, struct sannin_record *r)
{
	struct sn_line *stack[MAXDEPTH + 1];
	struct sn_node *last[MAXDEPTH + 1];
	unsigned long open_line[MAXDEPTH + 1], open_col[MAXDEPTH + 1];
	int depth = 0, marker = -1, c, moves = 0;
	char *w;
	size_t len;

	skip_blanks(t);
	if (peek(t) == EOF)
		return t->in->err ? -1 : 0;
	r->line = t->line;
	if (t->in->keeping)
		sn_input_keep_from(t->in);

	/* Tags. */
	while (peek(t) == '[') {
		if (sn_record_room(r, t->line, t->col, 0) < 0 ||
		    read_tag(t, r) < 0)
			goto bad;
		skip_blanks(t);
	}

	stack[0] = &r->main;
	last[0] = NULL;
	for (;;) {
		unsigned long line, col;
		size_t wl = 0;
		int whole;

		{
			struct sn_input *in = t->in;
			const unsigned char *p = in->buf + in->pos;

			/* Most often one space and a word: the NUL after the
			 * buffer's last byte is no word. */
			if (p[0] == ' ' && (t->cls[p[1]] & C_WORD)) {
				in->pos++;
				t->col++;
				c = p[1];
			} else {
				if (!buffer_blanks(t))
					skip_blanks(t);
				c = peek(t);
			}
		}
		line = t->line;
		col = t->col;
		if (c != EOF && (t->cls[c] & C_WORD)) {
			/* A word, most often: none of what follows. */
			if (sn_record_room(r, line, col, 0) < 0)
				goto bad;
			goto word;
		}
		if (c == EOF && t->in->err) {
			sn_record_error(r, SANNIN_E_IO, line, col,
			    "the input could not be read past this point: %s",
			    strerror(t->in->err));
			return 1;
		}
		if (c == '[' && depth == 0 && moves == 0 && marker < 0) {
			/* Comments first, then the tags: one game still. */
			if (sn_record_room(r, line, col, 0) < 0 ||
			    read_tag(t, r) < 0)
				goto bad;
			continue;
		}
		if (c == EOF || (c == '[' && depth == 0)) {
			if (depth > 0) {
				sn_record_error(r, SANNIN_E_SYNTAX,
				    open_line[depth], open_col[depth],
				    "this variation has no closing ')'");
				goto bad;
			}
			if (marker >= 0) {
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "a seat marker must precede a move");
				goto bad;
			}
			/* No result: decoding supplies it. */
			r->result_line = line;
			r->result_col = col;
			return r->oom ? -1 : 1;
		}
		if (c == '[') {
			sn_record_error(r, SANNIN_E_SYNTAX, line, col,
			    "a tag inside a variation");
			goto bad;
		}
		/* Something more for this game: is there room for it? */
		if (sn_record_room(r, line, col, 0) < 0)
			goto bad;
		if (marker >= 0 && strchr("{;()$", c) != NULL) {
			sn_record_error(r, SANNIN_E_SYNTAX, line, col,
			    "a seat marker must precede a move");
			goto bad;
		}
		if (c == '{' || c == ';') {
			struct sn_node *n = last[depth];

			if (read_comment(t, r, &len) < 0 ||
			    sn_check_text(r, t->text, len, line, col,
			    "this comment") < 0)
				goto bad;
			if (n != NULL ? sn_push_str(r, &n->comments,
			    &n->ncomments, t->text, len) : sn_push_str(r,
			    &stack[depth]->pre, &stack[depth]->npre, t->text,
			    len))
				return -1;
			continue;
		}
		if (c == '(') {
			struct sn_line *v;

			next(t);
			if (last[depth] == NULL) {
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "a variation must follow the move it "
				    "replaces");
				goto bad;
			}
			if (depth == MAXDEPTH) {
				sn_record_error(r, SANNIN_E_LIMIT, line, col,
				    "variations nest at most %d deep",
				    MAXDEPTH);
				goto bad;
			}
			if ((v = sn_node_var(r, last[depth])) == NULL)
				return -1;
			depth++;
			stack[depth] = v;
			last[depth] = NULL;
			open_line[depth] = line;
			open_col[depth] = col;
			continue;
		}
		if (c == ')') {
			next(t);
			if (depth == 0) {
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "')' without a variation to close");
				goto bad;
			}
			if (stack[depth]->n == 0) {
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "an empty variation");
				goto bad;
			}
			depth--;
			continue;
		}
		if (c == '$') {
			int nag = 0;

			next(t);
			if ((c = peek(t)) < '0' || c > '9') {
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "'$' is followed by a number");
				goto bad;
			}
			while ((c = peek(t)) >= '0' && c <= '9') {
				nag = nag * 10 + (next(t) - '0');
				if (nag > 255) {
					sn_record_error(r, SANNIN_E_SYNTAX,
					    line, col, "annotation numbers run "
					    "from 0 to 255");
					goto bad;
				}
			}
			if (last[depth] == NULL) {
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "an annotation number must follow a move");
				goto bad;
			}
			if (sn_node_nag(r, last[depth], nag) < 0)
				return -1;
			continue;
		}

word:
		/*
		 * A word: a round number, a marker, a move or a result,
		 * read where a move's text is kept.  The characters in the
		 * buffer first (the NUL after its last byte ends them);
		 * when a blank or a delimiter follows them there, that is
		 * the whole word, else the rest comes one at a time (the
		 * buffer's end, the errors).
		 */
		if (c >= '0' && c <= '9') {
			struct sn_input *in = t->in;
			const unsigned char *b = in->buf + in->pos, *e = b;

			/* A round number alone, "12." or "12...", followed by
			 * a blank or a delimiter in the buffer: passed over
			 * without a copy.  Anything else (a result, a round
			 * number joined to a move, an error) is read below. */
			while (*e >= '0' && *e <= '9')
				e++;
			if (*e == '.' && e - b <= 9) {
				e++;
				if (e[0] == '.' && e[1] == '.')
					e += 2;
				if (t->cls[*e] & (C_BLANK | C_DELIM)) {
					in->pos += (size_t)(e - b);
					t->col += (unsigned long)(e - b);
					continue;
				}
			}
		}
		if ((w = sn_record_strbuf(r, MAXWORD + 1)) == NULL)
			return -1;
		{
			struct sn_input *in = t->in;
			const unsigned char *b = in->buf + in->pos,
			    *e = word_end(t, b);

			if ((wl = (size_t)(e - b)) > MAXWORD)
				wl = MAXWORD;
			/* Most words are short: a copy of fixed size, which
			 * the room asked for and the input's pad allow. */
			if (wl < SN_INPUT_PAD)
				memcpy(w, b, SN_INPUT_PAD);
			else
				memcpy(w, b, wl);
			t->col += wl;
			in->pos += wl;
			whole = wl < MAXWORD && in->pos < in->len &&
			    (t->cls[b[wl]] & (C_BLANK | C_DELIM));
			c = b[wl];
		}
		while (!whole && (c = peek(t)) != EOF && !is_blank(c) &&
		    c != '\0' && !ends_word(c)) {
			if (c < ' ' || c > '~') {
				/* Moves and results are ASCII: name the byte
				 * rather than echo it. */
				sn_record_error(r, SANNIN_E_SYNTAX, t->line,
				    t->col, "unexpected byte 0x%02x", c);
				goto bad;
			}
			if (wl == MAXWORD) {
				sn_record_error(r, SANNIN_E_LIMIT, line, col,
				    "a move is at most %d characters",
				    MAXWORD);
				goto bad;
			}
			w[wl++] = (char)next(t);
		}
		w[wl] = '\0';
		if (wl == 0) {
			if (c == '\0' || c < ' ' || c > '~')
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "unexpected byte 0x%02x", c);
			else
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "unexpected '%c'", c);
			goto bad;
		}
		/* A result starts with '*', '0' or '1', a round number with
		 * a digit: a word from 'A' on (a move, a seat marker) is
		 * neither. */
		if (w[0] < 'A' && sn_result_shape(w)) {
			if (depth > 0) {
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "a result inside a variation");
				goto bad;
			}
			if (marker >= 0) {
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "a seat marker must precede a move");
				goto bad;
			}
			r->result = sn_strndup(r, w, wl);
			r->result_line = line;
			r->result_col = col;
			return r->oom ? -1 : 1;
		}
		if (sn_result_fields(w) >= 2) {
			/* Ones and zeros, too few or too many for a result
			 * ("1-0"): say so, not that a round number has no
			 * '.'. */
			const sannin_variant *var = sn_record_variant(r);
			char why[160];

			sn_result_why(var != NULL ? var : sannin_variant_get(
			    SANNIN_VARIANT_SANNIN), w, why, sizeof(why));
			sn_record_error(r, SANNIN_E_SYNTAX, line, col,
			    "the result %s %s", w, why);
			goto bad;
		}
		{
			char *m = w;
			size_t i = 0;

			/* A round number, perhaps joined to a move. */
			while (m[i] >= '0' && m[i] <= '9')
				i++;
			if (i > 0 && m[i] == '.') {
				if (i > 9) {
					sn_record_error(r, SANNIN_E_LIMIT,
					    line, col, "a round number has at "
					    "most 9 digits");
					goto bad;
				}
				i++;
				if (strncmp(m + i, "..", 2) == 0)
					i += 2;
				m += i;
				col += i;
				if (*m == '\0')
					continue;
			} else if (i > 0) {
				sn_record_error(r, SANNIN_E_SYNTAX, line, col,
				    "'%s': a round number ends with '.'", w);
				goto bad;
			}
			/* A seat marker, perhaps joined to a move: the
			 * letter of a seat of the record's variant. */
			if (m[0] != '\0' && m[1] == ':') {
				const sannin_variant *var =
				    sn_record_variant(r);
				char list[32];
				int s;

				if (var == NULL)
					var = sannin_variant_get(
					    SANNIN_VARIANT_SANNIN);
				s = sannin_variant_seat_find(var, m, 1);

				if (s < 0 || m[0] < 'A' || m[0] > 'Z') {
					markers(var, list, sizeof(list));
					sn_record_error(r, SANNIN_E_SYNTAX,
					    line, col, "'%c:' is no seat "
					    "marker: %s", m[0], list);
					goto bad;
				}
				if (marker >= 0) {
					sn_record_error(r, SANNIN_E_SYNTAX,
					    line, col, "two seat markers");
					goto bad;
				}
				marker = s;
				m += 2;
				col += 2;
				if (*m == '\0')
					continue;
			}
			{
				struct sn_node *n;
				size_t ml = wl - (size_t)(m - w);

				if (sn_record_room(r, line, col, 1) < 0)
					goto bad;
				if (!(t->cls[(unsigned char)m[ml - 1]] &
				    C_MARK)) {
					/* Most moves end in no mark and no
					 * annotation: their node is made
					 * at once, without split_move(). */
					if ((n = sn_line_push_move(r,
					    stack[depth], sn_record_strkeep(r,
					    m, ml), ml, line, col, marker)) ==
					    NULL)
						return -1;
					marker = -1;
					last[depth] = n;
					moves++;
					continue;
				}
				if ((n = sn_line_push(r, stack[depth])) ==
				    NULL)
					return -1;
				n->marker = marker;
				marker = -1;
				if (split_move(r, n, m, ml, line, col) < 0) {
					if (r->oom)
						return -1;
					goto bad;
				}
				last[depth] = n;
				moves++;
			}
		}
	}

bad:
	if (r->oom)
		return -1;
	resync(t);
	return 1;
}

/*
 * A game's bytes, when they are kept, run from its first byte to the
 * next game's first: the blanks after it are its own, so that the games
 * of a file, put end to end, are the file again.
 */
int
sn_text_read(struct sn_text_reader *t, struct sannin_record *r)
{
	int rc = read_game(t, r);

	if (rc == 1 && t->in->keeping) {
		skip_blanks(t);
		if (sn_input_kept(t->in, r) < 0)
			return -1;
	}
	return rc;
}
