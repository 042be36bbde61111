/*
 * sannin_checkmate.c - checks and checkmate in sannin shogi
 * (sannin-rules(7)): whether an action gives check, the free escapes of
 * a king, and whether a seat has an action that keeps its king safe,
 * spares its ally and obeys the pawn-drop rule: the test of checkmate;
 * and what a mate does: the seats mated leave the game, and the alliance
 * and the game may end with them.
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include "legal.h"
#include "generate.h"
#include "sannin/sannin_checkmate.h"

#define event sn_event

int
sn_gives_check(const sn_pos *p, int seat, const sannin_action *a,
    int victim, int already)
{
	int k = p->king[victim];

	if (k == SN_NOCELL || victim == seat)
		return 0;
	if (a->type == SANNIN_ACT_ILLUMINATE || already) {
		sn_pos q;
		sannin_action b2 = *a;

		sn_pos_copy(&q, p);
		q.turn = (uint8_t)seat;
		sn_pos_move(&q, &b2);
		return (sn_checkers(&q, victim) >> seat & 1) != 0;
	}
	return sn_put_checks(p, seat, a, k);
}

int
sn_king_escapes(const sn_pos *p, const sn_set2 *att, int v, uint8_t *esc)
{
	return sn_free_escapes(p, att, v, esc);
}

/* What the mate test asks of an action besides the king's safety: that
 * it does not check the seat's ally, and is no pawn drop the pawn-drop
 * rule forbids. */
struct mate_escape {
	int seat, ally, already;
};

static int
is_escape(const sn_pos *p, const sannin_action *a, void *ctx)
{
	const struct mate_escape *e = ctx;

	return (e->ally < 0 || !sn_gives_check(p, e->seat, a, e->ally,
	    e->already)) && !sn_pawn_drop_mates(p, e->seat, a);
}

int
sn_has_action(const sn_pos *p, int seat)
{
	struct mate_escape e = {seat, -1, 0};

	if (p->alliance >> seat & 1) {
		e.ally = sn_ally_of(p, seat);
		e.already = sn_checkers(p, e.ally) >> seat & 1;
	}
	return sn_gen(p, &(struct sn_gen_ask){ .mode = SN_GEN_ANY,
	    .seat = seat, .accept = is_escape, .ctx = &e }, NULL);
}

int
sn_mated(const sn_pos *p, int seat)
{
	return sn_checkers(p, seat) != 0 && !sn_has_action(p, seat);
}

void
sn_game_over(sn_pos *p, int winner, int how, sannin_events *ev)
{
	p->over = 1;
	p->winner = (uint8_t)(1u << winner);
	event(ev, SANNIN_EV_GAME_OVER, winner, SN_NOSEAT, 0, SN_NOCELL,
	    SN_NOCELL, how, 1u << winner);
}

/* The seats in `mated` are mated by `mater`: they leave the game, and
 * the alliance and the game may end with them. */
void
sn_mates(sn_pos *p, int mater, unsigned mated, int how, sannin_events *ev)
{
	unsigned allies = p->alliance;
	int s;

	for (s = 0; s < p->v->nseats; s++)
		if (mated >> s & 1) {
			event(ev, SANNIN_EV_MATE, mater, s, 0, SN_NOCELL,
			    SN_NOCELL, how, 0);
			sn_pos_eliminate(p, s);
			event(ev, SANNIN_EV_ELIMINATED, mater, s, 0, SN_NOCELL,
			    SN_NOCELL, 0, 0);
		}
	if (allies) {
		if ((mated & allies) && !(allies >> mater & 1)) {
			/* The outsider mated an ally: both allies lose. */
			sn_game_over(p, mater, SANNIN_WIN_OUTSIDER, ev);
			return;
		}
		/* The outsider (or an ally) is gone: the alliance ends. */
		sn_pos_set_alliance(p, 0);
		event(ev, SANNIN_EV_DISSOLVED, mater, SN_NOSEAT, 0, SN_NOCELL,
		    SN_NOCELL, 0, allies);
		if (p->rules.opt[SANNIN_OPT_AFTER_ALLIANCE] ==
		    SANNIN_AFTER_ALLIANCE_RESTORE)
			for (s = 0; s < p->v->nseats; s++)
				sn_pos_set_lost(p, s, 0);
	}
	if (sn_nbits(p->alive) == 1)
		sn_game_over(p, __builtin_ctz(p->alive), SANNIN_WIN_LAST, ev);
}
