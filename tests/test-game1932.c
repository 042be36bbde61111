/*
 * test-game1932.c - the six rounds of the 1932 game (data/1932.txt)
 * replay move by move as legal actions, and each move written without
 * an origin has exactly one candidate piece.
 *
 * The record is read here with a deliberately small reader (tags,
 * comments and round numbers skipped); the record formats have their
 * own readers and tests.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* How many legal actions move a piece of this kind to this cell? */
static int
candidates(const sannin_position *p, const char *move)
{
	sannin_action buf[SANNIN_MAXACTIONS];
	size_t n = sannin_position_actions(p, sannin_position_turn(p), buf,
	    SANNIN_MAXACTIONS), i;
	int from[sannin_variant_ncells(SV)], count = 0, j, promoted = move[0] == '+';
	const char *sep = strpbrk(move, "-x*");
	char dest[4];
	int kind, to;

	kind = (int)(strchr("PLNSGBRK", move[promoted]) - "PLNSGBRK") + 1;
	if (promoted)
		kind = sannin_kind_promoted(SV, kind);
	snprintf(dest, sizeof(dest), "%.*s", (int)strcspn(sep + 1, "+="),
	    sep + 1);
	to = cell(dest);
	for (i = 0; i < n; i++) {
		if (buf[i].type != SANNIN_ACT_MOVE || buf[i].kind != kind ||
		    buf[i].to != to)
			continue;
		for (j = 0; j < count; j++)
			if (from[j] == buf[i].from)
				break;
		if (j == count)
			from[count++] = buf[i].from;
	}
	return count;
}

int
main(void)
{
	char word[256], *text, *w;
	sannin_position *p = sannin_position_new(NULL);
	sannin_action a;
	sannin_diag dg;
	int moves = 0, comment = 0, n;

	if ((text = srcfile("data/1932.txt")) == NULL) {
		printf("Bail out! cannot read data/1932.txt\n");
		return 1;
	}

	for (w = text; sscanf(w, " %255s%n", word, &n) == 1; w += n) {
		size_t wl = strlen(word);

		if (comment || word[0] == '{') {
			comment = word[wl - 1] != '}';
			continue;
		}
		if (word[0] == '[') {
			w = strchr(w + n, '\n');
			if (w == NULL)
				break;
			n = 0;
			continue;
		}
		if (word[wl - 1] == '.' || strcmp(word, "*") == 0)
			continue;
		moves++;
		if (strchr("-x", word[word[0] == '+' ? 2 : 1]) != NULL)
			is_int(candidates(p, word), 1, "%s: one candidate piece",
			    word);
		if (!ok(sannin_action_parse(p, word, wl, &a, NULL, &dg) == 0,
		    "%s reads as a legal action", word))
			printf("# %s\n", dg.msg);
		if (!ok(sannin_position_play(p, &a, NULL, &dg) == 0, "%s plays",
		    word))
			printf("# %s\n", dg.msg);
	}
	is_int(moves, 18, "six rounds of three moves");

	/* Where the game stands after round 6. */
	{
		int seat;

		ok(sannin_position_piece(p, cell("7l"), &seat) ==
		    SANNIN_PROOK && seat == SANNIN_MIDDLE,
		    "Middle's promoted rook is back on 7l");
		ok(sannin_position_piece(p, cell("10g"), &seat) ==
		    SANNIN_ROOK && seat == SANNIN_LAST, "Last's rook on 10g");
		ok(sannin_position_piece(p, cell("12l"), &seat) ==
		    SANNIN_SILVER && seat == SANNIN_MIDDLE,
		    "Middle's silver on 12l");
		is_int(sannin_position_hand(p, SANNIN_MIDDLE, SANNIN_BISHOP), 1,
		    "Middle holds a bishop");
		is_int(sannin_position_hand(p, SANNIN_LAST, SANNIN_BISHOP), 1,
		    "Last holds a bishop");
		is_int(sannin_position_turn(p), SANNIN_FIRST, "First to act");
	}
	free(text);
	sannin_position_free(p);

	/* Round 6's first move needs its origin: without it two pawns of
	 * First can reach 5e. */
	p = sannin_position_new(NULL);
	{
		static const char *const before[] = {"P3c-4d", "P10k-10j",
		    "P11g-10g", "S-2d", "S-9l", "S-10e", "S-2e", "P7k-6j",
		    "P8d-7d", "P-4e", "R-7g+", "Bx12l", "G-3d", "Sx12l",
		    "P-9g"};
		size_t i;

		for (i = 0; i < sizeof(before) / sizeof(before[0]); i++)
			play(p, before[i]);
		is_int(sannin_action_parse(p, "P-5e", 4, &a, NULL, &dg), -1,
		    "P-5e alone is refused");
		is_int(dg.code, SANNIN_E_MOVE_AMBIGUOUS, "... as ambiguous");
		is_str(dg.msg, "'P-5e' is ambiguous: First has P on 4d, 4e "
		    "that can reach 5e; write the origin",
		    "... naming both pawns");
		ok(legal(p, "P4e-5e"), "P4e-5e is the other candidate");
	}
	sannin_position_free(p);
	return tap_done();
}
