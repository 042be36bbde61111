/*
 * sannin_filter.h - which actions the alliance rules of sannin shogi
 * allow (sannin-rules(7), Automatic alliances): sannin's filter of the
 * legal actions (legal.h).  Not installed.
 */
#ifndef SN_SANNIN_FILTER_H
#define SN_SANNIN_FILTER_H

#include "legal.h"

/* The filter's hooks (struct sn_hooks, legal.h) and the filter of a
 * whole list (struct sn_speedups, speedups.h). */
int	sn_sannin_filter_prepare(const sn_pos *p, struct sn_filters *f);
int	sn_sannin_filter_allow(const sn_pos *p, const struct sn_filters *f,
	    struct sn_tcache *cache, const sannin_action *a);
int	sn_sannin_filter_list(const sn_pos *p, const struct sn_filters *f,
	    struct sn_tcache *cache, sannin_action *out, int n);

/*
 * Whether the alliance of x and y that y's action forms, leading to q,
 * allows the action: y's king not attacked, x neither checked by y nor
 * mated, in the alliance settled first, the outsider vs's king promoted.
 */
int	sn_ally_allows(const sn_pos *q, int x, int y, int vs);

/* The hook why_forbidden (legal.h): why the alliance rules forbid the
 * action, written to buf; 0 when they do not. */
int	sn_sannin_why_forbidden(const sn_pos *, const sannin_action *,
	    char *buf, size_t size);

/*
 * Non-zero when, after the action of p's seat y (a move or a drop), surely
 * no king is attacked in the way that makes an alliance with x forbid it:
 * x's king (not attacked now, by the game's cached threats) gains no
 * attacker, and the third seat's king, unpromoted, has no open line to
 * y's or x's.  Zero when that takes a look at the position after it.
 */
int	sn_kings_quiet_after(const sn_pos *, const sannin_action *, int x);

#endif
