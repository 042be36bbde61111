/*
 * width.h - the two copies of the rules core.
 *
 * A cell set has room for the 189 cells of Shipley's cross: three 64-bit
 * words (bitset.h).  The boards of sannin and yonin shogi fit in two, and
 * their games spend most of their time in set operations, so the shared
 * core of the rules (position.c, attacks.c, movegen.c,
 * movegen_targeted.c, legal.c) is compiled twice: once as it is, for
 * every board, and once with SN_OPW 2 (the narrow copy), for the boards
 * of at most 128 cells, its external names given the suffix _w2.  The
 * modules of sannin and yonin shogi are compiled narrow only, and so call
 * the narrow copy; what they keep of their own holds two-word sets
 * (sn_set2).  The data they share with the rest is laid out alike in both
 * copies, so a position passes from one to the other as it is.
 *
 * Each file of the core includes this header first (after config.h).
 * A function of the wide copy that callers outside the core reach often
 * is a thin entry: SN_TO_NARROW hands a position of a narrow variant
 * (sannin_variant.narrow) to its narrow twin, and any other goes on to
 * the function's body, kept apart (SN_OUTLINE).  The wide copy stays right
 * for every board; the hand-over only makes it faster.  Not installed.
 */
#ifndef SN_WIDTH_H
#define SN_WIDTH_H

#if defined(SN_OPW) && SN_OPW == 2

/* attacks.c */
#define sn_attacked sn_attacked_w2
#define sn_checkers sn_checkers_w2
#define sn_reach sn_reach_w2
#define sn_reach_on sn_reach_on_w2
/* movegen.c */
#define sn_pawn_files sn_pawn_files_w2
#define sn_gen_run sn_gen_run_w2
/* movegen_targeted.c */
#define sn_gen_mode_all sn_gen_mode_all_w2
#define sn_gen_mode_to sn_gen_mode_to_w2
#define sn_gen_mode_drop_to sn_gen_mode_drop_to_w2
#define sn_gen_mode_checks sn_gen_mode_checks_w2
#define sn_gen_mode_any sn_gen_mode_any_w2
#define sn_gen_mode_any_unchecked sn_gen_mode_any_unchecked_w2
/* position.c */
#define sn_pos_init sn_pos_init_w2
#define sn_pos_put sn_pos_put_w2
#define sn_pos_clear sn_pos_clear_w2
#define sn_pos_hand sn_pos_hand_w2
#define sn_pos_set_castle sn_pos_set_castle_w2
#define sn_pos_set_turn sn_pos_set_turn_w2
#define sn_pos_set_lost sn_pos_set_lost_w2
#define sn_pos_set_alliance sn_pos_set_alliance_w2
#define sn_pos_set_alive sn_pos_set_alive_w2
#define sn_pos_set_ctrl sn_pos_set_ctrl_w2
#define sn_pos_set_ret sn_pos_set_ret_w2
#define sn_pos_eliminate sn_pos_eliminate_w2
#define sn_pos_next sn_pos_next_w2
#define sn_pos_set_order sn_pos_set_order_w2
#define sn_pos_hash_full sn_pos_hash_full_w2
#define sn_pos_move sn_pos_move_w2
#define sn_pos_move_rest sn_pos_move_rest_w2
/* legal.c */
#define sn_event sn_event_w2
#define sn_pawn_drop_mates sn_pawn_drop_mates_w2
#define sn_repetition_forbids sn_repetition_forbids_w2
#define sn_filters_prepare sn_filters_prepare_w2
#define sn_filters_accept sn_filters_accept_w2
#define sn_legal sn_legal_w2
#define sn_filters_allow sn_filters_allow_w2
#define sn_filters_allow_later sn_filters_allow_later_w2
#define sn_is_legal sn_is_legal_w2
#define sn_play sn_play_w2
#define sn_play_judged sn_play_judged_w2
#define sn_play_resolve sn_play_resolve_w2
#define sn_pos_settle sn_pos_settle_w2

#define SN_TO_NARROW(p, f, args) ((void)0)
#define SN_OUTLINE

#else

/*
 * In the wide copy, at the top of function f with arguments args (in
 * parentheses): hands a position p of a narrow variant to f's narrow
 * twin and returns what it returns.  The twin is declared with f's own
 * type, so the two cannot drift apart.
 */
#define SN_TO_NARROW(p, f, args) do {					\
	if ((p)->v->narrow) {						\
		extern __typeof__(f) f##_w2;				\
		return f##_w2 args;					\
	}								\
} while (0)

/* The body of such a function, apart from it: were the body inlined,
 * each hand-over would first pay for the body's registers and stack
 * frame.  (In the narrow copy the body may be inlined.) */
#define SN_OUTLINE __attribute__((noinline))

#endif

#endif
