#!/usr/bin/env python3
"""yonin_ref.py - an independent reference for yonin shogi's legal actions.

Reads position strings ("yonin BOARD HANDS TURN CONTROL RETURN PLY
RESULT"), one a line, from standard input and prints for each a line of
perft counts: the number of legal action sequences of length 1..D (-d D,
default 1), space-separated.  A move and its promotion are two actions;
each drop is one.

Written from the rules alone (the yonin seed, variants-notes section 1
and the default reading the library implements), without reading the
library's code, so that differential tests against it find bugs on
either side.  Standard library only.

The rules as read here (default options):
- Seats S W N E (0..3), clockwise; an army faces its seat's forward and
  promotes in the three rows farthest from its seat.
- A seat moves every army it controls, captures any piece it does not
  control except kings and turned-over kings; captures go to its hand
  unpromoted; drops join the dropper's own army.
- No action may leave the mover's king attacked by a piece another seat
  controls.  Two-pawn rule over the pawns the dropper controls, along
  its forward line; a pawn drop that checks a king whose seat is left
  with no legal action is illegal: mated by the drop, or, where another
  seat in check acts first, with no legal action of its own all the
  same.
- After an action of y: the first seat in check after y in the order,
  else the next seat in the game after y.  A seat to act without a legal
  action is mated by y: its king turns over, y takes its hand and its
  armies; y wins on holding three armies; else the seat to act is found
  again from the mated seat.

Options: -d D, the depth (1 by default); -s (slow) plays every action
out to see whether it leaves the mover's king attacked, without the
shortcuts of the default counting (the two must agree: a check on this
program); -l lists each position's legal actions instead (army, kind,
from, - or x, to, + for a promotion; kind*cell for a drop); -c prints
each position after letters for what it shows (see properties()), to
choose test positions from a stream of games.
"""

import sys

SEATS = "SWNE"
ARMIES = "swne"
# kinds
P, L, N, S, G, B, R, K = 1, 2, 3, 4, 5, 6, 7, 8
PP, PL, PN, PS, PK, PB, PR = 9, 10, 11, 12, 13, 14, 15
KIND_OF = {"P": P, "L": L, "N": N, "S": S, "G": G, "B": B, "R": R, "K": K}
PROMOTABLE = (False, True, True, True, True, False, True, True,
              False, False, False, False, False, False, False, False)
UNPROMOTED = (0, P, L, N, S, G, B, R, K, P, L, N, S, PK, B, R)

# board: index r * 9 + c, r = 0..8 for ranks a..i, c = 0..8 for files 9..1
DIRS = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
DIR_INDEX = {d: i for i, d in enumerate(DIRS)}
# forward and a sideways vector of each army, as (dr, dc)
FWD = ((-1, 0), (0, 1), (1, 0), (0, -1))
SIDE = ((0, 1), (1, 0), (0, -1), (-1, 0))

ORTHO = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))
GOLD = ((1, 0), (1, 1), (1, -1), (0, 1), (0, -1), (-1, 0))
SILVER = ((1, 0), (1, 1), (1, -1), (-1, 1), (-1, -1))
KING = ORTHO + DIAG
KNIGHT = ((2, 1), (2, -1))
# (steps, slides, leaps) in the piece's own frame: (forward, sideways)
PATTERN = {
    P: (((1, 0),), (), ()),
    L: ((), ((1, 0),), ()),
    N: ((), (), KNIGHT),
    S: (SILVER, (), ()),
    G: (GOLD, (), ()),
    B: ((), DIAG, ()),
    R: ((), ORTHO, ()),
    K: (KING, (), ()),
    PP: (GOLD, (), ()),
    PL: (GOLD, (), ()),
    PN: (GOLD, (), ()),
    PS: (GOLD, (), ()),
    PK: ((), (), ()),
    PB: (ORTHO, DIAG, ()),
    PR: (DIAG, ORTHO, ()),
}


def on_board(r, c):
    return 0 <= r < 9 and 0 <= c < 9


def turn_vec(a, f, s):
    return (f * FWD[a][0] + s * SIDE[a][0], f * FWD[a][1] + s * SIDE[a][1])


# RAY[cell][d]: the cells from cell in direction d, nearest first
RAY = []
for cell in range(81):
    r0, c0 = divmod(cell, 9)
    rays = []
    for dr, dc in DIRS:
        ray = []
        r, c = r0 + dr, c0 + dc
        while on_board(r, c):
            ray.append(r * 9 + c)
            r, c = r + dr, c + dc
        rays.append(tuple(ray))
    RAY.append(tuple(rays))

# distance of a cell from the far edge of an army (0: its last row)
DIST = []
for a in range(4):
    row = []
    for cell in range(81):
        r, c = divmod(cell, 9)
        row.append((r, 8 - c, 8 - r, c)[a])
    DIST.append(tuple(row))

# per piece code p = army << 4 | kind: bit masks of the board directions
# it steps and slides in, the cells it reaches by a step or a leap, and
# its rays
STEPMASK = [0] * 64
SLIDEMASK = [0] * 64
TSTEP = [None] * 64
TSLIDE = [None] * 64
KNIGHT_ATTACKERS = [[] for _ in range(81)]   # (cell, knight code)
for a in range(4):
    for kind, (steps, slides, leaps) in PATTERN.items():
        p = a << 4 | kind
        sdirs = [DIR_INDEX[turn_vec(a, f, s)] for f, s in steps]
        ldirs = [DIR_INDEX[turn_vec(a, f, s)] for f, s in slides]
        lvecs = [turn_vec(a, f, s) for f, s in leaps]
        for d in sdirs:
            STEPMASK[p] |= 1 << d
        for d in ldirs:
            SLIDEMASK[p] |= 1 << d
        ts, tl = [], []
        for cell in range(81):
            r, c = divmod(cell, 9)
            t = [RAY[cell][d][0] for d in sdirs if RAY[cell][d]]
            for dr, dc in lvecs:
                if on_board(r + dr, c + dc):
                    t.append((r + dr) * 9 + c + dc)
                    if kind == N:
                        KNIGHT_ATTACKERS[(r + dr) * 9 + c + dc].append(
                            (cell, p))
            ts.append(tuple(t))
            tl.append(tuple(RAY[cell][d] for d in ldirs if RAY[cell][d]))
        TSTEP[p] = tuple(ts)
        TSLIDE[p] = tuple(tl)
# NEAR[k][c]: whether c is on a line from k or a cell a knight attacks
# k from (a check on k comes from such a cell, and only a piece put on
# one of them can answer it); PAWN_SOURCE[a][k]: the cell from which a
# pawn of army a attacks k, -1 if none
NEAR = []
for k in range(81):
    near = bytearray(81)
    for ray in RAY[k]:
        for c in ray:
            near[c] = 1
    for c, _ in KNIGHT_ATTACKERS[k]:
        near[c] = 1
    NEAR.append(bytes(near))
PAWN_SOURCE = []
for a in range(4):
    src = [-1] * 81
    for c in range(81):
        for t in TSTEP[a << 4 | P][c]:
            src[t] = c
    PAWN_SOURCE.append(tuple(src))
# kings and turned-over kings are never captured
CAPTURABLE = tuple(p & 15 not in (0, K, PK) for p in range(64))
OPPBIT = tuple(1 << ((d + 4) % 8) for d in range(8))


def attacked(board, ctrl, k, y):
    """Whether cell k is attacked by a piece that seat y does not control."""
    ray_k = RAY[k]
    for d in range(8):
        bit = OPPBIT[d]
        first = True
        for c in ray_k[d]:
            p = board[c]
            if p:
                if ctrl[p >> 4] != y:
                    if SLIDEMASK[p] & bit:
                        return True
                    if first and STEPMASK[p] & bit:
                        return True
                break
            first = False
    for c, kp in KNIGHT_ATTACKERS[k]:
        if board[c] == kp and ctrl[kp >> 4] != y:
            return True
    return False


def next_to_act(board, ctrl, kpos, start):
    """The first seat in check after start in the order, else the first
    seat still in the game after start."""
    first = -1
    for i in (1, 2, 3):
        s = (start + i) & 3
        if ctrl[s] == s:
            if first < 0:
                first = s
            if attacked(board, ctrl, kpos[s], s):
                return s
    return first


def pawn_lines(board, ctrl, y):
    """The lines along y's forward direction holding an unpromoted pawn
    that y controls: columns for South and North, rows for West and East."""
    lines = set()
    for cell in range(81):
        p = board[cell]
        if p & 15 == P and ctrl[p >> 4] == y:
            lines.add(cell % 9 if y & 1 == 0 else cell // 9)
    return lines


def pawn_drop_mates(board, hands, ctrl, kpos, y, cell):
    """Whether y's pawn dropped on cell (empty; the drop leaves y's king
    safe) checks a king whose seat the drop leaves without a legal
    action: mated as the drop is played out (next to act), or still in
    the game, in check and without one when another seat acts first."""
    pc = y << 4 | P
    t = TSTEP[pc][cell]
    if not t:
        return False
    q = board[t[0]]
    if q & 15 != K:
        return False
    x = q >> 4
    if x == y:
        return False
    after = play(Position(board, hands, ctrl, kpos, y, None),
                 (-P, cell, False))
    if after.ctrl[x] != x:
        return True
    return after.turn != x and \
        attacked(after.board, after.ctrl, after.kpos[x], x) and \
        not has_legal(after.board, after.hands, after.ctrl, after.kpos, x)


def pseudo_moves(board, ctrl, y):
    """(from, to) of every move of a piece y controls, by the pieces'
    patterns and the rules of capture (promotion left aside)."""
    out = []
    for frm in range(81):
        p = board[frm]
        if not p or ctrl[p >> 4] != y:
            continue
        for to in TSTEP[p][frm]:
            q = board[to]
            if not q or ctrl[q >> 4] != y and CAPTURABLE[q]:
                out.append((frm, to))
        for ray in TSLIDE[p][frm]:
            for to in ray:
                q = board[to]
                if not q:
                    out.append((frm, to))
                    continue
                if ctrl[q >> 4] != y and CAPTURABLE[q]:
                    out.append((frm, to))
                break
    return out


def promotions(p, frm, to):
    """The promotion choices of a move: (False,), (True,) or both."""
    kind = p & 15
    if not PROMOTABLE[kind]:
        return (False,)
    dist = DIST[p >> 4]
    dt = dist[to]
    if dist[frm] > 2 and dt > 2:
        return (False,)
    if (kind == P or kind == L) and dt == 0 or kind == N and dt <= 1:
        return (True,)
    return (False, True)


def leaves_king_safe(board, ctrl, kpos, y, frm, to):
    p = board[frm]
    q = board[to]
    board[to] = p
    board[frm] = 0
    k = to if p & 15 == K else kpos[y]
    bad = attacked(board, ctrl, k, y)
    board[frm] = p
    board[to] = q
    return not bad


def drop_cells(board, ctrl, y, kind, lines):
    """Empty cells where y may drop kind, but for pawn-drop mate."""
    dist = DIST[y]
    out = []
    for cell in range(81):
        if board[cell]:
            continue
        if kind == P or kind == L:
            if dist[cell] == 0:
                continue
            if kind == P and (cell % 9 if y & 1 == 0 else cell // 9) in lines:
                continue
        elif kind == N and dist[cell] <= 1:
            continue
        out.append(cell)
    return out


def legal_actions(board, hands, ctrl, kpos, y, slow=False, count=False,
                  any_=False):
    """The legal actions of seat y: a list of (from, to, promote) for
    moves and (-kind, to, False) for drops; their number with count; with
    any_, whether there is one.

    Shortcuts (none with slow, where every action is played out): out of
    check, only the king's moves and those of pieces pinned to it can
    expose it, and drops cannot; in check, only an action that ends on a
    line from the king or on a cell a knight checks from can answer it;
    only a pawn dropped where it attacks a king can mate with it."""
    acts = []
    n = 0
    k = kpos[y]
    check = attacked(board, ctrl, k, y)
    test_all = slow or check
    near = NEAR[k] if check and not slow else None
    pinned = set()
    if not test_all:
        for d in range(8):
            own = -1
            for c in RAY[k][d]:
                p = board[c]
                if p:
                    if own < 0:
                        if ctrl[p >> 4] == y and p & 15 != PK:
                            own = c
                            continue
                    elif ctrl[p >> 4] != y and SLIDEMASK[p] & OPPBIT[d]:
                        pinned.add(own)
                    break
    for frm, to in pseudo_moves(board, ctrl, y):
        if test_all or frm == k or frm in pinned:
            if near is not None and frm != k and not near[to]:
                continue
            if not leaves_king_safe(board, ctrl, kpos, y, frm, to):
                continue
        if any_:
            return True
        pr = promotions(board[frm], frm, to)
        if count:
            n += len(pr)
        else:
            for x in pr:
                acts.append((frm, to, x))
    hand = hands[y]
    lines = None
    if slow:
        mating = range(81)
    else:
        src = PAWN_SOURCE[y]
        mating = [src[kpos[x]] for x in range(4)
                  if x != y and ctrl[x] == x and src[kpos[x]] >= 0]
    for kind in range(1, 8):
        if not hand[kind]:
            continue
        if kind == P:
            lines = pawn_lines(board, ctrl, y)
        for cell in drop_cells(board, ctrl, y, kind, lines):
            if test_all:
                if near is not None and not near[cell]:
                    continue
                board[cell] = y << 4 | kind
                bad = attacked(board, ctrl, k, y)
                board[cell] = 0
                if bad:
                    continue
            if kind == P and cell in mating and \
                    pawn_drop_mates(board, hands, ctrl, kpos, y, cell):
                continue
            if any_:
                return True
            if count:
                n += 1
            else:
                acts.append((-kind, cell, False))
    if any_:
        return False
    return n if count else acts


def has_legal(board, hands, ctrl, kpos, y):
    return legal_actions(board, hands, ctrl, kpos, y, any_=True)


class Position:
    __slots__ = ("board", "hands", "ctrl", "kpos", "turn", "result")

    def __init__(self, board, hands, ctrl, kpos, turn, result):
        self.board = board
        self.hands = hands
        self.ctrl = ctrl
        self.kpos = kpos
        self.turn = turn
        self.result = result


def play(pos, act):
    """The position after the seat to act plays act, its turn and mates
    resolved."""
    board = pos.board[:]
    hands = [h[:] for h in pos.hands]
    ctrl = pos.ctrl[:]
    kpos = pos.kpos[:]
    y = pos.turn
    frm, to, promote = act
    if frm < 0:
        board[to] = y << 4 | -frm
        hands[y][-frm] -= 1
    else:
        p = board[frm]
        q = board[to]
        if q:
            hands[y][UNPROMOTED[q & 15]] += 1
        board[to] = p + 8 if promote else p
        board[frm] = 0
        if p & 15 == K:
            kpos[p >> 4] = to
    result = None
    t = next_to_act(board, ctrl, kpos, y)
    while not has_legal(board, hands, ctrl, kpos, t):
        # y mates t
        board[kpos[t]] = t << 4 | PK
        ht, hy = hands[t], hands[y]
        for kind in range(1, 8):
            hy[kind] += ht[kind]
            ht[kind] = 0
        for a in range(4):
            if ctrl[a] == t:
                ctrl[a] = y
        if ctrl.count(y) >= 3:
            result = y
            break
        t = next_to_act(board, ctrl, kpos, t)
    return Position(board, hands, ctrl, kpos, t, result)


def parse(line):
    f = line.split()
    if len(f) < 4 or f[0] != "yonin":
        raise ValueError("not a yonin position string")
    ranks = f[1].split("/")
    if len(ranks) != 9:
        raise ValueError("the board needs 9 ranks")
    board = []
    kpos = [-1] * 4
    for rank in ranks:
        i = 0
        row = []
        while i < len(rank):
            ch = rank[i]
            if ch.isdigit():
                j = i
                while j < len(rank) and rank[j].isdigit():
                    j += 1
                row.extend([0] * int(rank[i:j]))
                i = j
                continue
            a = ARMIES.index(ch)
            i += 1
            promoted = rank[i] == "+"
            if promoted:
                i += 1
            kind = KIND_OF[rank[i]]
            i += 1
            if promoted:
                if kind == K:
                    kind = PK
                elif PROMOTABLE[kind]:
                    kind += 8
                else:
                    raise ValueError("%r does not promote" % rank[i - 1])
            if kind == K:
                kpos[a] = len(board) + len(row)
            row.append(a << 4 | kind)
        if len(row) != 9:
            raise ValueError("rank %r has %d cells" % (rank, len(row)))
        board.extend(row)
    hands = []
    for h in f[2].split(","):
        counts = [0] * 8
        if h != "-":
            num = ""
            for ch in h:
                if ch.isdigit():
                    num += ch
                else:
                    counts[KIND_OF[ch]] += int(num) if num else 1
                    num = ""
        hands.append(counts)
    if len(hands) != 4:
        raise ValueError("four hands are needed")
    turn = SEATS.index(f[3])
    ctrl = [SEATS.index(ch) for ch in f[4]] if len(f) > 4 else [0, 1, 2, 3]
    result = None
    if len(f) > 7 and f[7] != "*":
        result = SEATS.index(f[7]) if f[7] in SEATS else 4
    return Position(board, hands, ctrl, kpos, turn, result)


def perft(pos, depth, slow=False):
    counts = [0] * (depth + 1)

    def walk(pos, level):
        if pos.result is not None:
            return
        if level == depth:
            counts[level] += legal_actions(pos.board, pos.hands, pos.ctrl,
                                           pos.kpos, pos.turn, slow=slow,
                                           count=True)
            return
        acts = legal_actions(pos.board, pos.hands, pos.ctrl, pos.kpos,
                             pos.turn, slow=slow)
        counts[level] += len(acts)
        for act in acts:
            walk(play(pos, act), level + 1)

    walk(pos, 1)
    return counts[1:]


def cell_name(cell):
    return "%d%s" % (9 - cell % 9, "abcdefghi"[cell // 9])


KIND_NAME = ("", "P", "L", "N", "S", "G", "B", "R", "K",
             "+P", "+L", "+N", "+S", "+K", "+B", "+R")


def action_name(board, act):
    """An action as army letter, kind, from, '-' or 'x', to, '+' for a
    promotion; a drop as kind '*' to."""
    frm, to, promote = act
    if frm < 0:
        return "%s*%s" % (KIND_NAME[-frm], cell_name(to))
    p = board[frm]
    return "%s%s%s%s%s%s" % (ARMIES[p >> 4], KIND_NAME[p & 15],
                             cell_name(frm), "x" if board[to] else "-",
                             cell_name(to), "+" if promote else "")


def properties(pos, prev):
    """Letters for what a position shows: t an army moved by another
    seat, k a turned-over king, c a seat in check, j the seat to act is
    not the next in the order after the previous position's (prev, when
    it is the position one ply before; None otherwise), f a pawn drop
    refused only for a pawn of another army that the seat to act moves
    (two-pawn rule), m a pawn drop refused as pawn-drop mate, o the game
    over."""
    flags = ""
    if pos.ctrl != [0, 1, 2, 3]:
        flags += "t"
    if any(p & 15 == PK for p in pos.board):
        flags += "k"
    if any(pos.ctrl[s] == s and attacked(pos.board, pos.ctrl, pos.kpos[s], s)
           for s in range(4)):
        flags += "c"
    if prev is not None and pos.result is None:
        y = prev.turn
        nxt = next((y + i) & 3 for i in (1, 2, 3)
                   if pos.ctrl[(y + i) & 3] == (y + i) & 3)
        if pos.turn != nxt:
            flags += "j"
    if pos.result is None and pos.hands[pos.turn][P]:
        y = pos.turn
        board = pos.board
        lines = pawn_lines(board, pos.ctrl, y)
        own = pawn_lines(board, [0, 1, 2, 3], y)
        cells = drop_cells(board, pos.ctrl, y, P, set())
        if any((c % 9 if y & 1 == 0 else c // 9) in lines - own
               for c in cells):
            flags += "f"
        if any(pawn_drop_mates(board, pos.hands, pos.ctrl, pos.kpos, y, c)
               for c in drop_cells(board, pos.ctrl, y, P, lines)
               if not attacked(board, pos.ctrl, pos.kpos[y], y)):
            flags += "m"
    if pos.result is not None:
        flags += "o"
    return flags or "-"


def main(argv):
    import getopt
    try:
        opts, args = getopt.getopt(argv[1:], "cd:ls")
    except getopt.GetoptError as e:
        sys.stderr.write("yonin_ref.py: %s\n"
                         "usage: yonin_ref.py [-cls] [-d depth] < positions\n"
                         % e)
        return 2
    depth, slow, listing, classify = 1, False, False, False
    prev = prev_ply = None
    for o, v in opts:
        if o == "-d":
            depth = int(v)
        elif o == "-s":
            slow = True
        elif o == "-l":
            listing = True
        elif o == "-c":
            classify = True
    status = 0
    for lineno, line in enumerate(sys.stdin, 1):
        line = line.strip()
        if not line:
            continue
        try:
            pos = parse(line)
        except (ValueError, IndexError, KeyError) as e:
            sys.stderr.write("yonin_ref.py: line %d: %s\n" % (lineno, e))
            print("error")
            status = 1
            continue
        if classify:
            fields = line.split()
            ply = int(fields[6]) if len(fields) > 6 else None
            follows = ply is not None and prev_ply is not None and \
                ply == prev_ply + 1
            print(properties(pos, prev if follows else None), line)
            prev, prev_ply = pos, ply
        elif listing:
            if pos.result is None:
                acts = legal_actions(pos.board, pos.hands, pos.ctrl,
                                     pos.kpos, pos.turn, slow=slow)
            else:
                acts = []
            print(" ".join(sorted(action_name(pos.board, a) for a in acts)))
        else:
            print(" ".join(str(n) for n in perft(pos, depth, slow)))
        sys.stdout.flush()
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
