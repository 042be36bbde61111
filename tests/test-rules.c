/*
 * test-rules.c - rule options: names, values, defaults, errors.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static int
set(sannin_rules *r, const char *text, sannin_diag *dg)
{
	return sannin_rules_set(r, text, strlen(text), dg);
}

static int
by_text(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The n lines sorted, joined with newlines into out, and freed. */
static void
join_sorted(char **line, size_t n, char *out, size_t size)
{
	size_t i;

	qsort(line, n, sizeof(line[0]), by_text);
	*out = '\0';
	for (i = 0; i < n; i++) {
		snprintf(out + strlen(out), size - strlen(out), "%s%s",
		    i > 0 ? "\n" : "", line[i]);
		free(line[i]);
	}
}

/* A line as it stands. */
static void
as_is(const char *s, size_t len, char *out)
{
	snprintf(out, 256, "%.*s", (int)len, s);
}

/*
 * The lines of text that begin with `lead` and hold `also`, each
 * rewritten by fix (the line, its length, into a buffer of 256 bytes),
 * sorted and joined with newlines into out.
 */
static void
lines_of(const char *text, const char *lead, const char *also,
    void (*fix)(const char *, size_t, char *), char *out, size_t size)
{
	char *line[64], whole[256];
	const char *s, *e;
	size_t n = 0, ll = strlen(lead);

	for (s = text; *s != '\0'; s = *e != '\0' ? e + 1 : e) {
		if ((e = strchr(s, '\n')) == NULL)
			e = s + strlen(s);
		if (strncmp(s, lead, ll) != 0)
			continue;
		as_is(s, (size_t)(e - s), whole);
		if (strstr(whole, also) != NULL && n < 64 &&
		    (line[n] = malloc(256)) != NULL)
			fix(s, (size_t)(e - s), line[n++]);
	}
	join_sorted(line, n, out, size);
}

/* ".It Cm name Ns = Ns Cm a | b" of a manual's RULE OPTIONS:
 * "name=a|b". */
static void
man_item(const char *s, size_t len, char *out)
{
	size_t i, o = 0;

	for (i = strlen(".It Cm "); i < len && o + 1 < 256; i++) {
		if (strncmp(s + i, " Ns = Ns Cm ", 12) == 0) {
			out[o++] = '=';
			i += 11;
		} else if (strncmp(s + i, " | ", 3) == 0) {
			out[o++] = '|';
			i += 2;
		} else
			out[o++] = s[i];
	}
	out[o] = '\0';
}

/*
 * The options of a variant as the library has them, in the form of the
 * README's table (its default value first, `readme`) or of the manual's
 * list (the values in their order), sorted and joined with newlines.
 */
static void
options_of(int var, int readme, char *out, size_t size)
{
	const char *name = sannin_variant_name(sannin_variant_get(var));
	char *line[SANNIN_NOPTIONS], buf[256];
	size_t n = 0;
	int opt, v, d;

	for (opt = 0; opt < SANNIN_NOPTIONS; opt++) {
		if (!sannin_option_applies(opt, var))
			continue;
		d = sannin_option_default(opt, var);
		if (readme)
			snprintf(buf, sizeof(buf), "| %s | %s | %s", name,
			    sannin_option_name(opt),
			    sannin_option_value_name(opt, d));
		else
			snprintf(buf, sizeof(buf), "%s=%s",
			    sannin_option_name(opt),
			    sannin_option_value_name(opt, 0));
		for (v = readme ? 0 : 1; v < sannin_option_nvalues(opt); v++)
			if (!readme || v != d)
				snprintf(buf + strlen(buf), sizeof(buf) -
				    strlen(buf), "%s%s", readme ? ", " : "|",
				    sannin_option_value_name(opt, v));
		if (readme)
			snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf),
			    " |");
		if ((line[n] = strdup(buf)) != NULL)
			n++;
	}
	join_sorted(line, n, out, size);
}

/*
 * The README's table of rule options, and the list of each variant's
 * manual (man/NAME-rules.7), name the options the library has, with
 * their values; the table gives each default first.
 */
static void
documented(void)
{
	char *readme = srcfile("README.md"), *man, lead[64], page[64];
	char got[4096], want[4096];
	const char *name;
	int var;

	if (readme == NULL) {
		ok(0, "README.md is read");
		return;
	}
	for (var = 0; var < SANNIN_NVARIANTS; var++) {
		name = sannin_variant_name(sannin_variant_get(var));
		snprintf(lead, sizeof(lead), "| %s | ", name);
		lines_of(readme, lead, "", as_is, got, sizeof(got));
		options_of(var, 1, want, sizeof(want));
		is_str(got, want, "README.md lists the rule options of %s, "
		    "the default first", name);
		snprintf(page, sizeof(page), "man/%s-rules.7", name);
		if ((man = srcfile(page)) == NULL) {
			ok(0, "%s is read", page);
			continue;
		}
		lines_of(man, ".It Cm ", " Ns = Ns Cm ", man_item, got,
		    sizeof(got));
		options_of(var, 0, want, sizeof(want));
		is_str(got, want, "%s lists the rule options of %s and "
		    "their values", page, name);
		free(man);
	}
	free(readme);
}

int
main(void)
{
	static const char *const names[] = {"promoted-rook", "pawn-drop-mate",
	    "dead-end", "illumination", "auto-alliance", "after-mate",
	    "after-alliance", "repetition", "first", "after-check",
	    "after-mate", "no-action", "two-pawns", "style", "corner-step",
	    "team-check", "dual-attack"};
	static const char *const defaults =
	    "promoted-rook=orthogonal pawn-drop-mate=forbid dead-end=forbid "
	    "illumination=select auto-alliance=on dual-attack=inescapable "
	    "after-mate=mater after-alliance=restore repetition=vary";
	static const char *const ydefaults =
	    "pawn-drop-mate=forbid repetition=off first=south "
	    "after-check=continue after-mate=continue no-action=mate "
	    "two-pawns=controlled";
	sannin_rules r, r2;
	sannin_diag dg;
	char buf[512], text[128];
	int opt, v, bad, var;

	sannin_rules_init(&r);
	sannin_rules_format(&r, 1, buf, sizeof(buf));
	is_str(buf, defaults, "the defaults of sannin-rules(7)");
	sannin_rules_format(&r, 0, buf, sizeof(buf));
	is_str(buf, "", "nothing differs from the defaults");
	for (opt = 0; opt < SANNIN_NOPTIONS; opt++)
		is_str(sannin_option_name(opt), names[opt], "option %d is %s",
		    opt, names[opt]);

	/* Every value of every option of every variant reads and writes
	 * back; only a value other than the variant's default is written. */
	bad = 0;
	for (var = 0; var < SANNIN_NVARIANTS; var++)
		for (opt = 0; opt < SANNIN_NOPTIONS; opt++)
			for (v = 0; v < sannin_option_nvalues(opt) &&
			    sannin_option_applies(opt, var); v++) {
				sannin_rules_init_variant(&r, var);
				snprintf(text, sizeof(text), "%s=%s",
				    sannin_option_name(opt),
				    sannin_option_value_name(opt, v));
				if (set(&r, text, &dg) != 0 || r.opt[opt] != v)
					bad++;
				sannin_rules_format(&r, 0, buf, sizeof(buf));
				if (strcmp(buf, v != sannin_option_default(opt,
				    var) ? text : "") != 0)
					bad++;
			}
	is_int(bad, 0, "every option value reads and writes back");

	/* Shipley's Four Player Shogi: its options and defaults. */
	sannin_rules_init_variant(&r, SANNIN_VARIANT_SHIPLEY);
	sannin_rules_format(&r, 1, buf, sizeof(buf));
	is_str(buf, "pawn-drop-mate=forbid repetition=off style=independent "
	    "corner-step=allow team-check=no", "Shipley's options and defaults");
	ok(set(&r, "style=team-diagonal-west", &dg) == 0 &&
	    r.opt[SANNIN_OPT_STYLE] == SANNIN_STYLE_TEAM_DIAGONAL_WEST,
	    "style takes team-diagonal-west");
	is_int(set(&r, "style=teams", &dg), -1, "a style it does not know");
	is_str(dg.msg, "rule option style cannot be 'teams'; it takes "
	    "independent, team-orthogonal, team-diagonal, team-diagonal-west "
	    "or kings-as-pieces", "... lists the five styles");

	/* Yonin shogi: its own options and defaults. */
	sannin_rules_init_variant(&r, SANNIN_VARIANT_YONIN);
	is_int(r.variant, SANNIN_VARIANT_YONIN, "yonin rules are yonin's");
	sannin_rules_format(&r, 1, buf, sizeof(buf));
	is_str(buf, ydefaults, "yonin's options and defaults");
	is_int(r.opt[SANNIN_OPT_REPETITION], SANNIN_REPETITION_OFF,
	    "repetition is off by default in yonin shogi");
	is_int(set(&r, "illumination=all", &dg), -1,
	    "a sannin option is refused in yonin shogi");
	is_str(dg.msg, "unknown rule option 'illumination'; the options of "
	    "yonin shogi are pawn-drop-mate, repetition, first, after-check, "
	    "after-mate, no-action and two-pawns", "... listing yonin's");
	ok(set(&r, "after-mate=mover", &dg) == 0 &&
	    r.opt[SANNIN_OPT_TAKEOVER_TURN] == SANNIN_TAKEOVER_TURN_MOVER,
	    "after-mate of yonin shogi takes its own values");
	is_int(set(&r, "after-mate=mater", &dg), -1,
	    "... and not sannin's");
	sannin_rules_init(&r);
	is_int(set(&r, "first=north", &dg), -1,
	    "a yonin option is refused in sannin shogi");
	is_int(sannin_option_default(SANNIN_OPT_FIRST,
	    SANNIN_VARIANT_SANNIN), -1, "first has no default in sannin");
	is_int(sannin_option_nvalues(SANNIN_OPT_REPETITION), 3,
	    "repetition has three values");
	sannin_rules_init(&r);
	ok(set(&r, "repetition=off", &dg) == 0 &&
	    r.opt[SANNIN_OPT_REPETITION] == SANNIN_REPETITION_OFF,
	    "repetition=off");
	ok(set(&r, "promoted-rook=orthogonal+back", &dg) == 0 &&
	    r.opt[SANNIN_OPT_PROMOTED_ROOK] ==
	    SANNIN_PROMOTED_ROOK_ORTHOGONAL_BACK, "promoted-rook=orthogonal+back");

	/* Errors. */
	sannin_rules_init(&r);
	is_int(set(&r, "castling=off", &dg), -1, "unknown name refused");
	is_int(dg.code, SANNIN_E_RULE_NAME, "... as an unknown name");
	is_str(dg.msg, "unknown rule option 'castling'; the options are "
	    "promoted-rook, pawn-drop-mate, dead-end, illumination, "
	    "auto-alliance, dual-attack, after-mate, after-alliance and "
	    "repetition",
	    "... listing the options");
	is_int(set(&r, "dead-end=maybe", &dg), -1, "unknown value refused");
	is_int(dg.code, SANNIN_E_RULE_VALUE, "... as an unknown value");
	is_int(dg.col, 10, "... pointing at the value");
	is_str(dg.msg, "rule option dead-end cannot be 'maybe'; it takes "
	    "forbid or allow", "... listing the values");
	set(&r, "repetition=sometimes", &dg);
	is_str(dg.msg, "rule option repetition cannot be 'sometimes'; it "
	    "takes vary, strict or off", "three values listed");
	is_int(set(&r, "dead-end", &dg), -1, "no '=' refused");
	is_int(dg.code, SANNIN_E_RULE_SYNTAX, "... as syntax");
	is_int(set(&r, "=off", &dg), -1, "no name refused");
	is_int(set(&r, "dead-end=", &dg), -1, "empty value refused");
	is_int(dg.code, SANNIN_E_RULE_VALUE, "... as a value");
	is_int(set(&r, "Dead-End=allow", &dg), -1, "names are case-sensitive");
	sannin_rules_format(&r, 0, buf, sizeof(buf));
	is_str(buf, "", "failed assignments change nothing");

	/* Lists, as in a record's Rules tag: all or nothing. */
	sannin_rules_init(&r);
	is_int(sannin_rules_set_list(&r, "dead-end=allow, auto-alliance=off",
	    33, &dg), 0, "a list with a comma and a space");
	sannin_rules_format(&r, 0, buf, sizeof(buf));
	is_str(buf, "dead-end=allow auto-alliance=off", "both set");
	r2 = r;
	is_int(sannin_rules_set_list(&r, "illumination=all repetition=never",
	    33, &dg), -1, "a list with one bad assignment");
	is_int(dg.col, 29, "... the column points into the list");
	ok(memcmp(&r, &r2, sizeof(r)) == 0, "... and nothing changed");
	is_int(sannin_rules_set_list(&r, "  ", 2, &dg), 0, "an empty list");

	/* The size contract of the writer. */
	sannin_rules_init(&r);
	is_int(sannin_rules_format(&r, 1, buf, 10), strlen(defaults),
	    "format returns the length it needs");
	is_int(strlen(buf), 9, "... and truncates safely");

	documented();
	return tap_done();
}
