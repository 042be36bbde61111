/*
 * json_read.c - reading games from JSON (sannin-json(5)): a stream of
 * JSON values, a game each, one a line as JSON Lines has them, parsed
 * here a byte at a time in memory that does not grow with the stream,
 * and given as events to the walker of the schema (schema_read.c) that
 * YAML shares.
 *
 * Grammar (RFC 8259), with ws allowed between any two tokens:
 *
 *   stream  = ws *(value ws)                 values need no separator
 *   value   = object | array | string | number | "true" | "false" | "null"
 *   object  = "{" [member *("," member)] "}"
 *   member  = string ":" value
 *   array   = "[" [value *("," value)] "]"
 *   string  = DQUOTE *(char | escape) DQUOTE   char: any UTF-8 character
 *                                              but DQUOTE, "\" and
 *                                              U+0000 to U+001F
 *   escape  = "\" (DQUOTE | "\" | "/" | "b" | "f" | "n" | "r" | "t" |
 *             "u" 4HEXDIG)                  a surrogate only in a pair
 *   number  = ["-"] ("0" | %x31-39 *DIGIT) ["." 1*DIGIT]
 *             [("e" | "E") ["+" | "-"] 1*DIGIT]
 *   ws      = *(SP | HTAB | LF | CR)         and a byte-order mark first
 *
 * Nothing else is taken: no comments, no trailing commas, no single
 * quotes, no NaN.  Lines and columns count from 1, columns in bytes.
 *
 * A value that is JSON but not a game is skipped to its end, and the
 * next value read.  After a syntax error, or a value nested deeper than
 * SN_MAXNEST, the reader skips to the next line that starts with '{':
 * in JSON Lines the next game, and in the indented JSON of most tools
 * the next value of the stream.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "schema.h"

/* The bytes of a string kept: one more than any string the schema takes,
 * so that it sees the one that is too long; the rest is read and
 * dropped. */
#define MAXSTR (SN_MAXTEXT + 1)

/* What the parser expects next. */
enum {
	ST_VALUE,		/* a value: the game, or after ':' */
	ST_FIRST,		/* after '[': a value or ']' */
	ST_ITEM,		/* after ',' in an array: a value */
	ST_KEY_FIRST,		/* after '{': a key or '}' */
	ST_KEY,			/* after ',' in an object: a key */
	ST_COLON,		/* after a key */
	ST_AFTER,		/* after a value in an array or object */
	ST_DONE			/* the game's value has ended */
};

struct sn_json_reader {
	struct sn_input *in;
	unsigned long line, col;	/* of the next byte */
	int state;
	int depth;			/* arrays and objects open */
	char open[SN_MAXNEST];		/* '[' or '{' of each */
	int broken;			/* skip to a line that starts with '{' */
	char *buf;			/* the current string or number */
	size_t len, cap;
};

static const struct sn_schema_words words = {
	{NULL, "a string", "an array", "the array's end", "an object",
	    "the object's end"},
	{"a string", "a string", "a number", "true", "false", "null"}
};

struct sn_json_reader *
sn_json_reader_new(struct sn_input *in)
{
	struct sn_json_reader *j = calloc(1, sizeof(*j));

	if (j == NULL)
		return NULL;
	j->in = in;
	j->line = 1;
	j->col = 1;
	sn_input_skip_bom(in);
	return j;
}

void
sn_json_reader_free(struct sn_json_reader *j)
{
	if (j == NULL)
		return;
	free(j->buf);
	free(j);
}

static int
peek(struct sn_json_reader *j)
{
	if (j->in->pos == j->in->len && sn_input_fill(j->in, 1) == 0)
		return EOF;
	return j->in->buf[j->in->pos];
}

static void
advance(struct sn_json_reader *j)
{
	if (j->in->buf[j->in->pos++] == '\n') {
		j->line++;
		j->col = 1;
	} else
		j->col++;
}

static int
blank(int ch)
{
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

static void
skip_blanks(struct sn_json_reader *j)
{
	int ch;

	while ((ch = peek(j)) != EOF && blank(ch))
		advance(j);
}

/* Keeps a byte of the current string or number; 0, or -1 when out of
 * memory. */
static int
keep(struct sn_json_reader *j, struct sannin_record *r, int byte)
{
	char *b;
	size_t cap;

	if (j->len >= MAXSTR)
		return 0;
	if (j->len + 1 >= j->cap) {
		cap = j->cap ? 2 * j->cap : 256;
		if (cap > MAXSTR + 1)
			cap = MAXSTR + 1;
		if ((b = realloc(j->buf, cap)) == NULL) {
			r->oom = 1;
			return -1;
		}
		j->buf = b;
		j->cap = cap;
	}
	j->buf[j->len++] = (char)byte;
	j->buf[j->len] = '\0';
	return 0;
}

#define FOUND 64	/* what found() writes, at most */

/* What was found, for a message: "'x'", "byte 0x01", "the end of the
 * input", with a word on what JSON has not. */
static void
found(int ch, char buf[FOUND])
{
	if (ch == EOF)
		snprintf(buf, FOUND, "the end of the input");
	else if (ch == '\'')
		snprintf(buf, FOUND, "a single quote (strings are in double "
		    "quotes)");
	else if (ch == '/')
		snprintf(buf, FOUND, "'/' (JSON has no comments)");
	else if (ch > ' ' && ch < 0x7f)
		snprintf(buf, FOUND, "'%c'", ch);
	else
		snprintf(buf, FOUND, "byte 0x%02x", ch);
}

/*
 * A syntax error of the kind (JSON_* of messages.h) at line and col,
 * with the arguments of its text (or the read error that cut the input
 * short, when there was one): recorded whatever the walker has recorded
 * before, since nothing after it can be read; the reader then skips to
 * the next game.  Returns -1.
 */
static int
syntax_(struct sn_schema *c, enum sn_msg kind, unsigned long line,
    unsigned long col, ...)
{
	struct sn_json_reader *j = c->src;
	va_list ap;

	if (j->in->err)
		sn_record_msg(c->r, SN_MSG_INPUT_CUT, j->line, j->col,
		    strerror(j->in->err));
	else {
		va_start(ap, col);
		sn_record_vmsg(c->r, SANNIN_E_JSON, kind, line, col, ap);
		va_end(ap);
	}
	j->broken = 1;
	c->failed = 1;
	return -1;
}

#if defined(__GNUC__)
#define syntax(c, kind, line, col, ...) (SN_MSG_ARGS(kind, ##__VA_ARGS__), \
	syntax_(c, kind, line, col, ##__VA_ARGS__))
#else
#define syntax syntax_
#endif

/* Four hexadecimal digits of a \u escape; the value, or -1. */
static long
hex4(struct sn_json_reader *j)
{
	long v = 0;
	int i, ch;

	for (i = 0; i < 4; i++) {
		ch = peek(j);
		if (ch >= '0' && ch <= '9')
			v = v * 16 + (ch - '0');
		else if (ch >= 'a' && ch <= 'f')
			v = v * 16 + (ch - 'a' + 10);
		else if (ch >= 'A' && ch <= 'F')
			v = v * 16 + (ch - 'A' + 10);
		else
			return -1;
		advance(j);
	}
	return v;
}

/* A code point kept as UTF-8. */
static int
keep_utf8(struct sn_json_reader *j, struct sannin_record *r, long cp)
{
	if (cp < 0x80)
		return keep(j, r, (int)cp);
	if (cp < 0x800)
		return keep(j, r, (int)(0xc0 | cp >> 6)) < 0 ||
		    keep(j, r, (int)(0x80 | (cp & 0x3f))) < 0 ? -1 : 0;
	if (cp < 0x10000)
		return keep(j, r, (int)(0xe0 | cp >> 12)) < 0 ||
		    keep(j, r, (int)(0x80 | (cp >> 6 & 0x3f))) < 0 ||
		    keep(j, r, (int)(0x80 | (cp & 0x3f))) < 0 ? -1 : 0;
	return keep(j, r, (int)(0xf0 | cp >> 18)) < 0 ||
	    keep(j, r, (int)(0x80 | (cp >> 12 & 0x3f))) < 0 ||
	    keep(j, r, (int)(0x80 | (cp >> 6 & 0x3f))) < 0 ||
	    keep(j, r, (int)(0x80 | (cp & 0x3f))) < 0 ? -1 : 0;
}

/* An escape, its '\' read (at line, col); 0 or -1. */
static int
escape(struct sn_schema *c, unsigned long line, unsigned long col)
{
	static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
	struct sn_json_reader *j = c->src;
	const char *p;
	long cp, lo;
	int ch = peek(j);
	char f[FOUND];

	if (ch != EOF && ch != 'u' && ch != '\0' &&
	    (p = strchr(from, ch)) != NULL) {
		advance(j);
		return keep(j, c->r, to[p - from]);
	}
	if (ch != 'u') {
		if (ch == EOF)
			return syntax(c, SN_MSG_JSON_STRING_END, j->line,
			    j->col);
		found(ch, f);
		return syntax(c, SN_MSG_JSON_ESCAPE, line, col, f);
	}
	advance(j);
	if ((cp = hex4(j)) < 0)
		return syntax(c, SN_MSG_JSON_HEX, line, col);
	if (cp >= 0xdc00 && cp <= 0xdfff)
		return syntax(c, SN_MSG_JSON_LOW_SURROGATE, line, col, cp);
	if (cp >= 0xd800 && cp <= 0xdbff) {
		if (peek(j) != '\\')
			return syntax(c, SN_MSG_JSON_HIGH_SURROGATE, line, col,
			    cp);
		advance(j);
		lo = -1;
		if (peek(j) == 'u') {
			advance(j);
			lo = hex4(j);
		}
		if (lo < 0xdc00 || lo > 0xdfff)
			return syntax(c, SN_MSG_JSON_HIGH_SURROGATE, line, col,
			    cp);
		cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
	}
	return keep_utf8(j, c->r, cp);
}

/* A UTF-8 character of a string, at line and col; 0 or -1. */
static int
utf8_char(struct sn_schema *c, unsigned long line, unsigned long col)
{
	struct sn_json_reader *j = c->src;
	struct sn_input *in = j->in;
	size_t n, k;
	unsigned cp;

	/* (The fill first: it may move the bytes to the buffer's start.) */
	n = sn_input_fill(in, 4);
	n = sn_utf8(in->buf + in->pos, n, &cp);
	if (n == 0)
		return syntax(c, SN_MSG_JSON_UTF8, line, col, in->buf[in->pos]);
	for (k = 0; k < n; k++) {
		if (keep(j, c->r, in->buf[in->pos]) < 0)
			return -1;
		advance(j);
	}
	return 0;
}

/* A string, its opening quote current; 0 or -1. */
static int
string(struct sn_schema *c)
{
	struct sn_json_reader *j = c->src;
	unsigned long line, col;
	int ch;

	advance(j);
	j->len = 0;
	if (keep(j, c->r, '\0') < 0)
		return -1;
	j->len = 0;
	for (;;) {
		line = j->line;
		col = j->col;
		ch = peek(j);
		if (ch == '"') {
			advance(j);
			return 0;
		}
		if (ch == EOF)
			return syntax(c, SN_MSG_JSON_STRING_END, line, col);
		if (ch == '\n')
			return syntax(c, SN_MSG_JSON_STRING_LINE, line, col);
		if (ch < 0x20)
			return syntax(c, SN_MSG_JSON_CONTROL, line, col, ch,
			    ch);
		if (ch == '\\') {
			advance(j);
			if (escape(c, line, col) < 0)
				return -1;
		} else if (ch >= 0x80) {
			if (utf8_char(c, line, col) < 0)
				return -1;
		} else {
			if (keep(j, c->r, ch) < 0)
				return -1;
			advance(j);
		}
	}
}

static int
digit(int ch)
{
	return ch >= '0' && ch <= '9';
}

/* Digits, kept; how many. */
static int
digits(struct sn_schema *c)
{
	struct sn_json_reader *j = c->src;
	int n = 0;

	while (digit(peek(j))) {
		if (keep(j, c->r, peek(j)) < 0)
			return -1;
		advance(j);
		n++;
	}
	return n;
}

/* A number, its first character current; 0 or -1. */
static int
number(struct sn_schema *c)
{
	struct sn_json_reader *j = c->src;
	unsigned long line = j->line, col = j->col;
	int n;

	j->len = 0;
	if (keep(j, c->r, '\0') < 0)
		return -1;
	j->len = 0;
	if (peek(j) == '-') {
		keep(j, c->r, '-');
		advance(j);
	}
	if (peek(j) == '0') {
		keep(j, c->r, '0');
		advance(j);
		if (digit(peek(j)))
			return syntax(c, SN_MSG_JSON_LEADING_ZERO, line, col);
	} else if ((n = digits(c)) <= 0)
		return n < 0 ? -1 : syntax(c, SN_MSG_JSON_MINUS, j->line,
		    j->col);
	if (peek(j) == '.') {
		keep(j, c->r, '.');
		advance(j);
		if ((n = digits(c)) <= 0)
			return n < 0 ? -1 : syntax(c, SN_MSG_JSON_POINT,
			    j->line, j->col);
	}
	if (peek(j) == 'e' || peek(j) == 'E') {
		keep(j, c->r, peek(j));
		advance(j);
		if (peek(j) == '+' || peek(j) == '-') {
			keep(j, c->r, peek(j));
			advance(j);
		}
		if ((n = digits(c)) <= 0)
			return n < 0 ? -1 : syntax(c, SN_MSG_JSON_EXPONENT,
			    j->line, j->col);
	}
	return c->r->oom ? -1 : 0;
}

/* A word: true, false or null; the kind of scalar, or -1. */
static int
word(struct sn_schema *c)
{
	static const char *const lit[] = {"true", "false", "null"};
	static const int kind[] = {SN_SC_TRUE, SN_SC_FALSE, SN_SC_NULL};
	struct sn_json_reader *j = c->src;
	unsigned long line = j->line, col = j->col;
	char w[16];
	size_t n = 0;
	int ch, i;

	while ((ch = peek(j)) != EOF && ((ch >= 'a' && ch <= 'z') ||
	    (ch >= 'A' && ch <= 'Z'))) {
		if (n + 1 < sizeof(w))
			w[n++] = (char)ch;
		advance(j);
	}
	w[n] = '\0';
	for (i = 0; i < 3; i++)
		if (strcmp(w, lit[i]) == 0)
			return kind[i];
	return syntax(c, SN_MSG_JSON_WORD, line, col, w,
	    n + 1 == sizeof(w) ? "..." : "");
}

/* The event after a value: the state that follows it. */
static void
after_value(struct sn_json_reader *j)
{
	j->state = j->depth > 0 ? ST_AFTER : ST_DONE;
}

/* A value, its first character ch current (at line, col), as the event
 * c->ev; 0 or -1.  where says what came before, for a message. */
static int
value(struct sn_schema *c, int ch, const char *where)
{
	struct sn_json_reader *j = c->src;
	struct sn_sev *e = &c->ev;
	int k;
	char f[FOUND];

	if (ch == '{' || ch == '[') {
		if (j->depth == SN_MAXNEST) {
			/* (Unless the walker has said why it skips a value
			 * this deep, the first error of the game.) */
			if (!c->failed)
				sn_record_msg(c->r, SN_MSG_JSON_DEPTH, e->line,
				    e->col, SN_MAXNEST);
			j->broken = 1;
			c->failed = 1;
			return -1;
		}
		j->open[j->depth++] = (char)ch;
		advance(j);
		e->type = ch == '{' ? SN_SV_MAP : SN_SV_LIST;
		j->state = ch == '{' ? ST_KEY_FIRST : ST_FIRST;
		return 0;
	}
	e->type = SN_SV_SCALAR;
	if (ch == '"') {
		if (string(c) < 0)
			return -1;
		e->scalar = SN_SC_STRING;
		e->tcol = e->col + 1;
	} else if (ch == '-' || digit(ch)) {
		if (number(c) < 0)
			return -1;
		e->scalar = SN_SC_NUMBER;
	} else if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')) {
		if ((k = word(c)) < 0)
			return -1;
		e->scalar = k;
		j->len = 0;
		if (keep(j, c->r, '\0') < 0)
			return -1;
		j->len = 0;
	} else {
		found(ch, f);
		return syntax(c, SN_MSG_JSON_VALUE, e->line, e->col, where, f);
	}
	e->val = j->buf;
	e->len = j->len;
	after_value(j);
	return 0;
}

/* Reads the next event into c->ev; 0, or -1 on an error. */
static int
next(struct sn_schema *c)
{
	struct sn_json_reader *j = c->src;
	struct sn_sev *e = &c->ev;
	int ch, close;
	char f[FOUND];

	memset(e, 0, sizeof(*e));
	for (;;) {
		skip_blanks(j);
		ch = peek(j);
		e->line = j->line;
		e->col = e->tcol = j->col;
		if (ch == EOF && j->in->err)
			return syntax(c, SN_MSG_JSON_UNREADABLE, e->line,
			    e->col);
		close = j->depth > 0 && j->open[j->depth - 1] == '{' ? '}' :
		    ']';
		switch (j->state) {
		case ST_VALUE:
			if (value(c, ch, j->depth > 0 ? " after ':'" : "") < 0)
				return -1;
			break;
		case ST_ITEM:
		case ST_FIRST:
			if (ch == ']' && j->state == ST_FIRST) {
				advance(j);
				j->depth--;
				e->type = SN_SV_LIST_END;
				after_value(j);
			} else if (value(c, ch, j->state == ST_FIRST ?
			    " or ']' after '['" : " after ','") < 0)
				return -1;
			break;
		case ST_KEY_FIRST:
		case ST_KEY:
			if (ch == '}' && j->state == ST_KEY_FIRST) {
				advance(j);
				j->depth--;
				e->type = SN_SV_MAP_END;
				after_value(j);
				break;
			}
			if (ch != '"') {
				found(ch, f);
				return syntax(c, SN_MSG_JSON_KEY, e->line,
				    e->col, j->state == ST_KEY_FIRST ?
				    " or '}' after '{'" : " after ','", f);
			}
			if (string(c) < 0)
				return -1;
			e->type = SN_SV_SCALAR;
			e->scalar = SN_SC_STRING;
			e->tcol = e->col + 1;
			e->val = j->buf;
			e->len = j->len;
			j->state = ST_COLON;
			break;
		case ST_COLON:
			if (ch != ':') {
				found(ch, f);
				return syntax(c, SN_MSG_JSON_COLON, e->line,
				    e->col, f);
			}
			advance(j);
			j->state = ST_VALUE;
			continue;
		case ST_AFTER:
			if (ch == ',') {
				advance(j);
				j->state = close == '}' ? ST_KEY : ST_ITEM;
				continue;
			}
			if (ch != close) {
				found(ch, f);
				return syntax(c, SN_MSG_JSON_COMMA, e->line,
				    e->col, close,
				    close == '}' ? "an object" : "an array", f);
			}
			advance(j);
			j->depth--;
			e->type = close == '}' ? SN_SV_MAP_END : SN_SV_LIST_END;
			after_value(j);
			break;
		default:
			/* (ST_DONE: never asked, since the walker stops at
			 * the end of the game's value, and so does the
			 * reader.) */
			c->failed = 1;
			return -1;
		}
		break;
	}
	if (!c->failed && sn_record_room(c->r, e->line, e->col, 0) < 0) {
		c->failed = 1;
		return -1;
	}
	if (e->type == SN_SV_SCALAR && memchr(e->val, '\0', e->len) != NULL)
		return sn_schema_msg(c, SN_MSG_STRING_NUL);
	return 0;
}

/* After a syntax error: on to the next line that starts with '{'. */
static void
resync(struct sn_json_reader *j)
{
	int ch;

	while ((ch = peek(j)) != EOF && !(ch == '{' && j->col == 1))
		advance(j);
	j->broken = 0;
}

int
sn_json_read(struct sn_json_reader *j, struct sannin_record *r)
{
	struct sn_schema c;
	unsigned long col;

	memset(&c, 0, sizeof(c));
	c.r = r;
	c.code = SANNIN_E_JSON;
	c.words = &words;
	c.typed = 1;
	c.next = next;
	c.src = j;
	if (j->broken)
		resync(j);
	skip_blanks(j);
	if (peek(j) == EOF)
		return j->in->err ? -1 : 0;
	r->line = j->line;
	col = j->col;
	j->state = ST_VALUE;
	j->depth = 0;
	if (next(&c) < 0 || sn_schema_game(&c) < 0) {
		/* The rest of a value that is no game, unless the JSON
		 * itself broke. */
		while (!r->oom && !j->broken && j->state != ST_DONE)
			next(&c);
	}
	if (r->oom)
		return -1;
	if (r->result == NULL) {
		r->result_line = r->line;
		r->result_col = col;
	}
	return 1;
}
