/*
 * sannin_checkmate.h - checks and checkmate in sannin shogi
 * (sannin-rules(7)): what a move or drop puts down and whether it gives
 * check, the free escapes of a king, and the test of checkmate, which
 * the mate threats, the alliance rules and the playing of an action all
 * ask.  It needs neither the threats nor the playing.  Not installed.
 */
#ifndef SN_SANNIN_CHECKMATE_H
#define SN_SANNIN_CHECKMATE_H

#include "position.h"

/* The pieces after the move or drop a. */
static inline sn_set
sn_occ_after(const sn_pos *p, const sannin_action *a)
{
	sn_set occ = p->all;

	if (a->type == SANNIN_ACT_MOVE)
		sn_set_del(&occ, a->from);
	sn_set_add(&occ, a->to);
	return occ;
}

/* The piece that the seat's move or drop a puts down, as it stands
 * after it. */
static inline int
sn_put_piece(const sn_pos *p, int seat, const sannin_action *a)
{
	int pc;

	if (a->type != SANNIN_ACT_MOVE)
		return SN_PIECE(seat, a->kind);
	pc = p->board[a->from];
	return a->promote ? SN_PIECE(seat,
	    p->v->kinds[SN_KIND(pc)].promoted) : pc;
}

/* Whether the piece pc that the move or drop a puts down attacks cell k
 * after it.  (Always inline: sannin's filter asks it of most actions.) */
static SN_ALWAYS_INLINE int
sn_put_hits(const sn_pos *p, const sannin_action *a, int pc, int k)
{
	const struct sannin_variant *v = p->v;
	int d = v->dirto[a->to][k];

	return d != SN_NODIR &&
	    ((v->nb[a->to][d] == k && (p->mv[pc].steps >> d & 1)) ||
	    ((p->mv[pc].slides >> d & 1) &&
	    sn_first_on_ray(v, a->to, d, sn_occ_after(p, a)) == k));
}

/*
 * Whether the move or drop a (no illumination) of the seat attacks cell
 * k after it: by the piece it puts down, or by a line of the seat that
 * it opens through the cell it leaves.  (Always inline: the mate-in-one
 * search asks it of each try.)
 */
static SN_ALWAYS_INLINE int
sn_put_checks(const sn_pos *p, int seat, const sannin_action *a, int k)
{
	const struct sannin_variant *v = p->v;
	int d, b;

	/* The piece itself, from its new cell. */
	if (sn_put_hits(p, a, sn_put_piece(p, seat, a), k))
		return 1;
	/* A line of the seat that the move opens through its old cell. */
	if (a->type != SANNIN_ACT_MOVE ||
	    (d = v->dirto[k][a->from]) == SN_NODIR)
		return 0;
	b = sn_first_on_ray(v, k, d, sn_occ_after(p, a));
	return b >= 0 && b != a->to && SN_ARMY(p->board[b]) == seat &&
	    (p->mv[p->board[b]].slides >> v->opp[d] & 1);
}

/*
 * The free escapes of v's king: the cells one step away that it may move
 * to (no piece of its own, no king) and that no piece of another seat
 * attacks, its own cell left empty (att: the cells each seat attacks).
 * Returns their number, at most SN_MAXDIRS, in the order of their cells.
 * (Always inline: the mate-in-one search asks it of each victim.)
 */
static SN_ALWAYS_INLINE int
sn_free_escapes(const sn_pos *p, const sn_set2 *att, int v, uint8_t *esc)
{
	const struct sannin_variant *v_ = p->v;
	int k = p->king[v], d, e, b, n = 0, o1, o2, checked;
	sn_set cand;

	if (k == SN_NOCELL || p->alliance != 0)
		return 0;
	/* The cells of its steps (the variant's table: a king steps alike
	 * under either promoted-rook option) that hold none of its pieces
	 * and that no other seat attacks.  (Sannin's two other seats.) */
	o1 = v == 0 ? 1 : 0;
	o2 = v == 2 ? 1 : 2;
	cand = sn_set_andnot(SN_STEPS_FROM(p, p->board[k], k),
	    sn_set_or(p->occ[v], sn_set_or(sn_set2_get(&att[o1]),
	    sn_set2_get(&att[o2]))));
	/* A ranging piece aimed at the king through an escape attacks the
	 * king: looked for only when another seat does, most often not. */
	checked = sn_set2_has(&att[o1], k) | sn_set2_has(&att[o2], k);
	while (sn_set_any(cand)) {
		e = sn_set_pop(&cand);
		if (p->board[e] &&
		    (v_->kinds[SN_KIND(p->board[e])].flags & SN_KF_KING))
			continue;
		if (checked) {
			d = v_->dirto[k][e];
			b = sn_first_on_ray(v_, k, v_->opp[d], p->all);
			if (b >= 0 && SN_ARMY(p->board[b]) != v &&
			    (p->mv[p->board[b]].slides >> d & 1))
				continue;
		}
		esc[n++] = (uint8_t)e;
	}
	return n;
}

/* The ally of a seat in an alliance. */
static inline int
sn_ally_of(const sn_pos *p, int seat)
{
	return __builtin_ctz(p->alliance & ~(1u << seat));
}

/*
 * The free escapes of v's king in p (att: the cells each seat attacks in
 * p), in esc (room for SN_MAXDIRS), and their number: the steps to a
 * cell that no other seat attacks once the king has left its own, each
 * one of v's actions in sn_gen (the move that does not promote).  None
 * in an alliance, which asks more of an action.
 */
int	sn_king_escapes(const sn_pos *p, const sn_set2 *att, int v,
	    uint8_t *esc);

/*
 * Non-zero when the seat's action leaves a piece of the seat attacking
 * the king of `victim`.  `already` says whether one attacks it now; when
 * none does, only the moved piece and the line it opens are looked at.
 */
int	sn_gives_check(const sn_pos *p, int seat, const sannin_action *,
	    int victim, int already);

/*
 * Non-zero when the seat, as if it were to act, has an action that does
 * not leave its own king in check, does not check its ally, and is no
 * pawn drop the pawn-drop rule forbids.  This is the test of checkmate,
 * for the pawn-drop rule and for the game alike.
 */
int	sn_has_action(const sn_pos *, int seat);

/* Non-zero when the seat is in check and has no such action. */
int	sn_mated(const sn_pos *, int seat);

/* The game ends with winner the winner, `how` it won (an event in ev). */
void	sn_game_over(sn_pos *p, int winner, int how, sannin_events *ev);

/* The seats in `mated` are mated by `mater` (`how`: by check, or
 * without an action): they leave the game, and the alliance and the
 * game may end with them. */
void	sn_mates(sn_pos *p, int mater, unsigned mated, int how,
	    sannin_events *ev);

#endif
