/*
 * select_eval.c - asking the expression of sannin-select(1) of a game:
 * each criterion against the game's tags, result, actions, events and
 * positions, and the operators of the tree over their answers.
 *
 * A game that is not decoded yet is asked what its tags can tell; the
 * answer is three-valued (yes, no, not known), so that a game the tags
 * rule out is never replayed.  What needs the positions of the game
 * (-P, -m) is asked of each position as the replay that decodes the
 * game reaches it (sel_visit), and kept for the expression.
 */
#include "config.h"

#include <regex.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "common.h"
#include "select_internal.h"

#define NO 0
#define YES 1
#define UNKNOWN (-1)

/* What is known of the game being asked. */
struct game {
	const sannin_record *rec;
	const sannin_variant *v;
	int decoded;
	int oom;
};

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

/* Asks every -P and -m not met yet of p, a position of the main line
 * (the start included), as the replay reaches it: see
 * sannin_reader_decode.  What p meets is taken for reached only
 * once the next ply comes, or by sel_match: the same ply may be given
 * again, changed. */
void
sel_visit(const sannin_position *p, size_t ply, void *arg)
{
	struct sel *s = arg;
	int slot;
	size_t t;

	if (ply == 0) {
		memset(s->reached, 0, (size_t)s->nslots);
		memset(s->reaching, 0, (size_t)s->nslots);
	} else if (ply != s->ply) {
		for (slot = 0; slot < s->nslots; slot++)
			s->reached[slot] |= s->reaching[slot];
	}
	s->ply = ply;
	memset(s->reaching, 0, (size_t)s->nslots);
	for (t = 0; t < s->ntoks; t++) {
		const struct crit *c = s->toks[t].c;

		if (c == NULL || c->slot < 0 || s->reached[c->slot])
			continue;
		if (c->type == SEL_POSITION ? same_position(c, p) :
		    same_material(c, p))
			s->reaching[c->slot] = 1;
	}
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
		/* (Asked as the game was decoded: sel_visit.) */
		return s->reached[c->slot] || s->reaching[c->slot];
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
