/*
 * yonin_play.c - the rules of yonin shogi that a table cannot say
 * (yonin-rules(7)).
 *
 * After an action, in this order: the capture and the promotion; the
 * checks standing, each reported; then the seat to act: a seat in check
 * acts at once (the first in the regular order after the acting seat,
 * when several are), else the regular order goes on (clockwise from the
 * acting seat, or with after-check=return back to the seat a check took
 * the turn from).  A seat to act without a legal action is mated (or
 * passes, under no-action=pass when not in check) by the seat that
 * acted last: its king is turned over where it stands, a blockade; the
 * mater takes its hand into its own and moves its pieces, and those of
 * the armies it had taken over, from then on; the mated seat leaves the
 * turn.  A seat that moves three armies has won.  The turn is found
 * again after a mate, as the taken-over pieces may check.
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include <stdio.h>
#include <string.h>

#include "generate.h"
#include "yonin/yonin_play.h"

#define event sn_event

/* The first seat after y in the regular order that is in `mask`, or
 * SN_NOSEAT. */
static int
first_after(const sn_pos *p, int y, unsigned mask)
{
	int i, s, n = p->v->nseats;

	for (i = 1; i <= n; i++) {
		s = (y + i) % n;
		if (mask >> s & 1)
			return s;
	}
	return SN_NOSEAT;
}

/* The seats still in the turn whose king is attacked; each check not
 * reported yet (reported[s]: the seats said to check s) is reported. */
static unsigned
checks(const sn_pos *p, unsigned *reported, sannin_events *ev)
{
	unsigned in = 0, by;
	int s, c;

	for (s = 0; s < p->v->nseats; s++) {
		if (!(p->alive >> s & 1) || (by = sn_checkers(p, s)) == 0)
			continue;
		in |= 1u << s;
		for (c = 0; c < p->v->nseats; c++)
			if ((by & ~reported[s]) >> c & 1)
				event(ev, SANNIN_EV_CHECK, c, s, 0, p->king[s],
				    SN_NOCELL, 0, 0);
		reported[s] |= by;
	}
	return in;
}

static int
accept_escape(const sn_pos *p, const sannin_action *a, void *ctx)
{
	return !sn_pawn_drop_mates(p, *(const int *)ctx, a);
}

/* Has the seat, as if to act, a legal action (repetition aside)?  `in`:
 * the seats in check. */
static int
has_action(const sn_pos *p, int seat, unsigned in)
{
	return sn_gen(p, &(struct sn_gen_ask){ .mode = SN_GEN_ANY,
	    .seat = seat, .check = sn_check_hint(in >> seat & 1),
	    .accept = accept_escape, .ctx = &seat }, NULL);
}

/* The pawn-drop rule's question (sn_hooks): a seat in check that does
 * not act now is mated only when its turn comes, but has no answer to
 * the check already. */
static int
mated_unreported(const sn_pos *p, int seat)
{
	return seat != p->turn && sn_checkers(p, seat) != 0 &&
	    !has_action(p, seat, 1u << seat);
}

/* The number of armies the seat moves. */
static int
armies(const sn_pos *p, int seat)
{
	int a, n = 0;

	for (a = 0; a < p->v->nseats; a++)
		n += p->ctrl[a] == seat;
	return n;
}

/* Seat m is mated by y: its king turns over, its hand and every army it
 * moves go to y, and it leaves the turn. */
static void
take_over(sn_pos *p, int y, int m, int how, sannin_events *ev)
{
	int k = p->king[m], a, kind;
	unsigned taken = 0;

	event(ev, SANNIN_EV_MATE, y, m, 0, SN_NOCELL, SN_NOCELL, how, 0);
	if (k != SN_NOCELL) {
		sn_pos_clear(p, k);
		sn_pos_put(p, k, SN_PIECE(m, SANNIN_PKING));
	}
	for (a = 0; a < p->v->nseats; a++)
		if (p->ctrl[a] == m) {
			sn_pos_set_ctrl(p, a, y);
			taken |= 1u << a;
		}
	for (kind = SANNIN_PAWN; kind <= p->v->handmax; kind++) {
		sn_pos_hand(p, y, kind, p->hand[m][kind]);
		sn_pos_hand(p, m, kind, -p->hand[m][kind]);
	}
	sn_pos_set_alive(p, m, 0);
	event(ev, SANNIN_EV_TAKEOVER, y, m, 0, k, SN_NOCELL, 0, taken);
	if (armies(p, y) >= 3) {
		p->over = 1;
		p->winner = (uint8_t)(1u << y);
		/* The turn stays with the winner: the mated seat is out. */
		sn_pos_set_turn(p, y);
		event(ev, SANNIN_EV_GAME_OVER, y, SN_NOSEAT, 0, SN_NOCELL,
		    SN_NOCELL, SANNIN_WIN_ARMIES, 1u << y);
	}
}

static void
yonin_play(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache)
{
	int y = p->turn, s, last, owner;
	int after_return = p->rules.opt[SANNIN_OPT_AFTER_CHECK] ==
	    SANNIN_AFTER_CHECK_RETURN, passes = 0;
	unsigned in, reported[SN_MAXSEATS] = {0};

	(void)h;
	(void)cache;
	sn_play_move(p, a, ev, &owner);

	/* The seat that acted last: the mater of whoever cannot act. */
	last = y;
	for (;;) {
		in = checks(p, reported, ev);
		if (in) {
			s = first_after(p, last, in);
			/* The seat whose turn the check took, to return to. */
			if (after_return && p->ret == SN_NOSEAT &&
			    s != sn_pos_next(p, last))
				sn_pos_set_ret(p, sn_pos_next(p, last));
		} else if (after_return && p->ret != SN_NOSEAT &&
		    (p->alive >> p->ret & 1)) {
			s = p->ret;
			sn_pos_set_ret(p, SN_NOSEAT);
		} else {
			s = sn_pos_next(p, last);
			sn_pos_set_ret(p, SN_NOSEAT);
		}
		if (s == p->ret)
			sn_pos_set_ret(p, SN_NOSEAT);
		sn_pos_set_turn(p, s);
		if (has_action(p, s, in))
			return;
		if (!(in >> s & 1) && p->rules.opt[SANNIN_OPT_NO_ACTION] ==
		    SANNIN_NO_ACTION_PASS) {
			/* The seat passes; the order goes on from it.  When
			 * no seat can act, the game ends without a winner. */
			if (++passes >= sn_nbits(p->alive)) {
				p->over = 1;
				p->winner = 0;
				event(ev, SANNIN_EV_GAME_OVER, SN_NOSEAT,
				    SN_NOSEAT, 0, SN_NOCELL, SN_NOCELL,
				    SANNIN_WIN_NONE, 0);
				return;
			}
			last = s;
			continue;
		}
		passes = 0;
		take_over(p, y, s, in >> s & 1 ? SANNIN_MATE_CHECK :
		    SANNIN_MATE_NO_ACTION, ev);
		if (p->over)
			return;
		last = p->rules.opt[SANNIN_OPT_TAKEOVER_TURN] ==
		    SANNIN_TAKEOVER_TURN_MOVER ? y : s;
	}
}

static void
start(sn_pos *p)
{
	sn_pos_set_turn(p, p->rules.opt[SANNIN_OPT_FIRST]);
}

/* Why the marked seat does not act now (the hook why_not_turn): the
 * seat to act is in check, which gives it the turn at once. */
static int
why_not_turn(const sn_pos *p, int marked, char *buf, size_t size)
{
	const struct sannin_variant *v = p->v;
	int also = sn_checkers(p, marked) != 0;

	if (!(p->alive >> marked & 1) || !sn_checkers(p, p->turn))
		return 0;
	return snprintf(buf, size, " (%s is in check, and a seat put in "
	    "check acts at once%s%s%s)", v->seatname[p->turn],
	    also ? "; it comes before " : "", also ? v->seatname[marked] : "",
	    also ? ", in check too, in the order of play" : "");
}

const struct sn_hooks sn_yonin_hooks = {
	.start = start,
	.play = yonin_play,
	.mated_unreported = mated_unreported,
	.why_not_turn = why_not_turn,
};
