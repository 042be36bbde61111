/*
 * events.h - an event as a word and named fields, the one description
 * that the text, YAML and every other written form of events are made
 * from.  Not installed.
 */
#ifndef SN_EVENTS_H
#define SN_EVENTS_H

#include "sannin.h"

#define SN_EVFIELDS 8

struct sn_evfield {
	const char *key;
	char val[32];		/* a list of seats is joined by commas */
	int list;		/* val is a list */
	int len;		/* of val */
};

/* The word of the event ("capture", ...) in *word and its fields in f,
 * in the order they are written; returns how many fields. */
int	sn_event_fields(const sannin_variant *, const sannin_event *,
	    const char **word, struct sn_evfield f[SN_EVFIELDS]);

#endif
