/*
 * explain.c - why an action the record names is not legal, in the
 * game's terms: which piece cannot reach the cell and where it can go,
 * which king would be left attacked and by what, which rule option
 * forbids it; what a game's own rules forbid, and why a seat does not
 * act now, its module says (sn_hooks why_forbidden, why_not_turn).
 * Used when no legal action matches a move's text.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "explain.h"
#include "legal.h"
#include "generate.h"

static const char *const kindname[SANNIN_NKINDS] = {NULL, "pawn", "lance",
    "knight", "silver", "gold", "bishop", "rook", "king", "promoted pawn",
    "promoted lance", "promoted silver", "promoted bishop", "promoted rook",
    "promoted king", "promoted knight"};

static const char *
seat(const struct sannin_variant *v, int s)
{
	return v->seatname[s];
}

/* "Last's rook on 7e" for the first piece found attacking the king of
 * `victim` in q; its seat, or -1. */
static int
attacker(const sn_pos *q, int victim, char *buf, size_t size)
{
	const struct sannin_variant *v = q->v;
	int k = q->king[victim], d, b;
	char c[4];

	sn_msg_piece(buf, size, SN_MSG_WHY_ANOTHER_PIECE);
	if (k == SN_NOCELL)
		return -1;
	for (d = 0; d < v->ndirs; d++) {
		if (d < v->nlines)
			b = sn_first_on_ray(v, k, d, q->all);
		else if ((b = v->nb[k][d]) == SN_NOCELL || !q->board[b] ||
		    !(q->mv[q->board[b]].steps >> v->opp[d] & 1))
			b = -1;
		if (b >= 0 && sn_ctrl(q, q->board[b]) != victim &&
		    (d >= v->nlines || sn_hits(q, k, d, b))) {
			sannin_cell_name(v, b, c);
			sn_msg_piece(buf, size, SN_MSG_WHY_PIECE_ON,
			    seat(v, sn_ctrl(q, q->board[b])),
			    kindname[SN_KIND(q->board[b])], c);
			return sn_ctrl(q, q->board[b]);
		}
	}
	return -1;
}

/*
 * Why the pawn-drop rule refuses the seat's drop a: the seat whose king
 * the pawn checks is left without an answer.  Where the drop's own play
 * reports no mate of that seat, the text says why it counts all the same:
 * the seat was mated already (Shipley), or another seat acts first
 * (yonin).
 */
static int
pawn_drop_why(const sn_pos *p, int y, const sannin_action *a, char *buf,
    size_t size)
{
	const struct sannin_variant *v = p->v;
	const struct sn_moves *m = &p->mv[SN_PIECE(y, a->kind)];
	sannin_action b = *a;
	sannin_events ev;
	sn_pos q;
	int i, t, x = -1;
	char c[4];

	for (i = 0; i < m->nstep && x < 0; i++)
		if ((t = v->nb[a->to][m->step[i]]) != SN_NOCELL &&
		    p->board[t] != 0 && sn_ctrl(p, p->board[t]) != y &&
		    (v->kinds[SN_KIND(p->board[t])].flags & SN_KF_KING))
			x = sn_ctrl(p, p->board[t]);
	if (x >= 0 && (p->mated >> x & 1)) {
		sannin_cell_name(v, p->king[x], c);
		return sn_msg_piece(buf, size, SN_MSG_WHY_PAWN_MATE_MATED,
		    seat(v, x), c);
	}
	if (x >= 0) {
		q = *p;
		sn_play(&q, &b, &ev, NULL, NULL);
		if ((q.alive >> x & 1) && q.turn != x && !q.over) {
			sannin_cell_name(v, p->king[x], c);
			return sn_msg_piece(buf, size,
			    SN_MSG_WHY_PAWN_MATE_NO_ANSWER, seat(v, x), c,
			    seat(v, x), seat(v, q.turn));
		}
	}
	return sn_msg_piece(buf, size, SN_MSG_WHY_PAWN_MATE);
}

/* Why the seat's action a, which its pieces can make, is not legal. */
static int
why_not(const sn_pos *p, const sannin_action *a, char *buf, size_t size)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, x;
	sannin_action list[SANNIN_MAXACTIONS], b = *a;
	char who[64], c[4];
	sn_pos q;
	int n, i;

	q = *p;
	sn_pos_move(&q, &b);
	if (sn_checkers(&q, y)) {
		x = attacker(&q, y, who, sizeof(who));
		sannin_cell_name(v, q.king[y], c);
		return sn_msg_piece(buf, size, SN_MSG_WHY_KING_ATTACKED,
		    seat(v, y), c, who, x >= 0 && (q.team[y] >> x & 1) ?
		    ", its partner's, whose pieces check it too under "
		    "team-check=yes" : "");
	}
	/* The mover's king is safe: a rule of the game forbids it. */
	n = sn_gen(p, &(struct sn_gen_ask){ .seat = y }, list);
	for (i = 0; i < n; i++)
		if (sannin_action_equal(&list[i], a))
			break;
	if (i == n)
		return 0;
	if (sn_pawn_drop_mates(p, y, a))
		return pawn_drop_why(p, y, a, buf, size);
	if (v->hooks->why_forbidden != NULL)
		return v->hooks->why_forbidden(p, a, buf, size);
	return 0;
}

/* Non-zero when the seat has a piece of the promoted form of kind on
 * the board. */
static int
has_promoted(const sn_pos *p, int y, int kind)
{
	int pk = p->v->kinds[kind].promoted, c;
	sn_set pieces = p->occ[y];

	if (pk == 0)
		return 0;
	while (sn_set_any(pieces)) {
		c = sn_set_pop(&pieces);
		if (SN_KIND(p->board[c]) == pk)
			return 1;
	}
	return 0;
}

/* Under corner-step=forbid (Shipley's game), the cell of the seat's
 * piece of the kind wanted that would reach the cell on the board where
 * the corners are stepped across, or -1. */
static int
across_corner(const sn_pos *p, int y, const struct sn_wanted *w)
{
	const struct sannin_variant *open;
	sannin_rules r;
	sn_set pieces, reach;
	int c;

	if (!sannin_option_applies(SANNIN_OPT_CORNER_STEP, p->v->id) ||
	    p->rules.opt[SANNIN_OPT_CORNER_STEP] != SANNIN_CORNER_STEP_FORBID)
		return -1;
	r = p->rules;
	r.opt[SANNIN_OPT_CORNER_STEP] = SANNIN_CORNER_STEP_ALLOW;
	open = sn_variant_for(&r);
	pieces = p->occ[y];
	while (sn_set_any(pieces)) {
		c = sn_set_pop(&pieces);
		if (SN_KIND(p->board[c]) != w->kind ||
		    (w->from >= 0 && w->from != c))
			continue;
		reach = sn_reach_on(open, p, p->board[c], c);
		if (sn_set_has(&reach, w->to))
			return c;
	}
	return -1;
}

/* Why a drop is not legal. */
static int
explain_drop(const sn_pos *p, const struct sn_wanted *w, char *buf,
    size_t size)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn;
	sannin_action a;
	char to[4];
	sn_set files;

	sannin_cell_name(v, w->to, to);
	if (p->hand[y][w->kind] == 0)
		return sn_msg_piece(buf, size, SN_MSG_WHY_NOT_IN_HAND,
		    seat(v, y), kindname[w->kind]);
	if (p->board[w->to])
		return sn_msg_piece(buf, size, SN_MSG_WHY_DROP_OCCUPIED, to);
	if (sn_set_has(&v->dead[SN_PIECE(y, w->kind)], w->to))
		return sn_msg_piece(buf, size, SN_MSG_WHY_DROP_DEAD_END,
		    kindname[w->kind], to);
	if (w->kind == SANNIN_PAWN && (v->flags & SN_VF_TWO_PAWNS)) {
		files = sn_pawn_files(p, y);
		if (sn_set_has(&files, w->to))
			return sn_msg_piece(buf, size, SN_MSG_WHY_SECOND_PAWN,
			    seat(v, y));
	}
	memset(&a, 0, sizeof(a));
	a.type = SANNIN_ACT_DROP;
	a.kind = (unsigned char)w->kind;
	a.from = SN_NOCELL;
	a.to = (unsigned char)w->to;
	return why_not(p, &a, buf, size);
}

/* Why the seat has no piece of the kind written (on the cell written). */
static int
explain_no_piece(const sn_pos *p, const struct sn_wanted *w, char *buf,
    size_t size)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, pc, promoted = has_promoted(p, y, w->kind);
	char from[4];

	if (w->from >= 0) {
		sannin_cell_name(v, w->from, from);
		if ((pc = p->board[w->from]) == 0)
			return sn_msg_piece(buf, size, SN_MSG_WHY_FROM_EMPTY,
			    from);
		return sn_msg_piece(buf, size, SN_MSG_WHY_FROM_OTHER_PIECE,
		    from, seat(v, sn_ctrl(p, pc)), kindname[SN_KIND(pc)],
		    seat(v, y), kindname[w->kind]);
	}
	return sn_msg_piece(buf, size, SN_MSG_WHY_NONE_ON_BOARD, seat(v, y),
	    kindname[w->kind], promoted ? ", only a " : "",
	    promoted ? kindname[v->kinds[w->kind].promoted] : "",
	    promoted ? ", written with '+'" : "");
}

/* Why the piece on the destination may not be taken; -1 when it may, or
 * the cell is empty. */
static int
explain_target(const sn_pos *p, const struct sn_wanted *w, char *buf,
    size_t size)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, pc = p->board[w->to], owner;
	char to[4];

	if (pc == 0)
		return -1;
	sannin_cell_name(v, w->to, to);
	owner = sn_ctrl(p, pc);
	if (v->kinds[SN_KIND(pc)].flags & SN_KF_BLOCKADE)
		return sn_msg_piece(buf, size, SN_MSG_WHY_BLOCKADE, to,
		    seat(v, SN_ARMY(pc)), seat(v, SN_ARMY(pc)));
	if (owner == y && SN_ARMY(pc) != y)
		return sn_msg_piece(buf, size, SN_MSG_WHY_ARMY_MOVED, to,
		    kindname[SN_KIND(pc)], seat(v, SN_ARMY(pc)), seat(v, y));
	if (owner == y)
		return sn_msg_piece(buf, size, SN_MSG_WHY_OWN_PIECE, to,
		    seat(v, y), kindname[SN_KIND(pc)]);
	if (p->team[y] >> owner & 1)
		return sn_msg_piece(buf, size, SN_MSG_WHY_TEAMMATE_PIECE, to,
		    seat(v, owner), kindname[SN_KIND(pc)], seat(v, owner),
		    seat(v, y), seat(v, y));
	if (!(v->kinds[SN_KIND(pc)].flags & SN_KF_KING))
		return -1;
	if ((p->pflags & SN_PF_KING_CAPTURE) && !(p->mated >> owner & 1))
		return sn_msg_piece(buf, size, SN_MSG_WHY_KING_NOT_MATED, to,
		    seat(v, owner), seat(v, owner));
	if (!(p->pflags & SN_PF_KING_CAPTURE))
		return sn_msg_piece(buf, size, SN_MSG_WHY_KING_CAPTURE, to,
		    seat(v, owner));
	return -1;
}

/* The first of the seat's pieces of the kind written (on the cell
 * written) that reaches the destination by the way it moves, or -1; the
 * first of them at all in *first. */
static int
reaching_piece(const sn_pos *p, const struct sn_wanted *w, int *first)
{
	sn_set pieces = p->occ[p->turn], r;
	int c;

	*first = -1;
	while (sn_set_any(pieces)) {
		c = sn_set_pop(&pieces);
		if (SN_KIND(p->board[c]) != w->kind ||
		    (w->from >= 0 && w->from != c))
			continue;
		if (*first < 0)
			*first = c;
		r = sn_reach(p, p->board[c], c);
		if (sn_set_has(&r, w->to))
			return c;
	}
	return -1;
}

/* Why no piece of the kind written reaches the destination: `found` of
 * them, the first on `first`. */
static int
explain_unreached(const sn_pos *p, const struct sn_wanted *w, int found,
    int first, char *buf, size_t size)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, c, n;
	char to[4], from[4], cells[128];
	size_t cl = 0;
	sn_set r;

	if ((v->kinds[w->kind].flags & SN_KF_KING) &&
	    sn_set_has(&v->territory[y], w->to) && w->kind == SANNIN_KING)
		return sn_msg_piece(buf, size, SN_MSG_WHY_CASTLING_GONE,
		    (p->castle >> y & 1) ? "; and never onto an attacked cell" :
		    ": that right is gone");
	if ((c = across_corner(p, y, w)) >= 0) {
		sannin_cell_name(v, c, from);
		sannin_cell_name(v, w->to, to);
		return sn_msg_piece(buf, size, SN_MSG_WHY_CORNER_STEP,
		    kindname[w->kind], from, to);
	}
	/* Name the cells the first piece can reach. */
	sannin_cell_name(v, first, from);
	r = sn_set_andnot(sn_reach(p, p->board[first], first), p->occ[y]);
	cells[0] = '\0';
	for (n = 0; sn_set_any(r) && cl < sizeof(cells) - 8; n++) {
		sannin_cell_name(v, sn_set_pop(&r), to);
		cl += (size_t)snprintf(cells + cl, sizeof(cells) - cl, "%s%s",
		    n ? ", " : "", to);
	}
	sannin_cell_name(v, w->to, to);
	return sn_msg_piece(buf, size, SN_MSG_WHY_CANNOT_REACH,
	    kindname[w->kind], seat(v, y), to,
	    found == 1 ? ": the one on " : "", found == 1 ? from : "",
	    found == 1 ? (n ? " goes to " : " cannot move") : "",
	    found == 1 && n ? cells : "");
}

/* Why the piece on c, which reaches the destination, may not go there:
 * promotion, dead ends, castling, or a rule. */
static int
explain_reached(const sn_pos *p, const struct sn_wanted *w, int c,
    char *buf, size_t size)
{
	const struct sannin_variant *v = p->v;
	sannin_action list[SANNIN_MAXACTIONS], b;
	int y = p->turn, d = 0, i, n;
	char to[4], from[4];

	sannin_cell_name(v, c, from);
	sannin_cell_name(v, w->to, to);
	n = sn_gen(p, &(struct sn_gen_ask){ .seat = y }, list);
	for (i = 0; i < n; i++)
		if (list[i].type == SANNIN_ACT_MOVE && list[i].from == c &&
		    list[i].to == w->to) {
			d |= list[i].promote ? 2 : 1;
			if (!(w->suffix == '+') == !list[i].promote ||
			    w->suffix == 0)
				return why_not(p, &list[i], buf, size);
		}
	if (w->suffix == '+' && (d & 1))
		return sn_msg_piece(buf, size, SN_MSG_WHY_NO_PROMOTION,
		    kindname[w->kind], from,
		    (p->lost >> y & 1) ? "allies may not promote" :
		    !v->kinds[w->kind].promoted ? "it has no promoted form" :
		    "neither its cell nor the cell it goes to is in its "
		    "seat's promotion zone");
	if (d & 2)
		return sn_msg_piece(buf, size, SN_MSG_WHY_MUST_PROMOTE,
		    kindname[w->kind], to);
	if ((v->kinds[w->kind].flags & SN_KF_KING) &&
	    v->dirto[c][w->to] != SN_NODIR && v->nb[c][v->dirto[c][w->to]] !=
	    w->to)
		return sn_msg_piece(buf, size, SN_MSG_WHY_KING_JUMP);
	if (sn_set_has(&v->dead[p->board[c]], w->to) &&
	    p->rules.opt[SANNIN_OPT_DEAD_END] == SANNIN_DEAD_END_FORBID)
		return sn_msg_piece(buf, size, SN_MSG_WHY_DEAD_END,
		    kindname[w->kind], to);
	memset(&b, 0, sizeof(b));
	b.type = SANNIN_ACT_MOVE;
	b.kind = (unsigned char)w->kind;
	b.from = (unsigned char)c;
	b.to = (unsigned char)w->to;
	b.promote = w->suffix == '+';
	return why_not(p, &b, buf, size);
}

int
sn_explain(const sn_pos *p, const struct sn_wanted *w, char *buf,
    size_t size)
{
	const struct sannin_variant *v = p->v;
	int y = p->turn, c, first, found = 0, said;
	sn_set pieces;

	if (w->type == SANNIN_ACT_DROP)
		return explain_drop(p, w, buf, size);
	if (w->type == SANNIN_ACT_ILLUMINATE) {
		if (p->king[y] == SN_NOCELL ||
		    !(v->kinds[SN_KIND(p->board[p->king[y]])].flags &
		    SN_KF_ILLUMINATES))
			return sn_msg_piece(buf, size,
			    SN_MSG_WHY_KING_UNPROMOTED, seat(v, y));
		return sn_msg_piece(buf, size, SN_MSG_WHY_ILLUMINATION_TARGETS,
		    seat(v, y));
	}
	/* A move: the seat's pieces of the kind written. */
	pieces = p->occ[y];
	while (sn_set_any(pieces)) {
		c = sn_set_pop(&pieces);
		if (SN_KIND(p->board[c]) == w->kind &&
		    (w->from < 0 || w->from == c))
			found++;
	}
	if (found == 0)
		return explain_no_piece(p, w, buf, size);
	if ((said = explain_target(p, w, buf, size)) >= 0)
		return said;
	if ((c = reaching_piece(p, w, &first)) < 0)
		return explain_unreached(p, w, found, first, buf, size);
	return explain_reached(p, w, c, buf, size);
}

const char *
sn_explain_turn(const sn_pos *p, int marked, char *buf, size_t size)
{
	const struct sannin_variant *v = p->v;

	buf[0] = '\0';
	if (p->over || marked < 0 || marked >= v->nseats)
		return buf;
	if ((v->hooks->why_not_turn == NULL ||
	    v->hooks->why_not_turn(p, marked, buf, size) <= 0) &&
	    !(p->alive >> marked & 1))
		sn_msg_piece(buf, size, SN_MSG_WHY_SEAT_OUT);
	return buf;
}
