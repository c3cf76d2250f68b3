#!/usr/bin/env python3
"""Random deep trees built of the shared suites' own element styles, laid out by Chromium.

Generates random trees whose every element takes a style harvested from the
shared taffy suites, and records headless Chromium's layout of them.

Why: scripts/css/chromium_mixed_trees.py draws every element's style from
hand-written distributions, which know only the combinations their author
thought of. The shared taffy suites (taffy-flex/-grid/-block/-mixed) hold
thousands of real style sets, varied and odd: stretch and content keywords as
sizes, huge and negative grid lines, 60px borders on small boxes, `safe`
alignment, fr tracks of 0, absolute boxes with % insets. Each was tested in a
small tree only. Composed into deep mixed trees around text they meet each
other in ways no suite case (and not the own generator) does, and find bugs
the own generator misses. The browser is the oracle, as for the own generator;
the files are in the suite's XML format (so `flex-conformance`, with and
without --via-description, reads them unchanged).

    python3 scripts/css/chromium_harvested_trees.py --seed 1 --count 100 --depth 1-10 --nodes 5-300 OUTDIR

The harvest: every `<div>` of every ltr case (`*_ltr.xml`) of the suites
(--suites, default the four in ../shared/conformance), in sorted file order, so
the pools and so the trees depend on the seed alone. Cases with a writing mode
are left out, as chromium_mixed_trees.py --validate leaves them out, and so are
elements that scroll (their scrollbars) or use Lucid's own flex-wrap: balance
and flex-line-count; overflow: hidden stays. Of an element's attributes only those the runner reads
(RUNNER_READS) are kept, but `box-sizing` and `direction`, which are set per
tree; the longhands grid-row-start/-end and grid-column-start/-end become the
grid-row and grid-column shorthands (`S / E`, `S`, `auto / E`), the lines as
written, however large. Three pools, each without duplicates:

- container styles, of elements with children (they carry display, flex and
  grid container properties, and their own item properties), but display:
  none (it would take its subtree out of the test);
- leaf styles, of elements without children;
- text styles: the leaf styles cut down to what a description's label holds,
  item properties only (sizes, min/max, flex-grow/-shrink/-basis, margins,
  self alignment, grid placement, position and insets, aspect-ratio,
  overflow, a display of block or grid): no padding, no border (a label has
  none) and no container properties, as chromium_mixed_trees.py's texts.

Before any tree is made, every pool entry is shown to Chromium once (one page)
and a style of which it drops a declaration as invalid CSS is taken out of its
pool (it prints how many), so no tree holds CSS the browser did not read; a
tree in which it still drops one is an error, as in chromium_mixed_trees.py.

A tree: the shape is chromium_mixed_trees.py's (`deep_shape`: exactly `depth`
levels below the root, drawn from --depth, about `nodes` elements in all, drawn
from --nodes). Every element with children takes a random container style;
every leaf is a `<text>` (share --text-share) with a random text style and a
few 'H'/'X' words joined by U+200B (Ahem, chromium_mixed_trees.py's words), or a
box with a random leaf style. box-sizing is border-box or content-box per tree,
written on every element first; no direction (ltr). The root keeps of its
style neither % sizes nor % padding (Chromium would resolve them against the
max-content wrapper, an engine against nothing) nor its item properties
(position, insets, margins, flex and grid item properties): it is not an item
of anything. Files are named harv_sSEED_dA-B_nA-B_NNN.xml after the arguments,
one test each, viewport max-content, unrounded expectations
(use-rounding="false"), as chromium_mixed_trees.py writes them; a display:
none leaf is expected at (0, 0, 0 x 0), as the suites record it (Chromium has
no box for it).

How the browser is asked: scripts/css/chromium_layout.py, as for the own
generator (--batch trees a page, each root in a max-content wrapper, the
suite's CSS, the Ahem-equivalent web font, `chromium --headless --dump-dom`).
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
from flextree import Box, read_test  # noqa: E402
from chromium_layout import SIDES, chromium_run, deep_shape, int_range  # noqa: E402
from chromium_mixed_trees import RUNNER_READS, MixedGen, check_attrs, maybe, write_trees  # noqa: E402

SUITES = ("taffy-flex", "taffy-grid", "taffy-block", "taffy-mixed")

# Set per tree, not harvested.
PER_TREE = frozenset(["box-sizing", "direction"])

# The grid placement longhands, written as the shorthands the runner (and RUNNER_READS) has.
PLACEMENT = (("grid-row", "grid-row-start", "grid-row-end"),
             ("grid-column", "grid-column-start", "grid-column-end"))

SIZES = ("width", "height", "min-width", "min-height", "max-width", "max-height")

# What a description's label (a `<text>`) holds: its item properties. No padding or
# border, none of a container's properties (DescriptionWriter writes none for a label).
TEXT_KEYS = frozenset(
    ["display", "position", "flex-grow", "flex-shrink", "flex-basis", "align-self", "justify-self",
     "grid-row", "grid-column", "aspect-ratio", "overflow-x", "overflow-y", *SIZES, *SIDES]
    + [f"margin-{s}" for s in SIDES])
TEXT_DISPLAYS = ("block", "grid")     # a label's display besides its default (flex)

# What the root does not keep: it is an item of nothing (the max-content wrapper is a block).
ROOT_DROP = frozenset(
    ["position", "flex-grow", "flex-shrink", "flex-basis", "align-self", "justify-self",
     "grid-row", "grid-column", *SIDES] + [f"margin-{s}" for s in SIDES])


def skip_case(root) -> bool:
    """A case whose styles are not harvested (chromium_mixed_trees.py --validate's rule)."""
    return any("writing-mode" in e.attrib for e in root.iter())


def skip_element(a: dict) -> bool:
    """An element whose style is not harvested: it scrolls (scrollbars, which the page
    hides) or balances its lines (Lucid's own flex-wrap: balance and flex-line-count)."""
    return (any(a.get(k) in ("scroll", "auto") for k in ("overflow", "overflow-x", "overflow-y"))
            or "balance" in a.get("flex-wrap", "") or "flex-line-count" in a)


def harvested_style(a: dict) -> tuple:
    """An element's attributes as a pool entry: ((name, value), ...) in file order, only
    what the runner reads, without the per-tree ones, grid longhands as shorthands."""
    out = []
    for k, v in a.items():
        for short, start, end in PLACEMENT:
            if k in (start, end):
                if short not in (x for x, _ in out):
                    s, e = a.get(start), a.get(end)
                    out.append((short, s if e is None else f"{s or 'auto'} / {e}"))
                break
        else:
            if k in RUNNER_READS and k not in PER_TREE:
                out.append((k, v))
    return tuple(out)


def text_style(style: tuple) -> tuple:
    return tuple((k, v) for k, v in style if k in TEXT_KEYS and (k != "display" or v in TEXT_DISPLAYS))


class Pool:
    """Distinct styles in order of first appearance; a style is its set of attributes."""

    def __init__(self):
        self.styles: list[tuple] = []
        self.seen: set = set()

    def add(self, style: tuple) -> None:
        key = frozenset(style)
        if key not in self.seen:
            self.seen.add(key)
            self.styles.append(style)

    def __len__(self):
        return len(self.styles)


def harvest(suite_dirs: list[str]) -> dict[str, Pool]:
    pools = {"container": Pool(), "leaf": Pool(), "text": Pool()}
    for d in suite_dirs:
        for f in sorted(os.listdir(d)):
            if not f.endswith(".xml") or f.endswith("_rtl.xml"):
                continue
            root = read_test(os.path.join(d, f))["root"]
            if skip_case(root):
                continue
            for e in root.iter():
                if e.tag != "div" or skip_element(e.attrib):
                    continue
                style = harvested_style(e.attrib)
                if len(e):
                    if e.get("display") != "none":    # it would take its subtree out of the test
                        pools["container"].add(style)
                else:
                    pools["leaf"].add(style)
                    pools["text"].add(text_style(style))
    return pools


def drop_invalid(pools: dict[str, Pool], chromium: str) -> int:
    """Shows every pool entry to Chromium once (the children of one block) and takes
    out of its pool each style of which the browser drops a declaration. Returns how
    many went."""
    entries = [(name, s) for name, pool in pools.items() for s in pool.styles]
    page = Box({"display": "block"}, [Box(dict(s)) for _, s in entries])
    workdir = tempfile.mkdtemp(prefix="harvest-check-")
    try:
        dropped = chromium_run([page], workdir, "pool", chromium, text=True)["dropped"][0]
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    bad = set()
    for d in dropped:                     # "root/INDEX name:value"
        path = d.split(" ", 1)[0].split("/")
        if len(path) < 2:
            raise RuntimeError(f"Chromium dropped a declaration of the check page itself: {d}")
        bad.add(int(path[1]))
    for i in sorted(bad):
        name, s = entries[i]
        print(f"  left out ({name}): {' '.join(f'{k}={v!r}' for k, v in s)}", file=sys.stderr)
    gone = {(name, s) for i, (name, s) in enumerate(entries) if i in bad}
    for name, pool in pools.items():
        pool.styles = [s for s in pool.styles if (name, s) not in gone]
    return len(bad)


def suite_layout(box: Box, layout):
    """Chromium's layout as the suite records it: a box that is not laid out (display:
    none) is (0, 0, 0 x 0), where getBoundingClientRect() less its parent's gives minus
    the parent's offset."""
    x, y, w, h, kids = layout
    if box.attrs.get("display") == "none":
        return [0, 0, 0, 0, [suite_layout(Box({"display": "none"}, c.children), k)
                             for c, k in zip(box.children, kids)]]
    return [x, y, w, h, [suite_layout(c, k) for c, k in zip(box.children, kids)]]


def is_percent(v: str) -> bool:
    return v.strip().endswith("%")


def root_style(a: dict) -> dict:
    """The root's attributes: no item properties, no % sizes, no % padding."""
    return {k: v for k, v in a.items()
            if k not in ROOT_DROP
            and not ((k in SIZES or k.startswith("padding-")) and is_percent(v))}


class HarvestGen:
    """Random trees of harvested styles; every choice comes from one seeded RNG."""

    def __init__(self, rng: random.Random, pools: dict[str, Pool], text_share: float = 0.5):
        self.rng = rng
        self.containers = pools["container"].styles
        self.leaves = pools["leaf"].styles
        self.texts = pools["text"].styles
        self.text_share = text_share
        self.words = MixedGen(rng).words     # the own generator's 'H'/'X' words, same RNG

    def tree(self, depth_range, nodes_range) -> Box:
        r = self.rng
        box_sizing = r.choice(["border-box", "content-box"])
        kids, level = deep_shape(r, depth_range, nodes_range, max_children=6)

        def build(i) -> Box:
            a = {"box-sizing": box_sizing}
            if kids[i]:
                a.update(r.choice(self.containers))
                if i == 0:
                    a = root_style(a)
                return Box(a, [build(k) for k in kids[i]])
            if maybe(r, self.text_share):
                a.update(r.choice(self.texts))
                return Box(a, tag="text", text=self.words())
            a.update(r.choice(self.leaves))
            return Box(a)

        return build(0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("outdir", help="where the test files go (harv_sSEED_dA-B_nA-B_NNN.xml)")
    ap.add_argument("--seed", type=int, default=1, help="decides every tree (default 1)")
    ap.add_argument("--count", type=int, default=100, help="trees to write (default 100)")
    ap.add_argument("--depth", metavar="MIN-MAX", type=int_range, default=(1, 10),
                    help="levels below the root (default 1-10)")
    ap.add_argument("--nodes", metavar="MIN-MAX", type=int_range, default=(5, 300),
                    help="elements per tree, texts and root included (default 5-300)")
    ap.add_argument("--text-share", type=float, default=0.5,
                    help="share of leaves that are Ahem text (default 0.5)")
    ap.add_argument("--batch", type=int, default=100, help="trees per Chromium page (default 100)")
    ap.add_argument("--chromium", default=shutil.which("chromium") or "chromium",
                    help="the Chromium binary (default: chromium on PATH)")
    ap.add_argument("--suites", metavar="DIR", nargs="+",
                    help="suite directories to harvest, in this order (default: the four taffy suites "
                         "in ../shared/conformance)")
    ap.add_argument("--keep-html", action="store_true", help="keep the pages in OUTDIR/html/")
    args = ap.parse_args()
    if args.depth[0] < 1:
        ap.error("--depth: at least 1 level below the root")
    t0 = time.time()
    dirs = args.suites or [os.path.join(os.path.dirname(REPO), "shared", "conformance", s) for s in SUITES]
    pools = harvest(dirs)
    sizes = ", ".join(f"{len(p)} {n}" for n, p in pools.items())
    gone = drop_invalid(pools, args.chromium)
    print(f"harvested {sizes} styles from {len(dirs)} suites; {gone} left out as invalid CSS to Chromium")
    if not all(len(p) for p in pools.values()):
        sys.exit("an empty pool: nothing to make trees of")

    os.makedirs(args.outdir, exist_ok=True)
    gen = HarvestGen(random.Random(args.seed), pools, text_share=args.text_share)
    roots = [gen.tree(args.depth, args.nodes) for _ in range(args.count)]
    for root in roots:
        check_attrs(root)
    prefix = f"harv_s{args.seed}_d{args.depth[0]}-{args.depth[1]}_n{args.nodes[0]}-{args.nodes[1]}"
    write_trees(roots, args.outdir, prefix, args.chromium, args.batch, args.keep_html, t0, layout=suite_layout)

if __name__ == "__main__":
    main()
