/*
 * yaml_write.c - writing games as YAML documents (sannin-yaml(5)) with
 * libyaml's emitter, one document per game.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <yaml.h>

#include "events.h"
#include "record.h"

struct em {
	yaml_emitter_t e;
	int failed;
	const sannin_variant *v;	/* of the record written */
};

/* The emitter takes every event, and frees it even when it fails. */
static void
emit(struct em *m, yaml_event_t *ev)
{
	if (m->failed)
		yaml_event_delete(ev);
	else if (!yaml_emitter_emit(&m->e, ev))
		m->failed = 1;
}

static void
scalar(struct em *m, const char *s)
{
	yaml_event_t ev;

	if (!yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)(uintptr_t)s, (int)strlen(s), 1, 1,
	    YAML_ANY_SCALAR_STYLE))
		m->failed = 1;
	else
		emit(m, &ev);
}

/* A string that must stay a string when read back ("*", "1-0-0"). */
static void
quoted(struct em *m, const char *s)
{
	yaml_event_t ev;

	if (!yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)(uintptr_t)s, (int)strlen(s), 0, 1,
	    YAML_SINGLE_QUOTED_SCALAR_STYLE))
		m->failed = 1;
	else
		emit(m, &ev);
}

/*
 * A tag's name as a key: plain, unless other YAML readers would take it
 * for a number, a boolean or null (YAML 1.1 reads "yes", "off", "12" or
 * "0x1F" so): names that start with a digit and those words are quoted.
 */
static void
key(struct em *m, const char *s)
{
	static const char *const special[] = {"y", "n", "yes", "no", "true",
	    "false", "on", "off", "null", NULL};
	int i;

	if (s[0] >= '0' && s[0] <= '9') {
		quoted(m, s);
		return;
	}
	for (i = 0; special[i] != NULL; i++)
		if (strcasecmp(s, special[i]) == 0) {
			quoted(m, s);
			return;
		}
	scalar(m, s);
}

static void
start(struct em *m, int mapping, int flow)
{
	yaml_event_t ev;

	if (mapping)
		yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
		    flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE);
	else
		yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
		    flow ? YAML_FLOW_SEQUENCE_STYLE :
		    YAML_BLOCK_SEQUENCE_STYLE);
	emit(m, &ev);
}

static void
end(struct em *m, int mapping)
{
	yaml_event_t ev;

	if (mapping)
		yaml_mapping_end_event_initialize(&ev);
	else
		yaml_sequence_end_event_initialize(&ev);
	emit(m, &ev);
}

/* An event as a flow mapping: {event: capture, seat: Last, ...}. */
static void
event(struct em *m, const sannin_event *e)
{
	struct sn_evfield f[SN_EVFIELDS];
	const char *word, *p, *q;
	int n = sn_event_fields(m->v, e, &word, f), i;

	start(m, 1, 1);
	scalar(m, "event");
	scalar(m, word);
	for (i = 0; i < n; i++) {
		scalar(m, f[i].key);
		if (!f[i].list) {
			scalar(m, f[i].val);
			continue;
		}
		start(m, 0, 1);
		for (p = f[i].val; *p; p = *q ? q + 1 : q) {
			char one[sizeof(f[i].val)];

			q = p + strcspn(p, ",");
			snprintf(one, sizeof(one), "%.*s", (int)(q - p), p);
			scalar(m, one);
		}
		end(m, 0);
	}
	end(m, 1);
}

static void
strings(struct em *m, const char *key, char **list, size_t n)
{
	size_t i;

	if (n == 0)
		return;
	scalar(m, key);
	start(m, 0, 0);
	for (i = 0; i < n; i++)
		quoted(m, list[i]);
	end(m, 0);
}

static void write_moves(struct em *, const struct sn_line *, int);

static void
write_move(struct em *m, const struct sn_node *n, int flags)
{
	char buf[64], c[4];
	size_t i;
	int k, seat;

	start(m, 1, 0);
	scalar(m, "move");
	quoted(m, sn_node_move(n, flags & SANNIN_WRITE_LONG));
	if ((seat = n->decoded ? n->seat : sn_node_marker(m->v, n)) >= 0) {
		scalar(m, "seat");
		scalar(m, sannin_variant_seat_name(m->v, seat));
	}
	sn_marks_text(n->marks | (flags & SANNIN_WRITE_MARKS ? n->facts : 0),
	    buf);
	if (buf[0]) {
		scalar(m, "marks");
		quoted(m, buf);
	}
	if (n->annot[0]) {
		scalar(m, "annotation");
		quoted(m, n->annot);
	}
	if (n->nnags) {
		scalar(m, "nags");
		start(m, 0, 1);
		for (i = 0; i < n->nnags; i++) {
			snprintf(buf, sizeof(buf), "%d", n->nags[i]);
			scalar(m, buf);
		}
		end(m, 0);
	}
	strings(m, "comments", n->comments, n->ncomments);
	if ((flags & SANNIN_WRITE_DECODED) && n->decoded) {
		scalar(m, "round");
		snprintf(buf, sizeof(buf), "%lu", n->round);
		scalar(m, buf);
		if (n->act.type != SANNIN_ACT_DROP) {
			sannin_cell_name(m->v, n->act.from, c);
			scalar(m, "from");
			scalar(m, c);
		}
		if (n->act.type != SANNIN_ACT_ILLUMINATE) {
			sannin_cell_name(m->v, n->act.to, c);
			scalar(m, "to");
			scalar(m, c);
		}
		scalar(m, "piece");
		quoted(m, sannin_kind_name(n->act.kind));
		scalar(m, "promote");
		scalar(m, n->act.promote ? "true" : "false");
		if (n->act.captured) {
			scalar(m, "captured");
			quoted(m, sannin_kind_name(n->act.captured));
		}
		if (n->nev > 0) {
			scalar(m, "events");
			start(m, 0, 0);
			for (k = 0; k < n->nev; k++)
				event(m, &n->ev[k]);
			end(m, 0);
		}
	}
	if (n->nvars) {
		scalar(m, "variations");
		start(m, 0, 0);
		for (i = 0; i < n->nvars; i++) {
			start(m, 1, 0);
			strings(m, "comments", n->vars[i].pre,
			    n->vars[i].npre);
			scalar(m, "moves");
			write_moves(m, &n->vars[i], flags);
			end(m, 1);
		}
		end(m, 0);
	}
	end(m, 1);
}

static void
write_moves(struct em *m, const struct sn_line *l, int flags)
{
	size_t i;

	start(m, 0, 0);
	for (i = 0; i < l->n; i++)
		write_move(m, &l->v[i], flags);
	end(m, 0);
}

int
sn_yaml_write(const struct sannin_record *r, FILE *fp, int flags)
{
	struct em m;
	yaml_event_t ev;
	size_t i;

	memset(&m, 0, sizeof(m));
	if (!yaml_emitter_initialize(&m.e))
		return -1;
	m.v = sn_record_wvariant(r);
	yaml_emitter_set_output_file(&m.e, fp);
	yaml_emitter_set_unicode(&m.e, 1);
	yaml_emitter_set_width(&m.e, 79);
	yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING);
	emit(&m, &ev);
	yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0);
	emit(&m, &ev);
	start(&m, 1, 0);
	if (r->ntags) {
		scalar(&m, "tags");
		start(&m, 1, 0);
		for (i = 0; i < r->ntags; i++) {
			key(&m, r->tags[i].name);
			quoted(&m, r->tags[i].value);
		}
		end(&m, 1);
	}
	strings(&m, "comments", r->main.pre, r->main.npre);
	scalar(&m, "moves");
	write_moves(&m, &r->main, flags);
	scalar(&m, "result");
	quoted(&m, r->result != NULL ? r->result : "*");
	end(&m, 1);
	yaml_document_end_event_initialize(&ev, 1);
	emit(&m, &ev);
	yaml_stream_end_event_initialize(&ev);
	emit(&m, &ev);
	if (!m.failed && !yaml_emitter_flush(&m.e))
		m.failed = 1;
	yaml_emitter_delete(&m.e);
	return m.failed || ferror(fp) ? -1 : 0;
}
