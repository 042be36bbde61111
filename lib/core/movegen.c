/*
 * movegen.c - the generator of a seat's legal actions, sn_gen_run: every
 * one, as one list (sn_gen's SN_GEN_ALL), and what the narrower
 * questions of movegen_targeted.c ask of it.  Compiled twice (width.h).
 *
 * The generator finds the checks and pins on the seat's king first
 * (king_safety(), movegen_internal.h), by walking the king's twelve rays
 * once (where few pieces will move, it looks behind only theirs for a
 * pin), and then produces only legal actions: a pinned piece keeps to
 * its pin line, a check restricts the other pieces to capturing the
 * checker or blocking its line, and the king never steps onto an
 * attacked cell.  Check comes from any other seat; pins likewise.
 */
#include "config.h"

#include "width.h"

#include "movegen_internal.h"

#define IS_KING(v, pc) ((v)->kinds[SN_KIND(pc)].flags & SN_KF_KING)

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

/* Adds the illumination by the +K on k of the first pieces on the lines
 * in `targets` (a bit by direction). */
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
			if ((b = sn_leaper(p, t, d)) >= 0 &&
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

int
sn_gen_run(struct gen *g)
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
