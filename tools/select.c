/*
 * select.c - the criteria of sannin-select(1): reading each one from its
 * option's argument, building the expression they make with the
 * operators, and asking it of a game.
 *
 * Grammar of the expression (tokens in the order of the options):
 *
 *   expr   = term *(OR term)
 *   term   = factor *([AND] factor)      AND binds tighter than OR
 *   factor = NOT factor | "(" expr ")" | criterion
 *
 * A game that is not decoded yet is asked what its tags can tell; the
 * answer is three-valued (yes, no, not known), so that a game the tags
 * rule out is never replayed.  What needs the positions of the game
 * (-P, -m) is found in one replay of its main line, made when the
 * first such criterion is asked and kept for the others.
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
#include "select.h"

#define NO 0
#define YES 1
#define UNKNOWN (-1)

/* Tag and player comparisons. */
enum { OP_EQ = 1, OP_SUB, OP_RE };

#define MAXFIELDS 8
#define MAXSIDES 4

/* A seat's material: kinds by their unpromoted letter. */
struct side {
	char seat[16];			/* a seat's letter or name */
	unsigned listed;		/* bit k: kind k given a count */
	int lo[SANNIN_KING + 1], hi[SANNIN_KING + 1];
	int rest;			/* '*': the others any number */
};

struct crit {
	int type;
	const char *arg;		/* as given, for messages */

	/* -t, -p: the tag (NULL: any seat's player), the comparison. */
	char name[65];
	int op;
	const char *value;
	regex_t re;
	int compiled;

	/* -w: seats, or none. */
	char seats[SANNIN_MAXSEATS][16];
	int nseats;

	/* --plies, --rounds: lo..hi. */
	unsigned long lo, hi;

	/* -e: the event's type, fields key=value. */
	int evtype;
	char keys[MAXFIELDS][24], vals[MAXFIELDS][64];
	int nfields;

	/* -P: the position and what is compared. */
	sannin_position *pos;
	int any_hands, any_turn;

	/* -m */
	struct side sides[MAXSIDES];
	int nsides;

	int slot;			/* -P, -m: in the replay's results */
};

struct tok {
	int type;
	struct crit *c;
};

/* What the value of an event's field names. */
enum { EV_SEAT = 1, EV_SEATS, EV_KIND, EV_CELL, EV_HOW };

struct evfield {
	char key[24];
	int what;
};

struct node {
	int type;			/* SEL_AND, SEL_OR, SEL_NOT or a
					 * criterion */
	int a, b;			/* operands, by index */
	struct crit *c;
};

struct sel {
	sannin_rules rules;
	int icase;
	struct tok *toks;
	size_t ntoks, tcap;
	struct node *nodes;
	size_t nnodes;
	int root;			/* -1: every game */
	size_t pos;			/* the parser's next token */
	int nslots;			/* criteria answered by the replay */
	char *reached;			/* their answers, for one game */
	const char *evwords[16];	/* event words by type */
	char evkeys[16][96];		/* and their keys, " key key ... " */
	struct evfield evfields[16][MAXFIELDS];	/* the keys' values */
	int nevfields[16];
	char evhows[16][128];		/* the values of how, " a b ... " */
};

/* What is known of the game being asked. */
struct game {
	const sannin_record *rec;
	const sannin_variant *v;
	int decoded;
	int scanned;			/* the replay was made */
	int oom;
};

static void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n, size);

	if (p == NULL) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	return p;
}

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
static void
event_words(struct sel *s)
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

struct sel *
sel_new(const sannin_rules *rules)
{
	struct sel *s = xcalloc(1, sizeof(*s));

	s->rules = *rules;
	s->root = -1;
	event_words(s);
	return s;
}

void
sel_free(struct sel *s)
{
	size_t i;

	if (s == NULL)
		return;
	for (i = 0; i < s->ntoks; i++) {
		struct crit *c = s->toks[i].c;

		if (c == NULL)
			continue;
		if (c->compiled)
			regfree(&c->re);
		sannin_position_free(c->pos);
		free(c);
	}
	free(s->toks);
	free(s->nodes);
	free(s->reached);
	free(s);
}

void
sel_ignore_case(struct sel *s)
{
	s->icase = 1;
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
	/* A variant's name is the same in any case (as tag() gives it). */
	if (strcmp(c->name, "Variant") == 0 && c->op == OP_EQ &&
	    (v = sannin_variant_find(c->value, strlen(c->value))) != NULL)
		c->value = sannin_variant_name(v);
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

void
sel_add(struct sel *s, int type, const char *arg)
{
	struct crit *c = NULL;

	if (type >= SEL_TAG) {
		c = xcalloc(1, sizeof(*c));
		c->type = type;
		c->arg = arg;
		c->slot = -1;
	}
	if (s->ntoks == s->tcap) {
		struct tok *t;

		s->tcap = s->tcap ? 2 * s->tcap : 16;
		if ((t = realloc(s->toks, s->tcap * sizeof(*t))) == NULL) {
			warnx_("out of memory");
			exit(EXIT_TROUBLE);
		}
		s->toks = t;
	}
	s->toks[s->ntoks].type = type;
	s->toks[s->ntoks++].c = c;
	switch (type) {
	case SEL_TAG:
		read_tag(c);
		break;
	case SEL_PLAYER:
		read_cmp(c, arg);
		break;
	case SEL_RESULT:
		if (strcmp(arg, "*") != 0 && sannin_result_winners(
		    sannin_variant_get(SANNIN_VARIANT_SANNIN), arg) < 0 &&
		    sannin_result_winners(sannin_variant_get(
		    SANNIN_VARIANT_YONIN), arg) < 0 && sannin_result_winners(
		    sannin_variant_get(SANNIN_VARIANT_SHIPLEY), arg) < 0)
			bad(c, "a result is *, or a 1 or 0 for each seat "
			    "joined by '-', as 1-0-0");
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

/* ------------------------------------------------------------------ */
/* The expression.                                                     */

static int
node(struct sel *s, int type, int a, int b, struct crit *c)
{
	struct node *n = &s->nodes[s->nnodes];

	n->type = type;
	n->a = a;
	n->b = b;
	n->c = c;
	return (int)s->nnodes++;
}

static const char *
tokname(int type)
{
	switch (type) {
	case SEL_AND:
		return "--and";
	case SEL_OR:
		return "--or";
	case SEL_NOT:
		return "--not";
	case SEL_OPEN:
		return "'('";
	case SEL_CLOSE:
		return "')'";
	default:
		return "a criterion";
	}
}

static void
syntax(const char *what, size_t at, const struct sel *s)
{
	if (at < s->ntoks)
		warnx_("%s, not %s (word %zu of the expression)", what,
		    tokname(s->toks[at].type), at + 1);
	else
		warnx_("%s at the end of the expression", what);
	usage_error();
}

static int expr(struct sel *);

static int
factor(struct sel *s)
{
	struct tok *t;
	int a;

	if (s->pos == s->ntoks)
		syntax("a criterion, --not or '(' is wanted", s->pos, s);
	t = &s->toks[s->pos++];
	if (t->type == SEL_NOT)
		return node(s, SEL_NOT, factor(s), -1, NULL);
	if (t->type == SEL_OPEN) {
		a = expr(s);
		if (s->pos == s->ntoks || s->toks[s->pos].type != SEL_CLOSE)
			syntax("')' is wanted", s->pos, s);
		s->pos++;
		return a;
	}
	if (t->c == NULL)
		syntax("a criterion, --not or '(' is wanted", s->pos - 1, s);
	return node(s, t->type, -1, -1, t->c);
}

static int
term(struct sel *s)
{
	int a = factor(s);

	while (s->pos < s->ntoks && s->toks[s->pos].type != SEL_OR &&
	    s->toks[s->pos].type != SEL_CLOSE) {
		if (s->toks[s->pos].type == SEL_AND)
			s->pos++;
		a = node(s, SEL_AND, a, factor(s), NULL);
	}
	return a;
}

static int
expr(struct sel *s)
{
	int a = term(s);

	while (s->pos < s->ntoks && s->toks[s->pos].type == SEL_OR) {
		s->pos++;
		a = node(s, SEL_OR, a, term(s), NULL);
	}
	return a;
}

void
sel_compile(struct sel *s)
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
	if (s->ntoks == 0)
		return;
	/* Every token makes at most one node, and every implicit --and
	 * one more. */
	s->nodes = xcalloc(2 * s->ntoks, sizeof(*s->nodes));
	s->root = expr(s);
	if (s->pos < s->ntoks) {
		/* Only a ')' can stop the parser short. */
		warnx_("')' closes no '(' (word %zu of the expression)",
		    s->pos + 1);
		usage_error();
	}
	if (s->nslots > 0)
		s->reached = xcalloc((size_t)s->nslots, 1);
}

/* ------------------------------------------------------------------ */
/* Asking a game.                                                      */

/* An ASCII letter's case aside. */
static int
lower(int ch)
{
	return ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch;
}

static int
contains(const char *hay, const char *needle, int icase)
{
	size_t i, n = strlen(needle);

	if (!icase)
		return strstr(hay, needle) != NULL;
	for (; *hay != '\0'; hay++) {
		for (i = 0; i < n && lower((unsigned char)hay[i]) ==
		    lower((unsigned char)needle[i]); i++)
			;
		if (i == n)
			return 1;
	}
	return n == 0;
}

static int
compare(const struct sel *s, const struct crit *c, const char *val)
{
	if (val == NULL)
		return NO;
	switch (c->op) {
	case OP_SUB:
		return contains(val, c->value, s->icase);
	case OP_RE:
		return regexec(&c->re, val, 0, NULL, 0) == 0;
	default:
		return (s->icase ? strcasecmp(val, c->value) :
		    strcmp(val, c->value)) == 0;
	}
}

/* The value of a tag; the Variant's is the name of the game's variant,
 * whether or how the tag spells it. */
static const char *
tag(const struct game *g, const char *name)
{
	if (strcmp(name, "Variant") == 0 && g->v != NULL)
		return sannin_variant_name(g->v);
	return sannin_record_tag(g->rec, name);
}

static int
player(const struct sel *s, const struct crit *c, const struct game *g)
{
	int seat;

	if (g->v == NULL)
		return NO;
	for (seat = 0; seat < sannin_variant_nseats(g->v); seat++)
		if (compare(s, c, sannin_record_tag(g->rec,
		    sannin_variant_seat_name(g->v, seat))))
			return YES;
	return NO;
}

static int
winner(const struct crit *c, const struct game *g)
{
	const char *res = sannin_record_result(g->rec);
	int won, i, seat;

	if (res == NULL)
		return UNKNOWN;
	if ((won = sannin_result_winners(g->v, res)) < 0)
		return NO;
	if (c->nseats == 0)
		return won == 0;
	for (i = 0; i < c->nseats; i++) {
		seat = seat_named(g->v, c->seats[i]);
		if (seat < 0 || !(won >> seat & 1))
			return NO;
	}
	return YES;
}

/* Every item of `want` (joined by ',') is among those of `have`. */
static int
items_in(const char *want, const char *have)
{
	const char *h;
	size_t n, m;

	for (; *want != '\0'; want += n + (want[n] == ',')) {
		n = strcspn(want, ",");
		for (h = have; *h != '\0'; h += m + (h[m] == ',')) {
			m = strcspn(h, ",");
			if (m == n && strncmp(h, want, n) == 0)
				break;
		}
		if (*h == '\0')
			return 0;
	}
	return 1;
}

/* Whether an event has each field of the criterion. */
static int
event_fields(const struct crit *c, const sannin_variant *v,
    const sannin_event *e)
{
	char buf[256], key[32], *p;
	size_t n;
	int i;

	if (c->nfields == 0)
		return 1;
	sannin_event_format(v, e, buf, sizeof(buf));
	for (i = 0; i < c->nfields; i++) {
		snprintf(key, sizeof(key), " %s=", c->keys[i]);
		if ((p = strstr(buf, key)) == NULL)
			return 0;
		p += strlen(key);
		n = strcspn(p, " ");
		p[n] = '\0';
		if (!items_in(c->vals[i], p))
			return 0;
		p[n] = ' ';
	}
	return 1;
}

static int
event(const struct crit *c, const struct game *g)
{
	size_t i, n = sannin_record_plies(g->rec);
	const sannin_event *e = NULL;
	int k, nev = 0;

	for (i = 0; i < n; i++) {
		sannin_record_action(g->rec, i, &e, &nev);
		for (k = 0; k < nev; k++)
			if (e[k].type == c->evtype && event_fields(c, g->v,
			    &e[k]))
				return YES;
	}
	return NO;
}

static int
alliance(const struct game *g)
{
	size_t i, n = sannin_record_plies(g->rec);
	const sannin_event *e = NULL;
	int k, nev = 0;

	if (sannin_position_alliance(sannin_record_start(g->rec)) != 0)
		return YES;
	for (i = 0; i < n; i++) {
		sannin_record_action(g->rec, i, &e, &nev);
		for (k = 0; k < nev; k++)
			if (e[k].type == SANNIN_EV_ALLIANCE)
				return YES;
	}
	return NO;
}

/* The board, and the hands and the turn unless they are '*'. */
static int
same_position(const struct crit *c, const sannin_position *p)
{
	const sannin_variant *v = sannin_position_variant(p);
	int cell, n = sannin_variant_ncells(v), s, k, a1 = -1, a2 = -1;

	if (sannin_variant_id(v) !=
	    sannin_variant_id(sannin_position_variant(c->pos)))
		return 0;
	if (!c->any_turn && sannin_position_turn(p) !=
	    sannin_position_turn(c->pos))
		return 0;
	for (cell = 0; cell < n; cell++)
		if (sannin_position_piece(p, cell, &a1) !=
		    sannin_position_piece(c->pos, cell, &a2) || a1 != a2)
			return 0;
	if (!c->any_hands)
		for (s = 0; s < sannin_variant_nseats(v); s++)
			for (k = SANNIN_PAWN; k <= SANNIN_KING; k++)
				if (sannin_position_hand(p, s, k) !=
				    sannin_position_hand(c->pos, s, k))
					return 0;
	return 1;
}

/* Each side's count of each kind, on the board and in hand. */
static int
same_material(const struct crit *c, const sannin_position *p)
{
	const sannin_variant *v = sannin_position_variant(p);
	int count[SANNIN_MAXSEATS][SANNIN_KING + 1];
	int cell, n = sannin_variant_ncells(v), i, s, k, army;

	memset(count, 0, sizeof(count));
	for (cell = 0; cell < n; cell++)
		if ((k = sannin_position_piece(p, cell, &army)) != SANNIN_EMPTY)
			count[army][sannin_kind_unpromoted(k)]++;
	for (s = 0; s < sannin_variant_nseats(v); s++)
		for (k = SANNIN_PAWN; k <= SANNIN_KING; k++)
			count[s][k] += sannin_position_hand(p, s, k);
	for (i = 0; i < c->nsides; i++) {
		const struct side *sd = &c->sides[i];

		if ((s = seat_named(v, sd->seat)) < 0)
			return 0;
		for (k = SANNIN_PAWN; k <= SANNIN_KING; k++)
			if ((sd->listed >> k & 1) ? count[s][k] < sd->lo[k] ||
			    count[s][k] > sd->hi[k] : k != SANNIN_KING &&
			    !sd->rest && count[s][k] != 0)
				return 0;
	}
	return 1;
}

/* Asks every -P and -m of the positions of the main line, the start
 * included, until each has been met. */
static void
scan(struct sel *s, struct game *g)
{
	/* A game, not a bare position: it leaves for later what the
	 * positions asked here never need (sannin_game_position). */
	sannin_game *gm = sannin_game_new(sannin_record_start(g->rec));
	size_t i, n = sannin_record_plies(g->rec), t;
	int left = s->nslots;

	g->scanned = 1;
	memset(s->reached, 0, (size_t)s->nslots);
	if (gm == NULL) {
		g->oom = 1;
		return;
	}
	for (i = 0; left > 0; i++) {
		const sannin_position *p = sannin_game_position(gm);
		sannin_action a;

		for (t = 0; t < s->ntoks; t++) {
			const struct crit *c = s->toks[t].c;

			if (c == NULL || c->slot < 0 || s->reached[c->slot])
				continue;
			if (c->type == SEL_POSITION ? same_position(c, p) :
			    same_material(c, p)) {
				s->reached[c->slot] = 1;
				left--;
			}
		}
		if (i == n || left == 0)
			break;
		a = *sannin_record_action(g->rec, i, NULL, NULL);
		/* (Legal: the game was decoded.) */
		if (sannin_game_play(gm, &a, NULL, NULL) != 0) {
			g->oom = 1;
			break;
		}
	}
	sannin_game_free(gm);
}

static int
criterion(struct sel *s, const struct crit *c, struct game *g)
{
	const char *res;
	unsigned long n;

	switch (c->type) {
	case SEL_TAG:
		return compare(s, c, tag(g, c->name));
	case SEL_PLAYER:
		return player(s, c, g);
	case SEL_RESULT:
		res = sannin_record_result(g->rec);
		return res == NULL ? UNKNOWN : strcmp(res, c->arg) == 0;
	case SEL_WINNER:
		return winner(c, g);
	default:
		break;
	}
	if (!g->decoded)
		return UNKNOWN;
	switch (c->type) {
	case SEL_PLIES:
	case SEL_ROUNDS:
		n = c->type == SEL_PLIES ? sannin_record_plies(g->rec) :
		    sannin_record_rounds(g->rec);
		return n >= c->lo && n <= c->hi;
	case SEL_ALLIANCE:
		return alliance(g);
	case SEL_EVENT:
		return event(c, g);
	default:
		if (!g->scanned)
			scan(s, g);
		return s->reached[c->slot];
	}
}

static int
eval(struct sel *s, int i, struct game *g)
{
	const struct node *n = &s->nodes[i];
	int a, b;

	switch (n->type) {
	case SEL_AND:
		if ((a = eval(s, n->a, g)) == NO)
			return NO;
		if ((b = eval(s, n->b, g)) == NO)
			return NO;
		return a == YES && b == YES ? YES : UNKNOWN;
	case SEL_OR:
		if ((a = eval(s, n->a, g)) == YES)
			return YES;
		if ((b = eval(s, n->b, g)) == YES)
			return YES;
		return a == NO && b == NO ? NO : UNKNOWN;
	case SEL_NOT:
		a = eval(s, n->a, g);
		return a == UNKNOWN ? UNKNOWN : !a;
	default:
		return criterion(s, n->c, g);
	}
}

int
sel_match(struct sel *s, const sannin_record *rec, int decoded)
{
	struct game g;
	const char *name;
	int rc;

	memset(&g, 0, sizeof(g));
	g.rec = rec;
	g.decoded = decoded;
	if (decoded)
		g.v = sannin_position_variant(sannin_record_start(rec));
	else if ((name = sannin_record_tag(rec, "Variant")) != NULL)
		g.v = sannin_variant_find(name, strlen(name));
	else
		g.v = sannin_variant_get(s->rules.variant);
	if (s->root < 0)
		return decoded ? YES : UNKNOWN;
	rc = eval(s, s->root, &g);
	return g.oom ? -2 : rc;
}
