#!/usr/bin/env python3
"""htmlcheck.py - what the board of a replay page shows, read from the
DOM that a browser dumped once the page's script ran (chromium
--dump-dom), against a position string of sannin-position(5), as
sannin-replay writes it.

usage: htmlcheck.py [--static] DOM-FILE [POSITION-STRING]

Prints the page's data-ply and data-node; with a position string, then a
line for each cell whose piece differs ("5e: page fP, position -"), and
"board ok" when none does.  With --static the file is the page as
written, before any script ran: the pieces are read from the SVG the
page was drawn with (each piece's colour named by the prototypes), what
a browser without scripts shows.
"""
import re
import sys
from html.parser import HTMLParser


class Cells(HTMLParser):
    def __init__(self, static):
        super().__init__()
        self.static = static
        self.cells = {}
        self.ply = self.node = None
        self.groups = []        # the open g elements: (id, class)
        self.army = {}          # a prototype's colour -> its army
        self.drawn = {}         # cell -> [colour, kind] drawn statically
        self.text = None

    def inside(self, prefix, key=0):
        for g in self.groups:
            if (g[key] or "").startswith(prefix):
                return g[key]
        return None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "main" and a.get("id") == "replay":
            self.ply, self.node = a.get("data-ply"), a.get("data-node")
        cid = a.get("id") or ""
        if tag == "g" and cid.startswith("cell-"):
            self.cells[cid[5:]] = a.get("data-piece")
        if tag == "g":
            self.groups.append((cid, a.get("class")))
        proto, cell = self.inside("pc-"), self.inside("cell-")
        piece = self.inside("piece", 1) or self.inside("blockade", 1)
        if tag == "polygon" and proto and proto.count("-") == 2:
            self.army.setdefault(a.get("stroke"), proto.split("-")[1])
        if tag == "polygon" and cell and piece:
            self.drawn.setdefault(cell[5:], [a.get("stroke"), "+K"])
        if tag == "text" and cell and piece == "piece":
            self.text = cell[5:]

    def handle_endtag(self, tag):
        if tag == "g" and self.groups:
            self.groups.pop()
        if tag == "text":
            self.text = None

    def handle_data(self, data):
        if self.text is not None:
            self.drawn[self.text][1] = data.strip()

    def static_cells(self):
        """The pieces drawn before any script ran, as data-piece."""
        out = {}
        for name in self.cells:
            colour, kind = self.drawn.get(name, (None, None))
            out[name] = "" if colour is None else "%s-%s" % (
                self.army.get(colour, "?"),
                "p" + kind[1:] if kind.startswith("+") else kind)
        return out


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
    args = sys.argv[1:]
    static = args[:1] == ["--static"]
    args = args[1:] if static else args
    sys.argv[1:] = args
    p = Cells(static)
    with open(sys.argv[1], encoding="utf-8") as f:
        p.feed(f.read())
    if static:
        p.cells = p.static_cells()
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
