/*
 * record_termination.c - how a game ended, as its Termination tag says
 * (sannin-record(5), Tags): the words the tag takes, and which of them
 * say that someone other than the rules decided the game, so that a
 * winner the rules did not reach is what the record means.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "diag.h"
#include "record.h"

/* The values, as PGN's Termination tag has them, with resignation,
 * which 4-player chess records write; SN_TERM_* order. */
static const struct {
	const char *name;
	int decided;	/* someone, not the rules, gave the result */
} terminations[] = {
	[SN_TERM_NORMAL] = {"normal", 0},
	[SN_TERM_RESIGNATION] = {"resignation", 1},
	[SN_TERM_TIME_FORFEIT] = {"time forfeit", 1},
	[SN_TERM_ADJUDICATION] = {"adjudication", 1},
	[SN_TERM_ABANDONED] = {"abandoned", 1},
	[SN_TERM_RULES_INFRACTION] = {"rules infraction", 1},
	[SN_TERM_UNTERMINATED] = {"unterminated", 0},
};

enum sn_termination
sn_termination_word(const char *value)
{
	size_t k;

	for (k = SN_TERM_NORMAL; k < sizeof(terminations) /
	    sizeof(terminations[0]); k++)
		if (strcasecmp(value, terminations[k].name) == 0)
			return (enum sn_termination)k;
	return SN_TERM_UNKNOWN;
}

enum sn_termination
sn_termination_of(const struct sannin_record *r, const struct sn_tag **tag)
{
	*tag = sn_record_find_tag(r, "Termination");
	return *tag == NULL ? SN_TERM_NONE : sn_termination_word((*tag)->value);
}

int
sn_termination_decided(enum sn_termination term)
{
	return term >= SN_TERM_NORMAL && term < SN_TERM_UNKNOWN &&
	    terminations[term].decided;
}

void
sn_termination_names(char *buf, size_t size)
{
	struct sn_list l = {buf, size, 0, 0, SN_TERM_UNKNOWN - SN_TERM_NORMAL,
	    " or "};
	int k;

	for (k = SN_TERM_NORMAL; k < SN_TERM_UNKNOWN; k++)
		sn_list_item(&l, "%s", terminations[k].name);
}
