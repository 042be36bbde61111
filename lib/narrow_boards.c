/*
 * narrow_boards.c - the games of boards of at most 128 cells, sannin and
 * yonin shogi, with the copy of the rules core they play on: one unit
 * compiled with two-word cell sets (SN_OPW 2, width.h), in which the
 * core's functions are the unit's own, so that they keep the names of
 * the wide copy's.  The wide copy hands a position of these games to
 * the entries in sn_narrow_core (narrow_core.h).
 */
#define SN_OPW 2

#include "config.h"

#include "core/position.c"
#include "core/attacks.c"
#include "core/movegen.c"
#include "core/movegen_targeted.c"
#include "core/legal.c"

#include "variants/sannin/sannin_alliance.c"
#include "variants/sannin/sannin_cache.c"
#include "variants/sannin/sannin_checkmate.c"
#include "variants/sannin/sannin_dual_escape.c"
#include "variants/sannin/sannin_filter.c"
#include "variants/sannin/sannin_mate1.c"
#include "variants/sannin/sannin_mate1_refute.c"
#include "variants/sannin/sannin_play.c"
#include "variants/sannin/sannin_state.c"
#include "variants/sannin/sannin_threats.c"
#include "variants/sannin/sannin_threats_incr.c"

#include "variants/yonin/yonin_play.c"

#include "core/narrow_core.h"

const struct sn_narrow_core sn_narrow_core = {
	.sn_checkers = sn_checkers,
	.sn_reach = sn_reach,
	.sn_pawn_drop_mates = sn_pawn_drop_mates,
	.sn_legal = sn_legal,
	.sn_filters_allow = sn_filters_allow,
	.sn_filters_allow_later = sn_filters_allow_later,
	.sn_is_legal = sn_is_legal,
	.sn_gen_mode_all = sn_gen_mode_all,
	.sn_gen_mode_to = sn_gen_mode_to,
	.sn_gen_mode_drop_to = sn_gen_mode_drop_to,
};
