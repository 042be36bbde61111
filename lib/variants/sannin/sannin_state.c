/*
 * sannin_state.c - what the game's cache of threats knows of a position
 * (its threats, its checkers, whether a seat is in check), and what a
 * position says of its last action (a direct defence?  new threats on
 * the next seat?), worked out from the cache only when asked
 * (sannin-rules(7), Automatic alliances).
 */
#include "config.h"

/* A part of lib/narrow_boards.c: compiled narrow only (width.h). */

#include "generate.h"
#include "sannin/sannin_state.h"
#include "sannin/sannin_threats.h"

/* sn_threats_known, inline where a record's every move asks it (see
 * sn_checked_known). */
static SN_ALWAYS_INLINE const struct sn_threats *
threats_known(const sn_pos *p)
{
	const struct sn_tcache *c = sn_last(p)->lazy;

	return c != NULL && c->valid && c->hash == p->hash ?
	    sn_slot_const(c, c->cur) : NULL;
}

const struct sn_threats *
sn_threats_known(const sn_pos *p)
{
	return threats_known(p);
}

unsigned
sn_checkers_known(const sn_pos *p, int seat)
{
	const unsigned *chk = sn_cached_checkers(sn_last(p)->lazy, p);

	return chk != NULL ? chk[seat] : sn_checkers(p, seat);
}

int
sn_checked_known(const sn_pos *p, int seat)
{
	const struct sn_threats *t;
	const unsigned *chk;
	int k = p->king[seat];

	/* (The checkers first: in a game every action leaves them, for
	 * the board it leaves, and they are the quicker read.) */
	if ((chk = sn_cached_checkers(sn_last(p)->lazy, p)) != NULL)
		return chk[seat] != 0;
	if ((t = threats_known(p)) == NULL)
		return -1;
	if (k == SN_NOCELL)
		return 0;
	/* (All three seats playing, as whenever the cache holds threats:
	 * the checks sn_threat_sets() kept.) */
	if ((p->alive & 7) == 7)
		return (t->checks >> (seat * SN_MAXSEATS) & 7) != 0;
	/* (Sannin's three seats, as in report_checks(): the attacks of
	 * each read without a branch on the one before.) */
	return (((unsigned)sn_set2_has(&t->att[0], k) |
	    (unsigned)sn_set2_has(&t->att[1], k) << 1 |
	    (unsigned)sn_set2_has(&t->att[2], k) << 2) & ~(1u << seat)) != 0;
}

/* The threats before and after p's last action, when p left something
 * undecided and they are still those of the cache. */
static struct sn_tcache *
lazy_of(const sn_pos *p)
{
	const struct sn_sannin_last *last = sn_last(p);

	return last->pending && last->lazy != NULL &&
	    last->lazy->lazyid == last->lazyid ? last->lazy : NULL;
}

/* sn_direct_defence_known() of the cache's action slots, of y's action:
 * worked out once an action, however many copies of the position ask
 * (the slots' lazyid keys it). */
static int
slots_known(struct sn_tcache *c, int y)
{
	if (c->known_id != c->lazyid) {
		c->known_defence = sn_direct_defence_known(y,
		    sn_slot(c, c->last_t0), sn_slot(c, c->last_t1));
		c->known_id = c->lazyid;
	}
	return c->known_defence;
}

/* sn_direct_defence() of the slots: slots_known(), then the searches.
 * (Apart, a tail call: sn_last_defence keeps no frame.) */
static SN_NOINLINE int
slots_defence(struct sn_tcache *c, int y)
{
	int d = slots_known(c, y);

	return d >= 0 ? d : sn_direct_defence_unsure(y, sn_slot(c, c->last_t0),
	    sn_slot(c, c->last_t1));
}

int
sn_last_defence(const sn_pos *p)
{
	const struct sn_sannin_last *last = sn_last(p);
	struct sn_tcache *c;

	if (!(last->pending & 1) || (c = lazy_of(p)) == NULL)
		return last->defence;
	/* (Bit 2: sn_direct_defence_known() not asked when the action was
	 * played; else it said -1.) */
	if (last->pending & 4)
		return slots_defence(c, last->actor);
	return sn_direct_defence_unsure(last->actor, sn_slot(c, c->last_t0),
	    sn_slot(c, c->last_t1));
}

int
sn_last_defence_known(const sn_pos *p)
{
	const struct sn_sannin_last *last = sn_last(p);
	struct sn_tcache *c;

	if (!(last->pending & 1) || (c = lazy_of(p)) == NULL)
		return last->defence;
	return last->pending & 4 ? slots_known(c, last->actor) : -1;
}

sn_set
sn_last_new(const sn_pos *p, int s)
{
	const struct sn_sannin_last *last = sn_last(p);
	struct sn_tcache *c;

	if (!(last->pending & 2) || s != last->seat ||
	    (c = lazy_of(p)) == NULL)
		return sn_last_new_held(p, s);
	return sn_threats_new(sn_slot(c, c->last_t0), sn_slot(c, c->last_t1),
	    last->actor, s);
}

void
sn_sannin_settle(sn_pos *p)
{
	struct sn_sannin_last *last = sn_last_edit(p);

	if (last->pending) {
		last->defence = (uint8_t)sn_last_defence(p);
		if (last->pending & 2) {
			last->new = sn_last_new(p, last->seat);
			last->newseat = last->seat;
		}
	}
	last->pending = 0;
	last->lazy = NULL;
}

void
sn_sannin_start(sn_pos *p)
{
	sn_last_edit(p)->actor = SN_NOSEAT;
}

struct sn_tcache **
sn_sannin_cache_of(sn_pos *p)
{
	return &sn_last_edit(p)->lazy;
}

const sn_set2 *
sn_sannin_known_reach(const sn_pos *p)
{
	const struct sn_threats *t = sn_threats_known(p);

	return t != NULL ? t->reach : NULL;
}
