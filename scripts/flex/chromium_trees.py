#!/usr/bin/env python3
"""Generate random flexbox trees and record headless Chromium's layout of them.

Why: the shared suite is Taffy's own fixture set, so an engine tuned on it can
still be wrong on the cases nobody wrote a fixture for. This makes fresh
cases, seeded and reproducible, with the browser as the oracle, written in the
suite's XML format (so `flex-conformance` and `taffy_bench.py --check` read
them unchanged).

    apt-get install chromium      # Debian's package; run headless
    python3 scripts/flex/chromium_trees.py --seed 1 --count 500 OUTDIR
    python3 scripts/flex/chromium_trees.py --seed 7 --count 300 --depth 1-7 --nodes 5-120 OUTDIR

By default each tree is small (2-30 boxes, about 6 on average, up to 4 levels);
`--depth 1-7 --nodes 5-120` makes deep, big ones instead (per tree a depth and a
box count drawn from the ranges: a chain down to that depth plus branches at
random levels, files named chromium_dSEED_N.xml). Either way the trees draw on the
styles layout engines tend to get wrong: aspect-ratio with stretch, flex-basis
vs intrinsic size, column-wrap containers, wrap-reverse overflow, nested
auto-sized containers with growable items, margin:auto on overflowing items,
baseline alignment of nested containers, min/max, percentages, overflow:hidden
(automatic minimum size), absolute positioning. No text (fonts differ between
machines): leaves are fixed-size boxes that stand in for content. Everything is
direction: ltr; box-sizing is border-box or content-box per tree. The root
never gets % padding (Chromium would resolve it against the max-content
wrapper, an engine against nothing); below the root percentages are fair game,
including the cyclic ones an auto-sized root creates.

How the browser is asked: trees are batched (--batch per page) into one HTML
page; each root sits in its own `position:absolute; width:max-content;
height:max-content` wrapper at (0,0), which is what the suite's
`<viewport width="max-content" height="max-content">` means. The CSS is the
suite's: `div { display:flex; position:relative; box-sizing:... }` and each
attribute becomes the CSS property of the same name. An inline script walks
every tree, takes getBoundingClientRect() of each element minus its parent's,
and writes JSON into the DOM, which `chromium --headless --dump-dom` prints.

Self-test: `--validate SUITE_DIR` renders the suite's ltr, text-free,
max-content trees through this same page and checks Chromium reproduces their
(rounded) expectations, i.e. that the page's CSS matches the suite's setup.

Expectations are Chromium's unsnapped values (LayoutUnit, 1/64 px), written
with use-rounding="false": compare unrounded layouts within 0.1. Chromium's
paint-time pixel snapping is not reproduced.
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "css"))
from flextree import Box, write_test  # noqa: E402
# The page, the Chromium run and the suite checks live in scripts/css/chromium_layout.py
# (shared with chromium_mixed_trees.py); re-exported here for minimize_failures.py.
from chromium_layout import (SIDES, chromium_layouts, deep_shape, from_element, int_range,  # noqa: E402,F401
                             matches, snapped, to_expect, validate, write_case)


def px(rng, lo, hi):
    return f"{rng.randint(lo, hi)}px"


def maybe(rng, p):
    return rng.random() < p


class Gen:
    """Random tree generator; every choice comes from one seeded RNG."""

    def __init__(self, rng: random.Random, aspect_ratio_rate: float = 0.18):
        self.rng = rng
        # How often a box gets an aspect-ratio (the hardest feature here: its transfers meet
        # stretching, flexing and percentages); 0 makes trees without any.
        self.aspect_ratio_rate = aspect_ratio_rate

    def base(self, a):
        a["direction"] = "ltr"
        a["box-sizing"] = self.box_sizing

    def container(self, a, depth):
        r = self.rng
        a["flex-direction"] = r.choice(["row", "row", "column", "column", "row-reverse", "column-reverse"])
        if maybe(r, 0.45):
            a["flex-wrap"] = r.choice(["wrap", "wrap", "wrap-reverse"])
            if maybe(r, 0.6):
                a["align-content"] = r.choice(["flex-start", "flex-end", "center", "stretch",
                                               "space-between", "space-around", "space-evenly"])
        if maybe(r, 0.5):
            a["align-items"] = r.choice(["flex-start", "flex-end", "center", "stretch",
                                         "baseline", "baseline", "start", "end"])
        if maybe(r, 0.4):
            a["justify-content"] = r.choice(["flex-start", "flex-end", "center", "space-between",
                                             "space-around", "space-evenly", "start", "end"])
        if maybe(r, 0.35):
            a["column-gap"] = r.choice([px(r, 1, 12), "5%"])
            a["row-gap"] = px(r, 1, 12)
        if maybe(r, 0.35):
            # No % padding on the root: it would resolve against the max-content
            # wrapper in Chromium but against nothing (0) in an engine's viewport.
            for s in SIDES:
                a[f"padding-{s}"] = r.choice([px(r, 0, 10), px(r, 0, 10), "5%" if depth else px(r, 0, 10)])
        if maybe(r, 0.2):
            for s in SIDES:
                a[f"border-{s}"] = px(r, 0, 5)

    def sizes(self, a, leaf, depth):
        r = self.rng
        # width / height: fixed, percentage, or auto (leaves lean fixed: they stand in for content)
        for dim, lo, hi in (("width", 10, 120), ("height", 10, 90)):
            x = r.random()
            if x < (0.55 if leaf else 0.3):
                a[dim] = px(r, lo, hi)
            elif x < (0.7 if leaf else 0.45):
                a[dim] = f"{r.choice([10, 25, 30, 50, 75, 100])}%"
        if maybe(r, self.aspect_ratio_rate):     # aspect-ratio, usually with only one size given (stretch / basis decide the other)
            a["aspect-ratio"] = r.choice(["1", "2", "0.5", "1.5", "3"])
            if "width" in a and "height" in a:
                del a[r.choice(["width", "height"])]
        if maybe(r, 0.35):
            a["flex-grow"] = r.choice(["1", "1", "2", "0.5", "3"])
        if maybe(r, 0.2):
            a["flex-shrink"] = r.choice(["0", "0", "2", "0.5"])
        if maybe(r, 0.3):      # flex-basis vs intrinsic size
            a["flex-basis"] = r.choice(["0px", px(r, 5, 150), "20%", "50%", "auto"])
        for dim in ("width", "height"):
            if maybe(r, 0.12):
                a[f"min-{dim}"] = r.choice([px(r, 10, 120), "30%"])
            if maybe(r, 0.12):
                a[f"max-{dim}"] = r.choice([px(r, 5, 80), "40%"])
        if maybe(r, 0.25):     # margins, auto ones included (often on overflowing items)
            for s in r.sample(SIDES, r.randint(1, 4)):
                a[f"margin-{s}"] = r.choice(["auto", "auto", px(r, 0, 15), "5%", f"-{r.randint(1, 10)}px"])
        if maybe(r, 0.2):
            a["align-self"] = r.choice(["flex-start", "flex-end", "center", "stretch", "baseline",
                                        "start", "end"])
        if maybe(r, 0.15):
            for s in SIDES:
                a[f"padding-{s}"] = px(r, 0, 8)
        if maybe(r, 0.08):
            a["overflow-x"] = a["overflow-y"] = "hidden"   # automatic minimum size becomes 0
        if depth > 0 and maybe(r, 0.1):
            a["position"] = "absolute"
            for s in r.sample(SIDES, r.randint(0, 3)):
                a[s] = r.choice([px(r, 0, 30), "10%", "auto"])

    def node(self, depth, max_depth) -> Box:
        r = self.rng
        a = {}
        self.base(a)
        is_container = depth < max_depth and maybe(r, 0.4 if depth else 1.0)
        if depth > 0:
            self.sizes(a, not is_container, depth)
        if not is_container:
            return Box(a)
        self.container(a, depth)
        kids = [self.node(depth + 1, max_depth) for _ in range(r.randint(1, 4))]
        return Box(a, kids)

    def tree(self) -> Box:
        r = self.rng
        self.box_sizing = r.choice(["border-box", "content-box"])
        root = self.node(0, r.choice([1, 2, 2, 3]))
        self.root_sizes(root.attrs)
        return root

    def deep_tree(self, depth_range, nodes_range, max_children=6) -> Box:
        """A tree exactly `depth` levels deep below the root with about `nodes`
        boxes (never more than nodes_range's max), both drawn from the ranges.

        The shape comes first (`deep_shape`, scripts/css/chromium_layout.py): a
        chain from the root down to the target depth, then branches at random
        levels above the deepest until the node count is reached. Then every box is styled as `node` styles it: a box with children gets
        `container`, every box below the root gets `sizes`; the root gets the
        same root sizes as `tree` (and so never % padding).
        """
        r = self.rng
        self.box_sizing = r.choice(["border-box", "content-box"])
        kids, level = deep_shape(r, depth_range, nodes_range, max_children)

        def build(i) -> Box:
            a = {}
            self.base(a)
            is_container = bool(kids[i])
            if level[i] > 0:
                self.sizes(a, not is_container, level[i])
            if is_container:
                self.container(a, level[i])
            return Box(a, [build(k) for k in kids[i]])

        root = build(0)
        self.root_sizes(root.attrs)
        return root

    def root_sizes(self, a):
        r = self.rng
        # The root: usually fixed px sizes, sometimes max-content (auto) in one or both axes.
        if maybe(r, 0.75):
            a["width"] = px(r, 60, 400)
        if maybe(r, 0.6):
            a["height"] = px(r, 40, 300)
        if maybe(r, 0.1):
            a["min-width"] = px(r, 50, 200)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("outdir", nargs="?")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--batch", type=int, default=250, help="trees per Chromium page")
    ap.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    ap.add_argument("--keep-html", action="store_true", help="keep the pages in OUTDIR/html/")
    ap.add_argument("--depth", metavar="MIN-MAX", type=int_range,
                    help="deep trees instead: levels below the root, e.g. 1-7 (files chromium_dSEED_N.xml)")
    ap.add_argument("--nodes", metavar="MIN-MAX", type=int_range,
                    help="with --depth: boxes per tree, e.g. 5-120 (default 5-120)")
    ap.add_argument("--aspect-ratio", metavar="RATE", type=float, default=0.18,
                    help="share of boxes given an aspect-ratio (default 0.18; 0 for none)")
    ap.add_argument("--validate", metavar="SUITE_DIR",
                    help="instead: check this page setup reproduces the suite's Chromium numbers")
    args = ap.parse_args()
    if args.validate:
        sys.setrecursionlimit(10000)
        validate([args.validate], args.chromium)
        return

    if not args.outdir:
        ap.error("OUTDIR is required")
    if args.nodes and not args.depth:
        ap.error("--nodes goes with --depth")
    if args.depth and args.depth[0] < 1:
        ap.error("--depth: at least 1 level below the root")
    t0 = time.time()
    os.makedirs(args.outdir, exist_ok=True)
    gen = Gen(random.Random(args.seed), aspect_ratio_rate=args.aspect_ratio)
    if args.depth:
        nodes = args.nodes or (5, 120)
        roots = [gen.deep_tree(args.depth, nodes) for _ in range(args.count)]
        prefix = f"chromium_d{args.seed}"
    else:
        roots = [gen.tree() for _ in range(args.count)]
        prefix = f"chromium_s{args.seed}"
    workdir = os.path.join(args.outdir, "html") if args.keep_html else tempfile.mkdtemp(prefix="flex-chromium-")
    os.makedirs(workdir, exist_ok=True)
    written = 0
    try:
        for start in range(0, len(roots), args.batch):
            batch = roots[start:start + args.batch]
            layouts = chromium_layouts(batch, workdir, f"{prefix.removeprefix('chromium_')}_{start:05d}", args.chromium)
            for i, (root, lay) in enumerate(zip(batch, layouts)):
                name = f"{prefix}_{start + i:05d}"
                write_case(args.outdir, name, root, lay)
                written += 1
    finally:
        if not args.keep_html:
            shutil.rmtree(workdir, ignore_errors=True)
        else:
            for d in os.listdir(workdir):
                if d.startswith("chromium-profile-"):
                    shutil.rmtree(os.path.join(workdir, d), ignore_errors=True)
    nodes = sum(r.count() for r in roots)
    print(f"wrote {written} trees ({nodes} boxes) to {args.outdir} in {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
