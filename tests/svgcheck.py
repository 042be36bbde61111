#!/usr/bin/env python3
"""svgcheck.py - checks a picture of sannin-diagram: the SVG is valid
XML that stands alone, and rsvg-convert renders it to a PNG whose pixels
show the garden, the territories and the pieces where they belong.

usage: svgcheck.py SVG PNG [CHECK...]  (the PNG is written by
rsvg-convert before).  Each CHECK asks for more:
  edge=MIN     the 13 columns and 13 ranks are labelled at both ends, each
               label beyond its line's end cell, on the line, inside the
               picture, clear of the cells and of each other, in a font of
               MIN pixels or more, and the PNG shows its ink
  cells=N      N empty cells show their own names (0: no cell names)
  clear=1      nothing is drawn in the outermost two pixels of the PNG, so
               nothing has been cut at its edge
  text=STRING  the picture's text (XML escapes read) holds STRING
  notext=STRING  and does not hold it
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
polys = root.findall(".//" + NS + "polygon")
check(len(polys) >= 127, "a polygon for each of the 127 cells")
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


fills = {}
for p in polys:
    if len(p.get("points").split()) == 6 and p.get("fill") != "none":
        fills.setdefault(p.get("fill"), []).append(centre(p))
garden = fills.get("#f7d774", [])
check(len(garden) == 1, "one cell is the garden")
if garden:
    x, y = garden[0]
    r, g, b = pixel(x, y)
    check(r > 200 and g > 170 and b < 160, "the garden is gold where it is drawn")
tints = {"#f6dcd8": "First", "#d9e5f3": "Middle", "#d9efdf": "Last"}
for colour, seat in tints.items():
    cells = fills.get(colour, [])
    check(len(cells) >= 12, "%s's territory is tinted (%d cells)"
          % (seat, len(cells)))
pieces = [g for g in root.findall(".//" + NS + "g") if g.get("transform")]
check(len(pieces) > 0, "pieces are drawn")
for g in pieces[:3]:
    t = g.get("transform")
    x, y = map(float, t.split("(")[1].split(")")[0].split())
    r, gg, b = pixel(x, y - 2)
    check((r, gg, b) != (255, 255, 255), "a piece covers its cell at %.0f,%.0f"
          % (x, y))

# The cells, by name, from their groups.
cells = {}
for g in root.findall(".//" + NS + "g"):
    m = re.match(r"^cell-(\d+[a-m])$", g.get("id") or "")
    if m:
        cells[m.group(1)] = centre(g.find(NS + "polygon"))
dx = math.dist(cells["7g"], cells["7h"]) if len(cells) == 127 else 0


def line_of(label):
    """The centres of the cells of the column or rank a label names."""
    if label.isdigit():
        return [cells[n] for n in cells if re.match(r"^%s[a-m]$" % label, n)]
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
    want = sorted([str(i) for i in range(1, 14)] * 2 +
                  [chr(ord("a") + i) for i in range(13)] * 2)
    check(names == want, "each column and rank is labelled twice")
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
    # outside the span of its cells, and it is near the line.
    bad, ends = [], {}
    for text, x, y, _ in labels:
        pts = line_of(text)
        a, b = pts[0], pts[1]
        ux, uy = (b[0] - a[0]) / dx, (b[1] - a[1]) / dx
        along = [(p[0] - a[0]) * ux + (p[1] - a[1]) * uy for p in pts]
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
    elif what == "text":
        check(value in text, "the text holds '%s'" % value)
    elif what == "notext":
        check(value not in text, "the text does not hold '%s'" % value)
    else:
        check(False, "a known check: " + arg)
sys.exit(1 if fails else 0)
