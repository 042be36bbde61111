/*
 * text_read.c - reading games in the text notation (sannin-record(5)),
 * one game at a time: the game and its movetext.  Each rule
 * of the grammar below is read by the function named beside it; a tag
 * pair is read in text_read_tags.c, a word of the movetext and an
 * annotation number in text_read_moves.c.
 *
 * Grammar (sannin-record(5), Grammar; blanks and line breaks separate
 * elements anywhere):
 *
 *   file       = *game                                 sn_text_read
 *   game       = *tag movetext                         read_game
 *   tag        = "[" name value "]"                    sn_text_tag
 *   name       = 1*64(ALPHA | DIGIT | "_")             tag_name
 *   value      = DQUOTE *(char | "\" DQUOTE | "\\") DQUOTE
 *                                                      tag_value
 *   movetext   = *element [result]                     read_element
 *   element    = word | nag | comment | variation
 *   word       = round | marker | move | result        sn_text_word
 *              | [round] [marker] move                 (joined)
 *   round      = 1*9DIGIT ("." | "...")                round_number
 *   marker     = seat ":"                              seat_marker
 *                  seat: F M L (sannin), S W N E (yonin), N E S W
 *                  (shipley)
 *   move       = action *mark [annotation]             read_move
 *   mark       = "^" | "#" | "&"                       split_marks
 *   annotation = "!" | "?" | "!!" | "??" | "!?" | "?!"  split_marks
 *   nag        = "$" 1*DIGIT                           sn_text_nag
 *   comment    = "{" *(char | "\}" | "\\") "}"         read_comment
 *              | ";" *char end-of-line
 *   variation  = "(" 1*element ")"                     open_variation,
 *                  an alternative to the move before   close_variation
 *   result     = "*" | ("0" | "1") 2*3("-" ("0" | "1"))   read_result
 *                  one digit a seat
 *
 * The tags may also follow the comments before the first move (tag_pair).
 * A game ends at its result, at a tag after its moves, or at the end of
 * the input (game_end).  After a syntax error the reader skips to the
 * next game (resync), so that the games after a bad one are still read.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comment_commands.h"
#include "record.h"
#include "text_read_moves.h"
#include "text_read_tags.h"

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

/* Reads a comment; the '{' or ';' is next.  Its text is left in t->text,
 * as written (escapes aside). */
static int
read_comment(struct sn_text_reader *t, struct sannin_record *r, size_t *len)
{
	unsigned long line = t->line, col = t->col;
	int open = next(t), c;

	*len = 0;
	if (sn_text_put(t, r, len, 0) < 0)
		return -1;
	*len = 0;
	for (;;) {
		if (sn_text_run(t, r, len, open == '{' ?
		    C_NL | C_ESC | C_CLOSE : C_NL, MAXTEXT) < 0)
			return -1;
		c = peek(t);
		if (open == ';' && (c == '\n' || c == EOF))
			break;
		if (c == EOF) {
			sn_record_msg(r, SN_MSG_COMMENT_OPEN, line, col);
			return -1;
		}
		next(t);
		if (open == '{' && c == '}')
			break;
		if (open == '{' && c == '\\' && (peek(t) == '}' ||
		    peek(t) == '\\'))
			c = next(t);
		if (*len == MAXTEXT) {
			sn_record_msg(r, SN_MSG_COMMENT_LONG, line, col,
			    MAXTEXT);
			return -1;
		}
		if (sn_text_put(t, r, len, c) < 0)
			return -1;
	}
	return 0;
}

/* The tags after comments: a tag pair. */
static enum text_step
tag_pair(struct sn_text_reader *t, struct text_game *g)
{
	if (sn_record_room(g->r, g->line, g->col, 0) < 0 ||
	    sn_text_tag(t, g->r) < 0)
		return STEP_BAD;
	return STEP_ON;
}

/* A comment, kept with the move before it or, before a line's first
 * move, before the line. */
static enum text_step
comment_element(struct sn_text_reader *t, struct text_game *g)
{
	struct sannin_record *r = g->r;
	struct sn_node *n = g->last[g->depth];
	struct sn_line *l = g->stack[g->depth];
	size_t len;

	if (read_comment(t, r, &len) < 0 ||
	    sn_check_text(r, t->text, len, g->line, g->col, "this comment") < 0)
		return STEP_BAD;
	sn_comment_commands_check(r, t->text, len, g->line, g->col + 1,
	    n != NULL);
	len = sn_squeeze(t->text, len);
	if (n != NULL ? sn_push_str(r, &n->comments, &n->ncomments, t->text,
	    len) : sn_push_str(r, &l->pre, &l->npre, t->text, len))
		return STEP_NOMEM;
	return STEP_ON;
}

/* A variation's '(': a line of its own, an alternative to the last move
 * of the line open. */
static enum text_step
open_variation(struct sn_text_reader *t, struct text_game *g)
{
	struct sn_line *v;

	next(t);
	if (g->last[g->depth] == NULL) {
		sn_record_msg(g->r, SN_MSG_VARIATION_FIRST, g->line, g->col);
		return STEP_BAD;
	}
	if (g->depth == MAXDEPTH) {
		sn_record_msg(g->r, SN_MSG_VARIATION_DEPTH, g->line, g->col,
		    MAXDEPTH);
		return STEP_BAD;
	}
	if ((v = sn_node_var(g->r, g->last[g->depth])) == NULL)
		return STEP_NOMEM;
	g->depth++;
	g->stack[g->depth] = v;
	g->last[g->depth] = NULL;
	g->open_line[g->depth] = g->line;
	g->open_col[g->depth] = g->col;
	return STEP_ON;
}

/* A variation's ')': back to the line it was open in. */
static enum text_step
close_variation(struct sn_text_reader *t, struct text_game *g)
{
	next(t);
	if (g->depth == 0) {
		sn_record_msg(g->r, SN_MSG_VARIATION_CLOSE, g->line, g->col);
		return STEP_BAD;
	}
	if (g->stack[g->depth]->n == 0) {
		sn_record_msg(g->r, SN_MSG_VARIATION_EMPTY, g->line, g->col);
		return STEP_BAD;
	}
	g->depth--;
	return STEP_ON;
}

/* The end of the input, or a tag (c '['): the game's end, without a
 * result (decoding supplies it), unless something is left open. */
static enum text_step
game_end(struct text_game *g, int c)
{
	if (c == '[' && g->depth > 0) {
		sn_record_msg(g->r, SN_MSG_VARIATION_TAG, g->line, g->col);
		return STEP_BAD;
	}
	if (g->depth > 0) {
		sn_record_msg(g->r, SN_MSG_VARIATION_OPEN,
		    g->open_line[g->depth], g->open_col[g->depth]);
		return STEP_BAD;
	}
	if (g->marker >= 0) {
		sn_record_msg(g->r, SN_MSG_MARKER_ALONE, g->line, g->col);
		return STEP_BAD;
	}
	g->r->result_line = g->line;
	g->r->result_col = g->col;
	return STEP_END;
}

/* Steps over the blanks before an element: its first byte, or EOF, at
 * g->line and g->col.  (Inline: once an element.) */
static inline int
element_start(struct sn_text_reader *t, struct text_game *g)
{
	struct sn_input *in = t->in;
	const unsigned char *p = in->buf + in->pos;
	int c;

	/* Most often one space and a word: the NUL after the buffer's last
	 * byte is no word. */
	if (p[0] == ' ' && (t->cls[p[1]] & C_WORD)) {
		in->pos++;
		t->col++;
		c = p[1];
	} else {
		if (!buffer_blanks(t))
			skip_blanks(t);
		c = peek(t);
	}
	g->line = t->line;
	g->col = t->col;
	return c;
}

/* Anything but a word (c is no word's byte): the tags after comments,
 * the game's end, a comment, a variation's '(' or ')', an annotation
 * number; STEP_WORD for a byte that starts none of them. */
static enum text_step
read_other(struct sn_text_reader *t, struct text_game *g, int c)
{
	if (c == EOF && t->in->err) {
		sn_record_msg(g->r, SN_MSG_INPUT_CUT, g->line, g->col,
		    strerror(t->in->err));
		return STEP_IOERR;
	}
	if (c == '[' && g->depth == 0 && g->moves == 0 && g->marker < 0)
		return tag_pair(t, g);
	if (c == EOF || c == '[')
		return game_end(g, c);
	/* Something more for this game: is there room for it? */
	if (sn_record_room(g->r, g->line, g->col, 0) < 0)
		return STEP_BAD;
	/* (strchr() finds the NUL byte too: after a marker, that is this
	 * error, not an unexpected byte.) */
	if (g->marker >= 0 && strchr("{;()$", c) != NULL) {
		sn_record_msg(g->r, SN_MSG_MARKER_ALONE, g->line, g->col);
		return STEP_BAD;
	}
	switch (c) {
	case '{':
	case ';':
		return comment_element(t, g);
	case '(':
		return open_variation(t, g);
	case ')':
		return close_variation(t, g);
	case '$':
		return sn_text_nag(t, g);
	default:
		return STEP_WORD;
	}
}

/*
 * element, the tags after comments, or the game's end: c its first
 * byte.  A word, most often, or a byte that starts no other element,
 * which sn_text_word() names.  (Words are read at this one place: built
 * with link-time optimization (configure.ac), the reading of a word is
 * then made part of this loop, rather than a call for each word.)
 */
static enum text_step
read_element(struct sn_text_reader *t, struct text_game *g, int c)
{
	enum text_step step;

	if (c == EOF || !(t->cls[c] & C_WORD)) {
		if ((step = read_other(t, g, c)) != STEP_WORD)
			return step;
	} else if (sn_record_room(g->r, g->line, g->col, 0) < 0)
		return STEP_BAD;
	return sn_text_word(t, g, c);
}

/* A game: 1, 0 at the end of the input, -1 out of memory or when the
 * input could not be read before a game. */
static int
read_game(struct sn_text_reader *t, struct sannin_record *r)
{
	struct text_game g;
	enum text_step step;

	skip_blanks(t);
	if (peek(t) == EOF)
		return t->in->err ? -1 : 0;
	r->line = t->line;
	if (t->in->keeping)
		sn_input_keep_from(t->in);
	g.r = r;
	g.depth = 0;
	g.marker = -1;
	g.moves = 0;
	g.stack[0] = &r->main;
	g.last[0] = NULL;
	do
		step = read_element(t, &g, element_start(t, &g));
	while (step == STEP_ON);
	switch (step) {
	case STEP_END:
		return r->oom ? -1 : 1;
	case STEP_IOERR:
		return 1;
	case STEP_NOMEM:
		return -1;
	default:
		if (r->oom)
			return -1;
		resync(t);
		return 1;
	}
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
