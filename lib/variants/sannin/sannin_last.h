/*
 * sannin_last.h - what sannin shogi's module keeps in a position of its
 * own (sannin-rules(7), Automatic alliances): what the previous action
 * did, for the dual attack, and the game's cache of threats it was
 * played with.  Laid over the position's room for a module's state
 * (sannin_position.game), which the core copies and compares with the
 * rest and never reads.  Not installed.
 */
#ifndef SN_SANNIN_LAST_H
#define SN_SANNIN_LAST_H

#include "position.h"

struct sn_tcache;

struct sn_sannin_last {
	/*
	 * The previous action's seat, whether it was a direct defence,
	 * and the new threats it made on the pieces (cells) of the third
	 * seat, the one that is neither its seat nor the seat to act:
	 * new holds those of seat newseat, and no other seat has any
	 * (sn_last_new_held).
	 */
	uint8_t actor;		/* SN_NOSEAT before the first action */
	uint8_t defence;
	uint8_t newseat;
	/*
	 * In a game, sn_play leaves undecided what only a mate search can
	 * settle: whether the action was a direct defence (bit 0 of
	 * pending, with bit 2 when not even what is known without a
	 * search was asked; defence is 0 meanwhile) and whether the king's
	 * cell of seat `seat` is among the new threats (bit 1).  `lazy` is
	 * the game's cache of threats: it holds the threats before and
	 * after the action for the search, while its lazyid is this one,
	 * and the rules read the threats of the position there while they
	 * are its own (the cache's hash).  Read the two through
	 * sn_last_defence() and sn_last_new(); copies that outlive the call
	 * that made them go through sn_pos_settle(), which clears `lazy`.
	 */
	uint8_t pending;
	uint8_t seat;
	uint32_t lazyid;
	sn_set new;
	struct sn_tcache *lazy;
};

/* It fits the position's room, aligned. */
typedef char sn_sannin_last_fits[sizeof(struct sn_sannin_last) <=
    sizeof(union sn_game_state) && __alignof__(struct sn_sannin_last) <=
    __alignof__(union sn_game_state) ? 1 : -1];

/* What p keeps of its last action, to read, and to change. */
static inline const struct sn_sannin_last *
sn_last(const sn_pos *p)
{
	return (const struct sn_sannin_last *)(const void *)p->game.bytes;
}

static inline struct sn_sannin_last *
sn_last_edit(sn_pos *p)
{
	return (struct sn_sannin_last *)(void *)p->game.bytes;
}

/* The new threats of p's last action on seat s's pieces that p holds
 * (see new; sn_last_new() also those left undecided). */
static inline sn_set
sn_last_new_held(const sn_pos *p, int s)
{
	return s == sn_last(p)->newseat ? sn_last(p)->new : sn_set_empty();
}

#endif
