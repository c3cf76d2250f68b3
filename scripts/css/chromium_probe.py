#!/usr/bin/env python3
"""Ask headless Chromium how it lays out small hand-written trees: test files out.

Why: a rule is pinned by varying one property at a time and predicting the browser's
numbers; the generators make random trees and the minimizer shrinks them, but a probe is
written by hand. This writes each tree as a suite test file (the format of
../shared/conformance, Chromium's unrounded frames, use-rounding="false"), laid out on the
page of scripts/css/chromium_layout.py (Ahem-equivalent font, each root in a max-content
wrapper), ready for `flex-conformance OUTDIR` and `--via-description`.

    python3 scripts/css/chromium_probe.py OUTDIR NAME 'XML' [NAME 'XML' ...]
    python3 scripts/css/chromium_probe.py OUTDIR --files a.xml b.xml   # ask again for these tests' inputs

The XML is a tree of the suite's elements: `<div>`s whose attributes are CSS properties
(every div is display: flex; position: relative unless it says otherwise) and `<text>`s of
Ahem words joined by U+200B (`&#8203;`). A declaration Chromium drops as invalid CSS is
printed, so a probe never silently tests something else.
"""
from __future__ import annotations

import os
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "flex"))
from chromium_layout import chromium_run, from_element, write_case  # noqa: E402


def main() -> None:
    if len(sys.argv) < 3 or sys.argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    outdir, args = sys.argv[1], sys.argv[2:]
    items = []
    if args[0] == "--files":
        for path in args[1:]:
            test = ET.parse(path).getroot()
            items.append((os.path.basename(path)[:-len(".xml")], test.find("input")[0]))
    else:
        if len(args) % 2:
            sys.exit("expected NAME 'XML' pairs")
        for name, text in zip(args[::2], args[1::2]):
            try:
                items.append((name, ET.fromstring(text)))
            except ET.ParseError as error:
                sys.exit(f"{name}: {error}")
    os.makedirs(outdir, exist_ok=True)
    roots = [from_element(element) for _, element in items]
    workdir = tempfile.mkdtemp(prefix="chromium-probe-")
    try:
        result = chromium_run(roots, workdir, "probe", shutil.which("chromium") or "chromium", True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    for (name, _), root, layout, dropped in zip(items, roots, result["trees"], result["dropped"]):
        if dropped:
            print(f"{name}: Chromium dropped {', '.join(dropped)}", file=sys.stderr)
        write_case(outdir, name, root, layout)
    print(f"wrote {len(items)} tests to {outdir}")


if __name__ == "__main__":
    main()
