#!/usr/bin/env python3
"""Write the grid and block benchmark trees (suite XML format, no <expectations>).

Why: `make bench` times Lucid's grid and block layout against Taffy (through
scripts/flex/taffy_bench.py) per node, on the shapes the flex trees have
(scripts/flex/gen_bench_trees.py: wide, 4- and 5-level hierarchies, chains),
to show the cost per node stays flat from 1k to 100k nodes and with depth.

    python3 scripts/css/gen_bench_trees.py OUTDIR [--seed 1]

writes, into OUTDIR (viewport 1000x1000 unless said):
  grid_wide_1000.xml    a dashboard: one grid (auto-fill minmax columns, spans)
                        of 1,000 cards
  grid_depth4_10k.xml   a grid of 10 cards, each a small grid (65 %) or flex row or
                        column of 10, 4 levels below the root = 11,111 nodes
  grid_depth5_100k.xml  same, 5 levels = 111,111 nodes
  grid_chain_50.xml,    grids nested one in another (one item each), viewport
  grid_chain_190.xml    max-content: every level's auto/fr/minmax tracks are sized
                        from the content; 50 and 190 levels, to show cost per node
                        does not grow with depth
  block_wide_1000.xml   an article: one block of 1,000 paragraph blocks (margins
                        that collapse, some %, max-width and auto-centred widths)
  block_depth4_10k.xml  nested sections of 10 blocks, 4 levels = 11,111 nodes;
                        margins collapse through parents without padding/border
  block_depth5_100k.xml same, 5 levels = 111,111 nodes
  block_chain_50.xml,   nested blocks (one child each), viewport max-content,
  block_chain_190.xml   50 and 190 levels (190: as deep as a description nests)
Track lists use px, %, fr, auto, minmax(), repeat(N, ...) and repeat(auto-fill,
...); items are placed by line numbers and spans or auto-placed (auto-flow row,
column, row dense). Only features both Lucid (CSSGridTrackListParser: no line
names, one-track grid-auto-rows) and Taffy 0.7 support are used, so the trees
are timed, and laid out, the same by both. Output is identical for the same seed.
"""
from __future__ import annotations

import argparse
import os
import random
import sys

FLEX = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "flex")
sys.path.insert(0, FLEX)
from flextree import Box  # noqa: E402
from gen_bench_trees import BASE, container_style, item_style, write_specs  # noqa: E402

VIEWPORT = ("1000px", "1000px")
CONTENT = ("max-content", "max-content")

# Column templates of a card's grid (a card holds 10 items).
COLUMNS = ["repeat(4, 1fr)", "repeat(auto-fill, minmax(60px, 1fr))", "120px 1fr 1fr",
           "25% auto 1fr", "minmax(50px, 1fr) 2fr auto", "repeat(3, minmax(0, 1fr))",
           "auto auto", "40px 30% 1fr auto", "repeat(2, 1fr 2fr)"]
ROWS = [None, None, None, "repeat(2, auto)", "auto 1fr", "60px auto", "minmax(30px, auto) auto"]
AUTO_ROWS = [None, None, "auto", "minmax(20px, auto)", "40px", "1fr"]


def padding(rng: random.Random, a: dict, most: int) -> None:
    p = rng.randint(1, most)
    for side in ("top", "right", "bottom", "left"):
        a[f"padding-{side}"] = f"{p}px"


def grid_container(rng: random.Random, a: dict) -> None:
    a["display"] = "grid"
    a["grid-template-columns"] = rng.choice(COLUMNS)
    rows = rng.choice(ROWS)
    if rows:
        a["grid-template-rows"] = rows
    auto_rows = rng.choice(AUTO_ROWS)
    if auto_rows:
        a["grid-auto-rows"] = auto_rows
    r = rng.random()
    if r < 0.1:
        a["grid-auto-flow"] = "column"
        a["grid-template-rows"] = rng.choice(["repeat(3, auto)", "40px 1fr 40px", "repeat(4, minmax(10px, 1fr))"])
        a["grid-auto-columns"] = rng.choice(["auto", "minmax(30px, 1fr)", "50px"])
    elif r < 0.2:
        a["grid-auto-flow"] = "row dense"
    if rng.random() < 0.6:
        a["row-gap"] = f"{rng.randint(1, 8)}px"
        a["column-gap"] = f"{rng.randint(1, 8)}px"
    elif rng.random() < 0.3:
        a["gap"] = f"{rng.randint(1, 6)}px"
    if rng.random() < 0.5:
        padding(rng, a, 6)
    if rng.random() < 0.2:
        a["align-items"] = rng.choice(["start", "center", "end", "stretch"])
    if rng.random() < 0.15:
        a["justify-items"] = rng.choice(["start", "center", "end", "stretch"])


def grid_item(rng: random.Random, a: dict, leaf: bool) -> None:
    r = rng.random()
    if r < 0.15:
        a["grid-column-start"] = f"span {rng.choice([2, 2, 3])}"
    elif r < 0.22:
        start = rng.randint(1, 2)
        a["grid-column-start"] = str(start)
        a["grid-column-end"] = str(start + rng.randint(1, 2))
    elif r < 0.26:
        a["grid-column"] = f"{rng.randint(1, 2)} / span 2"
    r = rng.random()
    if r < 0.1:
        a["grid-row-start"] = "span 2"
    elif r < 0.14:
        a["grid-row-start"] = str(rng.randint(1, 3))
    if leaf or rng.random() < 0.3:
        if rng.random() < 0.7:
            a["height"] = f"{rng.randint(8, 60)}px"
        if rng.random() < 0.3:
            a["width"] = rng.choice([f"{rng.randint(10, 80)}px", f"{rng.choice([50, 80, 100])}%"])
    if rng.random() < 0.1:
        a["min-height"] = f"{rng.randint(5, 30)}px"
    if rng.random() < 0.1:
        a["margin-top"] = a["margin-bottom"] = f"{rng.randint(1, 4)}px"
    if rng.random() < 0.15:
        a["justify-self"] = rng.choice(["start", "center", "end"])
    if rng.random() < 0.15:
        a["align-self"] = rng.choice(["start", "center", "end"])


def dashboard(rng: random.Random, fanouts: list[int], parent: str | None = None) -> Box:
    """A grid of cards; every container below the root is a grid (65 %) or a flex
    container (35 %), its items styled for the parent's kind."""
    a = dict(BASE)
    if parent == "grid":
        grid_item(rng, a, leaf=not fanouts)
    elif parent == "flex":
        item_style(rng, a, leaf=not fanouts)
    if not fanouts:
        return Box(a)
    if parent is None or rng.random() < 0.65:
        grid_container(rng, a)
        kind = "grid"
    else:
        container_style(rng, a)
        kind = "flex"
    return Box(a, [dashboard(rng, fanouts[1:], kind) for _ in range(fanouts[0])])


def grid_wide(rng: random.Random, n: int) -> Box:
    a = dict(BASE, display="grid", width="1000px",
             **{"grid-template-columns": "repeat(auto-fill, minmax(40px, 1fr))",
                "grid-auto-rows": "minmax(20px, auto)", "grid-auto-flow": "row dense",
                "row-gap": "2px", "column-gap": "2px"})
    padding(rng, a, 4)
    return Box(a, [dashboard(rng, [], "grid") for _ in range(n)])


def grid_chain(rng: random.Random, depth: int) -> Box:
    """Grids nested one in another, iteratively (no recursion limit issues)."""
    node = Box(dict(BASE, width="20px", height="20px"))
    for _ in range(depth - 1):
        a = dict(BASE, display="grid")
        a["grid-template-columns"] = rng.choice(["auto", "1fr", "minmax(10px, 1fr)", "auto 1fr", "minmax(0, auto)"])
        if rng.random() < 0.3:
            a["grid-template-rows"] = rng.choice(["auto", "minmax(10px, auto)", "1fr"])
        if rng.random() < 0.5:
            padding(rng, a, 1)
        if rng.random() < 0.2:
            a["justify-items"] = rng.choice(["start", "center", "stretch"])
        node.attrs.update({"grid-column-start": "1"} if rng.random() < 0.5 else {})
        node = Box(a, [node])
    return node


def block_container(rng: random.Random, a: dict) -> None:
    if rng.random() < 0.3:
        padding(rng, a, 8)                   # padding stops margins collapsing through
    if rng.random() < 0.15:
        for side in ("top", "bottom"):
            a[f"border-{side}"] = "1px"
    if rng.random() < 0.15:
        a["max-width"] = f"{rng.randint(300, 900)}px"
        a["margin-left"] = a["margin-right"] = "auto"


def block_item(rng: random.Random, a: dict, leaf: bool) -> None:
    r = rng.random()
    if r < 0.7:
        a["margin-top"] = f"{rng.randint(0, 16)}px"
        a["margin-bottom"] = f"{rng.randint(0, 16)}px"
    elif r < 0.8:
        a["margin-top"] = f"-{rng.randint(1, 6)}px"
    r = rng.random()
    if r < 0.15:
        a["width"] = f"{rng.choice([50, 75, 90, 100])}%"
    elif r < 0.25:
        a["width"] = f"{rng.randint(100, 600)}px"
    if rng.random() < 0.1:
        a["margin-left"] = f"{rng.randint(0, 20)}px"
    if leaf:
        a["height"] = f"{rng.choice([10, 20, 20, 30, 40, 60])}px"     # a paragraph's lines
    elif rng.random() < 0.1:
        a["min-height"] = f"{rng.randint(20, 80)}px"


def article(rng: random.Random, fanouts: list[int], is_root=True) -> Box:
    a = dict(BASE, display="block")
    if not is_root:
        block_item(rng, a, leaf=not fanouts)
    if not fanouts:
        return Box(a)
    block_container(rng, a)
    return Box(a, [article(rng, fanouts[1:], False) for _ in range(fanouts[0])])


def block_wide(rng: random.Random, n: int) -> Box:
    a = dict(BASE, display="block", width="1000px")
    padding(rng, a, 8)
    return Box(a, [article(rng, [], False) for _ in range(n)])


def block_chain(rng: random.Random, depth: int) -> Box:
    node = Box(dict(BASE, display="block", width="20px", height="20px"))
    for _ in range(depth - 1):
        a = dict(BASE, display="block")
        if rng.random() < 0.5:
            a["margin-top"] = f"{rng.randint(0, 3)}px"
        if rng.random() < 0.3:
            padding(rng, a, 1)
        if rng.random() < 0.1:
            a["min-width"] = f"{rng.randint(10, 60)}px"
        node = Box(a, [node])
    return node


SPECS = [
    ("grid_wide_1000", lambda r: grid_wide(r, 1000), VIEWPORT),
    ("grid_depth4_10k", lambda r: dashboard(r, [10] * 4), VIEWPORT),
    ("grid_depth5_100k", lambda r: dashboard(r, [10] * 5), VIEWPORT),
    ("grid_chain_50", lambda r: grid_chain(r, 50), CONTENT),
    ("grid_chain_190", lambda r: grid_chain(r, 190), CONTENT),
    ("block_wide_1000", lambda r: block_wide(r, 1000), VIEWPORT),
    ("block_depth4_10k", lambda r: article(r, [10] * 4), VIEWPORT),
    ("block_depth5_100k", lambda r: article(r, [10] * 5), VIEWPORT),
    ("block_chain_50", lambda r: block_chain(r, 50), CONTENT),
    ("block_chain_190", lambda r: block_chain(r, 190), CONTENT),
]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    write_specs(args.outdir, args.seed, SPECS)


if __name__ == "__main__":
    main()
