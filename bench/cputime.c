/*
 * cputime.c - the time a command takes, for bench/run.sh:
 *
 *	bench/cputime COMMAND [ARG...]
 *
 * runs COMMAND with its standard output and error thrown away (to
 * /dev/null) and prints "WALL CPU": its seconds of wall-clock time and
 * of CPU time (user and system, of the command and the processes it
 * waited for), each to the microsecond.
 *
 * The shell's `times` counts CPU time in clock ticks (10 ms on Linux):
 * on a run of 0.4 s that is a step of 2.5%, as large as the differences
 * the bench is there to show.  getrusage(RUSAGE_CHILDREN), asked once
 * the command (its only child) has been waited for, counts it in
 * microseconds.  A command that exits with a status other than 0 is
 * timed all the same (as `times` would), with a word on standard error;
 * one that cannot be run or is killed by a signal prints no figures, and
 * cputime exits 1.  Built by "make bench", not installed.
 */
#include "config.h"

#include <sys/types.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double
seconds(const struct timeval *tv)
{
	return (double)tv->tv_sec + (double)tv->tv_usec / 1e6;
}

int
main(int argc, char *argv[])
{
	struct timespec t0, t1;
	struct rusage ru;
	pid_t pid;
	int status, fd;

	if (argc < 2) {
		fputs("usage: cputime command [arg ...]\n", stderr);
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if ((pid = fork()) == -1) {
		fprintf(stderr, "cputime: fork: %s\n", strerror(errno));
		return 1;
	}
	if (pid == 0) {
		if ((fd = open("/dev/null", O_WRONLY)) == -1 ||
		    dup2(fd, STDOUT_FILENO) == -1 ||
		    dup2(fd, STDERR_FILENO) == -1)
			_exit(126);
		close(fd);
		execvp(argv[1], argv + 1);
		_exit(127);
	}
	while (waitpid(pid, &status, 0) == -1)
		if (errno != EINTR) {
			fprintf(stderr, "cputime: waitpid: %s\n",
			    strerror(errno));
			return 1;
		}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (getrusage(RUSAGE_CHILDREN, &ru) == -1) {
		fprintf(stderr, "cputime: getrusage: %s\n", strerror(errno));
		return 1;
	}
	if (WIFSIGNALED(status)) {
		fprintf(stderr, "cputime: %s: killed by signal %d\n", argv[1],
		    WTERMSIG(status));
		return 1;
	}
	if (WEXITSTATUS(status) >= 126) {
		fprintf(stderr, "cputime: %s: cannot run it\n", argv[1]);
		return 1;
	}
	if (WEXITSTATUS(status) != 0)
		fprintf(stderr, "cputime: %s: exit status %d\n", argv[1],
		    WEXITSTATUS(status));
	printf("%.6f %.6f\n", (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9,
	    seconds(&ru.ru_utime) + seconds(&ru.ru_stime));
	return 0;
}
