#!/usr/bin/env python3
"""Write the flexbox benchmark trees (suite XML format, no <expectations>).

Why: Lucid's flex engine (`flex-conformance`) and Taffy (taffy_bench.py) are
timed on the same trees; these are the shapes layout engines usually publish
numbers for (Taffy's benches: wide, 4- and 5-level hierarchies, deep chain).

    python3 scripts/flex/gen_bench_trees.py Benchmarks/flex [--seed 1]

writes, into OUTDIR:
  wide_1000.xml     root + 1,000 children (a wrapping row), viewport 1000x1000
  depth4_10k.xml    10 children per node, 4 levels below the root = 11,111 nodes
  depth5_100k.xml   same, 5 levels = 111,111 nodes (Taffy's "10k"/"100k" shapes)
  chain_1000.xml    1,000 nested divs (one child each), viewport max-content,
                    so every level is sized from its content
  chain_190.xml     the same at 190 levels: as deep as a description file nests,
                    so the product path (`lucid render`) is timed on it too
  chain_50.xml,     chains of 50 and 150 levels, to show the description path's
  chain_150.xml     cost per node does not grow with depth
Styles are mixed by a seeded RNG (fixed sizes, %, flex-grow/shrink/basis,
wrap, padding, gap, margins, min/max, alignment); every div carries
direction="ltr" and box-sizing="border-box" like the suite. Only features
Taffy 0.7 supports are used (no rtl, no text), so its timings are fair.
Output is identical for the same seed.
"""
from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from flextree import Box, write_test  # noqa: E402

BASE = {"direction": "ltr", "box-sizing": "border-box"}


def container_style(rng: random.Random, a: dict) -> None:
    a["flex-direction"] = rng.choice(["row", "row", "column"])
    if rng.random() < 0.4:
        a["flex-wrap"] = "wrap"
        a["align-content"] = rng.choice(["flex-start", "stretch", "center", "space-between"])
    if rng.random() < 0.5:
        a["column-gap"] = f"{rng.randint(1, 8)}px"
        a["row-gap"] = f"{rng.randint(1, 8)}px"
    if rng.random() < 0.5:
        p = rng.randint(1, 6)
        for side in ("top", "right", "bottom", "left"):
            a[f"padding-{side}"] = f"{p}px"
    if rng.random() < 0.3:
        a["justify-content"] = rng.choice(["flex-start", "center", "space-between", "flex-end"])
    if rng.random() < 0.3:
        a["align-items"] = rng.choice(["flex-start", "center", "stretch", "flex-end"])


def item_style(rng: random.Random, a: dict, leaf: bool) -> None:
    r = rng.random()
    if r < 0.35:
        a["width"] = f"{rng.randint(5, 60)}px"
    elif r < 0.5:
        a["width"] = f"{rng.choice([10, 20, 25, 50])}%"
    r = rng.random()
    if r < 0.4 or (leaf and r < 0.7):
        a["height"] = f"{rng.randint(5, 40)}px"
    if rng.random() < 0.4:
        a["flex-grow"] = str(rng.choice([1, 1, 2, 3]))
    if rng.random() < 0.15:
        a["flex-shrink"] = "0"
    if rng.random() < 0.15:
        a["flex-basis"] = rng.choice([f"{rng.randint(10, 80)}px", "30%"])
    if rng.random() < 0.1:
        a["min-width"] = f"{rng.randint(5, 30)}px"
    if rng.random() < 0.1:
        a["max-width"] = f"{rng.randint(60, 200)}px"
    if rng.random() < 0.1:
        a["margin-left"] = a["margin-right"] = f"{rng.randint(1, 5)}px"
    if leaf and not any(k in a for k in ("width", "flex-basis", "flex-grow")):
        a["width"] = f"{rng.randint(5, 40)}px"      # no empty zero-width leaves


def tree(rng: random.Random, fanouts: list[int], is_root=True) -> Box:
    a = dict(BASE)
    if not is_root:
        item_style(rng, a, leaf=not fanouts)
    if fanouts:
        container_style(rng, a)
        return Box(a, [tree(rng, fanouts[1:], False) for _ in range(fanouts[0])])
    return Box(a)


def wide(rng: random.Random, n: int) -> Box:
    a = dict(BASE, width="1000px", **{"flex-wrap": "wrap", "column-gap": "2px", "row-gap": "2px",
                                      "padding-top": "4px", "padding-left": "4px",
                                      "padding-bottom": "4px", "padding-right": "4px"})
    return Box(a, [tree(rng, [], False) for _ in range(n)])


def chain(rng: random.Random, depth: int) -> Box:
    """Build a chain iteratively (no recursion limit issues)."""
    leaf = Box(dict(BASE, width="20px", height="20px"))
    node = leaf
    for i in range(depth - 1):
        a = dict(BASE)
        a["flex-direction"] = rng.choice(["row", "column"])
        if rng.random() < 0.5:
            for side in ("top", "right", "bottom", "left"):
                a[f"padding-{side}"] = f"{rng.randint(0, 1)}px"
        if rng.random() < 0.3:
            a["flex-grow"] = "1"
        if rng.random() < 0.2:
            a["align-items"] = rng.choice(["center", "flex-start", "stretch"])
        if rng.random() < 0.1:
            a["min-width"] = f"{rng.randint(10, 60)}px"
        node = Box(a, [node])
    return node


def write_specs(outdir: str, seed: int, specs) -> None:
    """Write each (name, make(rng), viewport) of specs as OUTDIR/NAME.xml; the i-th tree
    gets its own RNG seeded seed * 1000 + i, so output is identical for the same seed.
    Shared with scripts/css/gen_bench_trees.py (the grid and block trees)."""
    os.makedirs(outdir, exist_ok=True)
    sys.setrecursionlimit(10000)   # writer recurses once per level (chain: 1,000)
    for i, (name, make, vp) in enumerate(specs):
        rng = random.Random(seed * 1000 + i)
        root = make(rng)
        path = os.path.join(outdir, name + ".xml")
        write_test(path, name, root, viewport=vp, use_rounding=True)
        print(f"{path}: {root.count()} nodes")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    specs = [
        ("wide_1000", lambda r: wide(r, 1000), ("1000px", "1000px")),
        ("depth4_10k", lambda r: tree(r, [10] * 4), ("1000px", "1000px")),
        ("depth5_100k", lambda r: tree(r, [10] * 5), ("1000px", "1000px")),
        ("chain_1000", lambda r: chain(r, 1000), ("max-content", "max-content")),
        # As deep as a description file may nest (200 levels, with room for the canvas).
        ("chain_190", lambda r: chain(r, 190), ("max-content", "max-content")),
        # Linear in depth, through descriptions too: a level costs the same at 50 and 150.
        ("chain_50", lambda r: chain(r, 50), ("max-content", "max-content")),
        ("chain_150", lambda r: chain(r, 150), ("max-content", "max-content")),
    ]
    write_specs(args.outdir, args.seed, specs)


if __name__ == "__main__":
    main()
