/*
 * movegen.c - check, pins, and every legal action of a seat (what
 * attacks a cell is in attacks.c).
 *
 * The generator finds the checks and pins on the seat's king first, by
 * walking the king's twelve rays once (where few pieces will move, it
 * looks behind only theirs for a pin), and then produces only legal
 * actions: a pinned piece keeps to its pin line, a check restricts the
 * other pieces to capturing the checker or blocking its line, and the
 * king never steps onto an attacked cell.  Check comes from any other
 * seat; pins likewise.
 */
#include "config.h"

#include "width.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "movegen_internal.h"

#define IS_KING(v, pc) ((v)->kinds[SN_KIND(pc)].flags & SN_KF_KING)

/* What the generator needs to know about the seat's king. */
struct kingsafety {
	int nchecks;
	sn_set block;		/* cells that answer the one check */
	sn_set checkcells;	/* cells of the checking pieces */
	/* The seat's pinned pieces, and the line each keeps to by the
	 * line's direction from the king; with `lazy`, the seat's pieces
	 * first on a line from the king instead, of which pin_line() tells
	 * whether pinned (of the few that move, when few do). */
	sn_set pinned;
	sn_set pinline[SN_MAXDIRS];
	int lazy;
};

static SN_ALWAYS_INLINE void
king_safety(const sn_pos *p, int seat, int lazy, struct kingsafety *ks)
{
	const struct sannin_variant *v = p->v;
	int k = p->king[seat], d, b1, b2, pc;
	/* The seats whose pieces may not check this king: its own and,
	 * where teammates do not check, its teammate's. */
	unsigned friendly = (1u << seat) | p->nocheck[seat], own, safe;

	ks->nchecks = 0;
	ks->block = v->all;
	ks->checkcells = sn_set_empty();
	ks->pinned = sn_set_empty();
	ks->lazy = lazy;
	if (k == SN_NOCELL)
		return;
	/* The seat's own armies, and those of the friendly seats. */
	own = p->armies[seat];
	safe = sn_armies_of(p, friendly);
	for (d = 0; d < v->nlines; d++) {
		b1 = sn_first_on_ray(v, k, d, p->all);
		if (b1 < 0)
			continue;
		pc = p->board[b1];
		if (own >> SN_ARMY(pc) & 1) {
			if (lazy) {
				sn_set_add(&ks->pinned, b1);
				continue;
			}
			b2 = sn_first_on_ray(v, b1, d, p->all);
			if (b2 < 0)
				continue;
			pc = p->board[b2];
			if (!(safe >> SN_ARMY(pc) & 1) &&
			    (p->mv[pc].slides >> v->opp[d] & 1)) {
				sn_set_add(&ks->pinned, b1);
				ks->pinline[d] = sn_set_xor(SN_VSET(v, ray,
				    [k][d]), SN_VSET(v, ray, [b2][d]));
			}
		} else if (!(safe >> SN_ARMY(pc) & 1) &&
		    sn_hits(p, k, d, b1)) {
			ks->nchecks++;
			sn_set_add(&ks->checkcells, b1);
			ks->block = sn_set_xor(SN_VSET(v, ray, [k][d]),
			    SN_VSET(v, ray, [b1][d]));
		}
	}
	/* A leap is answered by taking the leaper: no cell between. */
	for (; d < v->ndirs; d++)
		if ((b1 = leaper(p, k, d)) >= 0 &&
		    !(safe >> SN_ARMY(p->board[b1]) & 1)) {
			ks->nchecks++;
			sn_set_add(&ks->checkcells, b1);
			ks->block = sn_set_bit(b1);
		}
}

/*
 * Is the seat's piece on c, first on a line from its king on k, pinned:
 * a ranging piece of another seat behind it aimed along the line?  Then
 * *line is where it may go (up to that piece).
 */
static SN_ALWAYS_INLINE int
pin_line(const sn_pos *p, int seat, int k, int c, sn_set *line)
{
	const struct sannin_variant *v = p->v;
	int d = v->dirto[k][c], b;

	b = sn_first_on_ray(v, c, d, p->all);
	if (b < 0 || sn_ctrl(p, p->board[b]) == seat ||
	    (p->nocheck[seat] >> sn_ctrl(p, p->board[b]) & 1) ||
	    !(p->mv[p->board[b]].slides >> v->opp[d] & 1))
		return 0;
	*line = sn_set_xor(SN_VSET(v, ray, [k][d]), SN_VSET(v, ray, [b][d]));
	return 1;
}

/* The same of a piece on a line from the king, first on it or not.
 * (The piece behind asked first: mostly no such piece is, and the look
 * back to the king is not needed.) */
static int
pinned(const sn_pos *p, int seat, int k, int c, sn_set *line)
{
	return pin_line(p, seat, k, c, line) &&
	    sn_first_on_ray(p->v, k, p->v->dirto[k][c], p->all) == c;
}

/* A king that sn_gen_checks looks for checks on, and what it learns of
 * the lines out of it. */
struct target {
	int vk;			/* the king's cell */
	unsigned have;		/* kinds whose kind_mask is in amask */
	sn_set amask[16];
	int haveseg;		/* seg and disc are known */
	sn_set seg[SN_MAXDIRS];	/* see lines_from_king() */
	sn_set disc;
};

struct gen {
	const sn_pos *p;
	const struct sannin_variant *v;
	int seat;
	int n;
	sannin_action *out;
	/* With `first`, the generator stops at the first action this
	 * accepts, so that asking whether a seat can act at all costs only
	 * as much of the generation as it takes to find one. */
	int first;
	/* With targets, only the actions that might check one of their
	 * kings, a superset of those that do (sn_gen_checks). */
	int ntarget;
	struct target tg[SN_MAXSEATS];
	sn_set disc;		/* the targets' disc, together */
	uint32_t cmhave;	/* keys of check_mask known in cmask */
	sn_set cmask[32];	/* check_mask by kind, +16 for a move */
	/* Only the actions that end on these cells, and illumination
	 * only with `illum`. */
	sn_set only;
	int illum;
	/* With `accept`, the first-action search asks it instead. */
	int (*accept)(const sn_pos *, const sannin_action *, void *);
	void *ctx;
	/* The cells each piece reaches (sn_reach), when known, by cell. */
	const sn_set2 *reach;
	/* The one cell of `only` when it has one, else SN_NOCELL: whether
	 * a piece reaches it is then a look along one line. */
	int single;
	/* With `single`, the cells whose pieces may reach it: those on the
	 * lines through it. */
	sn_set near;
	/* The caller knows the seat is not in check. */
	int unchecked;
};

/*
 * The lines out of the king on t->vk, up to and including the first piece
 * on each (seg), and the seat's pieces first on such a line (disc): only
 * they may check from a cell whose line to the king their own cell
 * blocks now, or discover a check of a ranging piece behind them.
 */
static void
lines_from_king(const struct gen *g, struct target *t)
{
	const struct sannin_variant *v = g->v;
	const sn_pos *p = g->p;
	int d, b;

	t->disc = sn_set_empty();
	for (d = 0; d < v->nlines; d++) {
		b = sn_first_on_ray(v, t->vk, d, p->all);
		if (b < 0) {
			t->seg[d] = SN_VSET(v, ray, [t->vk][d]);
			continue;
		}
		t->seg[d] = sn_set_xor(SN_VSET(v, ray, [t->vk][d]),
		    SN_VSET(v, ray, [b][d]));
		if (sn_ctrl(p, p->board[b]) == g->seat)
			sn_set_add(&t->disc, b);
	}
	t->haveseg = 1;
}

/* The cells from which the seat's pieces of a kind would attack the king
 * on t->vk, computed once per kind from the lines out of that cell. */
static sn_set
kind_mask(const struct gen *g, struct target *t, int kind)
{
	const struct sannin_variant *v = g->v;
	const struct sn_moves *m;
	sn_set r;
	int i;

	if (t->have >> kind & 1)
		return t->amask[kind];
	m = &g->p->mv[SN_PIECE(g->seat, kind)];
	r = SN_VSET(v, step, [m->stepset][t->vk].to);
	for (i = 0; i < m->nslide; i++)
		r = sn_set_or(r, t->seg[v->opp[m->slide[i]]]);
	t->amask[kind] = r;
	t->have |= 1u << kind;
	return r;
}

/*
 * Where may the seat's piece pc on c go to check one of the target kings?
 * A piece first on a line from such a king may check it from anywhere;
 * any other only from a cell it attacks the king from, promoted or not.
 */
static sn_set
check_mask(struct gen *g, int pc, int c)
{
	const struct sannin_variant *v = g->v;
	int kind = SN_KIND(pc), pk = v->kinds[kind].promoted, i;
	int key = c == SN_NOCELL ? kind : kind + 16;
	struct target *t;
	sn_set m = sn_set_empty();

	if (g->ntarget == 0)
		return v->all;
	if (!g->tg[0].haveseg) {
		g->disc = sn_set_empty();
		for (i = 0; i < g->ntarget; i++) {
			lines_from_king(g, &g->tg[i]);
			g->disc = sn_set_or(g->disc, g->tg[i].disc);
		}
	}
	if (c != SN_NOCELL && sn_set_has(&g->disc, c))
		return v->all;
	/* Once per kind, moved or dropped, for all the targets. */
	if (g->cmhave >> key & 1)
		return g->cmask[key];
	for (i = 0; i < g->ntarget; i++) {
		t = &g->tg[i];
		m = sn_set_or(m, kind_mask(g, t, kind));
		if (pk && c != SN_NOCELL)
			m = sn_set_or(m, kind_mask(g, t, pk));
	}
	g->cmask[key] = m;
	g->cmhave |= 1u << key;
	return m;
}

/* Does the first-action search accept one of out[from..g->n)? */
static int
found(const struct gen *g, int from)
{
	int i;

	if (!g->first)
		return 0;
	for (i = from; i < g->n; i++)
		if (g->accept(g->p, &g->out[i], g->ctx))
			return 1;
	return 0;
}

static inline void
add_illum(struct gen *g, int k, unsigned targets)
{
	sannin_action *a = &g->out[g->n++];

	a->type = SANNIN_ACT_ILLUMINATE;
	a->kind = SANNIN_PKING;
	a->from = a->to = (unsigned char)k;
	a->promote = 0;
	a->captured = 0;
	a->targets = (unsigned short)targets;
}

/* Writes the drop of kind onto `to` at out[n]: the new count. */
static inline int
put_drop(sannin_action *out, int n, int kind, int to)
{
	sannin_action *a = &out[n];

	a->type = SANNIN_ACT_DROP;
	a->kind = (unsigned char)kind;
	a->from = SN_NOCELL;
	a->to = (unsigned char)to;
	a->promote = 0;
	a->captured = SANNIN_EMPTY;
	a->targets = 0;
	return n + 1;
}

/* The same into the generator's list. */
static inline void
add_drop(struct gen *g, int kind, int to)
{
	g->n = put_drop(g->out, g->n, kind, to);
}

/*
 * The promotion choices of a move, other than a king's, as it is added
 * to out[n]: both when the move starts or ends in the zone of the piece's
 * army (pro), only the promotion when the piece could not move again from
 * its new cell (dead), and none at all for a dead end outside the zones
 * when the dead-end option forbids it (keep, when it allows).  Returns the
 * new count.
 */
static inline int
add_choices(sannin_action *out, int n, sannin_action a, int pro, int dead,
    int keep)
{
	if (pro) {
		a.promote = 1;
		out[n++] = a;
		if (dead)
			return n;
	} else if (dead && !keep)
		return n;
	a.promote = 0;
	out[n++] = a;
	return n;
}

/* The action of moving the piece pc from `from` to `to`, but for the
 * promotion. */
static inline sannin_action
move_of(const sn_pos *p, int pc, int from, int to)
{
	sannin_action a;

	a.type = SANNIN_ACT_MOVE;
	a.kind = (unsigned char)SN_KIND(pc);
	a.from = (unsigned char)from;
	a.to = (unsigned char)to;
	a.promote = 0;
	a.captured = (unsigned char)SN_KIND(p->board[to]);
	a.targets = 0;
	return a;
}

/* Whether pieces of pc's kind may promote at all for the seat. */
static inline int
promotes(const sn_pos *p, int seat, int pc)
{
	return p->v->kinds[SN_KIND(pc)].promoted && !(p->lost >> seat & 1);
}

/* Writes the move of the seat's piece pc from `from` to `to`, other than
 * a king's, with its promotion choices, at out[n]: the new count. */
static inline int
put_move(const sn_pos *p, int seat, sannin_action *out, int n, int pc,
    int from, int to)
{
	const struct sannin_variant *v = p->v;
	int army = SN_ARMY(pc);

	return add_choices(out, n, move_of(p, pc, from, to),
	    promotes(p, seat, pc) && (SN_VHAS(v, zone, [army], from) ||
	    SN_VHAS(v, zone, [army], to)), SN_VHAS(v, dead, [pc], to),
	    p->rules.opt[SANNIN_OPT_DEAD_END] == SANNIN_DEAD_END_ALLOW);
}

/* The same into the generator's list. */
static inline void
add_move(struct gen *g, int pc, int from, int to)
{
	g->n = put_move(g->p, g->seat, g->out, g->n, pc, from, to);
}

/* The same to each cell of `to` in turn; what stays the same for the
 * piece is worked out once (the generator spends much of its time
 * here). */
static inline void
add_moves(struct gen *g, int pc, int from, sn_set to)
{
	const struct sannin_variant *v = g->v;
	sn_set pro = sn_set_empty(), dead = SN_VSET(v, dead, [pc]);
	int army = SN_ARMY(pc), n = g->n, t;
	int keep = g->p->rules.opt[SANNIN_OPT_DEAD_END] ==
	    SANNIN_DEAD_END_ALLOW;

	if (!sn_set_any(to))
		return;
	if (promotes(g->p, g->seat, pc))
		pro = SN_VHAS(v, zone, [army], from) ? to :
		    sn_set_and(to, SN_VSET(v, zone, [army]));
	while (sn_set_any(to)) {
		t = sn_set_pop(&to);
		n = add_choices(g->out, n, move_of(g->p, pc, from, t),
		    sn_set_has(&pro, t), sn_set_has(&dead, t), keep);
	}
	g->n = n;
}

/* Writes the move of the seat's king from `from` to `to` at out[n]: the
 * new count.  It may promote when it starts or ends in an opponent's
 * territory (the garden does not promote kings). */
static inline int
put_king_move(const sn_pos *p, int seat, sannin_action *out, int n,
    int from, int to)
{
	const struct sannin_variant *v = p->v;
	sannin_action a = move_of(p, p->board[from], from, to);

	if (v->kinds[a.kind].promoted && !(p->lost >> seat & 1) &&
	    (SN_VHAS(v, kzone, [seat], from) ||
	    SN_VHAS(v, kzone, [seat], to))) {
		a.promote = 1;
		out[n++] = a;
		a.promote = 0;
	}
	out[n++] = a;
	return n;
}

/* The same into the generator's list. */
static inline void
add_king_move(struct gen *g, int from, int to)
{
	g->n = put_king_move(g->p, g->seat, g->out, g->n, from, to);
}

/* The cells a piece of the seat may move to: empty, or holding another
 * seat's piece that is neither a king nor a turned-over one. */
static inline sn_set
capturable(const sn_pos *p, int seat)
{
	const struct sannin_variant *v = p->v;
	sn_set s = sn_set_andnot(sn_set_andnot(v->all, p->occ[seat]),
	    p->blockade);
	int i;

	for (i = 0; i < v->nseats; i++) {
		/* A teammate's pieces; a king, unless its seat is
		 * checkmated where such a king may be taken. */
		if (p->team[seat] >> i & 1)
			s = sn_set_andnot(s, p->occ[i]);
		if (i != seat && p->king[i] != SN_NOCELL &&
		    !((p->pflags & SN_PF_KING_CAPTURE) && (p->mated >> i & 1)))
			sn_set_del(&s, p->king[i]);
	}
	return s;
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

/*
 * The two-pawn rule: the cells of the seat's files (along its forward
 * direction) that hold an unpromoted pawn it moves, of any army
 * (two-pawns=controlled) or of its own (two-pawns=own); no pawn of the
 * seat may be dropped there.
 */
sn_set
sn_pawn_files(const sn_pos *p, int seat)
{
	const struct sannin_variant *v = p->v;
	sn_set pawns = p->occ[seat], r = sn_set_empty();
	int own = p->rules.opt[SANNIN_OPT_TWO_PAWNS] == SANNIN_TWO_PAWNS_OWN;
	int c, pc;

	while (sn_set_any(pawns)) {
		c = sn_set_pop(&pawns);
		pc = p->board[c];
		if (SN_KIND(pc) == SANNIN_PAWN && (!own || SN_ARMY(pc) == seat))
			r = sn_set_or(r, SN_VSET(v, file, [seat][c]));
	}
	return r;
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

/* Does the piece pc on c reach cell t (as sn_reach would say)? */
static inline int
reaches(const sn_pos *p, int pc, int c, int t)
{
	const struct sannin_variant *v = p->v;
	int d = v->dirto[c][t];
	sn_set between;

	if (SN_VHAS(v, step, [p->mv[pc].stepset][c].from, t))
		return 1;
	if (d == SN_NODIR)
		return 0;
	if (v->nb[c][d] == t)
		return (p->mv[pc].slides >> d & 1) != 0;
	if (!(p->mv[pc].slides >> d & 1))
		return 0;
	between = sn_set_xor(SN_VSET(v, ray, [c][d]), SN_VSET(v, ray, [t][d]));
	sn_set_del(&between, t);
	return !sn_set_any(sn_set_and(between, p->all));
}

static void
gen_king(struct gen *g, const struct kingsafety *ks, sn_set open)
{
	const sn_pos *p = g->p;
	const struct sannin_variant *v = g->v;
	int seat = g->seat, k = p->king[seat], t, s, i, known;
	unsigned others = sn_armies_of(p,
	    ~(1u << seat) & ~(unsigned)p->nocheck[seat]);
	sn_set occ, to, done, castle, att, pieces = sn_set_empty();

	if (k == SN_NOCELL)
		return;
	/* A king that reaches no cell open to it, nor may castle onto
	 * one, gives no check. */
	if (g->ntarget > 0 && g->reach != NULL &&
	    !sn_set_any(sn_set_and(open, sn_set_or(sn_set2_get(&g->reach[k]),
	    (p->castle >> seat & 1) && ks->nchecks == 0 ?
	    SN_VSET(v, territory, [seat]) : sn_set_empty()))))
		return;
	occ = p->all;
	sn_set_del(&occ, k);
	open = sn_set_and(open, check_mask(g, p->board[k], k));
	done = sn_set_and(g->reach != NULL ? sn_set2_get(&g->reach[k]) :
	    sn_reach(p, p->board[k], k), open);
	/* Castling: the first king move may jump to any cell of the own
	 * territory that is empty or holds another seat's piece. */
	castle = (p->castle >> seat & 1) && ks->nchecks == 0 ?
	    sn_set_andnot(sn_set_and(SN_VSET(v, territory, [seat]), open),
	    done) : sn_set_empty();
	/*
	 * With the reaches known and the king not in check, the cells the
	 * others attack are those of their pieces' reaches together: a line
	 * that the king's leaving its cell opens would run through that
	 * cell, and the piece on it would check the king now.
	 */
	known = g->reach != NULL && ks->nchecks == 0 &&
	    sn_set_any(sn_set_or(done, castle));
	att = sn_set_empty();
	for (s = 0; known && s < v->nseats; s++)
		if (s != seat && !(p->nocheck[seat] >> s & 1))
			pieces = sn_set_or(pieces, p->occ[s]);
	while (sn_set_any(pieces))
		att = sn_set_or(att, sn_set2_get(&g->reach[sn_set_pop(&pieces)]));
	/* The steps, then the castling moves. */
	for (i = 0; i < 2; i++) {
		to = i == 0 ? done : castle;
		while (sn_set_any(to)) {
			t = sn_set_pop(&to);
			if (known ? !sn_set_has(&att, t) :
			    !sn_attacked(p, t, others, &occ))
				add_king_move(g, k, t);
		}
	}
}

/*
 * Illumination (a +K's action instead of a move): it removes the first
 * piece on any of its twelve lines that it could capture by moving, is
 * not a king, and is attacked by no piece of a seat other than the +K's
 * owner.  Each set of such targets is an action when the option is
 * select, only the set of all of them when it is all.  A set is legal
 * when it removes every piece checking the +K.  Removing a target never
 * opens a line onto the +K: a ranging piece behind the target, aimed at
 * the +K, would attack the target's cell and so make it ineligible.
 */
static void
gen_illuminate(struct gen *g, const struct kingsafety *ks)
{
	const sn_pos *p = g->p;
	const struct sannin_variant *v = g->v;
	int seat = g->seat, k = p->king[seat], d, t;
	unsigned others = sn_armies_of(p, ~(1u << seat)), eligible = 0;
	unsigned checking = 0;
	unsigned free_, sub;

	if (k == SN_NOCELL ||
	    !(v->kinds[SN_KIND(p->board[k])].flags & SN_KF_ILLUMINATES))
		return;
	for (d = 0; d < v->nlines; d++) {
		t = sn_first_on_ray(v, k, d, p->all);
		if (t < 0)
			continue;
		if (sn_ctrl(p, p->board[t]) != seat && ks->nchecks &&
		    sn_set_has(&ks->checkcells, t))
			checking |= 1u << d;
		if (sn_ctrl(p, p->board[t]) == seat || IS_KING(v, p->board[t]) ||
		    sn_attacked(p, t, others, &p->all))
			continue;
		eligible |= 1u << d;
	}
	if (eligible == 0 || (checking & ~eligible) ||
	    sn_nbits(checking) < ks->nchecks)
		return;
	if (p->rules.opt[SANNIN_OPT_ILLUMINATION] == SANNIN_ILLUMINATION_ALL) {
		add_illum(g, k, eligible);
		return;
	}
	free_ = eligible & ~checking;
	/* Every subset of the free targets, added to the checkers. */
	sub = 0;
	do {
		if (sub | checking)
			add_illum(g, k, sub | checking);
		sub = (sub - free_) & free_;
	} while (sub != 0);
}

/* The pieces on the cells of `from` that reach a cell of `cells`
 * (sn_reach), found from the cells. */
static sn_set
reaching(const sn_pos *p, sn_set cells, sn_set from)
{
	const struct sannin_variant *v = p->v;
	sn_set r = sn_set_empty(), on;
	int d, b, t;

	while (sn_set_any(cells)) {
		t = sn_set_pop(&cells);
		/* The first piece on each line out of t that holds one of
		 * `from`, when it is one of them and aimed at t. */
		on = sn_set_and(from, SN_VSET(v, lines, [t]));
		while (sn_set_any(on)) {
			d = v->dirto[t][sn_set_pop(&on)];
			on = sn_set_andnot(on, SN_VSET(v, ray, [t][d]));
			b = sn_first_on_ray(v, t, d, p->all);
			if (sn_set_has(&from, b) && sn_hits(p, t, d, b))
				sn_set_add(&r, b);
		}
		for (d = v->nlines; d < v->ndirs; d++)
			if ((b = leaper(p, t, d)) >= 0 &&
			    sn_set_has(&from, b))
				sn_set_add(&r, b);
	}
	return r;
}

/* The actions of the pieces other than the king, and the drops; with
 * g->first, 1 as soon as one is accepted. */
static int
gen_rest(struct gen *g, const struct kingsafety *ksp, sn_set open)
{
	const sn_pos *p = g->p;
	const struct sannin_variant *v = g->v;
	int seat = g->seat, c, pc, i, kind, from, one = 0;
	int pins = sn_set_any(ksp->pinned);
	sn_set own, empty, to, allowed, cells, line;

	/* Moves of the other pieces. */
	own = p->occ[seat];
	if (p->king[seat] != SN_NOCELL)
		sn_set_del(&own, p->king[seat]);
	/* To one cell, only from where a piece may reach it. */
	if (g->single != SN_NOCELL)
		own = sn_set_and(own, g->near);
	else if (ksp->nchecks > 0 && g->reach == NULL &&
	    (i = sn_set_count(cells = sn_set_and(open, ksp->block))) <= 4) {
		/* In check, only the pieces that reach one of the few
		 * cells that answer it (mostly the checker's alone): from
		 * the cells that is quicker found than from each piece. */
		own = reaching(p, cells, own);
		one = i == 1;
	} else if (g->ntarget > 0 && g->reach != NULL) {
		/* Looking for checks, mostly on a few cells: the pieces
		 * that reach none allowed are passed over at once. */
		cells = sn_set_and(open, ksp->block);
		to = own;
		own = sn_set_empty();
		while (sn_set_any(to)) {
			c = sn_set_pop(&to);
			if (sn_set_any(sn_set_and(cells,
			    sn_set2_get(&g->reach[c]))))
				sn_set_add(&own, c);
		}
	}
	while (sn_set_any(own)) {
		c = sn_set_pop(&own);
		pc = p->board[c];
		allowed = sn_set_and(open, ksp->block);
		/* A pinned piece keeps to its line. */
		if (!pins || !sn_set_has(&ksp->pinned, c))
			;
		else if (!ksp->lazy)
			allowed = sn_set_and(allowed, ksp->pinline[
			    v->dirto[p->king[seat]][c]]);
		else if (pin_line(p, seat, p->king[seat], c, &line))
			allowed = sn_set_and(allowed, line);
		if (g->ntarget > 0)
			allowed = sn_set_and(allowed, check_mask(g, pc, c));
		if (!sn_set_any(allowed))
			continue;
		if (g->reach != NULL)
			to = sn_set_and(sn_set2_get(&g->reach[c]), allowed);
		else if (g->single != SN_NOCELL)
			to = reaches(p, pc, c, g->single) ? allowed :
			    sn_set_empty();
		else if (one)
			/* (It reaches the one cell.) */
			to = allowed;
		else
			to = sn_set_and(sn_reach(p, pc, c), allowed);
		from = g->n;
		add_moves(g, pc, c, to);
		if (g->first && g->n > from && found(g, from))
			return 1;
	}

	/* Drops: any empty cell from which the piece could move again. */
	empty = sn_set_and(sn_set_andnot(g->only, p->all), ksp->block);
	for (kind = SANNIN_PAWN; kind <= v->handmax; kind++) {
		if (p->hand[seat][kind] == 0)
			continue;
		to = sn_set_andnot(empty,
		    SN_VSET(v, dead, [SN_PIECE(seat, kind)]));
		if (kind == SANNIN_PAWN && (v->flags & SN_VF_TWO_PAWNS))
			to = sn_set_andnot(to, sn_pawn_files(p, seat));
		if (g->ntarget > 0 && sn_set_any(to))
			to = sn_set_and(to, check_mask(g,
			    SN_PIECE(seat, kind), SN_NOCELL));
		from = g->n;
		while (sn_set_any(to))
			add_drop(g, kind, sn_set_pop(&to));
		if (g->first && g->n > from && found(g, from))
			return 1;
	}
	return 0;
}

/*
 * To one cell, with the seat not in check: only the pieces that may move
 * there matter, and of the lines out of the king only those they stand
 * on, for a pin.  Fills ks so and returns 1; 0 when the whole look at the
 * king's safety is needed.
 */
static int
unpinned(const struct gen *g, struct kingsafety *ks)
{
	const struct sannin_variant *v = g->v;
	const sn_pos *p = g->p;
	int k = p->king[g->seat], c;
	sn_set near;

	if (!g->unchecked || g->single == SN_NOCELL)
		return 0;
	ks->nchecks = 0;
	ks->block = v->all;
	ks->checkcells = sn_set_empty();
	ks->pinned = sn_set_empty();
	ks->lazy = 1;
	if (k == SN_NOCELL)
		return 1;
	near = sn_set_and(sn_set_and(p->occ[g->seat], g->near),
	    SN_VSET(v, lines, [k]));
	while (sn_set_any(near)) {
		c = sn_set_pop(&near);
		if (sn_first_on_ray(v, k, v->dirto[k][c], p->all) == c)
			sn_set_add(&ks->pinned, c);
	}
	return 1;
}

/* Every legal action of the seat (with g->first, 1 as soon as one is
 * accepted and 0 when none is). */
static int
gen(struct gen *g)
{
	const sn_pos *p = g->p;
	int seat = g->seat, from;
	struct kingsafety ks;
	sn_set open;

	if (!(p->alive >> seat & 1))
		return 0;
	/* (Pins looked at when a piece moves where few do.) */
	if (unpinned(g, &ks))
		;
	else if (g->first || g->ntarget > 0)
		king_safety(p, seat, 1, &ks);
	else
		king_safety(p, seat, 0, &ks);
	open = sn_set_and(capturable(p, seat), g->only);

	/* Asked only whether the seat can act: the other pieces first, as
	 * their moves need no look at the cell they go to, and the king's
	 * each need one.  The answer does not depend on the order. */
	if (g->first && ks.nchecks < 2) {
		if (gen_rest(g, &ks, open))
			return 1;
		from = g->n;
		gen_king(g, &ks, open);
		if (g->illum)
			gen_illuminate(g, &ks);
		return found(g, from);
	}
	gen_king(g, &ks, open);
	if (g->illum)
		gen_illuminate(g, &ks);
	if (g->first && found(g, 0))
		return 1;
	if (ks.nchecks > 1)
		return g->first ? 0 : g->n;
	if (gen_rest(g, &ks, open))
		return 1;
	return g->first ? 0 : g->n;
}

static void
gen_init(struct gen *g, const sn_pos *p, int seat, sannin_action *out)
{
	g->p = p;
	g->v = p->v;
	g->seat = seat;
	g->n = 0;
	g->out = out;
	g->first = 0;
	g->ntarget = 0;
	g->only = p->v->all;
	g->illum = 1;
	g->unchecked = 0;
	g->accept = NULL;
	g->ctx = NULL;
	g->reach = NULL;
	g->single = SN_NOCELL;
}

static SN_OUTLINE int
gen_body(const sn_pos *p, int seat, sannin_action *out)
{
	struct gen g;

	gen_init(&g, p, seat, out);
	return gen(&g);
}

int
sn_gen(const sn_pos *p, int seat, sannin_action *out)
{
	SN_TO_NARROW(p, sn_gen, (p, seat, out));
	return gen_body(p, seat, out);
}

static SN_OUTLINE int
gen_reach_body(const sn_pos *p, int seat, const sn_set2 *reach,
    sannin_action *out)
{
	struct gen g;

	gen_init(&g, p, seat, out);
	g.reach = reach;
	return gen(&g);
}

int
sn_gen_reach(const sn_pos *p, int seat, const sn_set2 *reach,
    sannin_action *out)
{
	SN_TO_NARROW(p, sn_gen_reach, (p, seat, reach, out));
	return gen_reach_body(p, seat, reach, out);
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
 * sn_gen_to of a kind (what a record's move asks): the seat's king's move
 * when it is of the kind, then the moves of the other pieces of the kind
 * that reach the cell, but for those pinned off the line to it, then the
 * drop; in the order gen() gives them.  In check (checked not 0, or not
 * known), the others only onto a cell that answers the one check.  (Not
 * through struct gen, whose setup cost as much as the rest.)
 */
static int
to_kind(const sn_pos *p, int seat, int to, int kind, int checked,
    sannin_action *out)
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
	if (checked != 0)
		king_safety(p, seat, 1, &ks);
	/* The king steps there, or castles (see gen_king()), onto a cell
	 * no other seat's piece attacks with the king gone from its own. */
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

static SN_OUTLINE int
gen_to_body(const sn_pos *p, int seat, int to, int kind, int checked,
    sannin_action *out)
{
	struct gen g;

	if (kind != SANNIN_EMPTY)
		return to_kind(p, seat, to, kind, checked, out);
	gen_init(&g, p, seat, out);
	g.unchecked = checked == 0;
	g.only = sn_set_bit(to);
	g.single = to;
	g.illum = 0;
	g.near = SN_VSET(p->v, lines, [to]);
	return gen(&g);
}

int
sn_gen_to(const sn_pos *p, int seat, int to, int kind, int checked,
    sannin_action *out)
{
	SN_TO_NARROW(p, sn_gen_to, (p, seat, to, kind, checked, out));
	return gen_to_body(p, seat, to, kind, checked, out);
}

static SN_OUTLINE int
gen_drop_to_body(const sn_pos *p, int seat, int to, int kind, int checked,
    sannin_action *out)
{
	struct kingsafety ks;

	/* (As to_kind() has it: in check, only onto a cell that answers
	 * the one check.) */
	if (!(p->alive >> seat & 1) || !may_drop(p, seat, to, kind))
		return 0;
	if (checked != 0) {
		king_safety(p, seat, 1, &ks);
		if (ks.nchecks > 1 || (ks.nchecks == 1 &&
		    !sn_set_has(&ks.block, to)))
			return 0;
	}
	return put_drop(out, 0, kind, to);
}

int
sn_gen_drop_to(const sn_pos *p, int seat, int to, int kind, int checked,
    sannin_action *out)
{
	SN_TO_NARROW(p, sn_gen_drop_to, (p, seat, to, kind, checked, out));
	return gen_drop_to_body(p, seat, to, kind, checked, out);
}

int
sn_gen_checks(const sn_pos *p, int seat, unsigned victims,
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
	return gen(&g);
}

static int
accept_any(const sn_pos *p, const sannin_action *a, void *ctx)
{
	(void)p;
	(void)a;
	(void)ctx;
	return 1;
}

int
sn_gen_any(const sn_pos *p, int seat,
    int (*accept)(const sn_pos *, const sannin_action *, void *), void *ctx)
{
	sannin_action buf[SANNIN_MAXACTIONS];
	struct gen g;

	gen_init(&g, p, seat, buf);
	g.first = 1;
	g.accept = accept != NULL ? accept : accept_any;
	g.ctx = ctx;
	return gen(&g);
}

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
	return sn_gen_any(p, seat, accept, ctx);
}

int
sn_gen_any_unchecked(const sn_pos *p, int seat, const sn_set2 *reach,
    int (*accept)(const sn_pos *, const sannin_action *, void *), void *ctx)
{
	return any_unchecked(p, seat, reach, accept, ctx);
}

int
sn_gen_any_seat(const sn_pos *p, int seat, int checked,
    int (*accept)(const sn_pos *, const sannin_action *, void *), void *ctx)
{
	if (!(p->alive >> seat & 1))
		return 0;
	return checked ? sn_gen_any(p, seat, accept, ctx) :
	    any_unchecked(p, seat, NULL, accept, ctx);
}
