/*
 * sannin.h - the public interface of libsannin, the rules library of
 * sannin-tools: the multi-player shogi games it plays as variants (sannin
 * shogi, the three-player game on 127 hexagonal cells; yonin shogi and
 * Shipley's Four Player Shogi, for four), their positions, actions and
 * games.  The records of games are sannin_record.h's.
 *
 * Conventions of this interface:
 *  - every exported symbol starts with sannin_ or SANNIN_;
 *  - the library never prints and never exits: a function that can fail
 *    returns -1 (or NULL) and, when given a sannin_diag, fills it;
 *  - objects returned by a _new or _copy function belong to the caller,
 *    who releases them with the matching _free; everything else stays
 *    owned by whoever passed it in;
 *  - a game is played as one of the variants (sannin_variant): its
 *    cells are numbers 0..ncells-1, its seats 0..nseats-1 in the
 *    regular order of play (sannin's SANNIN_FIRST, SANNIN_MIDDLE,
 *    SANNIN_LAST); piece kinds are enum sannin_kind.
 */
#ifndef SANNIN_H
#define SANNIN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SANNIN_NOCELL 255

/* The most seats and cells of any variant, for arrays sized once. */
#define SANNIN_MAXSEATS 4
#define SANNIN_MAXCELLS 192

/* The games the library plays. */
enum sannin_variant_id {
	SANNIN_VARIANT_SANNIN = 0,	/* sannin shogi, sannin-rules(7) */
	SANNIN_VARIANT_YONIN,		/* yonin shogi, yonin-rules(7) */
	SANNIN_VARIANT_SHIPLEY,		/* Shipley's Four Player Shogi,
					 * shipley-rules(7) */
	SANNIN_NVARIANTS
};

/* A variant: its board, seats and pieces.  The library's own, never
 * freed. */
typedef struct sannin_variant sannin_variant;

/* The three seats of sannin shogi, in playing order (clockwise). */
enum sannin_seat {
	SANNIN_FIRST = 0,
	SANNIN_MIDDLE = 1,
	SANNIN_LAST = 2
};

/* The kinds of piece.  Kinds PAWN..ROOK are the ones held in hand. */
enum sannin_kind {
	SANNIN_EMPTY = 0,
	SANNIN_PAWN,
	SANNIN_LANCE,
	SANNIN_KNIGHT,
	SANNIN_SILVER,
	SANNIN_GOLD,
	SANNIN_BISHOP,
	SANNIN_ROOK,
	SANNIN_KING,
	SANNIN_PPAWN,		/* +P */
	SANNIN_PLANCE,		/* +L */
	SANNIN_PSILVER,		/* +S */
	SANNIN_PBISHOP,		/* +B */
	SANNIN_PROOK,		/* +R */
	SANNIN_PKING,		/* +K: sannin's promoted king; yonin's king
				 * turned over after a mate */
	SANNIN_PKNIGHT,		/* +N (not in sannin shogi) */
	SANNIN_NKINDS
};

/* ------------------------------------------------------------------ */
/* Diagnostics                                                         */

enum sannin_severity {
	SANNIN_SEV_NONE = 0,
	SANNIN_SEV_WARNING,
	SANNIN_SEV_ERROR
};

/* Every diagnostic the library can give.  The numbers are stable. */
enum sannin_code {
	SANNIN_E_NONE = 0,
	SANNIN_E_NOMEM = 1,		/* out of memory */
	SANNIN_E_CELL_SYNTAX = 10,	/* not a cell name at all */
	SANNIN_E_CELL_COLUMN = 11,	/* column outside 1..13 */
	SANNIN_E_CELL_RANK = 12,	/* rank letter outside a..m */
	SANNIN_E_CELL_OFFBOARD = 13,	/* column and rank do not meet */
	SANNIN_E_RULE_SYNTAX = 20,	/* not name=value */
	SANNIN_E_RULE_NAME = 21,	/* unknown option name */
	SANNIN_E_RULE_VALUE = 22,	/* unknown value for the option */
	SANNIN_E_SETUP = 30,		/* a position that cannot be built */
	SANNIN_E_POSITION = 31,		/* a malformed position string */
	SANNIN_E_MOVE_SYNTAX = 40,	/* move text that cannot be read */
	SANNIN_E_MOVE_NONE = 41,	/* no legal action matches the text */
	SANNIN_E_MOVE_AMBIGUOUS = 42,	/* several legal actions match */
	SANNIN_E_ILLEGAL = 43,		/* an action the rules forbid */
	SANNIN_E_MARK = 44,		/* a mark that does not hold */
	SANNIN_E_RESULT = 45,		/* a result that does not agree */
	SANNIN_E_SYNTAX = 50,		/* a record that cannot be read */
	SANNIN_E_TAG = 51,		/* a tag that cannot be used */
	SANNIN_E_YAML = 52,		/* YAML that is not a record */
	SANNIN_E_LIMIT = 53,		/* input past a documented limit */
	SANNIN_E_JSON = 54,		/* JSON that is malformed or not a
					 * record */
	SANNIN_E_COMMAND = 55,		/* a command of a comment that
					 * cannot be read ([%cal ...]) */
	SANNIN_E_IO = 60		/* a read error */
};

/*
 * A diagnostic: what went wrong and where.  line and col count from 1;
 * the library sets col to the column inside the text it was given and
 * line to 0 when it does not know the line (the record readers do).
 */
typedef struct sannin_diag {
	int code;		/* enum sannin_code */
	int severity;		/* enum sannin_severity */
	unsigned long line;
	unsigned long col;
	char msg[256];
} sannin_diag;

/* ------------------------------------------------------------------ */
/* Rule options                                                        */

enum sannin_option {
	SANNIN_OPT_PROMOTED_ROOK = 0,	/* sannin */
	SANNIN_OPT_PAWN_DROP_MATE,	/* sannin, yonin */
	SANNIN_OPT_DEAD_END,		/* sannin */
	SANNIN_OPT_ILLUMINATION,	/* sannin */
	SANNIN_OPT_AUTO_ALLIANCE,	/* sannin */
	SANNIN_OPT_AFTER_MATE,		/* sannin */
	SANNIN_OPT_AFTER_ALLIANCE,	/* sannin */
	SANNIN_OPT_REPETITION,		/* sannin, yonin */
	SANNIN_OPT_FIRST,		/* yonin */
	SANNIN_OPT_AFTER_CHECK,		/* yonin */
	SANNIN_OPT_TAKEOVER_TURN,	/* yonin: named after-mate */
	SANNIN_OPT_NO_ACTION,		/* yonin */
	SANNIN_OPT_TWO_PAWNS,		/* yonin */
	SANNIN_OPT_STYLE,		/* shipley */
	SANNIN_OPT_CORNER_STEP,		/* shipley */
	SANNIN_OPT_TEAM_CHECK,		/* shipley */
	SANNIN_OPT_DUAL_ATTACK,		/* sannin */
	SANNIN_NOPTIONS
};

/*
 * Values of each option, numbered from 0 in the order listed; each
 * variant an option belongs to has its own default
 * (sannin_option_default).
 */
enum {
	SANNIN_PROMOTED_ROOK_ORTHOGONAL = 0, SANNIN_PROMOTED_ROOK_ORTHOGONAL_BACK,
	SANNIN_PAWN_DROP_MATE_FORBID = 0, SANNIN_PAWN_DROP_MATE_ALLOW,
	SANNIN_PAWN_DROP_MATE_FORBID_NEW,
	SANNIN_DEAD_END_FORBID = 0, SANNIN_DEAD_END_ALLOW,
	SANNIN_ILLUMINATION_SELECT = 0, SANNIN_ILLUMINATION_ALL,
	SANNIN_AUTO_ALLIANCE_ON = 0, SANNIN_AUTO_ALLIANCE_OFF,
	SANNIN_AFTER_MATE_MATER = 0, SANNIN_AFTER_MATE_NEXT,
	SANNIN_AFTER_ALLIANCE_RESTORE = 0, SANNIN_AFTER_ALLIANCE_KEEP_LOST,
	SANNIN_REPETITION_VARY = 0, SANNIN_REPETITION_STRICT, SANNIN_REPETITION_OFF,
	SANNIN_FIRST_SOUTH = 0, SANNIN_FIRST_WEST, SANNIN_FIRST_NORTH,
	SANNIN_FIRST_EAST,
	SANNIN_AFTER_CHECK_CONTINUE = 0, SANNIN_AFTER_CHECK_RETURN,
	SANNIN_TAKEOVER_TURN_CONTINUE = 0, SANNIN_TAKEOVER_TURN_MOVER,
	SANNIN_NO_ACTION_MATE = 0, SANNIN_NO_ACTION_PASS,
	SANNIN_TWO_PAWNS_CONTROLLED = 0, SANNIN_TWO_PAWNS_OWN,
	SANNIN_STYLE_INDEPENDENT = 0, SANNIN_STYLE_TEAM_ORTHOGONAL,
	SANNIN_STYLE_TEAM_DIAGONAL, SANNIN_STYLE_TEAM_DIAGONAL_WEST,
	SANNIN_STYLE_KINGS_AS_PIECES,
	SANNIN_CORNER_STEP_ALLOW = 0, SANNIN_CORNER_STEP_FORBID,
	SANNIN_TEAM_CHECK_NO = 0, SANNIN_TEAM_CHECK_YES,
	SANNIN_DUAL_ATTACK_INESCAPABLE = 0, SANNIN_DUAL_ATTACK_ANY
};

/* The variant a game is played and its rules: one value per option of
 * the variant (the others are 0 and unused). */
typedef struct sannin_rules {
	unsigned char variant;		/* enum sannin_variant_id */
	unsigned char opt[SANNIN_NOPTIONS];
} sannin_rules;

/* Sannin shogi, with every option at its default. */
void		 sannin_rules_init(sannin_rules *);

/* The variant (enum sannin_variant_id; an unknown one is taken for
 * sannin), with every option of it at its default. */
void		 sannin_rules_init_variant(sannin_rules *, int variant);

/*
 * Reads one "name=value" assignment (len bytes of text, no NUL needed),
 * of an option of the rules' variant, into the rules.  Returns 0, or -1
 * with the rules unchanged and the diagnostic filled
 * (SANNIN_E_RULE_SYNTAX, _NAME or _VALUE; col points at the offending
 * part).
 */
int		 sannin_rules_set(sannin_rules *, const char *text, size_t len,
		    sannin_diag *);

/*
 * Reads a list of assignments separated by spaces or commas, as in a
 * record's Rules tag.  All or nothing: on error the rules are unchanged.
 */
int		 sannin_rules_set_list(sannin_rules *, const char *text,
		    size_t len, sannin_diag *);

/*
 * Writes the options of the rules' variant as "name=value" separated by
 * single spaces into buf (always NUL-terminated when size > 0): every
 * option when all is non-zero, else only those that differ from the
 * variant's default.  Returns the length the whole text needs, as
 * snprintf does.
 */
size_t		 sannin_rules_format(const sannin_rules *, int all, char *buf,
		    size_t size);

/* The name of an option, the number of its values and a value's name. */
const char	*sannin_option_name(int opt);
int		 sannin_option_nvalues(int opt);
const char	*sannin_option_value_name(int opt, int value);

/* Whether an option belongs to a variant, and its default there (-1
 * when it does not belong). */
int		 sannin_option_applies(int opt, int variant);
int		 sannin_option_default(int opt, int variant);

/* ------------------------------------------------------------------ */
/* Variants and seats                                                  */

/* A variant by its id or its name ("sannin", "yonin", "shipley", in any
 * case: "Shipley" too); NULL for none. */
const sannin_variant *sannin_variant_get(int id);
const sannin_variant *sannin_variant_find(const char *name, size_t len);

int		 sannin_variant_id(const sannin_variant *);
const char	*sannin_variant_name(const sannin_variant *);
/* The game's name in prose: "sannin shogi", "yonin shogi", "Shipley's
 * Four Player Shogi". */
const char	*sannin_variant_title(const sannin_variant *);

/* The number of seats and of cells; the columns (1..ncolumns) and ranks
 * (a, b, ...) that cell names use. */
int		 sannin_variant_nseats(const sannin_variant *);
int		 sannin_variant_ncells(const sannin_variant *);
int		 sannin_variant_ncolumns(const sannin_variant *);
int		 sannin_variant_nranks(const sannin_variant *);

/* The shape of a variant's cells: hexagons (sannin) or squares (yonin,
 * Shipley's cross). */
enum { SANNIN_BOARD_HEX = 0, SANNIN_BOARD_SQUARE };
int		 sannin_variant_board(const sannin_variant *);

/*
 * Seats are numbered from 0 in the regular order of play: sannin's
 * First, Middle, Last; yonin's South, West, North, East; Shipley's
 * North, East, South, West.  A seat's name, its letter (as in seat
 * markers and position strings: 'F', 'S'), and the seat a name or letter
 * of len bytes names (-1 for none).
 */
const char	*sannin_variant_seat_name(const sannin_variant *, int seat);
int		 sannin_variant_seat_letter(const sannin_variant *, int seat);
int		 sannin_variant_seat_find(const sannin_variant *,
		    const char *text, size_t len);

/* ------------------------------------------------------------------ */
/* Cells                                                               */

/*
 * Cells are numbers 0..ncells-1 of their variant, named by a column and
 * a rank letter: "7g" (sannin: columns 1..13, ranks a..m; yonin: 1..9,
 * a..i).  Reads a cell name from len bytes of text.  Returns the cell,
 * or -1 with the diagnostic filled.
 */
int		 sannin_cell_parse(const sannin_variant *, const char *text,
		    size_t len, sannin_diag *);

/* Writes the cell's name (at most 3 characters and a NUL); returns its
 * length. */
int		 sannin_cell_name(const sannin_variant *, int cell, char buf[4]);

/* Column and rank (a = 1) of a cell; the cell at a column and rank, or
 * -1 when they do not meet on the board. */
int		 sannin_cell_column(const sannin_variant *, int cell);
int		 sannin_cell_rank(const sannin_variant *, int cell);
int		 sannin_cell_at(const sannin_variant *, int column, int rank);

/* The seat whose territory holds the cell (sannin), or -1. */
int		 sannin_cell_territory(const sannin_variant *, int cell);

/* Non-zero when the army's pieces may promote on the cell (for sannin
 * shogi's kings, only in the others' territories). */
int		 sannin_cell_in_zone(const sannin_variant *, int cell, int army);

/* The Pleasure Garden of sannin shogi, 7g; -1 in the others. */
int		 sannin_garden(const sannin_variant *);

/*
 * The cell one step from cell in the direction that is the given clock
 * hour (1..12) for seat (12 = the seat's forward), or -1 off the board.
 * On the hexagon a diagonal (even hour) step lands on the cell just
 * beyond the two cells it passes between; on a square board the hours
 * are 12, 3, 6 and 9 and the diagonals 2, 4, 8 and 10, the others -1.
 */
int		 sannin_cell_step(const sannin_variant *, int cell, int seat,
		    int hour);

/* ------------------------------------------------------------------ */
/* Pieces                                                              */

/* "P", "+P", "K", "+K", ...; NULL for SANNIN_EMPTY or a bad kind. */
const char	*sannin_kind_name(int kind);
/* The kind after promotion in the variant, or 0. */
int		 sannin_kind_promoted(const sannin_variant *, int kind);
/* The kind before promotion. */
int		 sannin_kind_unpromoted(int kind);
/* Non-zero when the kind is a blockade in the variant: a king turned
 * over after its seat was mated, which never moves and is never taken
 * (yonin shogi's +K). */
int		 sannin_kind_is_blockade(const sannin_variant *, int kind);

/* ------------------------------------------------------------------ */
/* Actions                                                             */

enum sannin_action_type {
	SANNIN_ACT_MOVE = 1,
	SANNIN_ACT_DROP,
	SANNIN_ACT_ILLUMINATE
};

/*
 * One action of the seat to act.  A move names the piece's cells and
 * whether it promotes; a drop names the kind and the cell (from is
 * SANNIN_NOCELL).  An illumination has from = to = the +K's cell and the
 * directions of the pieces it removes as bits of targets (bit h mod 12
 * for the clock hour h seen from Middle, so 12 o'clock is bit 0).  kind is the moving or dropped piece's kind
 * before the action; captured is the kind it captures (or SANNIN_EMPTY).
 * Two actions are the same action when type, from, to, kind, promote and
 * targets are equal.
 */
typedef struct sannin_action {
	unsigned char type;
	unsigned char kind;
	unsigned char from;
	unsigned char to;
	unsigned char promote;
	unsigned char captured;
	unsigned short targets;
} sannin_action;

/* Non-zero when the two actions are the same action. */
int		 sannin_action_equal(const sannin_action *, const sannin_action *);

/* ------------------------------------------------------------------ */
/* Events: what an action did, in the order it happened                */

enum sannin_event_type {
	SANNIN_EV_CAPTURE = 1,	/* seat took other's piece (kind) on cell */
	SANNIN_EV_PROMOTE,	/* seat's piece on cell became kind (how) */
	SANNIN_EV_CASTLING_LOST,/* seat may no longer castle (how) */
	SANNIN_EV_ALLIANCE,	/* seats (bit mask) are now allies against
				 * other, by a discovered or dual attack
				 * (how); seat made the threat on cell, and
				 * for a dual attack the actor the one on
				 * cell2 */
	SANNIN_EV_CHECK,	/* seat's pieces attack the king of other */
	SANNIN_EV_MATE,		/* seat's action mated other (how) */
				/* (Shipley: other is mated from now on,
				 * until its mate is relieved) */
	SANNIN_EV_ELIMINATED,	/* other has left the game (sannin: with its
				 * pieces; Shipley: its king taken by
				 * seat, its pieces left on the board) */
	SANNIN_EV_DISSOLVED,	/* the alliance of seats (bit mask) ended */
	SANNIN_EV_GAME_OVER,	/* seat has won (how), or the seats in
				 * seats together (a team); with
				 * SANNIN_WIN_NONE the game ended without a
				 * winner */
	SANNIN_EV_TAKEOVER	/* seat, having mated other, moves the
				 * armies in seats (bit mask) from now on;
				 * other's king turned over on cell (yonin) */
};

enum { SANNIN_PROMO_CHOSEN = 1, SANNIN_PROMO_FORCED, SANNIN_PROMO_AUTOMATIC };
enum { SANNIN_ALLY_DISCOVERED = 1, SANNIN_ALLY_DUAL };
enum { SANNIN_LOST_KING_MOVED = 1, SANNIN_LOST_CHECK, SANNIN_LOST_ALLIANCE };
enum { SANNIN_MATE_CHECK = 1, SANNIN_MATE_NO_ACTION };
enum { SANNIN_WIN_LAST = 1, SANNIN_WIN_OUTSIDER, SANNIN_WIN_GARDEN,
	SANNIN_WIN_ARMIES, SANNIN_WIN_NONE, SANNIN_WIN_TEAM, SANNIN_WIN_KINGS };

typedef struct sannin_event {
	unsigned char type;	/* enum sannin_event_type */
	unsigned char seat;
	unsigned char other;
	unsigned char kind;
	unsigned char cell;	/* SANNIN_NOCELL when none */
	unsigned char cell2;
	unsigned char how;
	unsigned char seats;
} sannin_event;

#define SANNIN_MAXEVENTS 64
typedef struct sannin_events {
	int n;
	sannin_event ev[SANNIN_MAXEVENTS];
} sannin_events;

/*
 * Writes an event as one line of text (no newline): a word for what
 * happened and key=value fields, e.g. "capture seat=Last piece=B
 * owner=Middle cell=12l".  Returns the length the text needs, as
 * snprintf does.
 */
size_t		 sannin_event_format(const sannin_variant *,
		    const sannin_event *, char *buf, size_t size);

/*
 * The same in a given style: SANNIN_STYLE_TEXT as above;
 * SANNIN_STYLE_YAML, a YAML flow mapping of the same fields with the
 * word as the value of "event" and a list of seats as a sequence:
 * "{event: capture, seat: Last, piece: B, owner: Middle, cell: 12l}";
 * or SANNIN_STYLE_JSON, the same as a JSON object of strings, a list of
 * seats an array: "{\"event\":\"capture\",\"seat\":\"Last\",...}".
 */
enum { SANNIN_STYLE_TEXT = 0, SANNIN_STYLE_YAML, SANNIN_STYLE_JSON };
size_t		 sannin_event_format_as(const sannin_variant *,
		    const sannin_event *, int style, char *buf, size_t size);

/* ------------------------------------------------------------------ */
/* Positions                                                           */

typedef struct sannin_position sannin_position;

/*
 * A new position: the initial setup, First to act, under the given rules
 * (NULL for the defaults).  The caller owns it.  NULL when out of memory.
 */
sannin_position	*sannin_position_new(const sannin_rules *);

/*
 * A new position with an empty board and empty hands, First to act, every
 * seat alive, no castling rights; build it with _put, _set_hand and the
 * other setters.  The caller owns it.  NULL when out of memory.
 */
sannin_position	*sannin_position_new_empty(const sannin_rules *);

/* A copy the caller owns, or NULL when out of memory. */
sannin_position	*sannin_position_copy(const sannin_position *);
void		 sannin_position_free(sannin_position *);

/*
 * Setters for building positions.  _put places a piece (kind SANNIN_EMPTY
 * clears the cell); it refuses a second king of a seat and a bad seat,
 * kind or cell.  Each returns 0 or -1 with the diagnostic filled.
 */
int		 sannin_position_put(sannin_position *, int cell, int seat,
		    int kind, sannin_diag *);
int		 sannin_position_set_hand(sannin_position *, int seat, int kind,
		    int count, sannin_diag *);
int		 sannin_position_set_turn(sannin_position *, int seat,
		    sannin_diag *);
int		 sannin_position_set_castling(sannin_position *, int seat,
		    int allowed, sannin_diag *);

/*
 * Declares the voluntary alliance of Middle and Last against First before
 * the first action: First's king promotes, nobody may castle, the allies
 * may neither promote nor win in the garden.  Returns 0, or -1 with the
 * diagnostic filled when actions have been played or seats are missing.
 */
int		 sannin_position_declare_alliance(sannin_position *,
		    sannin_diag *);

/*
 * Setters for positions met in the middle of a game: the alliance (a mask
 * of two seats, or 0; the allies lose promotion and the garden win), and
 * a seat's leaving the game (its pieces and hand are removed).
 */
int		 sannin_position_set_alliance(sannin_position *, unsigned mask,
		    sannin_diag *);
int		 sannin_position_eliminate(sannin_position *, int seat,
		    sannin_diag *);

/* The variant of a position. */
const sannin_variant *sannin_position_variant(const sannin_position *);

/* The kind on a cell (SANNIN_EMPTY when empty) and, if seat is not NULL,
 * its army: the seat it started with or was dropped by, whose way it
 * faces (see sannin_position_controller for the seat that moves it). */
int		 sannin_position_piece(const sannin_position *, int cell,
		    int *seat);
int		 sannin_position_hand(const sannin_position *, int seat,
		    int kind);
/* The seat that moves the army's pieces: the army's own seat, or the
 * seat that mated it (yonin shogi); -1 for a bad army. */
int		 sannin_position_controller(const sannin_position *, int army);
int		 sannin_position_turn(const sannin_position *);
int		 sannin_position_king(const sannin_position *, int seat);
int		 sannin_position_can_castle(const sannin_position *, int seat);
const sannin_rules *sannin_position_rules(const sannin_position *);

/* Bit masks of seats: still playing; allied (0 or two bits). */
unsigned	 sannin_position_alive(const sannin_position *);
unsigned	 sannin_position_alliance(const sannin_position *);

/* Non-zero once the game has ended; *winner (if not NULL) gets the
 * winning seat, or -1 while the game goes on and when it ended without
 * a winner (yonin shogi, no-action=pass). */
int		 sannin_position_over(const sannin_position *, int *winner);
/* The seats that have won, a bit each: one, or a team's two (Shipley);
 * 0 while the game goes on and when it ended without a winner. */
unsigned	 sannin_position_winners(const sannin_position *);
/* The seat's place in the regular order of play (0 acts first, as the
 * style or the rules have it), or -1 for a bad seat. */
int		 sannin_position_order(const sannin_position *, int seat);
/* The seats checkmated that stay in the game and lose their turns while
 * the mate stands, a bit each (Shipley); 0 in the other variants. */
unsigned	 sannin_position_mated(const sannin_position *);
/* The seat's teammates, a bit each (Shipley's team styles); 0 where
 * there are no teams or for a bad seat. */
unsigned	 sannin_position_team(const sannin_position *, int seat);

/*
 * The position string (sannin-position(5)): one line that describes a
 * whole position.  _read parses len bytes (a final newline is allowed)
 * under the given rules (NULL for the defaults) and returns a new
 * position the caller owns, or NULL with the diagnostic filled (col at
 * the offending character).  _write writes one, NUL-terminated when
 * size > 0, and returns the length it needs, as snprintf does;
 * SANNIN_POSITION_MAX is always enough.
 */
#define SANNIN_POSITION_MAX 1024
sannin_position	*sannin_position_read(const char *text, size_t len,
		    const sannin_rules *, sannin_diag *);
size_t		 sannin_position_write(const sannin_position *, char *buf,
		    size_t size);

/* A 64-bit hash of everything that makes the position what it is. */
uint64_t	 sannin_position_hash(const sannin_position *);

/*
 * The seats whose pieces attack the seat's king, as a bit mask
 * (bit s for seat s); 0 when the seat is not in check.
 */
unsigned	 sannin_position_checkers(const sannin_position *, int seat);

/*
 * The legal actions of the given seat as if it were to act (pass
 * sannin_position_turn() for the usual list), under every rule but
 * repetition, which needs the game's history (see sannin_game).  Writes
 * at most cap of them to buf and returns how many there are, so a caller
 * can retry with a larger buffer; SANNIN_MAXACTIONS is always enough.
 */
#define SANNIN_MAXACTIONS 8192
size_t		 sannin_position_actions(const sannin_position *, int seat,
		    sannin_action *buf, size_t cap);

/* Non-zero when the action is legal for the seat to act (repetition
 * aside). */
int		 sannin_position_is_legal(const sannin_position *,
		    const sannin_action *);

/*
 * Plays a legal action of the seat to act under every rule but
 * repetition: checks, alliances, mates and eliminations, the garden, the
 * end of the game, and the turn.  Fills in the action's kind and captured
 * fields, and the events when ev is not NULL.  Returns 0, or -1 with the
 * position unchanged and the diagnostic filled (SANNIN_E_ILLEGAL).
 */
int		 sannin_position_play(sannin_position *, sannin_action *,
		    sannin_events *ev, sannin_diag *);

/*
 * Counts the sequences of legal actions of the given length from the
 * position, under every rule (repetition within the sequences
 * included).  When counts is not NULL, counts[d-1] receives the count
 * for every length d from 1 to depth.  The last action of each sequence
 * is counted, not played.
 */
uint64_t	 sannin_perft(const sannin_position *, int depth,
		    uint64_t *counts);

/* ------------------------------------------------------------------ */
/* Games: a position and its history, for the repetition rule          */

typedef struct sannin_game sannin_game;

/* A new game from a copy of the position; the caller owns it.  NULL when
 * out of memory. */
sannin_game	*sannin_game_new(const sannin_position *);
sannin_game	*sannin_game_copy(const sannin_game *);
void		 sannin_game_free(sannin_game *);

/*
 * The current position, owned by the game, valid until the next play.
 * A game leaves for later two answers that take a search (whether the
 * last action was a direct defence, and a mate threat among its new
 * threats); reading the position (writing its string, copying it,
 * parsing or listing actions on it) may work them out in the game.  So
 * a game and its position are used by one thread at a time, as the
 * game itself is; a copy (sannin_position_copy) is independent.
 */
const sannin_position *sannin_game_position(const sannin_game *);

/* The legal actions of the seat to act under every rule, as
 * sannin_position_actions writes them. */
size_t		 sannin_game_actions(sannin_game *, sannin_action *buf,
		    size_t cap);

/*
 * Plays a legal action of the seat to act, as sannin_position_play does,
 * also refusing what the repetition option forbids.  Returns 0, or -1
 * with the game unchanged and the diagnostic filled (SANNIN_E_ILLEGAL, or
 * SANNIN_E_NOMEM).
 */
int		 sannin_game_play(sannin_game *, sannin_action *,
		    sannin_events *ev, sannin_diag *);

/* ------------------------------------------------------------------ */
/* Move notation                                                       */

/*
 * Writes an action in the Western notation of the records ("P3c-4d",
 * "S-2d", "R-7g+", "Bx12l", "P*5e"): with the origin only when another
 * piece of the same kind could reach the same cell (long form: always).
 * Returns the length the text needs, as snprintf does; SANNIN_ACTION_MAX
 * is always enough (the longest is an illumination of twelve pieces).
 */
#define SANNIN_ACTION_MAX 72
size_t		 sannin_action_format(const sannin_position *,
		    const sannin_action *, int long_form, char *buf,
		    size_t size);

/*
 * Finds the one legal action of the seat to act that len bytes of move
 * text name.  Returns 0 with *out filled, or -1 with the diagnostic
 * filled: SANNIN_E_MOVE_SYNTAX (col at the bad character),
 * SANNIN_E_MOVE_NONE or SANNIN_E_MOVE_AMBIGUOUS (the message names the
 * candidates).  A move with no '+' or '=' does not promote, unless only
 * its promotion is legal.  When warn is not NULL it receives the
 * SANNIN_WARN_ bits of what was accepted but is not canonical.
 */
#define SANNIN_WARN_CAPTURE_DASH 1	/* a capture written with '-' */
#define SANNIN_WARN_PROMOTION_IMPLIED 2	/* a forced promotion without '+' */
int		 sannin_action_parse(const sannin_position *, const char *text,
		    size_t len, sannin_action *out, int *warn, sannin_diag *);

/* Records, readers and writers: sannin_record.h, part of this interface
 * (include sannin.h, which includes it). */
#include "sannin_record.h"

#ifdef __cplusplus
}
#endif

#endif
