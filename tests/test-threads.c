/*
 * test-threads.c - what libsannin(3) promises under Threads: no set-up
 * call; the tables of a variant built on first use by whichever thread
 * comes first, once; positions of their own played in every thread at
 * once; and one position the caller owns read by every thread at once.
 * Several threads start together on variants nobody has used yet
 * (Shipley's instances, two of which share a table), and every answer
 * each thread gets is checked against the one a single thread gets
 * afterwards.  Under -fsanitize=thread this is also a race detector.
 */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "util.h"

#define NTHREADS 4
#define DEPTH 2

/* The rules each thread plays, in its own order. */
static const struct {
	int variant;
	const char *options;
} games[] = {
	{SANNIN_VARIANT_SHIPLEY, "style=kings-as-pieces"},
	{SANNIN_VARIANT_SHIPLEY, "style=kings-as-pieces corner-step=forbid"},
	{SANNIN_VARIANT_SHIPLEY, "corner-step=forbid"},
	{SANNIN_VARIANT_SHIPLEY, "style=team-diagonal"},
	{SANNIN_VARIANT_YONIN, "first=west"},
	{SANNIN_VARIANT_SANNIN, "promoted-rook=orthogonal+back"},
};
#define NGAMES (sizeof(games) / sizeof(games[0]))

struct answers {
	uint64_t perft[NGAMES];
	char start[NGAMES][SANNIN_POSITION_MAX];
	size_t shared_actions;
	uint64_t shared_perft;
	char shared_text[SANNIN_POSITION_MAX];
};

static const sannin_position *shared;
static pthread_barrier_t start;

static void
answer(struct answers *a, size_t first)
{
	static __thread sannin_action list[SANNIN_MAXACTIONS];
	size_t i, k;

	for (k = 0; k < NGAMES; k++) {
		sannin_rules r;
		sannin_position *p;

		i = (first + k) % NGAMES;
		sannin_rules_init_variant(&r, games[i].variant);
		if (sannin_rules_set_list(&r, games[i].options,
		    strlen(games[i].options), NULL) != 0 ||
		    (p = sannin_position_new(&r)) == NULL)
			continue;
		a->perft[i] = sannin_perft(p, DEPTH, NULL);
		sannin_position_write(p, a->start[i], sizeof(a->start[i]));
		sannin_position_free(p);
	}
	a->shared_actions = sannin_position_actions(shared,
	    sannin_position_turn(shared), list, SANNIN_MAXACTIONS);
	a->shared_perft = sannin_perft(shared, DEPTH, NULL);
	sannin_position_write(shared, a->shared_text,
	    sizeof(a->shared_text));
}

static struct answers got[NTHREADS], want;

static void *
run(void *arg)
{
	size_t t = (size_t)arg;

	pthread_barrier_wait(&start);
	answer(&got[t], t);
	return NULL;
}

int
main(void)
{
	static const char pos[] = "lL1lP1fP1fL/lS1lP2fPfR1/lG1lP6/lK2lP3fGfSfK/"
	    "lGlSlN3fPfPfNfSfG/2lP6fP2/lL2lRlP5fPfBfL/1lP8fP1/lP9fP/"
	    "3mP3mP2/mPmPmP1mNmP1mPmP/1mS2mS1m+R1/mL1mGmKmG1mL -,B,B F "
	    "FML - FML - L 18 *";
	pthread_t th[NTHREADS];
	sannin_position *p;
	size_t t, i;
	int made = 0;

	/* The one position every thread reads: the game of 1932 after 18
	 * actions, read before any thread starts. */
	p = sannin_position_read(pos, strlen(pos), NULL, NULL);
	ok(p != NULL, "the shared position reads");
	if (p == NULL)
		return tap_done();
	shared = p;
	pthread_barrier_init(&start, NULL, NTHREADS);
	for (t = 0; t < NTHREADS; t++)
		if (pthread_create(&th[t], NULL, run, (void *)t) == 0)
			made++;
	is_int(made, NTHREADS, "%d threads started together", NTHREADS);
	if (made != NTHREADS)
		return tap_done();
	for (t = 0; t < NTHREADS; t++)
		pthread_join(th[t], NULL);
	pthread_barrier_destroy(&start);

	/* The same questions, asked again by one thread. */
	answer(&want, 0);
	for (i = 0; i < NGAMES; i++)
		ok(want.perft[i] > 0, "%s (%s): %llu sequences of %d actions",
		    sannin_variant_name(sannin_variant_get(games[i].variant)),
		    games[i].options, (unsigned long long)want.perft[i],
		    DEPTH);
	for (t = 0; t < NTHREADS; t++) {
		int same = 1;

		for (i = 0; i < NGAMES; i++)
			same &= got[t].perft[i] == want.perft[i] &&
			    strcmp(got[t].start[i], want.start[i]) == 0;
		ok(same, "thread %zu: every variant's counts and initial "
		    "position as one thread has them", t);
		ok(got[t].shared_actions == want.shared_actions &&
		    got[t].shared_perft == want.shared_perft &&
		    strcmp(got[t].shared_text, want.shared_text) == 0,
		    "thread %zu: the shared position's actions, counts and "
		    "string", t);
	}
	is_int(want.shared_actions, 47, "47 legal actions in the shared "
	    "position (libsannin(3))");
	sannin_position_free(p);
	return tap_done();
}
