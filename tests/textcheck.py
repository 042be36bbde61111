#!/usr/bin/env python3
"""textcheck.py - reads a text diagram of sannin-diagram back, as a reader
would, using only the cell names printed on the edge of the board, and
checks that every cell it names is where it is drawn.

usage: textcheck.py FILE [CELL=MARK...]
  FILE is the diagram (ASCII or UTF-8, drawn with edge labels, from any
  seat); each CELL=MARK says what must stand on the cell, in the ASCII
  form ("1d=fK", "7g=*"; a kanji of the UTF-8 form is read as its
  letter).
Prints one line per check, "ok"/"not ok", and exits 1 on a failure.

A drawn row is read from the names in its margins: the first and the last
cell of the row, so the k-th of its n cells is the one whose column and
rank are k/(n-1) of the way from the first to the last (both change by a
constant step along a row).  The line above the board and the line below
it must name the cells of the top and bottom rows, each over its cell.
"""
import re
import sys
import unicodedata

KANJI = {"歩": "P", "香": "L", "桂": "N", "銀": "S", "金": "G", "角": "B",
         "飛": "R", "玉": "K", "と": "+P", "杏": "+L", "全": "+S",
         "馬": "+B", "龍": "+R", "旭": "+K"}
NAME = re.compile(r"^(1[0-3]|[1-9])([a-m])$")
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
board = []
for line in lines:
    if re.match(r"^[> ] (First|Middle|Last)\b", line):
        break
    board.append(line)
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

for want in sys.argv[2:]:
    where, mark = want.split("=", 1)
    check(found.get(where) == mark, "%s holds %s (found %s)"
          % (where, mark, found.get(where)))
sys.exit(1 if fails else 0)
