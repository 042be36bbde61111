/*
 * position.c - building and changing positions.  Every change of the
 * board, the hands or the rights goes through the few functions here,
 * which keep the occupancy sets and the hash in step.  Compiled twice
 * (width.h).
 */
#include "config.h"

#include "width.h"

#include <string.h>

#include "legal.h"		/* the hooks' start */
#include "position.h"

void
sn_pos_init(sn_pos *p, const sannin_rules *rules, int setup)
{
	const struct sannin_variant *v = sn_variant_for(rules);
	int i, seat;

	memset(p, 0, sizeof(*p));
	p->v = v;
	for (seat = 0; seat < SN_MAXSEATS; seat++) {
		p->ctrl[seat] = p->order[seat] = p->place[seat] =
		    (uint8_t)seat;
		p->armies[seat] = (uint8_t)(1u << seat);
	}
	if (rules != NULL && rules->variant == v->id)
		p->rules = *rules;
	else
		sannin_rules_init_variant(&p->rules, v->id);
	p->mv = v->moves[p->rules.opt[SANNIN_OPT_PROMOTED_ROOK] ? 1 : 0];
	for (seat = 0; seat < SN_MAXSEATS; seat++)
		p->king[seat] = SN_NOCELL;
	p->alive = (uint8_t)((1u << v->nseats) - 1);
	p->turn = SANNIN_FIRST;
	p->ret = SN_NOSEAT;
	p->hash = sn_pos_hash_full(p);
	if (setup) {
		for (i = 0; i < v->nsetup; i++)
			sn_pos_put(p, v->setup[i].cell,
			    SN_PIECE(v->setup[i].seat, v->setup[i].kind));
		/* Castling is a right of the seats that have a territory. */
		for (seat = 0; seat < v->nseats; seat++)
			if (sn_set_any(SN_VSET(v, territory, [seat])))
				sn_pos_set_castle(p, seat, 1);
	}
	if (v->hooks->start != NULL)
		v->hooks->start(p);
}

/* sn_pos_put, inline where an action is played (sn_pos_move). */
static SN_ALWAYS_INLINE void
put(sn_pos *p, int c, int pc)
{
	int army = SN_ARMY(pc);
	unsigned flags = p->v->kinds[SN_KIND(pc)].flags;

	p->board[c] = (uint8_t)pc;
	sn_cell_in(&p->occ[p->ctrl[army]], c);
	sn_cell_in(&p->all, c);
	p->hash ^= p->v->zpiece[pc][c];
	if (flags & SN_KF_KING)
		p->king[army] = (uint8_t)c;
	if (flags & SN_KF_BLOCKADE)
		sn_cell_in(&p->blockade, c);
}

void
sn_pos_put(sn_pos *p, int c, int pc)
{
	put(p, c, pc);
}

/* sn_pos_clear, inline where an action is played. */
static SN_ALWAYS_INLINE void
clear(sn_pos *p, int c)
{
	int pc = p->board[c], army = SN_ARMY(pc);

	if (pc == 0)
		return;
	p->board[c] = 0;
	sn_cell_out(&p->occ[p->ctrl[army]], c);
	sn_cell_out(&p->all, c);
	sn_cell_out(&p->blockade, c);
	p->hash ^= p->v->zpiece[pc][c];
	if (p->king[army] == c)
		p->king[army] = SN_NOCELL;
}

void
sn_pos_clear(sn_pos *p, int c)
{
	clear(p, c);
}

void
sn_pos_hand(sn_pos *p, int seat, int kind, int delta)
{
	int n = p->hand[seat][kind];

	p->hash ^= p->v->zhand[seat][kind][n];
	n += delta;
	p->hand[seat][kind] = (uint8_t)n;
	p->hash ^= p->v->zhand[seat][kind][n];
}

void
sn_pos_set_castle(sn_pos *p, int seat, int allowed)
{
	if (((p->castle >> seat) & 1) == (allowed != 0))
		return;
	p->castle ^= (uint8_t)(1u << seat);
	p->hash ^= p->v->zcastle[seat];
}

void
sn_pos_set_turn(sn_pos *p, int seat)
{
	sn_pos_set_turn_in(p, seat);
}

void
sn_pos_set_lost(sn_pos *p, int seat, int lost)
{
	if (((p->lost >> seat) & 1) == (lost != 0))
		return;
	p->lost ^= (uint8_t)(1u << seat);
	p->hash ^= p->v->zlost[seat];
}

void
sn_pos_set_alliance(sn_pos *p, unsigned mask)
{
	p->hash ^= p->v->zally[p->alliance] ^ p->v->zally[mask];
	p->alliance = (uint8_t)mask;
}

void
sn_pos_set_alive(sn_pos *p, int seat, int alive)
{
	if (((p->alive >> seat) & 1) == (alive != 0))
		return;
	p->alive ^= (uint8_t)(1u << seat);
	p->hash ^= p->v->zalive[seat];
}

void
sn_pos_set_ctrl(sn_pos *p, int army, int seat)
{
	int old = p->ctrl[army], c;
	sn_set cells = p->occ[old];

	if (old == seat)
		return;
	while (sn_set_any(cells)) {
		c = sn_set_pop(&cells);
		if (SN_ARMY(p->board[c]) == army) {
			sn_set_del(&p->occ[old], c);
			sn_set_add(&p->occ[seat], c);
		}
	}
	p->hash ^= p->v->zctrl[army][old] ^ p->v->zctrl[army][seat];
	p->ctrl[army] = (uint8_t)seat;
	p->armies[old] &= (uint8_t)~(1u << army);
	p->armies[seat] |= (uint8_t)(1u << army);
}

void
sn_pos_set_ret(sn_pos *p, int seat)
{
	if (p->ret == seat)
		return;
	if (p->ret != SN_NOSEAT)
		p->hash ^= p->v->zret[p->ret];
	if (seat != SN_NOSEAT)
		p->hash ^= p->v->zret[seat];
	p->ret = (uint8_t)seat;
}

void
sn_pos_eliminate(sn_pos *p, int seat)
{
	sn_set cells = p->occ[seat];
	int k;

	while (sn_set_any(cells))
		sn_pos_clear(p, sn_set_pop(&cells));
	for (k = SANNIN_PAWN; k <= p->v->handmax; k++)
		sn_pos_hand(p, seat, k, -p->hand[seat][k]);
	sn_pos_set_castle(p, seat, 0);
	sn_pos_set_lost(p, seat, 0);
	sn_pos_set_alive(p, seat, 0);
}

int
sn_pos_next(const sn_pos *p, int seat)
{
	return sn_next_seat(p, seat);
}

void
sn_pos_set_order(sn_pos *p, const uint8_t *order)
{
	int i;

	for (i = 0; i < p->v->nseats; i++) {
		p->order[i] = order[i];
		p->place[order[i]] = (uint8_t)i;
	}
}

uint64_t
sn_pos_hash_full(const sn_pos *p)
{
	const struct sannin_variant *v = p->v;
	uint64_t h = v->zturn[p->turn];
	int c, seat, k;

	for (c = 0; c < v->ncells; c++)
		if (p->board[c])
			h ^= v->zpiece[p->board[c]][c];
	for (seat = 0; seat < v->nseats; seat++) {
		for (k = 1; k < SN_NHAND; k++)
			h ^= v->zhand[seat][k][p->hand[seat][k]];
		if (p->castle >> seat & 1)
			h ^= v->zcastle[seat];
		if (!(p->alive >> seat & 1))
			h ^= v->zalive[seat];
		if (p->lost >> seat & 1)
			h ^= v->zlost[seat];
		h ^= v->zctrl[seat][p->ctrl[seat]];
	}
	if (p->ret != SN_NOSEAT)
		h ^= v->zret[p->ret];
	return h ^ v->zally[p->alliance];
}

/* sn_pos_hand, inline where an action is played. */
static SN_ALWAYS_INLINE void
hand(sn_pos *p, int seat, int kind, int delta)
{
	int n = p->hand[seat][kind];

	p->hash ^= p->v->zhand[seat][kind][n] ^
	    p->v->zhand[seat][kind][n + delta];
	p->hand[seat][kind] = (uint8_t)(n + delta);
}

/* Takes the piece on cell c into the hand of seat, unpromoted.  (Inline:
 * a capture is a sixth of a game's actions.) */
static SN_ALWAYS_INLINE void
capture(sn_pos *p, int seat, int c)
{
	int kind = p->v->kinds[SN_KIND(p->board[c])].unpromoted;

	clear(p, c);
	/* (A king taken, where it is no piece of the hand, leaves play.) */
	if (kind <= p->v->handmax)
		hand(p, seat, kind, 1);
}

/* (A move to an empty cell as well: sn_pos_move_in() leaves no other.) */
void
sn_pos_move_rest(sn_pos *p, sannin_action *a)
{
	const struct sannin_variant *v = p->v;
	int seat = p->turn, pc, kind, d;

	switch (a->type) {
	case SANNIN_ACT_MOVE:
		pc = p->board[a->from];
		kind = SN_KIND(pc);
		a->kind = (unsigned char)kind;
		a->captured = (unsigned char)SN_KIND(p->board[a->to]);
		if (p->board[a->to])
			capture(p, seat, a->to);
		if (a->promote)
			kind = v->kinds[kind].promoted;
		/* The piece keeps its army, whoever moves it. */
		sn_pos_shift(p, a->from, a->to, pc,
		    SN_PIECE(SN_ARMY(pc), kind));
		if (v->kinds[kind].flags & SN_KF_KING)
			sn_pos_set_castle(p, seat, 0);
		break;
	case SANNIN_ACT_DROP:
		a->captured = SANNIN_EMPTY;
		hand(p, seat, a->kind, -1);
		put(p, a->to, SN_PIECE(seat, a->kind));
		break;
	case SANNIN_ACT_ILLUMINATE:
		a->kind = SANNIN_PKING;
		a->captured = SANNIN_EMPTY;
		for (d = 0; d < v->ndirs; d++)
			if (a->targets >> d & 1) {
				int t = sn_first_on_ray(v, a->from, d, p->all);

				if (t >= 0)
					capture(p, seat, t);
			}
		break;
	}
	p->ply++;
}

void
sn_pos_move(sn_pos *p, sannin_action *a)
{
	sn_pos_move_in(p, a);
}

/*
 * The two-pawn rule: the cells of the seat's files (along its forward
 * direction) that hold an unpromoted pawn it moves, of any army
 * (two-pawns=controlled) or of its own (two-pawns=own); no pawn of the
 * seat may be dropped there.
 */
sn_set
sn_pawn_files(const sn_pos *p, int seat)
{
	const struct sannin_variant *v = p->v;
	sn_set pawns = p->occ[seat], r = sn_set_empty();
	int own = p->rules.opt[SANNIN_OPT_TWO_PAWNS] == SANNIN_TWO_PAWNS_OWN;
	int c, pc;

	while (sn_set_any(pawns)) {
		c = sn_set_pop(&pawns);
		pc = p->board[c];
		if (SN_KIND(pc) == SANNIN_PAWN && (!own || SN_ARMY(pc) == seat))
			r = sn_set_or(r, SN_VSET(v, file, [seat][c]));
	}
	return r;
}
