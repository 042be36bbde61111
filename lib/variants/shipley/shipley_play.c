/*
 * shipley_play.c - the rules of Shipley's Four Player Shogi that a
 * table cannot say (shipley-rules(7)).
 *
 * The style sets the order of play and the teams: a seat never captures
 * a teammate's piece, and by default a teammate's piece does not check
 * (team-check).  After an action, in this order: the capture and the
 * promotion; a king taken (style independent: a king checkmated, by a
 * seat that checks it), which puts its seat out of the game, its hand
 * out of play and its pieces left on the board; the checks standing,
 * each reported; the seats checkmated from now on (in check, and no
 * action but taking a king would answer it); the end of the game: a team
 * whose opponents' kings are both checkmated, the last seat with a king
 * (independent), a seat holding the four kings (kings-as-pieces); then
 * the turn, in the style's order, to the first seat that has an action:
 * a seat without one, checkmated or not, loses its turn.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "generate.h"
#include "shipley/shipley_play.h"

#define event sn_event

/* The order of play of each style: North, East, South, West are seats
 * 0 to 3. */
static const uint8_t orders[5][4] = {
	[SANNIN_STYLE_INDEPENDENT] = {0, 1, 2, 3},
	[SANNIN_STYLE_TEAM_ORTHOGONAL] = {0, 1, 2, 3},
	[SANNIN_STYLE_TEAM_DIAGONAL] = {0, 2, 1, 3},
	[SANNIN_STYLE_TEAM_DIAGONAL_WEST] = {0, 2, 3, 1},
	[SANNIN_STYLE_KINGS_AS_PIECES] = {0, 1, 2, 3},
};

/* Each seat's teammate, by style, or -1: N+S and E+W; N+E and S+W; N+W
 * and S+E. */
static const int8_t mates_of[5][4] = {
	[SANNIN_STYLE_INDEPENDENT] = {-1, -1, -1, -1},
	[SANNIN_STYLE_TEAM_ORTHOGONAL] = {2, 3, 0, 1},
	[SANNIN_STYLE_TEAM_DIAGONAL] = {1, 0, 3, 2},
	[SANNIN_STYLE_TEAM_DIAGONAL_WEST] = {3, 2, 1, 0},
	[SANNIN_STYLE_KINGS_AS_PIECES] = {-1, -1, -1, -1},
};

static int
style(const sn_pos *p)
{
	return p->rules.opt[SANNIN_OPT_STYLE];
}

static int
accept_no_king(const sn_pos *p, const sannin_action *a, void *ctx)
{
	int seat = *(const int *)ctx;

	/* Taking another king is no answer to a mate (shipley-rules(7)). */
	return a->captured != SANNIN_KING && !sn_pawn_drop_mates(p, seat, a);
}

static int
accept_any(const sn_pos *p, const sannin_action *a, void *ctx)
{
	return !sn_pawn_drop_mates(p, *(const int *)ctx, a);
}

/* The seats in p still in the game whose king is checked. */
static unsigned
in_check(const sn_pos *p)
{
	unsigned in = 0;
	int s;

	for (s = 0; s < p->v->nseats; s++)
		if ((p->alive >> s & 1) && sn_checkers(p, s))
			in |= 1u << s;
	return in;
}

/* The seats checkmated in p, of those in check (`in`, as in_check()
 * says): with no action but taking a king. */
static unsigned
checkmated(const sn_pos *p, unsigned in)
{
	unsigned m = 0;
	int s;

	for (s = 0; s < p->v->nseats; s++)
		if ((in >> s & 1) && !sn_gen(p, &(struct sn_gen_ask){
		    .mode = SN_GEN_ANY, .seat = s, .check = SN_CHECK_YES,
		    .accept = accept_no_king, .ctx = &s }, NULL))
			m |= 1u << s;
	return m;
}

/* Has the seat an action (`in`: the seats in check)? */
static int
has_action(const sn_pos *p, int s, unsigned in)
{
	return sn_gen(p, &(struct sn_gen_ask){ .mode = SN_GEN_ANY, .seat = s,
	    .check = sn_check_hint(in >> s & 1), .accept = accept_any,
	    .ctx = &s }, NULL);
}

/* The kings the seat holds, on the board and in hand (kings-as-pieces). */
static int
kings_held(const sn_pos *p, int seat)
{
	sn_set own = p->occ[seat];
	int n = p->hand[seat][SANNIN_KING];

	while (sn_set_any(own))
		n += SN_KIND(p->board[sn_set_pop(&own)]) == SANNIN_KING;
	return n;
}

static void
game_over(sn_pos *p, unsigned winners, int how, sannin_events *ev)
{
	p->over = 1;
	p->winner = (uint8_t)winners;
	event(ev, SANNIN_EV_GAME_OVER, winners ? __builtin_ctz(winners) :
	    SN_NOSEAT, SN_NOSEAT, 0, SN_NOCELL, SN_NOCELL, how, winners);
}

/* Has the game ended after y's action?  Then the winners are set. */
static int
ended(sn_pos *p, int y, sannin_events *ev)
{
	const int8_t *team = mates_of[style(p)];
	int s, n = p->v->nseats;

	switch (style(p)) {
	case SANNIN_STYLE_KINGS_AS_PIECES:
		for (s = 0; s < n; s++)
			if (kings_held(p, s) == n) {
				game_over(p, 1u << s, SANNIN_WIN_KINGS, ev);
				return 1;
			}
		return 0;
	case SANNIN_STYLE_INDEPENDENT:
		if (sn_nbits(p->alive) != 1)
			return 0;
		game_over(p, p->alive, SANNIN_WIN_LAST, ev);
		return 1;
	default:
		/* The team of y first: its action may mate both opponents. */
		for (s = y; s < y + n; s++) {
			int a = s % n, b = team[a];
			unsigned them = ~((1u << a) | (1u << b)) &
			    ((1u << n) - 1);

			if ((p->mated & them) == them) {
				game_over(p, (1u << a) | (1u << b),
				    SANNIN_WIN_TEAM, ev);
				return 1;
			}
		}
		return 0;
	}
}

static void
play(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, s, i, captured, owner;
	unsigned was = p->mated, by, in = 0;

	(void)h;
	(void)cache;
	captured = sn_play_move(p, a, ev, &owner);

	/* A king taken: its seat is out, its hand with it, its pieces
	 * stay on the board. */
	if (captured && (v->kinds[SN_KIND(captured)].flags & SN_KF_KING)) {
		for (i = SANNIN_PAWN; i <= v->handmax; i++)
			sn_pos_hand(p, owner, i, -p->hand[owner][i]);
		sn_pos_set_alive(p, owner, 0);
		was &= ~(1u << owner);
		event(ev, SANNIN_EV_ELIMINATED, y, owner, 0, a->to, SN_NOCELL,
		    0, 0);
	}

	/* (The seats in check gathered once, for the mates and the turn
	 * as well.) */
	for (s = 0; s < v->nseats; s++)
		if ((p->alive >> s & 1) && (by = sn_checkers(p, s)) != 0) {
			in |= 1u << s;
			for (i = 0; i < v->nseats; i++)
				if (by >> i & 1)
					event(ev, SANNIN_EV_CHECK, i, s, 0,
					    p->king[s], SN_NOCELL, 0, 0);
		}
	p->mated = (uint8_t)checkmated(p, in);
	for (s = 0; s < v->nseats; s++)
		if ((p->mated & ~was) >> s & 1)
			event(ev, SANNIN_EV_MATE, y, s, 0, SN_NOCELL, SN_NOCELL,
			    SANNIN_MATE_CHECK, 0);
	if (ended(p, y, ev)) {
		/* The turn stays with the seat that ended the game. */
		sn_pos_set_turn(p, y);
		return;
	}

	/* The next seat in the order that has an action; a seat without
	 * one loses its turn. */
	for (i = 0, s = y; i < v->nseats; i++) {
		s = sn_pos_next(p, s);
		if (has_action(p, s, in)) {
			sn_pos_set_turn(p, s);
			return;
		}
	}
	sn_pos_set_turn(p, y);
	game_over(p, 0, SANNIN_WIN_NONE, ev);
}

/* The style's order, teams and checks; the seats mated now. */
static void
start(sn_pos *p)
{
	const int8_t *team = mates_of[style(p)];
	int s;

	sn_pos_set_order(p, orders[style(p)]);
	sn_pos_set_turn(p, 0);
	for (s = 0; s < p->v->nseats; s++) {
		p->team[s] = team[s] < 0 ? 0 : (uint8_t)(1u << team[s]);
		p->nocheck[s] = p->rules.opt[SANNIN_OPT_TEAM_CHECK] ==
		    SANNIN_TEAM_CHECK_YES ? 0 : p->team[s];
	}
	if (style(p) == SANNIN_STYLE_INDEPENDENT)
		p->pflags |= SN_PF_KING_CAPTURE;
}

/* The pawn-drop rule's question (sn_hooks): a seat mated before an
 * action stays mated with no new event. */
static int
mated_unreported(const sn_pos *p, int seat)
{
	return p->mated >> seat & 1;
}

/* What a position read or built says of the seats mated. */
static void
ready(sn_pos *p)
{
	p->mated = (uint8_t)checkmated(p, in_check(p));
}

/* Why the marked seat does not act now (the hook why_not_turn): its
 * king was taken; it is checkmated, or has no legal action, and loses
 * its turn so; in check, it does not act out of turn in this game. */
static int
why_not_turn(const sn_pos *p, int marked, char *buf, size_t size)
{
	const char *who = p->v->seatname[marked];
	sannin_action one;

	if (!(p->alive >> marked & 1))
		return snprintf(buf, size, " (that seat's king was taken: it "
		    "is out of the game)");
	if (p->mated >> marked & 1)
		return snprintf(buf, size, " (%s is checkmated, and a "
		    "checkmated seat loses its turns until the mate is "
		    "relieved)", who);
	if (sannin_position_actions(p, marked, &one, 1) == 0)
		return snprintf(buf, size, " (%s has no legal action, and a "
		    "seat without one loses its turn)", who);
	if (sn_checkers(p, marked))
		return snprintf(buf, size, " (%s is in check, but a check "
		    "does not change the order of play in Shipley's game)",
		    who);
	return 0;
}

const struct sn_hooks sn_shipley_hooks = {
	.start = start,
	.ready = ready,
	.play = play,
	.mated_unreported = mated_unreported,
	.why_not_turn = why_not_turn,
};
