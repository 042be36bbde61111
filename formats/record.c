/*
 * record.c - game records in memory: building them, the memory they
 * hold, the list of diagnostics they carry (diag_list.c), and the public
 * functions that read them.  Reading streams is record_read.c's, the
 * words of results record_result.c's; replaying a record against the
 * rules is lib/replay/'s.
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "game.h"
#include "position.h"
#include "record.h"
#include "variant.h"

/* ------------------------------------------------------------------ */
/* Building.                                                           */

struct sannin_record *
sn_record_new(const sannin_rules *defaults)
{
	struct sannin_record *r = calloc(1, sizeof(*r));

	if (r == NULL)
		return NULL;
	if (defaults != NULL)
		r->defaults = *defaults;
	else
		sannin_rules_init(&r->defaults);
	r->rules = r->defaults;
	r->forms = 1;
	return r;
}

static void *
grow(struct sannin_record *r, void *p, size_t *cap, size_t n, size_t size)
{
	void *q;
	size_t c;

	if (n < *cap)
		return p;
	c = *cap ? 2 * *cap : 8;
	if ((q = realloc(p, c * size)) == NULL) {
		r->oom = 1;
		return NULL;
	}
	*cap = c;
	return q;
}

/* A block of the record went from `was` bytes (0: none) to `now`. */
static void
held_grow(struct sannin_record *r, size_t was, size_t now)
{
	r->held += sn_block(now) - (was ? sn_block(was) : 0);
}

/*
 * Room for one more in an array of a node or a line without a count of
 * its room (comments, annotation numbers, variations): its room is the
 * power of two from its count n up, so that it grows when n is 0 or a
 * power of two, to twice that, and n additions take about n copies.
 * The array, moved or not; NULL out of memory (r->oom; p is kept).
 */
static void *
more_room(struct sannin_record *r, void *p, size_t n, size_t size)
{
	size_t c;
	void *q;

	r->owned = 1;
	if (n & (n - 1))
		return p;
	c = n ? 2 * n : 1;
	if ((q = realloc(p, c * size)) == NULL) {
		r->oom = 1;
		return NULL;
	}
	held_grow(r, n * size, c * size);
	return q;
}

int
sn_record_full(struct sannin_record *r, unsigned long line,
    unsigned long col, int action)
{
	if (action && r->actions >= SN_MAXACTS)
		sn_record_msg(r, SN_MSG_GAME_ACTIONS, line, col, SN_MAXACTS);
	else
		sn_record_msg(r, SN_MSG_GAME_BYTES, line, col,
		    SN_MAXGAME >> 20);
	return -1;
}

char *
sn_strndup(struct sannin_record *r, const char *s, size_t len)
{
	char *d = malloc(len + 1);

	if (d == NULL) {
		r->oom = 1;
		return NULL;
	}
	memcpy(d, s, len);
	d[len] = '\0';
	r->held += sn_block(len + 1);
	return d;
}

#define SN_CHUNK 2048
/* The actions of the main line a record first has room for; a line
 * grows to twice its room, by at most SN_LINESTEP nodes (a MiB) at a
 * time, so that its room left over is at most that. */
#define SN_MAINROOM 128
#define SN_LINESTEP ((size_t)(1 << 20) / sizeof(struct sn_node))

/* A new block for at least n bytes (see sn_record_strbuf). */
char *
sn_record_chunk(struct sannin_record *r, size_t n)
{
	size_t cap = n > SN_CHUNK ? n : SN_CHUNK;
	struct sn_chunk *c = malloc(sizeof(*c) + cap);

	if (c == NULL) {
		r->oom = 1;
		return NULL;
	}
	c->next = r->chunks;
	c->used = 0;
	c->cap = cap;
	r->chunks = c;
	r->held += sn_block(sizeof(*c) + cap);
	return c->data;
}

char *
sn_record_str(struct sannin_record *r, const char *s, size_t len)
{
	char *d = sn_record_strbuf(r, len + 1);

	if (d == NULL)
		return NULL;
	memcpy(d, s, len);
	return sn_record_strkeep(r, d, len);
}

/*
 * The table of the tags by name (sannin_record.tagindex): made once a
 * record has SN_TAGINDEX tags (fewer are looked at one by one, faster
 * than a hash), at least twice as large as the tags, so that a look-up
 * probes few entries.
 */
#define SN_TAGINDEX 16

static size_t
name_hash(const char *s, size_t len)
{
	size_t i;
	unsigned h = 2166136261u;	/* FNV-1a */

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static void
index_put(struct sannin_record *r, size_t i)
{
	size_t mask = r->tagslots - 1, k;

	k = name_hash(r->tags[i].name, strlen(r->tags[i].name)) & mask;
	while (r->tagindex[k] != 0)
		k = (k + 1) & mask;
	r->tagindex[k] = (unsigned)i + 1;
}

/* A table of `slots` entries, of every tag. */
static int
index_make(struct sannin_record *r, size_t slots)
{
	unsigned *x = calloc(slots, sizeof(*x));
	size_t i;

	if (x == NULL) {
		r->oom = 1;
		return -1;
	}
	held_grow(r, r->tagslots * sizeof(*x), slots * sizeof(*x));
	free(r->tagindex);
	r->tagindex = x;
	r->tagslots = slots;
	for (i = 0; i < r->ntags; i++)
		index_put(r, i);
	return 0;
}

/* The tag just added goes into the table. */
static int
index_add(struct sannin_record *r)
{
	if (r->ntags < SN_TAGINDEX)
		return 0;
	if (r->tagindex == NULL || 2 * r->ntags > r->tagslots)
		return index_make(r, r->tagslots ? 2 * r->tagslots :
		    4 * SN_TAGINDEX);
	index_put(r, r->ntags - 1);
	return 0;
}

int
sn_record_reindex(struct sannin_record *r)
{
	return r->tagindex != NULL ? index_make(r, r->tagslots) : 0;
}

int
sn_record_tag(struct sannin_record *r, const char *name, size_t nlen,
    const char *value, size_t vlen, unsigned long line, unsigned long col)
{
	struct sn_tag *t;
	size_t cap = r->tcap;

	t = grow(r, r->tags, &r->tcap, r->ntags, sizeof(*t));
	if (t == NULL)
		return -1;
	r->tags = t;
	held_grow(r, cap * sizeof(*t), r->tcap * sizeof(*t));
	t = &r->tags[r->ntags];
	/* In the blocks, as the moves' text: no malloc and free each. */
	if ((t->name = sn_record_str(r, name, nlen)) == NULL ||
	    (t->value = sn_record_str(r, value, vlen)) == NULL)
		return -1;
	t->line = t->vline = line;
	t->col = t->vcol = col;
	r->ntags++;
	return index_add(r);
}

/* A new node is a copy of this one, up to its forms (sn_line_push).
 * (Not const: seeing its zeros, GCC would clear the node with rep stos,
 * slow to start on AMD's cores; a copy of 160 bytes is a few vector
 * moves.) */
struct sn_node sn_blank_node = { .marker = -1 };

int
sn_line_grow(struct sannin_record *r, struct sn_line *l)
{
	size_t cap;
	struct sn_node *v;

	/* The main line starts with room for most games: grown from
	 * eight, it was copied by realloc at each doubling (2% of the
	 * instructions of validation).  A variation, most often a few
	 * actions, from one. */
	if (l->cap == 0)
		cap = l == &r->main ? SN_MAINROOM : 1;
	else
		cap = l->cap + (l->cap < SN_LINESTEP ? l->cap : SN_LINESTEP);
	if ((v = realloc(l->v, cap * sizeof(*v))) == NULL) {
		r->oom = 1;
		return -1;
	}
	held_grow(r, l->cap * sizeof(*v), cap * sizeof(*v));
	l->v = v;
	l->cap = cap;
	return 0;
}

struct sn_line *
sn_node_var(struct sannin_record *r, struct sn_node *n)
{
	struct sn_line *v = more_room(r, n->vars, n->nvars, sizeof(*v));

	if (v == NULL)
		return NULL;
	n->vars = v;
	memset(&v[n->nvars], 0, sizeof(v[0]));
	return &v[n->nvars++];
}

int
sn_push_str(struct sannin_record *r, char ***list, size_t *n, const char *s,
    size_t len)
{
	char **l = more_room(r, *list, *n, sizeof(*l));

	if (l == NULL)
		return -1;
	*list = l;
	/* The text in the blocks (sn_record_str), freed with them. */
	if ((l[*n] = sn_record_str(r, s, len)) == NULL)
		return -1;
	(*n)++;
	return 0;
}

int
sn_node_nag(struct sannin_record *r, struct sn_node *n, int nag)
{
	int *v = more_room(r, n->nags, n->nnags, sizeof(*v));

	if (v == NULL)
		return -1;
	n->nags = v;
	v[n->nnags++] = nag;
	return 0;
}

void
sn_record_diag(struct sannin_record *r, const sannin_diag *dg)
{
	sn_diags_add(&r->diags, dg);
	r->oom |= r->diags.oom;
}

void
sn_record_sort_diags(struct sannin_record *r)
{
	sn_diags_sort(&r->diags);
	r->oom |= r->diags.oom;
}

void
sn_record_vmsg(struct sannin_record *r, int format_code, enum sn_msg kind,
    unsigned long line, unsigned long col, va_list ap)
{
	sn_diags_vmsg(&r->diags, format_code, kind, line, col, ap);
	r->oom |= r->diags.oom;
}

void
sn_record_msg_(struct sannin_record *r, enum sn_msg kind, unsigned long line,
    unsigned long col, ...)
{
	va_list ap;

	va_start(ap, col);
	/* (No kind of code SN_E_FORMAT comes here: see record.h.) */
	sn_record_vmsg(r, SANNIN_E_SYNTAX, kind, line, col, ap);
	va_end(ap);
}

size_t
sn_utf8(const unsigned char *s, size_t n, unsigned *cp)
{
	size_t k, len;
	unsigned c;

	if (n == 0)
		return 0;
	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, c = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, c = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, c = s[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (k = 1; k < len; k++) {
		if ((s[k] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[k] & 0x3f);
	}
	if ((len == 3 && (c < 0x800 || (c >= 0xd800 && c <= 0xdfff))) ||
	    (len == 4 && (c < 0x10000 || c > 0x10ffff)))
		return 0;
	*cp = c;
	return len;
}

/* The offset of the first byte that is not well-formed UTF-8, or -1. */
static long
bad_utf8(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0, len;
	unsigned cp;

	while (i < n) {
		if (u[i] < 0x80) {	/* most text is ASCII: no call */
			i++;
			continue;
		}
		if ((len = sn_utf8(u + i, n - i, &cp)) == 0)
			return (long)i;
		i += len;
	}
	return -1;
}

int
sn_check_text(struct sannin_record *r, const char *s, size_t n,
    unsigned long line, unsigned long col, const char *what)
{
	long at = bad_utf8(s, n);

	if (n > SN_MAXTEXT) {
		sn_record_msg(r, SN_MSG_TEXT_LONG, line, col, what, SN_MAXTEXT);
		return -1;
	}
	if (memchr(s, '\0', n) != NULL) {
		sn_record_msg(r, SN_MSG_TEXT_NUL, line, col, what);
		return -1;
	}
	if (at >= 0) {
		sn_record_msg(r, SN_MSG_TEXT_UTF8, line, col, what, at + 1);
		return -1;
	}
	return 0;
}

size_t
sn_squeeze(char *s, size_t len)
{
	size_t i, j = 0;
	int blank = 1, c;

	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
		    c == '\f' || c == '\v') {
			if (!blank)
				s[j++] = ' ';
			blank = 1;
		} else {
			s[j++] = (char)c;
			blank = 0;
		}
	}
	while (j > 0 && s[j - 1] == ' ')
		j--;
	s[j] = '\0';
	return j;
}

void
sn_marks_text(unsigned marks, char *buf)
{
	size_t n = 0;

	if (marks & SN_MARK_CHECK)
		buf[n++] = '^';
	if (marks & SN_MARK_MATE)
		buf[n++] = '#';
	if (marks & SN_MARK_ALLY)
		buf[n++] = '&';
	buf[n] = '\0';
}

/* Frees a line; its nodes one by one when some node of the record
 * holds something of its own (sannin_record.owned). */
static void
free_line(struct sn_line *l, int owned)
{
	size_t i, j;

	/* (Comments are in the record's blocks.) */
	free(l->pre);
	for (i = 0; owned && i < l->n; i++) {
		struct sn_node *n = &l->v[i];

		/* Most nodes hold nothing of their own (their events are in
		 * the record's blocks): free is not called for them. */
		if (n->nags == NULL && n->comments == NULL && n->vars == NULL)
			continue;
		free(n->nags);
		free(n->comments);
		for (j = 0; j < n->nvars; j++)
			free_line(&n->vars[j], owned);
		free(n->vars);
	}
	free(l->v);
}

void
sannin_record_free(sannin_record *r)
{
	struct sn_chunk *c;

	if (r == NULL)
		return;
	while ((c = r->chunks) != NULL) {
		r->chunks = c->next;
		free(c);
	}
	free(r->tags);
	free(r->tagindex);
	free_line(&r->main, r->owned);
	free(r->result);
	free(r->raw);
	sn_diags_free(&r->diags);
	sannin_position_free(r->start);
	sannin_game_free(r->game);
	free(r->pos);
	free(r);
}

/* ------------------------------------------------------------------ */
/* Variants and seats.                                                 */

const sannin_variant *
sn_record_variant(const struct sannin_record *r)
{
	const struct sn_tag *t = sn_record_find_tag(r, "Variant");

	if (t == NULL)
		return sannin_variant_get(r->defaults.variant);
	return sannin_variant_find(t->value, strlen(t->value));
}

const sannin_variant *
sn_record_wvariant(const struct sannin_record *r)
{
	const sannin_variant *v = r->variant;

	if (v == NULL)
		v = sn_record_variant(r);
	return v != NULL ? v : sannin_variant_get(sn_default_variant());
}

int
sn_node_seatname(const sannin_variant *v, const struct sn_node *n)
{
	size_t len;

	/* A seat's name, not its letter. */
	if ((len = strlen(n->seatname)) <= 1)
		return -1;
	return sannin_variant_seat_find(v, n->seatname, len);
}

/* ------------------------------------------------------------------ */
/* Public functions on records.                                        */

static int
name_is(const struct sn_tag *t, const char *name, size_t len)
{
	return memcmp(t->name, name, len) == 0 && t->name[len] == '\0';
}

const struct sn_tag *
sn_record_find_tagn(const struct sannin_record *r, const char *name,
    size_t len)
{
	size_t i, mask;
	unsigned k;

	if (r->tagindex == NULL) {
		for (i = 0; i < r->ntags; i++)
			if (name_is(&r->tags[i], name, len))
				return &r->tags[i];
		return NULL;
	}
	mask = r->tagslots - 1;
	for (i = name_hash(name, len) & mask; (k = r->tagindex[i]) != 0;
	    i = (i + 1) & mask)
		if (name_is(&r->tags[k - 1], name, len))
			return &r->tags[k - 1];
	return NULL;
}

const struct sn_tag *
sn_record_find_tag(const struct sannin_record *r, const char *name)
{
	return sn_record_find_tagn(r, name, strlen(name));
}

const char *
sannin_record_tag(const sannin_record *r, const char *name)
{
	const struct sn_tag *t = sn_record_find_tag(r, name);

	return t != NULL ? t->value : NULL;
}

const char *
sannin_record_tag_name(const sannin_record *r, size_t i)
{
	return i < r->ntags ? r->tags[i].name : NULL;
}

sannin_record *
sannin_record_new(const sannin_rules *defaults)
{
	return sn_record_new(defaults);
}

int
sannin_record_set_tag(sannin_record *r, const char *name, const char *value)
{
	struct sn_tag *t = (struct sn_tag *)sn_record_find_tag(r, name);
	char *v;

	if (t == NULL)
		return sn_record_tag(r, name, strlen(name), value,
		    strlen(value), 0, 0);
	if ((v = sn_record_str(r, value, strlen(value))) == NULL)
		return -1;
	t->value = v;
	return 0;
}

int
sannin_record_append(sannin_record *r, const char *move)
{
	struct sn_node *n = sn_line_push(r, &r->main);
	size_t len = strlen(move);

	if (n == NULL || (n->text = sn_record_str(r, move, len)) == NULL)
		return -1;
	n->textlen = len;
	return 0;
}

int
sannin_record_set_result(sannin_record *r, const char *result)
{
	char *v = sn_strndup(r, result, strlen(result));

	if (v == NULL)
		return -1;
	free(r->result);
	r->result = v;
	return 0;
}

int
sannin_record_valid(const sannin_record *r)
{
	return r->diags.errors == 0;
}

size_t
sannin_record_ndiags(const sannin_record *r)
{
	return r->diags.n;
}

const sannin_diag *
sannin_record_diag(const sannin_record *r, size_t i)
{
	return i < r->diags.n ? &r->diags.v[i] : NULL;
}

unsigned long
sannin_record_line(const sannin_record *r)
{
	return r->line;
}

size_t
sannin_record_plies(const sannin_record *r)
{
	return r->plies;
}

const sannin_position *
sannin_record_start(const sannin_record *r)
{
	return r->start;
}

const sannin_position *
sannin_record_end(const sannin_record *r)
{
	return r->game ? sannin_game_position(r->game) : r->start;
}

const sannin_position *
sannin_record_position(const sannin_record *r, size_t i)
{
	if (i == 0)
		return r->start;
	return i <= r->npos ? &r->pos[i - 1] : NULL;
}

const sannin_action *
sannin_record_action(const sannin_record *r, size_t i, const sannin_event
    **ev, int *nev)
{
	if (i >= r->plies)
		return NULL;
	if (ev != NULL)
		*ev = r->main.v[i].ev;
	if (nev != NULL)
		*nev = r->main.v[i].nev;
	return &r->main.v[i].act;
}

const char *
sannin_record_move(const sannin_record *r, size_t i, int long_form)
{
	return i < r->plies ? sn_node_move(&r->main.v[i], long_form) : NULL;
}

const char *
sannin_record_comment(const sannin_record *r, size_t i, size_t k)
{
	if (i >= r->plies || k >= r->main.v[i].ncomments)
		return NULL;
	return r->main.v[i].comments[k];
}

const char *
sannin_record_raw(const sannin_record *r, size_t *len)
{
	if (len != NULL)
		*len = r->rawlen;
	return r->raw;
}

const char *
sannin_record_result(const sannin_record *r)
{
	return r->result;
}

unsigned long
sannin_record_rounds(const sannin_record *r)
{
	return r->plies > 0 ? r->main.v[r->plies - 1].round : 0;
}
