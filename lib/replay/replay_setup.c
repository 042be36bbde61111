/*
 * replay_setup.c - a record's game from its tags: the variant (Variant),
 * the rules (Rules, over the reader's), the start (Position, or the
 * initial position) and what the game's own tags set up (Alliance).
 */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "record.h"
#include "replay.h"
#include "variant.h"

const sannin_rules *
sn_given_find(const sannin_rules *given, int n, int id)
{
	int i;

	for (i = 0; i < n; i++)
		if (given[i].variant == id)
			return &given[i];
	return NULL;
}

void
sn_given_put(sannin_rules given[SN_MAXGIVEN], int *n, const sannin_rules *r)
{
	sannin_rules *old = (sannin_rules *)sn_given_find(given, *n,
	    r->variant);

	if (old != NULL)
		*old = *r;
	else if (*n < SN_MAXGIVEN)
		given[(*n)++] = *r;
}

/* The variant and the rules of the record, from its tags and the
 * defaults: 0, or -1 with an error recorded. */
static int
rules_of(struct sannin_record *r, struct sn_diags *d)
{
	const struct sn_tag *t = sn_record_find_tag(r, "Variant");
	const sannin_rules *given;
	sannin_diag dg;

	if ((r->variant = sn_record_variant(r)) == NULL) {
		sn_diags_msg(d, SN_MSG_VARIANT_TAG, t->vline, t->vcol,
		    t->value);
		return -1;
	}
	/* A name in another case ("Shipley") is written as the variant's
	 * (sannin-record(5), Tags). */
	if (t != NULL && strcmp(t->value, sannin_variant_name(r->variant)) !=
	    0 && (((struct sn_tag *)t)->value = sn_record_str(r,
	    sannin_variant_name(r->variant),
	    strlen(sannin_variant_name(r->variant)))) == NULL)
		return -1;
	if (r->defaults.variant == sannin_variant_id(r->variant))
		r->rules = r->defaults;
	else if ((given = sn_given_find(r->given, r->ngiven,
	    sannin_variant_id(r->variant))) != NULL)
		r->rules = *given;
	else
		sannin_rules_init_variant(&r->rules,
		    sannin_variant_id(r->variant));
	if ((t = sn_record_find_tag(r, "Rules")) != NULL &&
	    sannin_rules_set_list(&r->rules, t->value, strlen(t->value),
	    &dg) != 0) {
		dg.line = t->vline;
		dg.col += t->vcol - 1;
		sn_diag_note(&dg, SN_MSG_NOTE_RULES_TAG);
		sn_diags_add(d, &dg);
		return -1;
	}
	/* A game of another variant than the default game names it,
	 * first: the record, written again, holds all it needs. */
	if (sn_record_find_tag(r, "Variant") == NULL &&
	    sannin_variant_id(r->variant) != sn_default_variant()) {
		struct sn_tag tag;

		if (sn_record_tag(r, "Variant", 7,
		    sannin_variant_name(r->variant),
		    strlen(sannin_variant_name(r->variant)), 0, 0) < 0)
			return -1;
		tag = r->tags[r->ntags - 1];
		memmove(r->tags + 1, r->tags, (r->ntags - 1) *
		    sizeof(r->tags[0]));
		r->tags[0] = tag;
		if (sn_record_reindex(r) < 0)
			return -1;
	}
	return 0;
}

/* The initial position of the rules: a copy of the one st keeps of
 * them (sannin_position_new makes the same of the same rules), else a
 * new one, which st keeps instead.  NULL when out of memory. */
static sannin_position *
initial(const sannin_rules *rules, struct sn_starts *st)
{
	if (st == NULL)
		return sannin_position_new(rules);
	if (st->initial == NULL ||
	    memcmp(&st->rules, rules, sizeof(*rules)) != 0) {
		sannin_position_free(st->initial);
		st->rules = *rules;
		if ((st->initial = sannin_position_new(rules)) == NULL)
			return NULL;
	}
	return sannin_position_copy(st->initial);
}

void
sn_starts_free(struct sn_starts *st)
{
	sannin_position_free(st->initial);
	sannin_game_free(st->like);
	st->initial = NULL;
	st->like = NULL;
}

/* The game's start: its Position tag, or the initial position.  0, or
 * -1 with an error reported (or out of memory: r->oom). */
static int
start_of(struct sannin_record *r, struct sn_starts *st,
    struct sn_diags *d)
{
	const struct sn_tag *t;
	sannin_diag dg;

	if ((t = sn_record_find_tag(r, "Position")) != NULL) {
		r->start = sannin_position_read(t->value, strlen(t->value),
		    &r->rules, &dg);
		if (r->start == NULL) {
			dg.line = t->vline;
			dg.col += t->vcol - 1;
			sn_diags_add(d, &dg);
			return -1;
		}
		if (sannin_variant_id(sannin_position_variant(r->start)) !=
		    sannin_variant_id(r->variant)) {
			sn_diags_msg(d, SN_MSG_POSITION_VARIANT, t->vline,
			    t->vcol, sannin_variant_title(
			    sannin_position_variant(r->start)),
			    sannin_variant_title(r->variant));
			return -1;
		}
	} else if ((r->start = initial(&r->rules, st)) == NULL) {
		r->oom = 1;
		return -1;
	}
	return 0;
}

/* The tags of the games' own (the registry's): those of the record's
 * game set up its start; another game's is an error.  0, or -1 with an
 * error reported. */
static int
game_tags(struct sannin_record *r, struct sn_diags *d)
{
	int own = sannin_variant_id(r->variant), id, rc;
	const struct sn_game_tag *gt;
	sannin_diag dg;
	size_t i;

	for (i = 0; i < r->ntags; i++) {
		const struct sn_tag *t = &r->tags[i];

		if ((gt = sn_game_tag_find(t->name, own, &id)) == NULL)
			continue;
		if (id != own) {
			sn_diags_msg_(d, (enum sn_msg)gt->elsewhere, t->vline,
			    t->vcol, sannin_variant_title(r->variant));
			return -1;
		}
		if ((rc = gt->set(r->start, t->value, &dg)) == 0)
			continue;
		if (rc > 0) {
			dg.line = t->vline;
			dg.col += t->vcol - 1;
		} else {
			dg.line = t->line;
			dg.col = t->col;
		}
		sn_diags_add(d, &dg);
		return -1;
	}
	return 0;
}

int
sn_replay_setup(struct sannin_record *r, struct sn_starts *st,
    struct sn_diags *d)
{
	return rules_of(r, d) < 0 || start_of(r, st, d) < 0 ||
	    game_tags(r, d) < 0 ? -1 : 0;
}
