/*
 * variant.h - a game as data: the board and its directions, the seats,
 * the kinds of piece and how each moves for each seat, the setup, the
 * zones, and the hooks of the one module that holds the rules a table
 * cannot say (sannin-rules(7), yonin-rules(7)).  The generator, the
 * position and the record formats read only these tables and hooks.
 * Not installed.
 */
#ifndef SN_VARIANT_H
#define SN_VARIANT_H

#include <stdint.h>

#include "bitset.h"
#include "sannin.h"

#define SN_MAXSEATS SANNIN_MAXSEATS
#define SN_MAXDIRS 16
#define SN_NKINDS SANNIN_NKINDS
#define SN_NHAND 9		/* hand kinds are 1..7, and 8 (the king)
				 * where kings are pieces */
#define SN_MAXHAND 256		/* counts a hand can reach (hash keys) */
#define SN_HANDSET 127		/* most of a kind a setup may put in hand */
#define SN_NOCELL 255
#define SN_NOSEAT 255
#define SN_NODIR 255
#define SN_MAXSETUP 96
#define SN_MAXSLIDESETS 32	/* distinct sets of slide directions */
#define SN_MAXSTEPSETS 32	/* distinct sets of step directions */

/* For the two-word tables (sannin_variant.n2): a cache line's alignment,
 * each of their sets then in one line (at an odd eight bytes, one set in
 * four straddled two lines, two misses of the data cache). */
#if defined(__GNUC__)
#define SN_LINE_ALIGNED __attribute__((aligned(64)))
#else
#define SN_LINE_ALIGNED
#endif

/*
 * A piece on the board is one byte: its army in bits 4-5, its kind in
 * bits 0-3.  The army is the seat whose pieces it started among (or that
 * dropped it): the way it faces and the zone it promotes in.  Which seat
 * moves it is the position's business (sn_pos.ctrl): the army's own
 * seat, unless another has taken the army over (yonin shogi).
 */
#define SN_PIECE(army, kind) ((uint8_t)(((army) << 4) | (kind)))
#define SN_ARMY(pc) ((pc) >> 4)
#define SN_KIND(pc) ((pc) & 15)
#define SN_NPIECES 64

/* Properties of a kind of piece. */
enum {
	SN_KF_KING = 1,		/* is checked; castles, may reach the garden */
	SN_KF_PAWN = 2,		/* its drop may not mate (pawn-drop-mate) */
	SN_KF_ILLUMINATES = 4,	/* may kill by illumination */
	SN_KF_BLOCKADE = 8	/* never moves, never taken, blocks lines */
};

struct sn_kind {
	const char *name;	/* "P", "+P", ...; NULL: not in the game */
	uint8_t promoted;	/* kind after promotion, 0 when it cannot */
	uint8_t unpromoted;	/* kind it returns to in hand */
	uint8_t value;		/* class for threats: 1 P, 2 G S N L, 3 R B, 4 K */
	uint8_t flags;
};

/* How one kind moves for one seat, in absolute directions. */
struct sn_moves {
	uint32_t steps;		/* bit d: one step (or leap) in direction d */
	uint32_t slides;	/* bit d: any distance in direction d */
	uint8_t nstep, nslide;
	uint8_t slideset;	/* its slides among the variant's sets
				 * (sannin_variant.slidefrom) */
	uint8_t stepset;	/* its steps among the variant's sets
				 * (sannin_variant.step) */
	uint8_t step[SN_MAXDIRS];
	uint8_t slide[SN_MAXDIRS];
};

/* Properties of a variant. */
enum {
	SN_VF_TWO_PAWNS = 1	/* no second unpromoted pawn on a file */
};

struct sn_hooks;
struct sn_posstr_fields;
struct sn_speedups;

struct sannin_variant {
	int id;				/* SANNIN_VARIANT_ */
	const char *name;
	const char *title;		/* the game's name in prose */
	const struct sn_hooks *hooks;	/* its rules (legal.h) */
	const struct sn_speedups *speed;/* never NULL (speedups.h) */
	unsigned flags;			/* SN_VF_ */
	int ncells;
	int narrow;			/* at most 128 cells: the narrow copy of
					 * the rules core plays it (width.h) */
	int ndirs;			/* directions of lines and steps */
	int nlines;			/* of them, the lines: 0..nlines-1;
					 * the others are leaps */
	int nseats;
	int garden;			/* the garden cell, or -1 */
	const struct sn_kind *kinds;	/* SN_NKINDS entries */
	int handmax;			/* the last kind held in hand: ROOK,
					 * or KING where kings are pieces */

	/* Seats: names ("First"), letters of the turn and of the seat
	 * fields ("F"), letters of an army's pieces on the board ("f"),
	 * and the results of the records, won by each seat and drawn. */
	const char *seatname[SN_MAXSEATS];
	char seatletter[SN_MAXSEATS + 1];
	char armyletter[SN_MAXSEATS + 1];
	/* Each piece as a position string writes it, its army's letter and
	 * its kind's name, and in the last byte their length (0 for no
	 * piece of the game): copied whole, it needs no branch on the
	 * name's length. */
	char piecetext[SN_NPIECES][4];

	/* Cell names: column and rank numbers, and back. */
	uint8_t col[SN_MAXCELLS];
	uint8_t rank[SN_MAXCELLS];
	int ncols, nranks;
	uint8_t at[32][32];		/* [col][rank] -> cell or SN_NOCELL */
	/* The first cell of each rank (cells are numbered by rank from the
	 * top, then by column): a rank's cells are rankfirst[rank] up to
	 * rankfirst[rank + 1], and rankfirst[nranks + 1] is ncells. */
	uint8_t rankfirst[34];

	/* Directions: neighbour tables and rays. */
	uint8_t nb[SN_MAXCELLS][SN_MAXDIRS];	/* SN_NOCELL off the board */
	/* The cells beyond, not the cell; and a last row, of no cell,
	 * always empty (sn_ray_end). */
	sn_set ray[SN_MAXCELLS + 1][SN_MAXDIRS];
	sn_set lines[SN_MAXCELLS];		/* every ray of the cell */
	uint8_t rayup[SN_MAXDIRS];		/* cell numbers grow along d */
	uint8_t opp[SN_MAXDIRS];
	uint8_t dirto[SN_MAXCELLS][SN_MAXCELLS];/* line from a cell to another */
	uint8_t dirmap[SN_MAXSEATS][SN_MAXDIRS];/* seat's relative -> absolute */

	/* Areas. */
	sn_set all;
	sn_set territory[SN_MAXSEATS];
	sn_set zone[SN_MAXSEATS];	/* where the army's pieces promote */
	sn_set kzone[SN_MAXSEATS];	/* where its king promotes */
	sn_set dead[SN_NPIECES];	/* cells with no further move */
	/* The cells of the seat's file through each cell (the line along
	 * its forward direction), for the two-pawn rule. */
	sn_set file[SN_MAXSEATS][SN_MAXCELLS];

	/*
	 * The tables above that are looked up by cell or piece, again in
	 * two-word sets, for the narrow copy of the rules core (width.h),
	 * whose tables should take no more room than its boards: filled
	 * where the board has at most 128 cells.  Read through SN_VSET and
	 * SN_VHAS.  ray has an empty last row, of no cell, as the wide one.
	 */
	struct {
		sn_set2 ray[SN_SET2CELLS + 1][SN_MAXDIRS];
		sn_set2 lines[SN_SET2CELLS];
		sn_set2 territory[SN_MAXSEATS];
		sn_set2 zone[SN_MAXSEATS];
		sn_set2 kzone[SN_MAXSEATS];
		sn_set2 dead[SN_NPIECES];
		sn_set2 file[SN_MAXSEATS][SN_SET2CELLS];
		struct {
			sn_set2 from, to;
		} step[SN_MAXSTEPSETS][SN_SET2CELLS];
		sn_set2 slidefrom[SN_MAXSLIDESETS][SN_SET2CELLS];
	} n2 SN_LINE_ALIGNED;

	/* Movement, by piece byte; [0] and [1] are the promoted-rook values. */
	struct sn_moves moves[2][SN_NPIECES];
	/* By set of step directions (sn_moves.stepset) and cell: the cells
	 * a piece that steps in those directions steps to from the cell
	 * (from), and the cells from which it steps onto the cell (to).
	 * Set 0 is no step.  (By set rather than by piece byte: the pieces
	 * that step alike, a gold and the promoted small pieces of its
	 * army, the kings, the pieces that only slide, share a row, and the
	 * rows read are few and close in the cache.  Both sets of a cell
	 * side by side: the generator asks which pieces step onto the cell
	 * a move went to, and the threats then where the piece steps from
	 * it, a cache line for both.)  Steps do not depend on the
	 * promoted-rook option (it adds a line). */
	struct {
		sn_set from, to;
	} step[SN_MAXSTEPSETS][SN_MAXCELLS];
	int nstepsets;
	/* By set of slide directions (sn_moves.slideset) and cell: the
	 * cells from which a piece that slides in those directions attacks
	 * the cell on an empty board.  Set 0 is no slide. */
	sn_set slidefrom[SN_MAXSLIDESETS][SN_MAXCELLS];
	int nslidesets;

	/* The initial position. */
	int nsetup;
	struct {
		uint8_t seat, kind, cell;
	} setup[SN_MAXSETUP];

	/* Hash keys. */
	uint64_t zpiece[SN_NPIECES][SN_MAXCELLS];
	uint64_t zhand[SN_MAXSEATS][SN_NHAND][SN_MAXHAND];
	uint64_t zturn[SN_MAXSEATS];
	uint64_t zcastle[SN_MAXSEATS];
	uint64_t zalive[SN_MAXSEATS];
	uint64_t zally[1 << SN_MAXSEATS];
	uint64_t zlost[SN_MAXSEATS];
	uint64_t zctrl[SN_MAXSEATS][SN_MAXSEATS];	/* [army][seat] */
	uint64_t zret[SN_MAXSEATS];
};

/* The tables of a variant, built once on first use, shared and never
 * changed; NULL for an unknown id.  The tables of the rules' variant
 * under options that change them (sn_variant_for): the same variant to
 * everything but the rules. */
const struct sannin_variant *sn_variant(int id);
const struct sannin_variant *sn_variant_for(const sannin_rules *);

/* A rule option a game takes (sannin.h), and its default value. */
struct sn_game_option {
	int	opt;		/* SANNIN_OPT_; -1 ends a list */
	int	def;
};

/*
 * A tag of a game's own (sannin-record(5), Tags), which the replay of a
 * record reads after the start is set up: set sets up the start from the
 * tag's value and returns 0; 1 when the value is none the tag takes (dg
 * of the value, its column counted from the value's first character);
 * -1 when the start refuses it (dg of the tag).  A record of another
 * game with the tag is an error of the kind `elsewhere` (messages.h), of
 * that game's title.
 */
struct sn_game_tag {
	const char *name;
	int	(*set)(sannin_position *start, const char *value,
		    sannin_diag *dg);
	int	elsewhere;
};

/*
 * A game's entry in the registry (variant.c), defined in its module's
 * <game>_variant.c: all the core needs to know of it to play it.
 */
struct sn_game {
	const char *name;	/* the name -V and a Variant tag give it */
	/* Builds its tables (v->id and v->name are set) for an instance
	 * of its options. */
	void	(*build)(struct sannin_variant *, int inst);
	/* The instance of its tables for the rules; NULL: one. */
	int	(*instance)(const sannin_rules *);
	int	narrow;		/* its module is compiled narrow only
				 * (width.h): a board of at most 128 cells */
	/* The most winners a result names (2: a team's two seats), and
	 * the fewest (0: a game may end without a winner). */
	int	most_winners, fewest_winners;
	/* The rule options it takes, in any order, and its defaults
	 * (their names and values: rules.c); a game's rules read an option
	 * it does not take as 0. */
	const struct sn_game_option *options;
	/* Its own fields of the position string (sannin-position(5)): how
	 * they are read, checked and written, in the record formats'
	 * posstr_<game>.c (formats/posstr.h); NULL: it has no position
	 * strings. */
	const struct sn_posstr_fields *posstr;
	/* Its own tags, ending with one of NULL name; NULL: none. */
	const struct sn_game_tag *tags;
};

extern const struct sn_game sn_sannin_game, sn_yonin_game, sn_shipley_game;
extern const struct sn_posstr_fields sn_sannin_posstr, sn_yonin_posstr,
    sn_shipley_posstr;

/*
 * Adds a game to the registry at run time, after the built-in ones, and
 * returns its id (-1 when the registry is full).  The library's rules
 * play it (sannin_position_new, sannin_position_actions, perft); the
 * position string reads and writes it where its entry gives its fields;
 * the other record formats and the programs know the built-in games
 * only.  For the tests'
 * toy variant (tests/minishogi/): a new game is its own files and one
 * registry line.
 */
int	sn_game_add(const struct sn_game *);
/* The number of games in the registry: their ids are 0 to it. */
int	sn_game_count(void);
/* The registry's entry of a game, or NULL for an unknown id. */
const struct sn_game *sn_game(int id);
/* The default game, the registry's choice: what rules made without a
 * variant play (sannin_rules_init), and the game of a record without a
 * Variant tag and of a position string that names none
 * (sannin-record(5), sannin-position(5)). */
int	sn_default_variant(void);
/* The tag of a game's own of that name: game prefer's, else that of
 * any game of the registry (*id is the game's); NULL for none. */
const struct sn_game_tag *sn_game_tag_find(const char *name, int prefer,
	    int *id);

/*
 * A set of one of the variant's tables that have a two-word copy (n2),
 * and whether a cell is in it: tab names the table and idx its indices,
 * as SN_VSET(v, ray, [c][d]).  The narrow copy of the core reads the
 * copy, the rest the table.
 */
#if SN_OPW == 2
#define SN_VSET(v, tab, idx) sn_set2_get(&(v)->n2.tab idx)
#define SN_VHAS(v, tab, idx, c) sn_set2_has(&(v)->n2.tab idx, (c))
#else
#define SN_VSET(v, tab, idx) ((v)->tab idx)
#define SN_VHAS(v, tab, idx, c) sn_set_has(&(v)->tab idx, (c))
#endif

/* The name of a cell at d, as sannin_cell_name() gives it but without
 * the NUL ("?" for no cell of v); returns the end.  (Inline: a replay
 * names two cells a ply.) */
static inline char *
sn_cell_put(char *d, const struct sannin_variant *v, int cell)
{
	if (cell < 0 || cell >= v->ncells) {
		*d++ = '?';
		return d;
	}
	if (v->col[cell] >= 10)
		*d++ = (char)('0' + v->col[cell] / 10 % 10);
	*d++ = (char)('0' + v->col[cell] % 10);
	*d++ = (char)('a' + v->rank[cell] - 1);
	return d;
}

/* The cell at column and rank (1-based), or SN_NOCELL. */
static inline int
sn_cell_at(const struct sannin_variant *v, int col, int rank)
{
	if (col < 1 || col > v->ncols || rank < 1 || rank > v->nranks)
		return SN_NOCELL;
	return v->at[col][rank];
}

/*
 * The cell where ray d from cell c ends in the occupancy: its first
 * piece, or, when it has none, a cell whose own ray d is empty: the
 * table's last row, of no cell, for a ray of growing cell numbers, and
 * cell 0 for the others (no ray of falling numbers leaves it).  Then
 * ray[c][d] ^ ray[end][d] is the ray up to and including its first
 * piece, with no branch on whether there is one.
 */
static inline int
sn_ray_end(const struct sannin_variant *v, int c, int d, sn_set occ)
{
	sn_set s = sn_set_and(SN_VSET(v, ray, [c][d]), occ);

	return v->rayup[d] ? sn_set_first_or_past(s) :
	    sn_set_last_or_zero(s);
}

/* The first piece on ray d from cell c in the occupancy, or -1. */
static inline int
sn_first_on_ray(const struct sannin_variant *v, int c, int d, sn_set occ)
{
	sn_set s = sn_set_and(SN_VSET(v, ray, [c][d]), occ);

	return v->rayup[d] ? sn_set_first(s) : sn_set_last(s);
}

#endif
