#!/usr/bin/env python3
"""Time the product path: `lucid render FILE --format frames` as a user runs it.

Why: users write description files and run the release `lucid` binary; the engine's
speed through its Swift API (`flex-conformance --bench`) only counts if it reaches
them. This times whole processes (median of --runs), beside a one-node file's time
(the process start), on:

  - the benchmark trees written as descriptions (`flex-conformance --write-descriptions`),
  - Samples/dashboard.yaml (a realistic page: header, sidebar, sections of cards),
  - chains of nested flex containers 12, 50 and 150 deep (cost must grow linearly).

    python3 scripts/flex/product_bench.py [--lucid .build/release/lucid] [--runs 11] YAML...

Prints a Markdown table: nodes (lines of the frames output but the page), median
milliseconds per process, and microseconds per node after the process start.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def chain(depth: int) -> str:
    """A chain of `depth` nested flex containers, rows and columns in turn, 1 point of
    padding each, around one 20x20 box."""
    node = '{ kind: box, fill: "#88aacc", flex: { width: 20, height: 20 } }'
    for level in range(depth):
        direction = "row" if level % 2 else "column"
        node = f"{{ kind: flex, flexDirection: {direction}, padding: 1, children: [ {node} ] }}"
    return "canvas: { background: white }\nlayout: " + node + "\n"


def time_render(lucid: str, path: str, runs: int, out: str) -> tuple[float, int]:
    """Median seconds of `lucid render PATH --format frames`, and the node count."""
    cmd = [lucid, "render", path, "--format", "frames", "-o", out]
    subprocess.run(cmd, check=True, capture_output=True)          # warm the file cache
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True)
        samples.append(time.perf_counter() - start)
    with open(out, encoding="utf-8") as f:
        nodes = sum(1 for line in f if line.strip()) - 1       # every line but the page
    return statistics.median(samples), nodes


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", help="description files to time")
    ap.add_argument("--lucid", default=".build/release/lucid")
    ap.add_argument("--runs", type=int, default=11)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="lucid-bench-") as tmp:
        start_file = os.path.join(tmp, "one-node.yaml")
        with open(start_file, "w") as f:
            f.write("canvas: { width: 10, height: 10 }\nlayout: { kind: box }\n")
        cases = [(os.path.splitext(os.path.basename(p))[0], p) for p in args.files]
        for depth in (12, 50, 150):
            path = os.path.join(tmp, f"chain{depth}.yaml")
            with open(path, "w") as f:
                f.write(chain(depth))
            cases.append((f"file chain, depth {depth}", path))
        out = os.path.join(tmp, "out.frames")
        startup, _ = time_render(args.lucid, start_file, args.runs, out)
        print(f"`lucid render --format frames`, release build, median of {args.runs} processes; "
              f"process start (a one-node file): {startup * 1000:.1f} ms\n")
        print("| description | nodes | ms per process | µs per node after the start |")
        print("|---|---:|---:|---:|")
        for name, path in cases:
            seconds, nodes = time_render(args.lucid, path, args.runs, out)
            print(f"| {name} | {nodes:,} | {seconds * 1000:.1f} | {(seconds - startup) / max(nodes, 1) * 1e6:.2f} |")
        print("\n(A process of these sizes is mostly its start, which varies by a few ms from run "
              "to run; `flex-conformance --bench --via-description` on chain_50 and chain_150 "
              "times the phases in-process, where linearity in depth shows.)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
