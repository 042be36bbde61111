/*
 * record_write.c - writing a decoded record, in the format asked for:
 * the text notation (text_write.c) or YAML (yaml_write.c).
 */
#include "config.h"

#include <stdio.h>

#include "record.h"

int
sannin_record_write(const sannin_record *r, FILE *fp, int format, int flags)
{
	return format == SANNIN_FORMAT_YAML ? sn_yaml_write(r, fp, flags) :
	    sn_text_write(r, fp, flags);
}
