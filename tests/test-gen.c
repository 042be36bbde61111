/*
 * test-gen.c - the generators that produce only part of the legal
 * actions, against the full list, over seeded random games:
 *
 *   sn_gen_to      exactly the actions of sn_gen that end on a cell;
 *   sn_gen_checks  every action of sn_gen that checks the victim (when
 *                  the seat does not check it already), and only actions
 *                  of sn_gen;
 *   sn_gen_any     non-zero exactly when some action of sn_gen passes
 *                  the filter, for "every action" and for a filter that
 *                  takes drops only.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "rand.h"
#include "threat.h"
#include "util.h"

static uint64_t rng = 0x9e3779b97f4a7c15ULL;

static int
in_list(const sannin_action *a, const sannin_action *list, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (sannin_action_equal(a, &list[i]))
			return 1;
	return 0;
}

static int
drops_only(const sn_pos *p, const sannin_action *a, void *ctx)
{
	(void)p;
	(void)ctx;
	return a->type == SANNIN_ACT_DROP;
}

int
main(void)
{
	static sannin_action all[SANNIN_MAXACTIONS], part[SANNIN_MAXACTIONS];
	int game, ply, seat, vs, n, m, i, c, k, want;
	int bad_to = 0, bad_checks = 0, bad_any = 0, checks = 0, positions = 0;
	sannin_position *p;
	sannin_diag dg;

	for (game = 0; game < 30; game++) {
		p = sannin_position_new(NULL);
		for (ply = 0; ply < 150; ply++) {
			positions++;
			for (seat = 0; seat < 3; seat++) {
				n = sn_gen(p, seat, all);
				/* sn_gen_to, on every cell an action reaches
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
					m = sn_gen_to(p, seat, c, part);
					if (m != want)
						bad_to++;
					for (i = 0; i < m; i++)
						if (part[i].to != c ||
						    !in_list(&part[i], all, n))
							bad_to++;
				}
				for (vs = 0; vs < 3; vs++) {
					if (vs == seat || p->king[vs] ==
					    SN_NOCELL || (sn_checkers(p, vs) >>
					    seat & 1))
						continue;
					m = sn_gen_checks(p, seat, 1u << vs,
					    NULL, part);
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
				if (!sn_gen_any(p, seat, NULL, NULL) != !n ||
				    !sn_gen_any(p, seat, drops_only, NULL) !=
				    !k)
					bad_any++;
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
	is_int(bad_to, 0, "sn_gen_to gives the actions of sn_gen that end "
	    "on the cell, in %d positions", positions);
	is_int(bad_checks, 0, "sn_gen_checks gives every one of %d checking "
	    "actions, and only legal ones", checks);
	ok(checks > 1000, "the games had checking actions to find (%d)",
	    checks);
	is_int(bad_any, 0, "sn_gen_any finds an action exactly when sn_gen "
	    "has one the filter takes");
	return tap_done();
}
