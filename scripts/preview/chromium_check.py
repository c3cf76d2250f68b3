#!/usr/bin/env python3
"""Loads the `lucid preview --serve` page in real headless Chromium, saves an edit of
the description, and reports what the page showed before and after, with screenshots.

Why: the preview page's promise is that a save updates the picture in the browser
without a reload. This drives Debian's `chromium` through the DevTools protocol over a
pipe (`--remote-debugging-pipe`: messages are JSON, each ended by a NUL byte, read
from fd 3 and written to fd 4), so it needs nothing but Python's standard library.

    chromium_check.py URL --save FILE --content NEW_TEXT_FILE --shots DIR [--hover NAME]

prints one JSON object: {"before": STATE, "after": STATE}, where STATE holds the page's
generation, status, the size of the inline SVG, the status text, whether the page was
reloaded in between (a marker set on `window` survives only without a reload), and
the screenshot's path (DIR/before.png, DIR/after.png); with `--hover NAME`, "after"
also holds the tip shown with the pointer over that node. Exits non-zero with a message
when Chromium is missing or the page does not update within the time limit.
"""
from __future__ import annotations

import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class DevTools:
    """One browser over the DevTools pipe, with one attached page session."""

    def __init__(self, browser: str, profile: str) -> None:
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def arrange_fds() -> None:
            # Copy both ends out of the way first: either pipe may itself be fd 3 or 4.
            reading, writing = os.dup(to_browser_read), os.dup(from_browser_write)
            os.dup2(reading, 3)
            os.dup2(writing, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--hide-scrollbars", "--remote-debugging-pipe",
             f"--user-data-dir={profile}", "--window-size=800,600", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            close_fds=False, preexec_fn=arrange_fds)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.next_id = 0
        self.buffer = b""
        self.session = None

    def call(self, method: str, params: dict | None = None, timeout: float = 30) -> dict:
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            while b"\0" not in self.buffer:
                if time.monotonic() > deadline:
                    raise SystemExit(f"chromium_check: no answer to {method}")
                chunk = os.read(self.from_browser, 1 << 16)
                if not chunk:
                    raise SystemExit("chromium_check: chromium closed the pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise SystemExit(f"chromium_check: {method} failed: {reply['error']}")
                return reply.get("result", {})

    def open_page(self) -> None:
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": 800, "height": 600, "deviceScaleFactor": 1, "mobile": False})

    def evaluate(self, expression: str):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return result.get("result", {}).get("value")

    def screenshot(self, path: str) -> None:
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self) -> None:
        try:
            self.session = None
            self.call("Browser.close", timeout=5)
        except SystemExit:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


STATE = """(() => {
  const svg = document.querySelector('#picture svg');
  return {
    generation: Number(document.body.dataset.generation || 0),
    status: document.body.dataset.status || '',
    statusText: document.getElementById('status').textContent,
    svgWidth: svg ? svg.getAttribute('width') : null,
    svgHeight: svg ? svg.getAttribute('height') : null,
    svgLength: svg ? svg.outerHTML.length : 0,
    errorShown: document.getElementById('error').classList.contains('shown'),
    marker: window.lucidCheckMarker || null,
  };
})()"""


def wait_for(tools: DevTools, condition, what: str, timeout: float = 20):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = tools.evaluate(STATE)
        if state and condition(state):
            return state
        time.sleep(0.05)
    raise SystemExit(f"chromium_check: the page did not show {what} within {timeout} s (last: {state})")


def hover(tools: DevTools, name: str) -> str:
    """Moves the mouse just inside node `name`'s top-left corner; returns the tip's text."""
    where = tools.evaluate(f"""(() => {{
      const node = shown.nodes.find((n) => n.name === {json.dumps(name)});
      const box = document.getElementById('stage').getBoundingClientRect();
      return node ? {{x: box.left + (node.x + 3) * zoom, y: box.top + (node.y + 3) * zoom}} : null;
    }})()""")
    if not where:
        raise SystemExit(f"chromium_check: no node named {name}")
    tools.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": where["x"], "y": where["y"]})
    time.sleep(0.1)
    return tools.evaluate("document.getElementById('tip').style.display === 'block' ? document.getElementById('tip').textContent : ''")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--save", required=True, help="the description file to replace")
    parser.add_argument("--content", required=True, help="a file with its new text")
    parser.add_argument("--shots", required=True, help="folder for before.png and after.png")
    parser.add_argument("--hover", help="after the edit, point at the node with this name and report the tip")
    args = parser.parse_args()
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not browser:
        raise SystemExit("chromium_check: no chromium on PATH (scripts/setup.sh installs Debian's chromium)")
    profile = tempfile.mkdtemp(prefix="lucid-chromium-")
    tools = DevTools(browser, profile)
    try:
        tools.open_page()
        tools.call("Page.enable")
        tools.call("Page.navigate", {"url": args.url})
        before = wait_for(tools, lambda s: s["status"] == "rendered" and s["svgLength"] > 0, "the first picture")
        tools.evaluate("window.lucidCheckMarker = 'same page'")
        before["marker"] = "same page"
        before["screenshot"] = os.path.join(args.shots, "before.png")
        tools.screenshot(before["screenshot"])
        # Save as editors do: write a new file and rename it over the old one.
        with open(args.content, "rb") as source:
            text = source.read()
        temporary = args.save + ".lucid-check-tmp"
        with open(temporary, "wb") as file:
            file.write(text)
        os.replace(temporary, args.save)
        after = wait_for(tools, lambda s: s["generation"] > before["generation"] and s["status"] != "loading",
                         "the edit")
        time.sleep(0.2)  # let the new SVG paint before the screenshot
        after["screenshot"] = os.path.join(args.shots, "after.png")
        tools.screenshot(after["screenshot"])
        if args.hover:
            after["tip"] = hover(tools, args.hover)
        print(json.dumps({"before": before, "after": after}, sort_keys=True))
    finally:
        tools.close()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
