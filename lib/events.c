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
	size_t len = strlen(val);

	f[*n].key = key;
	f[*n].list = 0;
	/* Cut as snprintf would (a replay writes a few a ply: memcpy). */
	if (len >= sizeof(f[*n].val))
		len = sizeof(f[*n].val) - 1;
	memcpy(f[*n].val, val, len);
	f[*n].val[len] = '\0';
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
	(*n)++;
}

static void
put_cell(const sannin_variant *v, struct sn_evfield *f, int *n,
    const char *key, int cell)
{
	char name[4];

	sannin_cell_name(v, cell, name);
	put(f, n, key, name);
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

/* Appends the n bytes of s to buf as snprintf would, keeping in *len
 * the length the whole text needs. */
static void
add_n(char *buf, size_t size, size_t *len, const char *s, size_t n)
{
	struct sn_out o = sn_out_start(buf, size, *len);

	sn_out_n(&o, s, n);
	sn_out_end(&o);
	*len = o.len;
}

static void
add(char *buf, size_t size, size_t *len, const char *s)
{
	add_n(buf, size, len, s, strlen(s));
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
add_yaml(char *buf, size_t size, size_t *len, const char *s)
{
	if (plain(s)) {
		add(buf, size, len, s);
		return;
	}
	add(buf, size, len, "'");
	for (; *s; s++)
		add_n(buf, size, len, *s == '\'' ? "''" : s, *s == '\'' ? 2 : 1);
	add(buf, size, len, "'");
}

/* A JSON string of the n bytes of a name: the names of seats, kinds,
 * cells and ways are printable ASCII, but a quote or a backslash would
 * be escaped. */
static void
add_json(char *buf, size_t size, size_t *len, const char *s, size_t n)
{
	const char *end = s + n;

	add(buf, size, len, "\"");
	for (; s < end; s++)
		if (*s == '"' || *s == '\\') {
			add(buf, size, len, "\\");
			add_n(buf, size, len, s, 1);
		} else if ((unsigned char)*s < 0x20 || *s == 0x7f) {
			char u[8];

			snprintf(u, sizeof(u), "\\u%04x", (unsigned char)*s);
			add(buf, size, len, u);
		} else
			add_n(buf, size, len, s, 1);
	add(buf, size, len, "\"");
}

/* {"event":"alliance","seats":["First","Middle"],...} */
static size_t
format_json(const char *word, const struct sn_evfield *f, int n, char *buf,
    size_t size)
{
	const char *p, *q;
	size_t len = 0;
	int i;

	add(buf, size, &len, "{\"event\":");
	add_json(buf, size, &len, word, strlen(word));
	for (i = 0; i < n; i++) {
		add(buf, size, &len, ",");
		add_json(buf, size, &len, f[i].key, strlen(f[i].key));
		add(buf, size, &len, ":");
		if (!f[i].list) {
			add_json(buf, size, &len, f[i].val, strlen(f[i].val));
			continue;
		}
		add(buf, size, &len, "[");
		for (p = f[i].val; *p; p = *q ? q + 1 : q) {
			q = p + strcspn(p, ",");
			if (p != f[i].val)
				add(buf, size, &len, ",");
			add_json(buf, size, &len, p, (size_t)(q - p));
		}
		add(buf, size, &len, "]");
	}
	add(buf, size, &len, "}");
	return len;
}

size_t
sannin_event_format_as(const sannin_variant *v, const sannin_event *e,
    int style, char *buf, size_t size)
{
	struct sn_evfield f[SN_EVFIELDS];
	const char *word, *p;
	int n = sn_event_fields(v, e, &word, f), i;
	size_t len = 0;

	if (size > 0)
		buf[0] = '\0';
	if (style == SANNIN_STYLE_JSON)
		return format_json(word, f, n, buf, size);
	if (style != SANNIN_STYLE_YAML) {
		add(buf, size, &len, word);
		for (i = 0; i < n; i++) {
			add(buf, size, &len, " ");
			add(buf, size, &len, f[i].key);
			add(buf, size, &len, "=");
			add(buf, size, &len, f[i].val);
		}
		return len;
	}
	add(buf, size, &len, "{event: ");
	add(buf, size, &len, word);
	for (i = 0; i < n; i++) {
		add(buf, size, &len, ", ");
		add(buf, size, &len, f[i].key);
		add(buf, size, &len, ": ");
		if (!f[i].list) {
			add_yaml(buf, size, &len, f[i].val);
			continue;
		}
		/* "First,Middle" -> [First, Middle] */
		add(buf, size, &len, "[");
		for (p = f[i].val; *p; p++)
			add_n(buf, size, &len, *p == ',' ? ", " : p,
			    *p == ',' ? 2 : 1);
		add(buf, size, &len, "]");
	}
	add(buf, size, &len, "}");
	return len;
}

size_t
sannin_event_format(const sannin_variant *v, const sannin_event *e,
    char *buf, size_t size)
{
	return sannin_event_format_as(v, e, SANNIN_STYLE_TEXT, buf, size);
}
