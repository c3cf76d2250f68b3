#!/usr/bin/env python3
"""Shrink Chromium-generated cases that Lucid fails to small reproducers.

    python3 scripts/flex/minimize_failures.py DIR OUT [--rounds 40] [--per-case 48]
        [--via-description] [--smallest N]

For every case in DIR (XML made by chromium_trees.py or
scripts/css/chromium_mixed_trees.py) that the engine fails (`flex-conformance
DIR`; with --via-description, that the description path fails; with
--smallest N, only the N smallest failing cases), this repeatedly tries smaller variants of the tree:
a subtree removed, a container's children dropped, one CSS property removed,
a length replaced by a round number, a word cut from a text. All variants of all cases in a round go
to one headless Chromium page and one flex-conformance run; each case keeps
its smallest variant that still fails, until no variant fails. The results go
to OUT as XML test files (expectations from Chromium), ready for
`flex-conformance OUT`, with a summary of what remains in each.

A shrunken case can show a different bug from the one it started with; each
is still a real disagreement with the browser.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from flextree import Box, read_test, write_test  # noqa: E402
from chromium_trees import from_element, to_expect  # noqa: E402
from chromium_layout import ZWSP, chromium_run  # noqa: E402

RUNNER = os.environ.get("FLEX_CONFORMANCE", os.path.join(REPO, ".build", "release", "flex-conformance"))


def clone(b: Box) -> Box:
    return Box(dict(b.attrs), [clone(c) for c in b.children], b.tag, b.text)


def size(b: Box) -> int:
    return b.count() * 4 + sum(len(x.attrs) for x in walk(b))


def walk(b: Box):
    yield b
    for c in b.children:
        yield from walk(c)


def paths(b: Box, prefix=()):
    yield prefix, b
    for i, c in enumerate(b.children):
        yield from paths(c, prefix + (i,))


def at(b: Box, path):
    for i in path:
        b = b.children[i]
    return b


def variants(root: Box, rng: random.Random, limit: int):
    """Smaller trees than root, big cuts first."""
    out = []
    nodes = list(paths(root))
    # Remove a whole subtree (largest first).
    subtrees = sorted((p for p, n in nodes if p), key=lambda p: -at(root, p).count())
    for p in subtrees:
        t = clone(root)
        del at(t, p[:-1]).children[p[-1]]
        out.append(t)
    # Drop all children of a container.
    for p, n in nodes:
        if n.children:
            t = clone(root)
            at(t, p).children = []
            out.append(t)
    # Remove one property, or round a length.
    props = [(p, k) for p, n in nodes for k in n.attrs if k != "box-sizing"]
    rng.shuffle(props)
    for p, k in props:
        t = clone(root)
        del at(t, p).attrs[k]
        out.append(t)
        v = at(root, p).attrs[k]
        m = re.fullmatch(r"(-?\d+(?:\.\d+)?)(px|%)", v)
        if m and float(m.group(1)) not in (0.0, 10.0, 50.0):
            t = clone(root)
            at(t, p).attrs[k] = ("50" if m.group(2) == "%" else "10") + m.group(2)
            out.append(t)
    # Cut a word from a text.
    for p, n in nodes:
        words = n.text.split(ZWSP) if n.text else []
        if len(words) > 1:
            t = clone(root)
            w = words[:]
            del w[rng.randrange(len(w))]
            at(t, p).text = ZWSP.join(w)
            out.append(t)
    # Big cuts first, then a random sample of the fine ones.
    head, tail = out[: limit // 2], out[limit // 2:]
    rng.shuffle(tail)
    return head + tail[: limit - len(head)]


VIA_DESCRIPTION = []      # ["--via-description"] with that option


def failing(folder: str) -> set[str]:
    fd, bl = tempfile.mkstemp(prefix="pass-", suffix=".txt")    # not in folder: it may be a fixture folder
    os.close(fd)
    os.remove(bl)
    subprocess.run([RUNNER, *VIA_DESCRIPTION, folder, "--write-baseline", bl], capture_output=True)
    passed = set(open(bl).read().split()) if os.path.exists(bl) else set()
    if os.path.exists(bl):
        os.remove(bl)
    names = {f[:-4] for f in os.listdir(folder) if f.endswith(".xml")}
    return names - passed


def write_cases(trees: dict[str, Box], d: str) -> None:
    """Lay each tree out in Chromium and write it to d as a test with those frames."""
    names = list(trees)
    for s in range(0, len(names), 400):
        chunk = names[s:s + 400]
        roots = [trees[n] for n in chunk]
        # Ahem text in the page when a tree has some (else the page flex trees always had).
        text = any(b.tag == "text" for r in roots for b in walk(r))
        lays = chromium_run(roots, d, f"p{s}", "chromium", text)["trees"]
        for n, lay in zip(chunk, lays):
            write_test(os.path.join(d, n + ".xml"), n, trees[n], expectations=to_expect(lay), use_rounding=False)


def evaluate(trees: dict[str, Box], work: str, tag: str) -> set[str]:
    """The names of the trees Lucid lays out differently from Chromium."""
    d = os.path.join(work, tag)
    os.makedirs(d)
    write_cases(trees, d)
    bad = failing(d)
    shutil.rmtree(d)
    return bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("out")
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--per-case", type=int, default=48)
    ap.add_argument("--via-description", action="store_true",
                    help="minimize the description path's failures instead of the engine API's")
    ap.add_argument("--smallest", type=int, metavar="N", help="only the N smallest failing cases")
    args = ap.parse_args()
    if args.via_description:
        VIA_DESCRIPTION.append("--via-description")
    rng = random.Random(1)
    bad = sorted(failing(args.dir))
    if args.smallest:
        bad = sorted(sorted(bad, key=lambda n: (os.path.getsize(os.path.join(args.dir, n + ".xml")), n))[:args.smallest])
    cur = {n: from_element(read_test(os.path.join(args.dir, n + ".xml"))["root"]) for n in bad}
    print(f"{len(cur)} failing cases", flush=True)
    work = tempfile.mkdtemp(prefix="minimize-", dir="/tmp")
    active = set(cur)
    for rnd in range(args.rounds):
        if not active:
            break
        cands = {}
        for n in sorted(active):
            for i, t in enumerate(variants(cur[n], rng, args.per_case)):
                cands[f"{n}__{i}"] = t
        still = evaluate(cands, work, f"r{rnd}")
        progressed = set()
        for n in sorted(active):
            fails = [k for k in still if k.startswith(n + "__")]
            if fails:
                best = min(fails, key=lambda k: (size(cands[k]), k))
                if size(cands[best]) < size(cur[n]):
                    cur[n] = cands[best]
                    progressed.add(n)
        active = progressed
        total = sum(cur[n].count() for n in cur)
        print(f"round {rnd}: {len(cands)} variants, {len(progressed)} cases shrank, {total} boxes left", flush=True)
    os.makedirs(args.out, exist_ok=True)
    d = os.path.join(work, "final")
    os.makedirs(d)
    write_cases(cur, d)
    final = failing(d)
    for n in final:
        shutil.copy(os.path.join(d, n + ".xml"), args.out)
    shutil.rmtree(work)
    print(f"{len(final)} reproducers in {args.out}")


if __name__ == "__main__":
    main()
