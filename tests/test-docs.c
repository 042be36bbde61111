/*
 * test-docs.c - what the documentation says of each variant, against
 * the library: in sannin-record(5), the seat markers and the cells of the
 * grammar, the seat markers of "Seat markers", the players' tags and the
 * rules pages the Rules tag names; and the description of libsannin.pc.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sannin.h"
#include "util.h"

/*
 * The part of TEXT from its first line that starts with FROM up to the
 * next line that starts with UNTIL, or its end; a copy for free(), or
 * NULL when no line starts with FROM.
 */
static char *
part(const char *text, const char *from, const char *until)
{
	const char *start = text, *end;
	size_t flen = strlen(from), ulen = strlen(until);
	char *copy;

	while (strncmp(start, from, flen) != 0) {
		if ((start = strchr(start, '\n')) == NULL)
			return NULL;
		start++;
	}
	end = strchr(start, '\n');
	while (end != NULL && strncmp(end + 1, until, ulen) != 0)
		end = strchr(end + 1, '\n');
	if (end == NULL)
		end = start + strlen(start);
	if ((copy = malloc((size_t)(end - start) + 1)) == NULL)
		return NULL;
	memcpy(copy, start, (size_t)(end - start));
	copy[end - start] = '\0';
	return copy;
}

/* The letters of the seat markers (".Ql X:\&") of TEXT, in order. */
static void
markers(const char *text, char *out, size_t size)
{
	const char *p = text;
	size_t n = 0;

	while ((p = strstr(p, ".Ql ")) != NULL) {
		p += 4;
		if (isupper((unsigned char)p[0]) && strncmp(p + 1, ":\\&", 3)
		    == 0 && n + 1 < size)
			out[n++] = p[0];
	}
	out[n] = '\0';
}

static void
record_page(void)
{
	char *page = srcfile("man/sannin-record.5");
	char *grammar, *seats, *rules, *players;
	char want[128], got[128], letters[16];
	const sannin_variant *v;
	const char *name;
	int var, s, n, len;

	if (page == NULL) {
		ok(0, "man/sannin-record.5 is read");
		return;
	}
	grammar = part(page, ".Ss Grammar", ".Ed");
	seats = part(page, ".Ss Seat markers", ".Ss ");
	rules = part(page, ".It Cm Rules", ".It ");
	players = part(page, ".It Cm First , Middle , Last", ".It ");
	ok(grammar && seats && rules && players, "sannin-record(5) has a "
	    "grammar, seat markers, and the tags Rules and First, Middle, "
	    "Last");
	if (!grammar || !seats || !rules || !players)
		goto out;
	markers(seats, got, sizeof(got));
	for (var = 0; var < SANNIN_NVARIANTS; var++) {
		v = sannin_variant_get(var);
		name = sannin_variant_name(v);
		n = sannin_variant_nseats(v);

		/* marker = seat ":"    sannin: F M L; yonin: S W N E; */
		len = snprintf(want, sizeof(want), "%s:", name);
		for (s = 0; s < n; s++) {
			letters[s] = (char)sannin_variant_seat_letter(v, s);
			len += snprintf(want + len, sizeof(want) - (size_t)len,
			    " %c", letters[s]);
		}
		letters[n] = '\0';
		ok(strstr(grammar, want) != NULL, "the grammar's markers of "
		    "%s: \"%s\"", name, want);

		/* cell = column rank    shipley: 1 to 15, a to o */
		snprintf(want, sizeof(want), "%s: 1 to %d, a to %c", name,
		    sannin_variant_ncolumns(v),
		    'a' + sannin_variant_nranks(v) - 1);
		ok(strstr(grammar, want) != NULL, "the grammar's cells of "
		    "%s: \"%s\"", name, want);

		ok(strstr(got, letters) != NULL, "Seat markers lists those "
		    "of %s, %s, in the order of play (it has %s)", name,
		    letters, got);

		len = 0;
		for (s = 0; s < n; s++)
			len += snprintf(want + len, sizeof(want) - (size_t)len,
			    "%s%s", s ? " , " : "",
			    sannin_variant_seat_name(v, s));
		ok(strstr(players, want) != NULL, "the players' tags of %s: "
		    "%s", name, want);

		snprintf(want, sizeof(want), ".Xr %s-rules 7", name);
		ok(strstr(rules, want) != NULL, "the Rules tag names %s",
		    want);
	}
out:
	free(grammar);
	free(seats);
	free(rules);
	free(players);
	free(page);
}

/* Whether TEXT holds WORD, whatever the case. */
static int
holds(const char *text, const char *word)
{
	size_t n = strlen(word);

	for (; *text != '\0'; text++) {
		size_t i;

		for (i = 0; i < n && text[i] != '\0' &&
		    tolower((unsigned char)text[i]) ==
		    tolower((unsigned char)word[i]); i++)
			;
		if (i == n)
			return 1;
	}
	return 0;
}

static void
pkgconfig(void)
{
	char *pc = srcfile("libsannin.pc.in"), *desc;
	const char *name;
	int var;

	if (pc == NULL) {
		ok(0, "libsannin.pc.in is read");
		return;
	}
	desc = part(pc, "Description:", "");	/* its line */
	ok(desc != NULL, "libsannin.pc.in has a Description");
	for (var = 0; desc != NULL && var < SANNIN_NVARIANTS; var++) {
		name = sannin_variant_name(sannin_variant_get(var));
		ok(holds(desc, name), "libsannin.pc's Description names %s",
		    name);
	}
	free(desc);
	free(pc);
}

int
main(void)
{
	record_page();
	pkgconfig();
	return tap_done();
}
