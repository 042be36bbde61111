/*
 * text_read.h - what the three files of the text reader share: the
 * reader and its classes of bytes, the state of the game being read, the
 * steps an element of the grammar ends with, and the functions each file
 * gives the others (text_read.c: the game; text_read_tags.c: tag pairs;
 * text_read_moves.c: the words of the movetext and annotation numbers).
 * Not installed.
 */
#ifndef SN_TEXT_READ_H
#define SN_TEXT_READ_H

#define MAXWORD 64
#define MAXDEPTH 256		/* variations inside variations */
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

/*
 * The game being read, passed from element to element: the lines open
 * (the main line, then each variation inside the one before), the last
 * move of each, where each variation opened, the seat marker waiting for
 * its move, and where the element being read starts.
 */
struct text_game {
	struct sannin_record *r;
	int depth;			/* variations open */
	int marker;			/* the seat marker's seat, or -1 */
	int moves;			/* moves read, variations' included */
	unsigned long line, col;	/* of the element being read */
	struct sn_line *stack[MAXDEPTH + 1];
	struct sn_node *last[MAXDEPTH + 1];
	unsigned long open_line[MAXDEPTH + 1], open_col[MAXDEPTH + 1];
};

/* How the reading of an element ends. */
enum text_step {
	STEP_ON,		/* the game goes on */
	STEP_END,		/* the game is read: its result, its end */
	STEP_BAD,		/* an error said: on to the next game */
	STEP_NOMEM,		/* out of memory */
	STEP_IOERR,		/* the input could not be read: said */
	STEP_WORD		/* none of these: a word (read_element) */
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

/* text_read.c: the scratch t->text, where a tag's value or a comment is
 * read (a run of bytes at a time: sn_text_run). */
int	sn_text_room(struct sn_text_reader *, struct sannin_record *,
	    size_t n);
int	sn_text_put(struct sn_text_reader *, struct sannin_record *,
	    size_t *n, int c);
int	sn_text_run(struct sn_text_reader *, struct sannin_record *,
	    size_t *n, int stop, size_t max);

/* text_read_tags.c: a tag pair. */
int	sn_text_tag(struct sn_text_reader *, struct sannin_record *);

/* text_read_moves.c: a word (a round number, a seat marker, a move, a
 * result) whose first byte is c; an annotation number. */
enum text_step sn_text_word(struct sn_text_reader *, struct text_game *,
	    int c);
enum text_step sn_text_nag(struct sn_text_reader *, struct text_game *);

#endif
