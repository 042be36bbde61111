/*
 * split.c - sannin-select(1)'s --split: numbered files of so many games
 * each.  A file is written under a temporary name beside its own and
 * linked to its name only once every game is written and the run ended
 * without trouble: link(2) fails rather than replace a file that is
 * there, and a run that fails leaves none of its files (see FILES OF
 * GAMES in sannin-select(1)).
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"
#include "split.h"

int
split_pattern_ok(const char *p)
{
	int conversions = 0;

	if (*p == '\0')
		return -1;
	for (; *p != '\0'; p++) {
		if (*p != '%')
			continue;
		if (p[1] == '%') {
			p++;
			continue;
		}
		p++;
		if (*p == '0')
			p++;
		if (*p >= '1' && *p <= '9')
			p++;
		if (*p != 'd')
			return -1;
		conversions++;
	}
	return conversions == 1 ? 0 : -1;
}

/* The name of file k: the pattern with k for its %d. */
static char *
name_of(const char *p, size_t k)
{
	char num[64], *name, *o;
	size_t len = strlen(p) + sizeof(num);

	if ((name = malloc(len)) == NULL)
		return NULL;
	for (o = name; *p != '\0'; p++) {
		int zero = 0, width = 0, n;

		if (*p != '%') {
			*o++ = *p;
			continue;
		}
		if (*++p == '%') {
			*o++ = '%';
			continue;
		}
		if (*p == '0')
			zero = 1, p++;
		while (*p >= '0' && *p <= '9')
			width = 10 * width + (*p++ - '0');
		n = snprintf(num, sizeof(num), zero ? "%0*zu" : "%*zu", width,
		    k);
		memcpy(o, num, (size_t)n);
		o += n;
	}
	*o = '\0';
	return name;
}

/* The files of the run, for a signal that ends it: their temporary
 * names are removed first.  The list changes with the signals blocked,
 * so that the handler never sees it half changed. */
static struct split *running;
static const int ending[] = { SIGHUP, SIGINT, SIGPIPE, SIGTERM };

static void
on_ending(int sig)
{
	size_t i;

	if (running != NULL)
		for (i = 0; i < running->n; i++)
			unlink(running->tmp[i]);
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Blocks the ending signals (block) or lets them in again; the first
 * call catches those not ignored (a signal ignored, as by nohup(1),
 * stays so). */
static void
hold_signals(struct split *s, int block)
{
	static sigset_t set;
	size_t i;

	if (running == NULL && block) {
		struct sigaction sa, old;

		sigemptyset(&set);
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_ending;
		sigemptyset(&sa.sa_mask);
		for (i = 0; i < sizeof(ending) / sizeof(ending[0]); i++) {
			sigaddset(&set, ending[i]);
			if (sigaction(ending[i], NULL, &old) == 0 &&
			    old.sa_handler != SIG_IGN)
				sigaction(ending[i], &sa, NULL);
		}
		running = s;
	}
	sigprocmask(block ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}

/* Closes the file open; -1 on a write error, which is said. */
static int
close_open(struct split *s)
{
	FILE *fp = s->fp;
	int bad;

	s->fp = NULL;
	errno = 0;
	bad = fflush(fp) != 0 || ferror(fp);
	if (fclose(fp) != 0)
		bad = 1;
	if (bad)
		warnx_("%s: write error: %s", s->final[s->n - 1],
		    strerror(errno ? errno : EIO));
	return bad ? -1 : 0;
}

/* A new file, under a temporary name: made as a shell's redirection
 * would make it (mode 0666 less the umask), not mkstemp's 0600. */
static FILE *
open_next(struct split *s, const char *ext)
{
	char fallback[32], *name, *tmp = NULL;
	struct stat st;
	mode_t mask;
	FILE *fp = NULL;
	int fd;

	snprintf(fallback, sizeof(fallback), "%%d.%s", ext);
	if ((name = name_of(s->pattern ? s->pattern : fallback, s->n + 1)) ==
	    NULL || (tmp = malloc(strlen(name) + 8)) == NULL)
		goto nomem;
	if (lstat(name, &st) == 0) {
		warnx_("%s: the file exists; --split makes new files only",
		    name);
		goto fail;
	}
	if (s->n == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 16;
		char **t = realloc(s->tmp, cap * sizeof(*t)), **f;

		if (t != NULL)
			s->tmp = t;
		if (t == NULL || (f = realloc(s->final, cap * sizeof(*f))) ==
		    NULL)
			goto nomem;
		s->final = f;
		s->cap = cap;
	}
	sprintf(tmp, "%s.XXXXXX", name);
	if ((fd = mkstemp(tmp)) < 0 || (fp = fdopen(fd, "w")) == NULL) {
		warnx_("%s: %s", name, strerror(errno));
		if (fd >= 0)
			close(fd), unlink(tmp);
		goto fail;
	}
	mask = umask(0);
	umask(mask);
	fchmod(fd, 0666 & ~mask);
	s->tmp[s->n] = tmp;
	s->final[s->n++] = name;
	s->fp = fp;
	return fp;
nomem:
	warnx_("out of memory");
fail:
	free(name);
	free(tmp);
	return NULL;
}

FILE *
split_file(struct split *s, const char *ext, int *fresh)
{
	*fresh = 0;
	if (s->fp != NULL && s->in_file < s->per) {
		s->in_file++;
		return s->fp;
	}
	if (s->fp != NULL && close_open(s) != 0)
		return NULL;
	hold_signals(s, 1);
	open_next(s, ext);
	hold_signals(s, 0);
	if (s->fp == NULL)
		return NULL;
	s->in_file = 1;
	*fresh = 1;
	return s->fp;
}

/* Gives file i its name without replacing a file of that name: link(2),
 * or where the file system has no links, rename(2) after a look. */
static int
publish_one(struct split *s, size_t i)
{
	struct stat st;

	if (link(s->tmp[i], s->final[i]) == 0)
		return 0;
	if ((errno == EPERM || errno == ENOTSUP || errno == ENOSYS) &&
	    lstat(s->final[i], &st) != 0 && rename(s->tmp[i],
	    s->final[i]) == 0)
		return 0;
	if (errno == EEXIST)
		warnx_("%s: the file exists; --split makes new files only",
		    s->final[i]);
	else
		warnx_("%s: %s", s->final[i], strerror(errno));
	return -1;
}

int
split_finish(struct split *s, int publish)
{
	size_t i, done = 0;
	int rc = 0;

	if (s->n == 0) {	/* none made: nothing to name or remove */
		free(s->tmp);
		free(s->final);
		s->tmp = s->final = NULL;
		return 0;
	}
	hold_signals(s, 1);
	if (s->fp != NULL && close_open(s) != 0)
		rc = -1;
	if (publish && rc == 0)
		for (done = 0; done < s->n; done++)
			if (publish_one(s, done) != 0) {
				rc = -1;
				break;
			}
	if (rc != 0)		/* all or none: take back those named */
		while (done > 0)
			unlink(s->final[--done]);
	for (i = 0; i < s->n; i++) {
		unlink(s->tmp[i]);
		free(s->tmp[i]);
		free(s->final[i]);
	}
	free(s->tmp);
	free(s->final);
	s->tmp = s->final = NULL;
	s->n = s->cap = 0;
	running = NULL;
	hold_signals(s, 0);
	return rc;
}
