/*
 * minishogi_play.c - what follows an action in minishogi, the one rule
 * its tables cannot say: the capture and the promotion, a check of the
 * other side, then its turn, or the end of the game when it has no
 * legal action: checkmated, or (as in shogi) without a move, it loses.
 */
#include "config.h"

#include "minishogi.h"
#include "generate.h"

static int
accept_escape(const sn_pos *p, const sannin_action *a, void *ctx)
{
	return !sn_pawn_drop_mates(p, *(const int *)ctx, a);
}

static void
play(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache)
{
	int y = p->turn, o = 1 - y, owner, checked;

	(void)h;
	(void)cache;
	sn_play_move(p, a, ev, &owner);
	checked = sn_checkers(p, o) != 0;
	if (checked)
		sn_event(ev, SANNIN_EV_CHECK, y, o, 0, p->king[o], SN_NOCELL,
		    0, 0);
	sn_pos_set_turn(p, o);
	if (sn_gen(p, &(struct sn_gen_ask){ .mode = SN_GEN_ANY, .seat = o,
	    .check = sn_check_hint(checked), .accept = accept_escape,
	    .ctx = &o }, NULL))
		return;
	sn_event(ev, SANNIN_EV_MATE, y, o, 0, SN_NOCELL, SN_NOCELL,
	    checked ? SANNIN_MATE_CHECK : SANNIN_MATE_NO_ACTION, 0);
	p->over = 1;
	p->winner = (uint8_t)(1u << y);
	sn_event(ev, SANNIN_EV_GAME_OVER, y, SN_NOSEAT, 0, SN_NOCELL,
	    SN_NOCELL, SANNIN_WIN_LAST, 1u << y);
}

const struct sn_hooks sn_minishogi_hooks = {
	.play = play,
};
