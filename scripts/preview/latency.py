#!/usr/bin/env python3
"""Measures how soon `lucid preview --serve` delivers a new render after a save.

Why: the preview promises a typical sample re-rendered within 100 ms of the save.
This starts the real server on a copy of a sample, listens to its event stream like
the page does, saves the description (by rename, as editors do) N times, and prints
the time from each save to the event carrying the new render: the file watcher's
debounce, reading, layout, drawing the SVG and sending it.

    python3 scripts/preview/latency.py [--lucid .build/release/lucid] [--runs 21] SAMPLE...
"""
from __future__ import annotations

import argparse
import http.client
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time


def events(response):
    """Yields each server-sent event's data (comments skipped)."""
    data = []
    while True:
        line = response.readline()
        if not line:
            return
        line = line.decode().rstrip("\n")
        if line.startswith("data: "):
            data.append(line[6:])
        elif line == "" and data:
            yield "\n".join(data)
            data = []


def measure(lucid: str, sample: str, runs: int) -> list[float]:
    folder = tempfile.mkdtemp(prefix="lucid-latency-")
    try:
        source_folder = os.path.dirname(os.path.abspath(sample))
        shutil.copytree(source_folder, folder, dirs_exist_ok=True)
        description = os.path.join(folder, os.path.basename(sample))
        server = subprocess.Popen([lucid, "preview", description, "--serve", "0"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            port = int(re.search(r"127\.0\.0\.1:(\d+)/", server.stdout.readline()).group(1))
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            connection.request("GET", "/events")
            stream = events(connection.getresponse())
            next(stream)  # the current render
            with open(description) as file:
                text = file.read()
            delays = []
            for run in range(runs):
                temporary = description + ".tmp"
                with open(temporary, "w") as file:
                    file.write(text + f"\n# save {run}\n")
                saved = time.perf_counter()
                os.replace(temporary, description)
                next(stream)
                delays.append((time.perf_counter() - saved) * 1000)
                time.sleep(0.05)
            return delays
        finally:
            server.terminate()
            server.wait()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lucid", default=".build/release/lucid")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("samples", nargs="+")
    args = parser.parse_args()
    for sample in args.samples:
        delays = measure(args.lucid, sample, args.runs)
        print(f"{sample}: save to new render median {statistics.median(delays):.1f} ms, "
              f"max {max(delays):.1f} ms over {len(delays)} saves")


if __name__ == "__main__":
    main()
