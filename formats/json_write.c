/*
 * json_write.c - writing games as JSON (sannin-json(5)): one object per
 * game on one line (JSON Lines), with the keys of the YAML form
 * (sannin-yaml(5)) in the same order.
 *
 * A string is written as RFC 8259 has it, with the escapes that keep a
 * game on its line for any reader: '"' and '\', the control characters
 * (U+0000 to U+001F, U+007F to U+009F) and the line and paragraph
 * separators U+2028 and U+2029 are escaped; other text is UTF-8 as it
 * is.  A byte that is not part of well-formed UTF-8, which only a record
 * built by a program can hold (the readers refuse it), is written as
 * U+FFFD, so that the output is JSON whatever the record holds.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "record.h"

struct jw {
	FILE *fp;
	int flags;
	const sannin_variant *v;	/* of the record written */
};

int
sannin_json_write_string(FILE *fp, const char *text)
{
	const unsigned char *s = (const unsigned char *)text;
	const unsigned char *end = s + strlen(text);
	unsigned cp;
	size_t n;

	putc('"', fp);
	while (s < end) {
		if (*s == '"' || *s == '\\') {
			putc('\\', fp);
			putc(*s++, fp);
		} else if (*s == '\n') {
			fputs("\\n", fp);
			s++;
		} else if (*s == '\t') {
			fputs("\\t", fp);
			s++;
		} else if (*s == '\r') {
			fputs("\\r", fp);
			s++;
		} else if (*s < 0x20 || *s == 0x7f) {
			fprintf(fp, "\\u%04x", *s++);
		} else if (*s < 0x80) {
			putc(*s++, fp);
		} else if ((n = sn_utf8(s, (size_t)(end - s), &cp)) == 0) {
			fputs("\\ufffd", fp);
			s++;
		} else if (cp <= 0x9f || cp == 0x2028 || cp == 0x2029) {
			fprintf(fp, "\\u%04x", cp);
			s += n;
		} else {
			fwrite(s, 1, n, fp);
			s += n;
		}
	}
	putc('"', fp);
	return ferror(fp) ? -1 : 0;
}

static void
string(struct jw *w, const char *text)
{
	sannin_json_write_string(w->fp, text);
}

/* A key and its colon, after a comma unless it is the object's first. */
static void
key(struct jw *w, int *first, const char *k)
{
	if (!*first)
		putc(',', w->fp);
	*first = 0;
	string(w, k);
	putc(':', w->fp);
}

/* "key":["a","b"], left out when the list is empty. */
static void
strings(struct jw *w, int *first, const char *k, char **list, size_t n)
{
	size_t i;

	if (n == 0)
		return;
	key(w, first, k);
	putc('[', w->fp);
	for (i = 0; i < n; i++) {
		if (i > 0)
			putc(',', w->fp);
		string(w, list[i]);
	}
	putc(']', w->fp);
}

static void write_moves(struct jw *, const struct sn_line *);

/* The fields the rules give a replayed move (SANNIN_WRITE_DECODED). */
static void
decoded(struct jw *w, int *first, const struct sn_node *n)
{
	char c[4], ev[512];
	int k;

	key(w, first, "round");
	fprintf(w->fp, "%lu", n->round);
	if (n->act.type != SANNIN_ACT_DROP) {
		sannin_cell_name(w->v, n->act.from, c);
		key(w, first, "from");
		string(w, c);
	}
	if (n->act.type != SANNIN_ACT_ILLUMINATE) {
		sannin_cell_name(w->v, n->act.to, c);
		key(w, first, "to");
		string(w, c);
	}
	key(w, first, "piece");
	string(w, sannin_kind_name(n->act.kind));
	key(w, first, "promote");
	fputs(n->act.promote ? "true" : "false", w->fp);
	if (n->act.captured) {
		key(w, first, "captured");
		string(w, sannin_kind_name(n->act.captured));
	}
	if (n->nev == 0)
		return;
	key(w, first, "events");
	putc('[', w->fp);
	for (k = 0; k < n->nev; k++) {
		if (k > 0)
			putc(',', w->fp);
		/* (An event is a few names: far less than the buffer.) */
		if (sannin_event_format_as(w->v, &n->ev[k], SANNIN_STYLE_JSON,
		    ev, sizeof(ev)) < sizeof(ev))
			fputs(ev, w->fp);
	}
	putc(']', w->fp);
}

static void
write_move(struct jw *w, const struct sn_node *n)
{
	char buf[8];
	size_t i;
	int first = 1, seat;

	putc('{', w->fp);
	key(w, &first, "move");
	string(w, sn_node_move(n, w->flags & SANNIN_WRITE_LONG));
	if ((seat = n->decoded ? n->seat : sn_node_marker(w->v, n)) >= 0) {
		key(w, &first, "seat");
		string(w, sannin_variant_seat_name(w->v, seat));
	}
	sn_marks_text(n->marks | (w->flags & SANNIN_WRITE_MARKS ? n->facts :
	    0), buf);
	if (buf[0]) {
		key(w, &first, "marks");
		string(w, buf);
	}
	if (n->annot[0]) {
		key(w, &first, "annotation");
		string(w, n->annot);
	}
	if (n->nnags) {
		key(w, &first, "nags");
		putc('[', w->fp);
		for (i = 0; i < n->nnags; i++)
			fprintf(w->fp, "%s%d", i ? "," : "", n->nags[i]);
		putc(']', w->fp);
	}
	strings(w, &first, "comments", n->comments, n->ncomments);
	if ((w->flags & SANNIN_WRITE_DECODED) && n->decoded)
		decoded(w, &first, n);
	if (n->nvars) {
		key(w, &first, "variations");
		putc('[', w->fp);
		for (i = 0; i < n->nvars; i++) {
			int vfirst = 1;

			fputs(i ? ",{" : "{", w->fp);
			strings(w, &vfirst, "comments", n->vars[i].pre,
			    n->vars[i].npre);
			key(w, &vfirst, "moves");
			write_moves(w, &n->vars[i]);
			putc('}', w->fp);
		}
		putc(']', w->fp);
	}
	putc('}', w->fp);
}

static void
write_moves(struct jw *w, const struct sn_line *l)
{
	size_t i;

	putc('[', w->fp);
	for (i = 0; i < l->n; i++) {
		if (i > 0)
			putc(',', w->fp);
		write_move(w, &l->v[i]);
	}
	putc(']', w->fp);
}

int
sn_json_write(const struct sannin_record *r, FILE *fp, int flags)
{
	struct jw w = {fp, flags, sn_record_wvariant(r)};
	size_t i;
	int first = 1, tfirst = 1;

	putc('{', fp);
	if (r->ntags) {
		key(&w, &first, "tags");
		putc('{', fp);
		for (i = 0; i < r->ntags; i++) {
			key(&w, &tfirst, r->tags[i].name);
			string(&w, r->tags[i].value);
		}
		putc('}', fp);
	}
	strings(&w, &first, "comments", r->main.pre, r->main.npre);
	key(&w, &first, "moves");
	write_moves(&w, &r->main);
	key(&w, &first, "result");
	string(&w, r->result != NULL ? r->result : "*");
	fputs("}\n", fp);
	return ferror(fp) ? -1 : 0;
}
