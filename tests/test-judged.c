/*
 * test-judged.c - a record's action read without the alliance rule and
 * judged as it is played (sn_action_parse_later, sn_filters_allow_later,
 * sn_game_play_judged), over seeded random games of sannin shogi:
 *
 *   every action of sn_gen that the full filters take, the later ones
 *   take too; played judged on a copy of the game it is played, with the
 *   position and the events of a plain play on another copy;
 *
 *   every action the later filters take and the full ones do not is
 *   refused by the judged play, which leaves the game as it was: the
 *   same position, no events, the question whether the seat to act can
 *   act still open (the games are played as a reader plays them, that
 *   question left for later), and the same game from there on (the next
 *   action played on both gives the same position and events);
 *
 *   the text of each action so refused reads with sn_action_parse_later
 *   (its short form may not: another piece may reach the cell that only
 *   the rule left out stops) and not with sannin_action_parse.
 *
 * The games are played past alliances and mates, under the default
 * rules and under dual-attack=any, where more alliances form.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "legal.h"
#include "generate.h"
#include "notation.h"
#include "rand.h"
#include "sannin/sannin_state.h"
#include "util.h"

static uint64_t rng = 0x2545f4914f6cdd1dULL;

#ifndef NJUDGED
#define NJUDGED 60
#endif

/* The position string and the events of a game's last action, as one
 * text, in buf. */
static void
state(const sannin_game *g, const sannin_events *ev, char *buf, size_t size)
{
	size_t len;
	int i;

	len = sannin_position_write(sannin_game_position(g), buf, size);
	for (i = 0; ev != NULL && i < ev->n && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len,
		    " %d:%d,%d,%d,%d,%d,%d,%d", ev->ev[i].type,
		    ev->ev[i].seat, ev->ev[i].other, ev->ev[i].kind,
		    ev->ev[i].cell, ev->ev[i].cell2, ev->ev[i].how,
		    ev->ev[i].seats);
}

struct counts {
	int judged, played, refused, bad_weaker, bad_played, bad_refused;
	int bad_after, bad_text, repeated, unread, pending;
};

/*
 * Each action of sn_gen in g's position, judged both ways; *next is the
 * action the game goes on with (played afterwards on a refused copy as
 * well).
 */
static void
judge_all(const sannin_game *g, const sannin_action *next,
    struct counts *k)
{
	static sannin_action all[SANNIN_MAXACTIONS];
	static char s1[4096], s2[4096], text[SANNIN_ACTION_MAX];
	const sannin_position *gp = sannin_game_position(g);
	sannin_game *c1, *c2;
	sannin_events e1, e2;
	sannin_diag dg;
	sannin_action a, b;
	int n, i, full, later, r, w;

	n = sn_gen(gp, &(struct sn_gen_ask){ .seat = gp->turn }, all);
	for (i = 0; i < n; i++) {
		full = sn_filters_allow(gp, NULL, NULL, &all[i]);
		later = sn_filters_allow_later(gp, NULL, NULL, &all[i]);
		k->bad_weaker += full && !later;
		if (!later)
			continue;
		k->judged++;
		if ((c1 = sannin_game_copy(g)) == NULL)
			abort();
		a = all[i];
		r = sn_game_play_judged(c1, &a, &e1, &dg);
		if (full) {
			/* (Refused only by the repetition rule, which the
			 * filters here leave out.) */
			if (r == -1 && dg.code == SANNIN_E_ILLEGAL) {
				k->repeated++;
				sannin_game_free(c1);
				continue;
			}
			k->played++;
			if ((c2 = sannin_game_copy(g)) == NULL)
				abort();
			b = all[i];
			k->bad_played += r != 0 ||
			    sn_game_play_parsed(c2, &b, &e2, &dg) != 0;
			state(c1, &e1, s1, sizeof(s1));
			state(c2, &e2, s2, sizeof(s2));
			k->bad_played += strcmp(s1, s2) != 0;
			sannin_game_free(c2);
			sannin_game_free(c1);
			continue;
		}
		k->refused++;
		k->bad_refused += r != 1 || e1.n != 0 ||
		    sn_last(sannin_game_position(c1))->lazy->after.pending !=
		    sn_last(gp)->lazy->after.pending;
		k->pending += sn_last(gp)->lazy->after.pending;
		state(g, NULL, s1, sizeof(s1));
		state(c1, NULL, s2, sizeof(s2));
		k->bad_refused += strcmp(s1, s2) != 0;
		/* The game goes on from there as the one not refused. */
		if ((c2 = sannin_game_copy(g)) == NULL)
			abort();
		a = *next;
		b = *next;
		k->bad_after += sannin_game_play(c1, &a, &e1, &dg) != 0 ||
		    sannin_game_play(c2, &b, &e2, &dg) != 0;
		state(c1, &e1, s1, sizeof(s1));
		state(c2, &e2, s2, sizeof(s2));
		k->bad_after += strcmp(s1, s2) != 0;
		sannin_game_free(c2);
		sannin_game_free(c1);
		/* Its text: the long form reads later, as this action, and
		 * not in full; the short one, whose origin is left out where
		 * no other legal action needs it, may read later as this
		 * action or not at all (another piece that only the rule
		 * left out stops may reach the cell too), and not in
		 * full. */
		sannin_action_format(gp, &all[i], 1, text, sizeof(text));
		k->bad_text += sn_action_parse_later(gp, text, strlen(text),
		    &a, &w, &dg) != 0 || !sannin_action_equal(&a, &all[i]) ||
		    sannin_action_parse(gp, text, strlen(text), &a, &w,
		    &dg) == 0;
		sannin_action_format(gp, &all[i], 0, text, sizeof(text));
		if (sn_action_parse_later(gp, text, strlen(text), &a, &w,
		    &dg) != 0)
			k->unread++;
		else
			k->bad_text += !sannin_action_equal(&a, &all[i]);
		k->bad_text += sannin_action_parse(gp, text, strlen(text), &a,
		    &w, &dg) == 0;
	}
}

static void
games(const char *opts, int ngames, int minrefused)
{
	static sannin_action all[SANNIN_MAXACTIONS];
	struct counts k;
	sannin_rules r;
	sannin_events ev;
	sannin_diag dg;
	int game, ply, n;

	memset(&k, 0, sizeof(k));
	sannin_rules_init(&r);
	if (opts != NULL && sannin_rules_set_list(&r, opts, strlen(opts),
	    NULL) != 0)
		abort();
	for (game = 0; game < ngames; game++) {
		sannin_position *p = sannin_position_new(&r);
		sannin_game *g = sannin_game_new(p);

		/* As a record's reader plays: whether the seat to act can
		 * act at all is left to be asked (the judged play must
		 * leave that question as it found it). */
		if (g != NULL)
			sn_game_defer(g, 1);
		for (ply = 0; g != NULL && ply < 160; ply++) {
			n = (int)sannin_game_actions(g, all,
			    SANNIN_MAXACTIONS);
			if (n == 0)
				break;
			all[0] = all[rand_below(&rng, (unsigned long)n)];
			/* Every third position, and all of them near the
			 * alliances of the middle game. */
			if (ply % 3 == 0 || (ply > 20 && ply < 80))
				judge_all(g, &all[0], &k);
			if (sannin_game_play(g, &all[0], &ev, &dg) != 0)
				break;
		}
		sannin_game_free(g);
		sannin_position_free(p);
	}
	is_int(k.bad_weaker, 0, "%s: the later filters take every action "
	    "the full ones take", opts);
	is_int(k.bad_played, 0, "%s: an action they both take is played "
	    "judged as it is played plainly (%d actions)", opts, k.played);
	is_int(k.bad_refused, 0, "%s: one only the later filters take is "
	    "refused, the game left as it was, no events (%d actions, %d "
	    "with the question whether the seat can act left open)", opts,
	    k.refused, k.pending);
	is_int(k.bad_after, 0, "%s: after a refusal the game goes on as "
	    "one that was not asked", opts);
	is_int(k.bad_text, 0, "%s: the text of a refused action reads "
	    "later as that action (the short form, where it reads: %d did "
	    "not), and not in full", opts, k.unread);
	ok(k.refused >= minrefused && k.played > 50000, "%s: with actions "
	    "refused (%d) and played (%d), %d judged, %d refused only by "
	    "repetition", opts, k.refused, k.played, k.judged, k.repeated);
}

int
main(void)
{
	games("dual-attack=inescapable", NJUDGED, 20);
	games("dual-attack=any", NJUDGED / 2, 20);
	return tap_done();
}
