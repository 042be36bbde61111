/*
 * rules.c - the rule options as data: one table of names and values,
 * read from "name=value" text and written back.  The rules code reads
 * the values as numbers (sannin.h); names live only here.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "sannin.h"

#define MAXVALUES 3

static const struct {
	const char *name;
	const char *values[MAXVALUES + 1];	/* default first */
} options[SANNIN_NOPTIONS] = {
	[SANNIN_OPT_PROMOTED_ROOK] = {"promoted-rook",
	    {"orthogonal", "orthogonal+back", NULL}},
	[SANNIN_OPT_PAWN_DROP_MATE] = {"pawn-drop-mate",
	    {"forbid", "allow", NULL}},
	[SANNIN_OPT_DEAD_END] = {"dead-end", {"forbid", "allow", NULL}},
	[SANNIN_OPT_ILLUMINATION] = {"illumination",
	    {"select", "all", NULL}},
	[SANNIN_OPT_AUTO_ALLIANCE] = {"auto-alliance", {"on", "off", NULL}},
	[SANNIN_OPT_AFTER_MATE] = {"after-mate", {"mater", "next", NULL}},
	[SANNIN_OPT_AFTER_ALLIANCE] = {"after-alliance",
	    {"restore", "keep-lost", NULL}},
	[SANNIN_OPT_REPETITION] = {"repetition",
	    {"vary", "strict", "off", NULL}},
};

void
sannin_rules_init(sannin_rules *r)
{
	memset(r, 0, sizeof(*r));
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

/* Appends "a, b or c" listing the values of an option. */
static void
list_values(int opt, char *buf, size_t size)
{
	int i, n = sannin_option_nvalues(opt);
	size_t len = 0;

	buf[0] = '\0';
	for (i = 0; i < n && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		    i == 0 ? "" : i == n - 1 ? " or " : ", ",
		    options[opt].values[i]);
}

int
sannin_rules_set(sannin_rules *r, const char *s, size_t len,
    sannin_diag *dg)
{
	const char *eq = memchr(s, '=', len);
	size_t nlen, vlen;
	int opt, val;
	char vals[96];

	if (eq == NULL || eq == s) {
		sn_diag_set(dg, SANNIN_E_RULE_SYNTAX, SANNIN_SEV_ERROR, 1,
		    "rule option '%.*s' is not of the form name=value",
		    (int)(len > 64 ? 64 : len), s);
		return -1;
	}
	nlen = (size_t)(eq - s);
	vlen = len - nlen - 1;
	for (opt = 0; opt < SANNIN_NOPTIONS; opt++)
		if (strlen(options[opt].name) == nlen &&
		    memcmp(options[opt].name, s, nlen) == 0)
			break;
	if (opt == SANNIN_NOPTIONS) {
		sn_diag_set(dg, SANNIN_E_RULE_NAME, SANNIN_SEV_ERROR, 1,
		    "unknown rule option '%.*s'; the options are "
		    "promoted-rook, pawn-drop-mate, dead-end, illumination, "
		    "auto-alliance, after-mate, after-alliance and repetition",
		    (int)(nlen > 64 ? 64 : nlen), s);
		return -1;
	}
	for (val = 0; val < sannin_option_nvalues(opt); val++)
		if (strlen(options[opt].values[val]) == vlen &&
		    memcmp(options[opt].values[val], eq + 1, vlen) == 0)
			break;
	if (val == sannin_option_nvalues(opt)) {
		list_values(opt, vals, sizeof(vals));
		sn_diag_set(dg, SANNIN_E_RULE_VALUE, SANNIN_SEV_ERROR,
		    nlen + 2, "rule option %s cannot be '%.*s'; it takes %s",
		    options[opt].name, (int)(vlen > 64 ? 64 : vlen), eq + 1,
		    vals);
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
	int opt, n;

	if (size > 0)
		buf[0] = '\0';
	for (opt = 0; opt < SANNIN_NOPTIONS; opt++) {
		const char *v = sannin_option_value_name(opt, r->opt[opt]);

		if (v == NULL || (!all && r->opt[opt] == 0))
			continue;
		n = snprintf(len < size ? buf + len : NULL,
		    len < size ? size - len : 0, "%s%s=%s", len ? " " : "",
		    options[opt].name, v);
		len += (size_t)n;
	}
	return len;
}
