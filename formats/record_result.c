/*
 * record_result.c - a game's result as records write it: "1-0-0",
 * "0-1-0-1", "*": its shape, the text of a set of winners, and the words
 * of a bad one (sannin-record(5), Results).  Which results a variant
 * has, and whether one agrees with the game, is the replay's
 * (lib/replay/replay_result.c).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "record.h"
#include "variant.h"

int
sn_result_shape(const char *w)
{
	int n = 0;

	if (strcmp(w, "*") == 0)
		return 1;
	for (;;) {
		if (*w != '0' && *w != '1')
			return 0;
		n++;
		if (*++w == '\0')
			return n >= 3 && n <= SANNIN_MAXSEATS;
		if (*w++ != '-')
			return 0;
	}
}

/* The most winners a result of the variant names, and the fewest: the
 * game's (its registry entry). */
static int
most_winners(const sannin_variant *v)
{
	return sn_game(v->id)->most_winners;
}

static int
fewest_winners(const sannin_variant *v)
{
	return sn_game(v->id)->fewest_winners;
}

void
sn_result_text(const sannin_variant *v, int winners, char buf[16])
{
	int s, n = sannin_variant_nseats(v), len = 0;

	if (winners < 0) {
		snprintf(buf, 16, "*");
		return;
	}
	for (s = 0; s < n; s++)
		len += snprintf(buf + len, (size_t)(16 - len), "%s%c",
		    s ? "-" : "", winners >> s & 1 ? '1' : '0');
}

void
sn_result_list(const sannin_variant *v, char *buf, size_t size)
{
	char one[16];
	int s, n = sannin_variant_nseats(v);
	struct sn_list l = {buf, size, 0, 0, 0, " or "};

	if (most_winners(v) > 1) {
		sn_msg_piece(buf, size, SN_MSG_RESULT_WHY_FORM);
		return;
	}
	l.n = n + 1 + (fewest_winners(v) == 0);
	sn_list_item(&l, "*");
	for (s = 0; s < n; s++) {
		sn_result_text(v, 1 << s, one);
		sn_list_item(&l, "%s", one);
	}
	if (fewest_winners(v) == 0) {
		sn_result_text(v, 0, one);
		sn_list_item(&l, "%s", one);
	}
}

int
sn_result_fields(const char *w)
{
	int n = 0;

	for (;;) {
		if (*w != '0' && *w != '1')
			return 0;
		n++;
		if (*++w == '\0')
			return n;
		if (*w++ != '-')
			return 0;
	}
}

void
sn_result_why(const sannin_variant *v, const char *w, char *buf,
    size_t size)
{
	char list[96];
	int n = sn_result_fields(w);

	sn_result_list(v, list, sizeof(list));
	if (n > 0 && n != sannin_variant_nseats(v))
		sn_msg_piece(buf, size, SN_MSG_RESULT_WHY_SEATS, n,
		    sannin_variant_title(v), sannin_variant_nseats(v), list);
	else
		sn_msg_piece(buf, size, SN_MSG_RESULT_WHY_VARIANT,
		    sannin_variant_title(v), list);
}
