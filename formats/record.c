/*
 * record.c - game records in memory: building them, decoding them against
 * the rules (every action of every line replayed, seat markers, marks and
 * the result checked), and the public functions on records and readers.
 */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "game.h"
#include "record.h"

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

int
sn_record_room(struct sannin_record *r, unsigned long line,
    unsigned long col, int action)
{
	if (action && r->actions >= SN_MAXACTS) {
		sn_record_error(r, SANNIN_E_LIMIT, line, col,
		    "a game holds at most %d actions, variations included",
		    SN_MAXACTS);
		return -1;
	}
	if (r->held >= SN_MAXGAME) {
		sn_record_error(r, SANNIN_E_LIMIT, line, col,
		    "a game holds at most %d MiB of tags, moves and comments",
		    SN_MAXGAME >> 20);
		return -1;
	}
	return 0;
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
	r->held += len + 1;
	return d;
}

/* A block of the moves' text. */
struct sn_chunk {
	struct sn_chunk *next;
	size_t used, cap;
	char data[];
};

#define SN_CHUNK 2048

char *
sn_record_str(struct sannin_record *r, const char *s, size_t len)
{
	struct sn_chunk *c = r->chunks;
	size_t cap;
	char *d;

	if (c == NULL || c->cap - c->used < len + 1) {
		cap = len + 1 > SN_CHUNK ? len + 1 : SN_CHUNK;
		if ((c = malloc(sizeof(*c) + cap)) == NULL) {
			r->oom = 1;
			return NULL;
		}
		c->next = r->chunks;
		c->used = 0;
		c->cap = cap;
		r->chunks = c;
	}
	d = c->data + c->used;
	memcpy(d, s, len);
	d[len] = '\0';
	c->used += len + 1;
	r->held += len + 1;
	return d;
}

int
sn_record_tag(struct sannin_record *r, const char *name, size_t nlen,
    const char *value, size_t vlen, unsigned long line, unsigned long col)
{
	struct sn_tag *t;

	t = grow(r, r->tags, &r->tcap, r->ntags, sizeof(*t));
	if (t == NULL)
		return -1;
	r->tags = t;
	t = &r->tags[r->ntags];
	r->held += sizeof(*t);
	t->name = sn_strndup(r, name, nlen);
	t->value = sn_strndup(r, value, vlen);
	t->line = t->vline = line;
	t->col = t->vcol = col;
	if (t->name == NULL || t->value == NULL) {
		free(t->name);
		free(t->value);
		return -1;
	}
	r->ntags++;
	return 0;
}

struct sn_node *
sn_line_push(struct sannin_record *r, struct sn_line *l)
{
	size_t cap = l->cap;
	struct sn_node *v = grow(r, l->v, &cap, l->n, sizeof(*v));

	if (v == NULL)
		return NULL;
	l->v = v;
	l->cap = cap;
	memset(&v[l->n], 0, sizeof(v[0]));
	v[l->n].marker = -1;
	r->actions++;
	r->held += sizeof(v[0]);
	return &v[l->n++];
}

struct sn_line *
sn_node_var(struct sannin_record *r, struct sn_node *n)
{
	struct sn_line *v = realloc(n->vars, (n->nvars + 1) * sizeof(*v));

	if (v == NULL) {
		r->oom = 1;
		return NULL;
	}
	n->vars = v;
	r->held += sizeof(*v);
	memset(&v[n->nvars], 0, sizeof(v[0]));
	return &v[n->nvars++];
}

int
sn_push_str(struct sannin_record *r, char ***list, size_t *n, const char *s,
    size_t len)
{
	char **l = realloc(*list, (*n + 1) * sizeof(*l));

	if (l == NULL) {
		r->oom = 1;
		return -1;
	}
	*list = l;
	r->held += sizeof(*l);
	if ((l[*n] = sn_strndup(r, s, len)) == NULL)
		return -1;
	(*n)++;
	return 0;
}

int
sn_node_nag(struct sannin_record *r, struct sn_node *n, int nag)
{
	int *v = realloc(n->nags, (n->nnags + 1) * sizeof(*v));

	if (v == NULL) {
		r->oom = 1;
		return -1;
	}
	n->nags = v;
	r->held += sizeof(*v);
	v[n->nnags++] = nag;
	return 0;
}

void
sn_record_diag(struct sannin_record *r, const sannin_diag *dg)
{
	sannin_diag *d = grow(r, r->diags, &r->dcap, r->ndiags, sizeof(*d));

	if (dg->severity == SANNIN_SEV_ERROR)
		r->errors++;
	if (d == NULL)
		return;
	r->diags = d;
	r->diags[r->ndiags++] = *dg;
}

static void
vdiag(struct sannin_record *r, int sev, int code, unsigned long line,
    unsigned long col, const char *fmt, va_list ap)
{
	sannin_diag dg;

	dg.code = code;
	dg.severity = sev;
	dg.line = line;
	dg.col = col;
	vsnprintf(dg.msg, sizeof(dg.msg), fmt, ap);
	sn_record_diag(r, &dg);
}

void
sn_record_error(struct sannin_record *r, int code, unsigned long line,
    unsigned long col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdiag(r, SANNIN_SEV_ERROR, code, line, col, fmt, ap);
	va_end(ap);
}

void
sn_record_warn(struct sannin_record *r, int code, unsigned long line,
    unsigned long col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vdiag(r, SANNIN_SEV_WARNING, code, line, col, fmt, ap);
	va_end(ap);
}

/* The offset of the first byte that is not well-formed UTF-8, or -1. */
static long
bad_utf8(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0, k, len;
	unsigned cp;

	while (i < n) {
		if (u[i] < 0x80) {
			i++;
			continue;
		}
		if (u[i] >= 0xc2 && u[i] <= 0xdf)
			len = 2, cp = u[i] & 0x1f;
		else if (u[i] >= 0xe0 && u[i] <= 0xef)
			len = 3, cp = u[i] & 0x0f;
		else if (u[i] >= 0xf0 && u[i] <= 0xf4)
			len = 4, cp = u[i] & 0x07;
		else
			return (long)i;
		if (i + len > n)
			return (long)i;
		for (k = 1; k < len; k++) {
			if ((u[i + k] & 0xc0) != 0x80)
				return (long)i;
			cp = cp << 6 | (u[i + k] & 0x3f);
		}
		if ((len == 3 && (cp < 0x800 || (cp >= 0xd800 &&
		    cp <= 0xdfff))) || (len == 4 && (cp < 0x10000 ||
		    cp > 0x10ffff)))
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
		sn_record_error(r, SANNIN_E_LIMIT, line, col,
		    "%s is longer than %d bytes", what, SN_MAXTEXT);
		return -1;
	}
	if (memchr(s, '\0', n) != NULL) {
		sn_record_error(r, SANNIN_E_SYNTAX, line, col,
		    "%s holds a NUL byte", what);
		return -1;
	}
	if (at >= 0) {
		sn_record_error(r, SANNIN_E_SYNTAX, line, col,
		    "%s is not valid UTF-8 (byte %ld)", what, at + 1);
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

static void
free_line(struct sn_line *l)
{
	size_t i, j;

	for (i = 0; i < l->npre; i++)
		free(l->pre[i]);
	free(l->pre);
	for (i = 0; i < l->n; i++) {
		struct sn_node *n = &l->v[i];

		free(n->nags);
		for (j = 0; j < n->ncomments; j++)
			free(n->comments[j]);
		free(n->comments);
		for (j = 0; j < n->nvars; j++)
			free_line(&n->vars[j]);
		free(n->vars);
		free(n->ev);
	}
	free(l->v);
}

void
sannin_record_free(sannin_record *r)
{
	struct sn_chunk *c;
	size_t i;

	if (r == NULL)
		return;
	while ((c = r->chunks) != NULL) {
		r->chunks = c->next;
		free(c);
	}
	for (i = 0; i < r->ntags; i++) {
		free(r->tags[i].name);
		free(r->tags[i].value);
	}
	free(r->tags);
	free_line(&r->main);
	free(r->result);
	free(r->diags);
	sannin_position_free(r->start);
	sannin_game_free(r->game);
	free(r);
}

/* ------------------------------------------------------------------ */
/* Decoding.                                                           */

const char *
sannin_record_tag(const sannin_record *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->ntags; i++)
		if (strcmp(r->tags[i].name, name) == 0)
			return r->tags[i].value;
	return NULL;
}

static const struct sn_tag *
find_tag(const struct sannin_record *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->ntags; i++)
		if (strcmp(r->tags[i].name, name) == 0)
			return &r->tags[i];
	return NULL;
}

/* The marks an action earns: '^' when the acting seat checks a king
 * after it, '#' when it mates a seat, '&' when it forms an alliance. */
static unsigned
facts_of(const sannin_events *ev, int seat)
{
	unsigned f = 0;
	int i;

	for (i = 0; i < ev->n; i++)
		switch (ev->ev[i].type) {
		case SANNIN_EV_CHECK:
			if (ev->ev[i].seat == seat)
				f |= SN_MARK_CHECK;
			break;
		case SANNIN_EV_MATE:
			f |= SN_MARK_MATE;
			break;
		case SANNIN_EV_ALLIANCE:
			f |= SN_MARK_ALLY;
			break;
		}
	return f;
}

/* Do the writers name the seat of decoded node n?  When it starts a
 * variation, starts the game with another seat than First, or is not
 * the seat that plain rotation gives after n->prev among the seats
 * alive after it. */
static int
shows_seat(const struct sn_node *n, unsigned alive)
{
	int expected, tries;

	if (n->opens_var)
		return 1;
	if (n->prev < 0)
		return n->seat != SANNIN_FIRST;
	expected = (n->prev + 1) % 3;
	for (tries = 0; tries < 3 && !(alive >> expected & 1); tries++)
		expected = (expected + 1) % 3;
	return n->seat != expected;
}

/* The warnings of a move's text (sannin_action_parse's `warn`). */
static void
move_warnings(struct sannin_record *r, const struct sn_node *n, int warn)
{
	if (warn & SANNIN_WARN_CAPTURE_DASH)
		sn_record_warn(r, SANNIN_E_MOVE_SYNTAX, n->line, n->col,
		    "'%s' captures: write 'x' rather than '-'", n->text);
	if (warn & SANNIN_WARN_PROMOTION_IMPLIED)
		sn_record_warn(r, SANNIN_E_MOVE_SYNTAX, n->line, n->col,
		    "'%s' must promote: write '+'", n->text);
}

/*
 * Where the game defers whether the seat to act can act (decode level 1,
 * see sn_game_defer), asks it: the events it adds are those of node n,
 * whose action left the seat so (n may be NULL: the action is another
 * line's).  Returns 1 when the game went on to another seat, 0 when
 * nothing changed, -1 out of memory.
 */
static int
resolve(struct sannin_record *r, sannin_game *g, struct sn_node *n)
{
	sannin_events ev;
	sannin_event *e;

	ev.n = 0;
	if (n != NULL && n->nev > 0) {
		memcpy(ev.ev, n->ev, (size_t)n->nev * sizeof(ev.ev[0]));
		ev.n = n->nev;
	}
	if (!sn_game_resolve(g, &ev))
		return 0;
	if (n == NULL)
		return 1;
	/* The seats alive after n's action are known only now. */
	n->show_marker = shows_seat(n,
	    sannin_position_alive(sannin_game_position(g)));
	if (ev.n > n->nev) {
		if ((e = realloc(n->ev, (size_t)ev.n * sizeof(*e))) == NULL) {
			r->oom = 1;
			return -1;
		}
		memcpy(e, ev.ev, (size_t)ev.n * sizeof(*e));
		n->ev = e;
		n->nev = ev.n;
		n->facts = facts_of(&ev, n->seat);
	}
	return 1;
}

/*
 * Replays a line from the game's position; the game is left after the
 * line's last decoded action.  `prev` is the seat of the action before
 * the line (-1 at the start) and `round` its round.  Returns 0 when the
 * whole line decoded, 1 when it stopped at an error, -1 out of memory.
 */
static int
decode_line(struct sannin_record *r, struct sn_line *l, sannin_game *g,
    int prev, unsigned long round, int in_var)
{
	size_t i, k;

	for (i = 0; i < l->n; i++) {
		struct sn_node *n = &l->v[i], *before = i ? &l->v[i - 1] : NULL;
		const sannin_position *p;
		int seat, warn, winner, rc;
		sannin_events ev;
		sannin_diag dg;
		char want[4], have[4];

		/* Alternatives to this action start from here. */
		for (k = 0; k < n->nvars; k++) {
			sannin_game *alt = sannin_game_copy(g);

			if (alt == NULL) {
				r->oom = 1;
				return -1;
			}
			rc = decode_line(r, &n->vars[k], alt, prev, round, 1);
			sannin_game_free(alt);
			if (rc < 0)
				return -1;
		}

		/* Before an error is reported, whether the seat to act
		 * could act at all (when the game left it for later): when
		 * it could not, the action is read again, after it. */
again:
		p = sannin_game_position(g);
		seat = sannin_position_turn(p);
		if (sannin_position_over(p, &winner)) {
			if ((rc = resolve(r, g, before)) != 0)
				goto resolved;
			sn_record_error(r, SANNIN_E_ILLEGAL, n->line, n->col,
			    "'%s': the game is over (%s has won), no action "
			    "may follow", n->text, sannin_seat_name(winner));
			return 1;
		}
		if (n->marker >= 0 && n->marker != seat) {
			if ((rc = resolve(r, g, before)) != 0)
				goto resolved;
			sn_record_error(r, SANNIN_E_ILLEGAL, n->line, n->col,
			    "'%s' is marked as %s's, but %s is to act",
			    n->text, sannin_seat_name(n->marker),
			    sannin_seat_name(seat));
			return 1;
		}
		if (sannin_action_parse(p, n->text, strlen(n->text), &n->act,
		    &warn, &dg) != 0) {
			if ((rc = resolve(r, g, before)) != 0)
				goto resolved;
			dg.line = n->line;
			dg.col += n->col - 1;
			snprintf(dg.msg + strlen(dg.msg),
			    sizeof(dg.msg) - strlen(dg.msg), " (%s to act)",
			    sannin_seat_name(seat));
			sn_record_diag(r, &dg);
			return 1;
		}
		if (r->forms) {
			sannin_action_format(p, &n->act, 0, n->shortform,
			    sizeof(n->shortform));
			sannin_action_format(p, &n->act, 1, n->longform,
			    sizeof(n->longform));
		} else {
			/* As written, cut to the room there is. */
			size_t tl = strnlen(n->text, sizeof(n->shortform) - 1);

			memcpy(n->shortform, n->text, tl);
			n->shortform[tl] = '\0';
			memcpy(n->longform, n->shortform, tl + 1);
		}
		/* (The warnings of the move as written once it is known to
		 * be the seat's: see resolve().) */
		if (sn_game_play_parsed(g, &n->act, &ev, &dg) != 0) {
			if ((rc = resolve(r, g, before)) != 0)
				goto resolved;
			move_warnings(r, n, warn);
			dg.line = n->line;
			dg.col = n->col;
			snprintf(dg.msg + strlen(dg.msg),
			    sizeof(dg.msg) - strlen(dg.msg), " ('%s')",
			    n->text);
			sn_record_diag(r, &dg);
			return 1;
		}
		move_warnings(r, n, warn);
		n->decoded = 1;
		n->seat = seat;
		n->facts = facts_of(&ev, seat);
		/* A mark may be of what leaving the next seat without an
		 * action did. */
		if ((n->marks & ~n->facts) && sn_game_resolve(g, &ev))
			n->facts = facts_of(&ev, seat);
		if (n->marks & ~n->facts) {
			sn_marks_text(n->marks & ~n->facts, want);
			sn_marks_text(n->facts, have);
			sn_record_error(r, SANNIN_E_MARK, n->line, n->col,
			    "'%s' is marked '%s', but it %s", n->text, want,
			    (n->marks & ~n->facts) & SN_MARK_MATE ?
			    "mates nobody" : (n->marks & ~n->facts) &
			    SN_MARK_CHECK ? "checks nobody" :
			    "forms no alliance");
			return 1;
		}
		if (ev.n > 0) {
			n->ev = malloc((size_t)ev.n * sizeof(*n->ev));
			if (n->ev == NULL) {
				r->oom = 1;
				return -1;
			}
			memcpy(n->ev, ev.ev, (size_t)ev.n * sizeof(*n->ev));
			n->nev = ev.n;
		}

		/* Round numbers and seat markers for the writers. */
		if (prev < 0 || seat <= prev)
			round++;
		n->round = round;
		n->prev = prev;
		n->opens_var = in_var && i == 0;
		n->show_marker = shows_seat(n, sannin_position_alive(p));
		prev = seat;
		if (!in_var)
			r->plies++;
		continue;
resolved:
		if (rc < 0)
			return -1;
		goto again;
	}
	/* The line's end: what the game left for later is asked now. */
	return resolve(r, g, l->n ? &l->v[l->n - 1] : NULL) < 0 ? -1 : 0;
}

static const char *const won[] = {"1-0-0", "0-1-0", "0-0-1"};

int
sn_record_decode(struct sannin_record *r)
{
	const struct sn_tag *t;
	sannin_diag dg;
	int winner, over, rc;

	r->rules = r->defaults;
	if ((t = find_tag(r, "Rules")) != NULL &&
	    sannin_rules_set_list(&r->rules, t->value, strlen(t->value),
	    &dg) != 0) {
		dg.line = t->vline;
		dg.col += t->vcol - 1;
		snprintf(dg.msg + strlen(dg.msg), sizeof(dg.msg) -
		    strlen(dg.msg), " (tag Rules)");
		sn_record_diag(r, &dg);
		return 0;
	}
	if ((t = find_tag(r, "Position")) != NULL) {
		r->start = sannin_position_read(t->value, strlen(t->value),
		    &r->rules, &dg);
		if (r->start == NULL) {
			dg.line = t->vline;
			dg.col += t->vcol - 1;
			sn_record_diag(r, &dg);
			return 0;
		}
	} else if ((r->start = sannin_position_new(&r->rules)) == NULL) {
		r->oom = 1;
		return -1;
	}
	if ((t = find_tag(r, "Alliance")) != NULL) {
		if (strcmp(t->value, "Middle,Last") != 0) {
			sn_record_error(r, SANNIN_E_TAG, t->vline, t->vcol,
			    "Alliance: a voluntary alliance is \"Middle,Last\" "
			    "(against First), not \"%s\"", t->value);
			return 0;
		}
		if (sannin_position_declare_alliance(r->start, &dg) != 0) {
			dg.line = t->line;
			dg.col = t->col;
			sn_record_diag(r, &dg);
			return 0;
		}
	}
	if ((r->game = sannin_game_new(r->start)) == NULL) {
		r->oom = 1;
		return -1;
	}
	/* Replayed for validation only: the next action shows that a seat
	 * can act, so that is asked only where it matters. */
	sn_game_defer(r->game, !r->forms);
	rc = decode_line(r, &r->main, r->game, -1, 0, 0);
	/* (Every line ends with nothing left to ask: the game is left as
	 * any other, for whoever plays on.) */
	sn_game_defer(r->game, 0);
	if (rc < 0)
		return -1;

	/* The result written must agree with an ended game. */
	over = sannin_position_over(sannin_game_position(r->game), &winner);
	if (r->errors == 0 && r->result == NULL) {
		r->result = sn_strndup(r, over ? won[winner] : "*", over ? 5 :
		    1);
		sn_record_warn(r, SANNIN_E_RESULT, r->result_line,
		    r->result_col, "the game has no result: %s is assumed",
		    over ? won[winner] : "*");
	} else if (r->errors == 0) {
		if (over && strcmp(r->result, won[winner]) != 0)
			sn_record_error(r, SANNIN_E_RESULT, r->result_line,
			    r->result_col, "the result is written %s, but %s "
			    "has won (%s)", r->result,
			    sannin_seat_name(winner), won[winner]);
		else if (!over && strcmp(r->result, "*") != 0)
			sn_record_warn(r, SANNIN_E_RESULT, r->result_line,
			    r->result_col, "the result is written %s, but the "
			    "game has not ended by the rules", r->result);
	}
	if (r->errors == 0 && r->result != NULL &&
	    (t = find_tag(r, "Result")) != NULL &&
	    strcmp(t->value, r->result) != 0)
		sn_record_error(r, SANNIN_E_RESULT, t->vline, t->vcol,
		    "the Result tag says %s, but the moves end with %s",
		    t->value, r->result);
	return r->oom ? -1 : 0;
}

/* ------------------------------------------------------------------ */
/* Public functions on records.                                        */

sannin_record *
sannin_record_new(const sannin_rules *defaults)
{
	return sn_record_new(defaults);
}

int
sannin_record_set_tag(sannin_record *r, const char *name, const char *value)
{
	size_t i;

	for (i = 0; i < r->ntags; i++)
		if (strcmp(r->tags[i].name, name) == 0) {
			char *v = sn_strndup(r, value, strlen(value));

			if (v == NULL)
				return -1;
			free(r->tags[i].value);
			r->tags[i].value = v;
			return 0;
		}
	return sn_record_tag(r, name, strlen(name), value, strlen(value), 0,
	    0);
}

int
sannin_record_append(sannin_record *r, const char *move)
{
	struct sn_node *n = sn_line_push(r, &r->main);

	if (n == NULL || (n->text = sn_record_str(r, move, strlen(move))) ==
	    NULL)
		return -1;
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
sannin_record_decode(sannin_record *r)
{
	if (r->game != NULL)
		return 0;
	return sn_record_decode(r);
}

int
sannin_record_valid(const sannin_record *r)
{
	return r->errors == 0;
}

size_t
sannin_record_ndiags(const sannin_record *r)
{
	return r->ndiags;
}

const sannin_diag *
sannin_record_diag(const sannin_record *r, size_t i)
{
	return i < r->ndiags ? &r->diags[i] : NULL;
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

int
sannin_record_write(const sannin_record *r, FILE *fp, int format, int flags)
{
	return format == SANNIN_FORMAT_YAML ? sn_yaml_write(r, fp, flags) :
	    sn_text_write(r, fp, flags);
}

/* ------------------------------------------------------------------ */
/* Readers.                                                            */

struct sannin_reader {
	struct sn_input in;
	int format;
	int nodecode;
	int noforms;
	sannin_rules defaults;
	struct sn_text_reader *text;
	struct sn_yaml_reader *yaml;
};

size_t
sn_input_fill(struct sn_input *in, size_t n)
{
	size_t got;

	if (in->len - in->pos >= n || in->eof)
		return in->len - in->pos;
	if (in->pos > 0) {
		memmove(in->buf, in->buf + in->pos, in->len - in->pos);
		in->len -= in->pos;
		in->pos = 0;
	}
	while (in->len < n && in->len < sizeof(in->buf) && !in->eof) {
		errno = 0;
		got = fread(in->buf + in->len, 1, sizeof(in->buf) - in->len,
		    in->fp);
		in->len += got;
		if (got == 0) {
			in->eof = 1;
			if (ferror(in->fp))
				in->err = errno ? errno : EIO;
		}
	}
	return in->len - in->pos;
}

/*
 * Text records start with a tag, a comment, a round number or a move;
 * YAML streams with a directive, a document marker, a comment, a block
 * sequence entry or a key ("name:").  Anything else is given to the text
 * reader, whose diagnostic then says what it could not read: a guess of
 * YAML would only say that a record is not a string.
 */
static int
blank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static int
word_char(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '-';
}

static int
detect(struct sn_input *in)
{
	size_t i = 0, j, n = sn_input_fill(in, 4096);
	const unsigned char *b = in->buf + in->pos;

	if (n >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf)
		i = 3;
	while (i < n && blank(b[i]))
		i++;
	if (i == n)
		return SANNIN_FORMAT_TEXT;
	if (b[i] == '%' || b[i] == '#' || (n - i >= 3 &&
	    memcmp(b + i, "---", 3) == 0))
		return SANNIN_FORMAT_YAML;
	/* A block sequence: no text record starts with "- ". */
	if (b[i] == '-' && (i + 1 == n || blank(b[i + 1])))
		return SANNIN_FORMAT_YAML;
	/* A key: a word of letters, digits, '_' or '-', then ':' and a
	 * blank or the end. */
	for (j = i; j < n && word_char(b[j]); j++)
		;
	if (j > i && b[i] > '9' && b[i] != '_' && b[i] != '-' && j < n && b[j] == ':' &&
	    (j + 1 == n || blank(b[j + 1])))
		return SANNIN_FORMAT_YAML;
	return SANNIN_FORMAT_TEXT;
}

sannin_reader *
sannin_reader_new(FILE *fp, int format, const sannin_rules *defaults)
{
	sannin_reader *rd = calloc(1, sizeof(*rd));

	if (rd == NULL)
		return NULL;
	rd->in.fp = fp;
	if (defaults != NULL)
		rd->defaults = *defaults;
	else
		sannin_rules_init(&rd->defaults);
	rd->format = format == SANNIN_FORMAT_AUTO ? detect(&rd->in) : format;
	if (rd->format == SANNIN_FORMAT_YAML)
		rd->yaml = sn_yaml_reader_new(&rd->in);
	else
		rd->text = sn_text_reader_new(&rd->in);
	if (rd->yaml == NULL && rd->text == NULL) {
		free(rd);
		return NULL;
	}
	return rd;
}

void
sannin_reader_set_decode(sannin_reader *rd, int decode)
{
	rd->nodecode = decode <= 0;
	rd->noforms = decode == 1;
}

int
sannin_reader_format(const sannin_reader *rd)
{
	return rd->format;
}

void
sannin_reader_free(sannin_reader *rd)
{
	if (rd == NULL)
		return;
	sn_text_reader_free(rd->text);
	sn_yaml_reader_free(rd->yaml);
	free(rd);
}

int
sannin_reader_next(sannin_reader *rd, sannin_record **out, sannin_diag *dg)
{
	struct sannin_record *r = sn_record_new(&rd->defaults);
	int rc;

	*out = NULL;
	if (r == NULL) {
		sn_diag_set(dg, SANNIN_E_NOMEM, SANNIN_SEV_ERROR, 0,
		    "out of memory");
		return -1;
	}
	rc = rd->yaml ? sn_yaml_read(rd->yaml, r) : sn_text_read(rd->text, r);
	r->forms = !rd->noforms;
	if (rc == 1 && r->errors == 0 && !rd->nodecode &&
	    sn_record_decode(r) < 0)
		r->oom = 1;
	if (r->oom) {
		sannin_record_free(r);
		sn_diag_set(dg, SANNIN_E_NOMEM, SANNIN_SEV_ERROR, 0,
		    "out of memory");
		return -1;
	}
	if (rc <= 0) {
		if (rc < 0 && dg != NULL) {
			if (r->ndiags > 0)
				*dg = r->diags[r->ndiags - 1];
			else {
				memset(dg, 0, sizeof(*dg));
				dg->code = SANNIN_E_IO;
				dg->severity = SANNIN_SEV_ERROR;
				snprintf(dg->msg, sizeof(dg->msg),
				    "read error: %s", strerror(rd->in.err ?
				    rd->in.err : EIO));
			}
		}
		sannin_record_free(r);
		return rc;
	}
	*out = r;
	return 1;
}
