/*
 * decimal.h - a number written in decimal in place, for the writers that
 * write one at every ply (the position string, sannin-replay's lines):
 * below 1000, as a ply mostly is and a count in hand always, with no
 * loop and no division by a variable.  (printf took 4% of a full
 * replay.)  Not installed.
 */
#ifndef SN_DECIMAL_H
#define SN_DECIMAL_H

#include <string.h>

/* The numbers 0 to 99 in two digits each. */
static const char sn_digits2[201] =
    "0001020304050607080910111213141516171819"
    "2021222324252627282930313233343536373839"
    "4041424344454647484950515253545556575859"
    "6061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

/* n in decimal at e, no NUL; returns the end, 20 characters at most. */
static inline char *
sn_decimal(char *e, unsigned long n)
{
	unsigned long m = n;
	char *end = e + 1;

	if (n < 10) {
		*e = (char)('0' + n);
		return e + 1;
	}
	if (n < 100) {
		memcpy(e, sn_digits2 + 2 * n, 2);
		return e + 2;
	}
	if (n < 1000) {
		*e = (char)('0' + n / 100);
		memcpy(e + 1, sn_digits2 + 2 * (n % 100), 2);
		return e + 3;
	}
	while ((m /= 10) != 0)
		end++;
	e = end;
	do
		*--e = (char)('0' + n % 10);
	while ((n /= 10) != 0);
	return end;
}

#endif
