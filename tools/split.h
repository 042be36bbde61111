/*
 * split.h - sannin-select(1)'s --split: the games selected written into
 * numbered files of so many games each, each file made under a
 * temporary name and given its own only when the run ends without
 * trouble, so that no file is ever seen half written.
 */
#ifndef TOOLS_SPLIT_H
#define TOOLS_SPLIT_H

#include <stddef.h>
#include <stdio.h>

struct split {
	unsigned long per;	/* games a file; 0: no --split */
	const char *pattern;	/* the names: one %d, or NULL for the default */
	unsigned long in_file;	/* games given to the file open */
	FILE *fp;		/* the file open, under its temporary name */
	char **tmp, **final;	/* the files made, by both names */
	size_t n, cap;
};

/* Whether a --split-name pattern holds one conversion %d (or %Nd or
 * %0Nd, N a digit 1 to 9) and no other '%' but in "%%"; 0 yes, -1 no. */
int	split_pattern_ok(const char *pattern);

/*
 * The file for the next game, a new one when the one open has its
 * games or there is none, *fresh then set; NULL on trouble, which is
 * said.  ext is the extension of the default names ("json": 1.json).
 */
FILE	*split_file(struct split *, const char *ext, int *fresh);

/*
 * Ends the files: with publish, closes the one open and gives every
 * file its name, none when one of them cannot have it (it exists);
 * without, or on trouble, removes them all.  0, or -1 on trouble,
 * which is said.
 */
int	split_finish(struct split *, int publish);

#endif
