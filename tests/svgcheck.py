#!/usr/bin/env python3
"""svgcheck.py - checks a picture of sannin-diagram: the SVG is valid
XML that stands alone, and rsvg-convert renders it to a PNG whose pixels
show the garden, the territories and the pieces where they belong.

usage: svgcheck.py SVG PNG [CHECK...]  (the PNG is written by
rsvg-convert before).  The board is the hexagon (hexagonal cells: the
garden and the territories are checked) or a square board (square cells
of one size on a grid, the cells that exist drawn once each).  Each
CHECK asks for more:
  edge=MIN     every column (file) and rank is labelled at both ends, each
               label beyond its line's end cell (on a square board beyond
               the grid's edge, so a line that a hole cuts short is named
               in the row of the others), on the line, inside the
               picture, clear of the cells and of each other, in a font of
               MIN pixels or more, and the PNG shows its ink
  cells=N      N empty cells show their own names (0: no cell names)
  clear=1      nothing is drawn in the outermost two pixels of the PNG, so
               nothing has been cut at its edge
  fit=1        every line of text fits in the picture's width, by an
               estimate of its letters' widths in DejaVu Sans (what
               rsvg-convert draws sans-serif with)
  text=STRING  the picture's text (XML escapes read) holds STRING
  notext=STRING  and does not hold it
 square boards:
  squares=N    the board has N cells
  facing=CELL:DEG  the piece on CELL points DEG degrees clockwise from up
               (0, 90, 180, 270), in the SVG and in the PNG, where the
               piece's tip side is narrower than its base
  control=CELL:L  the piece on CELL bears the mark of the seat whose
               letter is L, in the colour of that seat's line of text
  controls=N   N pieces bear such a mark
  blockade=CELL  CELL holds a blockade: dark in the PNG, no letter
  zone=L,L,... the tinted cells are those of the ranks or files named
  last=CELL,CELL  the cells outlined in orange, and the PNG shows it
  holes=N      N places of the board's grid have no cell, and the PNG
               shows them blank (the cross's void corners)
  army=CELL:L  the piece on CELL is outlined and lettered in the colour
               of the line of text of the seat whose letter is L, and the
               PNG shows its outline so
  checks=CELL,...  the kings outlined in red, in check, and the PNG shows
               it
  mated=CELL,...  the kings outlined twice in red, checkmated: a second
               outline inside the first, and the PNG shows both
  unmoved=CELL,...  the pieces that bear the mark of an army no seat
               moves (a grey disc crossed out) are those on these cells,
               and the PNG shows each mark
  letters=1    every piece is lettered in its army's colour (the colour
               of its outline) and in one font size, promoted or not, and
               the PNG shows each promoted piece's letters in that colour
  partners=LL,LL  the teams, by the letters of their seats: the pieces
               of partners are on one paper, of rivals on two, in the SVG
               and in the PNG; the legend marks each team with a square
               of its paper before its seats' names
Prints one line per check, "ok"/"not ok", and exits 1 on a failure.
"""
import math
import re
import struct
import sys
import xml.etree.ElementTree as ET
import zlib

NS = "{http://www.w3.org/2000/svg}"
svg, png = sys.argv[1], sys.argv[2]
fails = 0


def check(cond, what):
    global fails
    print(("ok" if cond else "not ok") + " - " + what)
    fails += not cond
    return cond


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and ctype in (2, 6)
            bpp = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[x] = (line[x] + pr) & 255
        rows.append(line)
        prev = line
    return width, height, bpp, rows


tree = ET.parse(svg)
root = tree.getroot()
check(root.tag == NS + "svg", "the document is an SVG element")
text = open(svg, encoding="utf-8").read()
check("xlink:href" not in text and "<image" not in text and "url(" not in text,
      "it refers to no external file")
W, H = float(root.get("width")), float(root.get("height"))
width, height, bpp, rows = read_png(png)
check((width, height) == (int(W), int(H)), "rendered at the size it says")


def pixel(x, y):
    line = rows[int(y)]
    return tuple(line[int(x) * bpp:int(x) * bpp + 3])


# Cell centres: the hexagon's vertices average to its centre.
def centre(poly):
    pts = [tuple(map(float, p.split(","))) for p in poly.get("points").split()]
    return sum(p[0] for p in pts) / 6, sum(p[1] for p in pts) / 6


def rect_centre(rect):
    return (float(rect.get("x")) + float(rect.get("width")) / 2,
            float(rect.get("y")) + float(rect.get("height")) / 2)


# The cells, by name, from their groups.
cells, groups, rects = {}, {}, {}
for g in root.findall(".//" + NS + "g"):
    m = re.match(r"^cell-(\d+[a-z])$", g.get("id") or "")
    if m:
        groups[m.group(1)] = g
        if g.find(NS + "rect") is not None:
            rects[m.group(1)] = g.find(NS + "rect")
            cells[m.group(1)] = rect_centre(g.find(NS + "rect"))
        else:
            cells[m.group(1)] = centre(g.find(NS + "polygon"))
square = len(rects) > 0

if not square:
    polys = root.findall(".//" + NS + "polygon")
    check(len(polys) >= 127, "a polygon for each of the 127 cells")
    fills = {}
    for p in polys:
        if len(p.get("points").split()) == 6 and p.get("fill") != "none":
            fills.setdefault(p.get("fill"), []).append(centre(p))
    garden = fills.get("#f7d774", [])
    check(len(garden) == 1, "one cell is the garden")
    if garden:
        x, y = garden[0]
        r, g, b = pixel(x, y)
        check(r > 200 and g > 170 and b < 160,
              "the garden is gold where it is drawn")
    tints = {"#f6dcd8": "First", "#d9e5f3": "Middle", "#d9efdf": "Last"}
    for colour, seat in tints.items():
        cs = fills.get(colour, [])
        check(len(cs) >= 12, "%s's territory is tinted (%d cells)"
              % (seat, len(cs)))
    dx = math.dist(cells["7g"], cells["7h"]) if len(cells) == 127 else 0
else:
    sides = {(float(r.get("width")), float(r.get("height")))
             for r in rects.values()}
    check(len(sides) == 1 and len(cells) == len(rects) and
          list(sides)[0][0] == list(sides)[0][1],
          "every cell is a square of one size (%s)" % sorted(sides)[:3])
    dx = list(sides)[0][0] if len(sides) == 1 else 0
    x0 = min(c[0] for c in cells.values())
    y0 = min(c[1] for c in cells.values())
    places = {(round((c[0] - x0) / dx, 3), round((c[1] - y0) / dx, 3))
              for c in cells.values()} if dx else set()
    check(all(p[0] == int(p[0]) and p[1] == int(p[1]) for p in places) and
          len(places) == len(cells),
          "the cells stand on a grid, one to a place")
pieces = [g for g in root.findall(".//" + NS + "g") if g.get("transform")]
check(len(pieces) > 0, "pieces are drawn")
for g in pieces[:3]:
    t = g.get("transform")
    x, y = map(float, t.split("(")[1].split(")")[0].split())
    r, gg, b = pixel(x, y - 2)
    check((r, gg, b) != (255, 255, 255), "a piece covers its cell at %.0f,%.0f"
          % (x, y))


def line_of(label):
    """The centres of the cells of the column or rank a label names."""
    if label.isdigit():
        return [cells[n] for n in cells if re.match(r"^%s[a-z]$" % label, n)]
    return [cells[n] for n in cells if n[-1] == label]


def all_text(el):
    return "".join(el.itertext())


def edge(minimum):
    group = [g for g in root.findall(".//" + NS + "g")
             if g.get("class") == "edge-labels"]
    if not check(len(group) == 1, "one group of edge labels") or \
            not check(dx > 0, "each cell is a group named for it"):
        return
    size = float(group[0].get("font-size"))
    check(size >= minimum, "edge labels are %.1f px, at least %s"
          % (size, minimum))
    fill = group[0].get("fill").lstrip("#")
    check(sum(int(fill[i:i + 2], 16) for i in (0, 2, 4)) < 200,
          "edge labels are dark (#%s)" % fill)
    labels = []
    for t in group[0].findall(NS + "text"):
        text = all_text(t)
        w = 0.62 * size * len(text)
        x, y = float(t.get("x")), float(t.get("y")) - 0.36 * size
        labels.append((text, x, y, (x - w / 2, y - 0.5 * size,
                                    x + w / 2, y + 0.5 * size)))
    names = sorted(t for t, _, _, _ in labels)
    want = sorted({n[:-1] for n in cells} | {n[-1] for n in cells}) * 2
    check(names == sorted(want), "each column and rank is labelled twice")
    check(all(b[0] >= 0 and b[1] >= 0 and b[2] <= W and b[3] <= H
              for _, _, _, b in labels), "every edge label is inside the "
          "picture")
    over = [(a[0], b[0]) for i, a in enumerate(labels)
            for b in labels[i + 1:]
            if a[3][0] < b[3][2] and b[3][0] < a[3][2] and
            a[3][1] < b[3][3] and b[3][1] < a[3][3]]
    check(not over, "no edge label overlaps another %s" % over[:3])
    inner = dx / 2
    hit = [t for t, x, y, b in labels for c in cells.values()
           if max(b[0] - c[0], 0, c[0] - b[2]) ** 2 +
           max(b[1] - c[1], 0, c[1] - b[3]) ** 2 < (0.9 * inner) ** 2]
    check(not hit, "no edge label stands on a cell %s" % hit[:3])
    # On the line, beyond an end: the label's place along the line is
    # outside the span of its cells (of a square board's grid), and it
    # is near the line.
    bad, ends = [], {}
    for text, x, y, _ in labels:
        pts = line_of(text)
        a, b = pts[0], pts[1]
        ux, uy = (b[0] - a[0]) / dx, (b[1] - a[1]) / dx
        along = [(p[0] - a[0]) * ux + (p[1] - a[1]) * uy
                 for p in (cells.values() if square else pts)]
        t = (x - a[0]) * ux + (y - a[1]) * uy
        off = abs((x - a[0]) * uy - (y - a[1]) * ux)
        side = "low" if t < min(along) else "high" if t > max(along) \
            else None
        gap = min(abs(t - min(along)), abs(t - max(along)))
        if side is None or off > 0.3 * dx or gap > 2.2 * dx:
            bad.append(text)
        ends.setdefault(text, set()).add(side)
    check(not bad, "every edge label stands beyond an end of its line, on "
          "it %s" % bad[:3])
    check(all(v == {"low", "high"} for v in ends.values()),
          "each line is labelled at both of its ends")
    dark = []
    for text, x, y, b in labels:
        ink = [pixel(px, py) for px in range(max(0, int(b[0])),
                                             min(width, int(b[2]) + 1))
               for py in range(max(0, int(b[1])), min(height, int(b[3]) + 1))]
        if not any(sum(p) < 450 for p in ink):
            dark.append(text)
    check(not dark, "the PNG shows every edge label %s" % dark[:3])


def cell_names(n):
    texts = [t for t in root.iter(NS + "text")
             if t.get("class") == "cell-name"]
    if n > 0 and not check(dx > 0, "each cell is a group named for it"):
        return
    check(len(texts) == n, "%d cells show their names (want %d)"
          % (len(texts), n))
    wrong = [all_text(t) for t in texts
             if math.dist((float(t.get("x")), float(t.get("y")) - 0.36 *
                           float(t.get("font-size"))),
                          cells.get(all_text(t), (1e9, 1e9))) > 1]
    check(not wrong, "each cell name stands in its cell %s" % wrong[:3])
    check(all(float(t.get("font-size")) >= 7 for t in texts),
          "cell names are 7 px or more")


def piece_of(name):
    """The group of the piece (or blockade) on a cell, and its place and
    angle from its transform."""
    g = groups.get(name)
    for p in (g.findall(NS + "g") if g is not None else []):
        m = re.match(r"translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d.]+)\)",
                     p.get("transform") or "")
        if m:
            return p, float(m.group(1)), float(m.group(2)), float(m.group(3))
    return None, 0, 0, 0


def near(c1, c2, tol=40):
    return all(abs(a - b) <= tol for a, b in zip(c1, c2))


def colour(hexa):
    hexa = hexa.lstrip("#")
    return tuple(int(hexa[i:i + 2], 16) for i in (0, 2, 4))


def facing(value):
    name, deg = value.split(":")
    p, x, y, angle = piece_of(name)
    if not check(p is not None, "%s holds a piece" % name):
        return
    check(round(angle) % 360 == int(deg) % 360,
          "the piece on %s is turned %d degrees (want %s)"
          % (name, round(angle), deg))
    # The pentagon is narrow at its tip and wide at its base: beside the
    # tip the cell shows, beside the base the piece.
    r = dx / 2
    t = math.radians(int(deg))
    fx, fy = math.sin(t), -math.cos(t)
    sx, sy = -fy, fx
    tip = [pixel(x + 0.6 * r * fx + k * 0.42 * r * sx,
                 y + 0.6 * r * fy + k * 0.42 * r * sy) for k in (-1, 1)]
    base = [pixel(x - 0.5 * r * fx + k * 0.42 * r * sx,
                  y - 0.5 * r * fy + k * 0.42 * r * sy) for k in (-1, 1)]
    paper = colour(p.find(NS + "polygon").get("fill"))
    # (A seat's mark in the cell's corner may cover one side.)
    check(all(not near(p, paper, 6) for p in tip) and
          any(near(p, paper, 6) for p in base),
          "the PNG shows the piece on %s pointing %s degrees" % (name, deg))


def hand_line(letter):
    """The line of text of the seat whose letter is given, and its name."""
    for t in root.iter(NS + "text"):
        if t.get("class") == "hand":
            name = all_text(t).lstrip("\u25b6 ")
            if name[:1] == letter:
                return t, re.match(r"[A-Za-z]+", name).group(0)
    return None, None


def seat_colour(letter):
    t = hand_line(letter)[0]
    return t.get("fill") if t is not None else None


def marks():
    return [m for g in groups.values() for m in g.iter(NS + "g")
            if m.get("class") == "controller"]


def control(value):
    name, letter = value.split(":")
    g = groups.get(name)
    ms = [m for m in g.iter(NS + "g") if m.get("class") == "controller"] \
        if g is not None else []
    if not check(len(ms) == 1, "the piece on %s bears a mark" % name):
        return
    disc = ms[0].find(NS + "circle")
    want = seat_colour(letter)
    got = all_text(ms[0]).strip()
    check(got == letter and disc.get("fill") == want,
          "the mark on %s is %s's letter and colour (%s, %s; want %s)"
          % (name, letter, got, disc.get("fill"), want))
    x, y = float(disc.get("cx")), float(disc.get("cy"))
    rr = float(disc.get("r"))
    check(near(pixel(x - 0.6 * rr, y), colour(want), 30),
          "the PNG shows the mark on %s in its colour" % name)
    check(float(ms[0].find(NS + "text").get("font-size")) >= 5,
          "the letter of the mark is 5 px or more")


def blockade(name):
    p, x, y, _ = piece_of(name)
    if not check(p is not None and p.get("class") == "blockade",
                 "%s holds a blockade" % name):
        return
    check(p.find(NS + "text") is None, "the blockade on %s shows no letter"
          % name)
    check(sum(pixel(x, y - dx / 8)) < 300,
          "the PNG shows the blockade on %s dark" % name)


def zone(value):
    lines = value.split(",")
    plain = "#f4efe6"
    tinted = {n for n, r in rects.items() if r.get("fill") != plain}
    want = {n for n in cells if n[:-1] in lines or n[-1] in lines}
    check(tinted == want, "the tinted cells are those of %s (%d, want %d)"
          % (value, len(tinted), len(want)))
    covered = [n for n in tinted if piece_of(n)[0] is not None and
               near(pixel(cells[n][0], cells[n][1] + dx / 5),
                    colour(rects[n].get("fill")), 3)]
    check(not covered, "the tint hides no piece %s" % covered[:3])


def last(value):
    want = set(value.split(",")) if value else set()
    out = [r for r in root.iter(NS + "rect") if r.get("class") == "last"]
    got = set()
    for r in out:
        c = rect_centre(r)
        at = {n for n in cells if math.dist(cells[n], c) < 1}
        got |= at
        edge_px = pixel(c[0] - float(r.get("width")) / 2, c[1])
        check(near(edge_px, colour(r.get("stroke")), 30) and
              r.get("stroke") == "#e67e22",
              "the PNG outlines %s in orange" % sorted(at))
    check(got == want, "the last action's cells are outlined (%s)"
          % sorted(got))


def holes(n):
    if not check(square and dx > 0, "a square board of one cell size"):
        return
    x0 = min(c[0] for c in cells.values())
    y0 = min(c[1] for c in cells.values())
    nx = round((max(c[0] for c in cells.values()) - x0) / dx) + 1
    ny = round((max(c[1] for c in cells.values()) - y0) / dx) + 1
    taken = {(round((c[0] - x0) / dx), round((c[1] - y0) / dx))
             for c in cells.values()}
    empty = [(x0 + i * dx, y0 + j * dx) for i in range(nx)
             for j in range(ny) if (i, j) not in taken]
    check(len(empty) == n, "%d places of the %dx%d grid have no cell "
          "(want %d)" % (len(empty), nx, ny, n))
    inked = [p for p in empty
             if any(pixel(p[0] + a * dx / 2.5, p[1] + b * dx / 2.5) !=
                    (255, 255, 255) for a in (-1, 0, 1) for b in (-1, 0, 1))]
    check(not inked, "the PNG leaves the places without a cell blank %s"
          % inked[:3])


def army(value):
    name, letter = value.split(":")
    p, x, y, _ = piece_of(name)
    if not check(p is not None and p.find(NS + "polygon") is not None,
                 "%s holds a piece" % name):
        return
    want = seat_colour(letter)
    poly, label = p.find(NS + "polygon"), p.find(NS + "text")
    check(want is not None and poly.get("stroke") == want and
          label.get("fill") == want,
          "the piece on %s is drawn in %s's colour (%s; want %s)"
          % (name, letter, poly.get("stroke"), want))
    # The outline, on the piece's base corners (a seat's mark in the
    # cell's corner may cover one): its tip is up, turned.
    r = dx / 2
    t = math.radians(float(p.get("transform").split("rotate(")[1]
                           .rstrip(")")))
    ink = []
    for bx, by in ((0.6 * r, 0.64 * r), (-0.6 * r, 0.64 * r)):
        px = x + bx * math.cos(t) - by * math.sin(t)
        py = y + bx * math.sin(t) + by * math.cos(t)
        ink += [pixel(px + a, py + b) for a in (-1, 0, 1)
                for b in (-1, 0, 1)]
    check(want is not None and any(near(i, colour(want), 40) for i in ink),
          "the PNG shows the piece on %s outlined in %s's colour"
          % (name, letter))


# Advance widths in em of DejaVu Sans Book; bold is taken a tenth wider.
WIDTHS = dict(zip(
    "abcdefghijklmnopqrstuvwxyz",
    (0.613, 0.635, 0.55, 0.635, 0.615, 0.352, 0.635, 0.634, 0.278, 0.278,
     0.579, 0.278, 0.974, 0.634, 0.612, 0.635, 0.635, 0.411, 0.521, 0.392,
     0.634, 0.592, 0.818, 0.592, 0.592, 0.525)))
WIDTHS.update(zip(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    (0.684, 0.686, 0.698, 0.77, 0.632, 0.575, 0.775, 0.752, 0.295, 0.295,
     0.656, 0.557, 0.863, 0.748, 0.787, 0.603, 0.787, 0.695, 0.635, 0.611,
     0.732, 0.684, 0.989, 0.685, 0.611, 0.685)))
WIDTHS.update({c: 0.636 for c in "0123456789"})
WIDTHS.update({" ": 0.318, ".": 0.318, ",": 0.318, ":": 0.337, ";": 0.337,
               "(": 0.39, ")": 0.39, "-": 0.361, "+": 0.838, "*": 0.5,
               "=": 0.838, "'": 0.275, "!": 0.4, "&": 0.78, "<": 0.838,
               ">": 0.838})


PARENT = {c: p for p in root.iter() for c in p}


def inherited(el, name, default=None):
    """An attribute of el or of the nearest group around it that has
    it."""
    while el is not None:
        if el.get(name) is not None:
            return el.get(name)
        el = PARENT.get(el)
    return default


def text_width(t):
    """The width in pixels of a text element, by the widths above (a
    character not among them taken for one em)."""
    size = float(inherited(t, "font-size"))
    bold = 1.1 if inherited(t, "font-weight") == "bold" else 1.0
    return sum(WIDTHS.get(c, 1.0) for c in all_text(t)) * size * bold


def fit():
    """The text that is not on a piece (a piece's letter is placed in
    its own turned frame, inside its cell)."""
    over = []
    for t in root.iter(NS + "text"):
        if inherited(t, "transform") is not None:
            continue
        x, w = float(t.get("x")), text_width(t)
        anchor = inherited(t, "text-anchor", "start")
        lo = x - w / 2 if anchor == "middle" else x
        if lo < 0 or lo + w > W:
            over.append("%s (%.0f to %.0f of %.0f)"
                        % (all_text(t)[:40], lo, lo + w, W))
    check(not over, "every line of text fits in the picture's width %s"
          % over[:2])


def letters():
    """Every piece's letters in its army's colour, in one size; the PNG
    shows a promoted piece's letters in it."""
    sizes, wrong, unseen, promoted = set(), [], [], 0
    for g in pieces:
        poly, label = g.find(NS + "polygon"), g.find(NS + "text")
        if label is None:           # a blockade
            continue
        sizes.add(float(label.get("font-size")))
        name = all_text(label)
        if label.get("fill") != poly.get("stroke"):
            wrong.append(name)
        if not name.startswith("+"):
            continue
        promoted += 1
        m = re.match(r"translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d.]+)\)",
                     g.get("transform"))
        x, y, t = float(m.group(1)), float(m.group(2)), \
            math.radians(float(m.group(3)))
        # The letters' box, turned with the piece: some pixel in it has
        # the army's colour.
        fs = float(label.get("font-size"))
        want = colour(label.get("fill"))
        ink = []
        for a in range(-int(0.7 * fs), int(0.7 * fs) + 1):
            for b in range(-int(0.6 * fs), int(0.1 * fs) + 1):
                bx, by = a, 0.28 * dx / 2 + b
                ink.append(pixel(x + bx * math.cos(t) - by * math.sin(t),
                                 y + bx * math.sin(t) + by * math.cos(t)))
        if not any(near(i, want, 40) for i in ink):
            unseen.append(name)
    check(promoted > 0, "some piece is promoted (%d)" % promoted)
    check(not wrong, "every piece is lettered in its army's colour %s"
          % wrong[:3])
    check(len(sizes) == 1, "every piece's letters have one size %s"
          % sorted(sizes))
    check(not unseen, "the PNG shows promoted pieces' letters in their "
          "army's colour %s" % unseen[:3])


def outlined(value, cls):
    """The cells of the kings outlined with class cls, in red."""
    want = set(value.split(",")) if value else set()
    got, bad = set(), []
    for r in root.iter(NS + "rect"):
        if r.get("class") != cls:
            continue
        c = rect_centre(r)
        at = {n for n in cells if math.dist(cells[n], c) < 1}
        got |= at
        p = piece_of(min(at))[0] if at else None
        w = float(r.get("width"))
        edge_px = pixel(c[0] - w / 2, c[1])
        if r.get("stroke") != "#e31b1b" or p is None or \
                not all_text(p).strip().endswith("K") or \
                not near(edge_px, colour("#e31b1b"), 40):
            bad.append(sorted(at))
    check(got == want, "the kings outlined as %s are on %s (want %s)"
          % (cls, sorted(got), sorted(want)))
    check(not bad, "each is a king, and the PNG shows its %s outline in "
          "red %s" % (cls, bad[:3]))
    return got


def mated(value):
    got = outlined(value, "mated")
    checked = {n for r in root.iter(NS + "rect") if r.get("class") == "check"
               for n in cells if math.dist(cells[n], rect_centre(r)) < 1}
    check(got <= checked, "a king outlined twice is in check: the outer "
          "outline (%s)" % sorted(got - checked))


def unmoved(value):
    want = set(value.split(",")) if value else set()
    got = set()
    for n, g in groups.items():
        for m in g.iter(NS + "g"):
            if m.get("class") != "unmoved":
                continue
            got.add(n)
            disc = m.find(NS + "circle")
            x, y, rr = (float(disc.get(k)) for k in ("cx", "cy", "r"))
            # Grey beside the cross, white on it.
            check(near(pixel(x - 0.6 * rr, y), colour(disc.get("fill")),
                       30) and sum(pixel(x, y)) > 600,
                  "the PNG shows the mark on %s, a grey disc crossed out"
                  % n)
    check(got == want, "the pieces marked as moved by no seat are on %s "
          "(want %s)" % (sorted(got), sorted(want)))


def partners(value):
    teams = value.split(",")
    paper = {}                  # seat letter -> the papers of its pieces
    seen = {}                   # paper -> a piece's centre, for the PNG
    for letter in "".join(teams):
        want = seat_colour(letter)
        for n, g in groups.items():
            p, x, y, _ = piece_of(n)
            poly = p.find(NS + "polygon") if p is not None else None
            if poly is None or p.get("class") == "blockade" or \
                    poly.get("stroke") != want:
                continue
            paper.setdefault(letter, set()).add(poly.get("fill"))
            seen.setdefault(poly.get("fill"), (n, x, y, p))
    team_paper = []
    for t in teams:
        got = set().union(*(paper.get(letter, set()) for letter in t))
        check(len(got) == 1, "the pieces of %s are on one paper (%s)"
              % (" and ".join(t), sorted(got)))
        team_paper.append(min(got) if got else None)
    check(len(set(team_paper)) == len(teams), "each team has its own paper "
          "(%s)" % team_paper)
    for fill in team_paper:
        if fill not in seen:
            continue
        n, x, y, p = seen[fill]
        # Inside the base, below the letter.
        t = math.radians(float(p.get("transform").split("rotate(")[1]
                               .rstrip(")")))
        px, py = x - 0.5 * dx / 2 * math.sin(t), y + 0.5 * dx / 2 * \
            math.cos(t)
        check(near(pixel(px, py), colour(fill), 6),
              "the PNG shows the piece on %s on its team's paper %s"
              % (n, fill))
    legend = [t for t in root.iter(NS + "text")
              if t.get("class") == "legend" and t.find(NS + "tspan")
              is not None]
    if not check(len(legend) == 1, "a line of the legend marks the teams"):
        return
    marks = [(ts.get("fill"), ts.tail or "")
             for ts in legend[0].findall(NS + "tspan")]
    names = {hand_line(letter)[1]: letter for letter in "".join(teams)}
    got = []
    for fill, tail in marks:
        words = re.findall(r"[A-Z][a-z]+", tail.split("against")[0])
        got.append((fill, "".join(sorted(names.get(w, "?") for w in words))))
    want = [(f, "".join(sorted(t))) for f, t in zip(team_paper, teams)]
    check(sorted(got) == sorted(want), "the legend marks each team with "
          "its paper before its names (%s; want %s)" % (got, want))


text = " ".join(all_text(t) for t in root.iter(NS + "text"))
for arg in sys.argv[3:]:
    what, value = arg.split("=", 1)
    if what == "edge":
        edge(float(value))
    elif what == "cells":
        cell_names(int(value))
    elif what == "clear":
        frame = [pixel(x, y) for y in range(height) for x in range(width)
                 if min(x, y, width - 1 - x, height - 1 - y) < 2]
        check(all(p == (255, 255, 255) for p in frame),
              "nothing is drawn at the picture's edge")
    elif what == "fit":
        fit()
    elif what == "text":
        check(value in text, "the text holds '%s'" % value)
    elif what == "notext":
        check(value not in text, "the text does not hold '%s'" % value)
    elif what == "squares":
        check(square and len(cells) == int(value),
              "a square board of %d cells (want %s)" % (len(cells), value)
              if square else "a square board (the cells are hexagons)")
    elif what == "facing":
        facing(value)
    elif what == "control":
        control(value)
    elif what == "controls":
        check(len(marks()) == int(value), "%d pieces bear a seat's mark "
              "(want %s)" % (len(marks()), value))
    elif what == "blockade":
        blockade(value)
    elif what == "zone":
        zone(value)
    elif what == "last":
        last(value)
    elif what == "holes":
        holes(int(value))
    elif what == "army":
        army(value)
    elif what == "checks":
        outlined(value, "check")
    elif what == "mated":
        mated(value)
    elif what == "unmoved":
        unmoved(value)
    elif what == "letters":
        letters()
    elif what == "partners":
        partners(value)
    else:
        check(False, "a known check: " + arg)
sys.exit(1 if fails else 0)
