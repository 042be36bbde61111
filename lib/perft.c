/*
 * perft.c - counting legal action sequences, the standard check of a
 * move generator against another implementation (rules-notes 13), and
 * playing one checked action.
 */
#include "config.h"

#include <string.h>

#include "diag.h"
#include "movegen.h"
#include "position.h"

static uint64_t
perft(const sn_pos *p, int depth, uint64_t *counts, int level)
{
	sannin_action list[SANNIN_MAXACTIONS];
	uint64_t total = 0;
	int i, n = sn_gen(p, p->turn, list);

	if (counts != NULL)
		counts[level] += (uint64_t)n;
	if (depth == 1)
		return (uint64_t)n;
	for (i = 0; i < n; i++) {
		sn_pos q = *p;

		sn_pos_apply(&q, &list[i]);
		total += perft(&q, depth - 1, counts, level + 1);
	}
	return total;
}

uint64_t
sannin_perft(const sannin_position *p, int depth, uint64_t *counts)
{
	if (counts != NULL && depth > 0)
		memset(counts, 0, sizeof(*counts) * (size_t)depth);
	if (depth <= 0)
		return 1;
	return perft(p, depth, counts, 0);
}

int
sannin_position_play(sannin_position *p, sannin_action *a, sannin_diag *dg)
{
	sannin_action all[SANNIN_MAXACTIONS];
	int i, n;

	if (a->type == SANNIN_ACT_MOVE && a->from < p->v->ncells)
		a->kind = (unsigned char)SN_KIND(p->board[a->from]);
	else if (a->type == SANNIN_ACT_ILLUMINATE)
		a->kind = SANNIN_PKING;
	n = sn_gen(p, p->turn, all);
	for (i = 0; i < n; i++)
		if (sannin_action_equal(&all[i], a)) {
			sn_pos_apply(p, a);
			return 0;
		}
	sn_diag_set(dg, SANNIN_E_ILLEGAL, SANNIN_SEV_ERROR, 0,
	    "not a legal action of the seat to act");
	return -1;
}
