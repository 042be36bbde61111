/*
 * strout.h - text written into a buffer of the caller's size, cut as
 * snprintf cuts it: what fits, then a NUL; `len` counts the whole text,
 * as snprintf's return does.  The position string, the forms of an
 * action and the text of an event are written so, a character at a time
 * (a replay writes several a ply: printf and a memcpy a piece cost it a
 * fifth).  Not installed.
 */
#ifndef SN_STROUT_H
#define SN_STROUT_H

#include <stddef.h>
#include <string.h>

struct sn_out {
	char *buf;
	size_t size, len;
	size_t room;		/* the characters that fit before the NUL */
};

/* To write into buf of the size given, len characters counted so far. */
static inline struct sn_out
sn_out_start(char *buf, size_t size, size_t len)
{
	struct sn_out o;

	o.buf = buf;
	o.size = size;
	o.len = len;
	o.room = size > 0 ? size - 1 : 0;
	return o;
}

static inline void
sn_out_c(struct sn_out *o, char c)
{
	if (o->len < o->room)
		o->buf[o->len] = c;
	o->len++;
}

static inline void
sn_out_n(struct sn_out *o, const char *s, size_t n)
{
	if (o->len < o->room)
		memcpy(o->buf + o->len, s,
		    n < o->room - o->len ? n : o->room - o->len);
	o->len += n;
}

static inline void
sn_out_s(struct sn_out *o, const char *s)
{
	while (*s != '\0')
		sn_out_c(o, *s++);
}

/* A string literal, its length counted by the compiler. */
#define sn_out_lit(o, s) sn_out_n((o), (s), sizeof(s) - 1)

/* The NUL, where snprintf puts it (none in a buffer of size 0). */
static inline void
sn_out_end(struct sn_out *o)
{
	if (o->size > 0)
		o->buf[o->len < o->size ? o->len : o->size - 1] = '\0';
}

#endif
