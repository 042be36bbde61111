/*
 * input.c - the buffered input the text and YAML readers share: a
 * window on the stream that keeps the bytes a reader has not taken yet,
 * and the error of the read that failed.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "record.h"

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
