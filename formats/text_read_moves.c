/*
 * text_read_moves.c - the words of the text notation's movetext (round
 * numbers, seat markers, moves with their marks and annotation, results;
 * sannin-record(5), Layout) and annotation numbers.  Apart from the game
 * (text_read.c): a word is read where the record keeps a move's text,
 * then told apart by its first characters.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "diag.h"
#include "record.h"
#include "text_read_moves.h"

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

/*
 * A word into w, where the record keeps a move's text (room for MAXWORD
 * and a NUL): its length, or 0 after an error.  The characters in the
 * buffer first (the NUL after its last byte ends them); when a blank or
 * a delimiter follows them there, that is the whole word, else the rest
 * comes one at a time (the buffer's end, the errors).
 */
static size_t
take_word(struct sn_text_reader *t, struct text_game *g, char *w)
{
	struct sn_input *in = t->in;
	const unsigned char *b = in->buf + in->pos, *e = word_end(t, b);
	size_t wl;
	int c, whole;

	if ((wl = (size_t)(e - b)) > MAXWORD)
		wl = MAXWORD;
	/* Most words are short: a copy of fixed size, which the room asked
	 * for and the input's pad allow. */
	if (wl < SN_INPUT_PAD)
		memcpy(w, b, SN_INPUT_PAD);
	else
		memcpy(w, b, wl);
	t->col += wl;
	in->pos += wl;
	whole = wl < MAXWORD && in->pos < in->len &&
	    (t->cls[b[wl]] & (C_BLANK | C_DELIM));
	c = b[wl];
	while (!whole && (c = peek(t)) != EOF && !is_blank(c) && c != '\0' &&
	    !ends_word(c)) {
		if (c < ' ' || c > '~') {
			/* Moves and results are ASCII: name the byte rather
			 * than echo it. */
			sn_record_msg(g->r, SN_MSG_UNEXPECTED_BYTE, t->line,
			    t->col, c);
			return 0;
		}
		if (wl == MAXWORD) {
			sn_record_msg(g->r, SN_MSG_MOVE_LONG, g->line, g->col,
			    MAXWORD);
			return 0;
		}
		w[wl++] = (char)next(t);
	}
	w[wl] = '\0';
	if (wl == 0) {
		if (c == '\0' || c < ' ' || c > '~')
			sn_record_msg(g->r, SN_MSG_UNEXPECTED_BYTE, g->line,
			    g->col, c);
		else
			sn_record_msg(g->r, SN_MSG_UNEXPECTED_CHAR, g->line,
			    g->col, c);
	}
	return wl;
}

/*
 * A round number alone, "12." or "12...", followed by a blank or a
 * delimiter in the buffer: passed over without a copy, 1.  Anything else
 * (a result, a round number joined to a move, an error) is read as a
 * word: 0.
 */
static int
round_alone(struct sn_text_reader *t)
{
	struct sn_input *in = t->in;
	const unsigned char *b = in->buf + in->pos, *e = b;

	while (*e >= '0' && *e <= '9')
		e++;
	if (*e != '.' || e - b > 9)
		return 0;
	e++;
	if (e[0] == '.' && e[1] == '.')
		e += 2;
	if (!(t->cls[*e] & (C_BLANK | C_DELIM)))
		return 0;
	in->pos += (size_t)(e - b);
	t->col += (unsigned long)(e - b);
	return 1;
}

/* result = "*" | "1-0-0" | ...: the game's, and its end. */
static enum text_step
read_result(struct text_game *g, const char *w, size_t wl)
{
	struct sannin_record *r = g->r;

	if (g->depth > 0) {
		sn_record_msg(r, SN_MSG_VARIATION_RESULT, g->line, g->col);
		return STEP_BAD;
	}
	if (g->marker >= 0) {
		sn_record_msg(r, SN_MSG_MARKER_ALONE, g->line, g->col);
		return STEP_BAD;
	}
	r->result = sn_strndup(r, w, wl);
	r->result_line = g->line;
	r->result_col = g->col;
	return STEP_END;
}

/* Ones and zeros, too few or too many for a result ("1-0"): say so, not
 * that a round number has no '.'. */
static enum text_step
bad_result(struct text_game *g, const char *w)
{
	char why[160];

	sn_result_why(sn_record_wvariant(g->r), w, why, sizeof(why));
	sn_record_msg(g->r, SN_MSG_RESULT_SYNTAX, g->line, g->col, w, why);
	return STEP_BAD;
}

/* round = 1*9DIGIT ("." | "..."), at the start of the word w, perhaps
 * joined to a move: *m and g->col past it.  0, or -1 on an error. */
static int
round_number(struct text_game *g, char *w, char **m)
{
	size_t i = 0;

	while (w[i] >= '0' && w[i] <= '9')
		i++;
	if (i == 0)
		return 0;
	if (w[i] != '.') {
		sn_record_msg(g->r, SN_MSG_ROUND_DOT, g->line, g->col, w);
		return -1;
	}
	if (i > 9) {
		sn_record_msg(g->r, SN_MSG_ROUND_LONG, g->line, g->col);
		return -1;
	}
	i++;
	if (strncmp(w + i, "..", 2) == 0)
		i += 2;
	*m = w + i;
	g->col += i;
	return 0;
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

/* marker = seat ":", at m, perhaps joined to a move: the letter of a
 * seat of the record's variant, for the move after it.  0, or -1 on an
 * error. */
static int
seat_marker(struct text_game *g, const char *m)
{
	const sannin_variant *var = sn_record_wvariant(g->r);
	char list[32];
	int s;

	s = sannin_variant_seat_find(var, m, 1);
	if (s < 0 || m[0] < 'A' || m[0] > 'Z') {
		markers(var, list, sizeof(list));
		sn_record_msg(g->r, SN_MSG_MARKER_UNKNOWN, g->line, g->col,
		    m[0], list);
		return -1;
	}
	if (g->marker >= 0) {
		sn_record_msg(g->r, SN_MSG_MARKER_TWICE, g->line, g->col);
		return -1;
	}
	g->marker = s;
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
			sn_record_msg(r, SN_MSG_MARKS_ORDER, line, col + i + 1,
			    w);
			return -1;
		}
	while (a > 0 && is_annot(w[a - 1]))
		a--;
	if (*len - a > 2) {
		sn_record_msg(r, SN_MSG_ANNOTATION, line, col + a, w);
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
			sn_record_msg(r, SN_MSG_MARK_TWICE, line,
			    col + *len - 1, w);
			return -1;
		}
		n->marks |= m;
		(*len)--;
	}
	return 0;
}

/* move = action *mark [annotation]: the len bytes at w, where the record
 * keeps the text (sn_record_strbuf), into node n. */
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
		sn_record_msg(r, SN_MSG_MARKS_ALONE, line, col, w);
		return -1;
	}
	n->text = sn_record_strkeep(r, w, len);
	n->textlen = len;
	n->line = line;
	n->col = col;
	return 0;
}

/* A move, the ml bytes at m: a node of the line read, with the seat
 * marker before it. */
static enum text_step
read_move(struct sn_text_reader *t, struct text_game *g, char *m, size_t ml)
{
	struct sannin_record *r = g->r;
	struct sn_node *n;

	if (sn_record_room(r, g->line, g->col, 1) < 0)
		return STEP_BAD;
	if (!(t->cls[(unsigned char)m[ml - 1]] & C_MARK)) {
		/* Most moves end in no mark and no annotation: their node
		 * is made at once, without split_move(). */
		if ((n = sn_line_push_move(r, g->stack[g->depth],
		    sn_record_strkeep(r, m, ml), ml, g->line, g->col,
		    g->marker)) == NULL)
			return STEP_NOMEM;
	} else {
		if ((n = sn_line_push(r, g->stack[g->depth])) == NULL)
			return STEP_NOMEM;
		n->marker = g->marker;
		g->marker = -1;
		if (split_move(r, n, m, ml, g->line, g->col) < 0)
			return STEP_BAD;
	}
	g->marker = -1;
	g->last[g->depth] = n;
	g->moves++;
	return STEP_ON;
}

/*
 * A word whose first byte is c: a round number, a seat marker, a move or
 * a result, or a round number, a marker and a move joined ("1.L:R*7a").
 * A result starts with '*', '0' or '1', a round number with a digit: a
 * word from 'A' on (a move, a seat marker) is neither.
 */
enum text_step
sn_text_word(struct sn_text_reader *t, struct text_game *g, int c)
{
	char *w, *m;
	size_t wl;

	if (c >= '0' && c <= '9' && round_alone(t))
		return STEP_ON;
	if ((w = sn_record_strbuf(g->r, MAXWORD + 1)) == NULL)
		return STEP_NOMEM;
	if ((wl = take_word(t, g, w)) == 0)
		return STEP_BAD;
	if (w[0] < 'A' && sn_result_shape(w))
		return read_result(g, w, wl);
	if (sn_result_fields(w) >= 2)
		return bad_result(g, w);
	m = w;
	if (round_number(g, w, &m) < 0)
		return STEP_BAD;
	if (*m == '\0')
		return STEP_ON;
	if (m[1] == ':') {
		if (seat_marker(g, m) < 0)
			return STEP_BAD;
		m += 2;
		g->col += 2;
		if (*m == '\0')
			return STEP_ON;
	}
	return read_move(t, g, m, wl - (size_t)(m - w));
}

/* nag = "$" 1*DIGIT, 0 to 255, after the move it annotates; the '$' is
 * next. */
enum text_step
sn_text_nag(struct sn_text_reader *t, struct text_game *g)
{
	int nag = 0, c;

	next(t);
	if ((c = peek(t)) < '0' || c > '9') {
		sn_record_msg(g->r, SN_MSG_NAG_NUMBER, g->line, g->col);
		return STEP_BAD;
	}
	while ((c = peek(t)) >= '0' && c <= '9') {
		nag = nag * 10 + (next(t) - '0');
		if (nag > 255) {
			sn_record_msg(g->r, SN_MSG_NAG_RANGE, g->line, g->col);
			return STEP_BAD;
		}
	}
	if (g->last[g->depth] == NULL) {
		sn_record_msg(g->r, SN_MSG_NAG_ALONE, g->line, g->col);
		return STEP_BAD;
	}
	if (sn_node_nag(g->r, g->last[g->depth], nag) < 0)
		return STEP_NOMEM;
	return STEP_ON;
}
