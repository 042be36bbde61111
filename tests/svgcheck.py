#!/usr/bin/env python3
"""svgcheck.py - checks a picture of sannin-diagram: the SVG is valid
XML that stands alone, and rsvg-convert renders it to a PNG whose pixels
show the garden, the territories and the pieces where they belong.

usage: svgcheck.py SVG PNG  (the PNG is written by rsvg-convert before)
Prints one line per check, "ok"/"not ok", and exits 1 on a failure.
"""
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
pieces = root.findall(".//" + NS + "g")
check(len(pieces) > 0, "pieces are drawn")
for g in pieces[:3]:
    t = g.get("transform")
    x, y = map(float, t.split("(")[1].split(")")[0].split())
    r, gg, b = pixel(x, y - 2)
    check((r, gg, b) != (255, 255, 255), "a piece covers its cell at %.0f,%.0f"
          % (x, y))
sys.exit(1 if fails else 0)
