#!/usr/bin/env python3
"""Generate random trees mixing flex, grid and block containers with Ahem text
leaves, and record headless Chromium's layout of them.

Why: Lucid's shared suites (taffy-flex/-grid/-block/-mixed) test one feature at
a time in small trees, and the flex-only generator (scripts/flex/chromium_trees.py)
never leaves flexbox. Real documents nest the three layout modes inside each
other, many levels deep, around text. This makes such trees, seeded and
reproducible, with the browser as the oracle, in the suite's XML format (so
`flex-conformance`, with and without --via-description, reads them unchanged).

    apt-get install chromium      # Debian's package; run headless
    python3 scripts/css/chromium_mixed_trees.py --seed 1 --count 100 --depth 3-4 --nodes 5-40 OUTDIR
    python3 scripts/css/chromium_mixed_trees.py --seed 1 --kinds grid=8,flex=1,block=1 OUTDIR   # grid-heavy
    python3 scripts/css/chromium_mixed_trees.py --validate   # check the page against the shared suites

Each tree is exactly `depth` levels deep below the root (drawn from --depth, so
1-10 means levels 1..10) with about `nodes` elements in all, text included
(drawn from --nodes): a chain down to that depth plus branches at random levels
(`deep_shape`, the flex generator's). Files are named
mixed_sSEED_dA-B_nA-B_NNN.xml after the arguments that made them.

What goes in a tree: every element with children is a container of a random
kind, flex (40%), grid (30%) or block (30%) (--kinds weighs them otherwise, the kinds
then named in the files: `_f1g8b1`); every leaf is a `<text>` (about
half) or a box. Texts hold a few words of 'H'/'X' joined by U+200B, the only
break opportunity (Ahem: each character 10x10, baseline at 8). Boxes mostly
have px sizes (they stand in for images and the like), some percentages or one
size only, some display:block (an empty block lets its margins collapse
through). Containers are mostly auto-sized, sometimes px, seldom %; some get
padding, borders, min/max, overflow:hidden. Per container kind:

- flex: direction, wrap, align-items/-content, justify-content, gaps; its items
  flex-grow/-shrink/-basis, align-self, margins (auto included).
- grid: grid-template-columns (1-4 tracks) and often -rows, from px, %, fr,
  auto, min-content, max-content, minmax(), fit-content(), repeat(N, ...) and
  now and then one repeat(auto-fill|auto-fit, fixed) beside fixed tracks;
  grid-auto-rows/-columns, grid-auto-flow row/column/dense, gaps,
  justify-/align-items/-content; its items line-number placement (grid-row /
  grid-column: `N`, `N / M`, `span K`, `N / span K`, negative lines), some
  beyond the explicit grid (implicit tracks), justify-/align-self, margins.
- block: padding, borders, sizes; its children horizontal auto margins
  (centering) and vertical margins, negative ones too (collapsing).
A few boxes anywhere below the root are position:absolute with px or % insets;
a few get an aspect-ratio.

Kept out, because the runner does not read it (named lines,
grid-template-areas, order, floats, inline formatting) or because the answer
would depend on more than Ahem and the box tree (overflow:scroll and its
scrollbars, fonts, several texts in one line). Text leaves get no padding or
border (a description's label has none). The root never gets % sizes or
padding (Chromium would resolve them against the max-content wrapper, an engine
against nothing). Everything is ltr (written as no direction
attribute: ltr is the default) unless --rtl-share asks for right-to-left trees
(direction: rtl on every element, as the shared suites' _rtl variants); box-sizing is border-box or content-box per
tree, written on every element. Every attribute written is one the runner reads (RUNNER_READS), and a
tree in which Chromium dropped a declaration as invalid CSS is an error.

How the browser is asked: scripts/css/chromium_layout.py (shared with the flex
generator): --batch trees per page, each root in a max-content wrapper, the
suite's CSS, the text in an Ahem-equivalent web font embedded in the page,
getBoundingClientRect() relative to the parent, `chromium --headless
--dump-dom`. Expectations are Chromium's unsnapped values (1/64 px), written
with use-rounding="false" (compare unrounded within 0.1).

Self-test: `--validate [SUITE_DIR...]` (default: the four shared taffy suites)
renders their ltr, max-content cases (text, grid and block included; no
writing modes or scrollbars) through this same page and checks Chromium
reproduces their rounded expectations: that the page and font match the
suites' setup. (2 of taffy-flex's differ by Chromium version, as with
chromium_trees.py --validate: align_baseline_child_margin_percent.)
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "flex"))
from flextree import Box, write_test  # noqa: E402
from chromium_layout import SIDES, ZWSP, chromium_run, deep_shape, int_range, mixed, to_expect, validate, write_case  # noqa: E402

# The suite's numbers for these come from an older Chromium (see --validate).
KNOWN_MISMATCH = "align_baseline_child_margin_percent__"

# Every attribute Sources/FlexConformance/CSSValue.swift (and DescriptionWriter) reads
# that this generator uses; anything else would be laid out by Chromium but ignored by
# the runner.
RUNNER_READS = frozenset(
    ["display", "position", "direction", "box-sizing", "flex-direction", "flex-wrap", "flex-grow",
     "flex-shrink", "flex-basis", "justify-content", "align-items", "align-self", "align-content",
     "justify-items", "justify-self", "grid-row", "grid-column", "row-gap", "column-gap",
     "grid-template-rows", "grid-template-columns", "grid-auto-flow", "grid-auto-rows",
     "grid-auto-columns", "width", "height", "min-width", "min-height", "max-width", "max-height",
     "aspect-ratio", "overflow-x", "overflow-y", *SIDES]
    + [f"{p}-{s}" for p in ("margin", "padding", "border") for s in SIDES])


def px(r, lo, hi):
    return f"{r.randint(lo, hi)}px"


def maybe(r, p):
    return r.random() < p


def pick(r, weighted):
    """One value of [(value, weight)]."""
    x = r.random() * sum(w for _, w in weighted)
    for v, w in weighted:
        x -= w
        if x < 0:
            return v
    return weighted[-1][0]


class MixedGen:
    """Random mixed trees; every choice comes from one seeded RNG."""

    def __init__(self, rng: random.Random, text_share: float = 0.5, rtl_share: float = 0.0,
                 kinds=(("flex", 4), ("grid", 3), ("block", 3))):
        self.rng = rng
        # How often a container is each kind (weights); the default keeps older seeds' trees.
        self.kinds = list(kinds)
        # The share of leaves that are text (0: boxes only, trees `lucid render` can lay
        # out as Chromium does, with no font in between).
        self.text_share = text_share
        # The share of trees written right to left (`direction: rtl` on every element, as the
        # shared suites' `_rtl` variants are); none by default, which keeps older seeds'
        # trees as they were.
        self.rtl_share = rtl_share

    # ------------------------------------------------------------ grid track lists

    def breadth(self, fixed_only=False):
        r = self.rng
        if fixed_only:
            return r.choice([px(r, 10, 60), px(r, 10, 60), f"{r.choice([10, 20, 25])}%"])
        return pick(r, [(px(r, 10, 80), 5), (f"{r.choice([10, 20, 25, 30, 50])}%", 1),
                        (r.choice(["1fr", "1fr", "2fr", "0.5fr"]), 3), ("auto", 3),
                        ("min-content", 1), ("max-content", 1)])

    def track(self):
        r = self.rng
        x = r.random()
        if x < 0.72:
            return self.breadth()
        if x < 0.9:
            lo = r.choice([px(r, 10, 50), "auto", "min-content", "0px"])
            hi = r.choice(["1fr", "auto", "max-content", px(r, 30, 100)])
            return f"minmax({lo}, {hi})"
        return f"fit-content({r.choice([px(r, 20, 100), '30%'])})"

    def track_list(self, most):
        r = self.rng
        if maybe(r, 0.08):    # one automatic repetition; CSS allows only fixed tracks beside it
            unit = r.choice([px(r, 20, 60), f"minmax({px(r, 20, 50)}, 1fr)", f"minmax({px(r, 20, 50)}, auto)"])
            out = [f"repeat({r.choice(['auto-fill', 'auto-fit'])}, {unit})"]
            if maybe(r, 0.3):
                out.insert(r.randint(0, 1), self.breadth(fixed_only=True))
            return " ".join(out), 0
        n = r.randint(1, most)
        tracks = [self.track() for _ in range(n)]
        if n >= 2 and maybe(r, 0.15):  # the first tracks written as repeat(count, ...)
            k, m = r.randint(2, 3), r.randint(1, n - 1)
            text = " ".join([f"repeat({k}, {' '.join(tracks[:m])})", *tracks[m:]])
            return text, k * m + n - m
        return " ".join(tracks), n

    # ------------------------------------------------------------ containers

    def container(self, a, kind, depth):
        r = self.rng
        a["display"] = kind
        if kind == "flex":
            a["flex-direction"] = r.choice(["row", "row", "row", "column", "column", "row-reverse", "column-reverse"])
            if maybe(r, 0.4):
                a["flex-wrap"] = r.choice(["wrap", "wrap", "wrap-reverse"])
                if maybe(r, 0.5):
                    a["align-content"] = r.choice(["flex-start", "flex-end", "center", "stretch",
                                                   "space-between", "space-around", "space-evenly"])
            if maybe(r, 0.45):
                a["align-items"] = r.choice(["flex-start", "flex-end", "center", "stretch", "baseline", "start", "end"])
            if maybe(r, 0.4):
                a["justify-content"] = r.choice(["flex-start", "flex-end", "center", "space-between",
                                                 "space-around", "space-evenly", "start", "end"])
            if maybe(r, 0.35):
                a["row-gap"] = px(r, 0, 12)
                a["column-gap"] = r.choice([px(r, 0, 12), px(r, 0, 12), "5%"])
            info = None
        elif kind == "grid":
            cols, ncols = self.track_list(4)
            a["grid-template-columns"] = cols
            nrows = 0
            if maybe(r, 0.5):
                rows, nrows = self.track_list(3)
                a["grid-template-rows"] = rows
            if maybe(r, 0.3):
                a["grid-auto-flow"] = r.choice(["row", "column", "dense", "row dense", "column dense"])
            for key in ("grid-auto-rows", "grid-auto-columns"):
                if maybe(r, 0.2):
                    a[key] = r.choice([px(r, 10, 60), "auto", "min-content", "max-content",
                                       f"minmax({px(r, 10, 40)}, auto)", "1fr"])
            if maybe(r, 0.4):
                a["row-gap"] = px(r, 0, 12)
                a["column-gap"] = r.choice([px(r, 0, 12), px(r, 0, 12), "5%"])
            if maybe(r, 0.25):
                a["justify-items"] = r.choice(["start", "end", "center", "stretch"])
            if maybe(r, 0.3):
                a["align-items"] = r.choice(["start", "end", "center", "stretch", "baseline"])
            if maybe(r, 0.2):
                # No `stretch`: the description format refuses justifyContent: stretch
                # (in a grid it stretches auto columns, as `normal` does).
                a["justify-content"] = r.choice(["start", "end", "center", "space-between",
                                                 "space-around", "space-evenly"])
            if maybe(r, 0.2):
                a["align-content"] = r.choice(["start", "end", "center", "stretch", "space-between",
                                               "space-around", "space-evenly"])
            info = (max(ncols, 1), max(nrows, 1))
        else:
            info = None
        if maybe(r, 0.3):
            # No % padding on the root (see the module docstring).
            for s in SIDES:
                a[f"padding-{s}"] = r.choice([px(r, 0, 10), px(r, 0, 10), "4%" if depth else px(r, 0, 10)])
        if maybe(r, 0.2):
            for s in SIDES:
                a[f"border-{s}"] = px(r, 0, 5)
        return info

    # ------------------------------------------------------------ items

    def margins(self, a, parent, auto_rate):
        r = self.rng
        sides = SIDES if parent != "block" else r.choice([("top", "bottom"), ("top",), ("bottom",), SIDES])
        for s in r.sample(sides, r.randint(1, len(sides))):
            horizontal = s in ("left", "right")
            if maybe(r, auto_rate) and (parent != "block" or horizontal):
                a[f"margin-{s}"] = "auto"
            else:
                a[f"margin-{s}"] = r.choice([px(r, 0, 15), px(r, 0, 15), "5%", f"-{r.randint(1, 10)}px"])

    def grid_line(self, n):
        """A grid-row/grid-column value for an explicit grid of n tracks (lines 1..n+1)."""
        r = self.rng
        start = r.randint(1, n + 1)
        x = r.random()
        if x < 0.3:
            return str(start)
        if x < 0.5:
            return f"span {r.randint(1, 2)}"
        if x < 0.75:
            return f"{start} / span {r.randint(1, 3)}"
        if x < 0.92:
            end = r.randint(1, n + 2)
            return f"{start} / {end if end != start else end + 1}"
        return f"{r.randint(1, n)} / -1"

    def item(self, a, parent, grid, leaf, text, depth):
        r = self.rng
        # Sizes: leaves lean px (they stand in for content), texts and containers lean auto.
        for dim, lo, hi in (("width", 10, 120), ("height", 10, 80)):
            x = r.random()
            if text:
                if dim == "width" and x < 0.15:
                    a[dim] = r.choice([px(r, 20, 100), f"{r.choice([25, 50, 100])}%"])
            elif x < (0.62 if leaf else 0.18):
                a[dim] = px(r, lo, hi)
            elif x < (0.72 if leaf else 0.28):
                a[dim] = f"{r.choice([10, 25, 50, 75, 100])}%"
        if not text and maybe(r, 0.04):
            a["aspect-ratio"] = r.choice(["1", "2", "0.5", "1.5"])
            if "width" in a and "height" in a:
                del a[r.choice(["width", "height"])]
        for dim in ("width", "height"):
            if maybe(r, 0.08):
                a[f"min-{dim}"] = r.choice([px(r, 10, 80), "30%"])
            if maybe(r, 0.08):
                a[f"max-{dim}"] = r.choice([px(r, 20, 120), "50%"])
        if parent == "flex":
            if maybe(r, 0.3):
                a["flex-grow"] = r.choice(["1", "1", "2", "0.5"])
            if maybe(r, 0.15):
                a["flex-shrink"] = r.choice(["0", "0", "2", "0.5"])
            if maybe(r, 0.2):
                a["flex-basis"] = r.choice(["0px", px(r, 10, 120), "30%", "auto", "content"])
            if maybe(r, 0.15):
                a["align-self"] = r.choice(["flex-start", "flex-end", "center", "stretch", "baseline"])
            if maybe(r, 0.25):
                self.margins(a, parent, 0.35)
        elif parent == "grid":
            ncols, nrows = grid
            if maybe(r, 0.45):
                a["grid-column"] = self.grid_line(ncols)
            if maybe(r, 0.35):
                a["grid-row"] = self.grid_line(nrows)
            if maybe(r, 0.15):
                a["justify-self"] = r.choice(["start", "end", "center", "stretch"])
            if maybe(r, 0.15):
                a["align-self"] = r.choice(["start", "end", "center", "stretch", "baseline"])
            if maybe(r, 0.2):
                self.margins(a, parent, 0.3)
        else:  # block
            if maybe(r, 0.35):
                self.margins(a, parent, 0.4)
        if not text and maybe(r, 0.12):
            for s in SIDES:
                a[f"padding-{s}"] = px(r, 0, 8)
        if not text and maybe(r, 0.05):
            a["overflow-x"] = a["overflow-y"] = "hidden"
        if maybe(r, 0.03):
            a["position"] = "absolute"
            for s in r.sample(SIDES, r.randint(1, 3)):
                a[s] = r.choice([px(r, 0, 30), px(r, 0, 30), "10%", "auto"])

    def words(self):
        r = self.rng
        n = pick(r, [(1, 2), (2, 3), (3, 3), (4, 2), (6, 1), (10, 1)])
        return ZWSP.join(r.choice("HX") * r.randint(1, 6) for _ in range(n))

    # ------------------------------------------------------------ trees

    def tree(self, depth_range, nodes_range) -> Box:
        r = self.rng
        box_sizing = r.choice(["border-box", "content-box"])
        rtl = self.rtl_share > 0 and maybe(r, self.rtl_share)
        kids, level = deep_shape(r, depth_range, nodes_range, max_children=6)

        def build(i, parent, grid) -> Box:
            a = {"box-sizing": box_sizing}     # direction: ltr (the default) unless rtl
            if rtl:
                a["direction"] = "rtl"
            if kids[i]:
                kind = pick(r, self.kinds)
                if level[i] > 0:
                    self.item(a, parent, grid, False, False, level[i])
                info = self.container(a, kind, level[i])
                return Box(a, [build(k, kind, info) for k in kids[i]])
            if maybe(r, self.text_share):
                self.item(a, parent, grid, True, True, level[i])
                return Box(a, tag="text", text=self.words())
            if maybe(r, 0.2):
                a["display"] = "block"
            self.item(a, parent, grid, True, False, level[i])
            return Box(a)

        root = build(0, None, None)
        a = root.attrs
        if maybe(r, 0.7):
            a["width"] = px(r, 80, 500)
        if maybe(r, 0.3):
            a["height"] = px(r, 60, 400)
        return root


def check_attrs(box: Box) -> None:
    unknown = set(box.attrs) - RUNNER_READS
    if unknown:
        raise AssertionError(f"generated attributes the runner does not read: {sorted(unknown)}")
    for c in box.children:
        check_attrs(c)


def write_trees(roots, outdir: str, prefix: str, chromium: str, batch_size: int, keep_html: bool, t0: float,
                layout=lambda root, lay: lay) -> None:
    """Asks Chromium for `roots`, `batch_size` trees a page, and writes each as
    OUTDIR/PREFIX_NNN.xml with the frames `layout(root, chromium's)` gives (this generator's
    and chromium_harvested_trees.py's); a tree of which Chromium dropped a declaration as
    invalid CSS is an error."""
    workdir = os.path.join(outdir, "html") if keep_html else tempfile.mkdtemp(prefix="chromium-trees-")
    os.makedirs(workdir, exist_ok=True)
    written = 0
    try:
        for start in range(0, len(roots), batch_size):
            batch = roots[start:start + batch_size]
            out = chromium_run(batch, workdir, f"{prefix}_{start:03d}", chromium, text=True)
            bad = [(start + i, d) for i, d in enumerate(out["dropped"]) if d]
            if bad:
                raise RuntimeError("Chromium dropped declarations as invalid CSS: "
                                   + "; ".join(f"tree {i}: {', '.join(d[:3])}" for i, d in bad[:5]))
            for i, (root, lay) in enumerate(zip(batch, out["trees"])):
                write_case(outdir, f"{prefix}_{start + i:03d}", root, layout(root, lay))
                written += 1
    finally:
        if not keep_html:
            shutil.rmtree(workdir, ignore_errors=True)
    nodes = sum(r.count() for r in roots)
    print(f"wrote {written} trees ({nodes} elements) to {outdir} in {time.time() - t0:.1f}s")


DEFAULT_KINDS = (("flex", 4), ("grid", 3), ("block", 3))


def kind_weights(text: str) -> tuple:
    """'grid=8,flex=1,block=1' -> (("flex", 1.0), ("grid", 8.0), ("block", 1.0)); kinds left out weigh 0."""
    weights = {}
    for part in text.split(","):
        name, _, w = part.partition("=")
        if name.strip() not in ("flex", "grid", "block"):
            raise argparse.ArgumentTypeError(f"unknown container kind {name.strip()!r}: expected flex, grid or block")
        try:
            weights[name.strip()] = float(w)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected KIND=WEIGHT, got {part!r}")
    if not any(v > 0 for v in weights.values()):
        raise argparse.ArgumentTypeError("at least one kind needs a positive weight")
    return tuple((k, weights.get(k, 0.0)) for k in ("flex", "grid", "block"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("outdir", nargs="?")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--depth", metavar="MIN-MAX", type=int_range, default=(1, 10),
                    help="levels below the root (default 1-10)")
    ap.add_argument("--nodes", metavar="MIN-MAX", type=int_range, default=(5, 300),
                    help="elements per tree, texts and root included (default 5-300)")
    ap.add_argument("--text-share", type=float, default=0.5,
                    help="share of leaves that are Ahem text (default 0.5; 0 makes trees of boxes only, "
                         "which `lucid render` lays out without a font in between)")
    ap.add_argument("--rtl-share", type=float, default=0.0,
                    help="share of trees written right to left, direction: rtl on every element (default 0)")
    ap.add_argument("--kinds", metavar="flex=W,grid=W,block=W", type=kind_weights, default=DEFAULT_KINDS,
                    help="how often a container is each kind, as weights (default flex=4,grid=3,block=3; "
                         "e.g. grid=8,flex=1,block=1 for grid-heavy trees)")
    ap.add_argument("--batch", type=int, default=100, help="trees per Chromium page (default 100)")
    ap.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    ap.add_argument("--keep-html", action="store_true", help="keep the pages in OUTDIR/html/")
    ap.add_argument("--validate", metavar="SUITE_DIR", nargs="*",
                    help="instead: check this page setup reproduces the suites' Chromium numbers "
                         "(default: the four taffy suites in ../shared/conformance)")
    args = ap.parse_args()
    if args.validate is not None:
        sys.setrecursionlimit(10000)
        dirs = args.validate or [os.path.join(os.path.dirname(REPO), "shared", "conformance", s)
                                 for s in ("taffy-flex", "taffy-grid", "taffy-block", "taffy-mixed")]
        bad = []
        for d in dirs:
            print(f"{d}:")
            bad += validate([d], args.chromium, keep=mixed, text=True)[1]
        sys.exit(1 if any(not n.startswith(KNOWN_MISMATCH) for n in bad) else 0)

    if not args.outdir:
        ap.error("OUTDIR is required")
    if args.depth[0] < 1:
        ap.error("--depth: at least 1 level below the root")
    t0 = time.time()
    os.makedirs(args.outdir, exist_ok=True)
    gen = MixedGen(random.Random(args.seed), text_share=args.text_share, rtl_share=args.rtl_share, kinds=args.kinds)
    roots = [gen.tree(args.depth, args.nodes) for _ in range(args.count)]
    for root in roots:
        check_attrs(root)
    prefix = f"mixed_s{args.seed}_d{args.depth[0]}-{args.depth[1]}_n{args.nodes[0]}-{args.nodes[1]}"
    if args.kinds != DEFAULT_KINDS:
        prefix += "_" + "".join(f"{k[0]}{w:g}" for k, w in args.kinds)
    write_trees(roots, args.outdir, prefix, args.chromium, args.batch, args.keep_html, t0)

if __name__ == "__main__":
    main()
