/*
 * yaml_read.c - reading games from a YAML stream (sannin-yaml(5)), one
 * document at a time, with libyaml's event parser: only the events of
 * the current game are held, so memory does not grow with the stream.
 *
 * Schema of a document (every key optional but "move"):
 *
 *   game      = mapping { tags: mapping of strings, comments: [string],
 *                         moves: [move], result: string }
 *   move      = mapping { move: string, seat: string (a seat's name),
 *                         marks: string, annotation: string,
 *                         nags: [integer], comments: [string],
 *                         variations: [line] }
 *   line      = mapping { comments: [string], moves: [move] }
 *
 * The fields the tools add to a move when they write it decoded (round,
 * from, to, piece, promote, captured, events) are read and ignored.
 * Aliases are refused: a record never needs them, and refusing them
 * keeps a document of nested aliases from being expanded.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "record.h"

#define MAXDEPTH 256	/* variations inside variations, as in text */
/* Lists and mappings inside each other: a game's deepest variation is
 * four levels (variations, line, moves, move) per variation. */
#define MAXNEST (4 * MAXDEPTH + 8)
/* libyaml holds a whole scalar before it reports it: input past this many
 * bytes without an event (a string, or blank and comment lines, which
 * make none) is refused, so that memory stays bounded. */
#define MAXRUN (4 * SN_MAXTEXT + 65536)

struct sn_yaml_reader {
	struct sn_input *in;
	yaml_parser_t parser;
	size_t since;		/* bytes given to libyaml since its last event */
	int runaway;		/* more than MAXRUN of them */
	int depth;		/* lists and mappings open in the document */
	int started;		/* the stream start has been read */
	int ended;		/* the stream end has been read */
	int broken;		/* a syntax error: no further document */

	/* When the reader keeps games' bytes: those given to libyaml from
	 * character `kbase` of the stream on (libyaml's marks count
	 * characters, not bytes), and whether any were given yet. */
	struct sn_bytes keep;
	size_t kbase;		/* the character keep starts at */
	int klost;		/* the document's first bytes were dropped */
	int given;
};

struct ctx {
	struct sn_yaml_reader *y;
	struct sannin_record *r;
	yaml_event_t ev;
	int have;		/* ev holds an event */
	int failed;
};

/* The number of characters in n bytes of UTF-8 (libyaml has checked
 * the encoding): the bytes that do not continue a sequence. */
static size_t
chars_in(const char *b, size_t n)
{
	size_t i, c = 0;

	for (i = 0; i < n; i++)
		c += ((unsigned char)b[i] & 0xc0) != 0x80;
	return c;
}

/*
 * Keeps n more bytes given to libyaml.  Past SN_MAXRAW those held are
 * dropped (only their characters are counted), and so is the document
 * they begin.
 */
static void
keep_bytes(struct sn_yaml_reader *y, const char *b, size_t n)
{
	struct sn_bytes *k = &y->keep;

	if (k->len + n > SN_MAXRAW) {
		y->kbase += chars_in(k->b, k->len) + chars_in(b, n);
		k->len = 0;
		y->klost = 1;
		return;
	}
	sn_bytes_add(k, b, n);
}

static int
read_handler(void *data, unsigned char *buf, size_t size, size_t *got)
{
	struct sn_yaml_reader *y = data;
	struct sn_input *in = y->in;
	size_t n;

	if (y->since > MAXRUN) {
		y->runaway = 1;
		*got = 0;
		return 0;
	}
	n = sn_input_fill(in, 1);
	if (n > size)
		n = size;
	memcpy(buf, in->buf + in->pos, n);
	if (in->keeping) {
		size_t bom = !y->given && n >= 3 && memcmp(buf, "\xef\xbb\xbf",
		    3) == 0 ? 3 : 0;

		/* (libyaml counts no character for a byte-order mark.) */
		keep_bytes(y, (const char *)buf + bom, n - bom);
	}
	y->given |= n > 0;
	in->pos += n;
	y->since += n;
	*got = n;
	return !(n == 0 && in->err);
}

struct sn_yaml_reader *
sn_yaml_reader_new(struct sn_input *in)
{
	struct sn_yaml_reader *y = calloc(1, sizeof(*y));

	if (y == NULL)
		return NULL;
	if (!yaml_parser_initialize(&y->parser)) {
		free(y);
		return NULL;
	}
	y->in = in;
	yaml_parser_set_input(&y->parser, read_handler, y);
	return y;
}

void
sn_yaml_reader_free(struct sn_yaml_reader *y)
{
	if (y == NULL)
		return;
	yaml_parser_delete(&y->parser);
	free(y->keep.b);
	free(y);
}

/*
 * Hands the record the bytes of its document, up to character `end` of
 * the stream, and keeps those after it for the next: a document's bytes
 * run from the end of the one before (the stream's start for the first)
 * to its own end: the next document's "---" (or directives), the end of
 * the stream, or the end of its "..." line (dots).  Returns 0, or -1
 * out of memory.
 */
static int
keep_document(struct sn_yaml_reader *y, struct sannin_record *r, size_t end,
    int dots)
{
	struct sn_bytes *k = &y->keep, rest;
	size_t off = 0, chars = 0, e;

	if (end < y->kbase) {
		/* Dropped beyond its end: the next document's start too. */
		free(r->raw);
		r->raw = NULL;
		return 0;
	}
	while (off < k->len && chars < end - y->kbase)
		if (((unsigned char)k->b[off++] & 0xc0) != 0x80)
			chars++;
	while (off < k->len && ((unsigned char)k->b[off] & 0xc0) == 0x80)
		off++;
	/* A "..." line is the document's to its end, comment included. */
	if (dots) {
		for (e = off; e < k->len && (k->b[e] == ' ' ||
		    k->b[e] == '\t'); e++)
			;
		if (e < k->len && k->b[e] == '#')
			while (e < k->len && k->b[e] != '\n' &&
			    k->b[e] != '\r')
				e++;
		if (e < k->len && k->b[e] == '\r')
			e++;
		if (e < k->len && k->b[e] == '\n')
			e++;
		if (e > off && (k->b[e - 1] == '\n' || k->b[e - 1] == '\r')) {
			end += chars_in(k->b + off, e - off);
			off = e;
		}
	}
	memset(&rest, 0, sizeof(rest));
	sn_bytes_add(&rest, k->b + off, k->len - off);
	k->len = off;
	k->over |= y->klost;
	y->klost = 0;
	y->kbase = end;
	if (sn_bytes_give(k, r) < 0 || rest.oom) {
		free(rest.b);
		r->oom = 1;
		return -1;
	}
	*k = rest;
	return 0;
}

#define LINE(c) ((unsigned long)(c)->ev.start_mark.line + 1)
#define COL(c) ((unsigned long)(c)->ev.start_mark.column + 1)
#define VAL(c) ((const char *)(c)->ev.data.scalar.value)
#define LEN(c) ((c)->ev.data.scalar.length)

static int
err(struct ctx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int
err(struct ctx *c, const char *fmt, ...)
{
	va_list ap;
	char msg[256];

	/* The first error of a game is the one worth reading. */
	if (c->failed)
		return -1;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	sn_record_error(c->r, SANNIN_E_YAML, LINE(c), COL(c), "%s", msg);
	c->failed = 1;
	return -1;
}

/* Reads the next event into c->ev; 0, or -1 on an error. */
static int
next(struct ctx *c)
{
	yaml_parser_t *p = &c->y->parser;

	if (c->have)
		yaml_event_delete(&c->ev);
	c->have = 0;
	if (!yaml_parser_parse(p, &c->ev)) {
		if (p->error == YAML_MEMORY_ERROR)
			c->r->oom = 1;
		else if (c->y->runaway)
			sn_record_error(c->r, SANNIN_E_LIMIT,
			    (unsigned long)p->mark.line + 1,
			    (unsigned long)p->mark.column + 1,
			    "more than %d MiB of YAML without a value (a "
			    "string, or blank and comment lines): the rest of "
			    "the input is not read", MAXRUN >> 20);
		else if (p->error == YAML_READER_ERROR && c->y->in->err)
			sn_record_error(c->r, SANNIN_E_IO, 0, 0,
			    "read error: %s", strerror(c->y->in->err));
		else if (p->error == YAML_READER_ERROR)
			sn_record_error(c->r, SANNIN_E_YAML,
			    (unsigned long)p->mark.line + 1,
			    (unsigned long)p->mark.column + 1,
			    "YAML: %s (byte %lu of the input)", p->problem ?
			    p->problem : "unreadable", (unsigned long)
			    p->problem_offset + 1);
		else
			sn_record_error(c->r, SANNIN_E_YAML,
			    (unsigned long)p->problem_mark.line + 1,
			    (unsigned long)p->problem_mark.column + 1,
			    "YAML: %s%s%s", p->problem ? p->problem :
			    "malformed", p->context ? ", " : "",
			    p->context ? p->context : "");
		c->y->broken = 1;
		c->failed = 1;
		return -1;
	}
	c->have = 1;
	c->y->since = 0;
	switch (c->ev.type) {
	case YAML_DOCUMENT_START_EVENT:
		c->y->depth = 0;
		break;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		/* Deeper, libyaml slows down with every level. */
		if (++c->y->depth > MAXNEST) {
			sn_record_error(c->r, SANNIN_E_LIMIT, LINE(c), COL(c),
			    "YAML nests deeper than %d: the rest of the input "
			    "is not read", MAXNEST);
			c->y->broken = 1;
			c->failed = 1;
			return -1;
		}
		break;
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		c->y->depth--;
		break;
	default:
		break;
	}
	if (!c->failed && sn_record_room(c->r, LINE(c), COL(c), 0) < 0) {
		c->failed = 1;
		return -1;
	}
	if (c->ev.type == YAML_ALIAS_EVENT)
		return err(c, "YAML aliases are not used in records");
	if (c->ev.type == YAML_SCALAR_EVENT &&
	    memchr(c->ev.data.scalar.value, '\0', c->ev.data.scalar.length))
		return err(c, "a string holds a NUL byte");
	return 0;
}

static int
expect(struct ctx *c, yaml_event_type_t type, const char *what)
{
	static const char *const name[] = {"nothing", "the stream's start",
	    "the stream's end", "a document", "the document's end", "an alias",
	    "a string", "a list", "the list's end", "a mapping",
	    "the mapping's end"};

	if (c->ev.type == type)
		return 0;
	return err(c, "%s: expected %s, found %s", what,
	    name[type < 11 ? type : 0], name[c->ev.type < 11 ? c->ev.type :
	    0]);
}

/* Skips the node that starts with the current event. */
static int
skip_node(struct ctx *c)
{
	int depth = 0;

	do {
		if (c->ev.type == YAML_SEQUENCE_START_EVENT ||
		    c->ev.type == YAML_MAPPING_START_EVENT)
			depth++;
		else if (c->ev.type == YAML_SEQUENCE_END_EVENT ||
		    c->ev.type == YAML_MAPPING_END_EVENT)
			depth--;
		if (depth == 0)
			return 0;
		if (depth > MAXDEPTH)
			return err(c, "nesting deeper than %d", MAXDEPTH);
	} while (next(c) == 0);
	return -1;
}

/*
 * Steps to the next entry of the list or mapping being read: 1 with the
 * entry's first event current (a mapping's key, which must be a string),
 * 0 at the end of the list or mapping, -1 on error.
 */
static int
entry(struct ctx *c, yaml_event_type_t end, const char *what)
{
	if (next(c) < 0)
		return -1;
	if (c->ev.type == end)
		return 0;
	if (end == YAML_MAPPING_END_EVENT &&
	    expect(c, YAML_SCALAR_EVENT, what) < 0)
		return -1;
	return 1;
}

/* Steps to a key's value, which must be a string. */
static int
scalar(struct ctx *c, const char *what)
{
	return next(c) < 0 ? -1 : expect(c, YAML_SCALAR_EVENT, what);
}

/* The current key is none of the keys of `what`. */
static int
unknown_key(struct ctx *c, const char *what)
{
	return err(c, "'%.*s' is not a key of %s",
	    (int)(LEN(c) > 40 ? 40 : LEN(c)), VAL(c), what);
}

/* The column of a string's first character, inside any quotes. */
static unsigned long
text_col(const struct ctx *c)
{
	return COL(c) + (c->ev.data.scalar.style ==
	    YAML_SINGLE_QUOTED_SCALAR_STYLE ||
	    c->ev.data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE);
}

/* A list of strings; the current event starts it. */
static int
read_strings(struct ctx *c, char ***list, size_t *n, const char *what)
{
	int k;

	if (expect(c, YAML_SEQUENCE_START_EVENT, what) < 0)
		return -1;
	while ((k = entry(c, YAML_SEQUENCE_END_EVENT, what)) > 0) {
		if (expect(c, YAML_SCALAR_EVENT, what) < 0 ||
		    sn_check_text(c->r, VAL(c), LEN(c), LINE(c), COL(c),
		    "this comment") < 0 ||
		    sn_push_str(c->r, list, n, VAL(c), LEN(c)) < 0)
			return -1;
		(*list)[*n - 1][sn_squeeze((*list)[*n - 1],
		    strlen((*list)[*n - 1]))] = '\0';
	}
	return k;
}

static int read_line(struct ctx *, struct sn_line *, int);

/* Each key once: bit k of *seen for key k of the list. */
static int
once(struct ctx *c, unsigned *seen, unsigned bit)
{
	if (*seen & bit)
		return err(c, "'%.*s' is given twice",
		    (int)(LEN(c) > 40 ? 40 : LEN(c)), VAL(c));
	*seen |= bit;
	return 0;
}


static int
key_is(struct ctx *c, const char *k)
{
	return LEN(c) == strlen(k) && memcmp(VAL(c), k, LEN(c)) == 0;
}

static int
read_move(struct ctx *c, struct sn_line *l, int depth)
{
	static const char *const ignored[] = {"round", "from", "to", "piece",
	    "promote", "captured", "events", NULL};
	struct sn_node *n;
	unsigned long line = LINE(c), col = COL(c);
	unsigned seen = 0;
	size_t i;
	int k;

	if (expect(c, YAML_MAPPING_START_EVENT, "a move") < 0)
		return -1;
	if (sn_record_room(c->r, line, col, 1) < 0) {
		c->failed = 1;
		return -1;
	}
	if ((n = sn_line_push(c->r, l)) == NULL)
		return -1;
	while ((k = entry(c, YAML_MAPPING_END_EVENT, "a key of a move")) > 0) {
		if (key_is(c, "move")) {
			if (once(c, &seen, 1u) < 0)
				return -1;
			if (scalar(c, "move") < 0)
				return -1;
			if (n->text != NULL)
				return err(c, "a move has one 'move'");
			if (LEN(c) == 0 || LEN(c) > 64)
				return err(c, "move: the action, as in the "
				    "text notation (at most 64 characters)");
			n->text = sn_record_str(c->r, VAL(c), LEN(c));
			n->line = LINE(c);
			n->col = text_col(c);
		} else if (key_is(c, "seat")) {
			if (once(c, &seen, 2u) < 0)
				return -1;
			if (scalar(c, "seat") < 0)
				return -1;
			/* A seat of the game's variant, which the record's
			 * tags may name after its moves: read when decoded. */
			if ((n->seatname = sn_record_str(c->r, VAL(c),
			    LEN(c))) == NULL)
				return -1;
			n->marker = SN_NAMED;
			n->sline = LINE(c);
			n->scol = COL(c);
		} else if (key_is(c, "marks")) {
			if (once(c, &seen, 4u) < 0)
				return -1;
			if (scalar(c, "marks") < 0)
				return -1;
			for (i = 0; i < LEN(c); i++) {
				unsigned m = VAL(c)[i] == '^' ? SN_MARK_CHECK :
				    VAL(c)[i] == '#' ? SN_MARK_MATE :
				    VAL(c)[i] == '&' ? SN_MARK_ALLY : 0;

				if (m == 0 || (n->marks & m))
					return err(c, "marks: each of ^ (check), "
					    "# (mate) and & (alliance) once");
				n->marks |= m;
			}
		} else if (key_is(c, "annotation")) {
			if (once(c, &seen, 8u) < 0)
				return -1;
			if (scalar(c, "annotation") < 0)
				return -1;
			if (LEN(c) < 1 || LEN(c) > 2 ||
			    strspn(VAL(c), "!?") != LEN(c))
				return err(c, "annotation: one of ! ? !! ?? "
				    "!? ?!");
			memcpy(n->annot, VAL(c), LEN(c));
			n->annot[LEN(c)] = '\0';
		} else if (key_is(c, "nags")) {
			if (once(c, &seen, 16u) < 0)
				return -1;
			if (next(c) < 0 || expect(c, YAML_SEQUENCE_START_EVENT,
			    "nags") < 0)
				return -1;
			while ((k = entry(c, YAML_SEQUENCE_END_EVENT,
			    "nags")) > 0) {
				char *end;
				long v;

				if (expect(c, YAML_SCALAR_EVENT, "nags") < 0)
					return -1;
				v = strtol(VAL(c), &end, 10);
				if (LEN(c) == 0 || LEN(c) > 3 || *end != '\0' ||
				    v < 0 || v > 255)
					return err(c, "nags: numbers from 0 to "
					    "255");
				if (sn_node_nag(c->r, n, (int)v) < 0)
					return -1;
			}
			if (k < 0)
				return -1;
		} else if (key_is(c, "comments")) {
			if (once(c, &seen, 32u) < 0)
				return -1;
			if (next(c) < 0 || read_strings(c, &n->comments,
			    &n->ncomments, "comments") < 0)
				return -1;
		} else if (key_is(c, "variations")) {
			if (once(c, &seen, 64u) < 0)
				return -1;
			if (depth == MAXDEPTH)
				return err(c, "variations nest at most %d "
				    "deep", MAXDEPTH);
			if (next(c) < 0 || expect(c, YAML_SEQUENCE_START_EVENT,
			    "variations") < 0)
				return -1;
			while ((k = entry(c, YAML_SEQUENCE_END_EVENT,
			    "variations")) > 0) {
				struct sn_line *v;
				size_t at = (size_t)(n - l->v);

				if ((v = sn_node_var(c->r, n)) == NULL ||
				    read_line(c, v, depth + 1) < 0)
					return -1;
				n = &l->v[at];
			}
			if (k < 0)
				return -1;
		} else {
			for (i = 0; ignored[i] != NULL; i++)
				if (key_is(c, ignored[i]))
					break;
			if (ignored[i] == NULL)
				return unknown_key(c, "a move");
			if (next(c) < 0 || skip_node(c) < 0)
				return -1;
		}
		if (c->r->oom)
			return -1;
	}
	if (k < 0)
		return -1;
	if (n->text == NULL) {
		sn_record_error(c->r, SANNIN_E_YAML, line, col,
		    "a move needs its 'move'");
		c->failed = 1;
		return -1;
	}
	return 0;
}

static int
read_moves(struct ctx *c, struct sn_line *l, int depth)
{
	int k;

	if (expect(c, YAML_SEQUENCE_START_EVENT, "moves") < 0)
		return -1;
	while ((k = entry(c, YAML_SEQUENCE_END_EVENT, "moves")) > 0)
		if (read_move(c, l, depth) < 0)
			return -1;
	return k;
}

/* A variation: comments before it, and its moves. */
static int
read_line(struct ctx *c, struct sn_line *l, int depth)
{
	unsigned seen = 0;
	int k;

	if (expect(c, YAML_MAPPING_START_EVENT, "a variation") < 0)
		return -1;
	while ((k = entry(c, YAML_MAPPING_END_EVENT,
	    "a key of a variation")) > 0) {
		if (key_is(c, "comments")) {
			if (once(c, &seen, 1) < 0 ||
			    next(c) < 0 || read_strings(c, &l->pre, &l->npre,
			    "comments") < 0)
				return -1;
		} else if (key_is(c, "moves")) {
			if (once(c, &seen, 2) < 0 ||
			    next(c) < 0 || read_moves(c, l, depth) < 0)
				return -1;
		} else
			return unknown_key(c, "a variation");
	}
	if (k < 0)
		return -1;
	if (l->n == 0)
		return err(c, "a variation has at least one move");
	return 0;
}

static int
read_game(struct ctx *c)
{
	struct sannin_record *r = c->r;
	unsigned seen = 0;
	int k, t;

	if (c->ev.type == YAML_SCALAR_EVENT && LEN(c) == 0)
		return err(c, "an empty document: a game is a mapping with "
		    "tags, moves and a result");
	if (expect(c, YAML_MAPPING_START_EVENT, "a game") < 0)
		return -1;
	while ((k = entry(c, YAML_MAPPING_END_EVENT, "a key of a game")) > 0) {
		if (key_is(c, "tags")) {
			if (once(c, &seen, 1) < 0)
				return -1;
			if (next(c) < 0 || expect(c, YAML_MAPPING_START_EVENT,
			    "tags") < 0)
				return -1;
			while ((t = entry(c, YAML_MAPPING_END_EVENT,
			    "a tag's name")) > 0) {
				char *name;
				unsigned long line, col;
				size_t i;

				for (i = 0; i < LEN(c); i++)
					if (!((VAL(c)[i] >= 'A' && VAL(c)[i] <=
					    'Z') || (VAL(c)[i] >= 'a' &&
					    VAL(c)[i] <= 'z') || (VAL(c)[i] >=
					    '0' && VAL(c)[i] <= '9') ||
					    VAL(c)[i] == '_'))
						break;
				if (LEN(c) == 0 || i < LEN(c) || LEN(c) > 64)
					return err(c, "a tag's name is letters, "
					    "digits and '_' (at most 64)");
				if ((name = sn_strndup(r, VAL(c), LEN(c))) ==
				    NULL)
					return -1;
				line = LINE(c);
				col = COL(c);
				if (sannin_record_tag(r, name) != NULL) {
					err(c, "tag %s is given twice", name);
					free(name);
					return -1;
				}
				if (scalar(c, "a tag's value") < 0 ||
				    sn_check_text(r, VAL(c), LEN(c), LINE(c),
				    COL(c), "the value of this tag") < 0 ||
				    (memchr(VAL(c), '\n', LEN(c)) != NULL &&
				    err(c, "tag %s: a value is one line",
				    name) < 0) || sn_record_tag(r, name,
				    strlen(name), VAL(c), LEN(c), line,
				    col) < 0) {
					free(name);
					return -1;
				}
				free(name);
				r->tags[r->ntags - 1].vline = LINE(c);
				r->tags[r->ntags - 1].vcol = text_col(c);
			}
			if (t < 0)
				return -1;
		} else if (key_is(c, "comments")) {
			if (once(c, &seen, 2) < 0 ||
			    next(c) < 0 || read_strings(c, &r->main.pre,
			    &r->main.npre, "comments") < 0)
				return -1;
		} else if (key_is(c, "moves")) {
			if (once(c, &seen, 4) < 0 ||
			    next(c) < 0 || read_moves(c, &r->main, 0) < 0)
				return -1;
		} else if (key_is(c, "result")) {
			if (once(c, &seen, 8) < 0 || scalar(c, "result") < 0)
				return -1;
			/* (Which results the variant has is seen when the
			 * record is decoded: its tags may come after.) */
			if (!sn_result_shape(VAL(c))) {
				const sannin_variant *v = sn_record_variant(r);
				char list[80];

				sn_result_list(v != NULL ? v :
				    sannin_variant_get(SANNIN_VARIANT_SANNIN),
				    list, sizeof(list));
				return err(c, "result: %s", list);
			}
			free(r->result);
			r->result = sn_strndup(r, VAL(c), LEN(c));
			r->result_line = LINE(c);
			r->result_col = COL(c);
		} else
			return unknown_key(c, "a game (tags, comments, moves, "
			    "result)");
		if (r->oom)
			return -1;
	}
	return k;
}

int
sn_yaml_read(struct sn_yaml_reader *y, struct sannin_record *r)
{
	struct ctx c;
	int rc = 1;

	memset(&c, 0, sizeof(c));
	c.y = y;
	c.r = r;
	if (y->broken || y->ended)
		return 0;
	if (!y->started) {
		if (next(&c) < 0)
			goto broken;
		y->started = 1;
	}
	if (next(&c) < 0)
		goto broken;
	if (c.ev.type == YAML_STREAM_END_EVENT) {
		y->ended = 1;
		yaml_event_delete(&c.ev);
		return 0;
	}
	r->line = LINE(&c);
	if (expect(&c, YAML_DOCUMENT_START_EVENT, "a game") < 0 ||
	    next(&c) < 0 || read_game(&c) < 0 || next(&c) < 0 ||
	    expect(&c, YAML_DOCUMENT_END_EVENT, "the game's end") < 0) {
		if (r->oom || y->broken)
			goto broken;
		/* Skip the rest of the document. */
		while (c.ev.type != YAML_DOCUMENT_END_EVENT &&
		    c.ev.type != YAML_STREAM_END_EVENT)
			if (next(&c) < 0 && (r->oom || y->broken))
				goto broken;
		if (c.ev.type == YAML_STREAM_END_EVENT)
			y->ended = 1;
	}
	if (r->result == NULL) {
		r->result_line = r->line;
		r->result_col = 1;
	}
	/* The document ends at its end event's end: after its "...", or
	 * where the next document or the stream's end begins. */
	if (y->in->keeping && c.have && keep_document(y, r,
	    c.ev.type == YAML_DOCUMENT_END_EVENT ? c.ev.end_mark.index :
	    c.ev.start_mark.index, c.ev.type == YAML_DOCUMENT_END_EVENT &&
	    !c.ev.data.document_end.implicit) < 0)
		rc = -1;
	if (c.have)
		yaml_event_delete(&c.ev);
	return r->oom ? -1 : rc;

broken:
	if (c.have)
		yaml_event_delete(&c.ev);
	if (r->oom)
		return -1;
	/* A game that broke the YAML is reported; nothing after it can be
	 * read. */
	return r->ndiags > 0 ? 1 : -1;
}
