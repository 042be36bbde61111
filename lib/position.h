/*
 * position.h - the position: board, hands, kings, the seat to act and
 * the rights that change during a game, with a hash kept up to date by
 * every change.  Not installed: callers outside the library see an
 * opaque sannin_position.
 */
#ifndef SN_POSITION_H
#define SN_POSITION_H

#include <stdint.h>

#include "geometry.h"
#include "sannin.h"

struct sannin_position {
	const struct sn_variant *v;
	const struct sn_moves *mv;	/* v->moves[promoted-rook option] */
	sannin_rules rules;
	uint8_t board[SN_MAXCELLS];	/* 0 or SN_PIECE(seat, kind) */
	sn_set occ[SN_MAXSEATS];	/* each seat's pieces */
	sn_set all;			/* every piece */
	uint8_t hand[SN_MAXSEATS][SN_NHAND];
	uint8_t king[SN_MAXSEATS];	/* king's cell or SN_NOCELL */
	uint8_t turn;			/* seat to act */
	uint8_t alive;			/* bit per seat still playing */
	uint8_t castle;			/* bit per seat that may castle */
	uint8_t alliance;		/* the two allies' bits, or 0 */
	uint8_t nopromote;		/* bit per seat that may not promote */
	uint8_t nogarden;		/* bit per seat denied the garden win */
	uint32_t ply;			/* actions played so far */
	uint64_t hash;
};

typedef struct sannin_position sn_pos;

void	sn_pos_init(sn_pos *, const sannin_rules *, int setup);
void	sn_pos_put(sn_pos *, int cell, int piece);
void	sn_pos_clear(sn_pos *, int cell);
void	sn_pos_hand(sn_pos *, int seat, int kind, int delta);
void	sn_pos_set_castle(sn_pos *, int seat, int allowed);
void	sn_pos_set_turn(sn_pos *, int seat);

/* The next seat still playing after seat, clockwise. */
int	sn_pos_next(const sn_pos *, int seat);

/*
 * Plays an action known to be legal for the seat to act: moves, drops or
 * illuminates, takes captures into hand, promotes, records the castling
 * rights used or lost by a check, and passes the turn.  The game rules
 * (mates, alliances, the garden) are layered on top of this.
 */
void	sn_pos_apply(sn_pos *, sannin_action *);

/* The hash computed from scratch (the tests compare it with the kept one). */
uint64_t sn_pos_hash_full(const sn_pos *);

#endif
