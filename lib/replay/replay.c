/*
 * replay.c - replaying a record: its game set up from its tags
 * (replay_setup.c), its lines played (replay_line.c), its result checked
 * (replay_result.c), into a list of diagnostics given; and the public
 * sannin_record_decode, which replays into the record's own list.
 */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "game.h"
#include "record.h"
#include "replay.h"

int
sn_replay(struct sannin_record *r, struct sn_starts *st, struct sn_diags *d)
{
	int rc;

	if (sn_replay_setup(r, st, d) < 0)
		return r->oom || d->oom ? -1 : 0;
	r->game = st != NULL ? sn_game_new_like(r->start, &st->like) :
	    sannin_game_new(r->start);
	if (r->game == NULL) {
		r->oom = 1;
		return -1;
	}
	/* The next action shows that a seat can act, so that is asked
	 * only where it matters: before an error, at a line's end (see
	 * replay_line.c, resolve()), or of a mark. */
	sn_game_defer(r->game, 1);
	rc = sn_replay_main(r, d);
	/* (Every line ends with nothing left to ask: the game is left as
	 * any other, for whoever plays on.) */
	sn_game_defer(r->game, 0);
	if (rc < 0)
		return -1;
	if (d->errors == 0)
		sn_replay_result(r, d);
	return r->oom || d->oom ? -1 : 0;
}

int
sn_record_decode(struct sannin_record *r, struct sn_starts *st)
{
	int errors = r->diags.errors, rc;

	rc = sn_replay(r, st, &r->diags);
	sn_record_tag_notes(r, errors);
	return rc;
}

int
sannin_record_decode(sannin_record *r)
{
	if (r->game != NULL)
		return 0;
	return sn_record_decode(r, NULL);
}

