/*
 * events.c - events written out: one description of each event as a
 * word and key=value fields (sn_event_fields), and the forms made from
 * it, the text line
 *
 *	capture seat=Last piece=B owner=Middle cell=12l
 *
 * the YAML flow mapping
 *
 *	{event: capture, seat: Last, piece: B, owner: Middle, cell: 12l}
 *
 * and the JSON object
 *
 *	{"event":"capture","seat":"Last","piece":"B","owner":"Middle",...}
 *
 * (see sannin-rules(7), Events, sannin-yaml(5) and sannin-json(5)).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "events.h"
#include "sannin.h"
#include "strout.h"

static const char *
seat(const sannin_variant *v, int s)
{
	const char *name = sannin_variant_seat_name(v, s);

	return name != NULL ? name : "?";
}

/* The name of a value of a `how` field, from its table of n. */
static const char *
how(const char *const names[], int n, int v)
{
	return v > 0 && v < n ? names[v] : "?";
}

static void
put(struct sn_evfield *f, int *n, const char *key, const char *val)
{
	char *d = f[*n].val;
	size_t len = 0;

	f[*n].key = key;
	f[*n].list = 0;
	/* Cut as snprintf would; copied a character at a time, as it is
	 * counted (a replay writes a few a ply, of a few characters). */
	while (val[len] != '\0' && len < sizeof(f[*n].val) - 1) {
		d[len] = val[len];
		len++;
	}
	d[len] = '\0';
	f[*n].len = (int)len;
	(*n)++;
}

static void
put_seats(const sannin_variant *v, struct sn_evfield *f, int *n,
    const char *key, unsigned mask)
{
	size_t len = 0;
	int s;

	f[*n].key = key;
	f[*n].list = 1;
	f[*n].val[0] = '\0';
	for (s = 0; s < sannin_variant_nseats(v); s++)
		if (mask >> s & 1)
			len += (size_t)snprintf(f[*n].val + len,
			    len < sizeof(f[*n].val) ? sizeof(f[*n].val) - len :
			    0, "%s%s", len ? "," : "", seat(v, s));
	f[*n].len = (int)strlen(f[*n].val);
	(*n)++;
}

/* (A cell's name, up to 3 characters and the NUL, is put in val.) */
typedef char name_fits[sizeof(((struct sn_evfield *)0)->val) >= 4 ? 1 : -1];

static void
put_cell(const sannin_variant *v, struct sn_evfield *f, int *n,
    const char *key, int cell)
{
	f[*n].key = key;
	f[*n].list = 0;
	f[*n].len = sannin_cell_name(v, cell, f[*n].val);
	(*n)++;
}

int
sn_event_fields(const sannin_variant *v, const sannin_event *e,
    const char **word, struct sn_evfield f[SN_EVFIELDS])
{
	static const char *const promo[] = {"?", "chosen", "forced",
	    "automatic"};
	static const char *const lost[] = {"?", "king-moved", "check",
	    "alliance"};
	static const char *const ally[] = {"?", "discovered", "dual"};
	static const char *const mate[] = {"?", "check", "no-action"};
	static const char *const win[] = {"?", "last-standing", "outsider",
	    "garden", "three-armies", "none", "team", "four-kings"};
	const char *kind = sannin_kind_name(e->kind);
	int n = 0;

	if (kind == NULL)
		kind = "?";
	switch (e->type) {
	case SANNIN_EV_CAPTURE:
		*word = "capture";
		put(f, &n, "seat", seat(v, e->seat));
		put(f, &n, "piece", kind);
		put(f, &n, "owner", seat(v, e->other));
		put_cell(v, f, &n, "cell", e->cell);
		break;
	case SANNIN_EV_PROMOTE:
		*word = "promote";
		put(f, &n, "seat", seat(v, e->seat));
		put(f, &n, "piece", kind);
		put_cell(v, f, &n, "cell", e->cell);
		put(f, &n, "how", how(promo, 4, e->how));
		break;
	case SANNIN_EV_CASTLING_LOST:
		*word = "castling-lost";
		put(f, &n, "seat", seat(v, e->seat));
		put(f, &n, "how", how(lost, 4, e->how));
		break;
	case SANNIN_EV_ALLIANCE:
		*word = "alliance";
		put_seats(v, f, &n, "seats", e->seats);
		put(f, &n, "outsider", seat(v, e->other));
		put(f, &n, "how", how(ally, 3, e->how));
		put(f, &n, "by", seat(v, e->seat));
		put_cell(v, f, &n, "cell", e->cell);
		if (e->cell2 != SANNIN_NOCELL)
			put_cell(v, f, &n, "cell2", e->cell2);
		break;
	case SANNIN_EV_CHECK:
		*word = "check";
		put(f, &n, "by", seat(v, e->seat));
		put(f, &n, "king", seat(v, e->other));
		put_cell(v, f, &n, "cell", e->cell);
		break;
	case SANNIN_EV_MATE:
		*word = "mate";
		put(f, &n, "by", seat(v, e->seat));
		put(f, &n, "seat", seat(v, e->other));
		put(f, &n, "how", how(mate, 3, e->how));
		break;
	case SANNIN_EV_ELIMINATED:
		*word = "eliminated";
		put(f, &n, "seat", seat(v, e->other));
		/* (Shipley: its king taken, by whom and where.) */
		if (e->cell != SANNIN_NOCELL) {
			put(f, &n, "by", seat(v, e->seat));
			put_cell(v, f, &n, "king", e->cell);
		}
		break;
	case SANNIN_EV_DISSOLVED:
		*word = "dissolved";
		put_seats(v, f, &n, "seats", e->seats);
		break;
	case SANNIN_EV_GAME_OVER:
		*word = "game-over";
		if (e->how == SANNIN_WIN_TEAM)
			put_seats(v, f, &n, "winners", e->seats);
		else if (e->how != SANNIN_WIN_NONE)
			put(f, &n, "winner", seat(v, e->seat));
		put(f, &n, "how", how(win, 8, e->how));
		break;
	case SANNIN_EV_TAKEOVER:
		*word = "takeover";
		put(f, &n, "seat", seat(v, e->seat));
		put(f, &n, "mated", seat(v, e->other));
		put_seats(v, f, &n, "armies", e->seats);
		put_cell(v, f, &n, "king", e->cell);
		break;
	default:
		*word = "unknown";
		break;
	}
	return n;
}

/* A YAML plain scalar needs no quotes when it is made of letters,
 * digits, '+' and '-', starts with neither '-' nor a digit that could
 * read as a number, and is not empty; the values here are names. */
static int
plain(const char *s)
{
	const char *p;

	if (*s == '\0' || *s == '-')
		return 0;
	for (p = s; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || *p == '+' || *p == '-'))
			return 0;
	/* Cells ("7m", "12l") are safe; digits alone are not. */
	return strspn(s, "0123456789") < strlen(s);
}

static void
put_yaml(struct sn_out *o, const char *s)
{
	if (plain(s)) {
		sn_out_s(o, s);
		return;
	}
	sn_out_c(o, '\'');
	for (; *s; s++) {
		if (*s == '\'')
			sn_out_c(o, '\'');
		sn_out_c(o, *s);
	}
	sn_out_c(o, '\'');
}

/* A JSON string of the n bytes of a name: the names of seats, kinds,
 * cells and ways are printable ASCII, but a quote or a backslash would
 * be escaped. */
static void
put_json(struct sn_out *o, const char *s, size_t n)
{
	const char *end = s + n;
	char u[8];

	sn_out_c(o, '"');
	for (; s < end; s++)
		if (*s == '"' || *s == '\\') {
			sn_out_c(o, '\\');
			sn_out_c(o, *s);
		} else if ((unsigned char)*s < 0x20 || *s == 0x7f) {
			snprintf(u, sizeof(u), "\\u%04x", (unsigned char)*s);
			sn_out_s(o, u);
		} else
			sn_out_c(o, *s);
	sn_out_c(o, '"');
}

/* {"event":"alliance","seats":["First","Middle"],...} */
static void
format_json(struct sn_out *o, const char *word, const struct sn_evfield *f,
    int n)
{
	const char *p, *q;
	int i;

	sn_out_lit(o, "{\"event\":");
	put_json(o, word, strlen(word));
	for (i = 0; i < n; i++) {
		sn_out_c(o, ',');
		put_json(o, f[i].key, strlen(f[i].key));
		sn_out_c(o, ':');
		if (!f[i].list) {
			put_json(o, f[i].val, strlen(f[i].val));
			continue;
		}
		sn_out_c(o, '[');
		for (p = f[i].val; *p; p = *q ? q + 1 : q) {
			q = p + strcspn(p, ",");
			if (p != f[i].val)
				sn_out_c(o, ',');
			put_json(o, p, (size_t)(q - p));
		}
		sn_out_c(o, ']');
	}
	sn_out_c(o, '}');
}

/* {event: alliance, seats: [First, Middle], ...} */
static void
format_yaml(struct sn_out *o, const char *word, const struct sn_evfield *f,
    int n)
{
	const char *p;
	int i;

	sn_out_lit(o, "{event: ");
	sn_out_s(o, word);
	for (i = 0; i < n; i++) {
		sn_out_lit(o, ", ");
		sn_out_s(o, f[i].key);
		sn_out_lit(o, ": ");
		if (!f[i].list) {
			put_yaml(o, f[i].val);
			continue;
		}
		/* "First,Middle" -> [First, Middle] */
		sn_out_c(o, '[');
		for (p = f[i].val; *p; p++)
			if (*p == ',')
				sn_out_lit(o, ", ");
			else
				sn_out_c(o, *p);
		sn_out_c(o, ']');
	}
	sn_out_c(o, '}');
}

/* The longest word or key ("castling-lost"), and the longest text line:
 * the word and each field, a space, its key, '=' and its value. */
#define WORDMAX 16
#define TEXTMAX (WORDMAX + SN_EVFIELDS * (WORDMAX + 2 + \
	sizeof(((struct sn_evfield *)0)->val)))

/* A word or a key (WORDMAX characters at most) at t; returns the end. */
static inline char *
put_word(char *t, const char *s)
{
	while (*s != '\0')
		*t++ = *s++;
	return t;
}

/* The text of each form is written into one sn_out, cut as snprintf
 * cuts, and ended once (a replay writes a few a ply). */
size_t
sannin_event_format_as(const sannin_variant *v, const sannin_event *e,
    int style, char *buf, size_t size)
{
	struct sn_evfield f[SN_EVFIELDS];
	struct sn_out o = sn_out_start(buf, size, 0);
	const char *word;
	int n = sn_event_fields(v, e, &word, f), i;

	if (style == SANNIN_STYLE_JSON)
		format_json(&o, word, f, n);
	else if (style == SANNIN_STYLE_YAML)
		format_yaml(&o, word, f, n);
	else {
		/* The text line, into a buffer that holds any, then copied
		 * whole: the words and keys are short, and a value's length
		 * is known (a replay writes one or two events a ply in three,
		 * and a character at a time into o took half of it). */
		char text[TEXTMAX], *t = text;

		t = put_word(t, word);
		for (i = 0; i < n; i++) {
			*t++ = ' ';
			t = put_word(t, f[i].key);
			*t++ = '=';
			memcpy(t, f[i].val, (size_t)f[i].len);
			t += f[i].len;
		}
		sn_out_n(&o, text, (size_t)(t - text));
	}
	sn_out_end(&o);
	return o.len;
}

size_t
sannin_event_format(const sannin_variant *v, const sannin_event *e,
    char *buf, size_t size)
{
	return sannin_event_format_as(v, e, SANNIN_STYLE_TEXT, buf, size);
}
