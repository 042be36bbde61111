/*
 * sannin_threats_incr.h - the threat maps of a position worked out
 * afresh, or from those of an earlier position, as a game and perft ask
 * them at every action.  Not installed.
 */
#ifndef SN_SANNIN_THREATS_INCR_H
#define SN_SANNIN_THREATS_INCR_H

#include "sannin/sannin_threat_maps.h"

/* Computes every seat's threats on every other seat in p (the mate
 * threats left pending). */
void	sn_threats(const sn_pos *p, struct sn_threats *);

/* The same, taking from prev (the threats of an earlier position, not
 * t itself; may be NULL) the reach of every piece that the changes
 * since cannot have altered; from t, when it is a slot of p's game
 * cache, those it holds that prev's are. */
void	sn_threats_from(const sn_pos *p, const struct sn_threats *prev,
	    struct sn_threats *t);

#endif
