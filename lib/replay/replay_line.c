/*
 * replay_line.c - playing the lines of a record against the rules: every
 * action of the main line and of the variations is read and played, its
 * seat marker and marks checked, and what the writers need (round
 * numbers, seat markers, canonical move forms, events) kept in its node.
 * What goes wrong is reported into the list of diagnostics given.
 */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "explain.h"
#include "game.h"
#include "legal.h"
#include "notation.h"
#include "record.h"
#include "replay.h"

/* A node's events are kept in the record's blocks (sn_record_mem),
 * which align nothing: an event is bytes (or this does not compile). */
typedef char sn_event_bytes[offsetof(struct { char c; sannin_event e; }, e) ==
    1 ? 1 : -1];

static const char *
seatname(const struct sannin_record *r, int seat)
{
	return sannin_variant_seat_name(r->variant, seat);
}

/* The marks an action earns: '^' when the acting seat checks a king
 * after it, '#' when it mates a seat, '&' when it forms an alliance. */
static unsigned
facts_of(const sannin_events *ev, int seat)
{
	unsigned f = 0;
	int i;

	for (i = 0; i < ev->n; i++)
		switch (ev->ev[i].type) {
		case SANNIN_EV_CHECK:
			if (ev->ev[i].seat == seat)
				f |= SN_MARK_CHECK;
			break;
		case SANNIN_EV_MATE:
			f |= SN_MARK_MATE;
			break;
		case SANNIN_EV_ALLIANCE:
			f |= SN_MARK_ALLY;
			break;
		}
	return f;
}

/* Do the writers name the seat of decoded node n?  When it starts a
 * variation, starts the game with another seat than the rules start
 * with (first), or is not the seat that the regular order of p gives
 * after n->prev among the seats alive after it. */
static SN_ALWAYS_INLINE int
shows_seat(const struct sn_node *n, const sannin_position *p, int first,
    unsigned alive)
{
	int nseats = p->v->nseats, at, i, s;

	if (n->opens_var)
		return 1;
	if (n->prev < 0)
		return n->seat != first;
	/* (The places after n->prev's in turn, round to the first: no
	 * division.) */
	at = p->place[n->prev];
	for (i = 1; i <= nseats; i++) {
		if (++at == nseats)
			at = 0;
		if (alive >> (s = p->order[at]) & 1)
			return n->seat != s;
	}
	return 1;
}

/* The seat a game of the record starts with by its rules, whatever its
 * Position tag says. */
static int
first_seat(const struct sannin_record *r)
{
	return r->variant != NULL && sannin_option_applies(SANNIN_OPT_FIRST,
	    sannin_variant_id(r->variant)) ? r->rules.opt[SANNIN_OPT_FIRST] : 0;
}

/* The warnings of a move's text (sannin_action_parse's `warn`). */
static void
move_warnings(struct sn_diags *d, const struct sn_node *n, int warn)
{
	if (warn & SANNIN_WARN_CAPTURE_DASH)
		sn_diags_msg(d, SN_MSG_CAPTURE_DASH, n->line, n->col, n->text);
	if (warn & SANNIN_WARN_PROMOTION_IMPLIED)
		sn_diags_msg(d, SN_MSG_MUST_PROMOTE, n->line, n->col, n->text);
}

/* Keeps the position after the action just decoded (level 3), settled:
 * what the game left to ask of it is asked now, while the game still
 * holds what the questions need. */
static int
keep_position(struct sannin_record *r, const sannin_game *g)
{
	sannin_position *p;
	size_t cap;

	if (r->npos == r->poscap) {
		/* Twice the room, by at most a MiB at a time: the room
		 * left over stays small (sannin-record(5), Limits). */
		cap = r->poscap == 0 ? 64 : r->poscap + (r->poscap < (1 << 20) /
		    sizeof(*p) ? r->poscap : (1 << 20) / sizeof(*p));
		if ((p = realloc(r->pos, cap * sizeof(*p))) == NULL) {
			r->oom = 1;
			return -1;
		}
		r->pos = p;
		r->poscap = cap;
	}
	p = &r->pos[r->npos++];
	sn_pos_copy(p, sannin_game_position(g));
	sn_pos_settle(p);
	return 0;
}

/*
 * The game defers whether the seat to act can act (see sn_game_defer):
 * asks it.  The events it adds are those of node n, whose action left
 * the seat so (n may be NULL: the action is another line's), and the
 * position kept after n's action (level 3) is the one after them.
 * Returns 1 when the game went on to another seat, 0 when nothing
 * changed, -1 out of memory.
 */
static int
resolve(struct sannin_record *r, sannin_game *g, struct sn_node *n)
{
	sannin_events ev;
	sannin_event *e;

	ev.n = 0;
	if (n != NULL && n->nev > 0) {
		memcpy(ev.ev, n->ev, (size_t)n->nev * sizeof(ev.ev[0]));
		ev.n = n->nev;
	}
	if (!sn_game_resolve(g, &ev))
		return 0;
	if (n == NULL)
		return 1;
	/* (Only the main line's positions are kept, the last one n's.) */
	if (r->keep && g == r->game && r->npos > 0) {
		r->npos--;
		if (keep_position(r, g) < 0)
			return -1;
	}
	/* The seats alive after n's action are known only now. */
	n->show_marker = shows_seat(n, sannin_game_position(g), first_seat(r),
	    sannin_position_alive(sannin_game_position(g)));
	if (ev.n > n->nev) {
		if ((e = sn_record_mem(r, (size_t)ev.n * sizeof(*e))) == NULL)
			return -1;
		memcpy(e, ev.ev, (size_t)ev.n * sizeof(*e));
		n->ev = e;
		n->nev = ev.n;
		n->facts = facts_of(&ev, n->seat);
	}
	return 1;
}

/* Why an action marked '&' formed no alliance, in the words of its
 * game's rules (the hook why_no_alliance), or "".  pre is the position
 * before the action, g the game after it. */
static const char *
no_alliance(const sannin_position *pre, const sannin_game *g,
    const struct sn_node *n, char *buf, size_t size)
{
	const sannin_position *q = sannin_game_position(g);
	const struct sn_hooks *h = sannin_position_variant(q)->hooks;

	if (pre == NULL || h->why_no_alliance == NULL ||
	    h->why_no_alliance(pre, &n->act, q, buf, size) <= 0)
		return "";
	return buf;
}

/*
 * What the steps of decoding one node return: 0 to go on, 1 when an
 * error stopped the line, -1 out of memory, or DECODE_AGAIN when the
 * game settled what it had left for later (resolve()), so that the node
 * is taken again from the position that follows.
 */
#define DECODE_AGAIN 2

/* Before an error is reported, whether the seat to act could act at
 * all, when the game left that for later (resolve()). */
static int
settle_first(struct sannin_record *r, sannin_game *g, struct sn_node *before)
{
	int rc = resolve(r, g, before);

	return rc < 0 ? -1 : rc > 0 ? DECODE_AGAIN : 0;
}

/* Whether an action may follow at all, and by the seat its marker
 * names. */
static int
node_turn(struct sannin_record *r, struct sn_diags *d,
    const struct sn_node *n, struct sn_node *before, sannin_game *g)
{
	const sannin_position *p = sannin_game_position(g);
	char list[256], why[160];
	int marker, winner, rc;

	if (p->over) {
		if ((rc = settle_first(r, g, before)) != 0)
			return rc;
		sannin_position_over(p, &winner);
		if (winner < 0)
			sn_diags_msg(d, SN_MSG_MOVE_AFTER_END, n->line, n->col,
			    n->text);
		else
			sn_diags_msg(d, SN_MSG_MOVE_AFTER_WIN, n->line, n->col,
			    n->text, seatname(r, winner));
		return 1;
	}
	marker = sn_node_marker(r->variant, n);
	if (n->marker == SN_NAMED && marker < 0) {
		sn_seat_names(r->variant, list, sizeof(list));
		sn_diags_msg(d, SN_MSG_SEAT_NAME, n->sline, n->scol,
		    n->seatname, sannin_variant_title(r->variant), list);
		return 1;
	}
	if (marker >= 0 && marker != p->turn) {
		if ((rc = settle_first(r, g, before)) != 0)
			return rc;
		sn_diags_msg(d, SN_MSG_MARKER_SEAT, n->line, n->col, n->text,
		    seatname(r, marker), seatname(r, p->turn),
		    sn_explain_turn(p, marker, why, sizeof(why)));
		return 1;
	}
	return 0;
}

/*
 * Reads the node's action and plays it, the events in *ev; *pre is the
 * position before it when its marks need it (else NULL), for the caller
 * to free; *pp the game's position, which playing changes in place.  The action is read first without what playing it judges
 * anyway (sn_action_parse_later); what that does not read, or the play
 * then refuses, is read again in full, which says why.  Its forms are
 * written as it is read.
 */
static int
node_play(struct sannin_record *r, struct sn_diags *d, struct sn_node *n,
    struct sn_node *before, sannin_game *g, sannin_events *ev,
    sannin_position **pre, const sannin_position **pp)
{
	const sannin_position *p = *pp = sannin_game_position(g);
	int seat = p->turn, warn, judge, played, rc;
	sannin_diag dg;
	char *fs = r->forms ? n->shortform : NULL;

	*pre = NULL;
	judge = sn_action_read(p, n->text, n->textlen, 1, &n->act, &warn,
	    &dg, fs, n->longform) == 0;
	for (;;) {
		if (!judge && sn_action_read(p, n->text, n->textlen, 0,
		    &n->act, &warn, &dg, fs, n->longform) != 0) {
			if ((rc = settle_first(r, g, before)) != 0)
				return rc;
			dg.line = n->line;
			dg.col += n->col - 1;
			sn_diag_note(&dg, SN_MSG_NOTE_TO_ACT,
			    seatname(r, seat));
			sn_diags_add(d, &dg);
			return 1;
		}
		if (!r->forms)	/* Written as it was (sn_node_move). */
			n->shortform[0] = n->longform[0] = '\0';
		/* A mark of an alliance may need the position before, to
		 * say why none formed. */
		if ((n->marks & SN_MARK_ALLY) &&
		    (*pre = sannin_position_copy(p)) == NULL) {
			r->oom = 1;
			return -1;
		}
		/* (The warnings of the move as written once it is known to
		 * be the seat's: see resolve().) */
		played = judge ? sn_game_play_judged(g, &n->act, ev, &dg) :
		    sn_game_play_parsed(g, &n->act, ev, &dg);
		if (played == 0)
			break;
		sannin_position_free(*pre);
		*pre = NULL;
		if (played == 1) {	/* refused unjudged: read in full */
			judge = 0;
			continue;
		}
		if ((rc = settle_first(r, g, before)) != 0)
			return rc;
		move_warnings(d, n, warn);
		dg.line = n->line;
		dg.col = n->col;
		sn_diag_note(&dg, SN_MSG_NOTE_MOVE, n->text);
		sn_diags_add(d, &dg);
		return 1;
	}
	if (warn)
		move_warnings(d, n, warn);
	n->decoded = 1;
	n->seat = seat;
	return 0;
}

/* Whether the node's marks (+ # &) are what its action did. */
static int
node_marks(struct sn_diags *d, struct sn_node *n, sannin_game *g,
    sannin_events *ev, const sannin_position *pre)
{
	char want[4], have[4], list[256];
	unsigned wrong;

	n->facts = facts_of(ev, n->seat);
	/* A mark may be of what leaving the next seat without an action
	 * did. */
	if ((n->marks & ~n->facts) && sn_game_resolve(g, ev))
		n->facts = facts_of(ev, n->seat);
	if ((wrong = n->marks & ~n->facts) == 0)
		return 0;
	sn_marks_text(wrong, want);
	sn_marks_text(n->facts, have);
	sn_diags_msg(d, SN_MSG_MARK_FALSE, n->line, n->col, n->text, want,
	    wrong & SN_MARK_MATE ? "mates nobody" : wrong & SN_MARK_CHECK ?
	    "checks nobody" : "forms no alliance", wrong == SN_MARK_ALLY ?
	    no_alliance(pre, g, n, list, sizeof(list)) : "");
	return 1;
}

static int decode_line(struct sannin_record *, struct sn_diags *,
    struct sn_line *, sannin_game *, int, unsigned long, int);

/* Decodes the alternatives to a node: each from a copy of the game. */
static int
decode_variations(struct sannin_record *r, struct sn_diags *d,
    struct sn_node *n, const sannin_game *g, int prev, unsigned long round)
{
	size_t k;
	int rc;

	for (k = 0; k < n->nvars; k++) {
		sannin_game *alt = sannin_game_copy(g);

		if (alt == NULL) {
			r->oom = 1;
			return -1;
		}
		rc = decode_line(r, d, &n->vars[k], alt, prev, round, 1);
		sannin_game_free(alt);
		if (rc < 0)
			return -1;
	}
	return 0;
}

/*
 * Replays a line from the game's position; the game is left after the
 * line's last decoded action.  `prev` is the seat of the action before
 * the line (-1 at the start) and `round` its round.  Returns 0 when the
 * whole line decoded, 1 when it stopped at an error, -1 out of memory.
 */
static int
decode_line(struct sannin_record *r, struct sn_diags *d, struct sn_line *l,
    sannin_game *g, int prev, unsigned long round, int in_var)
{
	size_t i;
	int first = first_seat(r);

	for (i = 0; i < l->n; i++) {
		struct sn_node *n = &l->v[i], *before = i ? &l->v[i - 1] : NULL;
		/* (Set by node_play whenever rc is 0; NULL for the compilers
		 * that cannot see so.) */
		const sannin_position *p = NULL;
		sannin_position *pre = NULL;
		sannin_events ev;
		int seat, rc;

		if (decode_variations(r, d, n, g, prev, round) < 0)
			return -1;
		do {
			/* The caller of sannin_reader_decode is given
			 * the position before the action, again when the
			 * game found that the seat to act could not act. */
			if (!in_var && r->visit != NULL)
				r->visit(sannin_game_position(g), i,
				    r->visit_arg);
			if ((rc = node_turn(r, d, n, before, g)) == 0)
				rc = node_play(r, d, n, before, g, &ev,
				    &pre, &p);
		} while (rc == DECODE_AGAIN);
		if (rc != 0)
			return rc;
		seat = n->seat;
		rc = node_marks(d, n, g, &ev, pre);
		sannin_position_free(pre);
		if (rc != 0)
			return rc;
		if (ev.n > 0) {
			n->ev = sn_record_mem(r, (size_t)ev.n * sizeof(*n->ev));
			if (n->ev == NULL)
				return -1;
			memcpy(n->ev, ev.ev, (size_t)ev.n * sizeof(*n->ev));
			n->nev = ev.n;
		}

		/* Round numbers and seat markers for the writers: a round
		 * starts with a seat that comes no later in the order of play
		 * than the one before it. */
		if (prev < 0 || p->place[seat] <= p->place[prev])
			round++;
		n->round = round;
		n->prev = prev;
		n->opens_var = in_var && i == 0;
		n->show_marker = shows_seat(n, p, first, p->alive);
		prev = seat;
		if (!in_var) {
			r->plies++;
			if (r->keep && keep_position(r, g) < 0)
				return -1;
		}
	}
	/* The line's end: what the game left for later is asked now. */
	if (resolve(r, g, l->n ? &l->v[l->n - 1] : NULL) < 0)
		return -1;
	if (!in_var && r->visit != NULL)
		r->visit(sannin_game_position(g), l->n, r->visit_arg);
	return 0;
}

int
sn_replay_main(struct sannin_record *r, struct sn_diags *d)
{
	return decode_line(r, d, &r->main, r->game, -1, 0, 0);
}
