/*
 * position.h - the position: board, hands, kings, the seat to act and
 * the rights that change during a game, with a hash kept up to date by
 * every change.  Not installed: callers outside the library see an
 * opaque sannin_position.
 */
#ifndef SN_POSITION_H
#define SN_POSITION_H

#include <stdint.h>
#include <string.h>

#include "variant.h"
#include "sannin.h"
#include "width.h"

/*
 * Room for what a variant's module keeps in a position beside the core's
 * state (see sannin_position.game), aligned for any of its members: the
 * module lays its own struct over it and asserts that it fits.  Kept in
 * the position, not beside it, so that a copy of a position, made whole,
 * carries it.  Sized for the largest module's (sannin's).
 */
#define SN_GAME_STATE 48

union sn_game_state {
	unsigned char bytes[SN_GAME_STATE];
	uint64_t align_word;
	void *align_pointer;
};

struct sannin_position {
	const struct sannin_variant *v;
	const struct sn_moves *mv;	/* v->moves[promoted-rook option] */
	sannin_rules rules;
	uint8_t board[SN_MAXCELLS];	/* 0 or SN_PIECE(army, kind) */
	sn_set occ[SN_MAXSEATS];	/* the pieces each seat moves */
	uint8_t ctrl[SN_MAXSEATS];	/* the seat that moves each army */
	uint8_t armies[SN_MAXSEATS];	/* the armies each seat moves (bit
					 * per army; kept with ctrl) */
	sn_set all;			/* every piece */
	sn_set blockade;		/* turned-over kings (yonin shogi) */
	uint8_t hand[SN_MAXSEATS][SN_NHAND];
	uint8_t king[SN_MAXSEATS];	/* each army's king's cell, or
					 * SN_NOCELL */
	uint8_t turn;			/* seat to act */
	uint8_t ret;			/* the seat a check took the turn
					 * from, with after-check=return
					 * (yonin shogi), or SN_NOSEAT */
	/* The seats in the regular order of play: order[0] acts first
	 * (sannin_position_order); place[s] is seat s's index there. */
	uint8_t order[SN_MAXSEATS], place[SN_MAXSEATS];
	/* Teams (Shipley): team[s] holds s's teammates, whose pieces s may
	 * not capture; the pieces of the seats in nocheck[s] do not check
	 * s's king.  Both 0 where there are no teams. */
	uint8_t team[SN_MAXSEATS], nocheck[SN_MAXSEATS];
	/* The seats checkmated now, as the last action left them (Shipley:
	 * they lose their turns; not part of the hash, worked out from the
	 * position). */
	uint8_t mated;
	uint8_t pflags;			/* SN_PF_ */
	uint8_t alive;			/* bit per seat still playing */
	uint8_t castle;			/* bit per seat that may castle */
	uint8_t alliance;		/* the two allies' bits, or 0 */
	uint8_t lost;			/* bit per seat that may neither promote
					 * nor win in the garden (allies) */
	uint8_t over;			/* the game has ended */
	uint8_t winner;			/* bit of the winning seat */
	uint32_t ply;			/* actions played so far */
	uint64_t hash;

	/*
	 * What the variant's module keeps in the position of its own, for
	 * its rules and its speedups (sannin: what the last action did, for
	 * the alliance rules, and the game's cache it was played with;
	 * sannin/sannin_last.h).  The core copies, clears and compares it
	 * with the rest, as bytes, and never reads it.  Not part of the
	 * hash.
	 */
	union sn_game_state game;
};

typedef struct sannin_position sn_pos;

/* What a position's rules allow beyond its variant's tables. */
enum {
	SN_PF_KING_CAPTURE = 1	/* a king checkmated may be taken by a
				 * seat that checks it (Shipley,
				 * style=independent) */
};

/*
 * *d = *s, in pieces of 256 bytes: GCC's generic tuning copies a larger
 * struct with the string instruction rep movsq, slow to start on some
 * cores (AMD's: validation spent 1.6% of its time in the one copy of
 * sannin's play), and a smaller one with vector moves.
 */
static inline void
sn_pos_copy(sn_pos *d, const sn_pos *s)
{
	size_t i;

	for (i = 0; i + 256 <= sizeof(*s); i += 256)
		memcpy((char *)d + i, (const char *)s + i, 256);
	memcpy((char *)d + i, (const char *)s + i, sizeof(*s) - i);
}

/* For a small helper that a hot loop asks of most actions: inlined
 * whatever the compiler's estimate of its size. */
#if defined(__GNUC__)
#define SN_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define SN_ALWAYS_INLINE inline
#endif

/* For the rare work of a function whose usual path is short: kept apart,
 * so that the usual path pays for no stack frame of the rare one's. */
#if defined(__GNUC__)
#define SN_NOINLINE __attribute__((noinline))
#else
#define SN_NOINLINE
#endif

/* The cells piece pc steps to from cell c, and those from which it steps
 * onto c: the variant's step tables, by the piece's set of step
 * directions (sn_moves.stepset). */
#define SN_STEPS_FROM(p, pc, c) \
	SN_VSET((p)->v, step, [(p)->mv[pc].stepset][c].from)
#define SN_STEPS_ONTO(p, pc, c) \
	SN_VSET((p)->v, step, [(p)->mv[pc].stepset][c].to)

/* The seat that moves the piece pc. */
static inline int
sn_ctrl(const sn_pos *p, int pc)
{
	return p->ctrl[SN_ARMY(pc)];
}

/* The armies (a mask) that the seats of the mask `seats` move: a piece
 * pc is moved by one of them when the mask has bit SN_ARMY(pc).  Worked
 * out once, it spares a hot loop the load of ctrl that would follow each
 * load of the board. */
static inline unsigned
sn_armies_of(const sn_pos *p, unsigned seats)
{
	unsigned m = 0;

	for (int s = 0; s < SN_MAXSEATS; s++)
		if (seats >> s & 1)
			m |= p->armies[s];
	return m;
}

/* sn_pos_next, inline where every action passes the turn (sannin's
 * play).  (The index wrapped without a division: at + i < 2 n.) */
static inline int
sn_next_seat(const sn_pos *p, int seat)
{
	int i, j, n = p->v->nseats, at = p->place[seat];

	/* (Mostly the next seat in the order plays.) */
	j = at + 1 < n ? at + 1 : 0;
	if (p->alive >> p->order[j] & 1)
		return p->order[j];
	for (i = 2; i <= n; i++) {
		j = at + i < n ? at + i : at + i - n;
		if (p->alive >> p->order[j] & 1)
			return p->order[j];
	}
	return seat;
}

SN_CORE void	sn_pos_init(sn_pos *, const sannin_rules *, int setup);
SN_CORE void	sn_pos_put(sn_pos *, int cell, int piece);
SN_CORE void	sn_pos_clear(sn_pos *, int cell);
SN_CORE void	sn_pos_hand(sn_pos *, int seat, int kind, int delta);
SN_CORE void	sn_pos_set_castle(sn_pos *, int seat, int allowed);
SN_CORE void	sn_pos_set_turn(sn_pos *, int seat);
SN_CORE void	sn_pos_set_lost(sn_pos *, int seat, int lost);
SN_CORE void	sn_pos_set_alliance(sn_pos *, unsigned mask);
SN_CORE void	sn_pos_set_alive(sn_pos *, int seat, int alive);
/* Army's pieces are moved by seat from now on. */
SN_CORE void	sn_pos_set_ctrl(sn_pos *, int army, int seat);
/* The seat the turn returns to after a check, or SN_NOSEAT. */
SN_CORE void	sn_pos_set_ret(sn_pos *, int seat);

/* The seat leaves the game: its pieces and hand go, its rights too. */
SN_CORE void	sn_pos_eliminate(sn_pos *, int seat);

/* The next seat still playing after seat, in the regular order. */
SN_CORE int	sn_pos_next(const sn_pos *, int seat);
/* The regular order of play, a permutation of the seats. */
SN_CORE void	sn_pos_set_order(sn_pos *, const uint8_t *order);

/*
 * Carries out an action known to be legal for the seat to act: moves,
 * drops or illuminates, takes captures into hand, promotes, and ends the
 * mover's castling right when its king moves.  It does not pass the turn:
 * each variant's rules (their play hook) do that and the rest.
 */
SN_CORE void	sn_pos_move(sn_pos *, sannin_action *);

/* sn_pos_move of any action but a move to an empty cell. */
SN_CORE void	sn_pos_move_rest(sn_pos *, sannin_action *);

/* The hash computed from scratch (the tests compare it with the kept one). */
SN_CORE uint64_t sn_pos_hash_full(const sn_pos *);

/* sn_pos_set_turn, inline where every action passes the turn (sannin's
 * play). */
static SN_ALWAYS_INLINE void
sn_pos_set_turn_in(sn_pos *p, int seat)
{
	p->hash ^= p->v->zturn[p->turn] ^ p->v->zturn[seat];
	p->turn = (uint8_t)seat;
}

/* Cell c into and out of a set of the position: its one word, by the
 * word's index (sn_set_add and sn_set_del work out every word, for sets
 * held in registers; these are in memory). */
static SN_ALWAYS_INLINE void
sn_cell_in(sn_set *s, int c)
{
	s->w[c >> 6] |= (uint64_t)1 << (c & 63);
}

static SN_ALWAYS_INLINE void
sn_cell_out(sn_set *s, int c)
{
	s->w[c >> 6] &= ~((uint64_t)1 << (c & 63));
}

/*
 * sn_pos_clear(p, from) then sn_pos_put(p, to, to_pc) for a move of the
 * piece pc on cell from to the empty cell to, as to_pc (the same army,
 * maybe promoted): the army's set found, and the hash changed, once.
 */
static SN_ALWAYS_INLINE void
sn_pos_shift(sn_pos *p, int from, int to, int pc, int to_pc)
{
	int army = SN_ARMY(pc);
	unsigned flags = p->v->kinds[SN_KIND(to_pc)].flags;
	sn_set *occ = &p->occ[p->ctrl[army]];

	p->board[from] = 0;
	p->board[to] = (uint8_t)to_pc;
	sn_cell_out(occ, from);
	sn_cell_in(occ, to);
	sn_cell_out(&p->all, from);
	sn_cell_in(&p->all, to);
	sn_cell_out(&p->blockade, from);
	if (flags & SN_KF_BLOCKADE)
		sn_cell_in(&p->blockade, to);
	p->hash ^= p->v->zpiece[pc][from] ^ p->v->zpiece[to_pc][to];
	if (flags & SN_KF_KING)
		p->king[army] = (uint8_t)to;
	else if (p->king[army] == from)
		p->king[army] = SN_NOCELL;
}

/*
 * sn_pos_move, inline where every action is played (sannin's play): a
 * move to an empty cell, most of a game's actions, here, without a call
 * but the castling right's, last (so that sn_pos_move itself saves no
 * registers on this path); any other action by sn_pos_move_rest.
 */
static SN_ALWAYS_INLINE void
sn_pos_move_in(sn_pos *p, sannin_action *a)
{
	const struct sannin_variant *v = p->v;
	int pc, kind;

	if (a->type != SANNIN_ACT_MOVE || p->board[a->to] != 0) {
		sn_pos_move_rest(p, a);
		return;
	}
	pc = p->board[a->from];
	kind = SN_KIND(pc);
	a->kind = (unsigned char)kind;
	a->captured = SANNIN_EMPTY;
	if (a->promote)
		kind = v->kinds[kind].promoted;
	/* The piece keeps its army, whoever moves it. */
	sn_pos_shift(p, a->from, a->to, pc, SN_PIECE(SN_ARMY(pc), kind));
	p->ply++;
	/* (Called only while the right is held.) */
	if ((v->kinds[kind].flags & SN_KF_KING) && (p->castle >> p->turn & 1))
		sn_pos_set_castle(p, p->turn, 0);
}

/* Where the two-pawn rule forbids the seat's pawn drops (variants with
 * SN_VF_TWO_PAWNS): the cells of its files that hold a pawn of its
 * (position.c, beside the position it reads, so that the generators
 * (movegen.c, movegen_targeted.c) both take it from below). */
SN_CORE sn_set	sn_pawn_files(const sn_pos *, int seat);

#endif
