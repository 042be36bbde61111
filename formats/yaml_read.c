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
	yaml_event_t ev;	/* the current event */
	int have;		/* ev holds one */
};

static const struct sn_schema_words words = {
	{NULL, "a string", "a list", "the list's end", "a mapping",
	    "the mapping's end"},
	{"a string", "a string", "a number", "true", "false", "null"}
};

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
	free(y);
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
			sn_record_error(c->r, SANNIN_E_LIMIT,
			    (unsigned long)p->mark.line + 1,
			    (unsigned long)p->mark.column + 1,
			    "more than %d MiB of YAML without a value (a "
			    "string, or blank and comment lines): the rest of "
			    "the input is not read", MAXRUN >> 20);
		else if (p->error == YAML_READER_ERROR && y->in->err)
			sn_record_error(c->r, SANNIN_E_IO, 0, 0,
			    "read error: %s", strerror(y->in->err));
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
			sn_record_error(c->r, SANNIN_E_LIMIT, LINE(y), COL(y),
			    "YAML nests deeper than %d: the rest of the input "
			    "is not read", SN_MAXNEST);
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
		return sn_schema_err(c, "YAML aliases are not used in records");
	if (y->ev.type == YAML_SCALAR_EVENT &&
	    memchr(y->ev.data.scalar.value, '\0', y->ev.data.scalar.length))
		return sn_schema_err(c, "a string holds a NUL byte");
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
	return sn_schema_err(c, "%s: expected %s, found %s", what,
	    name[type < 11 ? type : 0], name[y->ev.type < 11 ? y->ev.type :
	    0]);
}

/* A game: a document that holds a mapping. */
static int
read_game(struct sn_schema *c)
{
	struct sn_yaml_reader *y = c->src;

	if (y->ev.type == YAML_SCALAR_EVENT && c->ev.len == 0)
		return sn_schema_err(c, "an empty document: a game is a "
		    "mapping with tags, moves and a result");
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
	drop(y);
	return r->oom ? -1 : 1;

broken:
	drop(y);
	if (r->oom)
		return -1;
	/* A game that broke the YAML is reported; nothing after it can be
	 * read. */
	return r->ndiags > 0 ? 1 : -1;
}
