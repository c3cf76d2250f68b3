#!/usr/bin/env python3
"""Times `lucid render` against Graphviz's `dot -Tpng` as whole processes.

Both draw the same small figure to PNG: Samples/arrows.yaml for Lucid and its
counterpart Benchmarks/arrows.dot for Graphviz (six labelled shapes, five arrows, a
caption). Each round runs the two commands once each, alternating which goes first,
as fresh processes writing into a temporary folder; the wall-clock time of each
process (start to exit, measured with time.perf_counter around subprocess.run)
includes loading, font set-up, layout, drawing and PNG encoding. Prints the median,
the fastest and the 90th percentile of each over the rounds, the median CPU
time (user + system, from wait4), which a busy machine disturbs less, and the
ratio of Lucid's medians to dot's.

Usage: scripts/compare-dot.py [--runs N] [--lucid PATH]   (default 40 rounds,
.build/release/lucid; `make bench` builds it first.)
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(command):
    """The wall-clock and the CPU time (user + system) of one run, in milliseconds."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"compare-dot: {' '.join(command)} failed with status {process.returncode}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--lucid", default=os.path.join(ROOT, ".build/release/lucid"))
    args = parser.parse_args()
    dot = shutil.which("dot")
    if dot is None:
        sys.exit("compare-dot: Graphviz's `dot` is not installed (apt-get install graphviz)")
    with tempfile.TemporaryDirectory() as folder:
        commands = {
            "lucid render (PNG)": [args.lucid, "render", os.path.join(ROOT, "Samples/arrows.yaml"),
                                   "-o", os.path.join(folder, "lucid.png")],
            "dot -Tpng": [dot, "-Tpng", os.path.join(ROOT, "Benchmarks/arrows.dot"),
                          "-o", os.path.join(folder, "dot.png")],
        }
        walls = {name: [] for name in commands}
        cpus = {name: [] for name in commands}
        for name, command in commands.items():  # warm the file cache, once each
            timed(command)
        names = list(commands)
        for round_number in range(args.runs):
            order = names if round_number % 2 == 0 else names[::-1]
            for name in order:
                wall, cpu = timed(commands[name])
                walls[name].append(wall)
                cpus[name].append(cpu)
    version = subprocess.run([dot, "-V"], capture_output=True, text=True).stderr.strip()
    print(f"Whole-process PNG render of a small figure, {args.runs} rounds ({version})")
    print(f"{'command':<22} {'wall median':>12} {'fastest':>9} {'p90':>9} {'CPU median':>11}")
    for name in commands:
        samples = sorted(walls[name])
        p90 = samples[min(len(samples) - 1, int(len(samples) * 0.9))]
        print(f"{name:<22} {statistics.median(samples):>10.1f}ms {samples[0]:>7.1f}ms {p90:>7.1f}ms"
              f" {statistics.median(cpus[name]):>9.1f}ms")
    lucid, graphviz = names
    print(f"lucid / dot: wall {statistics.median(walls[lucid]) / statistics.median(walls[graphviz]):.2f}, "
          f"CPU {statistics.median(cpus[lucid]) / statistics.median(cpus[graphviz]):.2f} (ratio of the medians)")


if __name__ == "__main__":
    main()
