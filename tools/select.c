/*
 * select.c - the expression of sannin-select(1): the tokens, in the
 * order of the options, and the tree that the operators make of them.
 * Each criterion is read from its option's argument in select_parse.c,
 * and the tree is asked of a game in select_eval.c.
 *
 * Grammar of the expression (tokens in the order of the options):
 *
 *   expr   = term *(OR term)
 *   term   = factor *([AND] factor)      AND binds tighter than OR
 *   factor = NOT factor | "(" expr ")" | criterion
 */
#include "config.h"

#include <regex.h>
#include <stdlib.h>

#include "common.h"
#include "select_internal.h"

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

struct sel *
sel_new(const sannin_rules *rules)
{
	struct sel *s = xcalloc(1, sizeof(*s));

	s->rules = *rules;
	s->root = -1;
	sel_event_words(s);
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
	free(s->reaching);
	free(s);
}

void
sel_ignore_case(struct sel *s)
{
	s->icase = 1;
}

/* ------------------------------------------------------------------ */
/* The tokens.                                                         */

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
	if (c != NULL)
		sel_read_criterion(s, c);
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
	sel_compile_regexes(s);
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
	if (s->nslots > 0) {
		s->reached = xcalloc((size_t)s->nslots, 1);
		s->reaching = xcalloc((size_t)s->nslots, 1);
	}
}

int
sel_asks_positions(const struct sel *s)
{
	return s->nslots > 0;
}
