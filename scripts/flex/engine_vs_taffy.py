#!/usr/bin/env python3
"""Compare Lucid's flex engine with Taffy per node, in alternating rounds.

Why: on a shared machine the speed of both engines drifts by 10-20 % from one
minute to the next, so timing all of Lucid and then all of Taffy (as two
separate commands do) can move their ratio by as much. Here each round times
one tree with both engines back to back, in alternating order, and the report
gives the ratio of the medians over all rounds beside the smallest and largest
ratio of a single round.

    python3 scripts/flex/engine_vs_taffy.py [--rounds R] [--runs N] [--growth] FILE...

Any tree the runners read (flex, grid, block: scripts/css/gen_bench_trees.py).
`--growth` also prints how ns/node grows from each file to the next (files of
growing size or depth, so 1.00 means cost linear in node count).

Each engine is timed by its own runner (`flex-conformance --bench`, built in
release mode, and `taffy_bench.py`), which print the median ns per node of N
layouts of the tree after warm-up runs; both read the same XML file.
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LINE = re.compile(r"^(\S+) nodes=(\d+) median_ns_per_node=([\d.]+)$", re.M)


def time_once(command: list[str]) -> tuple[str, int, float]:
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    match = LINE.findall(out)
    if not match:
        sys.exit(f"no timing line from {' '.join(command)}:\n{out}")
    name, nodes, ns = match[-1]
    return name, int(nodes), float(ns)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--rounds", type=int, default=7, help="rounds per tree (default 7)")
    ap.add_argument("--runs", type=int, default=11, help="timed layouts per engine and round (default 11)")
    ap.add_argument("--lucid", default=os.path.join(ROOT, ".build/release/flex-conformance"))
    ap.add_argument("--growth", action="store_true",
                    help="after the table, each tree's ns/node over the previous tree's, per engine "
                         "(files of growing size or depth: 1.00 = cost linear in nodes)")
    args = ap.parse_args()

    rows = []
    print(f"{'tree':<18} {'nodes':>7} {'Lucid ns/node':>14} {'Taffy ns/node':>14} {'ratio':>6}  per-round ratios")
    for path in args.files:
        lucid_cmd = [args.lucid, "--bench", "--runs", str(args.runs), path]
        taffy_cmd = [sys.executable, os.path.join(HERE, "taffy_bench.py"), "--runs", str(args.runs), path]
        lucid, taffy = [], []
        name, nodes = os.path.basename(path), 0
        for r in range(args.rounds):
            order = [(lucid_cmd, lucid), (taffy_cmd, taffy)]
            for command, times in (order if r % 2 == 0 else order[::-1]):
                name, nodes, ns = time_once(command)
                times.append(ns)
        ratios = [t / l for l, t in zip(lucid, taffy)]
        lm, tm = statistics.median(lucid), statistics.median(taffy)
        print(f"{name:<18} {nodes:>7} {lm:>14.1f} {tm:>14.1f} {tm / lm:>5.2f}x  "
              f"{min(ratios):.2f}-{max(ratios):.2f} over {len(ratios)}", flush=True)
        rows.append((name, nodes, lm, tm))
    for (n0, k0, l0, t0), (n1, k1, l1, t1) in zip(rows, rows[1:]) if args.growth else ():
        print(f"ns/node growth {n0} ({k0} nodes) -> {n1} ({k1}): "
              f"Lucid {l1 / l0:.2f}x, Taffy {t1 / t0:.2f}x (1.00 = linear)", flush=True)


if __name__ == "__main__":
    main()
