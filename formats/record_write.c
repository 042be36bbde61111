/*
 * record_write.c - writing a decoded record, in the format asked for:
 * the text notation (text_write.c), YAML (yaml_write.c) or JSON
 * (json_write.c).
 */
#include "config.h"

#include <stdio.h>

#include "record.h"

int
sannin_record_write(const sannin_record *r, FILE *fp, int format, int flags)
{
	if (format == SANNIN_FORMAT_YAML)
		return sn_yaml_write(r, fp, flags);
	if (format == SANNIN_FORMAT_JSON)
		return sn_json_write(r, fp, flags);
	return sn_text_write(r, fp, flags);
}
