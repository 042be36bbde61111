/*
 * poswriter.h - a writer of position strings that keeps what it wrote
 * last.  A replay writes the positions of a game in order, and an
 * action changes one to three ranks of the board and seldom the hands:
 * the writer keeps the text of each rank and of the hands with the
 * cells and counts it was written from, and writes again only what
 * changed.  The text is sannin_position_write's, byte for byte, for any
 * position in any order (what is kept is checked, never trusted).  Not
 * installed.
 */
#ifndef SN_POSWRITER_H
#define SN_POSWRITER_H

#include <stddef.h>

#include "sannin.h"

struct sn_poswriter;

/* A writer that keeps nothing yet, or NULL out of memory. */
struct sn_poswriter	*sn_poswriter_new(void);
void			 sn_poswriter_free(struct sn_poswriter *);

/* sannin_position_write(p, buf, size), reusing what w kept; the bytes
 * of buf past the NUL, up to size, may be written too. */
size_t			 sn_poswriter_write(struct sn_poswriter *w,
			    const sannin_position *p, char *buf, size_t size);

#endif
