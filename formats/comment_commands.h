/*
 * comment_commands.h - the commands a comment may hold, as PGN writes
 * them: [%cal Rc1c2,...] arrows, [%csl Gc1,...] marked cells,
 * [%clk h:mm:ss] the clock of the seat that acted, [%emt h:mm:ss] the
 * time it spent (sannin-record(5), Comments).  The comment keeps its
 * text; these are read out of it.  Not installed.
 */
#ifndef SN_COMMENT_COMMANDS_H
#define SN_COMMENT_COMMANDS_H

#include <stddef.h>

#include "sannin.h"

/* Cells drawn in the comments of one action, at most (arrows and marks
 * apart): a diagram shows a few. */
#define SN_MAX_DRAWN 32

/* An arrow from `from` to `to`, or a marked cell (to == from), in a
 * colour 'R', 'G', 'B' or 'Y'. */
struct sn_drawn {
	char colour;
	unsigned char from, to;
};

struct sn_commands {
	struct sn_drawn arrow[SN_MAX_DRAWN], mark[SN_MAX_DRAWN];
	int narrows, nmarks;
	char clock[16], elapsed[16];	/* as written; "" when not given */
};

/* What is wrong with a command, and where in the comment. */
struct sn_command_error {
	size_t at;			/* offset of the bad text */
	int msg;			/* enum sn_msg (diag.h) */
	char name[4];			/* "cal", "csl", "clk", "emt" */
	const char *text;		/* the bad item, len bytes */
	int len;
};

void	sn_commands_clear(struct sn_commands *);
/*
 * Reads the commands of a comment's len bytes into *out, adding to what
 * it holds; a command of another name ([%eval 0.3]) is left alone.  v
 * names the cells, or is NULL to read their form only.  Returns 0, or
 * -1 at the first bad command, with *err filled (what is read before it
 * is kept).
 */
int	sn_commands_read(const sannin_variant *v, const char *text, size_t len,
	    struct sn_commands *out, struct sn_command_error *err);

/*
 * Writes the comment's text to out (room for len + 1 bytes) without its
 * commands that draw, [%cal ...] and [%csl ...], which a picture shows
 * instead, and without the blanks around them; returns the length
 * written (0: nothing else is said).
 */
size_t	sn_commands_strip(const char *text, size_t len, char *out);

struct sannin_record;
/*
 * Warns of the first bad command of a comment read at line and col (of
 * its first byte): the comment is kept as it is.  of_action: the comment
 * is an action's, whose cells the game's variant names (a comment
 * before the first action may come before the Variant tag, so only the
 * form of its cells is read).
 */
void	sn_comment_commands_check(struct sannin_record *, const char *text,
	    size_t len, unsigned long line, unsigned long col, int of_action);

#endif
