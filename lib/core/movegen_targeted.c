/*
 * movegen_targeted.c - the generator made for each mode of sn_gen
 * (generate.h): every legal action of a seat (SN_GEN_ALL, through
 * movegen.c), and those asked for fewer than all: those that end on one
 * cell (SN_GEN_TO, SN_GEN_DROP_TO: what a record's move asks), those that
 * may check (SN_GEN_CHECKS), and whether the seat has one at all
 * (SN_GEN_ANY).  Compiled twice (width.h).
 */
#include "config.h"

#include "width.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "generate.h"
#include "movegen_internal.h"
#include "narrow_core.h"

/* pin_line() of a piece on a line from the king, first on it or not.
 * (The piece behind asked first: mostly no such piece is, and the look
 * back to the king is not needed.) */
static int
pinned(const sn_pos *p, int seat, int k, int c, sn_set *line)
{
	return pin_line(p, seat, k, c, line) &&
	    sn_first_on_ray(p->v, k, p->v->dirto[k][c], p->all) == c;
}

/* Whether cell c is among capturable(p, seat), asked of one cell. */
static int
may_take(const sn_pos *p, int seat, int c)
{
	int i;

	if (p->board[c] == 0)
		return 1;
	if (sn_set_has(&p->occ[seat], c) || sn_set_has(&p->blockade, c))
		return 0;
	for (i = 0; i < p->v->nseats; i++)
		if (((p->team[seat] >> i & 1) && sn_set_has(&p->occ[i], c)) ||
		    (i != seat && p->king[i] == c &&
		    !((p->pflags & SN_PF_KING_CAPTURE) && (p->mated >> i & 1))))
			return 0;
	return 1;
}

/* Does the two-pawn rule forbid the seat's drop of kind on cell to? */
static int
second_pawn(const sn_pos *p, int seat, int kind, int to)
{
	sn_set files;

	if (kind != SANNIN_PAWN || !(p->v->flags & SN_VF_TWO_PAWNS))
		return 0;
	files = sn_pawn_files(p, seat);
	return sn_set_has(&files, to);
}

#if defined(__SSE2__)
/* The bytes of sixteen cells of the board that hold pc, a bit each. */
static inline uint64_t
eq16(const uint8_t *b, __m128i pc)
{
	return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(
	    _mm_loadu_si128((const __m128i *)(const void *)b), pc));
}

/* The cells that hold the piece pc: sixteen compared at once by the
 * vector unit, which gathers a bit of each. */
static SN_ALWAYS_INLINE sn_set
pieces_of(const sn_pos *p, int pc)
{
	__m128i k = _mm_set1_epi8((char)pc);
	sn_set s;

	SN_EACHW(i)
		s.w[i] = eq16(p->board + 64 * i, k) |
		    eq16(p->board + 64 * i + 16, k) << 16 |
		    eq16(p->board + 64 * i + 32, k) << 32 |
		    eq16(p->board + 64 * i + 48, k) << 48;
	SN_RESTW(i)
		s.w[i] = 0;
	return s;
}
#else
/* The cells that hold the piece pc. */
static sn_set
pieces_of(const sn_pos *p, int pc)
{
	sn_set s = sn_set_empty();
	int c;

	for (c = 0; c < p->v->ncells; c++)
		if (p->board[c] == pc)
			sn_set_add(&s, c);
	return s;
}
#endif

/* Whether the seat may drop a piece of kind on cell `to`, the king's
 * safety apart. */
static SN_ALWAYS_INLINE int
may_drop(const sn_pos *p, int seat, int to, int kind)
{
	const struct sannin_variant *v = p->v;

	return kind <= v->handmax && p->hand[seat][kind] > 0 &&
	    p->board[to] == 0 &&
	    !SN_VHAS(v, dead, [SN_PIECE(seat, kind)], to) &&
	    !second_pawn(p, seat, kind, to);
}

/*
 * {c} when c, on a line from `to`, is the first piece of the occupancy
 * along it, else the empty set: the cells from `to` up to c (ray[to][d]
 * less the ray beyond c) hold no other piece.  (Without a branch: which
 * end of the ray comes first, and whether c is it, mispredicted often.)
 */
static SN_ALWAYS_INLINE sn_set
first_from(const struct sannin_variant *v, int to, int c, sn_set occ)
{
	int d = v->dirto[to][c];
	sn_set b = sn_set_bit(c), s;
	uint64_t any = 0, keep;

	s = sn_set_andnot(sn_set_and(sn_set_xor(SN_VSET(v, ray, [to][d]),
	    SN_VSET(v, ray, [c][d])), occ), b);
	SN_EACHW(i)
		any |= s.w[i];
	keep = (uint64_t)(any != 0) - 1;
	SN_EACHW(i)
		b.w[i] &= keep;
	return b;
}

/*
 * SN_GEN_TO of a kind (what a record's move asks): the seat's king's move
 * when it is of the kind, then the moves of the other pieces of the kind
 * that reach the cell, but for those pinned off the line to it, then the
 * drop; in the order sn_gen_run() gives them.  In check (or not known
 * not to be), the others only onto a cell that answers the one check.
 * (Not through struct gen, whose setup cost as much as the rest.)
 */
static int
to_kind(const sn_pos *p, int seat, int to, int kind,
    enum sn_check_hint check, sannin_action *out)
{
	const struct sannin_variant *v = p->v;
	const struct sn_moves *m;
	int k = p->king[seat], n = 0, c, pc, king;
	unsigned armies;
	struct kingsafety ks;
	sn_set near, from, line, mine;

	if (!(p->alive >> seat & 1))
		return 0;
	/* Onto a cell the seat may move to: empty, or a piece it may take
	 * (no teammate's, no king but a checkmated one where kings are
	 * taken, no turned-over king), as the whole generator has it. */
	if (!may_take(p, seat, to))
		return 0;
	ks.nchecks = 0;
	if (check != SN_CHECK_NO)
		king_safety(p, seat, 1, &ks);
	/* The king steps there, or castles (see gen_king(), movegen.c),
	 * onto a cell no other seat's piece attacks with the king gone
	 * from its own. */
	/* (Whether the king is of the kind, asked once.) */
	king = k != SN_NOCELL && SN_KIND(p->board[k]) == kind;
	if (king && (reaches(p, p->board[k], k, to) ||
	    ((p->castle >> seat & 1) && ks.nchecks == 0 &&
	    SN_VHAS(v, territory, [seat], to)))) {
		near = p->all;
		sn_set_del(&near, k);
		if (!sn_attacked(p, to, sn_armies_of(p, ~(1u << seat) &
		    ~(unsigned)p->nocheck[seat]), &near))
			n = put_king_move(p, seat, out, n, k, to);
	}
	/* (Not in check, every cell answers.) */
	if (ks.nchecks > 1 || (ks.nchecks == 1 && !sn_set_has(&ks.block, to)))
		return n;
	/*
	 * The pieces of the kind that reach `to`, for each army the seat
	 * moves (each faces its own way): those on the cells a piece of the
	 * kind steps to it from, and those on the lines it would slide to it
	 * along that are first on their line from `to`.  (Found by sets: a
	 * walk over the cells, asking the board of each, mispredicted a
	 * branch or two for every one.)
	 */
	near = sn_set_empty();
	for (armies = p->armies[seat]; armies != 0; armies &= armies - 1) {
		pc = SN_PIECE(__builtin_ctz(armies), kind);
		m = &p->mv[pc];
		/* (The board compared whole, sixteen cells at once, rather
		 * than asked of each cell a piece steps from: a branch a
		 * cell, mispredicted often, cost more than the compares.) */
		mine = pieces_of(p, pc);
		near = sn_set_or(near, sn_set_and(SN_VSET(v, step,
		    [m->stepset][to].to), mine));
		if (m->nslide == 0)
			continue;
		from = sn_set_and(SN_VSET(v, slidefrom, [m->slideset][to]),
		    mine);
		while (sn_set_any(from)) {
			c = sn_set_pop(&from);
			near = sn_set_or(near, first_from(v, to, c, p->all));
		}
	}
	/* (Its king is among them only when of the kind: a branch on
	 * that, rarely taken, rather than on the word of its cell.) */
	if (king)
		sn_set_del(&near, k);
	while (sn_set_any(near)) {
		c = sn_set_pop(&near);
		/* A pinned piece keeps to its line. */
		if (k != SN_NOCELL && SN_VHAS(v, lines, [k], c) &&
		    pinned(p, seat, k, c, &line) && !sn_set_has(&line, to))
			continue;
		n = put_move(p, seat, out, n, p->board[c], c, to);
	}
	if (may_drop(p, seat, to, kind))
		n = put_drop(out, n, kind, to);
	return n;
}

/* SN_GEN_ALL. */
static SN_OUTLINE int
gen_all(const sn_pos *p, int seat, const sn_set2 *reach,
    sannin_action *out)
{
	struct gen g;

	gen_init(&g, p, seat, out);
	g.reach = reach;
	return sn_gen_run(&g);
}

int
sn_gen_mode_all(const sn_pos *p, int seat, const sn_set2 *reach,
    sannin_action *out)
{
	SN_TO_NARROW(p, sn_gen_mode_all, (p, seat, reach, out));
	return gen_all(p, seat, reach, out);
}

/* SN_GEN_TO. */
static SN_OUTLINE int
gen_to(const sn_pos *p, int seat, int to, int kind,
    enum sn_check_hint check, sannin_action *out)
{
	struct gen g;

	if (kind != SANNIN_EMPTY)
		return to_kind(p, seat, to, kind, check, out);
	gen_init(&g, p, seat, out);
	g.unchecked = check == SN_CHECK_NO;
	g.only = sn_set_bit(to);
	g.single = to;
	g.illum = 0;
	g.near = SN_VSET(p->v, lines, [to]);
	return sn_gen_run(&g);
}

int
sn_gen_mode_to(const sn_pos *p, int seat, int to, int kind,
    enum sn_check_hint check, sannin_action *out)
{
	SN_TO_NARROW(p, sn_gen_mode_to, (p, seat, to, kind, check, out));
	return gen_to(p, seat, to, kind, check, out);
}

/* SN_GEN_DROP_TO. */
static SN_OUTLINE int
gen_drop_to(const sn_pos *p, int seat, int to, int kind,
    enum sn_check_hint check, sannin_action *out)
{
	struct kingsafety ks;

	/* (As to_kind() has it: in check, only onto a cell that answers
	 * the one check.) */
	if (!(p->alive >> seat & 1) || !may_drop(p, seat, to, kind))
		return 0;
	if (check != SN_CHECK_NO) {
		king_safety(p, seat, 1, &ks);
		if (ks.nchecks > 1 || (ks.nchecks == 1 &&
		    !sn_set_has(&ks.block, to)))
			return 0;
	}
	return put_drop(out, 0, kind, to);
}

int
sn_gen_mode_drop_to(const sn_pos *p, int seat, int to, int kind,
    enum sn_check_hint check, sannin_action *out)
{
	SN_TO_NARROW(p, sn_gen_mode_drop_to, (p, seat, to, kind, check,
	    out));
	return gen_drop_to(p, seat, to, kind, check, out);
}

/* SN_GEN_CHECKS. */
int
sn_gen_mode_checks(const sn_pos *p, int seat, unsigned victims,
    const sn_set2 *reach, sn_set only, sannin_action *out)
{
	struct gen g;
	int s;

	gen_init(&g, p, seat, out);
	g.only = sn_set_and(g.only, only);
	for (s = 0; s < p->v->nseats; s++)
		if ((victims >> s & 1) && p->king[s] != SN_NOCELL) {
			g.tg[g.ntarget].vk = p->king[s];
			g.tg[g.ntarget].have = 0;
			g.tg[g.ntarget].haveseg = 0;
			g.ntarget++;
		}
	if (g.ntarget == 0)
		return 0;
	g.cmhave = 0;
	g.reach = reach;
	return sn_gen_run(&g);
}

static int
accept_any(const sn_pos *p, const sannin_action *a, void *ctx)
{
	(void)p;
	(void)a;
	(void)ctx;
	return 1;
}

/* SN_GEN_ANY, the seat's check not known or in check. */
int
sn_gen_mode_any(const sn_pos *p, int seat,
    int (*accept)(const sn_pos *, const sannin_action *, void *), void *ctx)
{
	sannin_action buf[SANNIN_MAXACTIONS];
	struct gen g;

	gen_init(&g, p, seat, buf);
	g.first = 1;
	g.accept = accept != NULL ? accept : accept_any;
	g.ctx = ctx;
	return sn_gen_run(&g);
}

/* SN_GEN_ANY, the seat known not to be in check. */
static SN_ALWAYS_INLINE int
any_unchecked(const sn_pos *p, int seat, const sn_set2 *reach,
    int (*accept)(const sn_pos *, const sannin_action *, void *), void *ctx)
{
	const struct sannin_variant *v = p->v;
	sannin_action buf[2];
	struct gen g;
	sn_set own, cap, to;
	int k = p->king[seat], c, t;

	/* Not in check, a piece on no line through its own king moves
	 * anywhere it reaches: no line opens onto the king through its
	 * cell.  The first such move the filter takes is enough. */
	gen_init(&g, p, seat, buf);
	g.first = 1;
	g.accept = accept != NULL ? accept : accept_any;
	g.ctx = ctx;
	own = p->occ[seat];
	if (k != SN_NOCELL) {
		sn_set_del(&own, k);
		own = sn_set_andnot(own, SN_VSET(v, lines, [k]));
	}
	cap = capturable(p, seat);
	while (sn_set_any(own)) {
		c = sn_set_pop(&own);
		to = sn_set_and(reach != NULL ? sn_set2_get(&reach[c]) :
		    sn_reach(p, p->board[c], c), cap);
		while (sn_set_any(to)) {
			t = sn_set_pop(&to);
			g.n = 0;
			add_move(&g, p->board[c], c, t);
			if (found(&g, 0))
				return 1;
		}
	}
	return sn_gen_mode_any(p, seat, accept, ctx);
}

int
sn_gen_mode_any_unchecked(const sn_pos *p, int seat, const sn_set2 *reach,
    int (*accept)(const sn_pos *, const sannin_action *, void *), void *ctx)
{
	if (!(p->alive >> seat & 1))
		return 0;
	/* (Made apart without the reaches, as most callers have none.) */
	return reach != NULL ? any_unchecked(p, seat, reach, accept, ctx) :
	    any_unchecked(p, seat, NULL, accept, ctx);
}
