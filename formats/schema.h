/*
 * schema.h - the schema that the structured forms of a record share,
 * YAML (sannin-yaml(5)) and JSON (sannin-json(5)): a game as mappings,
 * lists and strings, read by one walker (schema_read.c) from the events
 * of either format's parser, so that both take the same keys and say the
 * same things about them.  Not installed.
 */
#ifndef SN_SCHEMA_H
#define SN_SCHEMA_H

#include <stddef.h>

#include "record.h"

/* The events a parser gives the walker. */
enum {
	SN_SV_SCALAR = 1,	/* a string, number, boolean or null */
	SN_SV_LIST,		/* a list (JSON: an array) starts */
	SN_SV_LIST_END,
	SN_SV_MAP,		/* a mapping (JSON: an object) starts */
	SN_SV_MAP_END,
	SN_SV_NTYPES
};

/* What a scalar is: YAML's are text that the schema reads as it needs
 * (SN_SC_TEXT); JSON's have their type. */
enum {
	SN_SC_TEXT = 0,
	SN_SC_STRING,
	SN_SC_NUMBER,
	SN_SC_TRUE,
	SN_SC_FALSE,
	SN_SC_NULL,
	SN_SC_NKINDS
};

struct sn_sev {
	int type;		/* SN_SV_ */
	int scalar;		/* SN_SC_, of a scalar */
	const char *val;	/* a scalar's text, NUL-terminated; the
				 * parser's, valid until the next event */
	size_t len;
	unsigned long line, col;	/* where the event starts */
	unsigned long tcol;	/* a scalar's first character, inside any
				 * quotes */
};

/* How a format names the events in messages ("expected a mapping,
 * found a list"): by type, and a scalar found by its kind. */
struct sn_schema_words {
	const char *type[SN_SV_NTYPES];
	const char *scalar[SN_SC_NKINDS];
};

/*
 * The walker's state, filled by the format's reader: the record read
 * into, the code of the schema's errors (SANNIN_E_YAML, SANNIN_E_JSON),
 * the words, whether scalars are typed, and next, which reads the next
 * event into ev and returns 0, or -1 with its error recorded and failed
 * set.  src is the reader's.
 */
struct sn_schema {
	struct sannin_record *r;
	int code;
	const struct sn_schema_words *words;
	int typed;		/* scalars have a type (JSON) */
	int (*next)(struct sn_schema *);
	void *src;
	struct sn_sev ev;	/* the current event */
	int failed;		/* an error has been recorded */
};

/* Records an error of the kind (messages.h) at the current event,
 * unless one has been (the first error of a game is the one worth
 * reading); -1.  sn_schema_msg(c, SN_MSG_..., arguments of its text). */
int	sn_schema_msg_(struct sn_schema *, int kind, ...);
#if defined(__GNUC__)
#define sn_schema_msg(c, kind, ...) (SN_MSG_ARGS(kind, ##__VA_ARGS__), \
	sn_schema_msg_(c, kind, ##__VA_ARGS__))
#else
#define sn_schema_msg sn_schema_msg_
#endif

/* 0 when the current event is of the type; else -1 and an error
 * "WHAT: expected TYPE, found EVENT". */
int	sn_schema_expect(struct sn_schema *, int type, const char *what);

/*
 * Reads a game whose mapping starts with the current event, into the
 * record: tags, comments, moves with their marks, annotations, comments
 * and variations, and the result.  Returns 0 with the mapping's end
 * current, or -1 (an error recorded, or out of memory: r->oom).
 */
int	sn_schema_game(struct sn_schema *);

/* Skips the node that starts with the current event; 0, or -1. */
int	sn_schema_skip(struct sn_schema *);

/* Variations nest at most this deep, in every format. */
#define SN_MAXDEPTH 256
/* Lists and mappings inside each other: a game's deepest variation is
 * four levels (variations, line, moves, move) per variation. */
#define SN_MAXNEST (4 * SN_MAXDEPTH + 8)

#endif
