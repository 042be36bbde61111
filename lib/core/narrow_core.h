/*
 * narrow_core.h - the entries of the narrow copy of the rules core
 * (width.h) that the wide copy hands a position of a narrow variant to
 * (SN_TO_NARROW), and sn_reach, which test-gen holds against the wide
 * one, in a table the narrow unit fills (lib/narrow_boards.c).  Each
 * member is named as its function and has its type.  Not installed.
 */
#ifndef SN_NARROW_CORE_H
#define SN_NARROW_CORE_H

#include "attacks.h"
#include "generate.h"
#include "legal.h"

struct sn_narrow_core {
	__typeof__(sn_checkers) *sn_checkers;
	__typeof__(sn_reach) *sn_reach;
	__typeof__(sn_pawn_drop_mates) *sn_pawn_drop_mates;
	__typeof__(sn_legal) *sn_legal;
	__typeof__(sn_filters_allow) *sn_filters_allow;
	__typeof__(sn_filters_allow_later) *sn_filters_allow_later;
	__typeof__(sn_is_legal) *sn_is_legal;
	__typeof__(sn_gen_mode_all) *sn_gen_mode_all;
	__typeof__(sn_gen_mode_to) *sn_gen_mode_to;
	__typeof__(sn_gen_mode_drop_to) *sn_gen_mode_drop_to;
};

extern const struct sn_narrow_core sn_narrow_core;

#endif
