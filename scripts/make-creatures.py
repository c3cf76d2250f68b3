#!/usr/bin/env python3
"""Draws the creature pictures used by the samples (Samples/assets/*.png).

Plain Python (zlib + struct) so the assets can be re-made on any machine; the
PNGs are committed, so this only runs when the pictures change.
"""
import math, os, struct, zlib

SIZE = 96

def png(path, pixels):
    raw = b"".join(b"\x00" + bytes(v for px in row for v in px) for row in pixels)
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

def blend(under, over, coverage):
    a = over[3] / 255 * coverage
    out_a = a + under[3] / 255 * (1 - a)
    if out_a == 0:
        return (0, 0, 0, 0)
    rgb = [round((over[i] * a + under[i] * under[3] / 255 * (1 - a)) / out_a) for i in range(3)]
    return (*rgb, round(out_a * 255))

def draw(shapes):
    pixels = [[(0, 0, 0, 0)] * SIZE for _ in range(SIZE)]
    for y in range(SIZE):
        for x in range(SIZE):
            for inside, color in shapes:
                # 4x4 supersampling for smooth edges
                hits = sum(inside(x + (i + 0.5) / 4, y + (j + 0.5) / 4) for i in range(4) for j in range(4))
                if hits:
                    pixels[y][x] = blend(pixels[y][x], color, hits / 16)
    return pixels

def ellipse(cx, cy, rx, ry):
    return lambda x, y: ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1

def triangle(p, q, r):
    def inside(x, y):
        def side(a, b):
            return (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0])
        s = [side(p, q), side(q, r), side(r, p)]
        return all(v >= 0 for v in s) or all(v <= 0 for v in s)
    return inside

def face(body, extra=()):
    eye, pupil = (255, 255, 255, 255), (30, 30, 40, 255)
    return draw([*extra, (ellipse(48, 56, 38, 34), body),
                 (ellipse(36, 50, 9, 10), eye), (ellipse(60, 50, 9, 10), eye),
                 (ellipse(38, 52, 4, 5), pupil), (ellipse(62, 52, 4, 5), pupil),
                 (ellipse(48, 72, 10, 4), (90, 40, 50, 255))])

CREATURES = {
    "unicorn": face((244, 170, 210, 255), [(triangle((48, 2), (41, 30), (55, 30)), (250, 210, 80, 255))]),
    "shark": face((90, 140, 200, 255), [(triangle((48, 4), (34, 30), (62, 30)), (70, 115, 175, 255))]),
    "crusty": face((235, 110, 70, 255), [(ellipse(12, 30, 10, 8), (235, 110, 70, 255)), (ellipse(84, 30, 10, 8), (235, 110, 70, 255))]),
    "dragon": face((100, 185, 110, 255), [(triangle((20, 6), (18, 34), (34, 28)), (70, 140, 80, 255)), (triangle((76, 6), (62, 28), (78, 34)), (70, 140, 80, 255))]),
    "yeti": face((225, 228, 235, 255), [(ellipse(48, 22, 26, 14), (200, 205, 215, 255))]),
}

if __name__ == "__main__":
    folder = os.path.join(os.path.dirname(__file__), "..", "Samples", "assets")
    os.makedirs(folder, exist_ok=True)
    for name, pixels in CREATURES.items():
        png(os.path.join(folder, name + ".png"), pixels)
