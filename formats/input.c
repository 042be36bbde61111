/*
 * input.c - the buffered input the text and YAML readers share: a
 * window on the stream that keeps the bytes a reader has not taken yet,
 * and the error of the read that failed; and, when the reader keeps
 * them, the bytes of the game being read.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"

size_t
sn_input_fill(struct sn_input *in, size_t n)
{
	size_t got;

	if (in->len - in->pos >= n || in->eof)
		return in->len - in->pos;
	if (in->pos > 0) {
		/* Bytes of the game leave the window: kept first. */
		if (in->keeping && in->mark < in->pos)
			sn_bytes_add(&in->keep, in->buf + in->mark,
			    in->pos - in->mark);
		in->mark = 0;
		memmove(in->buf, in->buf + in->pos, in->len - in->pos);
		in->len -= in->pos;
		in->pos = 0;
	}
	while (in->len < n && in->len < SN_INPUT_BUF && !in->eof) {
		errno = 0;
		got = fread(in->buf + in->len, 1, SN_INPUT_BUF - in->len,
		    in->fp);
		in->len += got;
		if (got == 0) {
			in->eof = 1;
			if (ferror(in->fp))
				in->err = errno ? errno : EIO;
		}
	}
	in->buf[in->len] = '\0';
	return in->len - in->pos;
}

void
sn_input_skip_bom(struct sn_input *in)
{
	if (sn_input_fill(in, 3) >= 3 && memcmp(in->buf + in->pos,
	    "\xef\xbb\xbf", 3) == 0)
		in->pos += 3;
}

void
sn_bytes_add(struct sn_bytes *k, const void *p, size_t n)
{
	if (k->over || k->oom || n == 0)
		return;
	if (n > SN_MAXRAW - k->len) {
		/* Too long to keep: dropped now, so that memory stays
		 * bounded, and said when the game ends. */
		free(k->b);
		k->b = NULL;
		k->len = k->cap = 0;
		k->over = 1;
		return;
	}
	if (k->len + n > k->cap) {
		size_t cap = k->cap ? k->cap : 4096;
		char *b;

		while (cap < k->len + n)
			cap *= 2;
		if ((b = realloc(k->b, cap)) == NULL) {
			k->oom = 1;
			return;
		}
		k->b = b;
		k->cap = cap;
	}
	memcpy(k->b + k->len, p, n);
	k->len += n;
}

int
sn_bytes_give(struct sn_bytes *k, struct sannin_record *r)
{
	int oom = k->oom;

	free(r->raw);
	r->raw = NULL;
	r->rawlen = 0;
	if (!k->over && !k->oom) {
		/* An empty game's bytes are still a string. */
		if (k->b == NULL && (k->b = malloc(1)) == NULL)
			oom = 1;
		else {
			r->raw = k->b;
			r->rawlen = k->len;
			k->b = NULL;
		}
	}
	free(k->b);
	k->b = NULL;
	k->len = k->cap = 0;
	k->over = k->oom = 0;
	if (oom)
		r->oom = 1;
	return oom ? -1 : 0;
}

void
sn_input_keep_from(struct sn_input *in)
{
	in->mark = in->pos;
	free(in->keep.b);
	memset(&in->keep, 0, sizeof(in->keep));
}

int
sn_input_kept(struct sn_input *in, struct sannin_record *r)
{
	if (in->mark < in->pos)
		sn_bytes_add(&in->keep, in->buf + in->mark, in->pos - in->mark);
	in->mark = in->pos;
	return sn_bytes_give(&in->keep, r);
}
