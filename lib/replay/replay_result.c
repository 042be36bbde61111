/*
 * replay_result.c - the result of a replayed game: which results a
 * variant has (sannin-record(5), Results), and whether the result
 * written is one of them and agrees with the game as played.
 */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "record.h"
#include "replay.h"
#include "variant.h"

/* A result names at most the game's most winners and at least its
 * fewest (its registry entry). */
int
sn_result_winners(const sannin_variant *v, const char *w)
{
	const struct sn_game *game = sn_game(v->id);
	int s, n = sannin_variant_nseats(v), mask = 0, won;

	if (strcmp(w, "*") == 0)
		return -1;
	for (s = 0; s < n; s++) {
		if ((w[0] != '0' && w[0] != '1') ||
		    w[1] != (s == n - 1 ? '\0' : '-'))
			return -2;
		mask |= (w[0] == '1') << s;
		w += 2;
	}
	won = __builtin_popcount((unsigned)mask);
	if (won > game->most_winners || won < game->fewest_winners)
		return -2;
	return mask;
}

int
sannin_result_winners(const sannin_variant *v, const char *result)
{
	if (v == NULL || result == NULL || !sn_result_shape(result))
		return -2;
	return sn_result_winners(v, result);
}

/* "Middle has won", "North and South have won". */
static void
winners(const struct sannin_record *r, unsigned won, char *buf, size_t size)
{
	struct sn_list l = {buf, size, 0, 0, (int)__builtin_popcount(won), " and "};
	int s;

	for (s = 0; s < sannin_variant_nseats(r->variant); s++)
		if (won >> s & 1)
			sn_list_item(&l, "%s",
			    sannin_variant_seat_name(r->variant, s));
	sn_list_raw(&l, __builtin_popcount(won) > 1 ? " have won" : " has won");
}

/* The result written must be one of the variant's, and agree with an
 * ended game; a record without one gets the game's.  A winner of a game
 * the rules did not end is warned of, unless the Termination tag says
 * who decided it (a resignation, an arbiter). */
void
sn_replay_result(struct sannin_record *r, struct sn_diags *d)
{
	const sannin_variant *v = r->variant;
	const sannin_position *end = sannin_game_position(r->game);
	const struct sn_tag *t;
	unsigned won = sannin_position_winners(end);
	int over = sannin_position_over(end, NULL), said;
	const struct sn_tag *termtag;
	enum sn_termination term = sn_termination_of(r, &termtag);
	char res[16], list[160], who[64];

	sn_result_text(v, over ? (int)won : -1, res);
	if (r->result == NULL) {
		r->result = sn_strndup(r, res, strlen(res));
		sn_diags_msg(d, SN_MSG_RESULT_ASSUMED, r->result_line,
		    r->result_col, res);
	} else if ((said = sn_result_winners(v, r->result)) == -2) {
		sn_result_why(v, r->result, list, sizeof(list));
		sn_diags_msg(d, SN_MSG_RESULT_INVALID, r->result_line,
		    r->result_col, r->result, list);
	} else if (over && strcmp(r->result, res) != 0) {
		if (won != 0) {
			winners(r, won, who, sizeof(who));
			sn_diags_msg(d, SN_MSG_RESULT_WINNER, r->result_line,
			    r->result_col, r->result, who, res);
		} else
			sn_diags_msg(d, SN_MSG_RESULT_NO_WINNER,
			    r->result_line, r->result_col, r->result, res);
	} else if (!over && said != -1 && !sn_termination_decided(term))
		sn_diags_msg(d, SN_MSG_RESULT_NOT_ENDED, r->result_line,
		    r->result_col, r->result);
	if (over && term != SN_TERM_NONE && term != SN_TERM_NORMAL &&
	    term != SN_TERM_UNKNOWN) {
		sn_diags_msg(d, SN_MSG_TERMINATION_OVER, termtag->vline,
		    termtag->vcol, termtag->value);
	}
	if (d->errors == 0 && r->result != NULL &&
	    (t = sn_record_find_tag(r, "Result")) != NULL &&
	    strcmp(t->value, r->result) != 0) {
		if (sn_result_winners(v, t->value) == -2 &&
		    sn_result_fields(t->value) > 0) {
			sn_result_why(v, t->value, list, sizeof(list));
			sn_diags_msg(d, SN_MSG_RESULT_TAG_INVALID, t->vline,
			    t->vcol, t->value, list);
		} else
			sn_diags_msg(d, SN_MSG_RESULT_TAG_DIFFERS, t->vline,
			    t->vcol, t->value, r->result);
	}
}

