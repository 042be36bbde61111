/*
 * record.h - a game record in memory: tags, the main line of actions
 * with their comments, annotations, marks and variations, and the
 * result; built by the readers, replayed against the rules by
 * lib/replay/ (which fills in what the nodes say once replayed),
 * written by the writers.  Not installed.
 */
#ifndef SN_RECORD_H
#define SN_RECORD_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "sannin.h"
#include "diag.h"

/* Marks a record may carry after a move. */
enum {
	SN_MARK_CHECK = 1,	/* '^': the action leaves a king in check */
	SN_MARK_MATE = 2,	/* '#': it mates (or eliminates) a seat */
	SN_MARK_ALLY = 4	/* '&': it forms an alliance */
};

struct sn_line;

/* The most rules a reader is given for games of other variants than its
 * defaults': one a game of the registry (lib/variant.c). */
#define SN_MAXGIVEN 8

/* One action of a line.  (Ordered to leave no holes; see sn_line_push.) */
struct sn_node {
	char *text;			/* as written */
	size_t textlen;			/* its length (read at every ply) */
	unsigned long line, col;	/* where */
	int marker;			/* seat marker written, or -1; or
					 * SN_NAMED, the seat named by
					 * seatname (YAML), read when the
					 * record is decoded */
	char annot[3];			/* "!", "?", "!!", "??", "!?", "?!" */
	const char *seatname;
	unsigned long sline, scol;	/* where seatname is */
	int *nags;
	size_t nnags;
	char **comments;		/* after the action */
	size_t ncomments;
	struct sn_line *vars;		/* alternatives to this action */
	size_t nvars;
	unsigned marks;			/* marks written */

	/* Filled when the record is decoded. */
	int decoded;
	int seat;
	sannin_action act;
	unsigned facts;			/* marks that hold */
	unsigned long round;
	int prev;			/* the seat acting before, or -1 */
	int opens_var;			/* the first action of a variation */
	int show_marker;		/* the writer names the seat */
	int nev;
	sannin_event *ev;		/* in the record's blocks */
	/* Empty when not decoded with forms: as written.  (Last: read
	 * only once decoded, they are left out when a node is made.) */
	char shortform[SANNIN_ACTION_MAX], longform[SANNIN_ACTION_MAX];
};

struct sn_line {
	char **pre;			/* comments before the first action */
	size_t npre;
	struct sn_node *v;
	size_t n, cap;
};

struct sn_tag {
	char *name, *value;		/* in the record's blocks
					 * (sn_record_str) */
	unsigned long line, col;	/* of the tag */
	unsigned long vline, vcol;	/* of the value's first character */
};

struct sannin_record {
	struct sn_tag *tags;
	size_t ntags, tcap;
	/* The tags by name, once there are many (sn_record_find_tagn): an
	 * open-addressed table of tag numbers plus one (0: empty), of
	 * tagslots entries, a power of two; NULL while there are few. */
	unsigned *tagindex;
	size_t tagslots;
	struct sn_line main;
	char *result;			/* "*", "1-0-0", ... */
	unsigned long result_line, result_col;
	unsigned long line;		/* where the game starts */

	/* What the reader found, then the replay (lib/replay/): the
	 * diagnostics that sannin_record_diag gives. */
	struct sn_diags diags;
	int tags_noted;			/* sn_record_tag_notes done */

	sannin_rules defaults;		/* before the Variant and Rules tags */
	/* For a record of another variant than the defaults': its rules
	 * before its Rules tag, when its reader was given them
	 * (sannin_reader_set_rules), one a variant, in any order. */
	sannin_rules given[SN_MAXGIVEN];
	int ngiven;
	sannin_rules rules;
	const sannin_variant *variant;	/* once decoded */
	sannin_position *start;
	sannin_game *game;		/* after the main line, once decoded */
	size_t plies;			/* actions of the main line decoded */
	int forms;			/* write the canonical move forms */
	/* With keep (decode level 3): the position after each action of
	 * the main line decoded, settled (see sn_pos), pos[i] after action
	 * i + 1. */
	int keep;
	sannin_position *pos;
	size_t npos, poscap;
	/* Given each position of the main line as the replay reaches it
	 * (sannin_reader_decode), while it decodes. */
	sannin_visit_fn visit;
	void *visit_arg;
	int oom;
	int owned;			/* a node holds nags, comments or
					 * variations (sn_push_str, sn_node_nag,
					 * sn_node_var): the nodes are freed one
					 * by one */
	size_t held;			/* bytes of the blocks the record
					 * holds, as malloc takes them
					 * (sn_block) */
	size_t actions;			/* actions, variations included */
	struct sn_chunk *chunks;	/* the moves' text (sn_record_str) */
	char *raw;			/* the bytes read, when kept */
	size_t rawlen;
};

#define SN_NAMED (-2)

/* The variant of the record: its Variant tag's, or the defaults'; NULL
 * when the tag names no variant. */
const sannin_variant *sn_record_variant(const struct sannin_record *);

/* The variant a record is written in: the decoded game's, else its
 * Variant tag's or its defaults', else the default game's
 * (sn_default_variant). */
const sannin_variant *sn_record_wvariant(const struct sannin_record *);

/* The seat of a node's marker in the variant, or -1: none, or one that
 * names no seat of it (sn_node_seatname: of a marker given by name). */
int	sn_node_seatname(const sannin_variant *, const struct sn_node *);

static inline int
sn_node_marker(const sannin_variant *v, const struct sn_node *n)
{
	return n->marker != SN_NAMED ? n->marker : sn_node_seatname(v, n);
}

/* The move text a writer writes for a node: its canonical form, long or
 * short, when it was decoded with forms, else the text as written. */
static inline const char *
sn_node_move(const struct sn_node *n, int long_form)
{
	if (!n->decoded || n->shortform[0] == '\0')
		return n->text;
	return long_form ? n->longform : n->shortform;
}

/*
 * Results: "*", or one 1 or 0 a seat joined by '-' ("1-0-0": First has
 * won): a 1 for each winner, all 0 when a game ended without a winner
 * (yonin, Shipley), two 1 for a team (Shipley).  A word that has the
 * shape of one; the winners a result names, a bit a seat (-1: "*"; -2:
 * no result of the variant); the result of winners (-1: "*"); and the
 * results of a variant, for a message.
 */
int	sn_result_shape(const char *);
int	sn_result_winners(const sannin_variant *, const char *);
void	sn_result_text(const sannin_variant *, int winners, char buf[16]);
void	sn_result_list(const sannin_variant *, char *buf, size_t size);
/* The seats a word of 1 and 0 joined by '-' names ("1-0-0-0": 4), of
 * any number; 0 for any other word. */
int	sn_result_fields(const char *);
/* Why a word is no result of the variant, for a message: "names 4
 * seats, but sannin shogi has 3: its results are *, 1-0-0, ...", or
 * "is not one of sannin shogi's: *, 1-0-0, ...". */
void	sn_result_why(const sannin_variant *, const char *, char *buf,
	    size_t size);

/* Building. Each returns 0, or -1 when out of memory (rec->oom set). */
struct sannin_record *sn_record_new(const sannin_rules *defaults);
int	sn_record_tag(struct sannin_record *, const char *name, size_t nlen,
	    const char *value, size_t vlen, unsigned long line,
	    unsigned long col);
struct sn_line *sn_node_var(struct sannin_record *, struct sn_node *);
int	sn_push_str(struct sannin_record *, char ***list, size_t *n,
	    const char *s, size_t len);
int	sn_node_nag(struct sannin_record *, struct sn_node *, int nag);
char	*sn_strndup(struct sannin_record *, const char *, size_t);
/* The same for a move's text (sn_node.text), kept in blocks that the
 * record frees together: one malloc for many moves. */
char	*sn_record_str(struct sannin_record *, const char *, size_t);

/*
 * A move's text may also be written where it is kept, as it is read:
 * sn_record_strbuf gives room for n bytes at the end of the blocks (NULL
 * out of memory), and sn_record_strkeep keeps the len bytes at s, inside
 * that room, as a string of the record (sn_record_str's); until then the
 * room is anyone's.
 */
struct sn_chunk {
	struct sn_chunk *next;
	size_t used, cap;
	char data[];
};

char	*sn_record_chunk(struct sannin_record *, size_t n);

static inline char *
sn_record_strbuf(struct sannin_record *r, size_t n)
{
	struct sn_chunk *c = r->chunks;

	if (c != NULL && c->cap - c->used >= n)
		return c->data + c->used;
	return sn_record_chunk(r, n);
}

static inline char *
sn_record_strkeep(struct sannin_record *r, char *s, size_t len)
{
	s[len] = '\0';
	r->chunks->used = (size_t)(s - r->chunks->data) + len + 1;
	return s;
}

/* n bytes from the blocks, for what decoding keeps in a node (events);
 * NULL out of memory.  (Decoding comes after reading: the blocks it adds
 * are counted in held, but the game's limits no longer apply.) */
static inline void *
sn_record_mem(struct sannin_record *r, size_t n)
{
	char *d = sn_record_strbuf(r, n);

	if (d != NULL)
		r->chunks->used += n;
	return d;
}

/*
 * sn_line_push adds a node to a line: its forms are left as they are (a
 * node's forms are read only once decoding has written them), the rest
 * is sn_blank_node's.  Inline: the text reader pushes every move.
 */
extern struct sn_node sn_blank_node;
int	sn_line_grow(struct sannin_record *, struct sn_line *);

/* A new node at the end of a line, counted, not written yet. */
static inline struct sn_node *
sn_line_slot(struct sannin_record *r, struct sn_line *l)
{
	if (l->n == l->cap && sn_line_grow(r, l) < 0)
		return NULL;
	r->actions++;
	return &l->v[l->n++];
}

static inline struct sn_node *
sn_line_push(struct sannin_record *r, struct sn_line *l)
{
	struct sn_node *n;

	if ((n = sn_line_slot(r, l)) != NULL)
		memcpy(n, &sn_blank_node, offsetof(struct sn_node, shortform));
	return n;
}

/* The same for the node of a move read, which has its text (kept),
 * place and seat marker: the rest is sn_blank_node's. */
static inline struct sn_node *
sn_line_push_move(struct sannin_record *r, struct sn_line *l, char *text,
    size_t len, unsigned long line, unsigned long col, int marker)
{
	struct sn_node *n;

	if ((n = sn_line_slot(r, l)) == NULL)
		return NULL;
	n->text = text;
	n->textlen = len;
	n->line = line;
	n->col = col;
	n->marker = marker;
	memcpy((char *)n + offsetof(struct sn_node, annot),
	    (char *)&sn_blank_node + offsetof(struct sn_node, annot),
	    offsetof(struct sn_node, shortform) -
	    offsetof(struct sn_node, annot));
	return n;
}

/*
 * What a block of n bytes from malloc takes: GNU libc's allocator adds a
 * word and rounds up to 16 bytes, at least 32.  held counts every block
 * of a record so (the lines' room for nodes included, not only the nodes
 * used), so that the limit below is of the memory the game really takes.
 */
static inline size_t
sn_block(size_t n)
{
	n = (n + sizeof(size_t) + 15) & ~(size_t)15;
	return n < 32 ? 32 : n;
}

/*
 * The limits of one game (sannin-record(5), LIMITS): at most SN_MAXACTS
 * actions, variations included, and at most SN_MAXGAME bytes held for
 * its tags, moves and comments (held, as malloc takes them: nodes and
 * lines, the room kept for more, tables, and text, which most often is
 * the least of it).  sn_record_room returns 0 when the game
 * may take one more thing (an action, with `action`), or -1 with a
 * SANNIN_E_LIMIT error at line and col (sn_record_full's).  (Inline: the
 * text reader asks twice a move.)
 */
#define SN_MAXACTS 50000
#define SN_MAXGAME (16 << 20)
int	sn_record_full(struct sannin_record *, unsigned long line,
	    unsigned long col, int action) SN_COLD;

static inline int
sn_record_room(struct sannin_record *r, unsigned long line,
    unsigned long col, int action)
{
	if ((action && r->actions >= SN_MAXACTS) || r->held >= SN_MAXGAME)
		return sn_record_full(r, line, col, action);
	return 0;
}

/* The tag of that name (of len bytes), or NULL: a look-up in the table
 * of the tags by name once a record has many, so that reading n tags,
 * each checked against those before, takes time in proportion to n. */
const struct sn_tag *sn_record_find_tag(const struct sannin_record *,
	    const char *name);
const struct sn_tag *sn_record_find_tagn(const struct sannin_record *,
	    const char *name, size_t len);
/* After the tags were reordered: the table by name made again; 0, or
 * -1 out of memory. */
int	sn_record_reindex(struct sannin_record *);

/*
 * Adds a diagnostic to the record's list (sn_diags_add; out of memory,
 * rec->oom set).  sn_record_sort_diags puts them in the order of their
 * place (sn_diags_sort).
 */
void	sn_record_sort_diags(struct sannin_record *);
void	sn_record_diag(struct sannin_record *, const sannin_diag *) SN_COLD;
/* A diagnostic of the kind (messages.h) at line and col, with the
 * arguments of its text: sn_record_msg(r, SN_MSG_..., line, col, ...).
 * (The kinds of code SN_E_FORMAT go through sn_schema_msg.) */
void	sn_record_msg_(struct sannin_record *, enum sn_msg, unsigned long line,
	    unsigned long col, ...) SN_COLD;
#if defined(__GNUC__)
#define sn_record_msg(r, kind, line, col, ...) \
	(SN_MSG_ARGS(kind, ##__VA_ARGS__), \
	sn_record_msg_(r, kind, line, col, ##__VA_ARGS__))
#else
#define sn_record_msg sn_record_msg_
#endif
/* The same from a reader's function of its own, given the code of its
 * format (for the kinds of code SN_E_FORMAT). */
void	sn_record_vmsg(struct sannin_record *, int format_code, enum sn_msg,
	    unsigned long line, unsigned long col, va_list) SN_COLD;

/*
 * The warnings of a game's tags that nothing reads but that look like
 * tags that are read (sannin-record(5), Tags), then the diagnostics in
 * their order (sn_record_sort_diags); the first error, if there are more
 * than `errors`, of a game without a Variant tag and with such a tag
 * says the variant assumed.  The replay does it (sn_record_decode,
 * lib/replay/replay.h); the reader, for a game it does not replay for
 * its errors.
 */
void	sn_record_tag_notes(struct sannin_record *, int errors);
/* "First, Middle or Last": the seats of a variant, in buf. */
void	sn_seat_names(const sannin_variant *, char *buf, size_t size);

/* How the game ended, by its Termination tag (record_termination.c):
 * none, one of the values sannin-record(5) lists, in any case, or
 * another. */
enum sn_termination {
	SN_TERM_NONE,
	SN_TERM_NORMAL,
	SN_TERM_RESIGNATION,
	SN_TERM_TIME_FORFEIT,
	SN_TERM_ADJUDICATION,
	SN_TERM_ABANDONED,
	SN_TERM_RULES_INFRACTION,
	SN_TERM_UNTERMINATED,
	SN_TERM_UNKNOWN
};
/* The game's, and in *tag its Termination tag (NULL for none). */
enum sn_termination sn_termination_of(const struct sannin_record *,
	    const struct sn_tag **tag);
/* The value of a Termination tag as one of them, SN_TERM_UNKNOWN for
 * another. */
enum sn_termination sn_termination_word(const char *value);
/* Non-zero when the tag says that a player or an arbiter, not the rules,
 * gave the result: a winner the rules did not reach is then meant. */
int	sn_termination_decided(enum sn_termination);
/* "normal, resignation, ... or unterminated", in buf. */
void	sn_termination_names(char *buf, size_t size);

/* Text kept from a record (tag values, comments) must be UTF-8 without
 * NUL bytes, and at most SN_MAXTEXT bytes: 0, or -1 with an error
 * recorded at line and col. */
#define SN_MAXTEXT (1 << 20)
int	sn_check_text(struct sannin_record *, const char *, size_t,
	    unsigned long line, unsigned long col, const char *what);

/* The length of the well-formed UTF-8 character that starts the n bytes
 * at s, its code point in *cp; 0 when they start none. */
size_t	sn_utf8(const unsigned char *s, size_t n, unsigned *cp);

/* Comments keep their words, not their layout: blanks and line breaks
 * become single spaces, none at the ends.  Returns the new length. */
size_t	sn_squeeze(char *, size_t);

/* The text of a mark set, e.g. "^#", into buf (room for 4). */
void	sn_marks_text(unsigned marks, char *buf);

/* Buffered input that the readers share, so that the format can be
 * told from the first bytes before any of them reads. */
#define SN_INPUT_BUF 65536
#define SN_INPUT_PAD 16
struct sn_input {
	FILE *fp;
	/* buf[len] is a NUL byte, so that a scan for what ends a run of
	 * bytes needs no test of the end besides; SN_INPUT_PAD bytes
	 * follow the window, so that a short word is copied from it by
	 * a copy of fixed size (text_read_moves.c). */
	unsigned char buf[SN_INPUT_BUF + SN_INPUT_PAD];
	size_t pos, len;
	int eof;
	int err;		/* errno of the read that failed, or 0 */

	/* The bytes of the game being read, when the reader keeps them
	 * (sannin_reader_set_raw): buf[mark..pos) and, before them, what
	 * sn_input_fill moved out of the window, in keep. */
	int keeping;		/* the reader keeps games' bytes */
	size_t mark;
	struct sn_bytes {
		char *b;
		size_t len, cap;
		int over;	/* past SN_MAXRAW: the bytes are dropped */
		int oom;
	} keep;
};

/* Makes at least n bytes available from pos when the input has them;
 * returns how many are. */
size_t	sn_input_fill(struct sn_input *, size_t n);

/* Steps over a UTF-8 byte-order mark at pos, which is no part of the
 * text of a record (text notation and JSON). */
void	sn_input_skip_bom(struct sn_input *);

/*
 * The bytes of one game kept (sannin_record_raw): at most SN_MAXRAW of
 * them, beyond which the game's bytes are not kept.  sn_bytes_add
 * appends n bytes (an out-of-memory is noted in the buffer);
 * sn_bytes_give hands the bytes over to the record (raw NULL when they
 * were not all kept) and empties the buffer: 0, or -1 out of memory.
 */
#define SN_MAXRAW (2 * SN_MAXGAME)
void	sn_bytes_add(struct sn_bytes *, const void *, size_t n);
int	sn_bytes_give(struct sn_bytes *, struct sannin_record *);

/* Text records: keeping starts at pos (the game's first byte), and
 * sn_input_kept gives the record the bytes up to pos. */
void	sn_input_keep_from(struct sn_input *);
int	sn_input_kept(struct sn_input *, struct sannin_record *);

/* Readers of one game from a stream; 1 a game, 0 the end, -1 I/O. */
struct sn_text_reader;
struct sn_text_reader *sn_text_reader_new(struct sn_input *);
void	sn_text_reader_free(struct sn_text_reader *);
int	sn_text_read(struct sn_text_reader *, struct sannin_record *);

struct sn_yaml_reader;
struct sn_yaml_reader *sn_yaml_reader_new(struct sn_input *);
void	sn_yaml_reader_free(struct sn_yaml_reader *);
int	sn_yaml_read(struct sn_yaml_reader *, struct sannin_record *);

struct sn_json_reader;
struct sn_json_reader *sn_json_reader_new(struct sn_input *);
void	sn_json_reader_free(struct sn_json_reader *);
int	sn_json_read(struct sn_json_reader *, struct sannin_record *);

/*
 * The reader of one stream, of any format: sn_reader_open tells the
 * format from the first bytes when it is SANNIN_FORMAT_AUTO (0, or -1
 * out of memory); sn_reader_read reads the tree of the next game into
 * a record (1 a game, 0 the end, -1 I/O), with what it finds in the
 * record's diagnostics.
 */
struct sn_reader {
	struct sn_input in;
	int format;
	struct sn_text_reader *text;
	struct sn_yaml_reader *yaml;
	struct sn_json_reader *json;
};

int	sn_reader_open(struct sn_reader *, FILE *, int format);
int	sn_reader_read(struct sn_reader *, struct sannin_record *);
void	sn_reader_close(struct sn_reader *);

/* Writers; 0, or -1 on a write error. */
int	sn_text_write(const struct sannin_record *, FILE *, int flags);
int	sn_yaml_write(const struct sannin_record *, FILE *, int flags);
int	sn_json_write(const struct sannin_record *, FILE *, int flags);

#endif
