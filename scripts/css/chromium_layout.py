"""Ask headless Chromium how it lays out conformance-suite trees: the one place for it.

Shared by scripts/flex/chromium_trees.py (flex-only, text-free random trees),
scripts/flex/minimize_failures.py and scripts/css/chromium_mixed_trees.py (flex,
grid and block mixed, with Ahem text leaves). A tree is a `flextree.Box`; an
element of a suite file becomes one with `from_element`.

The page (`page_html`): trees are batched into one HTML page; each root sits in
its own `position:absolute; width:max-content; height:max-content` wrapper at
(0,0), which is what the suite's `<viewport width="max-content"
height="max-content">` means. The CSS is the suite's: `div { display:flex;
position:relative; border:0 solid }`, each attribute becomes the CSS property of
the same name (a `display` attribute makes a grid or block container), borders
go out as `border-*-width`. A `<text>` element becomes a `<div>` (so a flex
container, as in the suite's source, whose text is one anonymous item) holding
its text, in the Ahem-equivalent font below at 10px with 10px lines.

An inline script walks every tree once the font is loaded, takes
getBoundingClientRect() of each element minus its parent's, and writes JSON
into the DOM, which `chromium --headless --dump-dom` prints. The same JSON also
carries every declaration the browser dropped as invalid (so a generator can
refuse to write a case whose CSS Chromium did not read) and the width of a probe
text "HHH", which must be 30 (else the font did not load and text is not Ahem).

The font: the Ahem test font is not on this machine (nor in a Debian package),
so `AHEM_TTF_BASE64` is an equivalent made with fontTools by
`build_ahem_font()`: every printable ASCII character a 1em square from the
descender (-0.2em) to the ascender (0.8em), the space 1em wide and blank,
U+200B zero-width, ascent 0.8em / descent 0.2em / no line gap in hhea and
OS/2 (USE_TYPO_METRICS). So at 10px each character is 10x10 and the first
baseline of a line is at 8, as the suite's text rules (and Lucid's
AhemText.swift) say. `python3 scripts/css/chromium_layout.py --check-font`
rebuilds it (needs `pip install fonttools`) and checks it is the embedded one.

Expectations are Chromium's unsnapped values (LayoutUnit, 1/64 px), meant for
use-rounding="false"; `snapped` rounds the absolute edges as the suite's
use-rounding="true" does, for checking this page against the suite (`validate`).
"""
from __future__ import annotations

import argparse
import base64
import html
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "flex"))
from flextree import Box, read_test  # noqa: E402

SIDES = ("top", "right", "bottom", "left")
BORDERS = {f"border-{s}" for s in SIDES}
FONT_FAMILY = "LucidAhem"
ZWSP = "\u200b"          # the only break opportunity in the suite's text

# build_ahem_font()'s output (884 bytes); see the module docstring.
AHEM_TTF_BASE64 = (
    "AAEAAAAKAIAAAwAgT1MvMlQH9V8AAAEoAAAAYGNtYXBAV+HkAAABmAAAAPpnbHlmCVAJTQAAAqAAAAA0aGVhZGL/QzgA"
    "AACsAAAANmhoZWEHCgMlAAAA5AAAACRobXR4C7gAAAAAAYgAAAAQbG9jYQA0ACcAAAKUAAAACm1heHAABgAGAAABCAAA"
    "ACBuYW1lljye5QAAAtQAAABmcG9zdEv04l8AAAM8AAAANgABAAAAAQAAud9HjV8PPPUAAwPoAAAAAAAAAAAAAAAAAAAA"
    "AAAA/zgD6AMgAAAAAwACAAAAAAAAAAEAAAMg/zgAAAPoAAAAAAPoAAEAAAAAAAAAAAAAAAAAAAAEAAEAAAAEAAQAAQAA"
    "AAAAAgAAAAAAAAAAAAAAAAAAAAAABAPoAZAABQAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAAABAAAA"
    "AAAAAAAAAAAATk9ORQDAACAgCwMg/zgAAAMgAMgAAAAAAAAAAAAAAAAAAAAgAAAD6AAAA+gAAAPoAAAAAAAAAAAAAgAA"
    "AAMAAAAUAAMAAQAAABQABADmAAAABgAEAAEAAgB+IAv//wAAACAgC///AADf+AABAAYAAAAAAAIAAQABAAEAAQABAAEA"
    "AQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQAB"
    "AAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEA"
    "AQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQABAAEAAQAAAAAADQAaABoAGgAAAAEAAP84A+gDIAADAAAVESER"
    "A+jIA+j8GAAAAQAA/zgD6AMgAAMAABURIRED6MgD6PwYAAAAAAQANgABAAAAAAABAAkAAAABAAAAAAACAAcACQADAAEE"
    "CQABABIAEAADAAEECQACAA4AIkx1Y2lkQWhlbVJlZ3VsYXIATAB1AGMAaQBkAEEAaABlAG0AUgBlAGcAdQBsAGEAcgAA"
    "AAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAQIAAwEDBnNxdWFyZQR6d3NwAAA="
)


def build_ahem_font() -> bytes:
    """The Ahem-equivalent TrueType font (needs fontTools). Deterministic: the head
    table's timestamps are fixed at 0."""
    import io
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    def glyph(square):
        p = TTGlyphPen(None)
        if square:       # from the descender to the ascender, 1em wide
            p.moveTo((0, -200)); p.lineTo((0, 800)); p.lineTo((1000, 800)); p.lineTo((1000, -200)); p.closePath()
        return p.glyph()

    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder([".notdef", "square", "space", "zwsp"])
    cmap = {c: "square" for c in range(0x21, 0x7F)}
    cmap[0x20] = "space"
    cmap[0x200B] = "zwsp"
    fb.setupCharacterMap(cmap)
    fb.setupGlyf({".notdef": glyph(True), "square": glyph(True), "space": glyph(False), "zwsp": glyph(False)})
    fb.setupHorizontalMetrics({".notdef": (1000, 0), "square": (1000, 0), "space": (1000, 0), "zwsp": (0, 0)})
    fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=0)
    fb.setupNameTable({"familyName": FONT_FAMILY, "styleName": "Regular"})
    fb.setupOS2(version=4, sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=0,
                usWinAscent=800, usWinDescent=200, fsSelection=0x40 | 0x80, achVendID="NONE")
    fb.setupPost()
    fb.font["head"].created = fb.font["head"].modified = 0
    out = io.BytesIO()
    fb.save(out)
    return out.getvalue()


# ---------------------------------------------------------------- random tree shapes

def deep_shape(r, depth_range, nodes_range, max_children=6):
    """The shape of a random tree exactly `depth` levels deep below the root with
    about `nodes` boxes (never more than nodes_range's max), both drawn from the
    ranges with the RNG `r`. Returns (kids, level): kids[i] the child indices of
    box i (box 0 the root), level[i] its depth.

    A chain from the root down to the target depth comes first (so the depth is
    reached), then more children are added one at a time under boxes picked at
    random levels above the deepest (so the depth stays exact), at most
    `max_children` per box (more when the tree is too shallow to hold the count
    otherwise), until the count is reached. Each new child goes in at a random
    position among its siblings, so the chain is not always the first child.
    """
    nmin, nmax = nodes_range
    depth = min(r.randint(*depth_range), nmax - 1)   # a chain of depth+1 boxes must fit
    target = max(r.randint(nmin, nmax), depth + 1)
    while sum(max_children ** k for k in range(depth + 1)) < target:
        max_children += 1
    kids = [[]]                   # kids[i]: child indices of box i
    level = [0]                   # level[i]: depth of box i
    by_level = [[0]] + [[] for _ in range(depth)]
    for d in range(1, depth + 1):  # the chain
        kids[d - 1].append(d)
        kids.append([])
        level.append(d)
        by_level[d].append(d)
    while len(kids) < target:
        d = r.randrange(depth)     # a random level for the new branch
        open_ = [i for i in by_level[d] if len(kids[i]) < max_children]
        if not open_:
            open_ = [i for i in range(len(kids)) if level[i] < depth and len(kids[i]) < max_children]
            if not open_:
                break
        parent = r.choice(open_)
        i = len(kids)
        kids.append([])
        level.append(level[parent] + 1)
        by_level[level[i]].append(i)
        kids[parent].insert(r.randint(0, len(kids[parent])), i)
    return kids, level


# ---------------------------------------------------------------- tree -> HTML

def css_of(box: Box) -> str:
    """Attributes -> inline CSS. `border-top: 3px` in CSS is a shorthand that
    resets the style to none (no border), so borders go out as border-*-width
    over the stylesheet's `border: 0 solid`."""
    return ";".join(f"{k}-width:{v}" if k in BORDERS else f"{k}:{v}" for k, v in box.attrs.items())


def html_of(box: Box) -> str:
    inner = html.escape(box.text.strip()) if box.text is not None else "".join(html_of(c) for c in box.children)
    return f'<div style="{html.escape(css_of(box))}">' + inner + "</div>"


PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
{font_css}html, body {{ margin: 0; padding: 0; }}
div {{ display: flex; position: relative; border: 0 solid; }}
.w {{ display: block; position: absolute; left: 0; top: 0; width: max-content; height: max-content; }}
</style></head><body>
{trees}
<pre id="out"></pre>
<script>
function rec(el, pr) {{
  // A box that is not displayed has no rectangle (the browser gives 0, 0 on the page): it
  // and its subtree are written at 0, 0 in their parent, as the shared suites write them.
  if (getComputedStyle(el).display === 'none') return hidden(el);
  const r = el.getBoundingClientRect();
  return [r.left - pr.left, r.top - pr.top, r.width, r.height,
          Array.from(el.children).map(c => rec(c, r))];
}}
function hidden(el) {{
  return [0, 0, 0, 0, Array.from(el.children).map(hidden)];
}}
function dropped(el, path, out) {{
  // Declarations the browser did not read (invalid CSS): named, with the element's path.
  for (const part of (el.getAttribute('style') || '').split(';')) {{
    const i = part.indexOf(':');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (el.style.getPropertyValue(name) === '') out.push(path + ' ' + part.trim());
  }}
  Array.from(el.children).forEach((c, i) => dropped(c, path + '/' + i, out));
}}
function dump() {{
  const trees = [], bad = [];
  for (const w of document.querySelectorAll('body > .w')) {{
    const root = w.firstElementChild;
    trees.push(rec(root, root.getBoundingClientRect()));
    const d = [];
    dropped(root, 'root', d);
    bad.push(d);
  }}
  const probe = document.getElementById('probe');
  document.getElementById('out').textContent = JSON.stringify(
    {{trees: trees, dropped: bad, probe: probe ? probe.getBoundingClientRect().width : null}});
}}
{run}
</script></body></html>
"""

FONT_CSS = (f"@font-face {{ font-family: {FONT_FAMILY}; src: url(data:font/ttf;base64,{AHEM_TTF_BASE64}) format('truetype'); }}\n"
            f"body {{ font-family: {FONT_FAMILY}; font-size: 10px; line-height: 10px; }}\n")
PROBE = '<div style="display:block;position:absolute;left:0;top:-100px"><div id="probe" style="display:block;width:max-content">HHH</div></div>'


def root_html(root: Box) -> str:
    """The root establishes a block formatting context, as the suite's roots do (its
    source made every root absolutely positioned): a block root is `flow-root`, so
    its children's margins do not collapse through it. Flex and grid roots are
    formatting-context roots already."""
    if root.attrs.get("display") == "block":
        root = Box({**root.attrs, "display": "flow-root"}, root.children, root.tag, root.text)
    return html_of(root)


def page_html(roots: list[Box], text: bool = True) -> str:
    """The page for `roots`. With text=False: no font and no probe (the page
    chromium_trees.py has always made for its text-free trees)."""
    trees = "\n".join(f'<div class="w">{root_html(r)}</div>' for r in roots)
    if not text:
        return PAGE.format(font_css="", trees=trees, run="dump();")
    # Lay out only once the font is in: document.fonts.load() waits for it.
    return PAGE.format(font_css=FONT_CSS, trees=PROBE + "\n" + trees,
                       run=f"document.fonts.load('10px {FONT_FAMILY}').then(dump, dump);")


def chromium_run(roots: list[Box], workdir: str, tag: str, chromium: str, text: bool = True) -> dict:
    """Renders `roots` in one page: {trees: [layout per root], dropped: [[declaration]
    per root], probe: width of "HHH" or None}. A layout is [x, y, w, h, [children]]."""
    page = os.path.join(workdir, f"page_{tag}.html")
    with open(page, "w", encoding="utf-8") as f:
        f.write(page_html(roots, text))
    profile = tempfile.mkdtemp(prefix="chromium-profile-", dir=workdir)
    cmd = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
           "--no-first-run", f"--user-data-dir={profile}", "--window-size=1600,1200",
           # Let the font's promise settle before the DOM is dumped.
           *(["--virtual-time-budget=10000"] if text else []),
           "--dump-dom", "file://" + os.path.abspath(page)]
    try:
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    m = re.search(r'<pre id="out">(.*?)</pre>', res.stdout, re.S)
    if not m or not m.group(1).strip():
        raise RuntimeError(f"no layout from chromium (exit {res.returncode}): {res.stderr[-2000:]}")
    out = json.loads(html.unescape(m.group(1)))
    if len(out["trees"]) != len(roots):
        raise RuntimeError(f"chromium returned {len(out['trees'])} trees for {len(roots)}")
    if text and out["probe"] != 30:
        raise RuntimeError(f"the Ahem font did not load: 'HHH' is {out['probe']} px wide, not 30")
    return out


def chromium_layouts(roots: list[Box], workdir: str, tag: str, chromium: str, text: bool = False) -> list:
    """Just the layouts (what chromium_trees.py and minimize_failures.py use)."""
    return chromium_run(roots, workdir, tag, chromium, text)["trees"]


# ---------------------------------------------------------------- layouts and suite files

def to_expect(node):
    x, y, w, h, kids = node
    return (x, y, w, h, [to_expect(k) for k in kids])


def write_case(outdir: str, name: str, root: Box, layout) -> None:
    """Writes one tree with Chromium's layout of it as a suite case (max-content viewport,
    unrounded expectations): what both generators write."""
    from flextree import write_test
    write_test(os.path.join(outdir, name + ".xml"), name, root,
               viewport=("max-content", "max-content"), expectations=to_expect(layout), use_rounding=False)


def from_element(el) -> Box:
    a = dict(el.attrib)
    a.setdefault("box-sizing", "border-box")     # the suite's border-box files omit it
    if el.tag == "text":
        return Box(a, tag="text", text=(el.text or "").strip())
    return Box(a, [from_element(c) for c in el])


def snapped(node, pax=0.0, pay=0.0, pl=0, pt=0):
    """Round absolute edges half-up, as the suite's use-rounding="true" does."""
    x, y, w, h, kids = node
    ax, ay = pax + x, pay + y
    r = [math.floor(v + 0.5) for v in (ax, ay, ax + w, ay + h)]
    return (r[0] - pl, r[1] - pt, r[2] - r[0], r[3] - r[1],
            [snapped(k, ax, ay, r[0], r[1]) for k in kids])


def matches(got, exp) -> bool:
    if any(abs(g - float(exp.get(k))) > 0.1 for g, k in zip(got, ("x", "y", "width", "height"))):
        return False
    ek = exp.findall("node")
    return len(ek) == len(got[4]) and all(matches(g, e) for g, e in zip(got[4], ek))


FLEX_ONLY_SKIP = ("writing-mode", "flex-line-count", "scrollbar-width", "overflow", "grid")


def flex_only(t) -> bool:
    """chromium_trees.py's selection: ltr, text-free, flex-only, no scrollbars."""
    return all(e.tag == "div" and e.get("display", "flex") == "flex"
               and not any(k.startswith(FLEX_ONLY_SKIP) or "balance" in v for k, v in e.attrib.items())
               for e in t["root"].iter())


MIXED_SKIP = ("writing-mode", "flex-line-count", "scrollbar-width", "overflow")


def mixed(t) -> bool:
    """Every display (flex, grid, block, none) and text, still without writing modes,
    scrollbars (overflow) or Lucid's own flex-wrap: balance."""
    return all(not any(k.startswith(MIXED_SKIP) or "balance" in v for k, v in e.attrib.items())
               for e in t["root"].iter())


def validate(suite_dirs: list[str], chromium: str, keep=flex_only, text: bool = False,
             show: int = 10**9) -> tuple[int, list[str]]:
    """Renders the suites' ltr, max-content cases that `keep` accepts through this page
    and checks Chromium reproduces their expectations. Returns (passed, names of the
    failed)."""
    tests = []
    for suite_dir in suite_dirs:
        for f in sorted(os.listdir(suite_dir)):
            if not f.endswith("_ltr.xml"):
                continue
            t = read_test(os.path.join(suite_dir, f))
            if t["viewport"] != ("max-content", "max-content") or t["expectations"] is None or not keep(t):
                continue
            tests.append(t)
    workdir = tempfile.mkdtemp(prefix="chromium-validate-")
    try:
        lays = chromium_run([from_element(t["root"]) for t in tests], workdir, "validate", chromium, text)["trees"]
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    bad = [t["name"] for t, lay in zip(tests, lays)
           if not matches(snapped(lay) if t["use_rounding"] else lay, t["expectations"])]
    for name in bad[:show]:
        print("MISMATCH", name)
    print(f"{len(tests) - len(bad)} passed, {len(bad)} failed")
    return len(tests) - len(bad), bad


def int_range(text: str) -> tuple[int, int]:
    """'MIN-MAX' (or a single number) -> (min, max)."""
    m = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", text)
    if not m:
        raise argparse.ArgumentTypeError(f"expected MIN-MAX, got {text!r}")
    lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
    if hi < lo or hi < 1:
        raise argparse.ArgumentTypeError(f"empty range {text!r}")
    return lo, hi


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check-font", action="store_true",
                    help="rebuild the Ahem-equivalent font (fontTools) and compare it with the embedded one")
    args = ap.parse_args()
    if args.check_font:
        built = base64.b64encode(build_ahem_font()).decode()
        if built != AHEM_TTF_BASE64:
            print("the embedded font differs from build_ahem_font()'s; new value:\n" + built)
            sys.exit(1)
        print(f"the embedded font is build_ahem_font()'s ({len(base64.b64decode(built))} bytes)")
    else:
        ap.print_help()


if __name__ == "__main__":
    main()
