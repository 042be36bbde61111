/*
 * test-rules.c - rule options: names, values, defaults, errors.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "util.h"

static int
set(sannin_rules *r, const char *text, sannin_diag *dg)
{
	return sannin_rules_set(r, text, strlen(text), dg);
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
	return tap_done();
}
