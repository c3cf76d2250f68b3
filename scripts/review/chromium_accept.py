#!/usr/bin/env python3
"""Opens the `lucid review --serve` page in real headless Chromium, clicks one failure's
Accept button, and reports what the page showed before and after, with a screenshot.

Why: the review page's promise is that a click in the browser writes the golden. This
drives Debian's `chromium` through the DevTools protocol, with the pipe driver of
scripts/preview/chromium_check.py.

    chromium_accept.py URL NAME --shot FILE

prints one JSON object: {"before": STATE, "after": STATE}, STATE holding the page's
summary line, whether NAME's Accept button is there, and the text the page shows for
its decision. Exits non-zero with a message when Chromium is missing or the page does
not change within the time limit.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("chromium_check", os.path.join(HERE, "..", "preview", "chromium_check.py"))
chromium_check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(chromium_check)


def state(tools, name: str) -> dict:
    return tools.evaluate(f"""(() => ({{
      summary: (document.querySelector('.summary') || {{}}).textContent || '',
      hasAccept: !!document.getElementById({json.dumps('accept-' + name)}),
      decided: Array.from(document.querySelectorAll('.decided')).map((p) => p.textContent),
      ready: document.readyState,
    }}))()""") or {}


def wait_for(tools, name: str, condition, what: str, timeout: float = 20) -> dict:
    deadline = time.monotonic() + timeout
    last = {}
    while time.monotonic() < deadline:
        last = state(tools, name)
        if last.get("ready") == "complete" and condition(last):
            return last
        time.sleep(0.05)
    raise SystemExit(f"chromium_accept: the page did not show {what} within {timeout} s (last: {last})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("name", help="the failure to accept")
    parser.add_argument("--shot", required=True, help="where the screenshot after the click goes")
    args = parser.parse_args()
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not browser:
        raise SystemExit("chromium_accept: no chromium on PATH (scripts/setup.sh installs Debian's chromium)")
    tools = chromium_check.DevTools(browser, tempfile.mkdtemp(prefix="lucid-chromium-"))
    try:
        tools.open_page()
        tools.call("Page.enable")
        tools.call("Page.navigate", {"url": args.url})
        before = wait_for(tools, args.name, lambda s: s["hasAccept"], f"the Accept button of {args.name}")
        tools.evaluate(f"document.getElementById({json.dumps('accept-' + args.name)}).click()")
        after = wait_for(tools, args.name, lambda s: not s["hasAccept"] and s["decided"], "the decision")
        tools.screenshot(args.shot)
        print(json.dumps({"before": before, "after": after}))
    finally:
        tools.close()


if __name__ == "__main__":
    main()
