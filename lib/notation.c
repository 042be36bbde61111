/*
 * notation.c - actions written in the Western notation of the records,
 * read against the legal actions of the position and written back.
 *
 * Grammar of one action (no spaces inside):
 *
 *   action  = move | drop | illum
 *   move    = piece [cell] ("-" | "x") cell [ "+" | "=" ]
 *   drop    = letter "*" cell
 *   illum   = "+K" [cell] "~" cell { "~" cell }
 *   piece   = [ "+" ] letter
 *   letter  = "K" | "R" | "B" | "G" | "S" | "N" | "L" | "P"
 *   cell    = column rank      (column 1..13, rank a..m: "7g")
 *
 * "+" before the letter names a promoted piece; "+" after the move
 * promotes, "=" declines a promotion that was possible.  The origin cell
 * is written only when another piece of the same kind could reach the
 * same cell.  An illumination names the cells of the pieces it removes.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "explain.h"
#include "legal.h"
#include "generate.h"
#include "notation.h"
#include "position.h"
#include "strout.h"

static int
letter_kind(int ch)
{
	switch (ch) {
	case 'P':
		return SANNIN_PAWN;
	case 'L':
		return SANNIN_LANCE;
	case 'N':
		return SANNIN_KNIGHT;
	case 'S':
		return SANNIN_SILVER;
	case 'G':
		return SANNIN_GOLD;
	case 'B':
		return SANNIN_BISHOP;
	case 'R':
		return SANNIN_ROOK;
	case 'K':
		return SANNIN_KING;
	default:
		return 0;
	}
}

/* Whether the seat to act is in check: from the game's cache when it
 * knows (sn_speedups.checked_known), else asked (the generator of the
 * moves to one cell is quicker told). */
static int
checked(const sn_pos *p)
{
	int (*known)(const sn_pos *, int) = p->v->speed->checked_known;
	int c = known != NULL ? known(p, p->turn) : -1;

	return c >= 0 ? c : sn_checkers(p, p->turn) != 0;
}

/* Illumination targets as cells, in direction order. */
static int
illum_cells(const sn_pos *p, const sannin_action *a, int *cells)
{
	int d, n = 0, t;

	for (d = 0; d < p->v->ndirs; d++)
		if (a->targets >> d & 1) {
			t = sn_first_on_ray(p->v, a->from, d, p->all);
			if (t >= 0)
				cells[n++] = t;
		}
	return n;
}

/* The seat to act's actions onto cell `to` of pieces of kind `kind`
 * (moved as they stand, or dropped), or with `mode` SN_GEN_DROP_TO only
 * dropped, as sn_gen gives them: what both the reading of a move and the
 * short form of one look at. */
static SN_ALWAYS_INLINE int
gen_to(const sannin_position *p, enum sn_gen_mode mode, int to, int kind,
    sannin_action *out)
{
	return sn_gen(p, &(struct sn_gen_ask){ .mode = mode,
	    .seat = p->turn, .to = to, .kind = kind,
	    .check = sn_check_hint(checked(p)) }, out);
}

/*
 * What the short form of a move needs to know of the other legal actions:
 * whether the same move may also promote (*promotable, asked only of a
 * move that does not promote), and whether another piece of the same
 * kind can reach the same cell (the return).  all[n] are gen_to()'s
 * actions to that cell of that kind; only those that matter are judged
 * under every rule (as sn_legal would).
 */
static int
needs_origin(const sannin_position *p, const sannin_action *a,
    const sannin_action *all, int n, int *promotable)
{
	int i, origin = 0, kind = SN_KIND(p->board[a->from]);

	/* (A move that promotes is written so whatever else is legal.) */
	*promotable = a->promote;
	if (p->over || !(p->alive >> p->turn & 1))
		return 0;
	for (i = 0; i < n && !(origin && *promotable); i++) {
		if (all[i].type != SANNIN_ACT_MOVE)
			continue;
		if (all[i].from == a->from ? !all[i].promote || *promotable :
		    all[i].kind != kind || origin)
			continue;
		if (!sn_filters_allow(p, NULL, NULL, &all[i]))
			continue;
		if (all[i].from == a->from)
			*promotable = 1;
		else
			origin = 1;
	}
	return origin;
}

/* Whether a, neither a drop nor an illumination, is a move of a piece
 * between cells of the board (the other actions' forms are "?"). */
static int
is_move(const sannin_position *p, const sannin_action *a)
{
	return a->type != SANNIN_ACT_DROP && a->type != SANNIN_ACT_ILLUMINATE &&
	    a->from < p->v->ncells && a->to < p->v->ncells &&
	    p->board[a->from] != 0;
}

/* Appends s at d, which has room: the end of what is written.  (The
 * forms of an action are written a few times a ply in a replay, where
 * snprintf took a tenth of the time.) */
static char *
append(char *d, const char *s)
{
	while (*s != '\0')
		*d++ = *s++;
	*d = '\0';
	return d;
}

/* Room for the longest form: "+K", a cell and SN_MAXDIRS of "~" and a
 * cell, a cell name being at most 3 characters; SANNIN_ACTION_MAX, the
 * room a caller needs, holds it (or this does not compile). */
#define SN_FORM_MAX (8 + 4 * SN_MAXDIRS)
typedef char sn_form_fits[SN_FORM_MAX <= SANNIN_ACTION_MAX ? 1 : -1];

/*
 * The text of a's form, long or short, at text (room SN_FORM_MAX): its
 * end.  For a move, origin and promotable are what needs_origin() says of
 * it; the long form writes the origin anyway.  With cut (not NULL), of
 * the long form, what the short one leaves out (its origin, or nothing)
 * is cut[0] up to cut[1].
 */
static char *
form(const sannin_position *p, const sannin_action *a, int long_form,
    int origin, int promotable, char *text, char **cut)
{
	char from[4], to[4], *e = text, *o = text, *oe = text;
	const char *kind;
	int n, i, cells[SN_MAXDIRS];

	switch (a->type) {
	case SANNIN_ACT_DROP:
		/* (A kind that is none: "?".) */
		kind = sannin_kind_name(a->kind);
		e = sn_cell_put(append(append(e, kind != NULL ? kind : "?"),
		    "*"), p->v, a->to);
		*e = '\0';
		break;
	case SANNIN_ACT_ILLUMINATE:
		sannin_cell_name(p->v, a->from, from);
		o = append(e, "+K");
		e = oe = append(o, long_form ? from : "");
		n = illum_cells(p, a, cells);
		for (i = 0; i < n; i++) {
			sannin_cell_name(p->v, cells[i], to);
			e = append(append(e, "~"), to);
		}
		break;
	default:
		if (!is_move(p, a)) {
			e = append(e, "?");
			break;
		}
		o = append(e, sannin_kind_name(SN_KIND(p->board[a->from])));
		e = long_form || origin ? sn_cell_put(o, p->v, a->from) : o;
		oe = origin ? o : e;
		*e++ = p->board[a->to] ? 'x' : '-';
		e = sn_cell_put(e, p->v, a->to);
		if (a->promote)
			*e++ = '+';
		else if (promotable)
			*e++ = '=';
		*e = '\0';
		break;
	}
	if (cut != NULL) {
		cut[0] = o;
		cut[1] = oe;
	}
	return e;
}

/* Copies the form from text to its end e into buf, cut to the room
 * given as snprintf cuts: its length. */
static size_t
put_form(const char *text, const char *e, char *buf, size_t size)
{
	struct sn_out o = sn_out_start(buf, size, 0);

	sn_out_n(&o, text, (size_t)(e - text));
	sn_out_end(&o);
	return o.len;
}

size_t
sannin_action_format(const sannin_position *p, const sannin_action *a,
    int long_form, char *buf, size_t size)
{
	sannin_action all[SANNIN_MAXACTIONS];
	char text[SN_FORM_MAX];
	int promotable = 0, origin = 0, n = 0;

	if (is_move(p, a)) {
		if (!p->over && (p->alive >> p->turn & 1))
			n = gen_to(p, SN_GEN_TO, a->to,
			    SN_KIND(p->board[a->from]), all);
		origin = needs_origin(p, a, all, n, &promotable);
	}
	return put_form(text, form(p, a, long_form, origin, promotable, text,
	    NULL), buf, size);
}

/*
 * The short and the long form of a, read from the text of a move onto
 * its cell of its kind (all[n] are gen_to()'s actions there), each into
 * SANNIN_ACTION_MAX bytes, which hold any: the long form is written, and
 * the short one is the same but for the origin it may leave out.
 */
static void
forms(const sannin_position *p, const sannin_action *a,
    const sannin_action *all, int n, char *shortform, char *longform)
{
	char *e, *cut[2];
	int promotable = 0, origin = 0;

	if (is_move(p, a))
		origin = needs_origin(p, a, all, n, &promotable);
	e = form(p, a, 1, origin, promotable, longform, cut);
	memcpy(shortform, longform, (size_t)(cut[0] - longform));
	memcpy(shortform + (cut[0] - longform), cut[1],
	    (size_t)(e - cut[1]) + 1);
}
struct parsed {
	int type;
	int kind;		/* as written: promoted kinds included */
	int from, to;		/* -1 when not written */
	int sep;		/* '-', 'x', '*' or '~' */
	int suffix;		/* '+', '=' or 0 */
	int ntargets;
	int targets[SN_MAXDIRS];
};

/* sn_cell_read of the names that are not the usual ones (mostly wrong:
 * sannin_cell_parse says what is wrong with them), apart and cold, so
 * that the usual ones, read inline where a move is read, need no frame. */
static SN_COLD int
cell_read_rest(const sannin_variant *v, const char *s, size_t len, size_t *i,
    sannin_diag *dg)
{
	size_t start = *i, j = start;
	int c;

	while (j < len && s[j] >= '0' && s[j] <= '9')
		j++;
	if (j < len && s[j] >= 'a' && s[j] <= 'z')
		j++;
	*i = j;
	c = sannin_cell_parse(v, s + start, j - start, dg);
	if (c < 0 && dg != NULL)
		dg->col += start;
	return c;
}

/* sn_cell_read, inline where a move is read. */
static SN_ALWAYS_INLINE int
cell_read(const sannin_variant *v, const char *s, size_t len, size_t *i,
    sannin_diag *dg)
{
	const unsigned char *u = (const unsigned char *)s + *i;
	size_t n = len - *i;
	int c;

	/*
	 * Most names: a column of one or two digits, the first not 0, and a
	 * rank, that meet on the board.  (The others, and what is wrong with
	 * them, are sannin_cell_parse's.)
	 */
	if (n >= 2 && u[0] >= '1' && u[0] <= '9') {
		if (u[1] >= 'a' && u[1] <= 'z') {
			c = sn_cell_at(v, u[0] - '0', u[1] - 'a' + 1);
			if (c != SN_NOCELL) {
				*i += 2;
				return c;
			}
		} else if (n >= 3 && u[1] >= '0' && u[1] <= '9' &&
		    u[2] >= 'a' && u[2] <= 'z') {
			c = sn_cell_at(v, (u[0] - '0') * 10 + u[1] - '0',
			    u[2] - 'a' + 1);
			if (c != SN_NOCELL) {
				*i += 3;
				return c;
			}
		}
	}
	return cell_read_rest(v, s, len, i, dg);
}

int
sn_cell_read(const sannin_variant *v, const char *s, size_t len, size_t *i,
    sannin_diag *dg)
{
	return cell_read(v, s, len, i, dg);
}

/* A move that cannot be read: the kind says why (MOVE_* of messages.h),
 * col is where, from 0; -1. */
#define SYNTAX(dg, kind, col, s, len) \
	(sn_diag_msg(dg, kind, (col) + 1, (int)((len) > 40 ? 40 : (len)), \
	(s)), -1)

static int
parse_text(const sn_pos *p, const char *s, size_t len, struct parsed *m,
    sannin_diag *dg)
{
	size_t i = 0;
	int promoted = 0;

	/* (Field by field: targets[] is read only below ntargets.) */
	m->type = m->kind = m->sep = m->suffix = m->ntargets = 0;
	m->from = m->to = -1;
	if (i < len && s[i] == '+') {
		promoted = 1;
		i++;
	}
	if (i == len || !(m->kind = letter_kind(s[i])))
		return SYNTAX(dg, SN_MSG_MOVE_PIECE_LETTER, i, s, len);
	i++;
	if (promoted) {
		if (!sannin_kind_promoted(p->v, m->kind))
			return p->v->kinds[SANNIN_KNIGHT].promoted ?
			    SYNTAX(dg, SN_MSG_MOVE_UNPROMOTABLE_KING, i - 1, s,
			    len) : SYNTAX(dg, SN_MSG_MOVE_UNPROMOTABLE_KNIGHT,
			    i - 1, s, len);
		m->kind = sannin_kind_promoted(p->v, m->kind);
	}
	if (i < len && s[i] >= '0' && s[i] <= '9') {
		m->from = cell_read(p->v, s, len, &i, dg);
		if (m->from < 0)
			return -1;
	}
	if (i == len || (s[i] != '-' && s[i] != 'x' && s[i] != '*' &&
	    s[i] != '~'))
		return SYNTAX(dg, SN_MSG_MOVE_SEPARATOR, i, s, len);
	m->sep = s[i++];
	if (m->sep == '*' && (promoted || m->from >= 0))
		return SYNTAX(dg, SN_MSG_MOVE_DROP_FORM, i - 1, s, len);
	if (m->sep == '*' && m->kind == SANNIN_KING &&
	    p->v->handmax < SANNIN_KING)
		return SYNTAX(dg, SN_MSG_MOVE_DROP_KING, i - 2, s, len);
	if (m->sep == '~' && m->kind != SANNIN_PKING)
		return SYNTAX(dg, SN_MSG_MOVE_ILLUMINATOR, i - 1, s, len);
	m->type = m->sep == '*' ? SANNIN_ACT_DROP : m->sep == '~' ?
	    SANNIN_ACT_ILLUMINATE : SANNIN_ACT_MOVE;
	if (i == len || s[i] < '0' || s[i] > '9')
		return SYNTAX(dg, SN_MSG_MOVE_DESTINATION, i, s, len);
	m->to = cell_read(p->v, s, len, &i, dg);
	if (m->to < 0)
		return -1;
	if (m->type == SANNIN_ACT_ILLUMINATE) {
		m->targets[m->ntargets++] = m->to;
		while (i < len && s[i] == '~' && m->ntargets < SN_MAXDIRS) {
			i++;
			if (i == len || s[i] < '0' || s[i] > '9')
				return SYNTAX(dg, SN_MSG_MOVE_TARGET, i, s,
				    len);
			m->targets[m->ntargets] = sn_cell_read(p->v, s, len,
			    &i, dg);
			if (m->targets[m->ntargets] < 0)
				return -1;
			m->ntargets++;
		}
	} else if (i < len && (s[i] == '+' || s[i] == '=') &&
	    m->type == SANNIN_ACT_MOVE)
		m->suffix = s[i++];
	if (i != len)
		return SYNTAX(dg, SN_MSG_MOVE_TRAILING, i, s, len);
	return 0;
}

static SN_ALWAYS_INLINE int
matches(const sn_pos *p, const struct parsed *m, const sannin_action *a)
{
	int cells[SN_MAXDIRS], n, i, j;

	if (a->type != m->type)
		return 0;
	switch (a->type) {
	case SANNIN_ACT_DROP:
		return a->kind == m->kind && a->to == m->to;
	case SANNIN_ACT_ILLUMINATE:
		if (m->from >= 0 && a->from != m->from)
			return 0;
		n = illum_cells(p, a, cells);
		if (n != m->ntargets)
			return 0;
		for (i = 0; i < n; i++) {
			for (j = 0; j < n; j++)
				if (cells[i] == m->targets[j])
					break;
			if (j == n)
				return 0;
		}
		return 1;
	default:
		/* (A move of sn_action_read()'s list goes to m->to, and its
		 * piece is of m->kind: the list is gen_to()'s of those.) */
		if (m->from >= 0 && a->from != m->from)
			return 0;
		if (m->suffix == '+' && !a->promote)
			return 0;
		if (m->suffix == '=' && a->promote)
			return 0;
		return 1;
	}
}

int
sn_action_read(const sannin_position *p, const char *s, size_t len,
    int later, sannin_action *out, int *warn, sannin_diag *dg,
    char *shortform, char *longform)
{
	sannin_action all[SANNIN_MAXACTIONS];
	struct parsed m;
	int n, i, found = -1, count = 0, forced = -1, promotable = 0;
	int shown = (int)(len > 40 ? 40 : len), hit[32];
	char to[4], list[160];
	size_t ll = 0;

	if (warn != NULL)
		*warn = 0;
	if (parse_text(p, s, len, &m, dg) == -1)
		return -1;
	/* The seat's moves, and only those that match are judged under
	 * every rule: a record's move is one action, not the whole list. */
	n = m.type == SANNIN_ACT_ILLUMINATE ?
	    sn_gen(p, &(struct sn_gen_ask){ .seat = p->turn }, all) :
	    gen_to(p, m.type == SANNIN_ACT_DROP ? SN_GEN_DROP_TO : SN_GEN_TO,
	    m.to, m.kind, all);
	list[0] = '\0';
	for (i = 0; i < n; i++) {
		if (!matches(p, &m, &all[i]) || !(later ?
		    sn_filters_later_idle(p, &all[i]) ||
		    sn_filters_allow_later(p, NULL, NULL, &all[i]) :
		    sn_filters_allow(p, NULL, NULL, &all[i])))
			continue;
		/*
		 * No suffix means no promotion, as in the 1932 record
		 * ("Bx12l"); where only the promotion is legal the move
		 * still reads, with a warning.
		 */
		if (m.type == SANNIN_ACT_MOVE && m.suffix == 0 &&
		    all[i].promote) {
			if (forced < 0)
				forced = i;
			continue;
		}
		found = i;
		if (count < (int)(sizeof(hit) / sizeof(hit[0])))
			hit[count] = i;
		count++;
	}
	/* The origins that make a move ambiguous, for the diagnostic. */
	if (count > 1)
		for (i = 0; i < count && i < (int)(sizeof(hit) /
		    sizeof(hit[0])) && ll < sizeof(list); i++)
			if (all[hit[i]].type == SANNIN_ACT_MOVE) {
				char from[4];

				sannin_cell_name(p->v, all[hit[i]].from, from);
				ll += (size_t)snprintf(list + ll,
				    sizeof(list) - ll, "%s%s", ll ? ", " : "",
				    from);
			}
	if (count == 0 && forced >= 0) {
		found = forced;
		count = 1;
		for (i = forced + 1; i < n; i++)
			if (matches(p, &m, &all[i]) &&
			    all[i].from != all[forced].from)
				count++;
		if (warn != NULL && count == 1)
			*warn |= SANNIN_WARN_PROMOTION_IMPLIED;
	}
	if (count == 0) {
		struct sn_wanted w = {m.type, m.kind, m.from, m.to, m.suffix};
		char why[200];

		if (sn_explain(p, &w, why, sizeof(why)) > 0)
			sn_diag_msg(dg, SN_MSG_MOVE_CANNOT_PLAY, 1,
			    p->v->seatname[p->turn], shown, s, why);
		else
			sn_diag_msg(dg, SN_MSG_MOVE_NO_ACTION, 1,
			    p->v->seatname[p->turn], shown, s);
		return -1;
	}
	if (count > 1) {
		sannin_cell_name(p->v, m.to, to);
		sn_diag_msg(dg, SN_MSG_MOVE_AMBIGUOUS, 1, shown, s,
		    p->v->seatname[p->turn], sannin_kind_name(m.kind), list,
		    to);
		return -1;
	}
	/* (Whether the move could promote matters to '=' only.) */
	for (i = 0; m.suffix == '=' && i < n; i++)
		if (all[i].type == SANNIN_ACT_MOVE && all[i].promote &&
		    all[i].from == all[found].from && all[i].to == all[found].to)
			promotable = 1;
	if (m.suffix == '=' && !promotable) {
		sn_diag_msg(dg, SN_MSG_MOVE_NO_PROMOTION, len, shown, s);
		return -1;
	}
	if (m.sep == 'x' && all[found].captured == SANNIN_EMPTY) {
		sannin_cell_name(p->v, m.to, to);
		sn_diag_msg(dg, SN_MSG_MOVE_NO_CAPTURE, 1, shown, s, to);
		return -1;
	}
	if (m.sep == '-' && all[found].captured != SANNIN_EMPTY &&
	    warn != NULL)
		*warn |= SANNIN_WARN_CAPTURE_DASH;
	*out = all[found];
	/* (A move's are gen_to()'s actions to its cell of its kind, as
	 * needs_origin() takes them: the piece moved is of m.kind.) */
	if (shortform != NULL)
		forms(p, out, all, n, shortform, longform);
	return 0;
}

int
sannin_action_parse(const sannin_position *p, const char *s, size_t len,
    sannin_action *out, int *warn, sannin_diag *dg)
{
	return sn_action_read(p, s, len, 0, out, warn, dg, NULL, NULL);
}

int
sn_action_parse_later(const sannin_position *p, const char *s, size_t len,
    sannin_action *out, int *warn, sannin_diag *dg)
{
	return sn_action_read(p, s, len, 1, out, warn, dg, NULL, NULL);
}
