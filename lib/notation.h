/*
 * notation.h - what notation.c offers the record formats beyond the
 * public sannin_action_format(3).  Not installed.
 */
#ifndef SN_NOTATION_H
#define SN_NOTATION_H

#include "sannin.h"

/*
 * The short and the long form of a, as sannin_action_format() writes
 * them, each into SANNIN_ACTION_MAX bytes: the other actions to its cell
 * are looked at once for both (a decoder writes both at every ply).
 */
void	sn_action_forms(const sannin_position *, const sannin_action *,
	    char *shortform, char *longform);

#endif
