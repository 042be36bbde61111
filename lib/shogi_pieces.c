/*
 * shogi_pieces.c - the pieces of shogi on a square board, as the games
 * of square boards share them (yonin-rules(7), shipley-rules(7)): each
 * kind's name, its promotion, its class for threats, and its moves seen
 * from its own side, in the directions of a square board (geometry.h).
 */
#include "config.h"

#include "geometry.h"
#include "shogi_pieces.h"

/* Relative directions of a square board (geometry.h): 0 forward, then
 * clockwise by eighths; 8 and 15 the knight's forward leaps. */
#define D(d) (1u << (d))
#define ORTH (D(0) | D(2) | D(4) | D(6))
#define DIAG (D(1) | D(3) | D(5) | D(7))
#define GOLD (D(0) | D(1) | D(7) | D(2) | D(6) | D(4))
#define SILVER (D(0) | D(1) | D(7) | D(3) | D(5))

/*
 * The shogi pieces; +K is the king of a mated seat, turned over: it
 * never moves and is never taken, and nothing passes over it.
 */
const struct sn_kind sn_shogi_kinds[SN_NKINDS] = {
	[SANNIN_EMPTY] = {NULL, 0, 0, 0, 0},
	[SANNIN_PAWN] = {"P", SANNIN_PPAWN, SANNIN_PAWN, 1, SN_KF_PAWN},
	[SANNIN_LANCE] = {"L", SANNIN_PLANCE, SANNIN_LANCE, 2, 0},
	[SANNIN_KNIGHT] = {"N", SANNIN_PKNIGHT, SANNIN_KNIGHT, 2, 0},
	[SANNIN_SILVER] = {"S", SANNIN_PSILVER, SANNIN_SILVER, 2, 0},
	[SANNIN_GOLD] = {"G", 0, SANNIN_GOLD, 2, 0},
	[SANNIN_BISHOP] = {"B", SANNIN_PBISHOP, SANNIN_BISHOP, 3, 0},
	[SANNIN_ROOK] = {"R", SANNIN_PROOK, SANNIN_ROOK, 3, 0},
	[SANNIN_KING] = {"K", 0, SANNIN_KING, 4, SN_KF_KING},
	[SANNIN_PPAWN] = {"+P", 0, SANNIN_PAWN, 1, 0},
	[SANNIN_PLANCE] = {"+L", 0, SANNIN_LANCE, 2, 0},
	[SANNIN_PSILVER] = {"+S", 0, SANNIN_SILVER, 2, 0},
	[SANNIN_PBISHOP] = {"+B", 0, SANNIN_BISHOP, 3, 0},
	[SANNIN_PROOK] = {"+R", 0, SANNIN_ROOK, 3, 0},
	[SANNIN_PKING] = {"+K", 0, SANNIN_KING, 4, SN_KF_BLOCKADE},
	[SANNIN_PKNIGHT] = {"+N", 0, SANNIN_KNIGHT, 2, 0},
};

const struct sn_kindmoves sn_shogi_moves[SN_NKINDS] = {
	[SANNIN_PAWN] = {D(0), 0},
	[SANNIN_LANCE] = {0, D(0)},
	[SANNIN_KNIGHT] = {D(8) | D(15), 0},
	[SANNIN_SILVER] = {SILVER, 0},
	[SANNIN_GOLD] = {GOLD, 0},
	[SANNIN_BISHOP] = {0, DIAG},
	[SANNIN_ROOK] = {0, ORTH},
	[SANNIN_KING] = {ORTH | DIAG, 0},
	[SANNIN_PPAWN] = {GOLD, 0},
	[SANNIN_PLANCE] = {GOLD, 0},
	[SANNIN_PSILVER] = {GOLD, 0},
	[SANNIN_PBISHOP] = {ORTH, DIAG},
	[SANNIN_PROOK] = {DIAG, ORTH},
	[SANNIN_PKNIGHT] = {GOLD, 0},
};
