/*
 * posstr_read.c - reading the position string (sannin-position(5)).
 *
 * Grammar (fields separated by blanks; the fields up to the turn are
 * required, later ones may be left off from the end and take their
 * defaults):
 *
 *   position = [variant] board hands turn fields [ply [result]]
 *   variant  = "yonin" | "shipley"        absent: sannin shogi
 *   board    = rank *("/" rank)           every rank from the top
 *   rank     = 1*(piece | run)            cells from the highest column
 *   piece    = army ["+"] letter          army: "f" "m" "l";
 *                                         "s" "w" "n" "e" (yonin);
 *                                         "n" "e" "s" "w" (shipley)
 *   run      = 1*DIGIT                    that many empty cells
 *   hands    = hand *("," hand)           one a seat, in seat order
 *   hand     = "-" | 1*([count] letter)   unpromoted, no king
 *   turn     = seat                       "F" "M" "L"; "S" "W" "N" "E";
 *                                         "N" "E" "S" "W"
 *   ply      = 1*DIGIT
 *   result   = "*" | 1*2seat | "="       two seats: a team (shipley)
 *
 * and the fields of each game its own, read by its file (posstr.h):
 *
 *   sannin:  [alive [alliance [castling [lost [last]]]]]  posstr_sannin.c
 *   yonin:   [control [return]]                           posstr_yonin.c
 *   shipley: [alive]                                      posstr_shipley.c
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "legal.h"
#include "posstr.h"

/* The most fields a string has: sannin shogi's, with its five own. */
#define MAXFIELDS 10

static int
letter_kind(int ch)
{
	static const char kindletters[] = "PLNSGBRK";
	const char *q = ch ? strchr(kindletters, ch) : NULL;

	return q ? SANNIN_PAWN + (int)(q - kindletters) : 0;
}

static int
read_board(sn_pos *p, const struct posstr_field *f, sannin_diag *dg)
{
	const struct sannin_variant *v = p->v;
	size_t i = 0;
	int rank = 1, col, seat, kind, n, cells, want;
	const char *q;
	char list[32];

	for (;;) {
		/* Cells of the rank, highest column first. */
		col = v->ncols;
		while (col >= 1 && v->at[col][rank] == SN_NOCELL)
			col--;
		want = 0;
		for (n = 1; n <= v->ncols; n++)
			want += v->at[n][rank] != SN_NOCELL;
		cells = 0;
		while (i < f->len && f->s[i] != '/') {
			size_t at = f->col + i;

			if (f->s[i] >= '1' && f->s[i] <= '9') {
				n = 0;
				while (i < f->len && f->s[i] >= '0' &&
				    f->s[i] <= '9' && n < 100)
					n = n * 10 + (f->s[i++] - '0');
				if (cells + n > want)
					return fail(dg, SN_MSG_POS_RANK_LONG,
					    at, 'a' + rank - 1, want);
				cells += n;
				while (n-- > 0) {
					col--;
					while (col >= 1 &&
					    v->at[col][rank] == SN_NOCELL)
						col--;
				}
				continue;
			}
			q = f->s[i] ? strchr(v->armyletter, f->s[i]) : NULL;
			if (q == NULL)
				return fail(dg, SN_MSG_POS_RANK_CHAR, at,
				    f->s[i], 'a' + rank - 1,
				    letters(p, 1, " or ", list));
			seat = (int)(q - v->armyletter);
			i++;
			n = i < f->len && f->s[i] == '+';
			i += (size_t)n;
			if (i >= f->len || !(kind = letter_kind(f->s[i])))
				return fail(dg, SN_MSG_POS_PIECE_LETTER,
				    f->col + i, (int)(f->col + i - at),
				    f->s + (at - f->col), 'a' + rank - 1);
			i++;
			/* (+K: sannin's promoted king; in yonin, a mated
			 * king turned over.) */
			if (n && kind == SANNIN_KING &&
			    v->kinds[SANNIN_PKING].name != NULL)
				kind = SANNIN_PKING;
			else if (n && !(kind = v->kinds[kind].promoted))
				return fail(dg, SN_MSG_POS_UNPROMOTABLE, at,
				    v->kinds[SANNIN_KNIGHT].promoted ? "golds" :
				    "golds and knights");
			if (cells >= want)
				return fail(dg, SN_MSG_POS_RANK_LONG, at,
				    'a' + rank - 1, want);
			if ((v->kinds[kind].flags & SN_KF_KING) &&
			    p->king[seat] != SN_NOCELL)
				return fail(dg, SN_MSG_POS_TWO_KINGS, at,
				    v->seatname[seat]);
			sn_pos_put(p, v->at[col][rank], SN_PIECE(seat, kind));
			cells++;
			col--;
			while (col >= 1 && v->at[col][rank] == SN_NOCELL)
				col--;
		}
		if (cells != want)
			return fail(dg, SN_MSG_POS_RANK_SHORT, f->col + i,
			    'a' + rank - 1, want, cells);
		if (i == f->len)
			break;
		i++;
		if (++rank > v->nranks)
			return fail(dg, SN_MSG_POS_RANKS_MORE, f->col + i - 1,
			    v->nranks);
	}
	if (rank != v->nranks)
		return fail(dg, SN_MSG_POS_RANKS_FEWER, f->col + f->len,
		    v->nranks, 'a' + v->nranks - 1, rank);
	return 0;
}

/* "three": how many hands a string holds, one a seat. */
static const char *
hand_count(const sn_pos *p)
{
	static const char *const count[] = {"", "one", "two", "three",
	    "four"};

	return count[p->v->nseats];
}

/* "three, First's, Middle's and Last's": the hands a string holds. */
static const char *
hand_names(const sn_pos *p, char *buf, size_t size)
{
	int s, n = p->v->nseats;
	struct sn_list l = {buf, size, 0, 0, n, " and "};

	for (s = 0; s < n; s++)
		sn_list_item(&l, "%s%s%s's", s == 0 ? hand_count(p) : "",
		    s == 0 ? ", " : "", p->v->seatname[s]);
	return buf;
}

static int
read_hands(sn_pos *p, const struct posstr_field *f, sannin_diag *dg)
{
	const struct sannin_variant *v = p->v;
	size_t i = 0, at;
	int seat, n, kind;
	char names[96];

	for (seat = 0; seat < v->nseats; seat++) {
		if (seat > 0) {
			if (i >= f->len || f->s[i] != ',')
				return fail(dg, SN_MSG_POS_HANDS, f->col + i,
				    hand_names(p, names, sizeof(names)));
			i++;
		}
		if (i < f->len && f->s[i] == '-') {
			i++;
			continue;
		}
		if (i >= f->len || f->s[i] == ',')
			return fail(dg, SN_MSG_POS_HAND_EMPTY, f->col + i,
			    v->seatname[seat]);
		while (i < f->len && f->s[i] != ',') {
			at = f->col + i;
			n = 0;
			while (i < f->len && f->s[i] >= '0' &&
			    f->s[i] <= '9' && n < 1000)
				n = n * 10 + (f->s[i++] - '0');
			if (at == f->col + i)
				n = 1;
			else if (n < 2 || n > SN_HANDSET)
				return fail(dg, SN_MSG_POS_HAND_COUNT, at,
				    SN_HANDSET);
			if (i >= f->len || !(kind = letter_kind(f->s[i])) ||
			    kind > v->handmax)
				return fail(dg, SN_MSG_POS_HAND_KIND,
				    f->col + i,
				    v->handmax >= SANNIN_KING ? " K" : "");
			i++;
			if (p->hand[seat][kind])
				return fail(dg, SN_MSG_POS_HAND_TWICE, at,
				    v->seatname[seat], sannin_kind_name(kind));
			sn_pos_hand(p, seat, kind, n);
		}
	}
	if (i != f->len)
		return fail(dg, SN_MSG_POS_HANDS, f->col + i, hand_count(p));
	return 0;
}

static int
read_ply(sn_pos *p, const struct posstr_field *f, sannin_diag *dg)
{
	char *end;
	char num[24];
	unsigned long ply;

	if (f->len == 0 || f->len > 10 || f->s[0] < '0' || f->s[0] > '9')
		return fail(dg, SN_MSG_POS_PLY, f->col);
	memcpy(num, f->s, f->len);
	num[f->len] = '\0';
	ply = strtoul(num, &end, 10);
	if (*end != '\0' || ply > 2147483647UL)
		return fail(dg, SN_MSG_POS_PLY, f->col);
	p->ply = (uint32_t)ply;
	return 0;
}

static int
read_result(sn_pos *p, const struct posstr_field *f, sannin_diag *dg)
{
	char list[32];
	unsigned mask = 0;
	size_t i;
	int s, teams = p->team[0] != 0;
	/* (No winner, '=', where the game may end without one.) */
	int none = sn_game(p->v->id)->fewest_winners == 0;

	if (f->len == 1 && f->s[0] == '*')
		return 0;
	if (f->len == 1 && f->s[0] == '=' && none) {
		p->over = 1;
		p->winner = 0;
		return 0;
	}
	/* One winner, or a team's two seats. */
	for (i = 0; i < f->len && i < 2; i++) {
		if ((s = seat_of(p, f->s[i])) < 0 || (mask >> s & 1))
			break;
		mask |= 1u << s;
	}
	if (i != f->len || (f->len == 2 && (!teams ||
	    p->team[__builtin_ctz(mask)] != (mask & ~(1u << __builtin_ctz(
	    mask))))))
		return fail(dg, SN_MSG_POS_RESULT, f->col,
		    letters(p, 0, " or ", list),
		    teams ? ", or a team's two seats" : "",
		    none ? ", or '=' for none" : "");
	p->over = 1;
	p->winner = (uint8_t)mask;
	if ((p->alive & p->winner) != p->winner)
		return fail(dg, SN_MSG_POS_RESULT_WINNER, f->col);
	return 0;
}

/* The variant a string names in its first field, or -1. */
static int
named_variant(const struct posstr_field *f)
{
	const sannin_variant *v = sannin_variant_find(f->s, f->len);

	return v != NULL ? sannin_variant_id(v) : -1;
}

sannin_position *
sannin_position_read(const char *s, size_t len, const sannin_rules *rules,
    sannin_diag *dg)
{
	struct posstr_field all[MAXFIELDS + 2], *f = all;
	const struct sn_posstr_fields *fields;
	sannin_rules r;
	sn_pos *p;
	size_t i = 0, extra = 0;
	int nf = 0, seat, own, max, var;
	char list[32];

	while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == '\r'))
		len--;
	while (i < len) {
		while (i < len && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i == len)
			break;
		if (nf == MAXFIELDS + 1) {
			/* One more than any variant has: where it starts. */
			extra = i + 1;
			break;
		}
		f[nf].s = s + i;
		f[nf].col = i + 1;
		while (i < len && s[i] != ' ' && s[i] != '\t')
			i++;
		f[nf].len = (size_t)(s + i - f[nf].s);
		nf++;
	}
	/* The variant, when the string names one; else the default game
	 * (sannin-position(5)). */
	if (nf > 0 && (var = named_variant(&f[0])) >= 0) {
		f++;
		nf--;
	} else
		var = sn_default_variant();
	/* The game's own fields, its entry's; a game without (the tests'
	 * toy, added at run time) has no position strings. */
	if ((fields = sn_game(var)->posstr) == NULL) {
		fail(dg, SN_MSG_POS_VARIANT, 1,
		    sannin_variant_title(sannin_variant_get(var)));
		return NULL;
	}
	max = 3 + fields->nown + 2;
	if (nf > max || extra) {
		fail(dg, SN_MSG_POS_FIELDS_MORE, nf > max ? f[max].col : extra,
		    max);
		return NULL;
	}
	if (nf < 3) {
		fail(dg, SN_MSG_POS_FIELDS_FEWER, len + 1, nf,
		    nf == 1 ? " is" : "s are");
		return NULL;
	}
	/* The rules given are the variant's, or its defaults. */
	if (rules != NULL && rules->variant == var)
		r = *rules;
	else
		sannin_rules_init_variant(&r, var);
	if ((p = malloc(sizeof(*p))) == NULL) {
		sn_diag_msg(dg, SN_MSG_NOMEM, 0);
		return NULL;
	}
	sn_pos_init(p, &r, 0);
	if (read_board(p, &f[0], dg) || read_hands(p, &f[1], dg))
		goto bad;
	if (f[2].len != 1 || (seat = seat_of(p, f[2].s[0])) < 0) {
		fail(dg, SN_MSG_POS_TURN, f[2].col, letters(p, 0, " or ", list));
		goto bad;
	}
	sn_pos_set_turn(p, seat);

	own = nf - 3 < fields->nown ? nf - 3 : fields->nown;
	if (fields->read(p, f, own, dg))
		goto bad;
	if (!(p->alive >> p->turn & 1)) {
		fail(dg, SN_MSG_POS_TURN_OUT, f[2].col, p->v->seatname[p->turn]);
		goto bad;
	}
	if (nf > 3 + fields->nown && read_ply(p, &f[3 + fields->nown], dg))
		goto bad;
	if (nf > 4 + fields->nown && read_result(p, &f[4 + fields->nown], dg))
		goto bad;
	if (fields->check != NULL && fields->check(p, f, own, dg))
		goto bad;
	if (p->v->hooks->ready != NULL)
		p->v->hooks->ready(p);
	p->hash = sn_pos_hash_full(p);
	return p;
bad:
	free(p);
	return NULL;
}
