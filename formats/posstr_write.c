/*
 * posstr_write.c - writing the position string, one line that describes
 * a whole position (sannin-position(5)): the variant's name unless it is
 * sannin shogi, the board, the hands, the seat to act, the game's own
 * fields (written by its file, posstr.h), the ply and the result.
 * Sannin shogi's initial position:
 *
 *   lL6/lB1lP4/lS1lP5/lG1lP4fP1/...  -,-,- F FML - FML - - 0 *
 *
 * yonin shogi's:
 *
 *   yonin 2nSnGnKnGnS2/...  -,-,-,- S SWNE - 0 *
 *
 * and Shipley's:
 *
 *   shipley 3nLnNnSnGnKnGnSnNnL3/...  -,-,-,- N NESW 0 *
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "decimal.h"
#include "posstr.h"
#include "poswriter.h"
#include "strout.h"

/*
 * The position string is written in pieces: the board, the hands and
 * the fields after them are each put into a buffer of their own through
 * a pointer e to its end, which each piece advances, and then given to
 * the sn_out whole.  (An sn_out asked each character whether it still
 * fit.)
 */

/* The runs of empty cells, 0 to 99 (a rank has at most 32 cells): the
 * text of each in two characters, and its length (0 for no run). */
static const char runtext[100][3] = {
#define TEN(t) {t, '0', 2}, {t, '1', 2}, {t, '2', 2}, {t, '3', 2}, \
	{t, '4', 2}, {t, '5', 2}, {t, '6', 2}, {t, '7', 2}, {t, '8', 2}, \
	{t, '9', 2}
	{'0', 0, 0}, {'1', 0, 1}, {'2', 0, 1}, {'3', 0, 1}, {'4', 0, 1},
	{'5', 0, 1}, {'6', 0, 1}, {'7', 0, 1}, {'8', 0, 1}, {'9', 0, 1},
	TEN('1'), TEN('2'), TEN('3'), TEN('4'), TEN('5'), TEN('6'), TEN('7'),
	TEN('8'), TEN('9')
#undef TEN
};

/* A run of `run` empty cells at e (none for 0); returns the end.  Two
 * characters are written, whatever the run's length: no branch to
 * mispredict on whether there is a run, or a long one. */
static SN_ALWAYS_INLINE char *
putrun(char *e, int run)
{
	memcpy(e, runtext[run], 2);
	return e + runtext[run][2];
}

/* A piece's army letter and kind at e; returns the end.  Four
 * characters are written, whatever the text's length. */
static SN_ALWAYS_INLINE char *
putpiece(char *e, const struct sannin_variant *v, int pc)
{
	memcpy(e, v->piecetext[pc], 4);
	return e + v->piecetext[pc][3];
}

/*
 * The text of one rank at e, from its highest column, and a slash;
 * returns the end: a piece's army letter and kind, and a run of empty
 * cells as its length.  The pieces are found from the occupied cells
 * (p->all), highest first, and a run is the distance between two of
 * them: a board is mostly empty cells, and asking each of them whether
 * it is cost a mispredicted branch at every change between empty and
 * not.  Up to RANKTEXT characters are written (three a cell at most,
 * the slash, and what putrun and putpiece write beyond their text).
 */
#define RANKTEXT (3 * 32 + 8)
/* The hands' text, 1 + 4 * (8 * 5 + 1) characters at most: four seats,
 * eight kinds, a count of up to 255 and a name of two characters at most
 * (variant.c) each, and what hands() writes beyond its text. */
#define HANDTEXT 168
static char *
rank_text(char *e, const sn_pos *p, int rank)
{
	const struct sannin_variant *v = p->v;
	uint64_t bits;
	int lo, n, next, w, s, c;

	lo = v->rankfirst[rank];
	n = v->rankfirst[rank + 1] - lo;
	/* The rank's cells (32 at most), from bit 0: in one word, or the
	 * end of one and the start of the next (then s > 0). */
	w = lo >> 6;
	s = lo & 63;
	bits = p->all.w[w] >> s;
	if (s + n > 64)
		bits |= p->all.w[w + 1] << (64 - s);
	bits &= ((uint64_t)1 << n) - 1;
	/* The cell below the last piece written, or the rank's end. */
	next = n;
	while (bits != 0) {
		c = 63 - __builtin_clzll(bits);
		bits ^= (uint64_t)1 << c;
		e = putrun(e, next - c - 1);
		e = putpiece(e, v, p->board[lo + c]);
		next = c;
	}
	e = putrun(e, next);
	*e++ = '/';
	return e;
}

/* The board, rank by rank from the top.  Written first into a buffer
 * that holds any board, then copied whole. */
static void
board(struct sn_out *o, const sn_pos *p)
{
	char text[3 * SN_MAXCELLS + 40], *e = text;
	int rank;

	for (rank = 1; rank <= p->v->nranks; rank++)
		e = rank_text(e, p, rank);
	/* (No slash after the last rank.) */
	sn_out_n(o, text, (size_t)(e - text - 1));
}

/*
 * What a writer keeps (poswriter.h): the variant its text is of (NULL
 * for none yet), the board's text, rank after rank, with the cells it
 * was written from and the length of each rank's text in it; the text
 * of the hands with the counts; and the text of the game's fields that
 * its writer keeps (sannin shogi's four sets of seats) with what it was
 * written from (posstr.h).  A rank's text depends on the variant and its
 * cells only, the hands' on the variant and the counts, and the kept
 * fields' on the variant and their key, so whatever kept text has the
 * same of them is right, whatever game or ply it was written for.
 */
#define BOARDTEXT (3 * SN_MAXCELLS + 40)
struct sn_poswriter {
	const struct sannin_variant *v;
	uint8_t cells[SN_MAXCELLS];
	uint8_t hand[SN_MAXSEATS][SN_NHAND];
	uint8_t len[34];		/* of each rank's text, with its slash */
	size_t boardlen;		/* of board, a slash after each rank */
	size_t handlen;
	const struct sn_posstr_fields *fields;	/* its game's (its entry's) */
	struct posstr_kept kept;
	char board[BOARDTEXT];
	char handtext[HANDTEXT];
};

/*
 * The ranks (a bit each) that hold a cell of p's board other than w's,
 * and w's cells made p's: sixteen cells (else eight) compared at a time,
 * the ranks from the first cell that differs to the last, and those
 * cells copied.  (The cells past the board's last are not looked at,
 * nor the ranks of any.)
 */
#if defined(__SSE2__)
/* (Sixteen at a time read no cell past the array's end.) */
typedef char cells_sixteen[SN_MAXCELLS % 16 == 0 ? 1 : -1];
#endif
static uint64_t
ranks_changed(struct sn_poswriter *w, const sn_pos *p)
{
	const struct sannin_variant *v = p->v;
	uint64_t redo = 0;
	int c, lo, hi;

#if defined(__SSE2__)
	unsigned m;

	for (c = 0; c < v->ncells; c += 16) {
		m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(
		    _mm_loadu_si128((const __m128i *)(const void *)
		    (p->board + c)), _mm_loadu_si128((const __m128i *)
		    (const void *)(w->cells + c)))) ^ 0xffffu;
		if (m == 0)
			continue;
		memcpy(w->cells + c, p->board + c, 16);
		lo = c + __builtin_ctz(m);
		hi = c + 31 - __builtin_clz(m);
#else
	uint64_t x, y;

	for (c = 0; c < v->ncells; c += 8) {
		memcpy(&x, p->board + c, 8);
		memcpy(&y, w->cells + c, 8);
		if ((x ^= y) == 0)
			continue;
		memcpy(w->cells + c, p->board + c, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
		lo = c + __builtin_ctzll(x) / 8;
		hi = c + (63 - __builtin_clzll(x)) / 8;
#else
		lo = c;
		hi = c + 7;
#endif
#endif
		if (hi >= v->ncells)
			hi = v->ncells - 1;
		if (lo > hi)
			continue;
		redo |= ((uint64_t)2 << v->rank[hi]) -
		    ((uint64_t)1 << v->rank[lo]);
	}
	return redo;
}

/* The length of the text of w's ranks above `rank`: where that rank's
 * starts in w's board. */
static SN_ALWAYS_INLINE size_t
rank_offset(const struct sn_poswriter *w, int rank)
{
	size_t off = 0;
	int r;

	for (r = 1; r < rank; r++)
		off += w->len[r];
	return off;
}

/* The kept board's text made p's: the ranks whose cells changed are
 * written again, each into its place in w's text (what follows moved
 * when its length changed). */
static void
board_update(struct sn_poswriter *w, const sn_pos *p)
{
	char text[RANKTEXT];
	uint64_t redo;
	size_t off, n, old;
	int rank;

	/* (Bit 0, no rank, is never set.) */
	redo = ranks_changed(w, p) & ~(uint64_t)1;
	for (; redo != 0; redo &= redo - 1) {
		rank = __builtin_ctzll(redo);
		off = rank_offset(w, rank);
		n = (size_t)(rank_text(text, p, rank) - text);
		old = w->len[rank];
		if (n != old)
			memmove(w->board + off + n, w->board + off + old,
			    w->boardlen - off - old);
		memcpy(w->board + off, text, n);
		w->boardlen = w->boardlen - old + n;
		w->len[rank] = (uint8_t)n;
	}
}

/* (The counts of kinds 1 to 8, the king's last, read as one word.) */
typedef char hand_eight[SN_NHAND >= 9 && SANNIN_KING == 8 ? 1 : -1];

/* A seat's hand at e (the counts of the kinds, hand[1] up to
 * hand[handmax]), its kinds from the king down; returns the end. */
static SN_ALWAYS_INLINE char *
hand_text(char *e, const struct sannin_variant *v, const uint8_t *hand)
{
	const char *name;
	int k, n;

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	const uint64_t low = 0x7f7f7f7f7f7f7f7fULL;
	uint64_t x, held;
	int b;

	/* The kinds held, the high bit of a byte each (kind k in byte
	 * k - 1, the king's highest): a hand is mostly empty, or holds a
	 * kind or two. */
	memcpy(&x, hand + 1, 8);
	held = ((x & low) + low) | x;
	held &= ~low;
	if (v->handmax < 8)
		held &= ((uint64_t)1 << 8 * v->handmax) - 1;
	while (held != 0) {
		b = 63 - __builtin_clzll(held);
		held ^= (uint64_t)1 << b;
		k = b / 8 + 1;
		n = hand[k];
#else
	static const int handorder[] = {SANNIN_KING, SANNIN_ROOK,
	    SANNIN_BISHOP, SANNIN_GOLD, SANNIN_SILVER, SANNIN_KNIGHT,
	    SANNIN_LANCE, SANNIN_PAWN};
	int i;

	for (i = 0; i < 8; i++) {
		k = handorder[i];
		if (k > v->handmax || (n = hand[k]) == 0)
			continue;
#endif
		if (n > 1)
			e = sn_decimal(e, (unsigned long)n);
		/* (The kind's name, from a piece's text.) */
		name = v->piecetext[SN_PIECE(0, k)];
		memcpy(e, name + 1, 2);
		e += name[3] - 1;
	}
	return e;
}

/* The hands at e, a space first; returns the end: HANDTEXT characters
 * at most. */
static char *
hands(char *e, const sn_pos *p)
{
	char *start;
	int s;

	*e++ = ' ';
	for (s = 0; s < p->v->nseats; s++) {
		if (s)
			*e++ = ',';
		start = e;
		e = hand_text(e, p->v, p->hand[s]);
		if (e == start)
			*e++ = '-';
	}
	return e;
}

/* The kept hands' text made p's, written again when a count changed. */
static void
hands_update(struct sn_poswriter *w, const sn_pos *p)
{
	if (memcmp(w->hand, p->hand, sizeof(w->hand)) != 0) {
		w->handlen = (size_t)(hands(w->handtext, p) - w->handtext);
		memcpy(w->hand, p->hand, sizeof(w->hand));
	}
}

/* The room for the fields of a position string: a cell named in three
 * characters and a comma for each threatened, at most, and the rest. */
#define FIELDTEXT (4 * SN_MAXCELLS + 64)

/* The fields of the position string at e, a space first, from the seat
 * to act to the result, with what w kept where w is not NULL; returns
 * the end. */
static char *
fields_text(char *e, struct sn_poswriter *w, const sn_pos *p)
{
	const struct sn_posstr_fields *own = w != NULL ? w->fields :
	    sn_game(p->v->id)->posstr;

	*e++ = ' ';
	*e++ = p->v->seatletter[p->turn];
	/* (NULL: a game without position strings, the tests' toy.) */
	if (own != NULL)
		e = own->write(e, p, w != NULL ? &w->kept : NULL);
	*e++ = ' ';
	e = sn_decimal(e, (unsigned long)p->ply);
	if (!p->over) {
		memcpy(e, " *", 2);
		e += 2;
	} else if (p->winner == 0) {
		memcpy(e, " =", 2);
		e += 2;
	} else	/* (a team: both its seats) */
		e = putseats(e, p->v, p->winner);
	return e;
}

/* The position string. */
static size_t
write_string(const sn_pos *p, char *buf, size_t size)
{
	struct sn_out o = sn_out_start(buf, size, 0);
	char text[FIELDTEXT];

	/* A string names its variant, unless it is the default game's
	 * (sannin-position(5)). */
	if (p->v->id != sn_default_variant()) {
		sn_out_s(&o, p->v->name);
		sn_out_c(&o, ' ');
	}
	board(&o, p);
	sn_out_n(&o, text, (size_t)(hands(text, p) - text));
	sn_out_n(&o, text, (size_t)(fields_text(text, NULL, p) - text));
	sn_out_end(&o);
	return o.len;
}

/*
 * The position string from what w kept, made p's.  Where the whole
 * string and a few dozen bytes fit, its pieces are copied straight into
 * buf, the hands and the fields (mostly short) with a length the
 * compiler knows, past their end; else through an sn_out, cut as
 * snprintf cuts.
 */
static size_t
write_kept(struct sn_poswriter *w, const sn_pos *p, char *buf, size_t size)
{
	struct sn_out o;
	char text[FIELDTEXT], *e;
	size_t name = 0, fl, len;

	board_update(w, p);
	hands_update(w, p);
	fl = (size_t)(fields_text(text, w, p) - text);
	if (p->v->id != sn_default_variant())
		name = strlen(p->v->name) + 1;
	/* (No slash after the last rank.) */
	len = name + w->boardlen - 1 + w->handlen + fl;
	if (len + 64 < size && w->handlen <= 32 && fl <= 64) {
		e = buf;
		if (name != 0) {
			memcpy(e, p->v->name, name - 1);
			e[name - 1] = ' ';
			e += name;
		}
		memcpy(e, w->board, w->boardlen - 1);
		e += w->boardlen - 1;
		memcpy(e, w->handtext, 32);
		e += w->handlen;
		memcpy(e, text, 64);
		e[fl] = '\0';
		return len;
	}
	o = sn_out_start(buf, size, 0);
	if (name != 0) {
		sn_out_n(&o, p->v->name, name - 1);
		sn_out_c(&o, ' ');
	}
	sn_out_n(&o, w->board, w->boardlen - 1);
	sn_out_n(&o, w->handtext, w->handlen);
	sn_out_n(&o, text, fl);
	sn_out_end(&o);
	return o.len;
}

size_t
sannin_position_write(const sannin_position *p, char *buf, size_t size)
{
	return write_string(p, buf, size);
}

struct sn_poswriter *
sn_poswriter_new(void)
{
	/* (A variant of NULL: the rest is made ready at the first.) */
	return calloc(1, sizeof(struct sn_poswriter));
}

void
sn_poswriter_free(struct sn_poswriter *w)
{
	free(w);
}

size_t
sn_poswriter_write(struct sn_poswriter *w, const sannin_position *p,
    char *buf, size_t size)
{
	/* Another variant's text is no use: the kept cells and counts are
	 * made unlike any position's (no piece is 255, nor a count), so
	 * that everything is written again.  (A variant is built once, in
	 * its slot of variant.c, and never freed: the same address is the
	 * same variant.) */
	if (w->v != p->v) {
		w->v = p->v;
		w->fields = sn_game(p->v->id)->posstr;
		memset(w->cells, 0xff, sizeof(w->cells));
		memset(w->hand, 0xff, sizeof(w->hand));
		memset(w->len, 0, sizeof(w->len));
		w->boardlen = 0;
		w->kept.key = ~(uint32_t)0;
	}
	return write_kept(w, p, buf, size);
}
