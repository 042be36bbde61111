/*
 * yaml_read.c - reading games from a YAML stream (sannin-yaml(5)), one
 * document at a time, with libyaml's event parser: only the events of
 * the current game are held, so memory does not grow with the stream.
 * The events go to the walker of the schema (schema_read.c), which
 * YAML shares with JSON; here are the stream, its documents and what
 * YAML has that JSON has not.
 *
 * Aliases are refused: a record never needs them, and refusing them
 * keeps a document of nested aliases from being expanded.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "record.h"
#include "schema.h"

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
	yaml_event_t ev;	/* the current event */
	int have;		/* ev holds one */
};

static const struct sn_schema_words words = {
	{NULL, "a string", "a list", "the list's end", "a mapping",
	    "the mapping's end"},
	{"a string", "a string", "a number", "true", "false", "null"}
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

#define LINE(y) ((unsigned long)(y)->ev.start_mark.line + 1)
#define COL(y) ((unsigned long)(y)->ev.start_mark.column + 1)

/* The event of libyaml as the walker sees it. */
static void
convey(struct sn_yaml_reader *y, struct sn_sev *e)
{
	memset(e, 0, sizeof(*e));
	e->line = LINE(y);
	e->col = e->tcol = COL(y);
	switch (y->ev.type) {
	case YAML_SCALAR_EVENT:
		e->type = SN_SV_SCALAR;
		e->scalar = SN_SC_TEXT;
		e->val = (const char *)y->ev.data.scalar.value;
		e->len = y->ev.data.scalar.length;
		/* The column of a string's first character, inside any
		 * quotes. */
		e->tcol += y->ev.data.scalar.style ==
		    YAML_SINGLE_QUOTED_SCALAR_STYLE ||
		    y->ev.data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE;
		break;
	case YAML_SEQUENCE_START_EVENT:
		e->type = SN_SV_LIST;
		break;
	case YAML_SEQUENCE_END_EVENT:
		e->type = SN_SV_LIST_END;
		break;
	case YAML_MAPPING_START_EVENT:
		e->type = SN_SV_MAP;
		break;
	case YAML_MAPPING_END_EVENT:
		e->type = SN_SV_MAP_END;
		break;
	default:
		/* (Document and stream events: the walker never reads past
		 * the game's mapping.) */
		break;
	}
}

/* Lets go of the current event. */
static void
drop(struct sn_yaml_reader *y)
{
	if (y->have)
		yaml_event_delete(&y->ev);
	y->have = 0;
}

/* Reads the next event; 0, or -1 on an error. */
static int
next(struct sn_schema *c)
{
	struct sn_yaml_reader *y = c->src;
	yaml_parser_t *p = &y->parser;

	drop(y);
	memset(&c->ev, 0, sizeof(c->ev));
	if (!yaml_parser_parse(p, &y->ev)) {
		if (p->error == YAML_MEMORY_ERROR)
			c->r->oom = 1;
		else if (y->runaway)
			sn_record_msg(c->r, SN_MSG_YAML_RUN,
			    (unsigned long)p->mark.line + 1,
			    (unsigned long)p->mark.column + 1, MAXRUN >> 20);
		else if (p->error == YAML_READER_ERROR && y->in->err)
			sn_record_msg(c->r, SN_MSG_READ_ERROR, 0, 0,
			    strerror(y->in->err));
		else if (p->error == YAML_READER_ERROR)
			sn_record_msg(c->r, SN_MSG_YAML_READER,
			    (unsigned long)p->mark.line + 1,
			    (unsigned long)p->mark.column + 1,
			    p->problem ? p->problem : "unreadable",
			    (unsigned long)p->problem_offset + 1);
		else
			sn_record_msg(c->r, SN_MSG_YAML_PARSER,
			    (unsigned long)p->problem_mark.line + 1,
			    (unsigned long)p->problem_mark.column + 1,
			    p->problem ? p->problem : "malformed",
			    p->context ? ", " : "",
			    p->context ? p->context : "");
		y->broken = 1;
		c->failed = 1;
		return -1;
	}
	y->have = 1;
	y->since = 0;
	convey(y, &c->ev);
	switch (y->ev.type) {
	case YAML_DOCUMENT_START_EVENT:
		y->depth = 0;
		break;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		/* Deeper, libyaml slows down with every level. */
		if (++y->depth > SN_MAXNEST) {
			sn_record_msg(c->r, SN_MSG_YAML_DEPTH, LINE(y), COL(y),
			    SN_MAXNEST);
			y->broken = 1;
			c->failed = 1;
			return -1;
		}
		break;
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		y->depth--;
		break;
	default:
		break;
	}
	if (!c->failed && sn_record_room(c->r, LINE(y), COL(y), 0) < 0) {
		c->failed = 1;
		return -1;
	}
	if (y->ev.type == YAML_ALIAS_EVENT)
		return sn_schema_msg(c, SN_MSG_YAML_ALIAS);
	if (y->ev.type == YAML_SCALAR_EVENT &&
	    memchr(y->ev.data.scalar.value, '\0', y->ev.data.scalar.length))
		return sn_schema_msg(c, SN_MSG_STRING_NUL);
	return 0;
}

/* The current event is of the libyaml type; else an error "WHAT:
 * expected A, found B" in YAML's terms (the stream and its documents,
 * which the walker does not see). */
static int
expect(struct sn_schema *c, yaml_event_type_t type, const char *what)
{
	static const char *const name[] = {"nothing", "the stream's start",
	    "the stream's end", "a document", "the document's end", "an alias",
	    "a string", "a list", "the list's end", "a mapping",
	    "the mapping's end"};
	struct sn_yaml_reader *y = c->src;

	if (y->ev.type == type)
		return 0;
	return sn_schema_msg(c, SN_MSG_SCHEMA_TYPE, what,
	    name[type < 11 ? type : 0], name[y->ev.type < 11 ? y->ev.type : 0]);
}

/* A game: a document that holds a mapping. */
static int
read_game(struct sn_schema *c)
{
	struct sn_yaml_reader *y = c->src;

	if (y->ev.type == YAML_SCALAR_EVENT && c->ev.len == 0)
		return sn_schema_msg(c, SN_MSG_YAML_EMPTY);
	if (y->ev.type != YAML_MAPPING_START_EVENT)
		return expect(c, YAML_MAPPING_START_EVENT, "a game");
	return sn_schema_game(c);
}

int
sn_yaml_read(struct sn_yaml_reader *y, struct sannin_record *r)
{
	struct sn_schema c;

	memset(&c, 0, sizeof(c));
	c.r = r;
	c.code = SANNIN_E_YAML;
	c.words = &words;
	c.next = next;
	c.src = y;
	if (y->broken || y->ended)
		return 0;
	if (!y->started) {
		if (next(&c) < 0)
			goto broken;
		y->started = 1;
	}
	if (next(&c) < 0)
		goto broken;
	if (y->ev.type == YAML_STREAM_END_EVENT) {
		y->ended = 1;
		drop(y);
		return 0;
	}
	r->line = LINE(y);
	if (expect(&c, YAML_DOCUMENT_START_EVENT, "a game") < 0 ||
	    next(&c) < 0 || read_game(&c) < 0 || next(&c) < 0 ||
	    expect(&c, YAML_DOCUMENT_END_EVENT, "the game's end") < 0) {
		if (r->oom || y->broken)
			goto broken;
		/* Skip the rest of the document. */
		while (y->ev.type != YAML_DOCUMENT_END_EVENT &&
		    y->ev.type != YAML_STREAM_END_EVENT)
			if (next(&c) < 0 && (r->oom || y->broken))
				goto broken;
		if (y->ev.type == YAML_STREAM_END_EVENT)
			y->ended = 1;
	}
	if (r->result == NULL) {
		r->result_line = r->line;
		r->result_col = 1;
	}
	/* The document ends at its end event's end: after its "...", or
	 * where the next document or the stream's end begins. */
	if (y->in->keeping && y->have && keep_document(y, r,
	    y->ev.type == YAML_DOCUMENT_END_EVENT ? y->ev.end_mark.index :
	    y->ev.start_mark.index, y->ev.type == YAML_DOCUMENT_END_EVENT &&
	    !y->ev.data.document_end.implicit) < 0) {
		drop(y);
		return -1;
	}
	drop(y);
	return r->oom ? -1 : 1;

broken:
	drop(y);
	if (r->oom)
		return -1;
	/* A game that broke the YAML is reported; nothing after it can be
	 * read. */
	return r->diags.n > 0 ? 1 : -1;
}
