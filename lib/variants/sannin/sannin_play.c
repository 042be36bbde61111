/*
 * sannin_play.c - an action of sannin shogi and everything that follows
 * it (sannin-rules(7)), and sannin's hooks (legal.h).
 *
 * After an action, in this order: the captures and promotion; a castling
 * right used; an automatic alliance (settled before anything else is
 * judged: the outsider's king promotes, castling ends); the checks
 * standing and the castling rights they end; the garden win; every seat
 * in check without a legal action is mated at once, whoever is to act,
 * and the eliminations that follow may uncover further checks and mates,
 * judged the same way; the results; the turn passes (to the mating seat
 * after a mate, by default); a seat to act without a legal action is
 * treated as mated, and so on until a seat can act or the game is over.
 * What an alliance and a mate do is told in sannin_alliance.c and
 * sannin_checkmate.c; which actions are legal, in sannin_filter.c.
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include <stddef.h>
#include <string.h>

#include "generate.h"
#include "sannin/sannin_alliance.h"
#include "sannin/sannin_cache.h"
#include "sannin/sannin_checkmate.h"
#include "sannin/sannin_filter.h"
#include "sannin/sannin_play.h"
#include "sannin/sannin_state.h"
#include "sannin/sannin_threats.h"
#include "sannin/sannin_threats_incr.h"

#define event sn_event

static int
accept_allowed(const sn_pos *p, const sannin_action *a, void *f)
{
	return sn_filters_accept(p, f, NULL, a);
}

/*
 * Does the seat to act have a legal action under every rule?  With the
 * threats of p known, a step of its king to a free escape that the
 * filters take is one; else the generation stops at the first one.
 * checked: whether the seat is in check (when not, the search starts
 * with the moves that cannot expose its king).
 */
static int
can_act(const sn_pos *p, const struct sn_hist *h, int checked)
{
	const struct sn_threats *t;
	struct sn_filters f;
	sannin_action a;
	uint8_t esc[SN_MAXDIRS];
	int any, n, i, y = p->turn;

	if (p->over || !(p->alive >> y & 1))
		return 0;
	any = sn_filters_prepare(p, h, 0, &f);
	t = sn_threats_known(p);
	n = t != NULL ? sn_king_escapes(p, t->att, y, esc) : 0;
	for (i = 0; i < n; i++) {
		/* (As the generator writes it.) */
		a.type = SANNIN_ACT_MOVE;
		a.kind = (unsigned char)SN_KIND(p->board[p->king[y]]);
		a.from = (unsigned char)p->king[y];
		a.to = esc[i];
		a.promote = 0;
		a.captured = (unsigned char)SN_KIND(p->board[esc[i]]);
		a.targets = 0;
		if (!any || sn_filters_accept(p, &f, NULL, &a))
			return 1;
	}
	return sn_gen(p, &(struct sn_gen_ask){ .mode = SN_GEN_ANY, .seat = y,
	    .check = sn_check_hint(checked != 0),
	    .reach = t != NULL ? t->reach : NULL,
	    .accept = any ? accept_allowed : NULL, .ctx = any ? &f : NULL },
	    NULL);
}

/*
 * What the checks after an action owe to the position before it: the
 * seat that acted, whose king its legal action leaves attacked by no
 * one; and the checks before, when the cache knew them (see struct
 * sn_tcache), with the cells where a move or drop changed the board.
 */
struct checks_before {
	int mover;
	const unsigned *chk;	/* by seat, as sn_checkers; or NULL */
	int from, to;		/* from: SN_NOCELL for a drop */
};

/* May a change on cell c change what checks the king on k: c is k's own
 * cell, on a line out of it, or a leap away? */
static int
near_king(const struct sannin_variant *v, int k, int c)
{
	int d;

	if (c == SN_NOCELL)
		return 0;
	if (c == k || v->dirto[k][c] != SN_NODIR)
		return 1;
	for (d = v->nlines; d < v->ndirs; d++)
		if (v->nb[k][d] == c)
			return 1;
	return 0;
}

/* The seat whose piece, first on line d out of the king on k, checks
 * it (as sn_checkers() looks at each line), as a bit; own: the armies of
 * the king's seat. */
static inline unsigned
line_checker(const sn_pos *p, int k, int d, unsigned own)
{
	int b = sn_first_on_ray(p->v, k, d, p->all), pc;

	if (b < 0)
		return 0;
	pc = p->board[b];
	return !(own >> SN_ARMY(pc) & 1) && sn_hits(p, k, d, b) ?
	    1u << sn_ctrl(p, pc) : 0;
}

/*
 * The seats checking the king of s, on k (neither cell of the action),
 * after the move or drop b, where no seat checked it before: all that
 * sn_checkers() would find on the lines through the cells the action
 * changed and, a leap away, on the cell it reached.  Every other line
 * and leap holds what it held, where no seat that may check the king
 * checked it.
 */
static unsigned
checkers_new(const sn_pos *p, int s, int k, const struct checks_before *b)
{
	const struct sannin_variant *v = p->v;
	unsigned own = p->armies[s], seats = 0;
	int d, pc;

	if (b->from != SN_NOCELL && (d = v->dirto[k][b->from]) != SN_NODIR)
		seats = line_checker(p, k, d, own);
	if ((d = v->dirto[k][b->to]) != SN_NODIR)
		seats |= line_checker(p, k, d, own);
	else
		for (d = v->nlines; d < v->ndirs; d++)
			if (v->nb[k][d] == b->to) {
				pc = p->board[b->to];
				if ((p->mv[pc].steps >> v->opp[d] & 1) &&
				    !(own >> SN_ARMY(pc) & 1))
					seats |= 1u << sn_ctrl(p, pc);
			}
	return seats & ~(unsigned)p->nocheck[s];
}

/* The seats checking s's king after the action: none for the seat that
 * acted; as before it (b) when the action did not reach the king, or
 * those it brought when there were none; else looked for. */
static unsigned
checkers_after(const sn_pos *p, int s, const struct checks_before *b)
{
	int k = p->king[s];

	if (b != NULL && s == b->mover)
		return 0;
	if (b != NULL && b->chk != NULL && k != SN_NOCELL) {
		if (!near_king(p->v, k, b->from) && !near_king(p->v, k, b->to))
			return b->chk[s];
		if (b->chk[s] == 0 && k != b->from && k != b->to)
			return checkers_new(p, s, k, b);
	}
	return sn_checkers(p, s);
}

/*
 * report_checks reports the checks standing that were not reported yet
 * (reported[s] holds the seats already said to check s), keeps the seats
 * checking each seat in checkers[s], and ends the castling rights of the
 * kings in check; it returns non-zero when a king is in check.  settle,
 * called just after it (when one is), mates every seat in check without
 * a legal action, by the acting seat y, and does it all again when
 * eliminations uncover more.  It returns the seats mated.
 * With t (the threats of p, all three seats playing) the checks are
 * read from them (t->checks); else,
 * with b (just after the action), the mover's king is in check by none,
 * and with b->chk a king keeps the checks it had when the action changed
 * no cell on a line or a leap from it (nor its own: a king that moved is
 * on the cell `to`), the armies and who checks whom being as before (the
 * caller passes b only then); else they are looked for.  (Always inline:
 * sn_play asks it at every action, most often with att.)
 */
static SN_ALWAYS_INLINE unsigned
report_checks(sn_pos *p, unsigned *reported, unsigned *checkers,
    const struct sn_threats *t, const struct checks_before *b,
    sannin_events *ev)
{
	unsigned chk[SN_MAXSEATS], any = 0, m;
	int s, c;

	/* (Sannin's three seats, in locals: the loops unrolled, and p not
	 * read again after each store through checkers.  Most actions
	 * leave no king in check: that at once.) */
	if (t != NULL && t->checks == 0) {
		memset(checkers, 0, sizeof(chk));
		return 0;
	}
	memset(chk, 0, sizeof(chk));
	if (t != NULL) {
		for (s = 0; s < 3; s++)
			chk[s] = t->checks >> (s * SN_MAXSEATS) & 7;
		any = t->checks;
	} else
		for (s = 0; s < 3; s++) {
			if (!(p->alive >> s & 1))
				continue;
			chk[s] = checkers_after(p, s, b);
			any |= chk[s];
		}
	memcpy(checkers, chk, sizeof(chk));
	for (s = 0; any != 0 && s < 3; s++) {
		if ((m = chk[s]) == 0)
			continue;
		for (c = 0; c < 3; c++)
			if ((m & ~reported[s]) >> c & 1)
				event(ev, SANNIN_EV_CHECK, c, s, 0, p->king[s],
				    SN_NOCELL, 0, 0);
		reported[s] |= m;
		if (p->castle >> s & 1) {
			sn_pos_set_castle(p, s, 0);
			event(ev, SANNIN_EV_CASTLING_LOST, s, SN_NOSEAT, 0,
			    SN_NOCELL, SN_NOCELL, SANNIN_LOST_CHECK, 0);
		}
	}
	return any;
}

/* (att, when not NULL: the attacks of p, which settle() reads until the
 * first mates change the board.) */
static unsigned
settle(sn_pos *p, int y, unsigned *reported, unsigned *checkers,
    const sn_set2 *att, sannin_events *ev)
{
	const struct sannin_variant *v = p->v;
	unsigned mated, all = 0;
	uint8_t esc[SN_MAXDIRS];
	int s, first = 1;

	do {
		/* The caller has just reported the checks of p. */
		if (!first)
			report_checks(p, reported, checkers, NULL, NULL, ev);
		first = 0;
		mated = 0;
		/* A king in check with a free escape has an action. */
		for (s = 0; s < v->nseats; s++)
			if ((p->alive >> s & 1) && checkers[s] &&
			    !(att != NULL && sn_king_escapes(p, att, s, esc)) &&
			    !sn_has_action(p, s))
				mated |= 1u << s;
		if (mated)
			sn_mates(p, y, mated, SANNIN_MATE_CHECK, ev);
		all |= mated;
		att = NULL;
	} while (mated && !p->over);
	return all;
}

/* Seat st->s, to act, has no legal action: it is mated by the seat that
 * acted, and the turn passes on (the new threats it saw are no one's). */
static void
no_action(sn_pos *p, struct sn_after *st, sannin_events *ev)
{
	struct sn_sannin_last *last = sn_last_edit(p);
	int y = st->y;

	if (st->newseat >= 0) {
		last->new = sn_set_empty();
		last->pending &= (uint8_t)~2u;
	}
	/* The board changes: the threats are no longer its own. */
	st->cached = 0;
	sn_mates(p, y, 1u << st->s, SANNIN_MATE_NO_ACTION, ev);
	if (!p->over) {
		report_checks(p, st->reported, st->checkers, NULL, NULL,
		    ev);
		settle(p, y, st->reported, st->checkers, NULL, ev);
	}
	st->s = st->after_mater && (p->alive >> y & 1) ? y :
	    sn_pos_next(p, st->s);
}

/*
 * The new threats of the action (by st->y) on the seat that acts after
 * the one to act now: the only ones a dual attack (and the position
 * string) looks at; the filters of the actions of the seat to act read
 * them.  st->newseat says whose they are, or -1.
 */
static SN_ALWAYS_INLINE void
new_threats(sn_pos *p, struct sn_after *st, struct sn_tcache *cache,
    struct sn_threats *t0, struct sn_threats *t1)
{
	struct sn_sannin_last *last = sn_last_edit(p);
	const sn_set2 *n0, *n1;
	uint64_t w[2];
	int y = st->y, s = sn_third(y, p->turn), k, pend;

	st->newseat = -1;
	/* (Watching, sannin's three seats all played when y acted: when
	 * another is to act, s is the third.) */
	if (!st->watch || p->turn == y || !(p->alive >> s & 1))
		return;
	st->newseat = s;
	last->newseat = (uint8_t)s;
	if (cache == NULL) {
		last->new = sn_threats_new(t0, t1, y, s);
		return;
	}
	/* sn_threats_new_known(), a word at a time (sets of two words, see
	 * sn_threats): the cells of s's pieces threatened in t1 and not in
	 * t0, but for s's king where a search would tell, which is left
	 * pending (see struct sn_sannin_last). */
	n0 = &t0->t[y][s];
	n1 = &t1->t[y][s];
	w[0] = n1->w[0] & ~n0->w[0];
	w[1] = n1->w[1] & ~n0->w[1];
	pend = 0;
	if ((t0->pending >> (y * SN_MAXSEATS + s) & 1) &&
	    (k = t0->pos.king[s]) != SN_NOCELL && (w[k >> 6] >> (k & 63) & 1)) {
		w[k >> 6] &= ~((uint64_t)1 << (k & 63));
		pend = 1;
	}
	if ((t1->pending >> (y * SN_MAXSEATS + s) & 1) &&
	    (k = t1->pos.king[s]) != SN_NOCELL && !sn_set2_has(n0, k))
		pend = 1;
	last->new = sn_set_empty();
	last->new.w[0] = w[0];
	last->new.w[1] = w[1];
	if (pend) {
		last->pending |= 2;
		last->seat = (uint8_t)s;
	}
}

/*
 * The end of sn_play: the turn passes to st->s, or on past the seats
 * that cannot act (each with the new threats it would see); with
 * `defer`, the first is not asked (see struct sn_after), and st is the
 * cache's `after`, where it stays.  (Always inline: play_action passes
 * the turn at every action.)
 */
static SN_ALWAYS_INLINE void
pass_turn(sn_pos *p, const struct sn_hist *h, struct sn_tcache *cache,
    sannin_events *ev, struct sn_after *st, struct sn_threats *t0,
    struct sn_threats *t1, int defer)
{
	for (;;) {
		if (!p->over) {
			sn_pos_set_turn_in(p, st->s);
			if (st->cached) {
				cache->cur = st->t1;
				cache->hash = p->hash;
				cache->valid = 1;
			}
		} else if (!(p->alive >> p->turn & 1) &&
		    (p->alive >> st->y & 1))
			/* Ended by the seat left without an action: the turn
			 * stays with the seat that acted, as after a mate by
			 * check (a seat out of the game has none). */
			sn_pos_set_turn(p, st->y);
		new_threats(p, st, cache, t0, t1);
		/* (checkers[] is of the position now: settle leaves it
		 * so.) */
		if (p->over || defer ||
		    can_act(p, h, st->checkers[st->s] != 0))
			break;
		no_action(p, st, ev);
	}

	/* (Once more when the game ended, where the loop did not: the turn
	 * may have gone back to the seat that acted.  Else the loop's last
	 * round did, and nothing since changed the hash: no_action() clears
	 * `cached`.) */
	if (p->over && st->cached && sn_nbits(p->alive) == 3) {
		cache->cur = st->t1;
		cache->hash = p->hash;
		cache->valid = 1;
	}
	/* The checks, as settle left them, are those of the board now
	 * (unless the game ended: its last eliminations are not
	 * reported). */
	if (cache != NULL && !p->over) {
		cache->cvalid = 1;
		cache->ckey = sn_board_key(p);
		memcpy(cache->chk, st->checkers, sizeof(cache->chk));
	}
	if (defer && !p->over)
		cache->after.pending = 1;
}

/*
 * *d = *s but for the pieces (board, occ, all, blockade, hand): what
 * sn_alliance_formed() reads of the position before an action, its seat
 * to act, rules, rights and last action, at about a third of a whole
 * copy's cost.  (The pieces it reads only of the position after.  The
 * pieces lie in two runs of sn_pos, board to occ and all to hand: so
 * checked here.)
 */
#define SN_OFF(f) offsetof(sn_pos, f)
typedef char pieces_apart[SN_OFF(board) < SN_OFF(occ) &&
    SN_OFF(occ) < SN_OFF(ctrl) && SN_OFF(armies) < SN_OFF(all) &&
    SN_OFF(all) < SN_OFF(blockade) && SN_OFF(blockade) < SN_OFF(hand) &&
    SN_OFF(hand) < SN_OFF(king) ? 1 : -1];
#undef SN_OFF

static inline void
copy_but_pieces(sn_pos *d, const sn_pos *s)
{
	memcpy(d, s, offsetof(sn_pos, board));
	memcpy(d->ctrl, s->ctrl, offsetof(sn_pos, all) -
	    offsetof(sn_pos, ctrl));
	memcpy(d->king, s->king, sizeof(*s) - offsetof(sn_pos, king));
}

/*
 * Undoes the move or drop a of seat y that sn_pos_move played in p: the
 * pieces as they were (mover: the piece moved; capt: the piece on a->to
 * before, or 0), and the rest copied back from `before` (copy_but_pieces),
 * which the changes here leave as they were in p.
 */
static SN_NOINLINE void
unplay(sn_pos *p, const sannin_action *a, int y, int mover, int capt,
    const sn_pos *before)
{
	const struct sannin_variant *v = p->v;
	int kind;

	sn_pos_clear(p, a->to);
	if (a->type == SANNIN_ACT_DROP)
		sn_pos_hand(p, y, a->kind, 1);
	else {
		if (capt != 0) {
			sn_pos_put(p, a->to, capt);
			kind = v->kinds[SN_KIND(capt)].unpromoted;
			if (kind <= v->handmax)
				sn_pos_hand(p, y, kind, -1);
		}
		sn_pos_put(p, a->from, mover);
	}
	copy_but_pieces(p, before);
}

/* What play_action() knows of the action it plays, for its parts. */
struct playing {
	int y;			/* the seat that acts */
	int watch;		/* alliances watched (sn_alliance_watch()) */
	int i0, i1;		/* the slots of t0 and t1 in the cache, or -1 */
	struct sn_threats *t0;	/* the threats before, when watched */
	struct sn_threats *t1;	/* and after */
	/* Not watched, what the checks owe to the position before (see
	 * report_checks()); else NULL. */
	const struct checks_before *known;
};

/* The events of what the action a of seat y itself did, read from the
 * board before it: its captures. */
static SN_ALWAYS_INLINE void
capture_events(const sn_pos *p, const sannin_action *a, int y,
    sannin_events *ev)
{
	const struct sannin_variant *v = p->v;
	int c, d;

	if (a->type == SANNIN_ACT_ILLUMINATE) {
		for (d = 0; d < v->ndirs; d++)
			if (a->targets >> d & 1) {
				c = sn_first_on_ray(v, a->from, d, p->all);
				event(ev, SANNIN_EV_CAPTURE, y,
				    SN_ARMY(p->board[c]), SN_KIND(p->board[c]),
				    c, SN_NOCELL, 0, 0);
			}
	} else if (a->captured)
		event(ev, SANNIN_EV_CAPTURE, y, SN_ARMY(p->board[a->to]),
		    a->captured, a->to, SN_NOCELL, 0, 0);
}

/*
 * The alliance that the action a, just played in p, may form, settled
 * before anything else is judged (pl: as play_action() set it, watching;
 * before: p before the action, all of it but its pieces when a is a move
 * or drop, mover and capt the pieces to put back, as unplay() takes
 * them).  With `judge`, an alliance that does not allow the action undoes
 * it: -1.  Else 1 when one formed, 0 when none did; in a game, what is
 * left undecided of the action (a direct defence?) is left to be asked
 * (see struct sn_sannin_last).
 */
static SN_ALWAYS_INLINE int
settle_alliance(sn_pos *p, const sannin_action *a, sannin_events *ev,
    struct sn_tcache *cache, int judge, const struct playing *pl,
    const sn_pos *before, int mover, int capt)
{
	struct sn_sannin_last *last = sn_last_edit(p);
	struct sn_alliance how;
	int y = pl->y, x, d;

	sn_threats_from(p, pl->t0, pl->t1);
	/* (Most actions may form none: asked here first.) */
	how.defended = -2;
	x = (d = sn_alliance_may_form(before, pl->t0, p, pl->t1, a)) != 0 ?
	    sn_alliance_formed_may(before, pl->t0, p, pl->t1, a, &how, d) :
	    -1;
	if (judge && x >= 0 && !sn_ally_allows(p, x, y, how.victim)) {
		/* Not legal after all: undone.  (The threats worked out stay
		 * where they are: t0 of the position, in the cache; t1 in a
		 * slot no one reads.) */
		if (a->type == SANNIN_ACT_ILLUMINATE)
			sn_pos_copy(p, before);
		else
			unplay(p, a, y, mover, capt, before);
		if (ev != NULL)
			ev->n = 0;
		return -1;
	}
	if (cache != NULL) {
		/* In a game: whether this was a direct defence, and the
		 * king's cell among the new threats, are worked out only
		 * when asked (see struct sn_sannin_last).  Most actions are
		 * never asked whether they were a defence: only what
		 * sn_alliance_formed found out is kept (-2: none). */
		cache->last_t0 = pl->i0;
		cache->last_t1 = pl->i1;
		if (++cache->lazyid == 0)
			cache->lazyid = 1;
		last->lazyid = cache->lazyid;
		if (how.defended < 0)
			last->pending |= how.defended == -1 ? 1 : 1 | 4;
		else
			last->defence = (uint8_t)how.defended;
	} else
		last->defence = (uint8_t)sn_direct_defence(y, pl->t0, pl->t1);
	if (x < 0)
		return 0;
	sn_ally(p, x, y, &how, ev);
	return 1;
}

/*
 * What follows the action a of seat pl->y once the alliance is settled
 * (formed: whether one formed): the checks standing, the garden, the
 * mates, and the turn passes.
 */
static SN_ALWAYS_INLINE void
follow_action(sn_pos *p, const sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache,
    const struct playing *pl, int formed)
{
	const struct sannin_variant *v = p->v;
	int y = pl->y, watch = pl->watch;
	unsigned mated, checked;
	struct sn_after stl, *st;

	/* A legal action of the seat to act shows that it could act.
	 * (Not before: an action refused above leaves what was pending.) */
	if (cache != NULL)
		cache->after.pending = 0;
	/* (What pass_turn() leaves in the cache for later, it finds there:
	 * written in place, not copied.) */
	st = cache != NULL && cache->defer ? &cache->after : &stl;

	/* Checks standing; the garden; the mates. */
	memset(st->reported, 0, sizeof(st->reported));
	checked = report_checks(p, st->reported, st->checkers,
	    watch && !formed ? pl->t1 : NULL, pl->known, ev);
	if (a->type == SANNIN_ACT_MOVE && a->to == v->garden &&
	    (v->kinds[SN_KIND(p->board[a->to])].flags & SN_KF_KING) &&
	    !(p->alliance >> y & 1) && !(p->lost >> y & 1)) {
		sn_game_over(p, y, SANNIN_WIN_GARDEN, ev);
		return;
	}
	mated = checked ? settle(p, y, st->reported, st->checkers,
	    watch && !formed ? pl->t1->att : NULL, ev) : 0;

	/* The turn passes; a seat to act without a legal action is treated
	 * as mated by the seat whose action left it so. */
	st->y = y;
	st->watch = watch;
	st->after_mater = p->rules.opt[SANNIN_OPT_AFTER_MATE] ==
	    SANNIN_AFTER_MATE_MATER;
	st->s = mated && st->after_mater && (p->alive >> y & 1) ? y :
	    sn_next_seat(p, y);
	/* The threats found after the action are those of the position
	 * now, unless an alliance or an elimination changed the board: the
	 * cache holds them from here on (the rules of the next seat's
	 * actions read them), keyed by the hash.  (Watching, all three
	 * seats played before the action, and only a mate ends one.) */
	st->cached = cache != NULL && watch && !formed && !mated;
	if (cache != NULL) {
		st->t0 = pl->i0;
		st->t1 = pl->i1;
	}
	pass_turn(p, h, cache, ev, st, pl->t0, pl->t1,
	    cache != NULL && cache->defer);
}

/*
 * Plays the action; with `judge`, as play_judged (legal.h): the filters
 * left out whether the alliance it may form allows it (alliance_allows),
 * which the threats worked out here tell, and when it does not, nothing
 * is played and 1 returned.
 */
static int
play_action(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache, int judge)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, formed = 0, mover, capt = 0;
	int had_castle = p->castle >> y & 1;
	struct sn_threats tmp0, tmp1;
	struct checks_before b;
	struct playing pl;
	sn_pos before;	/* while watching: p before the action (see below) */

	if (ev != NULL)
		ev->n = 0;
	pl.y = y;
	pl.watch = sn_alliance_watch(p);
	pl.i0 = pl.i1 = -1;
	pl.t0 = NULL;
	pl.t1 = &tmp1;
	pl.known = NULL;
	/* Without the threats after the action: the mover's king is in
	 * check after none of its actions (sn_play is given legal ones); and
	 * the checks before it, when the cache has them (sn_play leaves them
	 * there), of the kings a move or drop does not reach stand after it.
	 * (Not watching, the action forms no alliance: the armies and who
	 * may check whom stay as they are until the mates, after the checks
	 * are reported.) */
	if (!pl.watch) {
		b.mover = y;
		b.chk = a->type != SANNIN_ACT_ILLUMINATE ?
		    sn_cached_checkers(cache, p) : NULL;
		b.from = a->type == SANNIN_ACT_MOVE ? a->from : SN_NOCELL;
		b.to = a->to;
		pl.known = &b;
	} else {
		/* (In a game the cache has them, as a rule: that test
		 * inline.) */
		pl.t0 = cache != NULL && cache->valid &&
		    cache->hash == p->hash ? sn_slot(cache, cache->cur) :
		    sn_cache_threats(p, cache, &tmp0);
		/* After the action, in a slot of its own (t0 is slot cur).
		 * (The slots' indices kept: worked out from the addresses,
		 * each a division.) */
		if (cache != NULL) {
			pl.i0 = cache->cur;
			pl.t1 = &cache->slot[pl.i1 = sn_free_slot(cache)];
		}
	}
	capture_events(p, a, y, ev);
	mover = a->type == SANNIN_ACT_MOVE ? p->board[a->from] : 0;
	/* The position before is kept only for the alliances, and to undo
	 * an action they refuse: all of it but its pieces, which
	 * sn_alliance_formed() reads only of the position after and
	 * unplay() puts back; all of it before an illumination (rare, and
	 * its captures not undone so simply). */
	if (pl.watch && a->type == SANNIN_ACT_ILLUMINATE)
		sn_pos_copy(&before, p);
	else if (pl.watch) {
		copy_but_pieces(&before, p);
		capt = p->board[a->to];
	}
	sn_pos_move_in(p, a);
	if (a->type == SANNIN_ACT_MOVE && a->promote)
		event(ev, SANNIN_EV_PROMOTE, y, SN_NOSEAT,
		    SN_KIND(p->board[a->to]), a->to, SN_NOCELL,
		    SN_VHAS(v, dead, [mover], a->to) ?
		    SANNIN_PROMO_FORCED : SANNIN_PROMO_CHOSEN, 0);
	if (had_castle && !(p->castle >> y & 1))
		event(ev, SANNIN_EV_CASTLING_LOST, y, SN_NOSEAT, 0, SN_NOCELL,
		    SN_NOCELL, SANNIN_LOST_KING_MOVED, 0);

	/* The alliance is settled first. */
	sn_last_begins(p, y, cache);
	if (pl.watch && (formed = settle_alliance(p, a, ev, cache, judge, &pl,
	    &before, mover, capt)) < 0)
		return 1;
	follow_action(p, a, ev, h, cache, &pl, formed);
	return 0;
}

static void
play(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache)
{
	(void)play_action(p, a, ev, h, cache, 0);
}

static int
play_judged(sn_pos *p, sannin_action *a, sannin_events *ev,
    const struct sn_hist *h, struct sn_tcache *cache)
{
	return play_action(p, a, ev, h, cache, 1);
}

static int
resolve(sn_pos *p, const struct sn_hist *h, struct sn_tcache *c,
    sannin_events *ev)
{
	struct sn_after st;

	if (c == NULL || !c->after.pending)
		return 0;
	st = c->after;
	c->after.pending = 0;
	if (can_act(p, h, st.checkers[st.s] != 0))
		return 0;
	no_action(p, &st, ev);
	pass_turn(p, h, c, ev, &st, st.t0 >= 0 ? sn_slot(c, st.t0) : NULL,
	    st.t1 >= 0 ? sn_slot(c, st.t1) : NULL, 0);
	return 1;
}

/* The rules of sannin shogi (sannin-rules(7)). */
const struct sn_hooks sn_sannin_hooks = {
	.start = sn_sannin_start,
	.filter_prepare = sn_sannin_filter_prepare,
	.filter_allow = sn_sannin_filter_allow,
	.play = play,
	.why_forbidden = sn_sannin_why_forbidden,
	.why_no_alliance = sn_sannin_why_no_alliance,
};

/* What plays them faster: the threat maps kept from one position to
 * the next (sannin_cache.c, sannin_threats_incr.c), answers left for
 * later (sannin_state.c), an action judged as it is played. */
const struct sn_speedups sn_sannin_speedups = {
	.filter_list = sn_sannin_filter_list,
	.filter_later_allied = 1,
	.known_reach = sn_sannin_known_reach,
	.play_judged = play_judged,
	.resolve = resolve,
	.settle = sn_sannin_settle,
	.checked_known = sn_checked_known,
	.cache_new = sn_sannin_cache_new,
	.cache_copy = sn_sannin_cache_copy,
	.cache_defer = sn_sannin_cache_defer,
	.cache_seed = sn_sannin_cache_seed,
	.cache_start = sn_sannin_cache_start,
	.cache_of = sn_sannin_cache_of,
};
