/*
 * record_tags.c - the tags of a record that nothing reads but that look
 * like one that is read: a misspelt name ("Varient") or a seat of another
 * game (North in sannin shogi), warned of once a game, and the variant a
 * game without a Variant tag was read as; the values of the Termination
 * and rating tags that are none of theirs (sannin-record(5), Tags).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "record.h"
#include "variant.h"

/* "First, Middle or Last": the seats of a variant. */
void
sn_seat_names(const sannin_variant *v, char *buf, size_t size)
{
	int s, n = sannin_variant_nseats(v);
	struct sn_list l = {buf, size, 0, 0, n, " or "};

	for (s = 0; s < n; s++)
		sn_list_item(&l, "%s", sannin_variant_seat_name(v, s));
}

/* ------------------------------------------------------------------ */
/* Tag names.                                                          */

/* The tags the library or the programs read (sannin-record(5), Tags),
 * besides the seats of the game's variant and the games' own tags
 * (their registry entries: sannin's Alliance). */
static const char *const known_tags[] = {"Event", "Site", "Date", "Round",
    "Variant", "Rules", "Position", "Result", "Termination", NULL};

/* The length of the seat's name in a rating tag's name ("FirstElo"),
 * 0 when the name is not one. */
static size_t
rating_seat(const char *name)
{
	size_t len = strlen(name);

	return len > 3 && strcmp(name + len - 3, "Elo") == 0 ? len - 3 : 0;
}

/* A rating is digits, or "-" (or nothing) when it is not known, as in
 * PGN's WhiteElo. */
static int
rating_ok(const char *value)
{
	size_t n = strspn(value, "0123456789");

	return strcmp(value, "-") == 0 || (value[n] == '\0' && n <= 5);
}

static int
lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c + 'a' - 'A' : c;
}

/*
 * How far apart two names are: the fewest letters inserted, deleted,
 * changed, or swapped with the next, that make one the other, case
 * aside (at most limit + 1: further is far).
 */
static int
name_distance(const char *a, const char *b, int limit)
{
	enum { MAX = 65 };
	int d[3][MAX], la = (int)strlen(a), lb = (int)strlen(b), i, j, c;

	if (la >= MAX || lb >= MAX || la - lb > limit || lb - la > limit)
		return limit + 1;
	for (j = 0; j <= lb; j++)
		d[0][j] = j;
	for (i = 1; i <= la; i++) {
		int *row = d[i % 3], *up = d[(i - 1) % 3], *up2 = d[(i + 1) % 3];

		row[0] = i;
		for (j = 1; j <= lb; j++) {
			c = up[j - 1] + (lower(a[i - 1]) != lower(b[j - 1]));
			if (up[j] + 1 < c)
				c = up[j] + 1;
			if (row[j - 1] + 1 < c)
				c = row[j - 1] + 1;
			if (i > 1 && j > 1 && lower(a[i - 1]) ==
			    lower(b[j - 2]) && lower(a[i - 2]) ==
			    lower(b[j - 1]) && up2[j - 2] + 1 < c)
				c = up2[j - 2] + 1;
			row[j] = c;
		}
	}
	return d[la % 3][lb];
}

/* A name k that name is near, better than the one in *best (at *bestd
 * letters): one letter off a name of four letters or fewer, two off a
 * longer one, or the same in another case. */
static void
nearer(const char *name, const char *k, const char **best, int *bestd)
{
	int d = name_distance(name, k, 2);

	if (d <= (strlen(k) <= 4 ? 1 : 2) && d < *bestd) {
		*best = k;
		*bestd = d;
	}
}

/* The known tag near name, of the tags read and the seats of v (v may
 * be NULL); NULL for none. */
static const char *
near_tag(const sannin_variant *v, const char *name)
{
	const struct sn_game_tag *gt;
	const char *best = NULL;
	int i, g, bestd = 3;

	for (i = 0; known_tags[i] != NULL; i++)
		nearer(name, known_tags[i], &best, &bestd);
	for (g = 0; g < sn_game_count(); g++)
		for (gt = sn_game(g)->tags; gt != NULL && gt->name != NULL;
		    gt++)
			nearer(name, gt->name, &best, &bestd);
	for (i = 0; v != NULL && i < sannin_variant_nseats(v); i++)
		nearer(name, sannin_variant_seat_name(v, i), &best, &bestd);
	return best;
}

/* The other variants than v that have a seat of that name, in buf
 * ("yonin and shipley"); 0 for none. */
static int
seat_elsewhere(const sannin_variant *v, const char *name, char *buf,
    size_t size)
{
	const sannin_variant *o;
	int id, n = 0;
	size_t len = 0;

	buf[0] = '\0';
	if (strlen(name) <= 1)		/* a letter, not a name */
		return 0;
	for (id = 0; id < SANNIN_NVARIANTS; id++) {
		if ((o = sannin_variant_get(id)) == v || o == NULL ||
		    sannin_variant_seat_find(o, name, strlen(name)) < 0)
			continue;
		if (len < size)
			len += (size_t)snprintf(buf + len, size - len, "%s%s",
			    n > 0 ? " and " : "", sannin_variant_title(o));
		n++;
	}
	return n;
}

/* Warns of a Termination or rating tag whose value is none of its
 * (the tag is kept as it is).  Not a doubt of the game's variant. */
static void
value_warning(struct sannin_record *r, const struct sn_tag *t)
{
	char list[128];

	if (strcmp(t->name, "Termination") == 0 &&
	    sn_termination_word(t->value) == SN_TERM_UNKNOWN) {
		sn_termination_names(list, sizeof(list));
		sn_record_msg(r, SN_MSG_TERMINATION_UNKNOWN, t->vline, t->vcol,
		    t->value, list);
	} else if (rating_seat(t->name) > 0 && !rating_ok(t->value))
		sn_record_msg(r, SN_MSG_RATING_VALUE, t->vline, t->vcol,
		    t->name, t->value);
}

/*
 * Warns of the tags that nothing reads and that look like a tag that
 * is read: a name near a known one ("Varient", "Frist"), or a seat of
 * another game (North in sannin shogi), whose player no diagram, caption
 * or selection shows.  The tags are kept as they are.  v is the game's
 * variant, NULL when its Variant tag names none.
 */
static int
tag_warnings(struct sannin_record *r, const sannin_variant *v)
{
	int warned = 0;
	const char *name, *near;
	char list[64], others[64], seatname[64];
	size_t i, seat;
	int k, game;

	for (i = 0; i < r->ntags; i++) {
		const struct sn_tag *t = &r->tags[i];

		name = t->name;
		if (t->line == 0)	/* added, not read */
			continue;
		for (k = 0; known_tags[k] != NULL; k++)
			if (strcmp(name, known_tags[k]) == 0)
				break;
		if (known_tags[k] != NULL) {
			value_warning(r, t);
			continue;
		}
		if (sn_game_tag_find(name, -1, &game) != NULL)
			continue;
		seat = strlen(name);
		if (rating_seat(name) > 0)
			seat = rating_seat(name);
		if (v != NULL && seat > 1 &&
		    sannin_variant_seat_find(v, name, seat) >= 0) {
			if (seat < strlen(name))
				value_warning(r, t);
			continue;
		}
		memcpy(seatname, name, seat < sizeof(seatname) ? seat : 0);
		seatname[seat < sizeof(seatname) ? seat : 0] = '\0';
		if (v != NULL && seat_elsewhere(v, seatname, others,
		    sizeof(others)) > 0) {
			sn_seat_names(v, list, sizeof(list));
			sn_record_msg(r, SN_MSG_TAG_SEAT_ELSEWHERE,
			    t->line, t->col, name, seatname, others,
			    sannin_variant_title(v), list);
			warned = 1;
		} else if ((near = near_tag(v, name)) != NULL) {
			sn_record_msg(r, SN_MSG_TAG_UNKNOWN, r->tags[i].line,
			    r->tags[i].col, name, near);
			warned = 1;
		}
	}
	return warned;
}

void
sn_record_tag_notes(struct sannin_record *r, int errors)
{
	const struct sn_tag *t = sn_record_find_tag(r, "Variant");
	const sannin_variant *v = r->variant;
	int assumed = t == NULL || t->line == 0;	/* none, or added */
	int doubt;
	size_t i;
	sannin_diag *d;

	if (r->tags_noted) {		/* once a game */
		sn_record_sort_diags(r);
		return;
	}
	r->tags_noted = 1;
	if (v == NULL && assumed)
		v = sannin_variant_get(r->defaults.variant);
	doubt = tag_warnings(r, v);
	sn_record_sort_diags(r);
	/* The first error of a game without a Variant tag and with a tag
	 * warned of says which game it was read as: a misspelt Variant tag,
	 * or the seats of another game, may be why it was not the one
	 * meant.  (Not of every game without the tag: most are of the
	 * variant the reader was given, and would all say so.) */
	if (!assumed || !doubt || r->diags.errors <= errors)
		return;
	for (i = 0; i < r->diags.n; i++) {
		d = &r->diags.v[i];
		if (d->severity != SANNIN_SEV_ERROR || d->code == SANNIN_E_LIMIT)
			continue;
		sn_diag_note(d, SN_MSG_NOTE_NO_VARIANT_TAG,
		    sannin_variant_title(v));
		break;
	}
}
