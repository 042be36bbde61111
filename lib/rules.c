/*
 * rules.c - the rule options as data: one table of names and values,
 * read from "name=value" text and written back.  Which options a game
 * takes, and its default of each, is the game's own (its registry
 * entry, struct sn_game).  The rules code reads the values as numbers
 * (sannin.h); names live only here.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "sannin.h"
#include "variant.h"

#define MAXVALUES 5

/*
 * An option taken by several games means the same in each; two options
 * may share a name when no game takes both.
 */
static const struct {
	const char *name;
	const char *values[MAXVALUES + 1];
} options[SANNIN_NOPTIONS] = {
	[SANNIN_OPT_PROMOTED_ROOK] = {"promoted-rook",
	    {"orthogonal", "orthogonal+back", NULL}},
	[SANNIN_OPT_PAWN_DROP_MATE] = {"pawn-drop-mate",
	    {"forbid", "allow", "forbid-new", NULL}},
	[SANNIN_OPT_DEAD_END] = {"dead-end", {"forbid", "allow", NULL}},
	[SANNIN_OPT_ILLUMINATION] = {"illumination", {"select", "all", NULL}},
	[SANNIN_OPT_AUTO_ALLIANCE] = {"auto-alliance", {"on", "off", NULL}},
	[SANNIN_OPT_AFTER_MATE] = {"after-mate", {"mater", "next", NULL}},
	[SANNIN_OPT_AFTER_ALLIANCE] = {"after-alliance",
	    {"restore", "keep-lost", NULL}},
	[SANNIN_OPT_REPETITION] = {"repetition",
	    {"vary", "strict", "off", NULL}},
	[SANNIN_OPT_FIRST] = {"first",
	    {"south", "west", "north", "east", NULL}},
	[SANNIN_OPT_AFTER_CHECK] = {"after-check",
	    {"continue", "return", NULL}},
	[SANNIN_OPT_TAKEOVER_TURN] = {"after-mate",
	    {"continue", "mover", NULL}},
	[SANNIN_OPT_NO_ACTION] = {"no-action", {"mate", "pass", NULL}},
	[SANNIN_OPT_TWO_PAWNS] = {"two-pawns", {"controlled", "own", NULL}},
	[SANNIN_OPT_STYLE] = {"style",
	    {"independent", "team-orthogonal", "team-diagonal",
	    "team-diagonal-west", "kings-as-pieces", NULL}},
	[SANNIN_OPT_CORNER_STEP] = {"corner-step", {"allow", "forbid", NULL}},
	[SANNIN_OPT_TEAM_CHECK] = {"team-check", {"no", "yes", NULL}},
	[SANNIN_OPT_DUAL_ATTACK] = {"dual-attack",
	    {"inescapable", "any", NULL}},
};

/* The order in which options are listed and written: an option's
 * neighbours are the options it goes with, whatever its number. */
static const unsigned char listed[SANNIN_NOPTIONS] = {
	SANNIN_OPT_PROMOTED_ROOK, SANNIN_OPT_PAWN_DROP_MATE,
	SANNIN_OPT_DEAD_END, SANNIN_OPT_ILLUMINATION,
	SANNIN_OPT_AUTO_ALLIANCE, SANNIN_OPT_DUAL_ATTACK,
	SANNIN_OPT_AFTER_MATE, SANNIN_OPT_AFTER_ALLIANCE,
	SANNIN_OPT_REPETITION, SANNIN_OPT_FIRST, SANNIN_OPT_AFTER_CHECK,
	SANNIN_OPT_TAKEOVER_TURN, SANNIN_OPT_NO_ACTION, SANNIN_OPT_TWO_PAWNS,
	SANNIN_OPT_STYLE, SANNIN_OPT_CORNER_STEP, SANNIN_OPT_TEAM_CHECK,
};

/* The game's entry for option opt, or NULL when it does not take it. */
static const struct sn_game_option *
game_option(int opt, int variant)
{
	const struct sn_game *g = sn_game(variant);
	const struct sn_game_option *o;

	if (g == NULL)
		return NULL;
	for (o = g->options; o != NULL && o->opt >= 0; o++)
		if (o->opt == opt)
			return o;
	return NULL;
}

static int
applies(int opt, int variant)
{
	return game_option(opt, variant) != NULL;
}

/* The game's default of an option it takes. */
static int
default_of(int opt, int variant)
{
	return game_option(opt, variant)->def;
}

void
sannin_rules_init(sannin_rules *r)
{
	sannin_rules_init_variant(r, sn_default_variant());
}

void
sannin_rules_init_variant(sannin_rules *r, int variant)
{
	int opt;

	memset(r, 0, sizeof(*r));
	if (variant < 0 || variant >= sn_game_count())
		variant = sn_default_variant();
	r->variant = (unsigned char)variant;
	for (opt = 0; opt < SANNIN_NOPTIONS; opt++)
		if (applies(opt, variant))
			r->opt[opt] = (unsigned char)default_of(opt, variant);
}

const char *
sannin_option_name(int opt)
{
	return opt >= 0 && opt < SANNIN_NOPTIONS ? options[opt].name : NULL;
}

int
sannin_option_nvalues(int opt)
{
	int n = 0;

	if (opt < 0 || opt >= SANNIN_NOPTIONS)
		return 0;
	while (n < MAXVALUES && options[opt].values[n] != NULL)
		n++;
	return n;
}

const char *
sannin_option_value_name(int opt, int value)
{
	if (value < 0 || value >= sannin_option_nvalues(opt))
		return NULL;
	return options[opt].values[value];
}

int
sannin_option_applies(int opt, int variant)
{
	return opt >= 0 && opt < SANNIN_NOPTIONS && applies(opt, variant);
}

int
sannin_option_default(int opt, int variant)
{
	return sannin_option_applies(opt, variant) ?
	    default_of(opt, variant) : -1;
}

/* Writes "a, b and c" listing the options of a variant. */
static void
list_options(int variant, char *buf, size_t size)
{
	int opt, i, n = 0;
	struct sn_list l = {buf, size, 0, 0, 0, " and "};

	for (opt = 0; opt < SANNIN_NOPTIONS; opt++)
		n += applies(opt, variant);
	l.n = n;
	for (i = 0; i < SANNIN_NOPTIONS; i++)
		if (applies(opt = listed[i], variant))
			sn_list_item(&l, "%s", options[opt].name);
}

/* Writes "a, b or c" listing the values of an option. */
static void
list_values(int opt, char *buf, size_t size)
{
	int i, n = sannin_option_nvalues(opt);
	struct sn_list l = {buf, size, 0, 0, n, " or "};

	for (i = 0; i < n; i++)
		sn_list_item(&l, "%s", options[opt].values[i]);
}

int
sannin_rules_set(sannin_rules *r, const char *s, size_t len,
    sannin_diag *dg)
{
	const char *eq = memchr(s, '=', len);
	size_t nlen, vlen;
	int opt, val;
	char vals[96], names[256];

	if (eq == NULL || eq == s) {
		sn_diag_msg(dg, SN_MSG_RULE_SYNTAX, 1,
		    (int)(len > 64 ? 64 : len), s);
		return -1;
	}
	nlen = (size_t)(eq - s);
	vlen = len - nlen - 1;
	for (opt = 0; opt < SANNIN_NOPTIONS; opt++)
		if (applies(opt, r->variant) &&
		    strlen(options[opt].name) == nlen &&
		    memcmp(options[opt].name, s, nlen) == 0)
			break;
	if (opt == SANNIN_NOPTIONS) {
		list_options(r->variant, names, sizeof(names));
		sn_diag_msg(dg, SN_MSG_RULE_NAME, 1,
		    (int)(nlen > 64 ? 64 : nlen), s,
		    r->variant == sn_default_variant() ? "" : " of ",
		    r->variant == sn_default_variant() ? "" :
		    sn_variant(r->variant)->title, names);
		return -1;
	}
	for (val = 0; val < sannin_option_nvalues(opt); val++)
		if (strlen(options[opt].values[val]) == vlen &&
		    memcmp(options[opt].values[val], eq + 1, vlen) == 0)
			break;
	if (val == sannin_option_nvalues(opt)) {
		list_values(opt, vals, sizeof(vals));
		sn_diag_msg(dg, SN_MSG_RULE_VALUE, nlen + 2, options[opt].name,
		    (int)(vlen > 64 ? 64 : vlen), eq + 1, vals);
		return -1;
	}
	r->opt[opt] = (unsigned char)val;
	return 0;
}

int
sannin_rules_set_list(sannin_rules *r, const char *s, size_t len,
    sannin_diag *dg)
{
	sannin_rules tmp = *r;
	size_t i = 0, start;

	for (;;) {
		while (i < len && (s[i] == ' ' || s[i] == ',' || s[i] == '\t'))
			i++;
		if (i == len)
			break;
		start = i;
		while (i < len && s[i] != ' ' && s[i] != ',' && s[i] != '\t')
			i++;
		if (sannin_rules_set(&tmp, s + start, i - start, dg) == -1) {
			if (dg != NULL)
				dg->col += start;
			return -1;
		}
	}
	*r = tmp;
	return 0;
}

size_t
sannin_rules_format(const sannin_rules *r, int all, char *buf, size_t size)
{
	size_t len = 0;
	int opt, n, i;

	if (size > 0)
		buf[0] = '\0';
	for (i = 0; i < SANNIN_NOPTIONS; i++) {
		const char *v;

		opt = listed[i];
		v = sannin_option_value_name(opt, r->opt[opt]);

		if (v == NULL || !applies(opt, r->variant) ||
		    (!all && r->opt[opt] == default_of(opt, r->variant)))
			continue;
		n = snprintf(len < size ? buf + len : NULL,
		    len < size ? size - len : 0, "%s%s=%s", len ? " " : "",
		    options[opt].name, v);
		len += (size_t)n;
	}
	return len;
}
