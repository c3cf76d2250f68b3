#!/usr/bin/env python3
"""Agreement with Chromium, three ways side by side, by tree depth and size.

For the XML cases in DIR (e.g. made by chromium_trees.py) this measures how
many Lucid lays out as the browser did, through:

  (a) the engine's API:           flex-conformance DIR --write-baseline F
  (b) descriptions, in-process:   flex-conformance --via-description DIR --write-baseline F
  (c) the product:                flex-conformance --write-descriptions TMP DIR, then
                                  lucid render TMP/NAME.yaml --format frames for each case,
                                  the frames compared with the XML here (within 0.1).

    python3 scripts/flex/agreement_report.py Tests/Fixtures/flex-chromium
    python3 scripts/flex/agreement_report.py DIR --per-file --show 20
    python3 scripts/flex/agreement_report.py Tests/Fixtures/css-chromium --no-render \
        --depth-buckets 1-2,3-4,5-6,7-8,9-10 --size-buckets 5-15,16-40,41-100,101-300

--no-render leaves out (c) (no `lucid` binary needed); --depth-buckets and
--size-buckets replace the default buckets (comma-separated A-B, or A+ for A
and above).

Prints Markdown: pass counts bucketed by depth (levels below the root: 1..6,
7+) and by box count (1-10, 11-30, 31-60, 61-120, 121+), one column per path,
with totals; the wall time of the lucid runs (total, per file, per box); and
every case where the paths disagree with each other, which should be none: the
description paths lay out the same tree as the engine path. "Disagree" means a
different verdict, or (for cases failing in both) different numbers at the
nodes flex-conformance lists (it shows the first 3 differing nodes; (c)'s
frames are checked against those "got" values within 0.02, as flex-conformance
prints 2 decimals).

The frames file (`lucid render --format frames`): a first line for the page,
then one line per layout node in pre-order, indented two spaces per level,
`kind ["name"] (x, y, w, h)` in absolute page coordinates. The descriptions
flex-conformance writes put a 1-point canvas padding around the root, so the
root sits at (1, 1) (--origin). Nodes with display: none are not in it; their
expectation must then be all zero. Expectations are relative to the parent's
border box, so (c) compares each node's frame minus its parent's.

lucid render takes several inputs with `-o DIR/` and carries on past a file it
rejects, so by default the files go --chunk at a time through one process;
--per-file runs one process per file (what a user rendering one figure pays).
Either way the time reported is the wall time of those processes.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from flextree import read_test  # noqa: E402

TOL = 0.1
DEPTH_BUCKETS = [("1", 1, 1), ("2", 2, 2), ("3", 3, 3), ("4", 4, 4), ("5", 5, 5), ("6", 6, 6),
                 ("7+", 7, 10**9)]
SIZE_BUCKETS = [("1-10", 1, 10), ("11-30", 11, 30), ("31-60", 31, 60), ("61-120", 61, 120),
                ("121+", 121, 10**9)]
PATHS = ("engine API", "description (in-process)", "lucid render")


def default_binary(name: str) -> str:
    for config in ("release", "debug"):
        p = os.path.join(REPO, ".build", config, name)
        if os.path.exists(p):
            return p
    return os.path.join(REPO, ".build", "release", name)


# ---------------------------------------------------------------- the cases

class Case:
    __slots__ = ("name", "path", "root", "expect", "depth", "nodes")

    def __init__(self, path: str):
        t = read_test(path)
        self.name = t["name"]
        self.path = path
        self.root = t["root"]
        self.expect = t["expectations"]
        self.depth = tree_depth(self.root)
        self.nodes = sum(1 for _ in self.root.iter())


def tree_depth(el) -> int:
    best, stack = 0, [(el, 0)]
    while stack:
        e, d = stack.pop()
        best = max(best, d)
        stack.extend((c, d + 1) for c in e)
    return best


def load_cases(folder: str) -> list[Case]:
    return [Case(os.path.join(folder, f)) for f in sorted(os.listdir(folder)) if f.endswith(".xml")]


# ---------------------------------------------------------------- flex-conformance runs

FAIL_RE = re.compile(r"^FAIL (\S+?)(?::.*)?$")
DIFF_RE = re.compile(r"^  (root(?:/\d+)*): expected \((.*?)\) got \((.*?)\)$")
SUMMARY_RE = re.compile(r"^(\d+) passed, (\d+) failed(?:, (\d+) skipped(.*))?$")


def parse_rect(text: str):
    """'x, y, w×h' -> (x, y, w, h)."""
    x, y, wh = text.split(", ")
    w, h = wh.split("×")
    return tuple(float(v) for v in (x, y, w, h))


def run_runner(runner: str, folder: str, extra: list[str], tmp: str, tag: str):
    """Returns (passing names, {name: [(path, expected, got)]}, summary line, seconds)."""
    base = os.path.join(tmp, f"baseline-{tag}.txt")
    t0 = time.perf_counter()
    res = subprocess.run([runner, *extra, "--write-baseline", base, folder],
                         capture_output=True, text=True)
    secs = time.perf_counter() - t0
    if not os.path.exists(base):
        sys.exit(f"{runner} {' '.join(extra)} wrote no baseline (exit {res.returncode}):\n"
                 f"{res.stdout[-2000:]}{res.stderr[-2000:]}")
    with open(base) as f:
        passing = {line.strip() for line in f if line.strip()}
    fails: dict[str, list] = {}
    current = None
    summary = ""
    for line in res.stdout.splitlines():
        m = FAIL_RE.match(line)
        if m:
            current = fails.setdefault(m.group(1).removesuffix(".xml"), [])
            if ": " in line:
                current.append(("-", line.split(": ", 1)[1], None))
            continue
        m = DIFF_RE.match(line)
        if m and current is not None:
            current.append((m.group(1), parse_rect(m.group(2)), parse_rect(m.group(3))))
            continue
        if SUMMARY_RE.match(line.strip()):
            summary = line.strip()
    return passing, fails, summary, secs


# ---------------------------------------------------------------- frames files

RECT_RE = re.compile(r"\(([^(),]+), ([^(),]+), ([^(),]+), ([^(),]+)\)\s*$")


class Frame:
    __slots__ = ("rect", "kids", "line")

    def __init__(self, rect, line):
        self.rect, self.kids, self.line = rect, [], line


def parse_frames(text: str):
    """The frames file -> the page's top-level nodes (list of Frame), absolute rects."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines or not lines[0].startswith("page"):
        raise ValueError("no 'page' line")
    top: list[Frame] = []
    stack: list[tuple[int, Frame]] = []     # (level, frame)
    for ln in lines[1:]:
        level = (len(ln) - len(ln.lstrip(" "))) // 2
        # (What the node paints follows its frame in brackets; a text there may hold parentheses.)
        m = RECT_RE.search(ln.split(") [", 1)[0] + ")" if ") [" in ln else ln)
        if not m:
            raise ValueError(f"unreadable line {ln!r}")
        fr = Frame(tuple(float(v) for v in m.groups()), ln.strip())
        while stack and stack[-1][0] >= level:
            stack.pop()
        (stack[-1][1].kids if stack else top).append(fr)
        stack.append((level, fr))
    return top


def f32(v: float) -> float:
    """v rounded to single precision, as the browser's DOMRect holds it."""
    try:
        return struct.unpack("f", struct.pack("f", v))[0]
    except OverflowError:
        return float("inf") if v > 0 else float("-inf")


def ex_rect(e):
    return tuple(float(e.get(k, "0")) for k in ("x", "y", "width", "height"))


def displayed(el) -> bool:
    return el.get("display", "") != "none"


def all_zero(e) -> bool:
    return all(v == 0 for v in ex_rect(e)) and all(all_zero(c) for c in e.findall("node"))


def frames_differences(case: Case, top: list[Frame], origin, gots=None) -> list:
    """[(path, expected, got)] like flex-conformance's, got relative to the parent;
    a structural problem has got None and a message as expected. `gots`, when
    given, receives {path: got} for every node in the frames."""
    out = []
    gots = {} if gots is None else gots

    def visit(el, ex, fr, parent_corner, path):
        # (As the browser reports a frame: `getBoundingClientRect()` in single precision,
        # the parent's corner subtracted, as flex-conformance's FrameComparison.reportedFrames.)
        want = ex_rect(ex)
        x, y, w, h = fr.rect
        corner = (f32(x - origin[0]), f32(y - origin[1]))
        got = (corner[0] - parent_corner[0], corner[1] - parent_corner[1],
               f32(corner[0] + f32(w)) - corner[0], f32(corner[1] + f32(h)) - corner[1])
        gots[path] = got
        if any(abs(a - b) > TOL for a, b in zip(want, got)):
            out.append((path, want, got))
        kids = [c for c in el if c.tag in ("div", "text")]
        exk = ex.findall("node")
        shown = [(k, e) for k, e in zip(kids, exk) if displayed(k)]
        for i, (k, e) in enumerate(zip(kids, exk)):
            if not displayed(k) and not all_zero(e):
                out.append((f"{path}/{i}", want_of(e), (0, 0, 0, 0)))
        if len(shown) != len(fr.kids):
            out.append((path, f"{len(shown)} displayed children", None))
            return
        idx = [i for i, k in enumerate(kids) if displayed(k)]
        for i, (k, e), f in zip(idx, shown, fr.kids):
            visit(k, e, f, corner, f"{path}/{i}")

    def want_of(e):
        return ex_rect(e)

    if case.expect is None:
        return [("root", "no expectations", None)]
    if not displayed(case.root):
        return [] if all_zero(case.expect) else [("root", ex_rect(case.expect), (0, 0, 0, 0))]
    if len(top) != 1:
        return [("root", f"{len(top)} top-level nodes in the frames", None)]
    visit(case.root, case.expect, top[0], (0.0, 0.0), "root")
    return out


def render_all(lucid, names, ydir, fdir, per_file, chunk):
    """Renders NAME.yaml -> NAME.frames. Returns (wall seconds, processes, {name: error},
    {name: seconds} (per file, with --per-file only))."""
    errors, each = {}, {}
    t0 = time.perf_counter()
    if per_file:
        for n in names:
            t1 = time.perf_counter()
            res = subprocess.run([lucid, "render", os.path.join(ydir, n + ".yaml"), "--format", "frames",
                                  "-o", os.path.join(fdir, n + ".frames")], capture_output=True, text=True)
            each[n] = time.perf_counter() - t1
            if res.returncode != 0:
                errors[n] = res.stderr.strip()
        processes = len(names)
    else:
        processes = 0
        for i in range(0, len(names), chunk):
            part = names[i:i + chunk]
            res = subprocess.run([lucid, "render", *(os.path.join(ydir, n + ".yaml") for n in part),
                                  "--format", "frames", "-o", fdir + "/"], capture_output=True, text=True)
            processes += 1
            if res.returncode != 0:
                for n in part:
                    if f"{n}.yaml:" in res.stderr:
                        errors[n] = "\n".join(ln for ln in res.stderr.splitlines() if f"{n}.yaml:" in ln)
    return time.perf_counter() - t0, processes, errors, each


# ---------------------------------------------------------------- the report

def pct(p, n):
    return f"{p}/{n} ({100.0 * p / n:.1f}%)" if n else "–"


def buckets_arg(text: str):
    """'1-2,3-4,7+' -> [("1-2", 1, 2), ("3-4", 3, 4), ("7+", 7, big)]."""
    out = []
    for part in text.split(","):
        part = part.strip()
        m = re.fullmatch(r"(\d+)(?:-(\d+)|(\+))?", part)
        if not m:
            raise argparse.ArgumentTypeError(f"expected A-B, A or A+, got {part!r}")
        lo = int(m.group(1))
        hi = 10**9 if m.group(3) else int(m.group(2) or lo)
        out.append((part, lo, hi))
    return out


def table(title, buckets, key, cases, verdicts, paths=PATHS):
    rows = [f"| {title} | cases | boxes | " + " | ".join(paths) + " |",
            "|---|---:|---:|" + "---:|" * len(paths)]
    for label, lo, hi in buckets:
        sel = [c for c in cases if lo <= key(c) <= hi]
        if not sel:
            continue
        cells = [pct(sum(1 for c in sel if verdicts[p].get(c.name) == "pass"), len(sel)) for p in paths]
        rows.append(f"| {label} | {len(sel)} | {sum(c.nodes for c in sel)} | " + " | ".join(cells) + " |")
    cells = [pct(sum(1 for c in cases if verdicts[p].get(c.name) == "pass"), len(cases)) for p in paths]
    rows.append(f"| **total** | {len(cases)} | {sum(c.nodes for c in cases)} | " + " | ".join(f"**{x}**" for x in cells) + " |")
    return "\n".join(rows)


def show(v) -> str:
    if isinstance(v, tuple):
        return "(" + ", ".join(f"{x:.3f}".rstrip("0").rstrip(".") for x in v) + ")"
    return str(v)


def same_numbers(a, b, tol):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def describe_node(case: Case, path: str) -> str:
    el = case.root
    chain = [el]
    for part in path.split("/")[1:]:
        kids = [c for c in el if c.tag in ("div", "text")]
        el = kids[int(part)]
        chain.append(el)

    def attrs(e):
        return " ".join(f"{k}={v}" for k, v in e.attrib.items() if k not in ("direction", "box-sizing"))
    parent = f"\n      parent: {attrs(chain[-2])}" if len(chain) > 1 else ""
    return f"      node:   {attrs(el)}{parent}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--runner", default=default_binary("flex-conformance"))
    ap.add_argument("--lucid", default=default_binary("lucid"))
    ap.add_argument("--per-file", action="store_true", help="one lucid process per file")
    ap.add_argument("--chunk", type=int, default=100, help="files per lucid process (default 100)")
    ap.add_argument("--origin", default="1,1", help="the root's page position in the frames (default 1,1)")
    ap.add_argument("--keep", metavar="TMPDIR", help="work (and leave the yaml/frames) in TMPDIR")
    ap.add_argument("--show", type=int, default=0, metavar="N",
                    help="also list the first differing node of N engine-API failures, with its styles")
    ap.add_argument("--no-render", action="store_true",
                    help="only the engine API and description paths, not lucid render")
    ap.add_argument("--depth-buckets", type=buckets_arg, default=DEPTH_BUCKETS, metavar="A-B,...",
                    help="depth buckets (levels below the root), e.g. 1-2,3-4,5-6,7-8,9-10")
    ap.add_argument("--size-buckets", type=buckets_arg, default=SIZE_BUCKETS, metavar="A-B,...",
                    help="size buckets (elements, root and texts included), e.g. 5-15,16-40,41-100,101-300")
    args = ap.parse_args()
    shown_paths = PATHS[:2] if args.no_render else PATHS
    origin = tuple(float(v) for v in args.origin.split(","))

    cases = load_cases(args.dir)
    if not cases:
        sys.exit(f"no .xml cases in {args.dir}")
    by_name = {c.name: c for c in cases}
    tmp = args.keep or tempfile.mkdtemp(prefix="agreement-")
    os.makedirs(tmp, exist_ok=True)
    try:
        verdicts = {p: {} for p in PATHS}
        details = {p: {} for p in PATHS}
        summaries, seconds = {}, {}
        for p, extra, tag in ((PATHS[0], [], "api"), (PATHS[1], ["--via-description"], "desc")):
            passing, fails, summary, secs = run_runner(args.runner, args.dir, extra, tmp, tag)
            summaries[p], seconds[p] = summary, secs
            for c in cases:
                f = fails.get(c.name)
                verdicts[p][c.name] = ("pass" if c.name in passing else "skipped" if f is None
                                       else "rejected" if f and f[0][0] == "-" and "rejected" in f[0][1] else "fail")
            details[p] = fails

        # (c) the product path
        p = PATHS[2]
        gots_c = {}     # (c)'s frame of every node, relative, by path
        written, each, res = [], {}, None
        if not args.no_render:
            ydir, fdir = os.path.join(tmp, "yaml"), os.path.join(tmp, "frames")
            for d in (ydir, fdir):
                shutil.rmtree(d, ignore_errors=True)
            os.makedirs(fdir)
            res = subprocess.run([args.runner, "--write-descriptions", ydir, args.dir], capture_output=True, text=True)
            written = sorted(f[:-5] for f in os.listdir(ydir) if f.endswith(".yaml")) if os.path.isdir(ydir) else []
            written = [n for n in written if n in by_name]
            wall, processes, errors, each = render_all(args.lucid, written, ydir, fdir, args.per_file, args.chunk)
            for c in cases:
                fpath = os.path.join(fdir, c.name + ".frames")
                if c.name not in written:
                    verdicts[p][c.name] = "not written"
                    continue
                if not os.path.exists(fpath):
                    verdicts[p][c.name] = "rejected"
                    details[p][c.name] = [("-", errors.get(c.name, "no frames file"), None)]
                    continue
                try:
                    with open(fpath, encoding="utf-8") as f:
                        diffs = frames_differences(c, parse_frames(f.read()), origin, gots_c.setdefault(c.name, {}))
                except ValueError as e:
                    diffs = [("-", f"frames: {e}", None)]
                verdicts[p][c.name] = "fail" if diffs else "pass"
                if diffs:
                    details[p][c.name] = diffs
        rendered_nodes = sum(by_name[n].nodes for n in written)

        # ------------------------------------------------ print
        out = []
        total_nodes = sum(c.nodes for c in cases)
        out.append(f"## Agreement with Chromium: `{args.dir}` ({len(cases)} cases, {total_nodes} boxes)\n")
        out.append(table("depth", args.depth_buckets, lambda c: c.depth, cases, verdicts, shown_paths))
        out.append("")
        out.append(table("boxes", args.size_buckets, lambda c: c.nodes, cases, verdicts, shown_paths))
        out.append("")
        for q in PATHS[:2]:
            out.append(f"- {q}: `{summaries[q]}` ({seconds[q]:.1f}s, one process)")
        other = {}
        for c in cases:
            v = verdicts[p].get(c.name, "pass")
            if v not in ("pass", "fail"):
                other[v] = other.get(v, 0) + 1
        if not args.no_render:
            out.append(f"- lucid render: {len(written)} descriptions written"
                       + (f" ({res.stdout.strip()})" if len(written) < len(cases) else "")
                       + "".join(f", {n} {k}" for k, n in sorted(other.items())))
        if written:
            out.append(f"- lucid render wall time: {wall:.2f}s for {len(written)} files in {processes} "
                       f"process{'es' if processes != 1 else ''} ({'one per file' if args.per_file else f'up to {args.chunk} files each'}); "
                       f"{1000 * wall / len(written):.1f} ms per file, {1e6 * wall / max(rendered_nodes, 1):.0f} µs per box "
                       f"({rendered_nodes} boxes)")
        if each:
            parts = []
            for label, lo, hi in args.size_buckets:
                ts = sorted(t for n, t in each.items() if lo <= by_name[n].nodes <= hi)
                if ts:
                    parts.append(f"{label} boxes {1000 * ts[len(ts) // 2]:.1f} ms")
            out.append("- lucid render, median per file by size: " + ", ".join(parts))
        out.append(f"- binaries: `{args.runner}`" + ("" if args.no_render else f", `{args.lucid}`"))

        # ------------------------------------------------ cross-path disagreements
        out.append("\n### Where the paths disagree with each other\n")
        rows, edge = [], []
        for c in cases:
            va, vb = (verdicts[q][c.name] for q in PATHS[:2])
            vc = va if args.no_render else verdicts[PATHS[2]][c.name]
            da, db = (details[q].get(c.name, []) for q in PATHS[:2])
            why = []
            if len({va, vb, vc}) > 1:
                # On the tolerance's edge? The frames file has 3 decimals, flex-conformance
                # compares full precision: a node off by 0.1004 can pass one and fail the other.
                listed = [d for q in PATHS for d in details[q].get(c.name, []) if d[2] is not None]
                same = args.no_render or all(same_numbers(d[2], gots_c.get(c.name, {}).get(d[0], (1e9,) * 4), 0.02)
                                             for d in listed)
                if ({va, vb, vc} <= {"pass", "fail"} and listed and same
                        and all(max(abs(x - y) for x, y in zip(d[1], d[2])) < TOL + 0.011 for d in listed)):
                    edge.append(c.name)
                else:
                    why.append("verdicts differ")
            else:
                # flex-conformance prints 2 decimals: 4.295 can come out 4.29 or 4.30
                if va == "fail" and ([d[0] for d in da] != [d[0] for d in db] or not all(
                        (x[2] is None) == (y[2] is None) and (x[2] is None or same_numbers(x[2], y[2], 0.011))
                        for x, y in zip(da, db))):
                    why.append("(a)/(b) differ in numbers")
                if va == "fail" and not args.no_render:
                    got_c = gots_c.get(c.name, {})
                    for path, _, got in da:
                        if got is None:
                            continue
                        g = got_c.get(path)
                        if g is None or not same_numbers(got, g, 0.02):
                            why.append(f"(c) differs from (a) at {path}: (a) got {show(got)}, (c) got {show(g)}")
                            break
            if why:
                rows.append(f"| {c.name} | " + " | ".join([va, vb, vc][:len(shown_paths)]) + f" | {'; '.join(why)} |")
        if rows:
            out.append("| case | " + " | ".join(shown_paths) + " | what |")
            out.append("|---|" + "---|" * len(shown_paths) + "---|")
            out.extend(rows)
            out.append("")
            for line in rows[:10]:
                name = line.split(" | ")[0].strip("| ")
                for q in shown_paths:
                    d = details[q].get(name)
                    if d:
                        out.append(f"- {name} {q}: " + "; ".join(
                            f"{x[0]} expected {show(x[1])} got {show(x[2])}" for x in d[:2]))
        else:
            out.append(f"None: the {'two' if args.no_render else 'three'} paths give the same verdict on every case, and the same numbers "
                       "on the failures (as far as flex-conformance lists them).")
        if edge:
            out.append(f"\nOn the 0.1 edge (same numbers within 0.02, but a node off by 0.1 ± 0.01 "
                       f"passes one path and fails another; not counted above): {', '.join(edge)}")

        if args.show:
            out.append(f"\n### First differing node of {args.show} engine-API failures\n")
            out.append("```")
            shown = 0
            for c in cases:
                d = details[PATHS[0]].get(c.name)
                if not d or d[0][2] is None or verdicts[PATHS[0]][c.name] != "fail":
                    continue
                path, want, got = d[0]
                out.append(f"{c.name} (depth {c.depth}, {c.nodes} boxes) {path}: expected {show(want)} got {show(got)}")
                out.append(describe_node(c, path))
                shown += 1
                if shown >= args.show:
                    break
            out.append("```")
        print("\n".join(out))
    finally:
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
