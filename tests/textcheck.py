#!/usr/bin/env python3
"""textcheck.py - reads a text diagram of sannin-diagram back, as a reader
would, using only the names printed on the edge of the board, and checks
that every cell it names is where it is drawn.

usage: textcheck.py FILE [CELL=MARK...] [count=N]
  FILE is the diagram (ASCII or UTF-8, drawn with edge labels, from any
  seat, after the lines of its heading); each CELL=MARK says what must stand on the cell, in the ASCII
  form ("1d=fK", "7g=*", "4e=SwP", "9e=w##", "3m=xeP"; a kanji of the UTF-8 form is
  read as its letters); count=N that the board has N cells.
Prints one line per check, "ok"/"not ok", and exits 1 on a failure.

The hexagon: a drawn row is read from the names in its margins: the
first and the last cell of the row, so the k-th of its n cells is the one
whose column and rank are k/(n-1) of the way from the first to the last
(both change by a constant step along a row).  The line above the board
and the line below it must name the cells of the top and bottom rows,
each over its cell.

A square board: the line above the board and the line below it name the
drawn columns, each over the army letters (or the '.') of its cells; each
drawn row is named at both ends.  One of the two is a file (a number),
the other a rank (a letter), and the cell is the file and the rank.  A
mark is the letter of the seat that moves the piece when another army's
(upper case, one column to the left) or 'x' there when no seat moves it,
the army's letter, the kind.
"""
import re
import sys
import unicodedata

KANJI = {"歩": "P", "香": "L", "桂": "N", "銀": "S", "金": "G", "角": "B",
         "飛": "R", "玉": "K", "と": "+P", "杏": "+L", "全": "+S",
         "馬": "+B", "龍": "+R", "旭": "+K", "圭": "+N", "\u3013": "##"}
NAME = re.compile(r"^(1[0-3]|[1-9])([a-m])$")
SEATS = r"First|Middle|Last|South|West|North|East"
fails = 0


def check(cond, what):
    global fails
    print(("ok" if cond else "not ok") + " - " + what)
    fails += not cond
    return cond


def width(ch):
    return 2 if unicodedata.east_asian_width(ch) in "WF" else 1


def tokens(line):
    """The words of a line, each with the terminal column it starts at."""
    out, col, word, start = [], 0, "", 0
    for ch in line + " ":
        if ch == " ":
            if word:
                out.append((start, word))
            word = ""
        else:
            if not word:
                start = col
            word += ch
        col += width(ch)
    return out


def cell(name):
    m = NAME.match(name)
    return (int(m.group(1)), ord(m.group(2)) - ord("a") + 1) if m else None


def name(col, rank):
    return "%d%s" % (col, chr(ord("a") + rank - 1))


def ascii_mark(word):
    return "".join(KANJI.get(ch, ch) for ch in word)


def exists(col, rank):
    a, b = col - 7, rank - 7
    return max(abs(a), abs(b), abs(a - b)) <= 6


lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
# The heading, on the lines before the board: they start with no blank,
# the board's lines with the blanks before its first names.
heading = []
while lines and lines[0] and not lines[0].startswith(" "):
    heading.append(lines.pop(0))
board = []
for line in lines:
    if re.match(r"^[> ] (%s)\b" % SEATS, line):
        break
    board.append(line)
wants = [a for a in sys.argv[2:] if not a.startswith("count=")]
counts = [int(a[6:]) for a in sys.argv[2:] if a.startswith("count=")]


def want_marks(found):
    for want in wants:
        where, mark = want.split("=", 1)
        check(found.get(where) == mark, "%s holds %s (found %s)"
              % (where, mark, found.get(where)))
    for n in counts:
        check(len(found) == n, "the board has %d cells (found %d)"
              % (n, len(found)))


def square():
    """Reads a square board; see the top of the file."""
    check(all(line == line.rstrip() for line in lines),
          "no line ends in a blank")
    if not check(len(board) >= 4, "a line of names, rows, a line of names"):
        return
    header, footer = tokens(board[0]), tokens(board[-1])
    check(header == footer, "the lines above and below the board agree")
    at = {col: name for col, name in header}
    kind = {n.isdigit() for _, n in header}
    if not check(len(kind) == 1, "the columns are all files or all ranks"):
        return
    files_across = kind.pop()
    found = {}
    for i, line in enumerate(board[1:-1]):
        row = tokens(line)
        left, right = row[0][1], row[-1][1]
        if not check(left == right and left.isdigit() != files_across,
                     "row %d is named %s at both ends, a %s" % (
                         i + 1, left, "rank" if files_across else "file")):
            continue
        for col, mark in row[1:-1]:
            m = re.match(r"^(x(?=[a-z])|[A-Z]?)([a-z].*|\.)$", mark)
            if m is None:
                if not check(re.match(r"^\d+[a-z]$", mark) is not None,
                             "'%s' is a mark or a cell's name" % mark):
                    continue
                m = re.match(r"^()(.*)$", mark)
            col += len(m.group(1))
            if not check(col in at, "'%s' of row %s stands under a column's "
                         "name" % (mark, left)):
                continue
            name = at[col] + left if files_across else left + at[col]
            check(name not in found, "%s is drawn once" % name)
            found[name] = m.group(1) + ascii_mark(m.group(2))
    inside = [(n, found[n]) for n in found if re.match(r"^\d+[a-z]$",
                                                        found[n])]
    check(all(m == n for n, m in inside),
          "the names inside cells agree with the edges (%d)" % len(inside))
    want_marks(found)


if not check(len(board) >= 4 and tokens(board[1]),
             "a board of rows between two lines of names"):
    sys.exit(1)
if cell(tokens(board[1])[0][1]) is None:
    square()
    sys.exit(1 if fails else 0)
if not check(len(board) == 15, "a line of names, 13 rows, a line of names "
             "(%d lines before the hands)" % len(board)):
    sys.exit(1)
check(all(line == line.rstrip() for line in lines),
      "no line ends in a blank")

header, rows, footer = tokens(board[0]), [tokens(r) for r in board[1:14]], \
    tokens(board[14])
found = {}		# cell name -> mark
columns = []		# per row: the terminal column of each cell
names = []		# per row: the cell names, interpolated
for i, row in enumerate(rows):
    left, right, marks = row[0][1], row[-1][1], row[1:-1]
    n = len(marks)
    ok = check(cell(left) is not None and cell(right) is not None and n >= 2,
               "row %d starts and ends with a cell name (%s, %s) around %d "
               "cells" % (i + 1, left, right, n))
    if not ok:
        names.append([])
        columns.append([])
        continue
    (c0, r0), (c1, r1) = cell(left), cell(right)
    dc, dr = (c1 - c0) / (n - 1), (r1 - r0) / (n - 1)
    ok = check(dc in (-1, 0, 1) and dr in (-1, 0, 1) and (dc, dr) != (0, 0),
               "row %d: the names of its ends are %d cells apart" % (i + 1, n))
    row_names = []
    for k, (_, mark) in enumerate(marks):
        c, r = c0 + k * dc, r0 + k * dr
        if ok and exists(c, r):
            row_names.append(name(int(c), int(r)))
            found[name(int(c), int(r))] = ascii_mark(mark)
    names.append(row_names)
    columns.append([col for col, _ in marks])
check(len(found) == 127 and sum(len(r) for r in names) == 127,
      "the rows name the 127 cells, each once (%d)" % len(found))

for what, line, k in (("above", header, 0), ("below", footer, 12)):
    check([w for _, w in line] == names[k],
          "the line %s the board names the cells of its row: %s"
          % (what, " ".join(w for _, w in line)))
    check([c for c, _ in line] == columns[k],
          "the line %s the board stands over the marks" % what)

# Cell names inside cells (--labels=all) must agree with the edges.
inside = [(n, found[n]) for n in found
          if cell(found[n].lstrip("*")) is not None]
check(all(m.lstrip("*") == n for n, m in inside),
      "the names inside cells agree with the edges (%d)" % len(inside))

want_marks(found)
sys.exit(1 if fails else 0)
