/*
 * position_api.c - the public functions on positions: new, free, set up
 * and read (libsannin(3)).
 */
#include "config.h"

#include <stdlib.h>

#include "diag.h"
#include "position.h"

/* A new position of the rules' variant, set up or empty. */
static sannin_position *
position_new(const sannin_rules *rules, int setup)
{
	sn_pos *p = malloc(sizeof(*p));

	if (p != NULL)
		sn_pos_init(p, rules, setup);
	return p;
}

sannin_position *
sannin_position_new(const sannin_rules *rules)
{
	return position_new(rules, 1);
}

sannin_position *
sannin_position_new_empty(const sannin_rules *rules)
{
	return position_new(rules, 0);
}

void
sannin_position_free(sannin_position *p)
{
	free(p);
}

static int
bad_seat(const sn_pos *p, int seat, sannin_diag *dg)
{
	if (seat >= 0 && seat < p->v->nseats)
		return 0;
	sn_diag_msg(dg, SN_MSG_NO_SEAT, 0, seat);
	return 1;
}

int
sannin_position_put(sannin_position *p, int cell, int seat, int kind,
    sannin_diag *dg)
{
	const struct sannin_variant *v = p->v;

	if (cell < 0 || cell >= v->ncells) {
		sn_diag_msg(dg, SN_MSG_NO_CELL, 0, cell);
		return -1;
	}
	if (kind < 0 || kind >= SN_NKINDS) {
		sn_diag_msg(dg, SN_MSG_NO_KIND, 0, kind);
		return -1;
	}
	if (kind == SANNIN_EMPTY) {
		sn_pos_clear(p, cell);
		return 0;
	}
	if (bad_seat(p, seat, dg))
		return -1;
	if ((v->kinds[kind].flags & SN_KF_KING) &&
	    p->king[seat] != SN_NOCELL && p->king[seat] != cell) {
		char name[4];

		sannin_cell_name(v, p->king[seat], name);
		sn_diag_msg(dg, SN_MSG_SECOND_KING, 0, name);
		return -1;
	}
	sn_pos_clear(p, cell);
	sn_pos_put(p, cell, SN_PIECE(seat, kind));
	return 0;
}

int
sannin_position_set_hand(sannin_position *p, int seat, int kind, int count,
    sannin_diag *dg)
{
	if (bad_seat(p, seat, dg))
		return -1;
	if (kind < SANNIN_PAWN || kind > p->v->handmax) {
		sn_diag_msg(dg, SN_MSG_HAND_KIND, 0,
		    p->v->handmax >= SANNIN_KING ? ", and kings" : "");
		return -1;
	}
	if (count < 0 || count > SN_HANDSET) {
		sn_diag_msg(dg, SN_MSG_HAND_COUNT, 0, SN_HANDSET, count);
		return -1;
	}
	sn_pos_hand(p, seat, kind, count - p->hand[seat][kind]);
	return 0;
}

int
sannin_position_set_turn(sannin_position *p, int seat, sannin_diag *dg)
{
	if (bad_seat(p, seat, dg))
		return -1;
	sn_pos_set_turn(p, seat);
	return 0;
}

int
sannin_position_set_castling(sannin_position *p, int seat, int allowed,
    sannin_diag *dg)
{
	if (bad_seat(p, seat, dg))
		return -1;
	sn_pos_set_castle(p, seat, allowed);
	return 0;
}

int
sannin_position_piece(const sannin_position *p, int cell, int *seat)
{
	int pc;

	if (cell < 0 || cell >= p->v->ncells)
		return SANNIN_EMPTY;
	pc = p->board[cell];
	if (seat != NULL)
		*seat = pc ? SN_ARMY(pc) : -1;
	return SN_KIND(pc);
}

int
sannin_position_hand(const sannin_position *p, int seat, int kind)
{
	if (seat < 0 || seat >= p->v->nseats || kind < SANNIN_PAWN ||
	    kind > p->v->handmax)
		return 0;
	return p->hand[seat][kind];
}

const sannin_variant *
sannin_position_variant(const sannin_position *p)
{
	return p->v;
}

int
sannin_position_controller(const sannin_position *p, int army)
{
	return army >= 0 && army < p->v->nseats ? p->ctrl[army] : -1;
}

unsigned
sannin_position_mated(const sannin_position *p)
{
	return p->mated;
}

unsigned
sannin_position_team(const sannin_position *p, int seat)
{
	return seat >= 0 && seat < p->v->nseats ? p->team[seat] : 0;
}

int
sannin_position_turn(const sannin_position *p)
{
	return p->turn;
}

int
sannin_position_king(const sannin_position *p, int seat)
{
	if (seat < 0 || seat >= p->v->nseats || p->king[seat] == SN_NOCELL)
		return -1;
	return p->king[seat];
}

int
sannin_position_can_castle(const sannin_position *p, int seat)
{
	return seat >= 0 && seat < p->v->nseats && (p->castle >> seat & 1);
}

const sannin_rules *
sannin_position_rules(const sannin_position *p)
{
	return &p->rules;
}

uint64_t
sannin_position_hash(const sannin_position *p)
{
	return p->hash;
}

int
sannin_action_equal(const sannin_action *a, const sannin_action *b)
{
	return a->type == b->type && a->from == b->from && a->to == b->to &&
	    a->kind == b->kind && a->promote == b->promote &&
	    a->targets == b->targets;
}
