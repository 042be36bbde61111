/*
 * select_parse.c - reading each criterion of sannin-select(1) from its
 * option's argument: a tag's or a player's comparison, a result, the
 * winners, a range of plies or rounds, an event and its fields, a
 * position string, material.  An argument that cannot be read, or that
 * could select no game, is a usage error whose message says why.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <regex.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "common.h"
#include "select_internal.h"

static void bad(const struct crit *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), noreturn));

/* A usage error in a criterion's argument. */
static void
bad(const struct crit *c, const char *fmt, ...)
{
	static const char *const opt[] = {"--tag", "--player", "--result",
	    "--winner", "--plies", "--rounds", "--alliance", "--event",
	    "--position", "--material"};
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	warnx_("%s '%s': %s", opt[c->type - SEL_TAG], c->arg, msg);
	usage_error();
}

/* ------------------------------------------------------------------ */
/* The events, as sannin_event_format writes them.                     */

/* What a field's value, as an event of sannin shogi writes it, names:
 * seats (listed when joined by ','), a seat, a kind or a cell. */
static int
value_kind(const char *val)
{
	const sannin_variant *v = sannin_variant_get(SANNIN_VARIANT_SANNIN);
	sannin_diag dg;
	int k;

	if (strchr(val, ',') != NULL)
		return EV_SEATS;
	if (sannin_variant_seat_find(v, val, strlen(val)) >= 0)
		return EV_SEAT;
	for (k = SANNIN_PAWN; k < SANNIN_NKINDS; k++)
		if (strcmp(val, sannin_kind_name(k)) == 0)
			return EV_KIND;
	if (sannin_cell_parse(v, val, strlen(val), &dg) >= 0)
		return EV_CELL;
	return 0;
}

/* Adds a word to a list " a b ... " that lacks it. */
static void
add_word(char *list, size_t size, const char *w)
{
	size_t len = strlen(list), n = strlen(w);
	const char *p;

	for (p = list; (p = strstr(p, w)) != NULL; p++)
		if (p[-1] == ' ' && p[n] == ' ')
			return;
	if (len + n + 1 < size)
		snprintf(list + len, size - len, "%s ", w);
}

/*
 * The word of each type of event, as sannin_event_format writes it,
 * its keys and what each one's value names, and the values of its how:
 * from events of each type made up with every how, seats 0 and 1 and
 * the list of both, a rook and cells 0 and 1.
 */
void
sel_event_words(struct sel *s)
{
	const sannin_variant *v = sannin_variant_get(SANNIN_VARIANT_SANNIN);
	sannin_event e;
	static char words[16][24];
	char buf[160], *tok, *eq, *save;
	int t, h, i;

	for (t = SANNIN_EV_CAPTURE; t <= SANNIN_EV_TAKEOVER; t++) {
		strcpy(s->evkeys[t], " ");
		strcpy(s->evhows[t], " ");
		for (h = 1; h < 16; h++) {
			memset(&e, 0, sizeof(e));
			e.type = (unsigned char)t;
			e.how = (unsigned char)h;
			e.other = 1;
			e.kind = SANNIN_ROOK;
			e.cell2 = 1;
			e.seats = 3;
			sannin_event_format(v, &e, buf, sizeof(buf));
			tok = strtok_r(buf, " ", &save);
			if (h == 1 && tok != NULL) {
				snprintf(words[t], sizeof(words[t]), "%s",
				    tok);
				s->evwords[t] = words[t];
			}
			while ((tok = strtok_r(NULL, " ", &save)) != NULL) {
				if ((eq = strchr(tok, '=')) == NULL)
					continue;
				*eq = '\0';
				if (strcmp(tok, "how") == 0 &&
				    strcmp(eq + 1, "?") != 0)
					add_word(s->evhows[t],
					    sizeof(s->evhows[t]), eq + 1);
				for (i = 0; i < s->nevfields[t]; i++)
					if (strcmp(s->evfields[t][i].key,
					    tok) == 0)
						break;
				if (i < s->nevfields[t] || i == MAXFIELDS ||
				    strlen(tok) >= sizeof(s->evfields[t][i].key))
					continue;
				strcpy(s->evfields[t][i].key, tok);
				s->evfields[t][i].what = strcmp(tok, "how") ==
				    0 ? EV_HOW : value_kind(eq + 1);
				s->nevfields[t]++;
				add_word(s->evkeys[t], sizeof(s->evkeys[t]),
				    tok);
			}
		}
	}
}

/* ------------------------------------------------------------------ */
/* Reading the criteria.                                               */

/* [=|~|=~]VALUE: the comparison and the value. */
static void
read_cmp(struct crit *c, const char *p)
{
	if (strncmp(p, "=~", 2) == 0) {
		c->op = OP_RE;
		p += 2;
	} else if (*p == '~') {
		c->op = OP_SUB;
		p++;
	} else {
		c->op = OP_EQ;
		p += *p == '=';
	}
	c->value = p;
}

static void
read_tag(struct crit *c)
{
	const sannin_variant *v;
	size_t n = strspn(c->arg, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789_");

	if (n == 0 || n >= sizeof(c->name))
		bad(c, "a tag's name is 1 to 64 letters, digits or '_'");
	if (c->arg[n] != '=' && c->arg[n] != '~')
		bad(c, "write NAME=VALUE, NAME~TEXT or NAME=~REGEX");
	memcpy(c->name, c->arg, n);
	c->name[n] = '\0';
	read_cmp(c, c->arg + n);
	/* A variant's name is the same in any case (as tag() in
	 * select_eval.c gives it). */
	if (strcmp(c->name, "Variant") == 0 && c->op == OP_EQ &&
	    (v = sannin_variant_find(c->value, strlen(c->value))) != NULL)
		c->value = sannin_variant_name(v);
}

/* *, or a result of some variant. */
static void
read_result(struct crit *c)
{
	int id;

	if (strcmp(c->arg, "*") == 0)
		return;
	for (id = 0; id < SANNIN_NVARIANTS; id++)
		if (sannin_result_winners(sannin_variant_get(id), c->arg) >= 0)
			return;
	bad(c, "a result is *, or a 1 or 0 for each seat joined by '-', as "
	    "1-0-0");
}

/* Whether a word names a seat of some variant. */
static int
some_seat(const char *w)
{
	int id;

	for (id = 0; id < SANNIN_NVARIANTS; id++)
		if (seat_named(sannin_variant_get(id), w) >= 0)
			return 1;
	return 0;
}

static void
read_winner(struct crit *c)
{
	const char *p = c->arg;
	size_t n;

	if (strcmp(p, "none") == 0)
		return;
	for (;;) {
		n = strcspn(p, ",");
		if (c->nseats == SANNIN_MAXSEATS)
			bad(c, "at most %d seats", SANNIN_MAXSEATS);
		if (n == 0 || n >= sizeof(c->seats[0]))
			bad(c, "write a seat, seats joined by ',', or none");
		memcpy(c->seats[c->nseats], p, n);
		c->seats[c->nseats][n] = '\0';
		if (!some_seat(c->seats[c->nseats]))
			bad(c, "'%s' is no seat of any variant",
			    c->seats[c->nseats]);
		c->nseats++;
		if (p[n] == '\0')
			break;
		p += n + 1;
	}
}

/* A number of a range; returns where it ends, or NULL. */
static const char *
number(const char *p, unsigned long *out)
{
	char *end;

	if (!isdigit((unsigned char)*p))
		return NULL;
	errno = 0;
	*out = strtoul(p, &end, 10);
	if (errno != 0 || *out > INT_MAX)
		return NULL;
	return end;
}

/* N, N-M, N- or -M. */
static void
read_range(struct crit *c)
{
	const char *p = c->arg;

	c->lo = 0;
	c->hi = ULONG_MAX;
	if (*p != '-') {
		if ((p = number(p, &c->lo)) == NULL)
			goto fail;
		if (*p == '\0') {
			c->hi = c->lo;
			return;
		}
		if (*p != '-')
			goto fail;
	}
	p++;
	if (*p == '\0' && p - 1 != c->arg)
		return;
	if ((p = number(p, &c->hi)) == NULL || *p != '\0' || c->hi < c->lo)
		goto fail;
	return;
fail:
	bad(c, "a range is N, N-M, N- or -M, with M no less than N");
}

/* The words of a list " a b c " as "a, b or c", in buf. */
static const char *
word_list(const char *words, char *buf, size_t size)
{
	const char *p = words;
	size_t n, len = 0;
	int i = 0, count = 0;

	for (p = words; *(p += strspn(p, " ")) != '\0'; p += n, count++)
		n = strcspn(p, " ");
	buf[0] = '\0';
	for (p = words; *(p += strspn(p, " ")) != '\0'; p += n, i++) {
		n = strcspn(p, " ");
		if (len < size)
			len += (size_t)snprintf(buf + len, size - len,
			    "%s%.*s", i == 0 ? "" : i == count - 1 ? " or " :
			    ", ", (int)n, p);
	}
	return buf;
}

/* The name of the seat a word names, by its name or letter, in every
 * variant that has it; NULL for none, or for a letter of seats of
 * different names. */
static const char *
seat_name(const char *w)
{
	const char *name = NULL, *n;
	int id, seat;

	for (id = 0; id < SANNIN_NVARIANTS; id++) {
		const sannin_variant *v = sannin_variant_get(id);

		if ((seat = seat_named(v, w)) < 0)
			continue;
		n = sannin_variant_seat_name(v, seat);
		if (name != NULL && strcmp(name, n) != 0)
			return NULL;
		name = n;
	}
	return name;
}

/*
 * The value of the criterion's last field, checked against what the
 * key's values name: an event's seats by their names (a seat's letter
 * is taken for its name), a kind, a cell of some variant, or a how of
 * the event.  A value that no event can have is a usage error: the
 * criterion would select nothing.
 */
static void
event_value(const struct sel *s, struct crit *c)
{
	const char *key = c->keys[c->nfields];
	char *val = c->vals[c->nfields], canon[sizeof(c->vals[0])], w[24];
	char list[160];
	const char *p, *name;
	sannin_diag dg;
	size_t n, len = 0;
	int i, id, k, what = 0;

	for (i = 0; i < s->nevfields[c->evtype]; i++)
		if (strcmp(s->evfields[c->evtype][i].key, key) == 0)
			what = s->evfields[c->evtype][i].what;
	switch (what) {
	case EV_SEAT:
	case EV_SEATS:
		if (what == EV_SEAT && strchr(val, ',') != NULL)
			bad(c, "%s takes one seat, not a list", key);
		canon[0] = '\0';
		for (p = val; ; p += n + 1) {
			n = strcspn(p, ",");
			if (n == 0 || n >= sizeof(w))
				bad(c, "%s: write seats joined by ','", key);
			memcpy(w, p, n);
			w[n] = '\0';
			if ((name = seat_name(w)) == NULL)
				bad(c, "%s: '%s' is no seat of any variant: "
				    "write a seat's name or letter, as First "
				    "or F, South or S", key, w);
			len += (size_t)snprintf(canon + len, len <
			    sizeof(canon) ? sizeof(canon) - len : 0, "%s%s",
			    len ? "," : "", name);
			if (p[n] == '\0')
				break;
		}
		if (len >= sizeof(canon))
			bad(c, "no event has a field so long");
		strcpy(val, canon);
		return;
	case EV_KIND:
		for (k = SANNIN_PAWN; k < SANNIN_NKINDS; k++)
			if (sannin_kind_name(k) != NULL &&
			    strcmp(val, sannin_kind_name(k)) == 0)
				return;
		bad(c, "%s: '%s' is no piece: write a piece's letter, K R B G "
		    "S N L or P, after '+' when it is promoted, as +R", key,
		    val);
	case EV_CELL:
		for (id = 0; id < SANNIN_NVARIANTS; id++)
			if (sannin_cell_parse(sannin_variant_get(id), val,
			    strlen(val), &dg) >= 0)
				return;
		bad(c, "%s: '%s' is no cell of any variant's board: write a "
		    "column and a rank, as 7g", key, val);
	case EV_HOW:
		snprintf(w, sizeof(w), " %s ", val);
		if (strlen(val) + 2 < sizeof(w) && strstr(s->evhows[c->evtype],
		    w) != NULL)
			return;
		bad(c, "%s: the %s of an event %s is %s, not '%s'", key, key,
		    s->evwords[c->evtype], word_list(s->evhows[c->evtype],
		    list, sizeof(list)), val);
	default:
		return;
	}
}

/* WORD [key=value ...] */
static void
read_event(struct sel *s, struct crit *c)
{
	const char *p = c->arg, *eq;
	char list[256], key[32];
	size_t n, len = 0;
	int t;

	p += strspn(p, " \t");
	n = strcspn(p, " \t");
	for (t = SANNIN_EV_CAPTURE; t <= SANNIN_EV_TAKEOVER; t++)
		if (strlen(s->evwords[t]) == n && strncmp(p, s->evwords[t],
		    n) == 0)
			c->evtype = t;
	if (c->evtype == 0) {
		for (t = SANNIN_EV_CAPTURE; t <= SANNIN_EV_TAKEOVER; t++)
			len += (size_t)snprintf(list + len, sizeof(list) - len,
			    "%s%s", t == SANNIN_EV_CAPTURE ? "" :
			    t == SANNIN_EV_TAKEOVER ? " or " : ", ",
			    s->evwords[t]);
		bad(c, "the events are %s", list);
	}
	for (p += n; *(p += strspn(p, " \t")) != '\0'; p += n) {
		n = strcspn(p, " \t");
		eq = memchr(p, '=', n);
		if (eq == NULL || eq == p || eq + 1 == p + n)
			bad(c, "after the event's word come fields key=value");
		if (c->nfields == MAXFIELDS)
			bad(c, "at most %d fields", MAXFIELDS);
		if ((size_t)(eq - p) >= sizeof(c->keys[0]) ||
		    (size_t)(p + n - eq - 1) >= sizeof(c->vals[0]))
			bad(c, "no event has a field so long");
		memcpy(c->keys[c->nfields], p, (size_t)(eq - p));
		memcpy(c->vals[c->nfields], eq + 1, (size_t)(p + n - eq - 1));
		snprintf(key, sizeof(key), " %s ", c->keys[c->nfields]);
		if (strstr(s->evkeys[c->evtype], key) == NULL)
			bad(c, "an event %s has the fields%.*s", s->evwords[
			    c->evtype], (int)strlen(s->evkeys[c->evtype]) - 1,
			    s->evkeys[c->evtype]);
		event_value(s, c);
		c->nfields++;
	}
}

/*
 * A position string whose hands or turn may be '*', not compared, its
 * fields f (from first on: board, hands, turn, ...) read as a position
 * of v, under its rules: with the hands and the turn that are '*' in
 * their place ("-" hands, the first seat that the rest of it accepts as
 * the one to act).  NULL, with dg filled, when it does not read.
 */
static sannin_position *
position_as(const struct crit *c, const sannin_variant *v, char *const f[],
    int nf, int first, sannin_diag *dg)
{
	const sannin_rules *rules = common_variant_rules(sannin_variant_id(v));
	sannin_position *p = NULL;
	size_t len;
	int i, k, t;

	for (t = 0; t < sannin_variant_nseats(v); t++) {
		char turn[2] = {(char)sannin_variant_seat_letter(v, t), '\0'};
		char buf[2 * SANNIN_POSITION_MAX];

		/* The variant named, the string's own word or v's. */
		len = (size_t)snprintf(buf, sizeof(buf), "%s",
		    sannin_variant_name(v));
		for (i = first; i < nf; i++) {
			const char *w = f[i];

			len += (size_t)snprintf(buf + len, sizeof(buf) - len,
			    " ");
			if (i == first + 1 && c->any_hands)
				for (k = 0; k < sannin_variant_nseats(v); k++)
					len += (size_t)snprintf(buf + len,
					    sizeof(buf) - len, "%s-", k ? "," :
					    "");
			else
				len += (size_t)snprintf(buf + len,
				    sizeof(buf) - len, "%s", i == first + 2 &&
				    c->any_turn ? turn : w);
		}
		p = sannin_position_read(buf, len, rules, dg);
		if (p != NULL || !c->any_turn)
			break;
	}
	return p;
}

/*
 * -P: a position string, of the variant it names, or else of the
 * --variant (sannin shogi when none is given).
 */
static void
read_position(struct sel *s, struct crit *c)
{
	char text[SANNIN_POSITION_MAX], *f[16];
	const sannin_variant *v;
	sannin_position *other;
	sannin_diag dg, odg;
	int nf = 0, first = 0, id;

	if (strlen(c->arg) >= sizeof(text))
		bad(c, "a position string is at most %d bytes",
		    SANNIN_POSITION_MAX - 1);
	strcpy(text, c->arg);
	for (f[nf] = strtok(text, " \t\r\n"); f[nf] != NULL && nf < 15;
	    f[nf] = strtok(NULL, " \t\r\n"))
		nf++;
	if (nf > 0 && !strchr(f[0], '/')) {
		/* The variant's word: "yonin", "shipley". */
		if ((v = sannin_variant_find(f[0], strlen(f[0]))) == NULL)
			bad(c, "the first field, '%s', is neither a board (its "
			    "ranks joined by '/') nor the name of a variant "
			    "(sannin, yonin or shipley) before one: a "
			    "position string is [VARIANT] BOARD HANDS TURN "
			    "..., as sannin-replay writes it", f[0]);
		first = 1;
	} else
		v = sannin_variant_get(s->rules.variant);
	if (nf < first + 3)
		bad(c, "a position string has a board, hands and the seat to "
		    "act");
	c->any_hands = strcmp(f[first + 1], "*") == 0;
	c->any_turn = strcmp(f[first + 2], "*") == 0;
	if ((c->pos = position_as(c, v, f, nf, first, &dg)) != NULL)
		return;
	/* A position of another variant, its name left out? */
	for (id = 0; !first && id < SANNIN_NVARIANTS; id++) {
		if (id == sannin_variant_id(v) || (other = position_as(c,
		    sannin_variant_get(id), f, nf, first, &odg)) == NULL)
			continue;
		sannin_position_free(other);
		bad(c, "%s (read as a position of %s: without a variant's "
		    "name, a position string is of the --variant, sannin "
		    "by default); it reads as one of %s: write '%s' before "
		    "the board, or give --variant=%s", dg.msg,
		    sannin_variant_name(v), sannin_variant_name(
		    sannin_variant_get(id)), sannin_variant_name(
		    sannin_variant_get(id)), sannin_variant_name(
		    sannin_variant_get(id)));
	}
	bad(c, "%s", dg.msg);
}

/* SEAT:[items][*] joined by ','; an item is [N|N-|N-M]LETTER. */
static void
read_material(struct crit *c)
{
	static const char letters[] = "?PLNSGBRK";
	const char *p = c->arg;
	struct side *sd;
	unsigned long lo, hi;
	const char *q;
	int k;

	for (;;) {
		size_t n = strcspn(p, ":,");

		if (c->nsides == MAXSIDES)
			bad(c, "at most %d seats", MAXSIDES);
		sd = &c->sides[c->nsides++];
		if (p[n] != ':' || n == 0 || n >= sizeof(sd->seat))
			bad(c, "each seat's part is SEAT:PIECES, as F:K2R*");
		memcpy(sd->seat, p, n);
		sd->seat[n] = '\0';
		if (!some_seat(sd->seat))
			bad(c, "'%s' is no seat of any variant", sd->seat);
		for (k = 0; k < c->nsides - 1; k++)
			if (strcasecmp(c->sides[k].seat, sd->seat) == 0)
				bad(c, "seat %s is given twice", sd->seat);
		for (p += n + 1; *p != '\0' && *p != ',' && *p != '*';) {
			lo = hi = 1;
			if (isdigit((unsigned char)*p)) {
				if ((q = number(p, &lo)) == NULL)
					bad(c, "'%s': a count too large", p);
				hi = lo;
				p = q;
				if (*p == '-') {
					p++;
					hi = ULONG_MAX;
					if (isdigit((unsigned char)*p) &&
					    ((q = number(p, &hi)) == NULL ||
					    hi < lo))
						bad(c, "'%s': a count is N, N- "
						    "or N-M, with M no less "
						    "than N", p);
					if (isdigit((unsigned char)*p))
						p = q;
				}
			}
			q = *p != '\0' && *p != '?' ? strchr(letters, *p) :
			    NULL;
			if (q == NULL)
				bad(c, "at %s%s%s: a kind is wanted, K R B G S "
				    "N L or P (promoted pieces count as their "
				    "kind)", *p ? "'" : "", *p ? p : "the end",
				    *p ? "'" : "");
			k = (int)(q - letters);
			if (sd->listed >> k & 1)
				bad(c, "'%c' is given twice for %s", *p,
				    sd->seat);
			sd->listed |= 1u << k;
			sd->lo[k] = lo > INT_MAX ? INT_MAX : (int)lo;
			sd->hi[k] = hi > INT_MAX ? INT_MAX : (int)hi;
			p++;
		}
		if (*p == '*') {
			sd->rest = 1;
			p++;
		}
		if (*p == '\0')
			return;
		if (*p != ',')
			bad(c, "'%s': seats' parts are joined by ','", p);
		if (p[1] == '\0')
			bad(c, "a seat's part follows each ','");
		p++;
	}
}

/* Reads a criterion from its option's argument. */
void
sel_read_criterion(struct sel *s, struct crit *c)
{
	switch (c->type) {
	case SEL_TAG:
		read_tag(c);
		break;
	case SEL_PLAYER:
		read_cmp(c, c->arg);
		break;
	case SEL_RESULT:
		read_result(c);
		break;
	case SEL_WINNER:
		read_winner(c);
		break;
	case SEL_PLIES:
	case SEL_ROUNDS:
		read_range(c);
		break;
	case SEL_EVENT:
		read_event(s, c);
		break;
	case SEL_POSITION:
		read_position(s, c);
		c->slot = s->nslots++;
		break;
	case SEL_MATERIAL:
		read_material(c);
		c->slot = s->nslots++;
		break;
	default:
		break;
	}
}

void
sel_compile_regexes(struct sel *s)
{
	size_t i;
	int rc;

	for (i = 0; i < s->ntoks; i++) {
		struct crit *c = s->toks[i].c;
		char msg[256];

		if (c == NULL || c->op != OP_RE)
			continue;
		if ((rc = regcomp(&c->re, c->value, REG_EXTENDED | REG_NOSUB |
		    (s->icase ? REG_ICASE : 0))) != 0) {
			regerror(rc, &c->re, msg, sizeof(msg));
			bad(c, "%s", msg);
		}
		c->compiled = 1;
	}
}
