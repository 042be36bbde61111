/*
 * legal.h - which actions are legal, and playing them: the rules every
 * variant shares (the king's safety and the drops, in the generator; the
 * pawn-drop rule and repetition, here) and the hooks through which each
 * variant's module adds its own (sannin-rules(7), yonin-rules(7)).
 * Not installed.
 */
#ifndef SN_LEGAL_H
#define SN_LEGAL_H

#include "position.h"
#include "speedups.h"

/* One position of a game's history and the action played from it. */
struct sn_histent {
	uint64_t hash;
	sannin_action act;
};

/*
 * The positions before the current one; NULL or empty for none.  seen,
 * when not NULL, has the bit sn_seen_add() sets for every e[].hash (and
 * maybe others): a hash whose bit is clear is not in e[], and the search
 * for it is skipped.
 */
struct sn_hist {
	const struct sn_histent *e;
	size_t n;
	const uint64_t *seen;
};

#define SN_SEENW 64		/* words of a seen set: 4096 bits */

static inline void
sn_seen_add(uint64_t *seen, uint64_t hash)
{
	seen[(hash >> 58) & (SN_SEENW - 1)] |= (uint64_t)1 << (hash & 63);
}

/* Zero when the hash is surely not one of h's. */
static inline int
sn_seen_may(const struct sn_hist *h, uint64_t hash)
{
	return h->seen == NULL ||
	    (h->seen[(hash >> 58) & (SN_SEENW - 1)] >> (hash & 63) & 1);
}

/*
 * The rules a variant's module adds, each a plain function to read
 * against its man page: what a new position holds, which actions its
 * filter forbids, what follows an action, which mates go unreported.
 * What a module adds to play them faster (caches, answers left for
 * later, an action judged as it is played) is apart, in struct
 * sn_speedups (speedups.h).  A game keeps a cache for its module (struct
 * sn_tcache, the module's own), which the module may leave NULL;
 * functions given a NULL cache work without one.
 */
struct sn_filters;

struct sn_hooks {
	/* Sets up what the module keeps in a new position, after the
	 * setup: the seat to act first, the order of play, teams.  NULL:
	 * the first seat acts, in the seats' order. */
	void	(*start)(sn_pos *);
	/* Works out what the module derives from a position read from a
	 * string (Shipley: the seats mated).  NULL: nothing. */
	void	(*ready)(sn_pos *);
	/*
	 * The module's own filter of the actions of the seat to act, after
	 * the king's safety, the drops and the shared rules (sannin: the
	 * alliance rules).  prepare, once per position, returns 0 when the
	 * filter forbids nothing there, else 1 with what it needs in the
	 * filters' state and aux (more when their `many` says that many
	 * actions will be judged); allow then judges one action.  NULL: no
	 * filter.
	 */
	int	(*filter_prepare)(const sn_pos *, struct sn_filters *);
	int	(*filter_allow)(const sn_pos *, const struct sn_filters *,
		    struct sn_tcache *, const sannin_action *);
	/*
	 * Plays a legal action of the seat to act: its pieces (sn_pos_move)
	 * and everything that follows, events, checks, mates, the turn.
	 * hist, when not NULL, ends with the position before the action.
	 */
	void	(*play)(sn_pos *, sannin_action *, sannin_events *,
		    const struct sn_hist *, struct sn_tcache *);
	/*
	 * Non-zero when the seat, in the game and in check in p, is
	 * checkmated there although the action play just played reported
	 * no mate of it: a seat mated before that stays so (Shipley), a
	 * seat in check that does not act next and has no legal action
	 * (yonin).  The pawn-drop rule asks it of the seat a dropped pawn
	 * checks.  NULL: every mate is reported as it comes (sannin).
	 */
	int	(*mated_unreported)(const sn_pos *, int seat);
	/*
	 * The module's explanations, for the diagnostics of a record
	 * (explain.c), each written to buf as snprintf writes, its length
	 * returned: why its own rules forbid action a of the seat to act,
	 * which the rules every variant shares allow (0: no reason of its
	 * own); and why the seat `marked` does not act now, " (...)" (0:
	 * none of its own; then a seat out of the game is said to be).
	 * NULL: none.
	 */
	int	(*why_forbidden)(const sn_pos *, const sannin_action *,
		    char *buf, size_t size);
	int	(*why_not_turn)(const sn_pos *, int marked, char *buf,
		    size_t size);
	/* And why the action a of the seat to act in pre, which a record
	 * marks as forming an alliance ('&'), formed none, when a rule
	 * option is the reason, ": ..." (0: none); after is the position
	 * a led to. */
	int	(*why_no_alliance)(const sn_pos *pre, const sannin_action *a,
		    const sn_pos *after, char *buf, size_t size);
};

#define SN_FILTER_AUX (8 * SN_MAXSEATS)	/* sets of aux */

/*
 * The filters of the actions of the seat to act in p, worked out once:
 * the module's, the pawn-drop rule and repetition (h, or NULL for none).
 */
struct sn_filters {
	int many;		/* many actions are to be judged, not one */
	/* The action judged is then played with sn_play_judged, which
	 * judges what a module may leave to its play (sannin: whether the
	 * alliance the action forms allows it): the module's filter may
	 * leave that out. */
	int later;
	int own;		/* the module's filter applies, with state */
	unsigned state;		/* the module's, as is aux */
	sn_set aux[SN_FILTER_AUX];
	int pawns;		/* the pawn-drop rule */
	const struct sn_hist *h;/* the repetition rule, or NULL */
};

/* Prepares f, for many actions of the position or for one (how: 0, or
 * the bits below); returns 0 when no filter applies at all. */
SN_CORE int	sn_filters_prepare(const sn_pos *, const struct sn_hist *,
	    int how, struct sn_filters *);

#define SN_FILTERS_MANY 1	/* f->many */
#define SN_FILTERS_LATER 2	/* f->later */

/* Non-zero when the action, which keeps the mover's king safe, passes
 * every filter of f. */
SN_CORE int	sn_filters_accept(const sn_pos *, const struct sn_filters *,
	    struct sn_tcache *, const sannin_action *);

/*
 * The legal actions of the seat to act under every rule; repetition only
 * when hist is not NULL.  cache may be NULL.  out has room for
 * SANNIN_MAXACTIONS.
 */
SN_CORE int	sn_legal(const sn_pos *, const struct sn_hist *,
	    struct sn_tcache *, sannin_action *out);

/* Non-zero when an action of sn_gen passes every filter. */
SN_CORE int	sn_filters_allow(const sn_pos *, const struct sn_hist *,
	    struct sn_tcache *, const sannin_action *);
/* The same but for what sn_play_judged judges as it plays the action
 * (the filters prepared `later`): for an action to be played so. */
SN_CORE int	sn_filters_allow_later(const sn_pos *, const struct sn_hist *,
	    struct sn_tcache *, const sannin_action *);

/*
 * Non-zero when sn_filters_allow_later(p, NULL, NULL, a) surely allows a,
 * told without setting up the filters: the module's filter, prepared
 * `later`, forbids nothing in p, and a is no drop that the pawn-drop
 * rule looks at.  (Inline: a record's move is read so at every ply, and
 * the setup cost more than all the rest it asks there.)
 */
static inline int
sn_filters_later_idle(const sn_pos *p, const sannin_action *a)
{
	return (p->v->hooks->filter_prepare == NULL ||
	    (p->v->speed->filter_later_allied &&
	    !(p->alliance >> p->turn & 1))) &&
	    (a->type != SANNIN_ACT_DROP ||
	    !(p->v->kinds[a->kind].flags & SN_KF_PAWN) ||
	    p->rules.opt[SANNIN_OPT_PAWN_DROP_MATE] ==
	    SANNIN_PAWN_DROP_MATE_ALLOW);
}

/* Non-zero when the action (kind filled in) is legal under every rule;
 * repetition only when hist is not NULL. */
SN_CORE int	sn_is_legal(const sn_pos *, const struct sn_hist *,
	    struct sn_tcache *, const sannin_action *);

/*
 * Plays an action that sn_legal gave.  ev may be NULL.  hist, when not
 * NULL, already ends with the position before this action.  cache, when
 * not NULL, is the game's.
 */
SN_CORE void	sn_play(sn_pos *, sannin_action *, sannin_events *,
	    const struct sn_hist *, struct sn_tcache *);
/*
 * The same for an action that sn_filters_allow_later allowed, judging
 * what they left out: returns 0 when the action was legal and is played,
 * 1 when it is not, with nothing played (p, cache and ev as they were).
 * A record's action is read so: most are legal, and the play works out
 * anyway most of what those rules ask.
 */
SN_CORE int	sn_play_judged(sn_pos *, sannin_action *, sannin_events *,
	    const struct sn_hist *, struct sn_tcache *);

/*
 * What an sn_play with a deferring cache left: when the seat to act has
 * no legal action, plays on as sn_play would have (events to ev, which
 * may be NULL) and returns 1; else 0.  Either way nothing is left
 * pending.
 */
SN_CORE int	sn_play_resolve(sn_pos *, const struct sn_hist *,
	    struct sn_tcache *, sannin_events *);

/* Decides what p leaves undecided, for a copy that outlives its game's
 * next action. */
SN_CORE void	sn_pos_settle(sn_pos *);

/* Non-zero when the pawn-drop rule forbids the seat's action a: a pawn
 * drop that checks a king and leaves its seat checkmated (under
 * pawn-drop-mate=forbid-new, only where the drop's own play mates it). */
SN_CORE int	sn_pawn_drop_mates(const sn_pos *, int seat,
	    const sannin_action *);

/* Zero when the repetition option surely lets every action of p be
 * played: with no history, with repetition=off, or under
 * repetition=vary from a position not seen before, as most of a game's
 * are.  (The filters' repetition_matters() starts from it.) */
static inline int
sn_repetition_may_forbid(const sn_pos *p, const struct sn_hist *h)
{
	if (h == NULL || h->n == 0)
		return 0;
	switch (p->rules.opt[SANNIN_OPT_REPETITION]) {
	case SANNIN_REPETITION_VARY:
		return sn_seen_may(h, p->hash);
	case SANNIN_REPETITION_STRICT:
		return 1;
	default:
		return 0;
	}
}

/* Where sn_repetition_may_forbid() says it may: non-zero when the
 * repetition option forbids the seat to act to play a. */
SN_CORE int	sn_repetition_forbids(const sn_pos *, const sannin_action *,
	    const struct sn_hist *);

/* Non-zero when the repetition option lets the seat to act play a.
 * (Inline: a game asks it at every action, and most need no call.) */
static inline int
sn_repetition_allows(const sn_pos *p, const sannin_action *a,
    const struct sn_hist *h)
{
	return !sn_repetition_may_forbid(p, h) ||
	    !sn_repetition_forbids(p, a, h);
}

/* Appends an event to ev (which may be NULL). */
SN_CORE void	sn_event(sannin_events *ev, int type, int seat, int other,
	    int kind, int cell, int cell2, int how, int seats);

/*
 * The first step of a square board's play hook (yonin, Shipley): the
 * seat to act moves its pieces (sn_pos_move), and the capture and the
 * promotion are reported, a promotion forced where the piece could not
 * move again unpromoted.  ev is emptied first.  Returns the piece
 * taken (0: none), and its owner, the seat that moved it, in *owner.
 */
static inline int
sn_play_move(sn_pos *p, sannin_action *a, sannin_events *ev,
    int *owner)
{
	int y = p->turn, captured = 0, from = 0;

	if (ev != NULL)
		ev->n = 0;
	*owner = 0;
	if (a->type == SANNIN_ACT_MOVE) {
		from = p->board[a->from];
		if ((captured = p->board[a->to]) != 0)
			*owner = sn_ctrl(p, captured);
	}
	sn_pos_move(p, a);
	if (captured)
		sn_event(ev, SANNIN_EV_CAPTURE, y, *owner, SN_KIND(captured),
		    a->to, SN_NOCELL, 0, 0);
	if (a->type == SANNIN_ACT_MOVE && a->promote)
		sn_event(ev, SANNIN_EV_PROMOTE, y, SN_NOSEAT,
		    SN_KIND(p->board[a->to]), a->to, SN_NOCELL,
		    SN_VHAS(p->v, dead, [from], a->to) ?
		    SANNIN_PROMO_FORCED : SANNIN_PROMO_CHOSEN, 0);
	return captured;
}

#endif
