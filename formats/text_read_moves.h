/*
 * text_read_moves.h - the game the text reader is reading, as the
 * elements of its movetext pass it on (text_read.c), and the words of
 * the movetext and the annotation numbers that add to it
 * (text_read_moves.c).  Not installed.
 */
#ifndef SN_TEXT_READ_MOVES_H
#define SN_TEXT_READ_MOVES_H

#include "text_scan.h"

#define MAXDEPTH 256		/* variations inside variations */

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

/* A word (a round number, a seat marker, a move, a
 * result) whose first byte is c; an annotation number. */
enum text_step sn_text_word(struct sn_text_reader *, struct text_game *,
	    int c);
enum text_step sn_text_nag(struct sn_text_reader *, struct text_game *);

#endif
