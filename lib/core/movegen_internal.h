/*
 * movegen_internal.h - what the files of the generator share (attacks.c,
 * movegen.c, movegen_targeted.c): the look at a seat's king for checks
 * and pins, the generator's state, and the writing of actions into a
 * list.  Inline, so that the hot paths that use them keep them inlined.
 * Not installed.
 */
#ifndef SN_MOVEGEN_INTERNAL_H
#define SN_MOVEGEN_INTERNAL_H

#include "attacks.h"
#include "position.h"

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
		if ((b1 = sn_leaper(p, k, d)) >= 0 &&
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

/* A king that SN_GEN_CHECKS looks for checks on, and what it learns of
 * the lines out of it. */
struct target {
	int vk;			/* the king's cell */
	unsigned have;		/* kinds whose kind_mask is in amask */
	sn_set amask[16];
	int haveseg;		/* seg and disc are known */
	sn_set seg[SN_MAXDIRS];	/* see lines_from_king(), movegen.c */
	sn_set disc;
};

/* What the generator is asked for, and the list it writes. */
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
	 * kings, a superset of those that do (SN_GEN_CHECKS). */
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

/* Sets g up to ask for every legal action of the seat, into out. */
static inline void
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

/* Does the first-action search accept one of out[from..g->n)? */
static inline int
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

/* Every legal action of the seat that g asks for (movegen.c): their
 * number, or with g->first, 1 as soon as one is accepted and 0 when none
 * is. */
SN_CORE int	sn_gen_run(struct gen *g);

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

#endif
