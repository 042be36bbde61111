/*
 * text_read_tags.h - a tag pair of the text notation (text_read_tags.c).
 * Not installed.
 */
#ifndef SN_TEXT_READ_TAGS_H
#define SN_TEXT_READ_TAGS_H

#include "text_scan.h"

/* Reads a tag pair; the '[' is next. */
int	sn_text_tag(struct sn_text_reader *, struct sannin_record *);

#endif
