/*
 * test-oom.c - allocation failure: every allocation a job makes (the
 * library's and libyaml's) is made to fail in turn, and the job must
 * then report the failure (a return of -1 or NULL, or SANNIN_E_NOMEM),
 * or succeed with the very output it gives when nothing fails; never
 * crash, never give another answer.  The program replaces malloc, calloc
 * and realloc with versions that fail on the Nth call when armed, and
 * reaches the C library's own through dlsym(RTLD_NEXT).  Under
 * AddressSanitizer or valgrind, which replace them themselves, the test
 * is skipped.
 */
#define _GNU_SOURCE		/* RTLD_NEXT */
#include "config.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sannin.h"
#include "util.h"

#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANITIZED 1
#endif
#endif

#ifndef SANITIZED
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static volatile long armed_at;		/* the call to fail, counting from 1; 0 none */
/* Volatile: the compiler takes malloc for one that touches no variable
 * of the program. */
static volatile long calls;		/* allocations since arming */
static volatile int failed;		/* the armed call has failed */

/* dlsym may allocate before calloc is known: a little room for that. */
static char early[4096];
static size_t early_used;

static void
resolve(void)
{
	static int busy;

	if (real_malloc != NULL || busy)
		return;
	busy = 1;
	real_malloc = (void *(*)(size_t))dlsym(RTLD_NEXT, "malloc");
	real_calloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "calloc");
	real_realloc = (void *(*)(void *, size_t))dlsym(RTLD_NEXT, "realloc");
	busy = 0;
}

static int
fail_now(void)
{
	if (armed_at == 0)
		return 0;
	if (++calls == armed_at) {
		failed = 1;
		return 1;
	}
	return 0;
}

void *
malloc(size_t n)
{
	resolve();
	if (real_malloc == NULL)
		return NULL;
	return fail_now() ? NULL : real_malloc(n);
}

void *
calloc(size_t n, size_t size)
{
	resolve();
	if (real_calloc == NULL) {
		/* Asked for while dlsym runs: served from `early`. */
		size_t want;
		void *p;

		if (size != 0 && n > (sizeof(early) - early_used) / size)
			return NULL;
		want = (n * size + 15) & ~(size_t)15;
		if (want > sizeof(early) - early_used)
			return NULL;
		p = early + early_used;
		early_used += want;
		return p;
	}
	return fail_now() ? NULL : real_calloc(n, size);
}

/* What `early` served is never given back to the C library. */
void
free(void *p)
{
	static void (*real_free)(void *);
	uintptr_t u = (uintptr_t)p, e = (uintptr_t)early;

	if (p == NULL || (u >= e && u < e + sizeof(early)))
		return;
	if (real_free == NULL)
		real_free = (void (*)(void *))dlsym(RTLD_NEXT, "free");
	real_free(p);
}

void *
realloc(void *p, size_t n)
{
	resolve();
	if (real_realloc == NULL)
		return NULL;
	return fail_now() ? NULL : real_realloc(p, n);
}


static void
arm(long at)
{
	calls = 0;
	failed = 0;
	armed_at = at;
}

/* A job reads its input and writes what it makes of it to out; it
 * returns 0 when it succeeded, 1 when it reported running out of
 * memory, and -1 when it failed in another way. */
typedef int job_fn(const char *in, char *out, size_t size);

/* Reads every game of `in`, writes each valid one in the other format. */
static int
records(const char *in, char *out, size_t size, int format, int level)
{
	FILE *f = fmemopen((void *)in, strlen(in), "r");
	FILE *o = fmemopen(out, size, "w");
	sannin_reader *r = NULL;
	sannin_record *rec;
	sannin_diag d;
	size_t i;
	int got, rc = 0;

	if (f == NULL || o == NULL) {
		/* Only an allocation can fail here. */
		rc = 1;
		goto done;
	}
	memset(out, 0, size);
	if ((r = sannin_reader_new(f, format, NULL)) == NULL) {
		rc = 1;
		goto done;
	}
	sannin_reader_set_decode(r, level);
	while ((got = sannin_reader_next(r, &rec, &d)) > 0) {
		for (i = 0; i < sannin_record_ndiags(rec); i++) {
			if (sannin_record_diag(rec, i)->code ==
			    SANNIN_E_NOMEM)
				rc = 1;
			fprintf(o, "%s\n", sannin_record_diag(rec, i)->msg);
		}
		fprintf(o, "game valid=%d\n", sannin_record_valid(rec));
		/* Level 3: the position after each action, as kept. */
		for (i = 1; level == 3 && i <= sannin_record_plies(rec); i++) {
			char s[SANNIN_POSITION_MAX];

			sannin_position_write(sannin_record_position(rec, i),
			    s, sizeof(s));
			fprintf(o, "%s\n", s);
		}
		if (sannin_record_valid(rec) && sannin_record_write(rec, o,
		    format == SANNIN_FORMAT_YAML ? SANNIN_FORMAT_TEXT :
		    SANNIN_FORMAT_YAML, SANNIN_WRITE_DECODED) != 0)
			rc = rc ? rc : 1;
		sannin_record_free(rec);
	}
	if (got < 0)
		rc = d.code == SANNIN_E_NOMEM ? 1 : -1;
done:
	sannin_reader_free(r);
	if (o != NULL)
		fclose(o);
	if (f != NULL)
		fclose(f);
	return rc;
}

static int
text_job(const char *in, char *out, size_t size)
{
	return records(in, out, size, SANNIN_FORMAT_TEXT, 2);
}

/* Validation: level 1, where whether a seat can act is asked late and
 * adds its events to the action before. */
static int
validate_job(const char *in, char *out, size_t size)
{
	return records(in, out, size, SANNIN_FORMAT_TEXT, 1);
}

/* Level 3: the positions kept, one an action. */
static int
positions_job(const char *in, char *out, size_t size)
{
	return records(in, out, size, SANNIN_FORMAT_TEXT, 3);
}

static int
yaml_job(const char *in, char *out, size_t size)
{
	return records(in, out, size, SANNIN_FORMAT_YAML, 2);
}

static int
json_job(const char *in, char *out, size_t size)
{
	return records(in, out, size, SANNIN_FORMAT_JSON, 2);
}

/* Plays the game of `in` (moves separated by blanks) from the start
 * with events, and writes each position and its legal actions. */
static int
play_job(const char *in, char *out, size_t size)
{
	sannin_position *p = sannin_position_new(NULL);
	sannin_game *g = NULL;
	sannin_action a, list[SANNIN_MAXACTIONS];
	sannin_events ev;
	sannin_diag d;
	char mv[64];
	size_t len = 0;
	int used, rc = 0, warn;
	size_t n;
	const char *s = in;

	if (p == NULL || (g = sannin_game_new(p)) == NULL) {
		rc = 1;
		goto done;
	}
	while (sscanf(s, "%63s%n", mv, &used) == 1) {
		s += used;
		if (sannin_action_parse(sannin_game_position(g), mv,
		    strlen(mv), &a, &warn, &d) != 0 ||
		    sannin_game_play(g, &a, &ev, &d) != 0) {
			rc = d.code == SANNIN_E_NOMEM ? 1 : -1;
			goto done;
		}
		n = sannin_game_actions(g, list, SANNIN_MAXACTIONS);
		if (len >= size) {
			rc = -1;
			goto done;
		}
		len += (size_t)snprintf(out + len, size - len,
		    "%s events=%d actions=%zu\n", mv, ev.n, n);
	}
done:
	sannin_game_free(g);
	sannin_position_free(p);
	return rc;
}

/* Counts the action sequences from the initial position at the depth
 * in `in` (sannin_perft keeps a cache a level, and counts without them
 * when they cannot be had). */
static int
perft_job(const char *in, char *out, size_t size)
{
	sannin_position *p = sannin_position_new(NULL);
	uint64_t counts[8];
	int d, depth = atoi(in);
	size_t len = 0;

	if (p == NULL)
		return 1;
	sannin_perft(p, depth, counts);
	for (d = 0; d < depth && len < size; d++)
		len += (size_t)snprintf(out + len, size - len, "%d %llu\n",
		    d + 1, (unsigned long long)counts[d]);
	sannin_position_free(p);
	return 0;
}

static const char text_in[] =
    "[Event \"oom\"]\n[Rules \"repetition=strict\"]\n\n"
    "{before} 1. P3c-4d {a comment} P6k-5j (P7k-6j $1) N-11f!"
    " 2. N-4g N-8l G-8c *\n\n"
    "[Rules \"dual-attack=any\"]\n\n"
    "1. P3b-4c P7k-6j& {allies} +K-9d 2. K-2d P5k-5j +K-10d *\n\n"
    "1. P3c-4d Q *\n";
/* Last's +R-3e leaves First without an action (golden records 61, 63,
 * 65): found at the next move, by a mark, and at the end of the line. */
#define NOACT "[Rules \"auto-alliance=off\"]\n[Position \"7/8/9/lK8fK/11/" \
    "12/8l+R4/12/11/10/9/7mP/5mNmK -,-,- L FML - - - - 0 *\"]\n\n"
static const char validate_in[] =
    NOACT "1. L:+R-3e K10d-10e K7m-7l *\n\n"
    NOACT "1. L:+R-3e# *\n\n"
    NOACT "1. L:+R-3e K1d-2d *\n";
static const char yaml_in[] =
    "tags: {Event: oom}\n"
    "moves:\n"
    "- move: P3c-4d\n  comments: [a comment]\n"
    "- move: P6k-5j\n  variations:\n  - moves:\n    - move: P7k-6j\n"
    "- move: N-11f\nresult: '*'\n"
    "---\n"
    "tags: {Rules: dual-attack=any}\n"
    "moves:\n- move: P3b-4c\n- move: P7k-6j\n- move: +K-9d\n";
static const char json_in[] =
    "{\"tags\":{\"Event\":\"oom \\u00e9\"},\"comments\":[\"before\"],"
    "\"moves\":[{\"move\":\"P3c-4d\",\"comments\":[\"a comment\"]},"
    "{\"move\":\"P6k-5j\",\"nags\":[1],\"variations\":[{\"moves\":"
    "[{\"move\":\"P7k-6j\"}]}]},{\"move\":\"N-11f\",\"round\":1,"
    "\"events\":[{\"event\":\"x\",\"seats\":[\"a\"]}]}],"
    "\"result\":\"*\"}\n"
    "{\"tags\":{\"Rules\":\"dual-attack=any\"},\"moves\":[{\"move\":"
    "\"P3b-4c\"},{\"move\":\"P7k-6j\"},{\"move\":\"+K-9d\"}]}\n"
    "{\"moves\":[{\"move\":1}]}\n";
/* (An alliance, under the default rules: see golden record 92.) */
static const char play_in[] = "K1d-2d P6k-6j B7b-4e +Kx4e P5k-5j";

static void
exercise(const char *name, job_fn *job, const char *in)
{
	static char want[65536], got[65536];
	long n, total, reported = 0, same = 0, bad = 0;
	int rc;

	arm(0);
	rc = job(in, want, sizeof(want));
	ok(rc == 0, "%s: runs without a failure", name);
	/* Count the allocations the job makes. */
	arm(-1);
	calls = 0;
	armed_at = -1;
	job(in, got, sizeof(got));
	total = calls;
	arm(0);
	ok(total >= 3, "%s: makes %ld allocations", name, total);
	for (n = 1; n <= total; n++) {
		arm(n);
		rc = job(in, got, sizeof(got));
		arm(0);
		if (rc == 1)
			reported++;
		else if (rc == 0 && strcmp(got, want) == 0)
			same++;
		else {
			bad++;
			if (bad <= 3)
				printf("# %s: allocation %ld failed: %s\n",
				    name, n, rc == 0 ? "another output" :
				    "an error other than out of memory");
		}
	}
	ok(bad == 0, "%s: each of %ld failed allocations reported (%ld) or "
	    "harmless (%ld)", name, total, reported, same);
	ok(reported > 0, "%s: some failure is reported", name);
}
#endif

int
main(void)
{
#ifndef SANITIZED
	static void *volatile probe;
#endif

#ifdef SANITIZED
	printf("1..0 # SKIP AddressSanitizer replaces malloc itself\n");
	return 0;
#else
	/* Under valgrind, its malloc replaces ours: nothing to count. */
	arm(-1);
	probe = malloc(16);
	free(probe);
	if (calls == 0) {
		printf("1..0 # SKIP malloc is replaced (valgrind?)\n");
		return 0;
	}
	arm(0);
	exercise("text", text_job, text_in);
	exercise("yaml", yaml_job, yaml_in);
	exercise("json", json_job, json_in);
	exercise("validate", validate_job, validate_in);
	exercise("positions", positions_job, text_in);
	exercise("play", play_job, play_in);
	exercise("perft", perft_job, "3");
	return tap_done();
#endif
}
