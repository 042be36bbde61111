/*
 * messages.h - the catalogue of the diagnostics of the library and of
 * the record readers: one line for each kind of message,
 *
 *	SN_MSG(NAME, code, severity, "text")
 *
 * NAME makes the kind SN_MSG_NAME (enum sn_msg, diag.h); code is the
 * public SANNIN_E_* code the diagnostic carries (SN_E_FORMAT: the code
 * of the format being read, SANNIN_E_YAML or SANNIN_E_JSON); severity
 * is E (an error), W (a warning), N (a note added to the end of
 * another message, sn_diag_note) or P (a piece of another message, its
 * %s: sn_msg_piece); text is a printf format, and the call site passes
 * its arguments:
 *
 *	sn_record_msg(r, SN_MSG_UNEXPECTED_BYTE, line, col, c);
 *	sn_diag_msg(dg, SN_MSG_RULE_NAME, col, ...);
 *	sn_msg_piece(buf, size, SN_MSG_WHY_FROM_EMPTY, from);
 *
 * To add a message: a line here, in the group of its area, with words
 * no other kind says (two call sites that say the same thing share one
 * kind); then a test that makes it (a golden .err file, or a unit
 * test).  gcc checks the arguments of each call against the text (see
 * SN_MSG_ARGS in diag.h).  The words are what users read and what the
 * golden files and sannin-record(5) show: change them deliberately.
 *
 * No include guard: diag.h and diag.c include it with SN_MSG defined
 * each time to make what they need (the enum, the table, the checks).
 */

/* The library: games, positions, rules, cells (lib/). */
SN_MSG(NOMEM, SANNIN_E_NOMEM, E, "out of memory")
SN_MSG(GAME_OVER, SANNIN_E_ILLEGAL, E,
    "the game is over: no action may follow")
SN_MSG(NOT_LEGAL, SANNIN_E_ILLEGAL, E,
    "not a legal action of %s, the seat to act")
SN_MSG(REPETITION_STRICT, SANNIN_E_ILLEGAL, E,
    "the action recreates an earlier position, which repetition=strict "
    "forbids")
SN_MSG(REPETITION_VARY, SANNIN_E_ILLEGAL, E,
    "the position occurred before and %s played this action from it "
    "then, which repetition=vary forbids")
SN_MSG(ALLIANCE_AT_START, SANNIN_E_SETUP, E,
    "an alliance is declared before the first action, with all three "
    "seats and their kings on the board")
SN_MSG(ALLIANCE_OF_TWO, SANNIN_E_SETUP, E,
    "an alliance is of two seats still playing")
SN_MSG(NO_SEAT_PLAYING, SANNIN_E_SETUP, E,
    "there is no seat %d still playing")
SN_MSG(NO_SEAT, SANNIN_E_SETUP, E, "there is no seat %d")
SN_MSG(NO_CELL, SANNIN_E_SETUP, E, "there is no cell %d")
SN_MSG(NO_KIND, SANNIN_E_SETUP, E, "there is no kind of piece %d")
SN_MSG(SECOND_KING, SANNIN_E_SETUP, E,
    "a seat has one king, and this one's is already on %s")
SN_MSG(HAND_KIND, SANNIN_E_SETUP, E,
    "only unpromoted pieces other than kings are held in hand%s")
SN_MSG(HAND_COUNT, SANNIN_E_SETUP, E,
    "a hand holds 0 to %d pieces of a kind, not %d")
SN_MSG(RULE_SYNTAX, SANNIN_E_RULE_SYNTAX, E,
    "rule option '%.*s' is not of the form name=value")
SN_MSG(RULE_NAME, SANNIN_E_RULE_NAME, E,
    "unknown rule option '%.*s'; the options%s%s are %s")
SN_MSG(RULE_VALUE, SANNIN_E_RULE_VALUE, E,
    "rule option %s cannot be '%.*s'; it takes %s")
SN_MSG(CELL_SYNTAX, SANNIN_E_CELL_SYNTAX, E,
    "'%.*s' is not a cell name: write a column 1-%d and a rank a-%c, "
    "as in %s")
SN_MSG(CELL_COLUMN, SANNIN_E_CELL_COLUMN, E,
    "cell '%.*s': there is no column %ld (columns run 1-%d)")
SN_MSG(CELL_RANK, SANNIN_E_CELL_RANK, E,
    "cell '%.*s': there is no rank %c (ranks run a-%c)")
SN_MSG(CELL_OFFBOARD, SANNIN_E_CELL_OFFBOARD, E,
    "cell '%.*s' is off the board: rank %c runs from column %d to %d")

/* Move text (lib/notation.c): the move as written, then why. */
SN_MSG(MOVE_PIECE_LETTER, SANNIN_E_MOVE_SYNTAX, E,
    "cannot read move '%.*s': expected a piece letter (K R B G S N L P)")
SN_MSG(MOVE_UNPROMOTABLE_KING, SANNIN_E_MOVE_SYNTAX, E,
    "cannot read move '%.*s': golds and kings have no promoted form")
SN_MSG(MOVE_UNPROMOTABLE_KNIGHT, SANNIN_E_MOVE_SYNTAX, E,
    "cannot read move '%.*s': golds and knights have no promoted form")
SN_MSG(MOVE_SEPARATOR, SANNIN_E_MOVE_SYNTAX, E,
    "cannot read move '%.*s': expected '-', 'x', '*' or '~' before the "
    "destination")
SN_MSG(MOVE_DROP_FORM, SANNIN_E_MOVE_SYNTAX, E,
    "cannot read move '%.*s': a drop names an unpromoted piece and no "
    "origin")
SN_MSG(MOVE_DROP_KING, SANNIN_E_MOVE_SYNTAX, E,
    "cannot read move '%.*s': a king is never captured, so never dropped")
SN_MSG(MOVE_ILLUMINATOR, SANNIN_E_MOVE_SYNTAX, E,
    "cannot read move '%.*s': only a promoted king (+K) illuminates")
SN_MSG(MOVE_DESTINATION, SANNIN_E_MOVE_SYNTAX, E,
    "cannot read move '%.*s': expected a destination cell")
SN_MSG(MOVE_TARGET, SANNIN_E_MOVE_SYNTAX, E,
    "cannot read move '%.*s': expected a cell after '~'")
SN_MSG(MOVE_TRAILING, SANNIN_E_MOVE_SYNTAX, E,
    "cannot read move '%.*s': unexpected text after the move")
SN_MSG(MOVE_CANNOT_PLAY, SANNIN_E_MOVE_NONE, E,
    "%s cannot play '%.*s': %s")
SN_MSG(MOVE_NO_ACTION, SANNIN_E_MOVE_NONE, E,
    "%s has no legal action '%.*s'")
SN_MSG(MOVE_AMBIGUOUS, SANNIN_E_MOVE_AMBIGUOUS, E,
    "'%.*s' is ambiguous: %s has %s on %s that can reach %s; write the "
    "origin")
SN_MSG(MOVE_NO_PROMOTION, SANNIN_E_MOVE_NONE, E,
    "'%.*s' declines a promotion, but this move cannot promote")
SN_MSG(MOVE_NO_CAPTURE, SANNIN_E_MOVE_NONE, E,
    "'%.*s' is written as a capture, but %s is empty")

/* Why a seat cannot play a move (lib/explain.c): the last %s of
 * MOVE_CANNOT_PLAY. */
SN_MSG(WHY_ANOTHER_PIECE, SANNIN_E_NONE, P, "another piece")
SN_MSG(WHY_PIECE_ON, SANNIN_E_NONE, P, "%s's %s on %s")
SN_MSG(WHY_PAWN_MATE_MATED, SANNIN_E_NONE, P,
    "the pawn would check %s's king on %s, checkmated already, "
    "which cannot answer it: pawn-drop-mate=forbid forbids it "
    "(forbid-new would not)")
SN_MSG(WHY_PAWN_MATE_NO_ANSWER, SANNIN_E_NONE, P,
    "the pawn would check %s's king on %s and leave %s no answer, "
    "%s acting first: pawn-drop-mate=forbid forbids it (forbid-new "
    "would not)")
SN_MSG(WHY_PAWN_MATE, SANNIN_E_NONE, P,
    "the pawn would check a king and mate its seat, which "
    "pawn-drop-mate=forbid forbids")
SN_MSG(WHY_KING_ATTACKED, SANNIN_E_NONE, P,
    "it would leave %s's king on %s attacked by %s%s")
SN_MSG(WHY_NOT_IN_HAND, SANNIN_E_NONE, P, "%s holds no %s in hand")
SN_MSG(WHY_DROP_OCCUPIED, SANNIN_E_NONE, P,
    "%s is occupied: a piece drops on an empty cell")
SN_MSG(WHY_DROP_DEAD_END, SANNIN_E_NONE, P,
    "a %s dropped on %s could never move")
SN_MSG(WHY_SECOND_PAWN, SANNIN_E_NONE, P,
    "%s already has an unpromoted pawn on that file, and no second "
    "may be dropped there")
SN_MSG(WHY_FROM_EMPTY, SANNIN_E_NONE, P, "%s is empty")
SN_MSG(WHY_FROM_OTHER_PIECE, SANNIN_E_NONE, P, "%s holds %s's %s, not %s's %s")
SN_MSG(WHY_NONE_ON_BOARD, SANNIN_E_NONE, P, "%s has no %s on the board%s%s%s")
SN_MSG(WHY_BLOCKADE, SANNIN_E_NONE, P,
    "%s holds %s's king, turned over when %s was mated: a "
    "blockade, which no piece captures or passes over")
SN_MSG(WHY_ARMY_MOVED, SANNIN_E_NONE, P,
    "%s holds a %s of %s's army, which %s moves, and no seat "
    "captures a piece it moves")
SN_MSG(WHY_OWN_PIECE, SANNIN_E_NONE, P, "%s holds %s's own %s")
SN_MSG(WHY_TEAMMATE_PIECE, SANNIN_E_NONE, P,
    "%s holds %s's %s, and %s is %s's teammate, whose pieces %s "
    "never captures")
SN_MSG(WHY_KING_NOT_MATED, SANNIN_E_NONE, P,
    "%s holds %s's king, and a king may be taken only when its "
    "seat is checkmated, which %s is not")
SN_MSG(WHY_KING_CAPTURE, SANNIN_E_NONE, P,
    "%s holds %s's king, and kings are never captured")
SN_MSG(WHY_CASTLING_GONE, SANNIN_E_NONE, P,
    "the king may jump into its own territory only as its first "
    "move, before it has ever been in check and while no alliance "
    "stands%s")
SN_MSG(WHY_CORNER_STEP, SANNIN_E_NONE, P,
    "the %s on %s would reach %s only by a step across a corner of "
    "the cross, and corner-step=forbid forbids it")
SN_MSG(WHY_CANNOT_REACH, SANNIN_E_NONE, P, "no %s of %s can reach %s%s%s%s%s")
SN_MSG(WHY_NO_PROMOTION, SANNIN_E_NONE, P,
    "the %s on %s cannot promote on this move: %s")
SN_MSG(WHY_MUST_PROMOTE, SANNIN_E_NONE, P,
    "the %s must promote on %s, where it could never move again: "
    "write '+'")
SN_MSG(WHY_KING_JUMP, SANNIN_E_NONE, P,
    "the king may jump only as its first move, before it has ever "
    "been in check and while no alliance stands, and only into its "
    "own territory")
SN_MSG(WHY_DEAD_END, SANNIN_E_NONE, P,
    "the %s could never move again from %s, where it cannot "
    "promote, which dead-end=forbid forbids")
SN_MSG(WHY_KING_UNPROMOTED, SANNIN_E_NONE, P,
    "%s's king is not promoted, and only a promoted king "
    "illuminates")
SN_MSG(WHY_ILLUMINATION_TARGETS, SANNIN_E_NONE, P,
    "these are not pieces the promoted king may take: each must be "
    "the first piece on one of its lines, no king, protected by no "
    "piece of a seat but %s, and every piece checking it must be "
    "among them")
SN_MSG(WHY_SEAT_OUT, SANNIN_E_NONE, P, " (that seat is out of the game)")

/* A game's limits and text kept (formats/record.c). */
SN_MSG(GAME_ACTIONS, SANNIN_E_LIMIT, E,
    "a game holds at most %d actions, variations included")
SN_MSG(GAME_BYTES, SANNIN_E_LIMIT, E,
    "a game holds at most %d MiB of tags, moves and comments")
SN_MSG(DIAGS_DROPPED, SANNIN_E_LIMIT, W,
    "%zu more diagnostics of this game are not shown (at most %d a game)")
SN_MSG(DIAGS_DROPPED_ERROR, SANNIN_E_LIMIT, E,
    "%zu more diagnostics of this game are not shown (at most %d a game)")
SN_MSG(TEXT_LONG, SANNIN_E_LIMIT, E, "%s is longer than %d bytes")
SN_MSG(TEXT_NUL, SANNIN_E_SYNTAX, E, "%s holds a NUL byte")
SN_MSG(TEXT_UTF8, SANNIN_E_SYNTAX, E, "%s is not valid UTF-8 (byte %ld)")
/* The commands of a comment (formats/comment_commands.c): warnings,
 * the comment is kept as it is. */
SN_MSG(COMMAND_ARROW, SANNIN_E_COMMAND, W,
    "[%%%s]: '%.*s' is not an arrow: a colour R, G, B or Y, then two cells "
    "of the board (the comment is kept)")
SN_MSG(COMMAND_MARK, SANNIN_E_COMMAND, W,
    "[%%%s]: '%.*s' is not a marked cell: a colour R, G, B or Y, then a "
    "cell of the board (the comment is kept)")
SN_MSG(COMMAND_TIME, SANNIN_E_COMMAND, W,
    "[%%%s]: '%.*s' is not a time h:mm:ss (the comment is kept)")
SN_MSG(COMMAND_UNCLOSED, SANNIN_E_COMMAND, W,
    "[%%%s%.*s is not closed by ']' (the comment is kept)")
SN_MSG(COMMAND_MANY, SANNIN_E_COMMAND, W,
    "[%%%s]: '%.*s': more than 32 arrows, or marked cells, to one action "
    "(the comment is kept)")
SN_MSG(READ_ERROR, SANNIN_E_IO, E, "read error: %s")
SN_MSG(INPUT_CUT, SANNIN_E_IO, E,
    "the input could not be read past this point: %s")

/* Replaying a record against the rules (lib/replay/,
 * record_tags.c). */
SN_MSG(CAPTURE_DASH, SANNIN_E_MOVE_SYNTAX, W,
    "'%s' captures: write 'x' rather than '-'")
SN_MSG(MUST_PROMOTE, SANNIN_E_MOVE_SYNTAX, W, "'%s' must promote: write '+'")
SN_MSG(MOVE_AFTER_END, SANNIN_E_ILLEGAL, E,
    "'%s': the game is over, no action may follow")
SN_MSG(MOVE_AFTER_WIN, SANNIN_E_ILLEGAL, E,
    "'%s': the game is over (%s has won), no action may follow")
SN_MSG(SEAT_NAME, SANNIN_E_YAML, E, "seat: '%.40s' is no seat of %s: %s")
SN_MSG(MARKER_SEAT, SANNIN_E_ILLEGAL, E,
    "'%s' is marked as %s's, but %s is to act%s")
SN_MSG(MARK_FALSE, SANNIN_E_MARK, E, "'%s' is marked '%s', but it %s%s")
SN_MSG(VARIANT_TAG, SANNIN_E_TAG, E,
    "Variant: '%s' is no variant the library plays; the variants are "
    "sannin, yonin and shipley")
SN_MSG(POSITION_VARIANT, SANNIN_E_TAG, E,
    "Position: a position of %s, in a game of %s")
SN_MSG(ALLIANCE_NONE, SANNIN_E_TAG, E,
    "Alliance: %s has no voluntary alliance")
SN_MSG(ALLIANCE_TAG, SANNIN_E_TAG, E,
    "Alliance: a voluntary alliance is \"Middle,Last\" (against First), "
    "not \"%s\"")
SN_MSG(RESULT_ASSUMED, SANNIN_E_RESULT, W,
    "the game has no result: %s is assumed")
SN_MSG(RESULT_INVALID, SANNIN_E_RESULT, E, "the result %s %s")
SN_MSG(RESULT_WINNER, SANNIN_E_RESULT, E,
    "the result is written %s, but %s (%s)")
SN_MSG(RESULT_NO_WINNER, SANNIN_E_RESULT, E,
    "the result is written %s, but the game ended without a winner (%s)")
SN_MSG(RESULT_NOT_ENDED, SANNIN_E_RESULT, W,
    "the result is written %s, but the game has not ended by the rules")
SN_MSG(RESULT_TAG_INVALID, SANNIN_E_RESULT, E,
    "the Result tag says %s, which %s")
SN_MSG(RESULT_TAG_DIFFERS, SANNIN_E_RESULT, E,
    "the Result tag says %s, but the moves end with %s")
SN_MSG(TAG_SEAT_ELSEWHERE, SANNIN_E_TAG, W,
    "tag %s: %s is a seat of %s, not of %s (%s): it names no player of "
    "this game (the tag is kept)")
SN_MSG(TAG_UNKNOWN, SANNIN_E_TAG, W,
    "tag %s is unknown: %s? (names are case-sensitive; the tag is kept, "
    "and means nothing)")
SN_MSG(TERMINATION_UNKNOWN, SANNIN_E_TAG, W,
    "Termination: '%s' is none of %s (the tag is kept)")
SN_MSG(TERMINATION_OVER, SANNIN_E_RESULT, W,
    "the Termination tag says %s, but the rules ended the game")
SN_MSG(RATING_VALUE, SANNIN_E_TAG, W,
    "tag %s: '%s' is not a rating: digits, or - when unknown (the tag is "
    "kept)")
/* Why a seat had no action (lib/replay/replay_line.c). */
SN_MSG(WHY_DUAL_ESCAPE, SANNIN_E_NONE, P,
    ": %s can escape both threats, to its pieces on %s and %s, "
    "with one action, such as %s (dual-attack=inescapable)")
/* Why a result is not one (formats/record_result.c): the last %s of
 * RESULT_INVALID, RESULT_SYNTAX, RESULT_TAG_INVALID, SCHEMA_RESULT. */
SN_MSG(RESULT_WHY_FORM, SANNIN_E_NONE, P,
    "*, or a 1 for each seat that won and a 0 for each other")
SN_MSG(RESULT_WHY_SEATS, SANNIN_E_NONE, P,
    "names %d seats, but %s has %d: its results are %s")
SN_MSG(RESULT_WHY_VARIANT, SANNIN_E_NONE, P, "is not a result of %s: %s")
/* Notes at the end of a message of the library or of the first error. */
SN_MSG(NOTE_TO_ACT, SANNIN_E_NONE, N, " (%s to act)")
SN_MSG(NOTE_MOVE, SANNIN_E_NONE, N, " ('%s')")
SN_MSG(NOTE_RULES_TAG, SANNIN_E_NONE, N, " (tag Rules)")
SN_MSG(NOTE_NO_VARIANT_TAG, SANNIN_E_NONE, N,
    " (%s: the game has no Variant tag)")

/* Position strings (formats/posstr*.c, sannin-position(5)). */
SN_MSG(POS_RANK_LONG, SANNIN_E_POSITION, E,
    "position string: rank %c has %d cells, more are given")
SN_MSG(POS_RANK_CHAR, SANNIN_E_POSITION, E,
    "position string: '%c' in rank %c is neither a count of empty "
    "cells nor a seat letter (%s) before a piece")
SN_MSG(POS_PIECE_LETTER, SANNIN_E_POSITION, E,
    "position string: a piece letter (K R B G S N L P) must follow "
    "'%.*s' in rank %c")
SN_MSG(POS_UNPROMOTABLE, SANNIN_E_POSITION, E,
    "position string: %s have no promoted form")
SN_MSG(POS_TWO_KINGS, SANNIN_E_POSITION, E, "position string: %s has two kings")
SN_MSG(POS_RANK_SHORT, SANNIN_E_POSITION, E,
    "position string: rank %c has %d cells, %d given")
SN_MSG(POS_RANKS_MORE, SANNIN_E_POSITION, E,
    "position string: the board has %d ranks, more are given")
SN_MSG(POS_RANKS_FEWER, SANNIN_E_POSITION, E,
    "position string: the board has %d ranks (a-%c, separated by '/'), "
    "%d are given")
SN_MSG(POS_HANDS, SANNIN_E_POSITION, E,
    "position string: hands are %s, separated by ','")
SN_MSG(POS_HAND_EMPTY, SANNIN_E_POSITION, E,
    "position string: %s's hand is empty: write '-'")
SN_MSG(POS_HAND_COUNT, SANNIN_E_POSITION, E,
    "position string: a count in hand runs from 2 to %d")
SN_MSG(POS_HAND_KIND, SANNIN_E_POSITION, E,
    "position string: a hand holds R B G S N L P%s, unpromoted")
SN_MSG(POS_HAND_TWICE, SANNIN_E_POSITION, E,
    "position string: %s's hand names %s twice")
SN_MSG(POS_PLY, SANNIN_E_POSITION, E,
    "position string: ply: the number of actions played, 0 to "
    "2147483647")
SN_MSG(POS_RESULT, SANNIN_E_POSITION, E,
    "position string: result: '*' while the game goes on, or the "
    "winner %s%s%s")
SN_MSG(POS_RESULT_WINNER, SANNIN_E_POSITION, E,
    "position string: result: the winner must still play")
SN_MSG(POS_VARIANT, SANNIN_E_POSITION, E,
    "position string: %s has no position strings")
SN_MSG(POS_FIELDS_MORE, SANNIN_E_POSITION, E,
    "position string: more than %d fields")
SN_MSG(POS_FIELDS_FEWER, SANNIN_E_POSITION, E,
    "position string: it needs at least a board, the hands and the "
    "seat to act; %d field%s given")
SN_MSG(POS_TURN, SANNIN_E_POSITION, E,
    "position string: turn: the seat to act is %s")
SN_MSG(POS_TURN_OUT, SANNIN_E_POSITION, E,
    "position string: turn: %s no longer plays")
SN_MSG(POS_LAST_SEAT, SANNIN_E_POSITION, E,
    "position string: last: '%c' is not a seat (F, M or L, or '-' "
    "before the first action)")
SN_MSG(POS_LAST_COLON, SANNIN_E_POSITION, E,
    "position string: last: a ':' and the cells the last action newly "
    "threatened may follow the seat")
SN_MSG(POS_LAST_THREATS, SANNIN_E_POSITION, E,
    "position string: last: threatened cells are given only when the "
    "last action was another seat's")
SN_MSG(POS_LAST_CELL, SANNIN_E_POSITION, E, "position string: last: %s")
SN_MSG(POS_LAST_NO_PIECE, SANNIN_E_POSITION, E,
    "position string: last: %.*s holds no piece of %s")
SN_MSG(POS_OUT_PIECES, SANNIN_E_POSITION, E,
    "position string: %s no longer plays but has pieces")
SN_MSG(POS_NO_KING, SANNIN_E_POSITION, E,
    "position string: %s plays but has no king on the board")
SN_MSG(POS_ALLIANCE, SANNIN_E_POSITION, E,
    "position string: alliance: two seats still playing, or '-'")
SN_MSG(POS_CASTLING_ALLIANCE, SANNIN_E_POSITION, E,
    "position string: castling: no king castles once an alliance has "
    "formed")
SN_MSG(POS_CASTLING_KING, SANNIN_E_POSITION, E,
    "position string: castling: %s has no unpromoted king that may "
    "castle")
SN_MSG(POS_LOST_ALLIES, SANNIN_E_POSITION, E,
    "position string: lost: allies have lost promotion and the garden; "
    "name them")
SN_MSG(POS_LOST_OUT, SANNIN_E_POSITION, E,
    "position string: lost: a seat that no longer plays has no rights "
    "to lose")
SN_MSG(POS_LOST_ONLY, SANNIN_E_POSITION, E,
    "position string: lost: only allies, or the two seats left after "
    "an alliance, lose these rights")
SN_MSG(POS_ALLIANCE_THIRD, SANNIN_E_POSITION, E,
    "position string: alliance: two seats still playing against a "
    "third, or '-'")
SN_MSG(POS_OUT_HAND, SANNIN_E_POSITION, E,
    "position string: %s no longer plays but holds pieces in hand")
SN_MSG(POS_OUT_KING, SANNIN_E_POSITION, E,
    "position string: %s no longer plays but its king is on the board")
SN_MSG(POS_CONTROL, SANNIN_E_POSITION, E,
    "position string: control: one seat for each army, in the order "
    "%s, the seat that moves it")
SN_MSG(POS_CONTROL_SEAT, SANNIN_E_POSITION, E,
    "position string: control: '%c' is not a seat (%s)")
SN_MSG(POS_CONTROL_OUT, SANNIN_E_POSITION, E,
    "position string: control: %s moves %s's army but no longer plays")
SN_MSG(POS_MATED_KING, SANNIN_E_POSITION, E,
    "position string: %s is mated but its king is not turned over: "
    "write it +K")
SN_MSG(POS_MATED_HAND, SANNIN_E_POSITION, E,
    "position string: %s is mated but has pieces in hand")
SN_MSG(POS_RETURN, SANNIN_E_POSITION, E,
    "position string: return: the seat the turn returns to after a "
    "check, or '-'")
SN_MSG(POS_RETURN_SEAT, SANNIN_E_POSITION, E,
    "position string: return: a seat that plays, other than the seat "
    "to act")
SN_MSG(POS_SEATS_CHAR, SANNIN_E_POSITION, E,
    "position string: %s: '%c' is not a seat (%s, or '-' for none)")
SN_MSG(POS_SEATS_ORDER, SANNIN_E_POSITION, E,
    "position string: %s: write the seats once each, in the order %s")
SN_MSG(POS_ALIVE, SANNIN_E_POSITION, E,
    "position string: alive: some seat must still play")

/* The text notation (formats/text_read*.c). */
SN_MSG(UNEXPECTED_BYTE, SANNIN_E_SYNTAX, E, "unexpected byte 0x%02x")
SN_MSG(UNEXPECTED_CHAR, SANNIN_E_SYNTAX, E, "unexpected '%c'")
SN_MSG(MOVE_LONG, SANNIN_E_LIMIT, E, "a move is at most %d characters")
SN_MSG(COMMENT_OPEN, SANNIN_E_SYNTAX, E, "this comment has no closing '}'")
SN_MSG(COMMENT_LONG, SANNIN_E_LIMIT, E, "a comment is at most %d bytes")
SN_MSG(VARIATION_FIRST, SANNIN_E_SYNTAX, E,
    "a variation must follow the move it replaces")
SN_MSG(VARIATION_DEPTH, SANNIN_E_LIMIT, E, "variations nest at most %d deep")
SN_MSG(VARIATION_CLOSE, SANNIN_E_SYNTAX, E,
    "')' without a variation to close")
SN_MSG(VARIATION_EMPTY, SANNIN_E_SYNTAX, E, "an empty variation")
SN_MSG(VARIATION_OPEN, SANNIN_E_SYNTAX, E,
    "this variation has no closing ')'")
SN_MSG(VARIATION_TAG, SANNIN_E_SYNTAX, E, "a tag inside a variation")
SN_MSG(VARIATION_RESULT, SANNIN_E_SYNTAX, E, "a result inside a variation")
SN_MSG(MARKER_ALONE, SANNIN_E_SYNTAX, E, "a seat marker must precede a move")
SN_MSG(MARKER_UNKNOWN, SANNIN_E_SYNTAX, E, "'%c:' is no seat marker: %s")
SN_MSG(MARKER_TWICE, SANNIN_E_SYNTAX, E, "two seat markers")
SN_MSG(RESULT_SYNTAX, SANNIN_E_SYNTAX, E, "the result %s %s")
SN_MSG(ROUND_DOT, SANNIN_E_SYNTAX, E, "'%s': a round number ends with '.'")
SN_MSG(ROUND_LONG, SANNIN_E_LIMIT, E, "a round number has at most 9 digits")
SN_MSG(MARKS_ORDER, SANNIN_E_SYNTAX, E,
    "'%s': marks (^ # &) come before the annotation")
SN_MSG(ANNOTATION, SANNIN_E_SYNTAX, E,
    "'%s': an annotation is one of ! ? !! ?? !? ?!")
SN_MSG(MARK_TWICE, SANNIN_E_SYNTAX, E, "'%s': a mark is written once")
SN_MSG(MARKS_ALONE, SANNIN_E_SYNTAX, E, "'%s' is marks without a move")
SN_MSG(NAG_NUMBER, SANNIN_E_SYNTAX, E, "'$' is followed by a number")
SN_MSG(NAG_RANGE, SANNIN_E_SYNTAX, E, "annotation numbers run from 0 to 255")
SN_MSG(NAG_ALONE, SANNIN_E_SYNTAX, E,
    "an annotation number must follow a move")
SN_MSG(TAG_NAME_LONG, SANNIN_E_LIMIT, E,
    "a tag name is at most %d characters")
SN_MSG(TAG_NAME, SANNIN_E_SYNTAX, E,
    "a tag starts with a name of letters, digits or '_'")
SN_MSG(TAG_QUOTES, SANNIN_E_SYNTAX, E,
    "tag %s: the value is written in double quotes")
SN_MSG(TAG_QUOTE_OPEN, SANNIN_E_SYNTAX, E,
    "tag %s: the value's closing '\"' is missing on its line")
SN_MSG(TAG_ESCAPE, SANNIN_E_SYNTAX, E,
    "tag %s: '\\' escapes only '\"' and '\\'")
SN_MSG(TAG_VALUE_LONG, SANNIN_E_LIMIT, E,
    "tag %s: a value is at most %d bytes")
SN_MSG(TAG_BRACKET, SANNIN_E_SYNTAX, E, "tag %s: ']' must follow the value")
SN_MSG(TAG_TWICE, SANNIN_E_TAG, E, "tag %s is given twice")

/* The games of YAML and JSON, as mappings (formats/schema_read.c). */
SN_MSG(SCHEMA_TYPE, SN_E_FORMAT, E, "%s: expected %s, found %s")
SN_MSG(SCHEMA_DEPTH, SN_E_FORMAT, E, "nesting deeper than %d")
SN_MSG(SCHEMA_KEY, SN_E_FORMAT, E, "'%.*s' is not a key of %s")
SN_MSG(SCHEMA_KEY_TWICE, SN_E_FORMAT, E, "'%.*s' is given twice")
SN_MSG(SCHEMA_NAGS, SN_E_FORMAT, E, "nags: numbers from 0 to 255")
SN_MSG(SCHEMA_MOVE_TEXT, SN_E_FORMAT, E,
    "move: the action, as in the text notation (at most 64 characters)")
SN_MSG(SCHEMA_MOVE_NONE, SN_E_FORMAT, E, "a move needs its 'move'")
SN_MSG(SCHEMA_MARKS, SN_E_FORMAT, E,
    "marks: each of ^ (check), # (mate) and & (alliance) once")
SN_MSG(SCHEMA_ANNOTATION, SN_E_FORMAT, E,
    "annotation: one of ! ? !! ?? !? ?!")
SN_MSG(SCHEMA_VARIATION_DEPTH, SN_E_FORMAT, E,
    "variations nest at most %d deep")
SN_MSG(SCHEMA_VARIATION_EMPTY, SN_E_FORMAT, E,
    "a variation has at least one move")
SN_MSG(SCHEMA_TAG_NAME, SN_E_FORMAT, E,
    "a tag's name is letters, digits and '_' (at most 64)")
SN_MSG(SCHEMA_TAG_TWICE, SN_E_FORMAT, E, "tag %s is given twice")
SN_MSG(SCHEMA_TAG_LINE, SN_E_FORMAT, E, "tag %s: a value is one line")
SN_MSG(SCHEMA_RESULT, SN_E_FORMAT, E, "result: '%.40s' %s")
SN_MSG(STRING_NUL, SN_E_FORMAT, E, "a string holds a NUL byte")

/* YAML (formats/yaml_read.c). */
SN_MSG(YAML_RUN, SANNIN_E_LIMIT, E,
    "more than %d MiB of YAML without a value (a string, or blank and "
    "comment lines): the rest of the input is not read")
SN_MSG(YAML_DEPTH, SANNIN_E_LIMIT, E,
    "YAML nests deeper than %d: the rest of the input is not read")
SN_MSG(YAML_READER, SANNIN_E_YAML, E, "YAML: %s (byte %lu of the input)")
SN_MSG(YAML_PARSER, SANNIN_E_YAML, E, "YAML: %s%s%s")
SN_MSG(YAML_ALIAS, SANNIN_E_YAML, E, "YAML aliases are not used in records")
SN_MSG(YAML_EMPTY, SANNIN_E_YAML, E,
    "an empty document: a game is a mapping with tags, moves and a result")

/* JSON (formats/json_read.c). */
SN_MSG(JSON_DEPTH, SANNIN_E_LIMIT, E,
    "JSON nests deeper than %d: the reader skips to the next line that "
    "starts with '{'")
SN_MSG(JSON_STRING_END, SANNIN_E_JSON, E,
    "JSON: the input ends inside a string")
SN_MSG(JSON_STRING_LINE, SANNIN_E_JSON, E,
    "JSON: the string's closing '\"' is missing on its line")
SN_MSG(JSON_ESCAPE, SANNIN_E_JSON, E,
    "JSON: \\ followed by %s: the escapes are \\\" \\\\ \\/ \\b \\f \\n "
    "\\r \\t and \\u with four hexadecimal digits")
SN_MSG(JSON_HEX, SANNIN_E_JSON, E,
    "JSON: \\u takes four hexadecimal digits")
SN_MSG(JSON_LOW_SURROGATE, SANNIN_E_JSON, E,
    "JSON: \\u%04lx is the second half of a surrogate pair, without the "
    "first")
SN_MSG(JSON_HIGH_SURROGATE, SANNIN_E_JSON, E,
    "JSON: \\u%04lx is the first half of a surrogate pair, without the "
    "second")
SN_MSG(JSON_UTF8, SANNIN_E_JSON, E,
    "JSON: a string is not UTF-8 at byte 0x%02x")
SN_MSG(JSON_CONTROL, SANNIN_E_JSON, E,
    "JSON: control character 0x%02x in a string: write it as \\u%04x")
SN_MSG(JSON_LEADING_ZERO, SANNIN_E_JSON, E,
    "JSON: a number does not start with 0 and another digit")
SN_MSG(JSON_MINUS, SANNIN_E_JSON, E,
    "JSON: a number needs a digit after '-'")
SN_MSG(JSON_POINT, SANNIN_E_JSON, E,
    "JSON: a number needs a digit after '.'")
SN_MSG(JSON_EXPONENT, SANNIN_E_JSON, E,
    "JSON: a number needs a digit in its exponent")
SN_MSG(JSON_WORD, SANNIN_E_JSON, E,
    "JSON: '%s%s' is not a value: a word is true, false or null")
SN_MSG(JSON_VALUE, SANNIN_E_JSON, E, "JSON: expected a value%s, found %s")
SN_MSG(JSON_UNREADABLE, SANNIN_E_JSON, E, "JSON: unreadable")
SN_MSG(JSON_KEY, SANNIN_E_JSON, E,
    "JSON: expected a key (a string)%s, found %s")
SN_MSG(JSON_COLON, SANNIN_E_JSON, E,
    "JSON: expected ':' after a key, found %s")
SN_MSG(JSON_COMMA, SANNIN_E_JSON, E,
    "JSON: expected ',' or '%c' after a value in %s, found %s")
