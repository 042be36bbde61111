/*
 * play.h - sannin shogi's module (sannin-rules(7)): its hooks, which
 * add the alliance rules to the legal actions and play everything that
 * follows an action (checks, alliances, mates, eliminations, the garden,
 * the end of the game, the turn).  Not installed.
 */
#ifndef SN_SANNIN_PLAY_H
#define SN_SANNIN_PLAY_H

#include "legal.h"
#include "sannin/sannin_checkmate.h"
#include "sannin/sannin_state.h"
#include "sannin/threat.h"

extern const struct sn_hooks sn_sannin_hooks;

/*
 * Non-zero when, after the action of p's seat y (a move or a drop), surely
 * no king is attacked in the way that makes an alliance with x forbid it:
 * x's king (not attacked now, by the game's cached threats) gains no
 * attacker, and the third seat's king, unpromoted, has no open line to
 * y's or x's.  Zero when that takes a look at the position after it.
 */
int	sn_kings_quiet_after(const sn_pos *, const sannin_action *, int x);

#endif
