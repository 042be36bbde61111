/*
 * test-geometry.c - cells, names, directions, territories and the garden;
 * and the move reader's quick way to a cell (sn_cell_read) against
 * sannin_cell_parse, on every short word of digits and letters.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "notation.h"
#include "util.h"

static int
parse_code(const char *name, unsigned long *col)
{
	sannin_diag dg;

	memset(&dg, 0, sizeof(dg));
	if (sannin_cell_parse(SV, name, strlen(name), &dg) >= 0)
		return 0;
	if (col != NULL)
		*col = dg.col;
	return dg.code;
}

/*
 * sn_cell_read, which the move reader asks, against its definition,
 * sannin_cell_parse: every word of up to four bytes from digits, ranks
 * on and off each board, and a few other bytes, after two bytes of a
 * move ("P*"), in each variant.  The cell, where the reader goes on, and
 * the diagnostic (code, column, text) must be the same.  The number of
 * words that differ.
 */
static int
cell_read_differs(void)
{
	static const char abc[] = "0123789amnz-G";
	const int k = (int)sizeof(abc) - 1;
	char w[8];
	sannin_diag d1, d2;
	size_t i, end, len;
	int id, n, x, c1, c2, bad = 0;

	for (id = 0; id < SANNIN_NVARIANTS; id++) {
		const sannin_variant *v = sannin_variant_get(id);

		for (len = 0; len <= 4; len++) {
			int count = 1, m;

			for (m = 0; m < (int)len; m++)
				count *= k;
			for (n = 0; n < count; n++) {
				memcpy(w, "P*", 2);
				for (m = 0, x = n; m < (int)len; m++, x /= k)
					w[2 + m] = abc[x % k];
				memset(&d1, 0, sizeof(d1));
				memset(&d2, 0, sizeof(d2));
				i = 2;
				c1 = sn_cell_read(v, w, 2 + len, &i, &d1);
				/* The name: digits, then a letter. */
				for (end = 2; end < 2 + len && w[end] >= '0' &&
				    w[end] <= '9'; end++)
					;
				if (end < 2 + len && w[end] >= 'a' &&
				    w[end] <= 'z')
					end++;
				c2 = sannin_cell_parse(v, w + 2, end - 2, &d2);
				if (c2 < 0)
					d2.col += 2;
				if (c1 != c2 || i != end || (c2 < 0 &&
				    (d1.code != d2.code || d1.col != d2.col ||
				    strcmp(d1.msg, d2.msg) != 0)))
					bad++;
			}
		}
	}
	return bad;
}

static int
neighbours(int c)
{
	int h, n = 0;

	for (h = 1; h <= 11; h += 2)
		if (sannin_cell_step(SV, c, SANNIN_MIDDLE, h) >= 0)
			n++;
	return n;
}

int
main(void)
{
	static const char *const corners[] = {"1a", "1g", "7a", "7m", "13g",
	    "13m"};
	char name[4];
	int c, seat, h, n, bad, count[4], i;
	unsigned long col;

	/* 127 cells, each with a name that reads back to it. */
	bad = 0;
	n = 0;
	for (c = 0; c < sannin_variant_ncells(SV); c++) {
		sannin_cell_name(SV, c, name);
		if (sannin_cell_parse(SV, name, strlen(name), NULL) != c)
			bad++;
		if (sannin_cell_at(SV, sannin_cell_column(SV, c),
		    sannin_cell_rank(SV, c)) != c)
			bad++;
		n++;
	}
	is_int(n, 127, "127 cells");
	is_int(bad, 0, "every cell name reads back to its cell");
	n = 0;
	for (i = 1; i <= 13; i++)
		for (h = 1; h <= 13; h++)
			if (sannin_cell_at(SV, i, h) >= 0)
				n++;
	is_int(n, 127, "127 column-rank pairs meet on the board");

	/* Rank lengths 7, 8, ..., 13, ..., 8, 7. */
	bad = 0;
	for (h = 1; h <= 13; h++) {
		n = 0;
		for (i = 1; i <= 13; i++)
			if (sannin_cell_at(SV, i, h) >= 0)
				n++;
		if (n != 13 - (h > 7 ? h - 7 : 7 - h))
			bad++;
	}
	is_int(bad, 0, "ranks a..m hold 7, 8, ..., 13, ..., 8, 7 cells");

	/* Corners: three neighbours each; the garden in the middle. */
	for (i = 0; i < 6; i++)
		is_int(neighbours(cell(corners[i])), 3, "corner %s has three "
		    "neighbours", corners[i]);
	is_int(neighbours(cell("7g")), 6, "7g has six neighbours");
	is_int(sannin_garden(SV), cell("7g"), "the Pleasure Garden is 7g");
	sannin_cell_name(SV, cell("13m"), name);
	is_str(name, "13m", "names are written column then rank");

	/* Bad names, each with its own diagnostic. */
	is_int(parse_code("14a", NULL), SANNIN_E_CELL_COLUMN, "14a: no column 14");
	is_int(parse_code("0a", NULL), SANNIN_E_CELL_SYNTAX, "0a refused");
	is_int(parse_code("7n", &col), SANNIN_E_CELL_RANK, "7n: no rank n");
	is_int(col, 2, "7n: the column points at the rank letter");
	is_int(parse_code("1m", NULL), SANNIN_E_CELL_OFFBOARD, "1m is off the board");
	is_int(parse_code("13a", NULL), SANNIN_E_CELL_OFFBOARD, "13a is off the board");
	is_int(parse_code("", NULL), SANNIN_E_CELL_SYNTAX, "empty name refused");
	is_int(parse_code("7", NULL), SANNIN_E_CELL_SYNTAX, "7 refused");
	is_int(parse_code("g7", NULL), SANNIN_E_CELL_SYNTAX, "g7 refused");
	is_int(parse_code("7gg", NULL), SANNIN_E_CELL_SYNTAX, "7gg refused");
	is_int(parse_code("07g", NULL), SANNIN_E_CELL_SYNTAX, "07g refused");
	is_int(parse_code("7G", NULL), SANNIN_E_CELL_SYNTAX, "7G refused");
	{
		sannin_diag dg;

		sannin_cell_parse(SV, "1m", 2, &dg);
		is_str(dg.msg, "cell '1m' is off the board: rank m runs from "
		    "column 7 to 13", "1m diagnostic names the rank's columns");
		sannin_cell_parse(SV, "14a", 3, &dg);
		is_str(dg.msg, "cell '14a': there is no column 14 (columns "
		    "run 1-13)", "14a diagnostic");
	}

	is_int(cell_read_differs(), 0, "the move reader's cell names read "
	    "as sannin_cell_parse reads them, in each variant");

	/* Territories: 24 cells each, disjoint, 55 cells in none. */
	memset(count, 0, sizeof(count));
	for (c = 0; c < sannin_variant_ncells(SV); c++)
		count[sannin_cell_territory(SV, c) + 1]++;
	is_int(count[0], 55, "55 cells belong to nobody");
	is_int(count[1], 24, "First's territory has 24 cells");
	is_int(count[2], 24, "Middle's territory has 24 cells");
	is_int(count[3], 24, "Last's territory has 24 cells");
	bad = 0;
	for (c = 0; c < sannin_variant_ncells(SV); c++) {
		int col_ = sannin_cell_column(SV, c), rank = sannin_cell_rank(SV, c);

		if ((col_ <= 3) != (sannin_cell_territory(SV, c) == SANNIN_FIRST))
			bad++;
		if ((rank >= 11) != (sannin_cell_territory(SV, c) ==
		    SANNIN_MIDDLE))
			bad++;
		if (sannin_cell_territory(SV, rotate_cell(c)) !=
		    (sannin_cell_territory(SV, c) < 0 ? -1 :
		    (sannin_cell_territory(SV, c) + 1) % 3))
			bad++;
	}
	is_int(bad, 0, "First holds columns 1-3, Middle ranks k-m, Last "
	    "their rotation");
	is_int(sannin_cell_territory(SV, cell("7a")), SANNIN_LAST,
	    "7a is Last's");
	is_int(sannin_cell_territory(SV, cell("13g")), SANNIN_LAST,
	    "13g is Last's");
	is_int(sannin_cell_territory(SV, cell("4a")), -1, "4a is nobody's");
	is_int(sannin_cell_territory(SV, cell("7g")), -1, "the garden is nobody's");

	/* Directions seen from Middle. */
	is_int(sannin_cell_step(SV, cell("7g"), SANNIN_MIDDLE, 12), cell("6e"),
	    "12 o'clock from 7g is 6e");
	is_int(sannin_cell_step(SV, cell("7g"), SANNIN_MIDDLE, 11), cell("7f"),
	    "11 o'clock from 7g is 7f");
	is_int(sannin_cell_step(SV, cell("7g"), SANNIN_MIDDLE, 1), cell("6f"),
	    "1 o'clock from 7g is 6f");
	is_int(sannin_cell_step(SV, cell("7g"), SANNIN_MIDDLE, 3), cell("6g"),
	    "3 o'clock from 7g is 6g");
	is_int(sannin_cell_step(SV, cell("7g"), SANNIN_MIDDLE, 6), cell("8i"),
	    "6 o'clock from 7g is 8i");
	/* A diagonal step lands beyond the two cells it passes between. */
	is_int(sannin_cell_step(SV, cell("7f"), SANNIN_MIDDLE, 1), cell("6e"),
	    "12 o'clock passes between 7f and 6f");
	is_int(sannin_cell_step(SV, cell("6f"), SANNIN_MIDDLE, 11), cell("6e"),
	    "and lands on their common neighbour 6e");
	is_int(sannin_cell_step(SV, cell("7a"), SANNIN_MIDDLE, 12), -1,
	    "nothing beyond the edge");

	/* Each seat's hours are Middle's turned: forward for First is 8
	 * o'clock seen from Middle, for Last 4 o'clock. */
	is_int(sannin_cell_step(SV, cell("7g"), SANNIN_FIRST, 12),
	    sannin_cell_step(SV, cell("7g"), SANNIN_MIDDLE, 8),
	    "First's 12 o'clock is Middle's 8");
	is_int(sannin_cell_step(SV, cell("7g"), SANNIN_LAST, 12),
	    sannin_cell_step(SV, cell("7g"), SANNIN_MIDDLE, 4),
	    "Last's 12 o'clock is Middle's 4");
	bad = 0;
	for (c = 0; c < sannin_variant_ncells(SV); c++)
		for (seat = 0; seat < 3; seat++)
			for (h = 1; h <= 12; h++) {
				int t = sannin_cell_step(SV, c, seat, h);
				int u = sannin_cell_step(SV, rotate_cell(c),
				    (seat + 1) % 3, h);

				if ((t < 0 ? -1 : rotate_cell(t)) != u)
					bad++;
			}
	is_int(bad, 0, "every direction of every seat is the previous "
	    "seat's, turned 120 degrees");
	return tap_done();
}
