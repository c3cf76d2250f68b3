#!/usr/bin/env python3
"""Time (or check) Taffy on flexbox test files, through PyPI's `stretchable`.

Why: Lucid's Swift flex engine prints `NAME nodes=N median_ns_per_node=X`
from its `flex-conformance` runner; this script prints the same line for Taffy
(the Rust engine the conformance suite comes from) so the two can be compared
on the same XML trees, and `--check` scores Taffy against a file's
<expectations> (the shared suite, or Chromium-made trees from chromium_trees.py).

    python3 scripts/flex/taffy_bench.py [--runs N] FILE...        # timing
    python3 scripts/flex/taffy_bench.py --check [-v] FILE_OR_DIR...  # agreement
    python3 scripts/flex/taffy_bench.py --write-expected OUTDIR FILE...
        # the files again, Taffy's layout as <expectations>: `flex-conformance
        # OUTDIR` then checks Lucid against Taffy node by node

Requires `pip install stretchable` (1.1.8 bundles Taffy 0.7.7).

What is timed: only Taffy's compute_layout (the Rust call
`taffylib.node_compute_layout`, or `..._with_measure` when the tree has <text>
leaves). Not timed: XML parsing, building the Taffy tree, reading layouts back.
stretchable's own `Node.compute_layout` also walks the whole tree in Python
afterwards to copy every layout out, so it is bypassed.

Caching, and how each run is made to recompute: Taffy keeps a layout cache in
every node and `compute_layout` on a clean tree returns almost at once.
`mark_dirty(node)` clears the cache of that node *and all its ancestors* (not
of its descendants), so marking only the root would still let every subtree
answer from cache. Before each run (outside the timed region) every leaf is
marked dirty, which clears every node's cache; the first run verifies that
every node then reports dirty. `-v` also prints the cached time (no
mark_dirty) and min/max of the runs to stderr, to show the difference; the
cached time is not zero because Taffy still walks the whole tree to round it.
Rounding follows the file's use-rounding (the benchmark trees say "true", so
Taffy's rounding pass is part of the timed call, as it is for a browser-like
engine). Median of --runs runs after one warm-up run.

Mapping (CSS attribute -> Taffy Style): display, box-sizing (default
border-box), position, top/right/bottom/left, flex-direction, flex-wrap,
flex-grow/shrink/basis, align-items/self/content, justify-content, row/column
gap, padding/border/margin per side (margin auto), width/height/min/max
(px, %, auto), aspect-ratio, overflow-x/y + scrollbar-width (default 15px as
the suite README says), grid-template-rows/columns and grid-auto-rows/columns
(px, %, fr, auto, min/max-content, minmax(), fit-content(), repeat(N |
auto-fill | auto-fit, ...)), grid-auto-flow (row, column, dense),
grid-row/grid-column and their -start/-end (line numbers, span N),
justify-items/justify-self, the gap shorthand; display: block and grid.
<text> leaves get the suite's Ahem measure (10x10 per character, breaks only
at U+200B). `self-start`/`self-end` map to start/end and `unsafe X` to X
(the same for the suite's same-writing-mode trees). Taffy 0.7 lacks: direction (rtl), writing-mode, `safe` alignment,
flex-wrap: balance, flex-line-count, the keyword sizes stretch /
min-content / max-content / fit-content / content, grid line names and
areas, float, text-align and display: flow-root (run as flex). Files using those are still
run (the attribute is ignored) and counted, and `--check` reports how many of
the failures used such a feature.
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from flextree import Box, read_test, write_test  # noqa: E402

from stretchable import taffylib  # noqa: E402
from stretchable.context import taffy  # noqa: E402
from stretchable.style import (  # noqa: E402
    AlignContent, AlignItems, AlignSelf, BoxSizing, Display, FlexDirection,
    FlexWrap, JustifyContent, Overflow, Position, Style,
)
from stretchable.style.geometry.length import Scale  # noqa: E402
from stretchable.style.props import (  # noqa: E402
    GridAutoFlow, GridTrackRepetition, GridTrackSize,
)

PTR = taffy._ptr
ZWS = "\u200b"


class Unsupported(Exception):
    pass


NAN = float("nan")
AUTO_D = {"dim": int(Scale.AUTO), "value": NAN}


def length(v: str, feats: set, allow_auto=True) -> dict:
    """CSS length -> stretchable's wire form {"dim": scale, "value": v}."""
    v = v.strip()
    if v.endswith("px"):
        return {"dim": int(Scale.POINTS), "value": float(v[:-2])}
    if v.endswith("%"):
        return {"dim": int(Scale.PERCENT), "value": float(v[:-1]) / 100.0}
    if v == "auto" and allow_auto:
        return AUTO_D
    try:
        return {"dim": int(Scale.POINTS), "value": float(v)}
    except ValueError:
        feats.add(f"value {v}")
        return AUTO_D if allow_auto else {"dim": int(Scale.POINTS), "value": 0.0}


def enum_of(E, v: str, feats: set, prop: str):
    v = v.strip()
    if v.startswith("unsafe "):
        v = v[len("unsafe "):]
    if v.startswith("safe "):
        feats.add(f"{prop}: safe")
        v = v[len("safe "):]
    v = {"self-start": "start", "self-end": "end", "normal": "stretch"}.get(v, v)
    try:
        return E[v.upper().replace("-", "_")]
    except KeyError:
        feats.add(f"{prop}: {v}")
        return None


SIDES = ("top", "right", "bottom", "left")
DEFAULT_STYLE = Style(scrollbar_width=15.0).to_dict()   # Taffy defaults, 15px scrollbars


def style_of(a: dict, feats: set) -> dict:
    """Translate one element's CSS attributes into the style dict that
    stretchable's `Style.to_dict()` produces (built directly: going through
    `Style(...)` costs ~1 ms per node in attrs validators). Features Taffy 0.7
    lacks are added to `feats` and the value is dropped."""
    s = dict(DEFAULT_STYLE)
    g = a.get
    if g("direction", "ltr") != "ltr":
        feats.add("direction: rtl")
    if "writing-mode" in a:
        feats.add("writing-mode")
    if "flex-line-count" in a:
        feats.add("flex-line-count")
    if "display" in a:
        d = a["display"]
        s["display"] = {"flex": Display.FLEX, "none": Display.NONE, "block": Display.BLOCK,
                        "grid": Display.GRID}.get(d, Display.FLEX)
        if d not in ("flex", "none", "block", "grid"):
            feats.add(f"display: {d}")
    s["box_sizing"] = BoxSizing.CONTENT if g("box-sizing") == "content-box" else BoxSizing.BORDER
    if g("position") == "absolute":
        s["position"] = Position.ABSOLUTE
    if any(k in a for k in SIDES):
        s["inset"] = {k: length(g(k, "auto"), feats) for k in SIDES}
    if "flex-direction" in a:
        s["flex_direction"] = enum_of(FlexDirection, a["flex-direction"], feats, "flex-direction") or FlexDirection.ROW
    if "flex-wrap" in a:
        w = a["flex-wrap"].replace("balance", "").strip() or "nowrap"
        if "balance" in a["flex-wrap"]:
            feats.add("flex-wrap: balance")
        s["flex_wrap"] = {"nowrap": FlexWrap.NO_WRAP, "wrap": FlexWrap.WRAP,
                          "wrap-reverse": FlexWrap.WRAP_REVERSE}[w]
    if "flex-grow" in a:
        s["flex_grow"] = float(a["flex-grow"])
    if "flex-shrink" in a:
        s["flex_shrink"] = float(a["flex-shrink"])
    if "flex-basis" in a:
        s["flex_basis"] = length(a["flex-basis"], feats)
    for prop, E in (("align-items", AlignItems), ("align-self", AlignSelf),
                    ("align-content", AlignContent), ("justify-content", JustifyContent),
                    ("justify-items", AlignItems), ("justify-self", AlignSelf)):
        if prop in a:
            v = a[prop]
            if prop.startswith("justify-") and v in ("left", "right"):
                v = {"left": "start", "right": "end"}[v]     # ltr
            e = enum_of(E, v, feats, prop)
            if e is not None:
                s[prop.replace("-", "_")] = e
    if "gap" in a or "row-gap" in a or "column-gap" in a:
        rg, _, cg = g("gap", "0px").strip().partition(" ")
        s["gap"] = {"width": length(g("column-gap", cg or rg), feats, False),
                    "height": length(g("row-gap", rg), feats, False)}
    for box in ("padding", "border", "margin"):
        if any(f"{box}-{k}" in a for k in SIDES):
            s[box] = {k: length(g(f"{box}-{k}", "0px"), feats, box == "margin") for k in SIDES}
    for pre, key in (("", "size"), ("min-", "min_size"), ("max-", "max_size")):
        if f"{pre}width" in a or f"{pre}height" in a:
            s[key] = {k: length(g(f"{pre}{k}", "auto"), feats) for k in ("width", "height")}
    if "aspect-ratio" in a:
        n, _, d = a["aspect-ratio"].partition("/")
        s["aspect_ratio"] = float(n) / float(d or 1)
    for ax in ("x", "y"):
        if f"overflow-{ax}" in a:
            s[f"overflow_{ax}"] = enum_of(Overflow, a[f"overflow-{ax}"], feats, "overflow") or Overflow.VISIBLE
    if "scrollbar-width" in a:
        sw = a["scrollbar-width"]
        s["scrollbar_width"] = 0.0 if sw == "none" else float(sw.replace("px", "")) if sw[0].isdigit() else 15.0
    for ax in ("rows", "columns"):
        if f"grid-template-{ax}" in a:
            s[f"grid_template_{ax}"] = track_list(a[f"grid-template-{ax}"], feats)
        if f"grid-auto-{ax}" in a:
            auto = track_list(a[f"grid-auto-{ax}"], feats)
            if any(t["repetition"] != GridTrackRepetition.SINGLE for t in auto):
                feats.add(f"grid-auto-{ax}: repeat()")
            s[f"grid_auto_{ax}"] = [t["single"] for t in auto if t["single"] is not None]
    if "grid-auto-flow" in a:
        flow = {"row": GridAutoFlow.ROW, "column": GridAutoFlow.COLUMN, "dense": GridAutoFlow.ROW_DENSE,
                "row dense": GridAutoFlow.ROW_DENSE, "dense row": GridAutoFlow.ROW_DENSE,
                "column dense": GridAutoFlow.COLUMN_DENSE, "dense column": GridAutoFlow.COLUMN_DENSE}
        v = " ".join(a["grid-auto-flow"].split())
        if v in flow:
            s["grid_auto_flow"] = flow[v]
        else:
            feats.add(f"grid-auto-flow: {v}")
    for ax in ("row", "column"):
        start, end = None, None
        if f"grid-{ax}" in a:
            start, _, end = a[f"grid-{ax}"].partition("/")
            end = end or None
        start, end = a.get(f"grid-{ax}-start", start), a.get(f"grid-{ax}-end", end)
        if start is not None or end is not None:
            s[f"grid_{ax}"] = {"start": grid_line(start, feats), "end": grid_line(end, feats)}
    for prop in ("grid-template-areas", "grid-template", "grid-area", "grid", "float", "text-align"):
        if prop in a:
            feats.add(prop)
    return s


_TRACKS: dict = {}


def _split_top(v: str, sep=None) -> list[str]:
    """Split at spaces (or at `sep`) outside parentheses and brackets."""
    out, cur, depth = [], "", 0
    for c in v:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        if depth == 0 and (c == sep if sep else c.isspace()):
            if cur.strip():
                out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def _track_size(t: str, feats: set) -> dict:
    d = _TRACKS.get(t)
    if d is None:
        try:
            d = _TRACKS[t] = GridTrackSize.from_inline(t).to_dict()
        except ValueError:
            feats.add(f"grid track {t}")
            d = GridTrackSize.auto().to_dict()
    return d


def track_list(v: str, feats: set) -> list[dict]:
    """A CSS track list (px, %, fr, auto, min/max-content, minmax(), fit-content(),
    repeat(N | auto-fill | auto-fit, ...)) -> stretchable's wire form: one dict per
    single track or repeat(). Line names ([a]) are dropped and reported."""
    out = []
    v = v.strip()
    if v in ("none", ""):
        return out
    for tok in _split_top(v):
        if tok.startswith("["):
            feats.add("grid: line names")
            continue
        if tok.lower().startswith("repeat(") and tok.endswith(")"):
            count, tracks = (x.strip() for x in tok[len("repeat("):-1].split(",", 1))
            rep = {"auto-fill": GridTrackRepetition.AUTO_FILL,
                   "auto-fit": GridTrackRepetition.AUTO_FIT}.get(count.lower())
            sizes = []
            for t in _split_top(tracks):
                if t.startswith("["):
                    feats.add("grid: line names")
                else:
                    sizes.append(_track_size(t, feats))
            out.append({"repetition": int(count) if rep is None else rep, "single": None, "repeat": sizes})
        else:
            out.append({"repetition": GridTrackRepetition.SINGLE, "single": _track_size(tok, feats), "repeat": []})
    return out


def grid_line(v, feats: set) -> dict:
    """`auto`, a line number or `span N` -> stretchable's GridIndex wire form."""
    v = (v or "auto").strip()
    words = v.split()
    if words == ["auto"]:
        return {"kind": 0, "value": 0}
    if words[0] == "span" and len(words) <= 2 and (len(words) == 1 or words[1].isdigit()):
        return {"kind": 2, "value": int(words[1]) if len(words) == 2 else 1}
    try:
        return {"kind": 1, "value": int(v)}
    except ValueError:
        feats.add("grid: named lines")
        return {"kind": 0, "value": 0}


def text_measure(text: str, vertical: bool):
    """The suite's Ahem text measure (same rules as Taffy's test helper)."""
    words = [len(w) for w in text.split(ZWS)]
    min_len, max_len = max(words, default=0), sum(words)

    def measure(known_w, known_h, avail_w, avail_h):
        kw = None if math.isnan(known_w) else known_w
        kh = None if math.isnan(known_h) else known_h
        if kw is not None and kh is not None:
            return kw, kh
        known_i, known_b, avail_i = (kh, kw, avail_h) if vertical else (kw, kh, avail_w)
        if known_i is not None:
            inline = known_i
        elif avail_i["dim"] == Scale.MIN_CONTENT:
            inline = min_len * 10.0
        elif avail_i["dim"] == Scale.MAX_CONTENT:
            inline = max_len * 10.0
        else:
            inline = max(min(avail_i["value"], max_len * 10.0), min_len * 10.0)
        if known_b is not None:
            block = known_b
        else:
            per_line, lines, cur = math.floor(inline / 10.0), 1, 0
            for n in words:
                if cur + n > per_line:
                    if cur > 0:
                        lines += 1
                    cur = n
                else:
                    cur += n
            block = lines * 10.0
        return (block, inline) if vertical else (inline, block)
    return measure


class Tree:
    """A Taffy tree built from one test file."""

    def __init__(self, path: str):
        t = read_test(path)
        self.name = os.path.splitext(os.path.basename(path))[0]
        self.use_rounding = t["use_rounding"]
        self.expect = t["expectations"]
        self.features: set = set()
        self.measures: dict = {}
        self.ids: list = []      # pre-order node ids
        self.kids: dict = {}     # id -> child ids
        self.root = self._build(t["root"])
        self.leaves = [i for i in self.ids if not self.kids[i]]
        self.avail = {k: self._avail(v) for k, v in zip(("width", "height"), t["viewport"])}

    def _avail(self, v):
        if v == "min-content":
            return {"dim": int(Scale.MIN_CONTENT), "value": float("nan")}
        if v.endswith("px"):
            return {"dim": int(Scale.POINTS), "value": float(v[:-2])}
        return {"dim": int(Scale.MAX_CONTENT), "value": float("nan")}

    def _build(self, el) -> int:
        style = style_of(el.attrib, self.features)
        nid = taffylib.node_create(PTR, style)
        self.ids.append(nid)
        kids = [self._build(c) for c in el]
        self.kids[nid] = kids
        for k in kids:
            taffylib.node_add_child(PTR, nid, k)
        if el.tag == "text":
            self.measures[nid] = text_measure((el.text or "").strip(), el.get("writing-mode", "").startswith("vertical"))
            taffylib.node_set_measure(PTR, nid, True)
        return nid

    def _callback(self, kw, kh, aw, ah, ctx):
        m = self.measures.get(ctx)
        return m(kw, kh, aw, ah) if m else (0.0, 0.0)

    def invalidate(self):
        for leaf in self.leaves:
            taffylib.node_mark_dirty(PTR, leaf)

    def compute(self):
        if self.measures:
            taffylib.node_compute_layout_with_measure(PTR, self.root, self.avail, self._callback)
        else:
            taffylib.node_compute_layout(PTR, self.root, self.avail)

    def layouts(self):
        """Nested (x, y, w, h, [children]) of the computed layout."""
        lay = taffylib.PyLayout()

        def rec(nid):
            taffylib.node_get_layout(PTR, nid, lay)
            r = (lay.x, lay.y, lay.width, lay.height)
            return r + ([rec(k) for k in self.kids[nid]],)
        return rec(self.root)


def set_rounding(on: bool):
    (taffylib.enable_rounding if on else taffylib.disable_rounding)(PTR)


def compare(got, exp, path="0"):
    """First mismatch (path, what) between layout tuple and <node> element, or None."""
    x, y, w, h, kids = got
    for k, v in (("x", x), ("y", y), ("width", w), ("height", h)):
        e = float(exp.get(k))
        if not abs(v - e) <= 0.1:
            return f"{path}.{k}: taffy {v:g} expected {e:g}"
    ek = exp.findall("node")
    if len(ek) != len(kids):
        return f"{path}: {len(kids)} children vs {len(ek)} expected"
    for i, (g, e) in enumerate(zip(kids, ek)):
        r = compare(g, e, f"{path}.{i}")
        if r:
            return r
    return None


def expand(paths):
    out = []
    for p in paths:
        if os.path.isdir(p):
            out += sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith(".xml"))
        else:
            out.append(p)
    return out


def run_bench(files, runs, verbose):
    for f in files:
        tree = Tree(f)
        set_rounding(tree.use_rounding)
        tree.compute()                      # warm-up (also page-faults the arena)
        times = []
        for i in range(runs):
            tree.invalidate()
            if i == 0:
                assert all(taffylib.node_dirty(PTR, n) for n in tree.ids), "cache not cleared"
            t0 = time.perf_counter_ns()
            tree.compute()
            times.append(time.perf_counter_ns() - t0)
        n = len(tree.ids)
        print(f"{tree.name} nodes={n} median_ns_per_node={statistics.median(times) / n:.1f}", flush=True)
        if verbose:
            t0 = time.perf_counter_ns()
            tree.compute()
            cached = time.perf_counter_ns() - t0
            print(f"  ({tree.name}: cached, no mark_dirty: {cached / n:.1f} ns/node; "
                  f"runs min {min(times) / n:.1f} max {max(times) / n:.1f})", file=sys.stderr)
        taffylib.node_drop_all(PTR)


def run_check(files, verbose):
    passed = failed = 0
    why = Counter()
    ltr = Counter()
    for f in files:
        tree = Tree(f)
        if tree.expect is None:
            continue
        set_rounding(tree.use_rounding)
        tree.compute()
        err = compare(tree.layouts(), tree.expect)
        lacking = sorted(tree.features)
        is_ltr = "direction: rtl" not in tree.features
        if err is None:
            passed += 1
            ltr["pass" if is_ltr else "rtl-pass"] += 1
        else:
            failed += 1
            ltr["fail" if is_ltr else "rtl-fail"] += 1
            for x in lacking:
                why[x] += 1
            if not lacking:
                why["(uses only supported features)"] += 1
            if verbose:
                print(f"FAIL {tree.name}: {err}" + (f"  [taffy lacks: {', '.join(lacking)}]" if lacking else ""))
        taffylib.node_drop_all(PTR)
    if why:
        print("failures by feature Taffy 0.7 lacks: " + "; ".join(f"{k} {v}" for k, v in why.most_common()))
    print(f"ltr files: {ltr['pass']} passed, {ltr['fail']} failed; "
          f"rtl files: {ltr['rtl-pass']} passed, {ltr['rtl-fail']} failed")
    print(f"{passed} passed, {failed} failed")


def to_box(el) -> Box:
    """An ElementTree <div>/<text> as a flextree Box (for writing it back out)."""
    text = (el.text or "").strip() if el.tag == "text" else None
    return Box(el.attrib, [to_box(c) for c in el], tag=el.tag, text=text)


def write_expected(files, outdir):
    """Write each file again into OUTDIR with Taffy's layout as its <expectations>, so
    `flex-conformance OUTDIR` compares Lucid's layout with Taffy's (within 0.1)."""
    os.makedirs(outdir, exist_ok=True)
    for f in files:
        t = read_test(f)
        tree = Tree(f)
        set_rounding(tree.use_rounding)
        tree.compute()
        path = os.path.join(outdir, os.path.basename(f))
        write_test(path, t["name"], to_box(t["root"]), viewport=t["viewport"],
                   expectations=tree.layouts(), use_rounding=tree.use_rounding)
        lacking = f"  [taffy lacks: {', '.join(sorted(tree.features))}]" if tree.features else ""
        print(f"{path}: {len(tree.ids)} nodes, Taffy's layout as expectations{lacking}")
        taffylib.node_drop_all(PTR)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", help="test files or directories of them")
    ap.add_argument("--runs", type=int, default=21, help="timed runs per file (median taken)")
    ap.add_argument("--check", action="store_true", help="compare with <expectations> instead of timing")
    ap.add_argument("--write-expected", metavar="OUTDIR",
                    help="write the files with Taffy's layout as <expectations> into OUTDIR")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    sys.setrecursionlimit(20000)   # tree walks recurse once per level (chain_1000)
    files = expand(args.files)
    if args.write_expected:
        write_expected(files, args.write_expected)
    elif args.check:
        run_check(files, args.verbose)
    else:
        run_bench(files, args.runs, args.verbose)


if __name__ == "__main__":
    main()
