#!/usr/bin/env python3
"""htmlcheck.py - what the board of a replay page shows, read from the
DOM that a browser dumped once the page's script ran (chromium
--dump-dom), against a position string of sannin-position(5), as
sannin-replay writes it.

usage: htmlcheck.py DOM-FILE [POSITION-STRING]

Prints the page's data-ply and data-node; with a position string, then a
line for each cell whose piece differs ("5e: page fP, position -"), and
"board ok" when none does.
"""
import re
import sys
from html.parser import HTMLParser


class Cells(HTMLParser):
    def __init__(self):
        super().__init__()
        self.cells = {}
        self.ply = self.node = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "main" and a.get("id") == "replay":
            self.ply, self.node = a.get("data-ply"), a.get("data-node")
        cid = a.get("id") or ""
        if tag == "g" and cid.startswith("cell-"):
            self.cells[cid[5:]] = a.get("data-piece")


def page_piece(token):
    """'f-pR/S' -> 'f+R'; '' -> '-'."""
    if not token:
        return "-"
    army, kind = token.split("/")[0].split("-")
    return army + ("+" + kind[1:] if kind.startswith("p") else kind)


def split_name(name):
    m = re.match(r"(\d+)([a-z])$", name)
    return int(m.group(1)), m.group(2)


def position_cells(pos, names):
    board = next(f for f in pos.split() if "/" in f)
    ranks = {}
    for name in names:
        col, rank = split_name(name)
        ranks.setdefault(rank, []).append(col)
    out = {}
    for i, field in enumerate(board.split("/")):
        rank = chr(ord("a") + i)
        cols = sorted(ranks.get(rank, []), reverse=True)
        k = 0
        for tok in re.findall(r"\d+|[a-z]\+?[A-Z]", field):
            if tok.isdigit():
                for _ in range(int(tok)):
                    out["%d%s" % (cols[k], rank)] = "-"
                    k += 1
            else:
                out["%d%s" % (cols[k], rank)] = tok
                k += 1
    return out


def main():
    p = Cells()
    with open(sys.argv[1], encoding="utf-8") as f:
        p.feed(f.read())
    print("ply %s node %s" % (p.ply, p.node))
    if len(sys.argv) < 3:
        return 0
    if not p.cells or any(v is None for v in p.cells.values()):
        print("the script did not draw the cells")
        return 1
    want = position_cells(sys.argv[2], p.cells.keys())
    bad = 0
    for name in sorted(p.cells):
        got = page_piece(p.cells[name])
        if got != want.get(name):
            print("%s: page %s, position %s" % (name, got, want.get(name)))
            bad += 1
    if len(want) != len(p.cells):
        print("the position has %d cells, the page %d" % (len(want),
                                                           len(p.cells)))
        bad += 1
    if not bad:
        print("board ok")
    return 0


sys.exit(main())
