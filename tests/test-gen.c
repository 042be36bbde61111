/*
 * test-gen.c - the generators that produce only part of the legal
 * actions, against the full list, over seeded random games:
 *
 *   SN_GEN_TO      exactly the actions of sn_gen that end on a cell, and
 *                  of those, the ones of a kind; SN_GEN_DROP_TO, the
 *                  drops of a kind among them (in check, only those
 *                  that answer it);
 *   SN_GEN_ALL     its moves against their definition (legal when the
 *                  seat's king is not attacked after them), and the list
 *                  with the reaches given the same;
 *   SN_GEN_CHECKS  every action of sn_gen that checks the victim (when
 *                  the seat does not check it already), and only actions
 *                  of sn_gen: exactly those its measure takes, in order;
 *   SN_GEN_ANY     non-zero exactly when some action of sn_gen passes
 *                  the filter, for "every action" and for a filter that
 *                  takes drops only; the same, told of no check, where
 *                  the seat is not in check (and captures only), and it
 *                  shows the filter no action outside sn_gen;
 *   sannin_action_format  the short form of every legal move, against
 *                  the full list of legal actions (the origin written
 *                  when another piece of the kind reaches the cell, '='
 *                  when the move could promote);
 *   sn_threats     a seat threatens the king of one it does not check
 *                  exactly when one of its actions of sn_gen checks that
 *                  king and leaves its seat without a legal action (the
 *                  pruned search of sannin_mate1.c against all of them), in
 *                  games and in crowded positions, some with kings free
 *                  to castle, some with such a king on a line from a
 *                  ranging piece of its seat to the victim's king or a
 *                  cell next to it, which a jump far away opens, some
 *                  by the far edge of the victim's pawns; and it leaves
 *                  a mate threat pending where two seats play, the
 *                  victim has a king and the other does not check it,
 *                  and keeps the checks as sn_checkers finds them, with
 *                  a king taken off too;
 *   sn_threat_at   the threats of sn_threats, a cell at a time;
 *   sn_king_escapes  a king with a free escape leaves its seat an
 *                  action (sn_has_action), in games and crowded
 *                  positions;
 *   sn_direct_defence_known, sn_threats_new_known  what they know
 *                  without a search is what the definitions say with
 *                  every mate threat decided, and they leave to the
 *                  search only a king's cell (sn_direct_defence and
 *                  sn_threats_new, which search, the definitions
 *                  exactly), in games and crowded positions;
 *   sn_reach       the cells each piece reaches, in both copies of the
 *                  core, against its lines walked cell by cell;
 *   slidefrom      the variants' table of the cells a piece's slides
 *                  attack a cell from on an empty board, against the
 *                  lines of every piece walked from every cell;
 *   sn_is_legal    an action is legal exactly when it is among those of
 *                  sn_gen and the filters take it: every action of the
 *                  list, each changed in a field, and random ones.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generate.h"
#include "narrow_core.h"
#include "rand.h"
#include "sannin/sannin_alliance.h"
#include "sannin/sannin_checkmate.h"
#include "sannin/sannin_dual_escape.h"
#include "sannin/sannin_filter.h"
#include "sannin/sannin_mate1.h"
#include "sannin/sannin_threats.h"
#include "sannin/sannin_threats_incr.h"
#include "util.h"

static uint64_t rng = 0x9e3779b97f4a7c15ULL;

/* The generator's modes as the tests ask them (sn_gen, generate.h);
 * checked: 1 in check, 0 not, -1 not known. */
static int
ask_all(const sn_pos *p, int seat, const sn_set2 *reach, sannin_action *out)
{
	return sn_gen(p, &(struct sn_gen_ask){ .seat = seat, .reach = reach },
	    out);
}

static int
ask_to(const sn_pos *p, enum sn_gen_mode mode, int seat, int to, int kind,
    int checked, sannin_action *out)
{
	return sn_gen(p, &(struct sn_gen_ask){ .mode = mode, .seat = seat,
	    .to = to, .kind = kind, .check = sn_check_hint(checked) }, out);
}

static int
ask_checks(const sn_pos *p, int seat, unsigned victims,
    const sn_set2 *reach, sn_set only, sannin_action *out)
{
	return sn_gen(p, &(struct sn_gen_ask){ .mode = SN_GEN_CHECKS,
	    .seat = seat, .victims = victims, .reach = reach, .only = only },
	    out);
}

static int
ask_any(const sn_pos *p, int seat, int checked, const sn_set2 *reach,
    int (*accept)(const sn_pos *, const sannin_action *, void *), void *ctx)
{
	return sn_gen(p, &(struct sn_gen_ask){ .mode = SN_GEN_ANY,
	    .seat = seat, .check = sn_check_hint(checked), .reach = reach,
	    .accept = accept, .ctx = ctx }, NULL);
}

static int
in_list(const sannin_action *a, const sannin_action *list, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (sannin_action_equal(a, &list[i]))
			return 1;
	return 0;
}

/* Can seat mate vs in one, by trying every action of sn_gen? */
static int
mates_in_one(const sn_pos *p, int seat, int vs, const sannin_action *all,
    int n)
{
	sn_pos q;
	sannin_action a;
	int i;

	for (i = 0; i < n; i++) {
		if (all[i].type == SANNIN_ACT_DROP &&
		    all[i].kind == SANNIN_PAWN &&
		    p->rules.opt[SANNIN_OPT_PAWN_DROP_MATE] !=
		    SANNIN_PAWN_DROP_MATE_ALLOW)
			continue;
		q = *p;
		a = all[i];
		q.turn = (uint8_t)seat;
		sn_pos_move(&q, &a);
		if ((sn_checkers(&q, vs) >> seat & 1) && !sn_has_action(&q, vs))
			return 1;
	}
	return 0;
}

/* A cell a few steps from c, or -1. */
static int
near(const sn_pos *p, int c, int steps)
{
	int d;

	while (steps-- > 0) {
		d = (int)rand_below(&rng, (unsigned long)p->v->ndirs);
		if (p->v->nb[c][d] == SN_NOCELL)
			return -1;
		c = p->v->nb[c][d];
	}
	return c;
}

/*
 * A crowded corner of a board, not from a game: three kings (a +K now and
 * then) and a dozen pieces of any seat around the king of `vs`, with a
 * piece or two in hand, so that mates in one, and checks by one seat
 * while another mates, are common.  With `edge`, vs's king stands by the
 * far edge of its pawns, where a pawn or lance may not end a move
 * without promoting, with such pieces of vs below the edge and fewer
 * others: the checks their captures could not answer.
 */
static void
crowd(sn_pos *p, int vs, int edge)
{
	static const int kinds[] = { SANNIN_PAWN, SANNIN_LANCE, SANNIN_KNIGHT,
	    SANNIN_SILVER, SANNIN_GOLD, SANNIN_BISHOP, SANNIN_ROOK,
	    SANNIN_PROOK, SANNIN_PBISHOP, SANNIN_PSILVER };
	const sn_set *dead;
	sn_set cells, from;
	int s, i, c, k, e;

	sn_pos_init(p, NULL, 0);
	dead = &p->v->dead[SN_PIECE(vs, SANNIN_PAWN)];
	do {
		k = (int)rand_below(&rng, SN_MAXCELLS);
		if (edge && sn_set_has(&p->v->all, k))
			k = sn_set_has(dead, k) ?
			    near(p, k, (int)rand_below(&rng, 2)) : -1;
	} while (k < 0 || !sn_set_has(&p->v->all, k));
	sn_pos_put(p, k, SN_PIECE(vs, rand_below(&rng, 4) ? SANNIN_KING :
	    SANNIN_PKING));
	for (s = 0; s < 3; s++) {
		if (s == vs)
			continue;
		do
			c = near(p, k, 2 + (int)rand_below(&rng, 4));
		while (c < 0 || p->board[c]);
		sn_pos_put(p, c, SN_PIECE(s, rand_below(&rng, 4) ?
		    SANNIN_KING : SANNIN_PKING));
		sn_pos_hand(p, s, kinds[rand_below(&rng, 7)], 1);
	}
	/* Below each edge cell on a line through the king, half the
	 * time, pawns and lances of vs. */
	cells = edge ? *dead : sn_set_empty();
	while (sn_set_any(cells)) {
		e = sn_set_pop(&cells);
		if (p->v->dirto[k][e] == SN_NODIR || rand_below(&rng, 2))
			continue;
		from = p->v->step[p->mv[SN_PIECE(vs, SANNIN_PAWN)].stepset]
		    [e].to;
		while (sn_set_any(from))
			if (!p->board[c = sn_set_pop(&from)] &&
			    rand_below(&rng, 2))
				sn_pos_put(p, c, SN_PIECE(vs,
				    rand_below(&rng, 2) ? SANNIN_PAWN :
				    SANNIN_LANCE));
	}
	for (i = 0; i < (edge ? 8 : 12); i++) {
		c = near(p, k, 1 + (int)rand_below(&rng, edge ? 3 : 4));
		if (c < 0 || p->board[c])
			continue;
		sn_pos_put(p, c, SN_PIECE(rand_below(&rng, 3),
		    kinds[rand_below(&rng, 10)]));
	}
	if (rand_below(&rng, 2))
		sn_pos_hand(p, vs, kinds[rand_below(&rng, 7)], 1);
}

/*
 * A game (sn_play with a cache, which leaves whether an action was a
 * direct defence, and the king's cell among its new threats, undecided
 * until asked) against a bare position (sn_play without one decides
 * them at once): the same events at every action, and the same position
 * string after it.
 */
/*
 * The reasons the parser gives for each action the seat's pieces can
 * make but the rules forbid, on a game's position and on a copy of it
 * (which has everything decided): the number of them that differ.
 */
static int
why_differs(const sn_pos *gp, int *asked)
{
	static sannin_action all[SANNIN_MAXACTIONS], legal[SANNIN_MAXACTIONS];
	sannin_position *c = sannin_position_copy(gp);
	sannin_diag d1, d2;
	sannin_action a;
	char text[64];
	int n, m, i, bad = 0;

	if (c == NULL)
		return 1;
	n = sn_gen(gp, &(struct sn_gen_ask){ .seat = gp->turn }, all);
	m = sn_legal(gp, NULL, NULL, legal);
	for (i = 0; i < n; i++) {
		if (in_list(&all[i], legal, m))
			continue;
		sannin_action_format(gp, &all[i], 1, text, sizeof(text));
		memset(&d1, 0, sizeof(d1));
		memset(&d2, 0, sizeof(d2));
		(*asked)++;
		bad += sannin_action_parse(gp, text, strlen(text), &a, NULL,
		    &d1) != sannin_action_parse(c, text, strlen(text), &a,
		    NULL, &d2) || strcmp(d1.msg, d2.msg) != 0;
	}
	sannin_position_free(c);
	return bad;
}

/* The short form of each legal move in all[n] (every legal action of
 * p), worked out from the list, against sannin_action_format. */
static int
format_differs(const sn_pos *p, const sannin_action *all, int n,
    int *asked)
{
	char want[32], got[32], from[4], to[4];
	int i, j, origin, promotable, bad = 0;

	for (i = 0; i < n; i++) {
		if (all[i].type != SANNIN_ACT_MOVE)
			continue;
		origin = promotable = 0;
		for (j = 0; j < n; j++) {
			if (all[j].type != SANNIN_ACT_MOVE ||
			    all[j].to != all[i].to)
				continue;
			if (all[j].from != all[i].from &&
			    all[j].kind == all[i].kind)
				origin = 1;
			if (all[j].from == all[i].from && all[j].promote)
				promotable = 1;
		}
		sannin_cell_name(SV, all[i].from, from);
		sannin_cell_name(SV, all[i].to, to);
		snprintf(want, sizeof(want), "%s%s%s%s%s",
		    sannin_kind_name(SN_KIND(p->board[all[i].from])),
		    origin ? from : "", p->board[all[i].to] ? "x" : "-", to,
		    all[i].promote ? "+" : promotable ? "=" : "");
		sannin_action_format(p, &all[i], 0, got, sizeof(got));
		bad += strcmp(want, got) != 0;
		++*asked;
	}
	return bad;
}

/* Every threat of t decided (no mate threat left pending). */
static void
decide_all(struct sn_threats *t)
{
	int x, v;

	for (x = 0; x < 3; x++)
		for (v = 0; v < 3; v++)
			if (x != v && t->pos.king[v] != SN_NOCELL)
				(void)sn_threat_has(t, x, v, t->pos.king[v]);
}

/* Does x's attack on cell c in q run along a line through cell via? */
static int
line_via(const sn_pos *q, int x, int c, int via)
{
	const struct sannin_variant *v = q->v;
	int d = v->dirto[c][via], b;

	if (d == SN_NODIR)
		return 0;
	b = sn_first_on_ray(v, c, d, q->all);
	return b >= 0 && sn_set_has(&v->ray[via][d], b) &&
	    SN_ARMY(q->board[b]) == x &&
	    (q->mv[q->board[b]].slides >> v->opp[d] & 1);
}

/*
 * The cells each of p's pieces reaches, walked cell by cell: its steps,
 * and along each line it slides on every cell up to and including the
 * first piece; against sn_reach, of both copies where the variant has
 * two, which finds the end of each line by its bits (an empty line's
 * end: a cell that stands for none).  Returns the number of pieces
 * where they differ.
 */
static int
reach_differs(const sn_pos *p, int *asked)
{
	const struct sannin_variant *v = p->v;
	const struct sn_moves *m;
	sn_set o = p->all, want;
	int c, pc, i, d, e, bad = 0;

	while (sn_set_any(o)) {
		c = sn_set_pop(&o);
		pc = p->board[c];
		m = &p->mv[pc];
		want = v->step[m->stepset][c].from;
		for (i = 0; i < m->nslide; i++) {
			d = m->slide[i];
			for (e = v->nb[c][d]; e != SN_NOCELL;
			    e = v->nb[e][d]) {
				sn_set_add(&want, e);
				if (p->board[e] != 0)
					break;
			}
		}
		bad += sn_set_any(sn_set_xor(want, sn_reach(p, pc, c)));
		/* The narrow copy plays such a variant: its reach too. */
		if (v->narrow)
			bad += sn_set_any(sn_set_xor(want,
			    sn_narrow_core.sn_reach(p, pc, c)));
		++*asked;
	}
	return bad;
}

/*
 * The cells from which each piece's slides attack each cell on an empty
 * board, walked from every cell along its lines, against the variant's
 * table (slidefrom by the piece's slideset, and its two-word copy where
 * the variant has one), for both promoted-rook values.  Returns the
 * number of pieces and cells where they differ; *asked counts those of
 * pieces that slide.
 */
static int
slides_differ(const struct sannin_variant *v, int *asked)
{
	static sn_set want[SN_MAXCELLS];
	const struct sn_moves *m;
	int opt, pc, c, e, i, z, bad = 0;

	for (opt = 0; opt < 2; opt++)
		for (pc = 0; pc < SN_NPIECES; pc++) {
			m = &v->moves[opt][pc];
			memset(want, 0, sizeof(want));
			for (c = 0; c < v->ncells; c++)
				for (i = 0; i < m->nslide; i++)
					for (e = v->nb[c][m->slide[i]];
					    e != SN_NOCELL;
					    e = v->nb[e][m->slide[i]])
						sn_set_add(&want[e], c);
			for (z = 0; z < v->ncells; z++) {
				bad += sn_set_any(sn_set_xor(want[z],
				    v->slidefrom[m->slideset][z]));
				if (v->narrow)
					bad += sn_set_any(sn_set_xor(want[z],
					    sn_set2_get(&v->n2.slidefrom
					    [m->slideset][z])));
				*asked += m->nslide > 0;
			}
		}
	return bad;
}

/*
 * dual-attack=inescapable, from its definition: the first pair, in the
 * order of the cells, of a piece of `standing` (threatened by x) and
 * another of `fresh` (by y) that no action of vs in q escapes, each
 * action of vs played and every threat after it decided afresh.  1 with
 * the pair in e, or 0 when there is none.
 */
static int
reference_inescapable(const sn_pos *q, int x, int y, int vs,
    sn_set standing, sn_set fresh, sannin_event *e)
{
	static sannin_action acts[SANNIN_MAXACTIONS];
	struct sn_threats *tr = malloc(sizeof(*tr));
	sn_set f;
	int n, i, c1, c2, to1, to2, escaped;
	sn_pos r;

	if (tr == NULL)
		return 0;
	n = ask_all(q, vs, NULL, acts);
	while (sn_set_any(standing)) {
		c1 = sn_set_pop(&standing);
		f = fresh;
		while (sn_set_any(f)) {
			if ((c2 = sn_set_pop(&f)) == c1)
				continue;
			for (escaped = 0, i = 0; i < n && !escaped; i++) {
				sannin_action b = acts[i];

				r = *q;
				sn_pos_set_turn(&r, vs);
				sn_pos_move(&r, &b);
				sn_threats(&r, tr);
				decide_all(tr);
				to1 = b.type == SANNIN_ACT_MOVE &&
				    b.from == c1 ? b.to : c1;
				to2 = b.type == SANNIN_ACT_MOVE &&
				    b.from == c2 ? b.to : c2;
				escaped = !sn_set2_has(&tr->t[x][vs], to1) &&
				    !sn_set2_has(&tr->t[y][vs], to2);
			}
			if (!escaped) {
				e->cell = (unsigned char)c1;
				e->cell2 = (unsigned char)c2;
				free(tr);
				return 1;
			}
		}
	}
	free(tr);
	return 0;
}

/*
 * The alliance that action a of p's seat forms, worked out from the
 * the definitions of sannin-rules(7) on threats with every mate threat decided
 * (no order of questions, no question skipped), as the event sn_play
 * would write; 0 when none forms.  p is a bare position: the new threats
 * and the defence it holds of its last action are exact.
 */
static int
reference_alliance(const sn_pos *p, const sannin_action *a,
    struct sn_threats *t0, struct sn_threats *t1, sannin_event *e)
{
	struct sn_sannin_last *last;
	int y = p->turn, x, vs, z;
	sn_set fresh, standing;
	sn_pos q;

	if (!sn_alliance_watch(p))
		return 0;
	q = *p;
	{
		sannin_action b = *a;

		sn_pos_move(&q, &b);
	}
	/* As sn_play has it when it settles the alliance. */
	last = sn_last_edit(&q);
	last->actor = (uint8_t)y;
	last->defence = 0;
	last->pending = 0;
	last->new = sn_set_empty();
	if (__builtin_popcount(q.alive) != 3)
		return 0;
	sn_threats(p, t0);
	sn_threats(&q, t1);
	decide_all(t0);
	decide_all(t1);
	/* A direct defence: a threat on y is gone. */
	for (z = 0; z < 3; z++)
		if (z != y && sn_set_any(sn_set_andnot(
		    sn_set2_get(&t0->t[z][y]), sn_set2_get(&t1->t[z][y]))))
			return 0;
	memset(e, 0, sizeof(*e));
	e->type = SANNIN_EV_ALLIANCE;
	if (a->type == SANNIN_ACT_MOVE)
		for (x = 0; x < 3; x++) {
			if (x == y)
				continue;
			vs = 3 - x - y;
			fresh = sn_set_andnot(sn_set2_get(&t1->t[x][vs]),
			    sn_set2_get(&t0->t[x][vs]));
			while (sn_set_any(fresh)) {
				z = sn_set_pop(&fresh);
				if (!line_via(&q, x, z, a->from))
					continue;
				e->seat = (unsigned char)x;
				e->other = (unsigned char)vs;
				e->cell = (unsigned char)z;
				e->cell2 = SN_NOCELL;
				e->how = SANNIN_ALLY_DISCOVERED;
				e->seats = (unsigned char)(1u << x | 1u << y);
				return 1;
			}
		}
	x = sn_last(p)->actor;
	if (x == SN_NOSEAT || x == y || sn_last(p)->defence)
		return 0;
	vs = 3 - x - y;
	if (sn_pos_next(&q, y) != vs)
		return 0;
	standing = sn_set_and(sn_last_new_held(p, vs),
	    sn_set2_get(&t1->t[x][vs]));
	fresh = sn_set_andnot(sn_set2_get(&t1->t[y][vs]),
	    sn_set2_get(&t0->t[y][vs]));
	if (!sn_set_any(standing) || !sn_set_any(fresh) ||
	    (sn_set_count(standing) == 1 && sn_set_count(fresh) == 1 &&
	    sn_set_first(standing) == sn_set_first(fresh)))
		return 0;
	e->seat = (unsigned char)x;
	e->other = (unsigned char)vs;
	if (p->rules.opt[SANNIN_OPT_DUAL_ATTACK] ==
	    SANNIN_DUAL_ATTACK_INESCAPABLE) {
		if (!reference_inescapable(&q, x, y, vs, standing, fresh, e))
			return 0;
	} else {
		e->cell = (unsigned char)sn_set_first(standing);
		e->cell2 = (unsigned char)sn_set_first(fresh);
		if (e->cell2 == e->cell)
			e->cell2 = (unsigned char)sn_set_last(fresh);
		if (e->cell2 == e->cell)
			e->cell = (unsigned char)sn_set_last(standing);
	}
	e->how = SANNIN_ALLY_DUAL;
	e->seats = (unsigned char)(1u << x | 1u << y);
	return 1;
}

/* Would the outsider's king, promoted, attack the target's king in q? */
static int
promoted_sees(const sn_pos *q, int outsider, int target)
{
	int k = q->king[outsider], t = q->king[target], d;

	if (k == SN_NOCELL || t == SN_NOCELL ||
	    SN_KIND(q->board[k]) != SANNIN_KING)
		return 0;
	d = q->v->dirto[k][t];
	return d != SN_NODIR && sn_first_on_ray(q->v, k, d, q->all) == t;
}

/* sn_kings_quiet_after on each legal action of a game's position (all[n])
 * against the position after it: the number of times it says "quiet"
 * where a king is attacked there. */
static int
quiet_differs(const sn_pos *gp, const sannin_action *all, int n,
    int *quiet)
{
	int i, x, y = gp->turn, bad = 0;

	for (i = 0; i < n; i++)
		for (x = 0; x < 3; x++) {
			sn_pos q = *gp;
			sannin_action b = all[i];

			if (x == y || !sn_kings_quiet_after(gp, &all[i], x))
				continue;
			++*quiet;
			sn_pos_move(&q, &b);
			bad += sn_checkers(&q, x) != 0 ||
			    promoted_sees(&q, 3 - x - y, y) ||
			    promoted_sees(&q, 3 - x - y, x);
		}
	return bad;
}

/* The alliance event among ev, or 0 when there is none. */
static const sannin_event *
alliance_event(const sannin_events *ev)
{
	int i;

	for (i = 0; i < ev->n; i++)
		if (ev->ev[i].type == SANNIN_EV_ALLIANCE)
			return &ev->ev[i];
	return NULL;
}

/* What known_differs() counted. */
struct known_count {
	int asked, unsure, kings, maybe, fresh, bad;
};

/*
 * Seat y's action a in p: sn_direct_defence_known and
 * sn_threats_new_known on the threats before and after it, mate threats
 * pending, against the definitions on the same threats all decided (t0,
 * t1: room for them).  The first says 1 or 0 as the definition, or -1
 * only when no threat on y is gone but perhaps on its king (k->unsure;
 * k->kings when one was); the second gives only new threats, and all
 * but the king's cell before or after, which only *maybe may leave out
 * (k->maybe; k->fresh when it was new).  sn_direct_defence and
 * sn_threats_new, which search, give the definitions.
 */
static void
known_differs(const sn_pos *p, int y, const sannin_action *a,
    struct sn_threats *t0, struct sn_threats *t1, struct known_count *k)
{
	int x, v, z, known, gone = 0, other = 0, maybe[3][3];
	sn_set nk[3][3], def, r;
	sannin_action b = *a;
	sn_pos q = *p;

	q.turn = (uint8_t)y;
	sn_pos_move(&q, &b);
	sn_threats(p, t0);
	sn_threats(&q, t1);
	known = sn_direct_defence_known(y, t0, t1);
	for (x = 0; x < 3; x++)
		for (v = 0; v < 3; v++)
			if (x != v)
				nk[x][v] = sn_threats_new_known(t0, t1, x, v,
				    &maybe[x][v]);
	decide_all(t0);
	decide_all(t1);
	for (z = 0; z < 3; z++) {
		if (z == y)
			continue;
		r = sn_set_andnot(sn_set2_get(&t0->t[z][y]),
		    sn_set2_get(&t1->t[z][y]));
		gone |= sn_set_any(r);
		sn_set_del(&r, p->king[y]);
		other |= sn_set_any(r);
	}
	k->asked++;
	if (known < 0) {
		k->unsure++;
		k->kings += gone;
		k->bad += other;
	} else
		k->bad += known != gone;
	for (x = 0; x < 3; x++)
		for (v = 0; v < 3; v++) {
			if (x == v)
				continue;
			def = sn_set_andnot(sn_set2_get(&t1->t[x][v]),
			    sn_set2_get(&t0->t[x][v]));
			k->bad += sn_set_any(sn_set_andnot(nk[x][v], def));
			r = sn_set_andnot(def, nk[x][v]);
			k->maybe += maybe[x][v];
			k->fresh += maybe[x][v] && sn_set_any(r);
			if (maybe[x][v]) {
				sn_set_del(&r, p->king[v]);
				sn_set_del(&r, q.king[v]);
			}
			k->bad += sn_set_any(r);
		}
	/* The searches, on the threats undecided again. */
	sn_threats(p, t0);
	sn_threats(&q, t1);
	k->bad += sn_direct_defence(y, t0, t1) != gone;
	for (x = 0; x < 3; x++)
		for (v = 0; v < 3; v++) {
			if (x == v)
				continue;
			r = sn_threats_new(t0, t1, x, v);
			decide_all(t0);
			decide_all(t1);
			def = sn_set_andnot(sn_set2_get(&t1->t[x][v]),
			    sn_set2_get(&t0->t[x][v]));
			k->bad += sn_set_any(sn_set_xor(r, def));
		}
}

/* known_differs() on a random action of the crowded king's seat in
 * `games` crowded positions (crowd()), where its king is often
 * threatened with a mate in one that the action may end. */
static void
known_crowds(int games, struct known_count *k)
{
	static sannin_action all[SANNIN_MAXACTIONS];
	struct sn_threats *t0 = malloc(sizeof(*t0)), *t1 = malloc(sizeof(*t1));
	int game, vs, n;
	sn_pos q;

	for (game = 0; t0 != NULL && t1 != NULL && game < games; game++) {
		vs = game % 3;
		crowd(&q, vs, 0);
		n = ask_all(&q, vs, NULL, all);
		if (n > 0)
			known_differs(&q, vs, &all[rand_below(&rng,
			    (unsigned long)n)], t0, t1, k);
	}
	free(t0);
	free(t1);
}

#ifndef NLAZY
#define NLAZY 40
#endif
static void
lazy_games(void)
{
	static sannin_action all[SANNIN_MAXACTIONS];
	char s1[SANNIN_POSITION_MAX], s2[SANNIN_POSITION_MAX];
	int game, ply, n, i, bad_ev = 0, bad_pos = 0, pending = 0, allied = 0;
	int bad_why = 0, asked_why = 0, bad_form = 0, asked_form = 0;
	int bad_ally = 0, ref_ally = 0, want, bad_quiet = 0, quiet = 0;
	struct known_count kc = {0, 0, 0, 0, 0, 0};
	struct sn_threats *t0 = malloc(sizeof(*t0)), *t1 = malloc(sizeof(*t1));
	const sannin_event *got;
	sannin_event e;
	sannin_events e1, e2, e3;
	sannin_action a, b;
	sannin_diag dg;

	sannin_rules any;

	sannin_rules_init(&any);
	any.opt[SANNIN_OPT_DUAL_ATTACK] = SANNIN_DUAL_ATTACK_ANY;
	/* Both readings of the dual attack, game by game. */
	for (game = 0; game < NLAZY; game++) {
		sannin_position *p = sannin_position_new(game % 2 ? &any :
		    NULL);
		sannin_game *g = sannin_game_new(p);
		const sn_pos *gp = sannin_game_position(g);

		for (ply = 0; g != NULL && ply < 200; ply++) {
			n = (int)sannin_position_actions(p,
			    sannin_position_turn(p), all, SANNIN_MAXACTIONS);
			if (n == 0)
				break;
			if (ply % 3 == 0)
				bad_form += format_differs(p, all, n,
				    &asked_form);
			if (ply % 3 == 1)
				bad_quiet += quiet_differs(gp, all, n,
				    &quiet);
			a = b = all[rand_below(&rng, (unsigned long)n)];
			want = ply % 2 == 0 && t0 != NULL && t1 != NULL ?
			    reference_alliance(p, &a, t0, t1, &e) : -1;
			if (ply % 2 == 1 && t0 != NULL && t1 != NULL)
				known_differs(p, p->turn, &a, t0, t1, &kc);
			if (sannin_game_play(g, &a, &e1, &dg) != 0 ||
			    sannin_position_play(p, &b, &e2, &dg) != 0) {
				bad_ev++;
				break;
			}
			if (want >= 0) {
				got = alliance_event(&e1);
				ref_ally += want;
				bad_ally += want != (got != NULL) || (want &&
				    memcmp(got, &e, sizeof(e)) != 0);
			}
			/* And two actions not played, on a copy. */
			for (i = 0; i < 2 && want >= 0 && ply > 0; i++) {
				sannin_position *c = sannin_position_copy(
				    sannin_game_position(g));

				n = (int)sannin_position_actions(c,
				    sannin_position_turn(c), all,
				    SANNIN_MAXACTIONS);
				if (c == NULL || n == 0) {
					sannin_position_free(c);
					break;
				}
				a = all[rand_below(&rng, (unsigned long)n)];
				want = reference_alliance(c, &a, t0, t1, &e);
				if (sannin_position_play(c, &a, &e3, &dg) != 0)
					bad_ally++;
				got = alliance_event(&e3);
				ref_ally += want;
				bad_ally += want != (got != NULL) || (want &&
				    memcmp(got, &e, sizeof(e)) != 0);
				sannin_position_free(c);
			}
			bad_ev += e1.n != e2.n || memcmp(e1.ev, e2.ev,
			    (size_t)e1.n * sizeof(e1.ev[0])) != 0;
			for (i = 0; i < e1.n; i++)
				allied += e1.ev[i].type == SANNIN_EV_ALLIANCE;
			pending += sn_last(gp)->pending != 0;
			bad_why += why_differs(gp, &asked_why);
			/* Asked at every other action only. */
			if (ply % 2 == 0) {
				sannin_position_write(gp, s1, sizeof(s1));
				sannin_position_write(p, s2, sizeof(s2));
				bad_pos += strcmp(s1, s2) != 0;
			}
		}
		sannin_game_free(g);
		sannin_position_free(p);
	}
	is_int(bad_ev, 0, "a game's actions make the events of the same "
	    "actions on a bare position (%d alliances)", allied);
	is_int(bad_pos, 0, "and the same position strings, what the game "
	    "left undecided (%d times) decided when written", pending);
	is_int(bad_why, 0, "and the same reasons why an action is illegal "
	    "(%d actions)", asked_why);
	ok(pending > 500 && allied > 10, "with things left undecided and "
	    "alliances formed");
	is_int(bad_ally, 0, "a game's actions form the alliances that the "
	    "definitions give with every threat decided (%d formed)",
	    ref_ally);
	ok(ref_ally > 5, "with alliances to form (%d)", ref_ally);
	free(t0);
	free(t1);
	known_crowds(3000, &kc);
	is_int(kc.bad, 0, "whether an action was a direct defence, and its "
	    "new threats, are known without a search as the definitions "
	    "say, but for a king's cell (%d actions in games and crowded "
	    "positions)", kc.asked);
	ok(kc.unsure > 100 && kc.kings > 20 && kc.fresh > 20, "with "
	    "direct defences left to a search (%d), %d of them ending a "
	    "mate threat, and king's cells newly threatened (%d of %d)",
	    kc.unsure, kc.kings, kc.fresh, kc.maybe);
	is_int(bad_quiet, 0, "no king is attacked after an action where "
	    "sn_kings_quiet_after says so (%d times)", quiet);
	ok(quiet > 10000, "which it said often (%d)", quiet);
	is_int(bad_form, 0, "the short form of each of %d legal moves names "
	    "the origin and '=' exactly when the list of legal actions "
	    "needs them", asked_form);
}

/* SN_GEN_TO of one kind against the actions of sn_gen (all[n]) that
 * end on cell c and move a piece of that kind or drop one; and
 * SN_GEN_DROP_TO against the drops among them. */
static int
to_of_kind(const sn_pos *p, int seat, int c, int kind,
    const sannin_action *all, int n, sannin_action *part, int *asked)
{
	static sannin_action again[SANNIN_MAXACTIONS];
	int i, m, want = 0, drops, bad = 0;

	for (i = 0; i < n; i++)
		want += all[i].to == c && all[i].type !=
		    SANNIN_ACT_ILLUMINATE && (all[i].type == SANNIN_ACT_DROP ?
		    all[i].kind : SN_KIND(p->board[all[i].from])) == kind;
	m = ask_to(p, SN_GEN_TO, seat, c, kind, sn_checkers(p, seat) != 0,
	    part);
	bad += m != want;
	for (i = 0; i < m; i++)
		bad += part[i].to != c || !in_list(&part[i], all, n) ||
		    (part[i].type == SANNIN_ACT_DROP ? part[i].kind :
		    SN_KIND(p->board[part[i].from])) != kind;
	/* The same list when the caller does not know of the check. */
	bad += ask_to(p, SN_GEN_TO, seat, c, kind, -1, again) != m ||
	    memcmp(again, part, (size_t)m * sizeof(part[0])) != 0;
	/* SN_GEN_DROP_TO (the notation's drops): the drops of that list,
	 * the check told or not; in check, only onto a cell that answers
	 * it. */
	for (i = drops = 0; i < n; i++)
		drops += all[i].type == SANNIN_ACT_DROP && all[i].to == c &&
		    all[i].kind == kind;
	m = ask_to(p, SN_GEN_DROP_TO, seat, c, kind,
	    sn_checkers(p, seat) != 0, part);
	bad += m != drops || (m == 1 && !in_list(&part[0], all, n));
	bad += ask_to(p, SN_GEN_DROP_TO, seat, c, kind, -1, again) != m ||
	    memcmp(again, part, (size_t)m * sizeof(part[0])) != 0;
	*asked += want > 0;
	return bad;
}

/*
 * sn_is_legal of the seat to act against its definition (the game goes
 * on, the seat is in it, the action is among those of sn_gen, all[n],
 * and the filters take it): each action of
 * the list, the same with one field changed (its cell, its origin, its
 * promotion, the kind dropped, its type), and random ones.  Returns the
 * actions it disagrees on; adds those asked to *asked.
 */
static int
legal_differs(const sn_pos *p, const sannin_action *all, int n, int *asked)
{
	sannin_action a;
	int i, j, bad = 0, want;

	for (i = 0; i < n + 20; i++)
		for (j = 0; j < 6; j++) {
			if (i < n)
				a = all[i];
			else {
				a.type = (unsigned char)rand_below(&rng, 5);
				a.kind = (unsigned char)rand_below(&rng, 20);
				a.from = (unsigned char)rand_below(&rng, 256);
				a.to = (unsigned char)rand_below(&rng, 256);
				a.promote = (unsigned char)rand_below(&rng, 2);
				a.captured = 0;
				a.targets = (unsigned short)rand_below(&rng,
				    1u << 12);
			}
			switch (j) {
			case 1:
				a.to = (unsigned char)((a.to + 1) %
				    p->v->ncells);
				break;
			case 2:
				a.from = (unsigned char)((a.from + 1) %
				    p->v->ncells);
				break;
			case 3:
				a.promote = !a.promote;
				break;
			case 4:
				a.kind = (unsigned char)(a.kind + 1);
				break;
			case 5:
				a.type = a.type == SANNIN_ACT_MOVE ?
				    SANNIN_ACT_DROP : SANNIN_ACT_MOVE;
				break;
			}
			want = !p->over && (p->alive >> p->turn & 1) &&
			    in_list(&a, all, n) &&
			    sn_filters_allow(p, NULL, NULL, &a);
			bad += sn_is_legal(p, NULL, NULL, &a) != want;
			(*asked)++;
		}
	return bad;
}

/*
 * The four-player games, each rule set that changes what may be taken:
 * SN_GEN_TO (every kind, the seat's check told as the move notation
 * tells it) against sn_gen, in positions of random legal play.
 */
static void
four_player_to(void)
{
	static sannin_action all[SANNIN_MAXACTIONS], part[SANNIN_MAXACTIONS];
	static const struct {
		int variant;
		const char *opts;
	} games[] = {
		{SANNIN_VARIANT_YONIN, ""},
		{SANNIN_VARIANT_SHIPLEY, ""},
		{SANNIN_VARIANT_SHIPLEY, "style=team-orthogonal"},
		{SANNIN_VARIANT_SHIPLEY, "style=team-diagonal team-check=yes"},
		{SANNIN_VARIANT_SHIPLEY, "style=kings-as-pieces"},
	};
	int g, game, ply, seat, c, k, n, bad = 0, asked = 0;
	int bad_reach = 0, reached = 0, bad_legal = 0, legal = 0;
	int bad_slides = 0, slid = 0;
	sannin_rules r;
	sannin_position *p;
	sannin_diag dg;

	sannin_rules_init_variant(&r, SANNIN_VARIANT_SANNIN);
	bad_slides += slides_differ(sn_variant_for(&r), &slid);
	for (g = 0; g < (int)(sizeof(games) / sizeof(games[0])); g++) {
		sannin_rules_init_variant(&r, games[g].variant);
		sannin_rules_set_list(&r, games[g].opts,
		    strlen(games[g].opts), NULL);
		bad_slides += slides_differ(sn_variant_for(&r), &slid);
	}
	is_int(bad_slides, 0, "every variant's cells from which a piece's "
	    "slides attack a cell, against its lines walked (%d pieces and "
	    "cells)", slid);
	ok(slid > 20000, "with sliding pieces to look at (%d)", slid);
	for (g = 0; g < (int)(sizeof(games) / sizeof(games[0])); g++)
		for (game = 0; game < 2; game++) {
			sannin_rules_init_variant(&r, games[g].variant);
			sannin_rules_set_list(&r, games[g].opts,
			    strlen(games[g].opts), NULL);
			p = sannin_position_new(&r);
			for (ply = 0; p != NULL && ply < 400; ply++) {
				bad_reach += reach_differs(p, &reached);
				for (seat = 0; ply % 23 == 0 &&
				    seat < p->v->nseats; seat++) {
					n = ask_all(p, seat, NULL, all);
					for (c = 0; c < p->v->ncells; c++)
						for (k = SANNIN_PAWN;
						    k <= SANNIN_PKNIGHT; k++)
							bad += to_of_kind(p,
							    seat, c, k, all, n,
							    part, &asked);
					if (seat == p->turn)
						bad_legal += legal_differs(p,
						    all, n, &legal);
				}
				n = (int)sannin_position_actions(p,
				    sannin_position_turn(p), all,
				    SANNIN_MAXACTIONS);
				if (n == 0 || sannin_position_over(p, NULL))
					break;
				if (sannin_position_play(p,
				    &all[rand_below(&rng, (unsigned long)n)],
				    NULL, &dg) != 0) {
					bad++;
					break;
				}
			}
			sannin_position_free(p);
		}
	is_int(bad, 0, "yonin and Shipley (four styles): SN_GEN_TO of each "
	    "kind gives the actions of sn_gen that end on the cell (%d "
	    "asked)", asked);
	ok(asked > 1000, "with actions to find (%d)", asked);
	is_int(bad_reach, 0, "yonin and Shipley: sn_reach of every piece, "
	    "against its lines walked cell by cell (%d pieces)", reached);
	ok(reached > 10000, "with pieces to look at (%d)", reached);
	is_int(bad_legal, 0, "yonin and Shipley: sn_is_legal of %d actions, "
	    "listed, changed or random, against sn_gen and the filters",
	    legal);
	ok(legal > 5000, "so many asked (%d)", legal);
}

/* A filter that takes nothing and counts the actions it is shown that
 * are not among the legal ones (ctx). */
struct shown {
	const sannin_action *list;
	int n, seen, bad;
};

static int
none_taken(const sn_pos *p, const sannin_action *a, void *ctx)
{
	struct shown *sh = ctx;

	(void)p;
	sh->seen++;
	sh->bad += !in_list(a, sh->list, sh->n);
	return 0;
}

static int
captures_only(const sn_pos *p, const sannin_action *a, void *ctx)
{
	(void)p;
	(void)ctx;
	return a->captured != SANNIN_EMPTY;
}

/*
 * The threats a game's cache holds for its position (sn_threats_known),
 * against those of the position worked out afresh (mate threats, which
 * only a search adds, left out): reaches, attacks, groups, threats.
 */
static int
cache_differs(const sn_pos *gp, struct sn_threats *fresh, int *asked)
{
	const struct sn_threats *t = sn_threats_known(gp);
	sn_set o = gp->all, a, b;
	int c, x, v, n = gp->v->nseats, bad = 0;

	if (t == NULL)
		return 0;
	++*asked;
	sn_threats(gp, fresh);
	while (sn_set_any(o)) {
		c = sn_set_pop(&o);
		bad += memcmp(&t->reach[c], &fresh->reach[c],
		    sizeof(t->reach[c])) != 0;
	}
	bad += memcmp(t->att, fresh->att, sizeof(t->att[0]) * (size_t)n) != 0 ||
	    memcmp(t->catt, fresh->catt, sizeof(t->catt[0]) * (size_t)n) != 0 ||
	    memcmp(t->cocc, fresh->cocc, sizeof(t->cocc[0]) * (size_t)n) != 0;
	for (x = 0; x < n; x++)
		for (v = 0; v < n; v++) {
			a = sn_set2_get(&t->t[x][v]);
			b = sn_set2_get(&fresh->t[x][v]);
			if (gp->king[v] != SN_NOCELL &&
			    !sn_set2_has(&fresh->att[x], gp->king[v])) {
				sn_set_del(&a, gp->king[v]);
				sn_set_del(&b, gp->king[v]);
			}
			bad += memcmp(&a, &b, sizeof(a)) != 0;
		}
	return bad;
}

/*
 * A cache seeded from a copy of the game's (as perft seeds its levels),
 * which then reads that copy's threats in place, copied in turn: the
 * threats its copy holds are still those of the position once the cache
 * it read from is overwritten and freed.  *read counts the seeded caches
 * that read in place.
 */
static int
seeded_copy_differs(const sn_pos *gp, struct sn_threats *fresh, int *asked,
    int *read)
{
	const struct sn_speedups *k = gp->v->speed;
	struct sn_tcache *src, *seeded, *copy;
	sn_pos q;
	int bad;

	if (sn_last(gp)->lazy == NULL ||
	    (src = k->cache_copy(sn_last(gp)->lazy)) == NULL)
		return 0;
	if ((seeded = k->cache_new()) == NULL) {
		free(src);
		return 0;
	}
	k->cache_seed(seeded, src, gp);
	*read += seeded->cur == SN_SLOT_EXT;
	copy = k->cache_copy(seeded);
	/* (Overwritten before the check, freed after it: a store just
	 * before free() may be left out.) */
	memset(src, 0xa5, sizeof(*src));
	free(seeded);
	bad = 0;
	if (copy != NULL) {
		sn_pos_copy(&q, gp);
		sn_last_edit(&q)->lazy = copy;
		bad = cache_differs(&q, fresh, asked);
		free(copy);
	}
	free(src);
	return bad;
}

/*
 * Each of a game's first legal actions (all[n]) played as perft plays
 * them, on a copy of its position with a cache seeded from the game's:
 * the threats after each are written where those after the one before
 * are, and must still be those of the position after it; those before
 * it, where it left something undecided, those of gp.
 */
static int
seeded_plays_differ(const sn_pos *gp, const sannin_action *all, int n,
    struct sn_threats *fresh, int *asked)
{
	const struct sn_speedups *k = gp->v->speed;
	struct sn_tcache *c;
	sannin_action a;
	sn_pos q;
	int i, bad = 0;

	if (sn_last(gp)->lazy == NULL || (c = k->cache_new()) == NULL)
		return 0;
	for (i = 0; i < n && i < 8; i++) {
		k->cache_seed(c, sn_last(gp)->lazy, gp);
		sn_pos_copy(&q, gp);
		a = all[i];
		sn_play(&q, &a, NULL, NULL, c);
		bad += cache_differs(&q, fresh, asked);
		/* The threats before the action, which the searches that
		 * settle it read (last_t0), are gp's: the level above's, read
		 * in place. */
		if (sn_last(&q)->lazy == c && sn_last(&q)->lazyid == c->lazyid) {
			sn_threats(gp, fresh);
			bad += memcmp(sn_slot(c, c->last_t0)->att, fresh->att,
			    sizeof(fresh->att[0]) *
			    (size_t)gp->v->nseats) != 0;
		}
	}
	free(c);
	return bad;
}

/* The checkers of each seat that a game's cache holds for its board
 * (sn_checkers_known), against those worked out afresh; *held counts the
 * positions whose cache holds them. */
static int
checks_differ(const sn_pos *gp, int *held)
{
	const struct sn_tcache *c = sn_last(gp)->lazy;
	int s, bad = 0;

	if (c == NULL || !c->cvalid ||
	    c->ckey != (gp->hash ^ gp->v->zturn[gp->turn]))
		return 0;
	++*held;
	for (s = 0; s < gp->v->nseats; s++)
		bad += sn_checkers_known(gp, s) != sn_checkers(gp, s);
	return bad;
}

/* Whether each seat is in check as the game's cached threats tell it
 * (sn_checked_known), against sn_checkers; *known counts the seats so
 * asked, *inchk those in check. */
static int
checked_differs(const sn_pos *gp, int *known, int *inchk)
{
	int s, c, bad = 0;

	if (sn_threats_known(gp) == NULL)
		return 0;
	for (s = 0; s < gp->v->nseats; s++) {
		c = sn_checked_known(gp, s);
		bad += c != (sn_checkers(gp, s) != 0);
		++*known;
		*inchk += c == 1;
	}
	return bad;
}

/* With sn_alliance_lines() as its prefilter, sn_alliance_possible()
 * says what it says without: over every action the seat to act has
 * (sn_gen) and each other seat; *opened counts the actions it finds
 * possible by a line opened, *spared those the lines pass over.  The
 * lines are the same read from the threats that the game's cache holds
 * (*known counts those times) as from the board. */
static int
lines_differ(const sn_pos *gp, int *opened, int *spared, int *known)
{
	static sannin_action all[SANNIN_MAXACTIONS];
	sn_pos p = *gp;
	sn_set lines, cached;
	int n, i, x, y = p.turn, a, b, bad = 0;

	sn_pos_settle(&p);
	if (!sn_alliance_watch(&p))
		return 0;
	n = ask_all(&p, y, NULL, all);
	for (x = 0; x < p.v->nseats; x++) {
		if (x == y || !(p.alive >> x & 1))
			continue;
		lines = sn_alliance_lines(&p, x);
		if (sn_threats_known(gp) != NULL) {
			++*known;
			cached = sn_alliance_lines(gp, x);
			bad += memcmp(&cached, &lines, sizeof(lines)) != 0;
		}
		for (i = 0; i < n; i++) {
			a = sn_alliance_possible(&p, &all[i], x, NULL);
			b = sn_alliance_possible(&p, &all[i], x, &lines);
			bad += a != b;
			if (all[i].type != SANNIN_ACT_MOVE)
				continue;
			*opened += a && sn_set_has(&lines, all[i].from);
			*spared += !sn_set_has(&lines, all[i].from);
		}
	}
	return bad;
}

/* The legal actions of a game's position as sn_legal lists them, its
 * filters prepared for many actions (the alliance lines, the kings
 * attacked now), against each action of sn_gen judged alone by
 * sn_filters_allow; the number judged otherwise.  *judged counts the
 * actions, *kept those legal. */
static int
many_differ(const sn_pos *gp, int *judged, int *kept)
{
	static sannin_action all[SANNIN_MAXACTIONS], legal[SANNIN_MAXACTIONS];
	int n, m, i, one, bad = 0;

	if (gp->over)
		return 0;
	m = sn_legal(gp, NULL, sn_last(gp)->lazy, legal);
	n = sn_gen(gp, &(struct sn_gen_ask){ .seat = gp->turn }, all);
	for (i = 0; i < n; i++) {
		one = sn_filters_allow(gp, NULL, sn_last(gp)->lazy, &all[i]);
		bad += one != in_list(&all[i], legal, m);
		*judged += 1;
		*kept += one;
	}
	/* ... and none that sn_gen does not give (sn_legal generates with
	 * the cached reaches). */
	for (i = 0; i < m; i++)
		bad += !in_list(&legal[i], all, n);
	return bad;
}

/* In an alliance: the legal actions of each seat, as if it were to act,
 * asked of a game's position (which reaches the game's cache) and of a
 * copy (which does not); the number of seats whose lists differ. */
static int
seats_differ(const sannin_game *g, int *asked)
{
	static sannin_action a1[SANNIN_MAXACTIONS], a2[SANNIN_MAXACTIONS];
	const sannin_position *gp = sannin_game_position(g);
	sannin_position *c;
	size_t n1, n2;
	int s, bad = 0;

	if (gp->alliance == 0 || (c = sannin_position_copy(gp)) == NULL)
		return 0;
	++*asked;
	for (s = 0; s < 3; s++) {
		n1 = sannin_position_actions(gp, s, a1, SANNIN_MAXACTIONS);
		n2 = sannin_position_actions(c, s, a2, SANNIN_MAXACTIONS);
		bad += n1 != n2 || memcmp(a1, a2, n1 * sizeof(a1[0])) != 0;
	}
	sannin_position_free(c);
	return bad;
}

#ifndef NCACHE
#define NCACHE 150
#endif
/* Games of random legal actions, the game's cached threats checked
 * after each (the games run on, past mates and alliances). */
/*
 * sn_threats_from, after the first action of `all` from a game's
 * position, into a copy of the game's slot that holds the threats of two
 * actions before, from the position's own (prev): the copy's reaches
 * spoiled, as memory freed and used again may hold them.  It is no slot
 * of the cache, so nothing it holds may be read (as a slot's reaches
 * would, but those written since): its reaches must be those worked
 * out afresh.  *asked counts the copies.
 */
static int
stale_copy_differs(const sn_pos *gp, sannin_action *all, int n,
    struct sn_threats *fresh, int *asked)
{
	const struct sn_threats *prev = sn_threats_known(gp);
	const struct sn_tcache *c = sn_last(gp)->lazy;
	int i, cell, bad = 0, ns = (int)(sizeof(c->slot) / sizeof(c->slot[0]));
	struct sn_threats *t;
	sn_pos q;
	sn_set o;

	if (prev == NULL || c == NULL || n == 0 || prev->nfrom != 2)
		return 0;
	for (i = 0; i < ns && c->slot[i].pos.hash != prev->from[1]; i++)
		continue;
	if (i == ns || (t = malloc(sizeof(*t))) == NULL)
		return 0;
	*t = c->slot[i];
	memset(t->reach, 0xa5, sizeof(t->reach));
	q = *gp;
	sn_pos_move(&q, &all[0]);
	sn_last_edit(&q)->pending = 0;
	sn_threats_from(&q, prev, t);
	sn_threats(&q, fresh);
	for (o = q.all; sn_set_any(o); ) {
		cell = sn_set_pop(&o);
		bad += memcmp(&t->reach[cell], &fresh->reach[cell],
		    sizeof(t->reach[cell])) != 0;
	}
	free(t);
	++*asked;
	return bad != 0;
}

static void
cache_games(void)
{
	static sannin_action all[SANNIN_MAXACTIONS];
	struct sn_threats *fresh = malloc(sizeof(*fresh));
	int game, ply, n, bad = 0, asked = 0, mated = 0, i, bad_seat = 0;
	int seats = 0, bad_chk = 0, held = 0, bad_lines = 0, opened = 0;
	int spared = 0, bad_many = 0, judged = 0, kept = 0;
	int bad_seeded = 0, seeded = 0, read = 0, known = 0;
	int bad_plays = 0, played = 0, bad_in = 0, asked_in = 0, inchk = 0;
	int bad_stale = 0, stale = 0;
	sannin_events ev;
	sannin_diag dg;

	for (game = 0; fresh != NULL && game < NCACHE; game++) {
		sannin_position *p = sannin_position_new(NULL);
		sannin_game *g = sannin_game_new(p);

		for (ply = 0; g != NULL && ply < 250; ply++) {
			n = (int)sannin_game_actions(g, all, SANNIN_MAXACTIONS);
			if (ply % 4 == 3)
				bad_stale += stale_copy_differs(
				    sannin_game_position(g), all, n, fresh,
				    &stale);
			if (ply % 4 == 2)
				bad_plays += seeded_plays_differ(
				    sannin_game_position(g), all, n, fresh,
				    &played);
			if (n == 0 || sannin_game_play(g, &all[rand_below(&rng,
			    (unsigned long)n)], &ev, &dg) != 0)
				break;
			for (i = 0; i < ev.n; i++)
				mated += ev.ev[i].type == SANNIN_EV_MATE;
			bad += cache_differs(sannin_game_position(g), fresh,
			    &asked);
			bad_chk += checks_differ(sannin_game_position(g),
			    &held);
			bad_in += checked_differs(sannin_game_position(g),
			    &asked_in, &inchk);
			if (ply % 2 == 0)
				bad_lines += lines_differ(
				    sannin_game_position(g), &opened, &spared,
				    &known);
			else
				bad_many += many_differ(
				    sannin_game_position(g), &judged, &kept);
			if (ply % 4 == 0)
				bad_seat += seats_differ(g, &seats);
			if (ply % 4 == 1)
				bad_seeded += seeded_copy_differs(
				    sannin_game_position(g), fresh, &seeded,
				    &read);
		}
		sannin_game_free(g);
		sannin_position_free(p);
	}
	free(fresh);
	is_int(bad, 0, "a game's cached threats are those of its position "
	    "(%d positions, %d mates)", asked, mated);
	ok(asked > 5000, "with cached threats to check (%d)", asked);
	is_int(bad_stale, 0, "sn_threats_from into a copy of a game's slot, "
	    "its reaches spoiled, reads none of them (%d positions)", stale);
	ok(stale > 1000, "with such copies (%d)", stale);
	is_int(bad_seeded, 0, "a copy of a cache that reads another's "
	    "threats in place has those of the position when the other is "
	    "gone (%d positions)", seeded);
	ok(read > 1000, "with caches that read in place (%d)", read);
	is_int(bad_plays, 0, "the threats after each of several actions "
	    "played from a game's position, each with a cache seeded from "
	    "the game's, are those of the position after it, and those kept "
	    "as before it the game's (%d positions)", played);
	ok(played > 5000, "with threats after such actions (%d)", played);
	is_int(bad_chk, 0, "a game's cached checks are those of its board "
	    "(%d positions)", held);
	ok(held > 20000, "with cached checks to compare (%d)", held);
	is_int(bad_in, 0, "whether a seat is in check, read from a game's "
	    "cached threats, is what its checkers say (%d seats)", asked_in);
	ok(asked_in > 20000 && inchk > 500, "with seats in check among them "
	    "(%d)", inchk);
	is_int(bad_lines, 0, "the alliance lines spare no action that "
	    "opens a line (%d such actions, %d spared), and are the same "
	    "read from the cached threats (%d times)", opened, spared, known);
	ok(opened > 200 && spared > 100000 && known > 1000, "with actions "
	    "of both kinds (%d, %d) and threats cached", opened, spared);
	is_int(bad_many, 0, "sn_legal, its filters prepared for many "
	    "actions, keeps the actions that each judged alone passes (%d "
	    "judged, %d kept)", judged, kept);
	ok(judged > 100000 && kept < judged, "with actions judged (%d)",
	    judged);
	is_int(bad_seat, 0, "each seat's legal actions in a game's position "
	    "are those in a copy without the game's cache (%d positions in "
	    "an alliance)", seats);
	ok(seats > 500, "with positions in an alliance to ask (%d)", seats);
}

/*
 * The moves of sn_gen (all[n]) against their definition: a piece of the
 * seat moves to a cell it reaches that is empty or holds another seat's
 * piece other than a king exactly when the seat's king is not attacked
 * after the move (the cells where the piece could not move again are
 * left out: the promotion rules decide their moves).  With reach (not
 * NULL), the list with the reaches given is the very list of sn_gen.
 * *checked counts the seats in check asked.
 */
static int
moves_differ(const sn_pos *p, int seat, const sannin_action *all, int n,
    const sn_set2 *reach, int *checked)
{
	static sannin_action again[SANNIN_MAXACTIONS];
	const struct sannin_variant *v = p->v;
	sn_set own = p->occ[seat], to;
	sannin_action a;
	sn_pos q;
	int c, t, pc, i, listed, bad = 0;

	if (!(p->alive >> seat & 1))
		return 0;
	*checked += sn_checkers(p, seat) != 0;
	if (reach != NULL)
		bad += ask_all(p, seat, reach, again) != n ||
		    memcmp(again, all, (size_t)n * sizeof(all[0])) != 0;
	while (sn_set_any(own)) {
		c = sn_set_pop(&own);
		pc = p->board[c];
		to = sn_reach(p, pc, c);
		while (sn_set_any(to)) {
			t = sn_set_pop(&to);
			if ((p->board[t] != 0 && (sn_ctrl(p, p->board[t]) ==
			    seat || (v->kinds[SN_KIND(p->board[t])].flags &
			    SN_KF_KING))) || sn_set_has(&v->dead[pc], t))
				continue;
			for (i = listed = 0; i < n; i++)
				listed |= all[i].type == SANNIN_ACT_MOVE &&
				    all[i].from == c && all[i].to == t;
			memset(&a, 0, sizeof(a));
			a.type = SANNIN_ACT_MOVE;
			a.kind = (unsigned char)SN_KIND(pc);
			a.from = (unsigned char)c;
			a.to = (unsigned char)t;
			a.captured = (unsigned char)SN_KIND(p->board[t]);
			q = *p;
			q.turn = (uint8_t)seat;
			sn_pos_move(&q, &a);
			bad += listed != (sn_checkers(&q, seat) == 0);
		}
	}
	return bad;
}

/* Would the seat's piece pc on cell t attack the king on k, the board
 * as it is (SN_GEN_CHECKS' measure)? */
static int
attacks_from(const sn_pos *p, int pc, int t, int k)
{
	const struct sannin_variant *v = p->v;
	int d = v->dirto[k][t];
	sn_set between;

	if (sn_set_has(&v->step[p->mv[pc].stepset][k].to, t))
		return 1;
	if (d == SN_NODIR || !(p->mv[pc].slides >> v->opp[d] & 1))
		return 0;
	between = sn_set_and(sn_set_xor(v->ray[k][d], v->ray[t][d]), p->all);
	sn_set_del(&between, t);
	return !sn_set_any(between);
}

/*
 * SN_GEN_CHECKS of the seat against the victim vs, on the cells of
 * `only` (with the reaches of the position or without), against what it
 * is to give: of the actions of sn_gen (all[n]), in their order, every
 * illumination, and each move and drop onto a cell of `only` by which the
 * piece, as it stands or promoted, would attack the king from its new
 * cell (the board as it is) or whose piece is the seat's first on a line
 * from the king.  Returns the number of actions it gets wrong.
 */
static int
checks_exact(const sn_pos *p, int seat, int vs, const sannin_action *all,
    int n, const sn_set2 *reach, sn_set only, sannin_action *part)
{
	const struct sannin_variant *v = p->v;
	int i, j = 0, m, k = p->king[vs], kind, pk, d, want, bad = 0;

	m = ask_checks(p, seat, 1u << vs, reach, only, part);
	for (i = 0; i < n; i++) {
		const sannin_action *a = &all[i];

		kind = a->type == SANNIN_ACT_DROP ? a->kind :
		    SN_KIND(p->board[a->from]);
		pk = a->type == SANNIN_ACT_MOVE ? v->kinds[kind].promoted : 0;
		d = a->type == SANNIN_ACT_MOVE ? v->dirto[k][a->from] :
		    SN_NODIR;
		want = a->type == SANNIN_ACT_ILLUMINATE ||
		    (sn_set_has(&only, a->to) && ((d != SN_NODIR &&
		    sn_first_on_ray(v, k, d, p->all) == a->from) ||
		    attacks_from(p, SN_PIECE(seat, kind), a->to, k) ||
		    (pk && attacks_from(p, SN_PIECE(seat, pk), a->to, k))));
		if (!want)
			continue;
		/* In sn_gen's order. */
		if (j < m && sannin_action_equal(a, &part[j]))
			j++;
		else
			bad++;
	}
	return bad + (m - j);
}

static int
drops_only(const sn_pos *p, const sannin_action *a, void *ctx)
{
	(void)p;
	(void)ctx;
	return a->type == SANNIN_ACT_DROP;
}

/*
 * The threats of material loss of sn_threats, piece by piece from the
 * definition (sannin-rules(7), Automatic alliances): a piece of v that a
 * piece of x attacks, and that is v's king, or that no piece of v
 * protects, or that a piece of x of a lower class attacks.  (The kings
 * x does not check are left to the mate search.)  Returns the number of
 * cells where they differ.
 */
static int
threats_by_piece(const sn_pos *p, const struct sn_threats *th)
{
	const struct sannin_variant *v = p->v;
	sn_set reach[SN_MAXCELLS], o, want;
	int x, vs, c, b, low, bad = 0;

	o = p->all;
	while (sn_set_any(o)) {
		c = sn_set_pop(&o);
		reach[c] = sn_reach(p, p->board[c], c);
	}
	for (x = 0; x < v->nseats; x++)
		for (vs = 0; vs < v->nseats; vs++) {
			if (x == vs || !(p->alive >> x & 1) ||
			    !(p->alive >> vs & 1))
				continue;
			want = sn_set_empty();
			o = p->occ[vs];
			while (sn_set_any(o)) {
				int guarded = 0, attacked = 0;
				sn_set xs = p->occ[x], vp = p->occ[vs];

				c = sn_set_pop(&o);
				low = SN_MAXCLASS;
				while (sn_set_any(xs)) {
					int cls, kind;

					b = sn_set_pop(&xs);
					kind = SN_KIND(p->board[b]);
					cls = v->kinds[kind].value;
					if (sn_set_has(&reach[b], c)) {
						attacked = 1;
						if (cls < low)
							low = cls;
					}
				}
				while (sn_set_any(vp)) {
					b = sn_set_pop(&vp);
					guarded |= b != c &&
					    sn_set_has(&reach[b], c);
				}
				if (attacked && (c == p->king[vs] || !guarded ||
				    low < v->kinds[SN_KIND(p->board[c])].value))
					sn_set_add(&want, c);
			}
			bad += sn_set_count(sn_set_xor(want,
			    sn_set2_get(&th->t[x][vs])));
		}
	return bad;
}

/*
 * A check by a promoted king alone, on a king that a piece of its own
 * seat protects (a rook behind it on the line): a threat all the same, as
 * every check is, though no attacker of a lower class makes it one.
 * Each line along which First's promoted king ranges, at three cells
 * from Middle's king on a few cells; returns the number of positions
 * where sn_threats leaves the king out, and counts them in *asked.
 */
static int
king_checks_king(int *asked)
{
	const struct sannin_variant *v = SV;
	static const char *const kings[] = {"7g", "5e", "9f", "6i"};
	struct sn_threats *th = malloc(sizeof(*th));
	char desc[64], kx[8], kr[8], km[8];
	sannin_position *p;
	int i, d, c, r, n, k, pk, bad = 0;

	for (i = 0; th != NULL && i < 4; i++) {
		k = cell(kings[i]);
		for (d = 0; d < v->nlines; d++) {
			for (c = k, n = 0; n < 3 && c != SN_NOCELL; n++)
				c = v->nb[c][d];
			r = v->nb[k][v->opp[d]];
			if (c == SN_NOCELL || r == SN_NOCELL)
				continue;
			sannin_cell_name(v, c, kx);
			sannin_cell_name(v, r, kr);
			sannin_cell_name(v, k, km);
			snprintf(desc, sizeof(desc), "F+K%s MK%s MR%s LK1a "
			    "turn=L", kx, km, kr);
			p = pos(desc, NULL);
			pk = p->board[c];
			if (p->mv[pk].slides >> v->opp[d] & 1) {
				sn_threats(p, th);
				++*asked;
				bad += !sn_set2_has(&th->t[SANNIN_FIRST]
				    [SANNIN_MIDDLE], k);
			}
			sannin_position_free(p);
		}
	}
	free(th);
	return bad;
}

/* The cells sn_threat_at was asked of, the threats among them, and the
 * answers that differed. */
struct at_count {
	int asked, found, bad;
};

/*
 * sn_threat_at on each piece of each seat, for each other seat, against
 * the threats of sn_threats (th, of p, no mate threat decided yet): 1
 * where th holds the cell, -1 only on a king th leaves pending, 0
 * elsewhere.
 */
static void
threat_at_differs(const sn_pos *p, const struct sn_threats *th,
    struct at_count *n)
{
	int x, vs, c, got, want;
	sn_set o;

	for (x = 0; x < p->v->nseats; x++)
		for (vs = 0; vs < p->v->nseats; vs++) {
			if (x == vs)
				continue;
			o = p->occ[vs];
			while (sn_set_any(o)) {
				c = sn_set_pop(&o);
				got = sn_threat_at(p, x, vs, c);
				want = sn_set2_has(&th->t[x][vs], c) ? 1 :
				    c == p->king[vs] && (th->pending >>
				    (x * SN_MAXSEATS + vs) & 1) ? -1 : 0;
				n->bad += got != want;
				n->asked++;
				n->found += want == 1;
			}
		}
}

/*
 * The mate threats that t (sn_threats of p, none decided) leaves
 * pending, against their definition: of every two seats playing, where
 * the victim has a king that the other's threats do not hold.  Then the
 * same of p with seat off's king taken off (sn_threats into tmp), where
 * none may be pending on off.  The pairs that differ, and those whose
 * bit of t->checks is not whether x checks v; *pending counts those
 * pending.
 */
static int
pending_differs(const sn_pos *p, const struct sn_threats *t,
    struct sn_threats *tmp, int off, int *pending)
{
	sn_pos q;
	int pass, x, v, k, want, got, bad = 0;

	for (pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			if (p->king[off] == SN_NOCELL)
				break;
			q = *p;
			sn_last_edit(&q)->pending = 0;
			sn_last_edit(&q)->lazy = NULL;
			sn_pos_clear(&q, q.king[off]);
			sn_threats(&q, tmp);
			p = &q;
			t = tmp;
		}
		for (x = 0; x < SN_MAXSEATS; x++)
			for (v = 0; v < SN_MAXSEATS; v++) {
				k = p->king[v];
				want = x != v && x < 3 && v < 3 &&
				    (p->alive >> x & p->alive >> v & 1) &&
				    k != SN_NOCELL &&
				    !sn_set2_has(&t->t[x][v], k);
				got = t->pending >> (x * SN_MAXSEATS + v) & 1;
				bad += got != want;
				*pending += got;
				/* The checks, as sn_checkers finds them. */
				want = x != v && x < 3 && v < 3 &&
				    (p->alive >> x & p->alive >> v & 1) &&
				    k != SN_NOCELL &&
				    (sn_checkers(p, v) >> x & 1);
				bad += (int)(t->checks >> (v * SN_MAXSEATS +
				    x) & 1) != want;
			}
	}
	return bad;
}

/* What escape_differs() counted. */
struct esc_count {
	int asked, free, checked, none, bad;
};

/*
 * sn_king_escapes for each seat of p (th: its threats), against
 * sn_has_action: a king with a free escape leaves its seat an action,
 * in check (e->checked) or not.  e->none counts the seats without one.
 */
static void
escape_differs(const sn_pos *p, const struct sn_threats *th,
    struct esc_count *e)
{
	uint8_t esc[SN_MAXDIRS];
	int s, r, h;

	for (s = 0; s < 3; s++) {
		if (p->king[s] == SN_NOCELL)
			continue;
		r = sn_king_escapes(p, th->att, s, esc) > 0;
		h = sn_has_action(p, s);
		e->asked++;
		e->free += r;
		e->checked += r && sn_checkers(p, s) != 0;
		e->none += !h;
		e->bad += r && !h;
	}
}

/*
 * Whether each other seat can mate vs in one in `games` crowded
 * positions (crowd(), with `edge`), by sn_threats against every action
 * tried: the number of answers that differ.  *mates counts the mates,
 * *asked the questions, *checked the mates while the third seat checks
 * vs.  With bad_moves, each seat's moves against their definition too
 * (moves_differ, which counts the seats in check in *in_check).
 */
static int
crowd_mates(struct sn_threats *th, int edge, int games, int *mates,
    int *asked, int *checked, struct at_count *at, int *bad_moves,
    int *in_check, struct esc_count *esc, int *castles)
{
	static sannin_action all[SANNIN_MAXACTIONS], kings[SANNIN_MAXACTIONS];
	int game, vs, seat, n, c, i, d, m, bad = 0;
	sn_pos q;

	*mates = *asked = *checked = 0;
	for (game = 0; th != NULL && game < games; game++) {
		vs = game % 3;
		crowd(&q, vs, edge);
		/* The kings that have not moved may castle: a jump to any
		 * cell of the seat's territory, which may open a line onto
		 * the victim's king or end beside it. */
		for (seat = 0; castles != NULL && seat < 3; seat++)
			if (q.king[seat] != SN_NOCELL &&
			    SN_KIND(q.board[q.king[seat]]) == SANNIN_KING)
				sn_pos_set_castle(&q, seat, 1);
		sn_threats(&q, th);
		threat_at_differs(&q, th, at);
		escape_differs(&q, th, esc);
		for (seat = 0; seat < 3; seat++) {
			n = ask_all(&q, seat, NULL, all);
			if (bad_moves != NULL)
				*bad_moves += moves_differ(&q, seat, all, n,
				    th->reach, in_check);
			if (seat == vs || (sn_checkers(&q, vs) >> seat & 1))
				continue;
			c = mates_in_one(&q, seat, vs, all, n);
			*mates += c;
			/* Of those, the mates by a castling king alone. */
			for (i = m = 0; castles != NULL && c && i < n; i++) {
				if (all[i].from != q.king[seat] ||
				    !(q.castle >> seat & 1))
					continue;
				for (d = 0; d < q.v->ndirs && q.v->nb[
				    all[i].from][d] != all[i].to; d++)
					;
				if (d == q.v->ndirs)
					kings[m++] = all[i];
			}
			if (m > 0 && mates_in_one(&q, seat, vs, kings, m))
				++*castles;
			++*asked;
			*checked += c && sn_checkers(&q, vs) != 0;
			if (c != sn_threat_has(th, seat, vs, q.king[vs]))
				bad++;
		}
	}
	return bad;
}

/*
 * Whether seat x can mate vs in one in `games` crowded positions
 * (crowd()) in which x's king, free to castle, stands alone on a line
 * between a ranging piece of x and vs's king (a third of the time an
 * empty cell next to that king instead, which may be an escape), two to
 * four cells from it: by sn_threats against every action tried, the
 * number of answers that differ.  Moving the king opens the line
 * wherever it goes, so its castling jump may mate from a cell far from
 * vs's king, where mate_tries() tries no other piece's move: it must try
 * that king on every open cell.  *mates counts the mates, *asked the
 * questions, *jumps the mates that only a castling jump of that king
 * makes.
 */
static int
line_up(struct sn_threats *th, int games, int *mates, int *asked,
    int *jumps)
{
	static const int sliders[] = { SANNIN_LANCE, SANNIN_BISHOP,
	    SANNIN_ROOK, SANNIN_PBISHOP, SANNIN_PROOK };
	static sannin_action all[SANNIN_MAXACTIONS], rest[SANNIN_MAXACTIONS];
	const struct sannin_variant *v;
	uint8_t ray[SN_MAXCELLS];
	int game, vs, x, z, d, e, kc, sc, kind, line, i, n, m, c;
	int bad = 0;
	sn_pos q;

	*mates = *asked = *jumps = 0;
	for (game = 0; th != NULL && game < games; game++) {
		vs = game % 3;
		crowd(&q, vs, 0);
		v = q.v;
		/* x: of the other two, one whose pieces do not check vs
		 * where one does not (a seat that checks vs is not asked). */
		x = (vs + 1 + game / 3 % 2) % 3;
		if (sn_checkers(&q, vs) >> x & 1)
			x = 3 - vs - x;
		sn_pos_clear(&q, q.king[x]);
		/* A line out of vs's king, or out of an empty cell next to
		 * it, three cells long or more, that does not run back
		 * through the king: the first of a few tried.  (Opened onto
		 * an escape, a line gives no check: the king's landing must,
		 * or another line it opens.) */
		line = rand_below(&rng, 3) == 0;
		for (e = n = 0; e < 8 && n < 3; e++) {
			z = q.king[vs];
			d = (int)rand_below(&rng, (unsigned long)v->nlines);
			if (line) {
				z = v->nb[z][d];
				d = (int)rand_below(&rng,
				    (unsigned long)v->nlines);
				if (z == SN_NOCELL || q.board[z] ||
				    v->dirto[z][q.king[vs]] == d)
					continue;
			}
			for (n = 0, c = v->nb[z][d]; c != SN_NOCELL;
			    c = v->nb[c][d])
				ray[n++] = (uint8_t)c;
		}
		if (n < 3)
			continue;
		/* The king two to four cells out (not beside vs's king,
		 * which it would check), a ranging piece of x one to three
		 * cells behind it, and the cells of the line up to that
		 * piece cleared of the crowd's pieces: not of a king. */
		i = 1 + (int)rand_below(&rng,
		    (unsigned long)(n - 2 < 3 ? n - 2 : 3));
		kc = ray[i];
		i += 1 + (int)rand_below(&rng,
		    (unsigned long)(n - i - 1 < 3 ? n - i - 1 : 3));
		sc = ray[i];
		while (i >= 0 && !(q.board[ray[i]] &&
		    (v->kinds[SN_KIND(q.board[ray[i]])].flags & SN_KF_KING)))
			sn_pos_clear(&q, ray[i--]);
		if (i >= 0)
			continue;
		/* The ranging piece: a kind, from one drawn on, that slides
		 * back along the line (a lance only forward). */
		e = (int)rand_below(&rng, 5);
		for (i = 0; i < 5; i++) {
			kind = sliders[(e + i) % 5];
			if (q.mv[SN_PIECE(x, kind)].slides >> v->opp[d] & 1)
				break;
		}
		if (i == 5)
			continue;
		sn_pos_put(&q, kc, SN_PIECE(x, SANNIN_KING));
		sn_pos_put(&q, sc, SN_PIECE(x, kind));
		sn_pos_set_castle(&q, x, 1);
		if (sn_checkers(&q, vs) >> x & 1)
			continue;
		sn_threats(&q, th);
		n = ask_all(&q, x, NULL, all);
		c = mates_in_one(&q, x, vs, all, n);
		/* The mates that need the king's castling jump (a move of
		 * the king to a cell it does not step to): no other action
		 * of x mates. */
		for (i = m = 0; c && i < n; i++)
			if (all[i].from != kc || sn_set_has(&v->step[v->moves[0]
			    [SN_PIECE(x, SANNIN_KING)].stepset][kc].to,
			    all[i].to))
				rest[m++] = all[i];
		*jumps += c && !mates_in_one(&q, x, vs, rest, m);
		*mates += c;
		++*asked;
		bad += c != sn_threat_has(th, x, vs, q.king[vs]);
	}
	return bad;
}

int
main(void)
{
	static sannin_action all[SANNIN_MAXACTIONS], part[SANNIN_MAXACTIONS];
	int game, ply, seat, vs, n, m, i, c, k, want;
	int bad_to = 0, bad_checks = 0, bad_any = 0, checks = 0, positions = 0;
	int bad_mates = 0, mates = 0, asked = 0, kinded = 0, unchecked = 0;
	struct sn_threats *th = malloc(sizeof(*th));
	struct sn_threats *prev = malloc(sizeof(*prev));
	struct sn_threats *inc = malloc(sizeof(*inc));
	int bad_inc = 0, kept = 0, bad_threats = 0, bad_reach = 0, reached = 0;
	int bad_legal = 0, legal = 0, bad_moves = 0, checked = 0;
	int bad_exact = 0, exact = 0, kk = 0, bad_kk;
	int bad_pending = 0, pendings = 0, castles;
	sn_set only;
	struct at_count at = {0, 0, 0};
	struct esc_count esc = {0, 0, 0, 0, 0};
	sannin_position *p;
	sannin_diag dg;

	for (game = 0; game < 30; game++) {
		p = sannin_position_new(NULL);
		for (ply = 0; ply < 150; ply++) {
			positions++;
			if (th != NULL && p->alliance == 0) {
				sn_threats(p, th);
				bad_threats += threats_by_piece(p, th);
				threat_at_differs(p, th, &at);
				escape_differs(p, th, &esc);
				if (inc != NULL)
					bad_pending += pending_differs(p, th,
					    inc, ply % 3, &pendings);
				bad_reach += reach_differs(p, &reached);
				/* The reaches kept from the position before
				 * are the ones computed afresh. */
				if (ply > 0 && prev != NULL && inc != NULL) {
					sn_set o = p->all;

					sn_threats_from(p, prev, inc);
					while (sn_set_any(o)) {
						c = sn_set_pop(&o);
						bad_inc += memcmp(&inc->reach[c],
						    &th->reach[c],
						    sizeof(th->reach[c])) != 0;
					}
					/* (att has an entry per seat playing.) */
					bad_inc += memcmp(inc->att, th->att,
					    sizeof(th->att[0]) *
					    (size_t)p->v->nseats) != 0 ||
					    memcmp(inc->catt, th->catt,
					    sizeof(th->catt[0]) *
					    (size_t)p->v->nseats) != 0 ||
					    memcmp(inc->cocc, th->cocc,
					    sizeof(th->cocc[0]) *
					    (size_t)p->v->nseats) != 0 ||
					    memcmp(inc->t, th->t,
					    sizeof(th->t)) != 0;
					kept += sn_set_count(p->all);
				}
				if (prev != NULL)
					*prev = *th;
			}
			for (seat = 0; seat < 3; seat++) {
				n = ask_all(p, seat, NULL, all);
				bad_moves += moves_differ(p, seat, all, n,
				    th != NULL && p->alliance == 0 ? th->reach :
				    NULL, &checked);
				if (seat == p->turn && ply % 15 == 0)
					bad_legal += legal_differs(p, all, n,
					    &legal);
				/* SN_GEN_TO, on every cell an action reaches
				 * and on a few others. */
				for (c = 0; c < SN_MAXCELLS; c++) {
					if (!sn_set_has(&p->v->all, c))
						continue;
					for (i = want = 0; i < n; i++)
						want += all[i].to == c &&
						    all[i].type !=
						    SANNIN_ACT_ILLUMINATE;
					if (want == 0 && c % 7 != 0)
						continue;
					m = ask_to(p, SN_GEN_TO, seat, c,
					    SANNIN_EMPTY, -1, part);
					if (m != want)
						bad_to++;
					for (i = 0; i < m; i++)
						if (part[i].to != c ||
						    !in_list(&part[i], all, n))
							bad_to++;
					/* Of one kind: each kind of piece
					 * there is, moved or dropped. */
					for (k = SANNIN_PAWN; c % 3 == 0 &&
					    k <= SANNIN_PKING; k++)
						bad_to += to_of_kind(p, seat,
						    c, k, all, n, part,
						    &kinded);
				}
				for (vs = 0; vs < 3; vs++) {
					if (vs == seat || p->king[vs] ==
					    SN_NOCELL || (sn_checkers(p, vs) >>
					    seat & 1))
						continue;
					/* Every other position: the brute
					 * force is slow under valgrind. */
					if (th != NULL && p->alliance == 0 &&
					    ply % 2 == 0) {
						k = mates_in_one(p, seat, vs,
						    all, n);
						mates += k;
						asked++;
						if (k != sn_threat_has(th, seat,
						    vs, p->king[vs]))
							bad_mates++;
					}
					/* Exactly, on every cell and on
					 * some (with the reaches). */
					only = sn_set_empty();
					for (c = 0; c < p->v->ncells; c++)
						if ((p->hash >> (c % 61) ^
						    (uint64_t)c) % 3 == 0)
							sn_set_add(&only, c);
					bad_exact += checks_exact(p, seat, vs,
					    all, n, NULL, p->v->all, part);
					if (th != NULL && p->alliance == 0)
						bad_exact += checks_exact(p,
						    seat, vs, all, n, th->reach,
						    only, part);
					exact++;
					m = ask_checks(p, seat, 1u << vs,
					    NULL, p->v->all, part);
					for (i = 0; i < m; i++)
						if (!in_list(&part[i], all, n))
							bad_checks++;
					for (i = 0; i < n; i++)
						if (sn_gives_check(p, seat,
						    &all[i], vs, 0)) {
							checks++;
							if (!in_list(&all[i],
							    part, m))
								bad_checks++;
						}
				}
				k = 0;
				for (i = 0; i < n; i++)
					k |= all[i].type == SANNIN_ACT_DROP;
				if (!ask_any(p, seat, -1, NULL, NULL,
				    NULL) != !n || !ask_any(p, seat, -1,
				    NULL, drops_only, NULL) != !k)
					bad_any++;
				/* Not in check: the same, and every action
				 * the filter is shown is legal. */
				if (sn_checkers(p, seat) == 0) {
					struct shown sh = {all, n, 0, 0};
					/* With the reaches of p's threats
					 * (computed above without an
					 * alliance), and without. */
					const sn_set2 *rc = th != NULL &&
					    p->alliance == 0 ? th->reach :
					    NULL;

					for (i = c = 0; i < n; i++)
						c |= all[i].captured !=
						    SANNIN_EMPTY;
					if (!ask_any(p, seat, 0, NULL, NULL,
					    NULL) != !n ||
					    !ask_any(p, seat, 0, rc,
					    drops_only, NULL) != !k ||
					    !ask_any(p, seat, 0, NULL,
					    captures_only, NULL) != !c ||
					    ask_any(p, seat, 0, rc,
					    none_taken, &sh) != 0)
						bad_any++;
					bad_any += sh.bad;
					unchecked += sh.seen > 0;
				}
			}
			n = (int)sannin_position_actions(p,
			    sannin_position_turn(p), all, SANNIN_MAXACTIONS);
			if (n == 0)
				break;
			if (sannin_position_play(p, &all[rand_below(&rng,
			    (unsigned long)n)], NULL, &dg) != 0)
				break;
		}
		sannin_position_free(p);
	}
	is_int(bad_legal, 0, "sn_is_legal of %d actions, listed, changed or "
	    "random, against sn_gen and the filters", legal);
	ok(legal > 20000, "so many asked (%d)", legal);
	is_int(bad_to, 0, "SN_GEN_TO gives the actions of sn_gen that end "
	    "on the cell, in %d positions, and of one kind, and "
	    "SN_GEN_DROP_TO its drops (%d times)",
	    positions, kinded);
	ok(kinded > 10000, "with actions of the kind to find (%d times)",
	    kinded);
	is_int(bad_checks, 0, "SN_GEN_CHECKS gives every one of %d checking "
	    "actions, and only legal ones", checks);
	ok(checks > 1000, "the games had checking actions to find (%d)",
	    checks);
	is_int(bad_exact, 0, "SN_GEN_CHECKS gives, in sn_gen's order, the "
	    "actions that may check by its measure, on every cell and on "
	    "some, %d times", exact);
	is_int(bad_mates, 0, "sn_threats finds a mate in one exactly when "
	    "one of the seat's actions mates (%d of %d)", mates, asked);
	ok(mates > 20, "the games had mates in one to find (%d)", mates);
	is_int(bad_inc, 0, "sn_threats_from, from the position before, "
	    "gives what sn_threats gives (%d pieces)", kept);
	ok(kept > 10000, "with pieces to keep the reach of (%d)", kept);
	is_int(bad_threats, 0, "sn_threats' threats of material loss are "
	    "those of the definition, piece by piece");
	bad_kk = king_checks_king(&kk);
	is_int(bad_kk, 0, "a king checked by a promoted king alone, and "
	    "protected, is threatened (%d positions)", kk);
	ok(kk > 20, "with such checks to look at (%d)", kk);
	is_int(bad_pending, 0, "sn_threats leaves a mate threat pending "
	    "where two seats play, the victim has a king and the other does "
	    "not check it, and holds the checks, with a seat's king taken "
	    "off too (%d pending)", pendings);
	ok(pendings > 10000, "with mate threats pending (%d)", pendings);
	is_int(bad_reach, 0, "sn_reach of every piece, against its lines "
	    "walked cell by cell (%d pieces)", reached);
	ok(reached > 10000, "with pieces to look at (%d)", reached);
	free(prev);
	free(inc);

	/* The same in crowded positions, and by the far edge. */
	bad_mates = crowd_mates(th, 0, 1500, &mates, &asked, &k, &at,
	    &bad_moves, &checked, &esc, NULL);
	is_int(bad_mates, 0, "the same in crowded positions (%d of %d)",
	    mates, asked);
	ok(mates > 100 && k > 10, "they had mates in one to find (%d), %d "
	    "of them with the victim checked by the third seat", mates, k);
	castles = 0;
	bad_mates = crowd_mates(th, 0, 3000, &mates, &asked, &k, &at,
	    &bad_moves, &checked, &esc, &castles);
	is_int(bad_mates, 0, "the same with the kings that have not moved "
	    "free to castle (%d of %d)", mates, asked);
	ok(castles > 20, "with mates in one by castling to find (%d)",
	    castles);
	bad_mates = line_up(th, 5000, &mates, &asked, &k);
	is_int(bad_mates, 0, "the same with a king free to castle on a line "
	    "from a ranging piece of its seat to the victim's king or a cell "
	    "next to it (%d of %d)", mates, asked);
	ok(k > 20, "with mates in one that only its castling jump makes "
	    "(%d)", k);
	bad_mates = crowd_mates(th, 1, 3000, &mates, &asked, &k, &at, NULL,
	    NULL, &esc, NULL);
	is_int(bad_mates, 0, "the same by the far edge of the victim's "
	    "pawns, which may not take there without promoting (%d of %d)",
	    mates, asked);
	ok(mates > 100, "with mates in one to find (%d)", mates);
	is_int(at.bad, 0, "sn_threat_at, a cell at a time, gives the threats "
	    "of sn_threats on each piece of games and crowded positions (%d "
	    "cells)", at.asked);
	ok(at.found > 10000 && at.asked > 5 * at.found, "with threats and "
	    "pieces not threatened among them (%d threats)", at.found);
	is_int(esc.bad, 0, "a king with a free escape (sn_king_escapes) "
	    "leaves its seat a legal action, in games and crowded positions "
	    "(%d of %d kings)", esc.free, esc.asked);
	ok(esc.checked > 500 && esc.none > 500, "with kings in check among "
	    "them (%d), and seats without an action (%d)", esc.checked,
	    esc.none);
	free(th);
	is_int(bad_moves, 0, "sn_gen's moves are those of the definition, "
	    "and the list with the reaches given is the same, in games and "
	    "crowded positions");
	ok(checked > 3000, "with seats in check to ask (%d)", checked);
	is_int(bad_any, 0, "SN_GEN_ANY finds an action exactly when sn_gen "
	    "has one the filter takes, and known not in check too, showing "
	    "the filter legal actions only (%d positions not in check)",
	    unchecked);
	ok(unchecked > 1000, "with positions not in check to try (%d)",
	    unchecked);
	lazy_games();
	cache_games();
	four_player_to();
	return tap_done();
}
