/*
 * schema_read.c - reading a game of the structured formats, YAML
 * (yaml_read.c) and JSON (json_read.c), from the events of their
 * parsers: one walker of the schema for both.
 *
 * Schema of a game (every key optional but "move"):
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
 * YAML's scalars are text, read as each key needs it; JSON's have a
 * type, and a string must be a string, a number a number.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comment_commands.h"
#include "schema.h"

#define LEN(c) ((c)->ev.len)
#define VAL(c) ((c)->ev.val)

int
sn_schema_msg_(struct sn_schema *c, int kind, ...)
{
	va_list ap;

	if (c->failed)
		return -1;
	va_start(ap, kind);
	sn_record_vmsg(c->r, c->code, (enum sn_msg)kind, c->ev.line, c->ev.col,
	    ap);
	va_end(ap);
	c->failed = 1;
	return -1;
}

/* A string: YAML's text or JSON's string. */
static int
is_string(const struct sn_schema *c)
{
	return c->ev.type == SN_SV_SCALAR && (c->ev.scalar == SN_SC_TEXT ||
	    c->ev.scalar == SN_SC_STRING);
}

int
sn_schema_expect(struct sn_schema *c, int type, const char *what)
{
	const char *found;

	if (type == SN_SV_SCALAR ? is_string(c) : c->ev.type == type)
		return 0;
	if (c->ev.type == SN_SV_SCALAR)
		found = c->words->scalar[c->ev.scalar];
	else if (c->ev.type > 0 && c->ev.type < SN_SV_NTYPES)
		found = c->words->type[c->ev.type];
	else
		found = "nothing";
	return sn_schema_msg(c, SN_MSG_SCHEMA_TYPE, what, c->words->type[type],
	    found);
}

static int
next(struct sn_schema *c)
{
	return c->next(c);
}

int
sn_schema_skip(struct sn_schema *c)
{
	int depth = 0;

	do {
		if (c->ev.type == SN_SV_LIST || c->ev.type == SN_SV_MAP)
			depth++;
		else if (c->ev.type == SN_SV_LIST_END ||
		    c->ev.type == SN_SV_MAP_END)
			depth--;
		if (depth == 0)
			return 0;
		if (depth > SN_MAXDEPTH)
			return sn_schema_msg(c, SN_MSG_SCHEMA_DEPTH,
			    SN_MAXDEPTH);
	} while (next(c) == 0);
	return -1;
}

/*
 * Steps to the next entry of the list or mapping being read: 1 with the
 * entry's first event current (a mapping's key, which must be a string),
 * 0 at the end of the list or mapping, -1 on error.
 */
static int
entry(struct sn_schema *c, int end, const char *what)
{
	if (next(c) < 0)
		return -1;
	if (c->ev.type == end)
		return 0;
	if (end == SN_SV_MAP_END &&
	    sn_schema_expect(c, SN_SV_SCALAR, what) < 0)
		return -1;
	return 1;
}

/* Steps to a key's value, which must be a string. */
static int
string(struct sn_schema *c, const char *what)
{
	return next(c) < 0 ? -1 : sn_schema_expect(c, SN_SV_SCALAR, what);
}

/* The current key is none of the keys of `what`. */
static int
unknown_key(struct sn_schema *c, const char *what)
{
	return sn_schema_msg(c, SN_MSG_SCHEMA_KEY,
	    (int)(LEN(c) > 40 ? 40 : LEN(c)), VAL(c), what);
}

/* A list of strings; the current event starts it. */
static int
read_strings(struct sn_schema *c, char ***list, size_t *n, const char *what)
{
	int k;

	if (sn_schema_expect(c, SN_SV_LIST, what) < 0)
		return -1;
	while ((k = entry(c, SN_SV_LIST_END, what)) > 0) {
		if (sn_schema_expect(c, SN_SV_SCALAR, what) < 0 ||
		    sn_check_text(c->r, VAL(c), LEN(c), c->ev.line,
		    c->ev.col, "this comment") < 0)
			return -1;
		/* (The tags may follow the moves: the cells' form only.) */
		sn_comment_commands_check(c->r, VAL(c), LEN(c), c->ev.line,
		    c->ev.tcol, 0);
		if (sn_push_str(c->r, list, n, VAL(c), LEN(c)) < 0)
			return -1;
		(*list)[*n - 1][sn_squeeze((*list)[*n - 1],
		    strlen((*list)[*n - 1]))] = '\0';
	}
	return k;
}

static int read_line(struct sn_schema *, struct sn_line *, int);

/* Each key once: bit k of *seen for key k of the list. */
static int
once(struct sn_schema *c, unsigned *seen, unsigned bit)
{
	if (*seen & bit)
		return sn_schema_msg(c, SN_MSG_SCHEMA_KEY_TWICE,
		    (int)(LEN(c) > 40 ? 40 : LEN(c)), VAL(c));
	*seen |= bit;
	return 0;
}

static int
key_is(struct sn_schema *c, const char *k)
{
	return LEN(c) == strlen(k) && memcmp(VAL(c), k, LEN(c)) == 0;
}

/* Numeric annotations: a list of numbers from 0 to 255 (YAML: text
 * that reads as one). */
static int
read_nags(struct sn_schema *c, struct sn_node *n)
{
	int k;

	if (next(c) < 0 || sn_schema_expect(c, SN_SV_LIST, "nags") < 0)
		return -1;
	while ((k = entry(c, SN_SV_LIST_END, "nags")) > 0) {
		char *end;
		long v;

		/* (JSON: a number; YAML: text, which must be a scalar.) */
		if (c->typed ? c->ev.type != SN_SV_SCALAR ||
		    c->ev.scalar != SN_SC_NUMBER :
		    sn_schema_expect(c, SN_SV_SCALAR, "nags") < 0)
			return sn_schema_msg(c, SN_MSG_SCHEMA_NAGS);
		v = strtol(VAL(c), &end, 10);
		if (LEN(c) == 0 || LEN(c) > 3 || *end != '\0' || v < 0 ||
		    v > 255)
			return sn_schema_msg(c, SN_MSG_SCHEMA_NAGS);
		if (sn_node_nag(c->r, n, (int)v) < 0)
			return -1;
	}
	return k;
}

/* A move's 'move': the action as the text notation writes it. */
static int
move_text(struct sn_schema *c, struct sn_node *n)
{
	if (string(c, "move") < 0)
		return -1;
	if (LEN(c) == 0 || LEN(c) > 64)
		return sn_schema_msg(c, SN_MSG_SCHEMA_MOVE_TEXT);
	n->text = sn_record_str(c->r, VAL(c), LEN(c));
	n->textlen = LEN(c);
	n->line = c->ev.line;
	n->col = c->ev.tcol;
	return 0;
}

/* A move's 'seat': a seat of the game's variant, which the record's tags
 * may name after its moves, so read when the record is decoded. */
static int
move_seat(struct sn_schema *c, struct sn_node *n)
{
	if (string(c, "seat") < 0)
		return -1;
	if ((n->seatname = sn_record_str(c->r, VAL(c), LEN(c))) == NULL)
		return -1;
	n->marker = SN_NAMED;
	n->sline = c->ev.line;
	n->scol = c->ev.col;
	return 0;
}

/* A move's 'marks': each of ^ # & once. */
static int
move_marks(struct sn_schema *c, struct sn_node *n)
{
	size_t i;

	if (string(c, "marks") < 0)
		return -1;
	for (i = 0; i < LEN(c); i++) {
		unsigned m = VAL(c)[i] == '^' ? SN_MARK_CHECK :
		    VAL(c)[i] == '#' ? SN_MARK_MATE :
		    VAL(c)[i] == '&' ? SN_MARK_ALLY : 0;

		if (m == 0 || (n->marks & m))
			return sn_schema_msg(c, SN_MSG_SCHEMA_MARKS);
		n->marks |= m;
	}
	return 0;
}

/* A move's 'annotation': one of ! ? !! ?? !? ?!. */
static int
move_annotation(struct sn_schema *c, struct sn_node *n)
{
	if (string(c, "annotation") < 0)
		return -1;
	if (LEN(c) < 1 || LEN(c) > 2 || strspn(VAL(c), "!?") != LEN(c))
		return sn_schema_msg(c, SN_MSG_SCHEMA_ANNOTATION);
	memcpy(n->annot, VAL(c), LEN(c));
	n->annot[LEN(c)] = '\0';
	return 0;
}

/* A move's 'variations': the alternatives to the move at l->v[at]. */
static int
move_variations(struct sn_schema *c, struct sn_line *l, size_t at,
    int depth)
{
	struct sn_line *v;
	int k;

	if (depth == SN_MAXDEPTH)
		return sn_schema_msg(c, SN_MSG_SCHEMA_VARIATION_DEPTH,
		    SN_MAXDEPTH);
	if (next(c) < 0 || sn_schema_expect(c, SN_SV_LIST, "variations") < 0)
		return -1;
	while ((k = entry(c, SN_SV_LIST_END, "variations")) > 0)
		if ((v = sn_node_var(c->r, &l->v[at])) == NULL ||
		    read_line(c, v, depth + 1) < 0)
			return -1;
	return k < 0 ? -1 : 0;
}

static int
read_move(struct sn_schema *c, struct sn_line *l, int depth)
{
	static const char *const ignored[] = {"round", "from", "to", "piece",
	    "promote", "captured", "events", NULL};
	struct sn_node *n;
	unsigned long line = c->ev.line, col = c->ev.col;
	unsigned seen = 0;
	size_t i;
	int k;

	if (sn_schema_expect(c, SN_SV_MAP, "a move") < 0)
		return -1;
	if (sn_record_room(c->r, line, col, 1) < 0) {
		c->failed = 1;
		return -1;
	}
	if ((n = sn_line_push(c->r, l)) == NULL)
		return -1;
	while ((k = entry(c, SN_SV_MAP_END, "a key of a move")) > 0) {
		if (key_is(c, "move")) {
			if (once(c, &seen, 1u) < 0 || move_text(c, n) < 0)
				return -1;
		} else if (key_is(c, "seat")) {
			if (once(c, &seen, 2u) < 0 || move_seat(c, n) < 0)
				return -1;
		} else if (key_is(c, "marks")) {
			if (once(c, &seen, 4u) < 0 || move_marks(c, n) < 0)
				return -1;
		} else if (key_is(c, "annotation")) {
			if (once(c, &seen, 8u) < 0 ||
			    move_annotation(c, n) < 0)
				return -1;
		} else if (key_is(c, "nags")) {
			if (once(c, &seen, 16u) < 0 || read_nags(c, n) < 0)
				return -1;
		} else if (key_is(c, "comments")) {
			if (once(c, &seen, 32u) < 0)
				return -1;
			if (next(c) < 0 || read_strings(c, &n->comments,
			    &n->ncomments, "comments") < 0)
				return -1;
		} else if (key_is(c, "variations")) {
			size_t at = (size_t)(n - l->v);

			if (once(c, &seen, 64u) < 0 ||
			    move_variations(c, l, at, depth) < 0)
				return -1;
			n = &l->v[at];
		} else {
			for (i = 0; ignored[i] != NULL; i++)
				if (key_is(c, ignored[i]))
					break;
			if (ignored[i] == NULL)
				return unknown_key(c, "a move");
			if (once(c, &seen, 128u << i) < 0 ||
			    next(c) < 0 || sn_schema_skip(c) < 0)
				return -1;
		}
		if (c->r->oom)
			return -1;
	}
	if (k < 0)
		return -1;
	if (n->text == NULL) {
		/* Said at the move's start, not at its end (the current
		 * event, which the next one replaces). */
		c->ev.line = line;
		c->ev.col = col;
		return sn_schema_msg(c, SN_MSG_SCHEMA_MOVE_NONE);
	}
	return 0;
}

static int
read_moves(struct sn_schema *c, struct sn_line *l, int depth)
{
	int k;

	if (sn_schema_expect(c, SN_SV_LIST, "moves") < 0)
		return -1;
	while ((k = entry(c, SN_SV_LIST_END, "moves")) > 0)
		if (read_move(c, l, depth) < 0)
			return -1;
	return k;
}

/* A variation: comments before it, and its moves. */
static int
read_line(struct sn_schema *c, struct sn_line *l, int depth)
{
	unsigned seen = 0;
	int k;

	if (sn_schema_expect(c, SN_SV_MAP, "a variation") < 0)
		return -1;
	while ((k = entry(c, SN_SV_MAP_END, "a key of a variation")) > 0) {
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
		return sn_schema_msg(c, SN_MSG_SCHEMA_VARIATION_EMPTY);
	return 0;
}

/* The tags: a mapping of names to strings, kept in their order. */
static int
read_tags(struct sn_schema *c)
{
	struct sannin_record *r = c->r;
	int t;

	if (next(c) < 0 || sn_schema_expect(c, SN_SV_MAP, "tags") < 0)
		return -1;
	while ((t = entry(c, SN_SV_MAP_END, "a tag's name")) > 0) {
		char name[65];
		unsigned long line, col;
		size_t i;

		for (i = 0; i < LEN(c); i++)
			if (!((VAL(c)[i] >= 'A' && VAL(c)[i] <= 'Z') ||
			    (VAL(c)[i] >= 'a' && VAL(c)[i] <= 'z') ||
			    (VAL(c)[i] >= '0' && VAL(c)[i] <= '9') ||
			    VAL(c)[i] == '_'))
				break;
		if (LEN(c) == 0 || i < LEN(c) || LEN(c) >= sizeof(name))
			return sn_schema_msg(c, SN_MSG_SCHEMA_TAG_NAME);
		memcpy(name, VAL(c), LEN(c));
		name[LEN(c)] = '\0';
		line = c->ev.line;
		col = c->ev.col;
		if (sn_record_find_tagn(r, name, LEN(c)) != NULL)
			return sn_schema_msg(c, SN_MSG_SCHEMA_TAG_TWICE, name);
		if (string(c, "a tag's value") < 0 ||
		    sn_check_text(r, VAL(c), LEN(c), c->ev.line, c->ev.col,
		    "the value of this tag") < 0 ||
		    (memchr(VAL(c), '\n', LEN(c)) != NULL &&
		    sn_schema_msg(c, SN_MSG_SCHEMA_TAG_LINE, name) < 0) ||
		    sn_record_tag(r, name, strlen(name), VAL(c), LEN(c), line,
		    col) < 0)
			return -1;
		r->tags[r->ntags - 1].vline = c->ev.line;
		r->tags[r->ntags - 1].vcol = c->ev.tcol;
	}
	return t;
}

int
sn_schema_game(struct sn_schema *c)
{
	struct sannin_record *r = c->r;
	unsigned seen = 0;
	int k;

	if (sn_schema_expect(c, SN_SV_MAP, "a game") < 0)
		return -1;
	while ((k = entry(c, SN_SV_MAP_END, "a key of a game")) > 0) {
		if (key_is(c, "tags")) {
			if (once(c, &seen, 1) < 0 || read_tags(c) < 0)
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
			if (once(c, &seen, 8) < 0 || string(c, "result") < 0)
				return -1;
			/* (Which results the variant has is seen when the
			 * record is decoded: its tags may come after.) */
			if (!sn_result_shape(VAL(c))) {
				char why[160];

				sn_result_why(sn_record_wvariant(r), VAL(c),
				    why, sizeof(why));
				return sn_schema_msg(c, SN_MSG_SCHEMA_RESULT,
				    VAL(c), why);
			}
			free(r->result);
			r->result = sn_strndup(r, VAL(c), LEN(c));
			r->result_line = c->ev.line;
			r->result_col = c->ev.col;
		} else
			return unknown_key(c, "a game (tags, comments, moves, "
			    "result)");
		if (r->oom)
			return -1;
	}
	return k;
}
