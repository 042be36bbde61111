/*
 * text_write.c - writing games in the canonical text notation
 * (sannin-record(5)): the tags in the order read, a blank line, the
 * moves with their round numbers, seat markers where the turn is not the
 * plain rotation's, comments, annotations and variations, lines broken
 * before column 80, the result, and a blank line.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"

#define WIDTH 79

struct wr {
	FILE *fp;
	int col;
	int flags;
	const char *prefix;	/* written before the next token */
	const sannin_variant *v;	/* of the record written */
};

/* Writes one token, breaking the line first when it would be too long. */
static void
tok(struct wr *w, const char *s)
{
	int len = (int)strlen(s) + (w->prefix ? (int)strlen(w->prefix) : 0);

	if (w->col > 0 && w->col + 1 + len > WIDTH) {
		putc('\n', w->fp);
		w->col = 0;
	} else if (w->col > 0) {
		putc(' ', w->fp);
		w->col++;
	}
	if (w->prefix != NULL) {
		fputs(w->prefix, w->fp);
		w->prefix = NULL;
	}
	fputs(s, w->fp);
	w->col += len;
}

/* Writes a comment token, escaping '}' and '\'. */
static void
comment(struct wr *w, const char *s)
{
	char buf[256], *b = buf;
	size_t n = 2 * strlen(s) + 3, i = 0;

	if (n > sizeof(buf) && (b = malloc(n)) == NULL) {
		w->col = 0;
		fputs("{", w->fp);
		fputs(s, w->fp);
		fputs("}", w->fp);
		return;
	}
	b[i++] = '{';
	for (; *s; s++) {
		if (*s == '}' || *s == '\\')
			b[i++] = '\\';
		b[i++] = *s;
	}
	b[i++] = '}';
	b[i] = '\0';
	tok(w, b);
	if (b != buf)
		free(b);
}

static void
write_line(struct wr *w, const struct sn_line *l, int in_var)
{
	unsigned long round = 0;
	size_t i, j;
	char buf[128], num[24], marks[4];

	for (i = 0; i < l->npre; i++)
		comment(w, l->pre[i]);
	for (i = 0; i < l->n; i++) {
		const struct sn_node *n = &l->v[i];
		const char *move = sn_node_move(n,
		    w->flags & SANNIN_WRITE_LONG);
		int marker = n->decoded ? (n->show_marker ? n->seat : -1) :
		    sn_node_marker(w->v, n);
		char mark[3] = {0};

		num[0] = '\0';
		if (n->decoded && (n->round != round || (in_var && i == 0))) {
			snprintf(num, sizeof(num), "%lu. ", n->round);
			round = n->round;
		}
		sn_marks_text(n->marks | (w->flags & SANNIN_WRITE_MARKS ?
		    n->facts : 0), marks);
		if (marker >= 0) {
			mark[0] = (char)sannin_variant_seat_letter(w->v, marker);
			mark[1] = ':';
		}
		/* A round number stays on the line of its move. */
		snprintf(buf, sizeof(buf), "%s%s%s%s%s", num, mark, move, marks,
		    n->annot);
		tok(w, buf);
		for (j = 0; j < n->nnags; j++) {
			snprintf(buf, sizeof(buf), "$%d", n->nags[j]);
			tok(w, buf);
		}
		for (j = 0; j < n->ncomments; j++)
			comment(w, n->comments[j]);
		for (j = 0; j < n->nvars; j++) {
			w->prefix = "(";
			write_line(w, &n->vars[j], 1);
			if (w->col + 1 > WIDTH) {
				putc('\n', w->fp);
				w->col = 0;
			}
			putc(')', w->fp);
			w->col++;
		}
	}
}

int
sn_text_write(const struct sannin_record *r, FILE *fp, int flags)
{
	struct wr w = {fp, 0, flags, NULL, sn_record_wvariant(r)};
	size_t i;
	const char *s;

	for (i = 0; i < r->ntags; i++) {
		fprintf(fp, "[%s \"", r->tags[i].name);
		for (s = r->tags[i].value; *s; s++) {
			if (*s == '"' || *s == '\\')
				putc('\\', fp);
			putc(*s, fp);
		}
		fputs("\"]\n", fp);
	}
	if (r->ntags > 0)
		putc('\n', fp);
	write_line(&w, &r->main, 0);
	tok(&w, r->result != NULL ? r->result : "*");
	fputs("\n\n", fp);
	return ferror(fp) ? -1 : 0;
}
