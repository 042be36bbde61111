/*
 * shogi_pieces.h - the pieces of shogi on a square board, shared by the
 * games of square boards (shogi_pieces.c).  Not installed.
 */
#ifndef SN_SHOGI_PIECES_H
#define SN_SHOGI_PIECES_H

#include "geometry.h"

/* The shogi pieces, and their moves on a square board; +K is a mated
 * seat's king, turned over (yonin-rules(7)). */
extern const struct sn_kind sn_shogi_kinds[SN_NKINDS];
extern const struct sn_kindmoves sn_shogi_moves[SN_NKINDS];

#endif
