/*
 * sannin_dual_escape.h - under dual-attack=inescapable (sannin-rules(7),
 * Automatic alliances), whether the third seat can escape both threats
 * of a dual attack by one action.  Not installed.
 */
#ifndef SN_SANNIN_DUAL_ESCAPE_H
#define SN_SANNIN_DUAL_ESCAPE_H

#include "sannin/sannin_threat_maps.h"

/*
 * The same worked out for cell c of p alone, from the pieces that attack
 * it: 1 or 0; -1 for v's king when x does not check it (whether x can
 * mate v in one takes sn_threats).
 */
int	sn_threat_at(const sn_pos *p, int x, int v, int c);

/*
 * Can the third seat vs, to act after y's action in q (threats t1),
 * escape both threats of each pair by one action?  The pairs: x's
 * threat on a piece of `standing` and y's on another piece, of `fresh`.
 * Returns 1 when every pair can be escaped, each by some action (*by,
 * when not NULL: the one that escaped the last pair); else 0, with a
 * pair that cannot in *c1 and *c2.
 */
int	sn_dual_escapable(const sn_pos *q, struct sn_threats *t1, int x,
	    int y, int vs, sn_set standing, sn_set fresh, int *c1, int *c2,
	    sannin_action *by);

#endif
