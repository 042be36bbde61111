/*
 * test-posstr.c - the position string: every position met in random
 * games (alliances, eliminations, hands, promotions, threats pending for
 * a dual attack) is written and read back to the same position, and
 * playing on from the copy gives the same game.  The position string,
 * the forms of the actions and their events, written into buffers too
 * short, are cut as snprintf cuts.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "poswriter.h"
#include "rand.h"
#include "util.h"

static uint64_t rng = 0x9e3779b97f4a7c15ULL;

/*
 * Whether text written by one of the library's formatters into buffers
 * of every size up to its own is cut as snprintf cuts: what fits and a
 * NUL, nothing past the size, and the whole length returned.  fmt writes
 * the text of arg (a struct form) into (buf, size).  Adds the buffers
 * tried to *tried.
 */
static int
cuts_ok(size_t (*fmt)(void *, char *, size_t), void *arg, int *tried)
{
	char full[SANNIN_POSITION_MAX], t[SANNIN_POSITION_MAX];
	size_t len = fmt(arg, full, sizeof(full)), size, w;

	if (len != strlen(full))
		return 0;
	for (size = 0; size <= len + 1; size++) {
		memset(t, '#', sizeof(t));
		w = fmt(arg, size ? t : NULL, size);
		(*tried)++;
		if (w != len || (size < sizeof(t) && t[size] != '#') ||
		    (size > 0 && (t[size - 1 < len ? size - 1 : len] != '\0' ||
		    strncmp(t, full, size - 1) != 0)))
			return 0;
	}
	return 1;
}

/* What the formatters below write: a position, an action of it in a
 * form (0 short, 1 long), an event in a style. */
struct form {
	const sannin_position *p;
	const sannin_action *a;
	const sannin_event *e;
	int form;
	struct sn_poswriter *w;
};

static size_t
fmt_position(void *arg, char *buf, size_t size)
{
	struct form *f = arg;

	return sannin_position_write(f->p, buf, size);
}

static size_t
fmt_action(void *arg, char *buf, size_t size)
{
	struct form *f = arg;

	return sannin_action_format(f->p, f->a, f->form, buf, size);
}

static size_t
fmt_event(void *arg, char *buf, size_t size)
{
	struct form *f = arg;

	return sannin_event_format_as(sannin_position_variant(f->p), f->e,
	    f->form, buf, size);
}

static size_t
fmt_kept(void *arg, char *buf, size_t size)
{
	struct form *f = arg;

	return sn_poswriter_write(f->w, f->p, buf, size);
}

/*
 * A writer that keeps what it wrote (poswriter.h) against
 * sannin_position_write, with one writer for every position of random
 * games of each variant (Shipley's kings as pieces too, which go into
 * the hands): the games take turns a random number of plies each, and
 * now and then the writer is given again a position of earlier in the
 * game, or a game's first.  Whatever it kept must never show.  Returns
 * the positions that differ; *n counts those written.
 */
static int
kept_differs(int *n, int *cut)
{
	static const struct {
		int variant;
		const char *opts;
	} games[] = {
		{SANNIN_VARIANT_SANNIN, ""},
		{SANNIN_VARIANT_YONIN, ""},
		{SANNIN_VARIANT_SHIPLEY, ""},
		{SANNIN_VARIANT_SHIPLEY, "style=kings-as-pieces"},
	};
	enum { NG = sizeof(games) / sizeof(games[0]) };
	static sannin_action acts[SANNIN_MAXACTIONS];
	sannin_position *p[NG], *first[NG], *back[NG];
	struct sn_poswriter *w = sn_poswriter_new();
	char s[SANNIN_POSITION_MAX], t[SANNIN_POSITION_MAX];
	sannin_rules r;
	size_t a, b;
	int g, run, bad = 0;

	for (g = 0; g < NG; g++) {
		sannin_rules_init_variant(&r, games[g].variant);
		sannin_rules_set_list(&r, games[g].opts,
		    strlen(games[g].opts), NULL);
		p[g] = sannin_position_new(&r);
		first[g] = sannin_position_copy(p[g]);
		back[g] = sannin_position_copy(p[g]);
	}
	while (*n < 6000) {
		g = (int)rand_below(&rng, NG);
		for (run = 1 + (int)rand_below(&rng, 40); run > 0; run--) {
			const sannin_position *q = p[g];
			unsigned long roll = rand_below(&rng, 64);

			if (roll == 0)
				q = first[g];
			else if (roll == 1)
				q = back[g];
			a = sn_poswriter_write(w, q, s, sizeof(s));
			b = sannin_position_write(q, t, sizeof(t));
			bad += a != b || strcmp(s, t) != 0;
			(*n)++;
			/* Cut short as sannin_position_write is. */
			if (roll == 2) {
				struct form f = {q, NULL, NULL, 0, w};

				bad += !cuts_ok(fmt_kept, &f, cut);
			}
			if (roll == 3) {
				sannin_position_free(back[g]);
				back[g] = sannin_position_copy(p[g]);
			}
			a = sannin_position_actions(p[g],
			    sannin_position_turn(p[g]), acts,
			    SANNIN_MAXACTIONS);
			if (a == 0 || sannin_position_over(p[g], NULL)) {
				sannin_position_free(p[g]);
				p[g] = sannin_position_copy(first[g]);
				continue;
			}
			sannin_position_play(p[g], &acts[rand_below(&rng,
			    (unsigned long)a)], NULL, NULL);
		}
	}
	for (g = 0; g < NG; g++) {
		sannin_position_free(p[g]);
		sannin_position_free(first[g]);
		sannin_position_free(back[g]);
	}
	sn_poswriter_free(w);
	return bad;
}

int
main(void)
{
	static sannin_action buf[SANNIN_MAXACTIONS], buf2[SANNIN_MAXACTIONS];
	char s[SANNIN_POSITION_MAX], t[SANNIN_POSITION_MAX];
	int game, ply, bad = 0, badlist = 0, positions = 0, allied = 0;
	int out = 0, over = 0, badcut = 0, cuts = 0;
	int badform = 0, forms = 0, formcuts = 0, events = 0;
	sannin_events ev;
	sannin_diag dg;

	for (game = 0; game < 40; game++) {
		sannin_position *p = sannin_position_new(NULL);

		for (ply = 0; ply < 250; ply++) {
			sannin_position *q;
			size_t n, m, i;

			sannin_position_write(p, s, sizeof(s));
			q = sannin_position_read(s, strlen(s), NULL, &dg);
			positions++;
			if (q == NULL) {
				printf("# %s\n# %s\n", s, dg.msg);
				bad++;
				break;
			}
			sannin_position_write(q, t, sizeof(t));
			if (strcmp(s, t) != 0 || sannin_position_hash(p) !=
			    sannin_position_hash(q))
				bad++;
			/* A buffer too short gets what fits and a NUL, as
			 * snprintf does, and nothing past its size. */
			if (ply % 50 == 7) {
				struct form f = {p, NULL, NULL, 0, NULL};

				badcut += !cuts_ok(fmt_position, &f, &cuts);
			}
			n = sannin_position_actions(p, sannin_position_turn(p),
			    buf, SANNIN_MAXACTIONS);
			m = sannin_position_actions(q, sannin_position_turn(q),
			    buf2, SANNIN_MAXACTIONS);
			if (n != m)
				badlist++;
			else
				for (i = 0; i < n; i++)
					if (!sannin_action_equal(&buf[i], &buf2[i]))
						badlist++;
			allied += sannin_position_alliance(p) != 0;
			out += sannin_position_alive(p) != 7;
			sannin_position_free(q);
			if (n == 0)
				break;
			{
				sannin_action a = buf[rand_below(&rng, (unsigned long)n)];
				sannin_position *r = sannin_position_read(s,
				    strlen(s), NULL, NULL);

				/* The copy plays on the same. */
				sannin_action b = a;

				struct form f = {p, &a, NULL, 0, NULL};
				int k;

				/* The forms of the action and of its events,
				 * each cut in buffers of every size (a ply in
				 * five: valgrind runs this too). */
				for (f.form = 0; f.form < 2 && ply % 5 == 2;
				    f.form++) {
					badform += !cuts_ok(fmt_action, &f,
					    &formcuts);
					forms++;
				}
				sannin_position_play(p, &a, &ev, NULL);
				sannin_position_play(r, &b, NULL, NULL);
				for (k = 0; k < ev.n && ply % 5 == 2; k++)
					for (f.form = SANNIN_STYLE_TEXT;
					    f.form <= SANNIN_STYLE_JSON;
					    f.form++) {
						f.e = &ev.ev[k];
						badform += !cuts_ok(fmt_event,
						    &f, &formcuts);
						events++;
					}
				if (sannin_position_hash(p) !=
				    sannin_position_hash(r))
					bad++;
				sannin_position_free(r);
			}
		}
		over += sannin_position_over(p, NULL);
		sannin_position_free(p);
	}
	is_int(bad, 0, "%d positions read back to themselves and play on "
	    "the same", positions);
	is_int(badlist, 0, "and have the same legal actions");
	is_int(badcut, 0, "position strings written into buffers of every "
	    "size up to theirs (%d) are cut as snprintf cuts them", cuts);
	is_int(badform, 0, "%d action forms and %d events written into "
	    "buffers of every size (%d) are cut as snprintf cuts them", forms,
	    events, formcuts);
	ok(forms > 1000 && events > 1000, "so many of each");
	/* An action that no generator made: a drop of no kind. */
	{
		sannin_position *p0 = sannin_position_new(NULL);
		sannin_action a;
		char t0[16], t1[16];

		memset(&a, 0, sizeof(a));
		a.type = SANNIN_ACT_DROP;
		a.kind = 99;
		a.to = 5;
		sannin_action_format(p0, &a, 0, t0, sizeof(t0));
		a.kind = 0;
		sannin_action_format(p0, &a, 1, t1, sizeof(t1));
		is_str(t0, "?*6a", "a drop of no kind is written with '?'");
		is_str(t1, "?*6a", "kind 0 as well, in the long form");
		sannin_position_free(p0);
	}
	{
		int kept = 0, kcut = 0, kbad = kept_differs(&kept, &kcut);

		is_int(kbad, 0, "a writer that keeps "
		    "what it wrote writes the same as sannin_position_write, "
		    "%d positions of four variants in turns, some again, and "
		    "%d cut short", kept, kcut);
	}
	ok(allied > 100 && out > 100 && over >= 3, "the games met alliances "
	    "(%d), eliminations (%d) and ends (%d)", allied, out, over);
	return tap_done();
}
