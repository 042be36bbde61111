/*
 * notation.h - what notation.c offers the record formats beyond the
 * public sannin_action_format(3).  Not installed.
 */
#ifndef SN_NOTATION_H
#define SN_NOTATION_H

#include "sannin.h"

/*
 * sannin_action_parse, but for what playing the action judges anyway
 * (sn_filters_allow_later): for a record's action that the reader then
 * plays with sn_game_play_judged, which refuses it when that forbids it;
 * the reader then reads it with sannin_action_parse, which says why.  A
 * text this does not take is read so too: the action it reads may be
 * one that the rules left out here rule out, or not be ambiguous there.
 */
int	sn_action_parse_later(const sannin_position *, const char *text,
	    size_t len, sannin_action *, int *warn, sannin_diag *);

/*
 * sn_action_parse_later, or with later 0 sannin_action_parse; and, when
 * shortform is not NULL, the short and the long form of the action read,
 * as sannin_action_format() writes them, into shortform and longform
 * (SANNIN_ACTION_MAX bytes each): a decoder writes both at every ply, and
 * the reading has generated already the other actions to the cell that
 * they look at.
 */
int	sn_action_read(const sannin_position *, const char *text, size_t len,
	    int later, sannin_action *, int *warn, sannin_diag *,
	    char *shortform, char *longform);

/*
 * The cell whose name (digits, then a letter) starts at s[*i] of the len
 * bytes at s, *i moved past the name; or -1, with the diagnostic that
 * sannin_cell_parse(3) gives of the name, its column counted from s.
 */
int	sn_cell_read(const sannin_variant *, const char *s, size_t len,
	    size_t *i, sannin_diag *);

#endif
