"""Read and write flexbox test files in the conformance-suite XML format.

Shared by gen_bench_trees.py, chromium_trees.py and taffy_bench.py so that all
three agree on one format (see shared/conformance/README.md):

    <test name=".." use-rounding="true|false">
      <viewport width=".." height=".."/>
      <input> <div attr="css value" ...> ... </div> </input>
      <expectations> <node x=".." y=".." width=".." height=".."> ... </expectations>
    </test>

A tree is held as `Box` objects: a tag ("div" or "text"), an ordered dict of
CSS attributes (values exactly as they appear in the file), children, and the
text content of a <text> element. The writer emits attributes in insertion
order and numbers with up to 4 decimals, so output is byte-for-byte
reproducible for a given tree.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape, quoteattr


class Box:
    """One element of a test tree (a <div> or a <text>)."""

    __slots__ = ("tag", "attrs", "children", "text")

    def __init__(self, attrs=None, children=None, tag="div", text=None):
        self.tag = tag
        self.attrs = dict(attrs or {})
        self.children = list(children or [])
        self.text = text

    def count(self) -> int:
        """Number of elements in this subtree, this one included."""
        n, stack = 0, [self]
        while stack:
            b = stack.pop()
            n += 1
            stack.extend(b.children)
        return n


def fmt_num(v: float) -> str:
    """Format a number the way the suite does: integers bare, else <= 4 decimals."""
    r = round(float(v), 4)
    if r == int(r):
        return str(int(r))
    return f"{r:.4f}".rstrip("0").rstrip(".")


MAX_INDENT = 32   # deeper levels keep this indent (a 1,000-deep chain stays small)


def _input_lines(box: Box, depth: int, out: list) -> None:
    pad = "  " * min(depth, MAX_INDENT)
    attrs = "".join(f" {k}={quoteattr(str(v))}" for k, v in box.attrs.items())
    if box.text is not None:
        out.append(f"{pad}<{box.tag}{attrs}>{escape(box.text)}</{box.tag}>")
    elif not box.children:
        out.append(f"{pad}<{box.tag}{attrs}/>")
    else:
        out.append(f"{pad}<{box.tag}{attrs}>")
        for c in box.children:
            _input_lines(c, depth + 1, out)
        out.append(f"{pad}</{box.tag}>")


def _expect_lines(node, depth: int, out: list) -> None:
    """node = (x, y, w, h, [children])."""
    pad = "  " * min(depth, MAX_INDENT)
    x, y, w, h, kids = node
    a = f'x="{fmt_num(x)}" y="{fmt_num(y)}" width="{fmt_num(w)}" height="{fmt_num(h)}"'
    if not kids:
        out.append(f"{pad}<node {a}/>")
    else:
        out.append(f"{pad}<node {a}>")
        for k in kids:
            _expect_lines(k, depth + 1, out)
        out.append(f"{pad}</node>")


def test_xml(name: str, root: Box, viewport=("max-content", "max-content"),
             expectations=None, use_rounding: bool = True) -> str:
    """Return the text of one test file.

    expectations: None, or a nested tuple (x, y, w, h, [children]) mirroring root.
    """
    out = [f'<test name={quoteattr(name)} use-rounding="{"true" if use_rounding else "false"}">',
           f'  <viewport width="{viewport[0]}" height="{viewport[1]}"/>',
           "  <input>"]
    _input_lines(root, 2, out)
    out.append("  </input>")
    if expectations is not None:
        out.append("  <expectations>")
        _expect_lines(expectations, 2, out)
        out.append("  </expectations>")
    out.append("</test>")
    return "\n".join(out) + "\n"


def write_test(path: str, *args, **kwargs) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(test_xml(*args, **kwargs))


def read_test(path: str) -> dict:
    """Parse a test file. Returns dict(name, use_rounding, viewport, root, expectations)
    where root is an ElementTree element (<div>/<text>) and expectations the
    top <node> element or None."""
    t = ET.parse(path).getroot()
    vp = t.find("viewport")
    inp = t.find("input")
    ex = t.find("expectations")
    return dict(
        name=t.get("name"),
        use_rounding=t.get("use-rounding", "true") == "true",
        viewport=(vp.get("width", "max-content"), vp.get("height", "max-content"))
        if vp is not None else ("max-content", "max-content"),
        root=list(inp)[0],
        expectations=list(ex)[0] if ex is not None and len(ex) else None,
    )
