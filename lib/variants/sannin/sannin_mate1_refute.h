/*
 * sannin_mate1_refute.h - the quick answers of the mate-in-one search
 * (sannin_mate1.c): a check that a take, a free escape or a block
 * surely answers is not played out.  Not installed.
 */
#ifndef SN_SANNIN_MATE1_REFUTE_H
#define SN_SANNIN_MATE1_REFUTE_H

#include "sannin/sannin_threat_maps.h"

/*
 * May x's action a mate v in t's position: is it legal as far as the
 * pawn-drop rule goes, does it check v's king (surely so when hits),
 * and is it answered by none of a take, a free escape (esc, nesc: those
 * of v's king) and a block?  Only such actions are played out.
 */
int	sn_may_mate(const struct sn_threats *t, int x, int v,
	    const sannin_action *a, const uint8_t *esc, int nesc, int hits);

#endif
