/*
 * sannin_mate1.h - whether a seat can mate another in one action, the
 * threat on a king that sannin-rules(7) counts among the threats of
 * material loss: decided only when asked.  Not installed.
 */
#ifndef SN_SANNIN_MATE1_H
#define SN_SANNIN_MATE1_H

#include "sannin/sannin_threat_maps.h"

/* Non-zero when x threatens v's piece on cell c: for v's king, when x
 * does not check it, whether x can mate v in one (decided then, once). */
int	sn_threat_has(struct sn_threats *, int x, int v, int c);

#endif
