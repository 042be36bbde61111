/*
 * install-hello.c - a program built against the installed libsannin
 * only (its header and pkg-config file), by .ci/run's install check.
 */
#include <stdio.h>

#include <sannin.h>

int
main(void)
{
	sannin_rules r;
	sannin_position *p;
	uint64_t n;

	sannin_rules_init(&r);
	sannin_rules_set(&r, "auto-alliance=off", 17, NULL);
	if ((p = sannin_position_new(&r)) == NULL)
		return 1;
	n = sannin_perft(p, 2, NULL);
	sannin_position_free(p);
	printf("%llu\n", (unsigned long long)n);
	return n == 2302 ? 0 : 1;
}
