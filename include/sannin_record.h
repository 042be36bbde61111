/*
 * sannin_record.h - the part of libsannin's public interface that reads
 * and writes records of games: the text notation (sannin-record(5)),
 * YAML (sannin-yaml(5)) and JSON (sannin-json(5)).  sannin.h includes
 * it after the types it uses; a program includes sannin.h.
 */
#ifndef SANNIN_RECORD_H
#define SANNIN_RECORD_H

#ifndef SANNIN_H
#error "include <sannin.h>, which includes <sannin_record.h>"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ */
/* Records: games in the text notation (sannin-record(5)), YAML       */
/* (sannin-yaml(5)) or JSON (sannin-json(5))                          */

enum sannin_format {
	SANNIN_FORMAT_AUTO = 0,	/* told from the first bytes */
	SANNIN_FORMAT_TEXT,
	SANNIN_FORMAT_YAML,
	SANNIN_FORMAT_JSON	/* JSON Lines: a game a line */
};

typedef struct sannin_record sannin_record;
typedef struct sannin_reader sannin_reader;

/*
 * A reader of the games of a stream, one at a time, in memory that does
 * not grow with the stream.  The stream stays the caller's.  defaults are
 * the rules of a record without a Rules tag (NULL for the library's
 * defaults); a Rules tag changes the options it names.  NULL when out of
 * memory.
 */
sannin_reader	*sannin_reader_new(FILE *, int format,
		    const sannin_rules *defaults);
void		 sannin_reader_free(sannin_reader *);

/*
 * For a stream that holds games of several variants: the rules of the
 * records of the given rules' variant that have no Rules tag (a Rules
 * tag changes the options it names), as the defaults are for the
 * records of theirs.  Without them a record of a variant other than the
 * defaults' is read under that variant's own defaults.  Rules of the
 * defaults' variant replace the defaults; the variant of a record
 * without a Variant tag stays the defaults'.  Set them before the first
 * game is read.
 */
void		 sannin_reader_set_rules(sannin_reader *,
		    const sannin_rules *);
int		 sannin_reader_format(const sannin_reader *);

/*
 * How far games are decoded as they are read: 3 as 2, and keeps the
 * position after each action of the main line (sannin_record_position;
 * some 500 bytes an action); 2 (the default) replays
 * them against the rules and prepares their canonical move forms for the
 * writers; 1 replays them only (validation: the writers then write the
 * moves as they were written; whether the seat to act has a legal action
 * at all is then shown by its next action and asked only where that
 * cannot show it, with the same outcome); 0 only parses them.
 */
void		 sannin_reader_set_decode(sannin_reader *, int level);

/*
 * Whether the reader keeps the bytes each game was read from, for
 * sannin_record_raw (not by default: they cost memory and copying).
 * Set it before the first game is read.
 */
void		 sannin_reader_set_raw(sannin_reader *, int keep);

/*
 * Reads and decodes the next game.  Returns 1 with *rec set (the caller
 * owns it), 0 at the end of the stream, -1 when reading cannot go on (a
 * read error, out of memory: the diagnostic says which).  A game that is
 * malformed or breaks a rule is returned too: sannin_record_valid says
 * whether it was read and replayed in full, and its diagnostics say what
 * was found, each with its line and column.
 */
int		 sannin_reader_next(sannin_reader *, sannin_record **rec,
		    sannin_diag *);

/*
 * Decodes a game this reader read at level 0, whose tags the caller
 * looked at first, as the reader would have at the level given (1, 2
 * or 3), while the reader is open; and calls visit (unless NULL) with
 * each position of its main line in turn: the start (ply 0), then the
 * position after each action.  A ply is given again when the replay
 * finds out more of it (that the seat to act cannot act, which a mate
 * may change): the last position given for a ply is its position.  The
 * position is the game's, readable during the call only.  Returns 0,
 * or -1 when out of memory.
 */
typedef void	(*sannin_visit_fn)(const sannin_position *, size_t ply,
		    void *arg);
int		 sannin_reader_decode(sannin_reader *, sannin_record *,
		    int level, sannin_visit_fn visit, void *arg);

/*
 * Building a record by program: a new empty one (the caller owns it),
 * its tags, its main line's actions as written, its result; then decode
 * it once against the rules before writing it.  Each returns 0, or -1
 * when out of memory; decoding records what it finds in the record's
 * diagnostics.
 */
sannin_record	*sannin_record_new(const sannin_rules *defaults);
int		 sannin_record_set_tag(sannin_record *, const char *name,
		    const char *value);
int		 sannin_record_append(sannin_record *, const char *move);
int		 sannin_record_set_result(sannin_record *, const char *result);
int		 sannin_record_decode(sannin_record *);


void		 sannin_record_free(sannin_record *);
int		 sannin_record_valid(const sannin_record *);
size_t		 sannin_record_ndiags(const sannin_record *);
const sannin_diag *sannin_record_diag(const sannin_record *, size_t);
unsigned long	 sannin_record_line(const sannin_record *);

/* The value of a tag, or NULL. */
const char	*sannin_record_tag(const sannin_record *, const char *name);

/* The name of tag i (from 0) in the order the record holds them, or
 * NULL past the last; its value is sannin_record_tag's. */
const char	*sannin_record_tag_name(const sannin_record *, size_t i);

/*
 * The bytes the game was read from, owned by the record, with their
 * number in *len, when its reader kept them (sannin_reader_set_raw);
 * NULL when it did not, for a record built by program, and when the
 * game's bytes were more than 32 MiB or its end could not be found (a
 * YAML syntax error).  The games of a stream, put end to end, are the
 * stream again but for what comes before the first: in the text
 * notation a game runs from its first byte (a tag, a comment, a move)
 * to the next game's first byte, blank lines included; in YAML a
 * document runs from the end of the one before it (the stream's start,
 * after a byte-order mark, for the first) to its own end: its "..."
 * line, or the start of the next document's "---" or directives, or
 * the end of the stream.
 */
const char	*sannin_record_raw(const sannin_record *, size_t *len);

/*
 * The result of the game: as written ("1-0-0", "*"), or, once decoded,
 * the game's own when none was written; NULL when none is known.  Owned
 * by the record.
 */
const char	*sannin_record_result(const sannin_record *);

/*
 * The seats a result names as winners, a bit each (bit s for seat s;
 * 0 for a game ended without a winner); -1 for "*" (no result yet); -2
 * when the text is not a result of the variant.
 */
int		 sannin_result_winners(const sannin_variant *,
		    const char *result);

/* The round of the last decoded action of the main line (the round
 * numbers a writer gives it), or 0 without one. */
unsigned long	 sannin_record_rounds(const sannin_record *);

/* The actions of the main line that were decoded, and each one with its
 * events; the start and the end of the main line. */
size_t		 sannin_record_plies(const sannin_record *);
const sannin_action *sannin_record_action(const sannin_record *, size_t,
		    const sannin_event **ev, int *nev);
const sannin_position *sannin_record_start(const sannin_record *);
const sannin_position *sannin_record_end(const sannin_record *);

/* The text of action i of the main line as the writers write it: its
 * canonical form, long or short, when the record was decoded at level 2
 * or 3, else the text as it was read; NULL past the actions decoded. */
const char	*sannin_record_move(const sannin_record *, size_t i,
		    int long_form);

/* Comment k (from 0) of those after action i of the main line, as
 * read (blanks squeezed); NULL past them or past the actions decoded.
 * Commands such as [%cal ...] are in its text. */
const char	*sannin_record_comment(const sannin_record *, size_t i,
		    size_t k);

/* The position after the first i actions of the main line (0: the
 * start) of a record read at decode level 3, which keeps them; NULL
 * past the actions decoded, or at i > 0 when they were not kept. */
const sannin_position *sannin_record_position(const sannin_record *,
		    size_t i);

/* How to write: long move forms, every mark that holds, and (YAML,
 * JSON) the decoded fields and events of each action. */
#define SANNIN_WRITE_LONG 1
#define SANNIN_WRITE_MARKS 2
#define SANNIN_WRITE_DECODED 4

/*
 * Writes a decoded record in its canonical form.  Returns 0, or -1 when
 * the stream reports an error (errno tells which).
 */
int		 sannin_record_write(const sannin_record *, FILE *, int format,
		    int flags);

/*
 * Writes s as a JSON string, in double quotes and escaped as the JSON
 * writer escapes the strings of a record (sannin-json(5)): the double
 * quote, the backslash, the control characters and U+2028, U+2029 as
 * escapes, so that the string stays on its line; a byte that is not
 * part of well-formed UTF-8 as U+FFFD.  For programs that write JSON of
 * their own around a record's fields (sannin-replay(1)).  Returns 0, or
 * -1 when the stream reports an error.
 */
int		 sannin_json_write_string(FILE *, const char *s);

#ifdef __cplusplus
}
#endif

#endif
