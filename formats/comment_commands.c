/*
 * comment_commands.c - reading the commands of a comment
 * (comment_commands.h): a command is "[%" name, blanks, its argument and
 * "]"; arrows and marks are lists of items separated by commas, an item
 * a colour letter and one cell (a mark) or two (an arrow, from and to),
 * a cell a column's digits and a rank's letter as in the moves; a time
 * is h:mm:ss with tenths or more if wanted.
 */
#include "config.h"

#include <string.h>

#include "comment_commands.h"
#include "diag.h"
#include "record.h"

static int
isdigit_(int c)
{
	return c >= '0' && c <= '9';
}

static int
islower_(int c)
{
	return c >= 'a' && c <= 'z';
}

void
sn_commands_clear(struct sn_commands *c)
{
	c->narrows = c->nmarks = 0;
	c->clock[0] = c->elapsed[0] = '\0';
}

/* The length of the cell name at s (digits then a letter), 0 if none. */
static size_t
cell_form(const char *s, size_t len)
{
	size_t n = 0;

	while (n < len && n < 3 && isdigit_((unsigned char)s[n]))
		n++;
	if (n == 0 || n >= len || !islower_((unsigned char)s[n]))
		return 0;
	return n + 1;
}

/* Reads a cell name of n bytes: its number, or -1 when the board has no
 * such cell (v NULL: any name of the form is a cell, 0). */
static int
cell_of(const sannin_variant *v, const char *s, size_t n)
{
	sannin_diag dg;

	if (v == NULL)
		return 0;
	return sannin_cell_parse(v, s, n, &dg);
}

/* Reads one item of [%cal] (cells 2) or [%csl] (cells 1). */
static int
read_drawn(const sannin_variant *v, const char *s, size_t len, int cells,
    struct sn_drawn *d)
{
	size_t a, b = 0;
	int from, to;

	if (len < 1 || s[0] == '\0' || strchr("RGBY", s[0]) == NULL)
		return -1;
	if ((a = cell_form(s + 1, len - 1)) == 0 ||
	    (from = cell_of(v, s + 1, a)) < 0)
		return -1;
	to = from;
	if (cells == 2 && ((b = cell_form(s + 1 + a, len - 1 - a)) == 0 ||
	    (to = cell_of(v, s + 1 + a, b)) < 0))
		return -1;
	if (1 + a + b != len)
		return -1;
	d->colour = s[0];
	d->from = (unsigned char)from;
	d->to = (unsigned char)to;
	return 0;
}

/* Reads the list of [%cal] or [%csl] in arg's len bytes. */
static int
read_list(const sannin_variant *v, const char *arg, size_t len, int cells,
    struct sn_commands *out, struct sn_command_error *err)
{
	struct sn_drawn *list = cells == 2 ? out->arrow : out->mark;
	int *n = cells == 2 ? &out->narrows : &out->nmarks;
	size_t i = 0, end;

	while (i < len) {
		while (i < len && (arg[i] == ' ' || arg[i] == ','))
			i++;
		if (i == len)
			break;
		end = i;
		while (end < len && arg[end] != ',' && arg[end] != ' ')
			end++;
		err->text = arg + i;
		err->len = (int)(end - i);
		if (*n == SN_MAX_DRAWN) {
			err->msg = SN_MSG_COMMAND_MANY;
			return -1;
		}
		if (read_drawn(v, arg + i, end - i, cells, &list[*n]) < 0) {
			err->msg = cells == 2 ? SN_MSG_COMMAND_ARROW :
			    SN_MSG_COMMAND_MARK;
			return -1;
		}
		(*n)++;
		i = end;
	}
	return 0;
}

/* A time, h:mm:ss and a fraction if wanted, into buf (16 bytes). */
static int
read_time(const char *s, size_t len, char *buf)
{
	size_t i = 0, h = 0;

	while (i < len && isdigit_((unsigned char)s[i]))
		i++, h++;
	if (h == 0 || h > 3 || len - i < 6 || s[i] != ':' ||
	    !isdigit_((unsigned char)s[i + 1]) || s[i + 1] > '5' ||
	    !isdigit_((unsigned char)s[i + 2]) || s[i + 3] != ':' ||
	    !isdigit_((unsigned char)s[i + 4]) || s[i + 4] > '5' ||
	    !isdigit_((unsigned char)s[i + 5]))
		return -1;
	i += 6;
	if (i < len && s[i] == '.') {
		if (++i == len)
			return -1;
		while (i < len && isdigit_((unsigned char)s[i]))
			i++;
	}
	if (i != len || len >= 16)
		return -1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	return 0;
}

int
sn_commands_read(const sannin_variant *v, const char *text, size_t len,
    struct sn_commands *out, struct sn_command_error *err)
{
	const char *p = text, *end = text + len, *name, *arg, *close;
	size_t nlen, alen;
	int rc;

	while ((p = memchr(p, '[', (size_t)(end - p))) != NULL) {
		if (end - p < 2 || p[1] != '%') {
			p++;
			continue;
		}
		name = p + 2;
		for (arg = name; arg < end && islower_((unsigned char)*arg);)
			arg++;
		nlen = (size_t)(arg - name);
		err->at = (size_t)(p - text);
		memcpy(err->name, name, nlen < 3 ? nlen : 3);
		err->name[nlen < 3 ? nlen : 3] = '\0';
		err->text = p;
		err->len = 0;
		if (nlen != 3 || (memcmp(name, "cal", 3) != 0 &&
		    memcmp(name, "csl", 3) != 0 && memcmp(name, "clk", 3) != 0 &&
		    memcmp(name, "emt", 3) != 0)) {
			p = arg;	/* another program's command */
			continue;
		}
		if ((close = memchr(arg, ']', (size_t)(end - arg))) == NULL) {
			err->msg = SN_MSG_COMMAND_UNCLOSED;
			return -1;
		}
		while (arg < close && (*arg == ' ' || *arg == '\t' ||
		    *arg == '\n'))
			arg++;
		alen = (size_t)(close - arg);
		while (alen > 0 && (arg[alen - 1] == ' ' ||
		    arg[alen - 1] == '\t' || arg[alen - 1] == '\n'))
			alen--;
		if (name[1] == 'a' || name[1] == 's') {
			rc = read_list(v, arg, alen, name[1] == 'a' ? 2 : 1,
			    out, err);
			if (rc < 0) {
				err->at = (size_t)(err->text - text);
				return -1;
			}
		} else if (read_time(arg, alen, name[0] == 'c' ? out->clock :
		    out->elapsed) < 0) {
			err->msg = SN_MSG_COMMAND_TIME;
			err->at = (size_t)(arg - text);
			err->text = arg;
			err->len = (int)alen;
			return -1;
		}
		p = close + 1;
	}
	return 0;
}

size_t
sn_commands_strip(const char *text, size_t len, char *out)
{
	const char *p = text, *end = text + len, *close;
	size_t n = 0;

	while (p < end) {
		if (end - p >= 6 && p[0] == '[' && p[1] == '%' &&
		    (memcmp(p + 2, "cal", 3) == 0 ||
		    memcmp(p + 2, "csl", 3) == 0) &&
		    (p[5] == ' ' || p[5] == ']') &&
		    (close = memchr(p, ']', (size_t)(end - p))) != NULL) {
			while (n > 0 && out[n - 1] == ' ')
				n--;	/* the blank before it */
			p = close + 1;
			while (p < end && *p == ' ')
				p++;
			if (n > 0 && p < end)
				out[n++] = ' ';
			continue;
		}
		out[n++] = *p++;
	}
	out[n] = '\0';
	return n;
}

void
sn_comment_commands_check(struct sannin_record *r, const char *text,
    size_t len, unsigned long line, unsigned long col, int of_action)
{
	const sannin_variant *v = of_action ? sn_record_variant(r) : NULL;
	struct sn_commands cmds;
	struct sn_command_error err;
	size_t i;

	if (memchr(text, '%', len) == NULL)	/* most comments */
		return;
	sn_commands_clear(&cmds);
	if (sn_commands_read(v, text, len, &cmds, &err) == 0)
		return;
	for (i = 0; i < err.at; i++) {
		if (text[i] == '\n') {
			line++;
			col = 1;
		} else
			col++;
	}
	/* Every kind of err.msg takes the same arguments: gcc checks them
	 * against each kind's text. */
#if defined(__GNUC__)
	SN_MSG_ARGS(SN_MSG_COMMAND_ARROW, err.name, err.len, err.text);
	SN_MSG_ARGS(SN_MSG_COMMAND_MARK, err.name, err.len, err.text);
	SN_MSG_ARGS(SN_MSG_COMMAND_TIME, err.name, err.len, err.text);
	SN_MSG_ARGS(SN_MSG_COMMAND_MANY, err.name, err.len, err.text);
	SN_MSG_ARGS(SN_MSG_COMMAND_UNCLOSED, err.name, err.len, err.text);
#endif
	sn_record_msg_(r, (enum sn_msg)err.msg, line, col, err.name, err.len,
	    err.text);
}
