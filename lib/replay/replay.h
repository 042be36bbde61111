/*
 * replay.h - the replay layer: a record's tree, as a reader built it,
 * played against the rules of its variant (sannin-record(5), the stages
 * of reading a record: syntax, then replay).  What it finds goes into a
 * list of diagnostics given (struct sn_diags, diag.h); what the writers
 * and the public functions need of the game (the nodes' seats, forms,
 * rounds and events, the start, the game, the positions kept) goes into
 * the record.  Not installed.
 */
#ifndef SN_REPLAY_H
#define SN_REPLAY_H

#include "diag.h"
#include "record.h"

/*
 * What a reader keeps for the next record from those it replayed, as
 * the games of a file mostly start alike: the initial position of the
 * last rules, and a game from the last start (sn_game_new_like), each
 * worked out again when a record's differs.  All NULL at first.
 */
struct sn_starts {
	sannin_rules rules;
	sannin_position *initial;	/* of rules, or NULL */
	sannin_game *like;
};

void	sn_starts_free(struct sn_starts *);

/*
 * Replays the record under the rules of its tags: plays every action of
 * the main line and of the variations, checks seat markers, marks and
 * the result, and reports what it finds into d.  st is the reader's, or
 * NULL.  Returns 0, or -1 when out of memory.
 */
int	sn_replay(struct sannin_record *, struct sn_starts *st,
	    struct sn_diags *d);
/*
 * sn_replay into the record's own list, then the notes of its tags
 * (sn_record_tag_notes): what the public reader and
 * sannin_record_decode do.
 */
int	sn_record_decode(struct sannin_record *, struct sn_starts *st);

/* The rules of a list of given rules (sannin_rules.variant tells whose)
 * for a game of variant id, or NULL; sn_given_put puts rules in the list
 * of *n, instead of those of the same variant, or at the end while
 * there is room. */
const sannin_rules *sn_given_find(const sannin_rules *given, int n, int id);
void	sn_given_put(sannin_rules given[SN_MAXGIVEN], int *n,
	    const sannin_rules *);

/* The stages of sn_replay.  The game of the tags: r->variant, r->rules
 * and r->start set; 0, or -1 with an error reported (or out of memory:
 * r->oom). */
int	sn_replay_setup(struct sannin_record *, struct sn_starts *st,
	    struct sn_diags *d);
/* Plays the main line from the game r->game: 0, 1 when it stopped at
 * an error, -1 out of memory. */
int	sn_replay_main(struct sannin_record *, struct sn_diags *d);
/* The result written must be one of the variant's and agree with the
 * game played; a record without one gets the game's. */
void	sn_replay_result(struct sannin_record *, struct sn_diags *d);

#endif
