/// The preview page: one HTML document with its style and script inline (so the server
/// serves nothing else). The script keeps one `state` (the latest `PreviewPayload`) and
/// draws the whole page from it in `show(state)`; server-sent events replace it on every
/// save. With the debug or dark toggles on, it asks `/render` for the picture drawn that
/// way instead. The page never reloads itself.
enum PreviewPage {
    static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>lucid preview</title>
    <style>
      :root { color-scheme: light dark; font: 13px/1.4 system-ui, sans-serif; }
      body { margin: 0; display: flex; flex-direction: column; height: 100vh; }
      header { display: flex; gap: 12px; align-items: center; padding: 6px 12px; border-bottom: 1px solid #8884; }
      header .file { font-weight: 600; }
      header .spacer { flex: 1; }
      #status.failed { color: #c62828; }
      #status.rendered { color: #2e7d32; }
      #error { display: none; margin: 0; padding: 8px 12px; background: #fdecea; color: #611a15;
               font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; white-space: pre; overflow: auto;
               border-bottom: 1px solid #f5c2c0; }
      #error.shown { display: block; }
      #warnings { display: none; margin: 0; padding: 6px 12px; background: #fff8e1; color: #5d4200;
                  font: 12px/1.4 ui-monospace, monospace; white-space: pre; }
      #warnings.shown { display: block; }
      main { flex: 1; overflow: auto; padding: 16px; background: repeating-conic-gradient(#8881 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
      #stage { position: relative; transform-origin: 0 0; }
      #picture svg { display: block; }
      #picture.stale { opacity: 0.55; }
      #highlight { position: absolute; pointer-events: none; outline: 2px solid #1e88e5; background: #1e88e522; display: none; }
      #tip { position: fixed; pointer-events: none; display: none; padding: 3px 6px; border-radius: 4px;
             background: #222d; color: #fff; font: 12px/1.3 ui-monospace, monospace; white-space: pre; }
    </style>
    </head>
    <body data-generation="0">
    <header>
      <span class="file" id="file">lucid preview</span>
      <span id="status">loading…</span>
      <span class="spacer"></span>
      <label><input type="checkbox" id="debug"> Debug</label>
      <label><input type="checkbox" id="dark"> Dark</label>
      <button id="zoom-out" title="Zoom out">−</button>
      <span id="zoom-level">100%</span>
      <button id="zoom-in" title="Zoom in">+</button>
      <button id="zoom-fit" title="Fit to window">Fit</button>
    </header>
    <pre id="error"></pre>
    <pre id="warnings"></pre>
    <main id="main"><div id="stage"><div id="picture"></div><div id="highlight"></div></div></main>
    <div id="tip"></div>
    <script>
    "use strict";
    let latest = null;      // the latest state from the server
    let shown = null;       // the state on screen (latest, or drawn with the toggles)
    let zoom = 1;
    const $ = (id) => document.getElementById(id);

    function options() {
      const query = new URLSearchParams();
      if ($("debug").checked) query.set("debug", "1");
      if ($("dark").checked) query.set("theme", "dark");
      return query;
    }

    // The whole page from one state.
    function show(state) {
      shown = state;
      document.body.dataset.generation = String(state.generation);
      document.body.dataset.status = state.status;
      $("file").textContent = state.file;
      const status = $("status");
      status.className = state.status;
      status.textContent = state.status === "failed" ? "error" :
        state.status === "rendered" ? `rendered in ${state.milliseconds.toFixed(1)} ms` : "loading…";
      $("error").textContent = state.error ? state.error.text : "";
      $("error").classList.toggle("shown", !!state.error);
      $("warnings").textContent = state.warnings.join("\n");
      $("warnings").classList.toggle("shown", state.warnings.length > 0);
      if (state.svg !== null && state.svg !== undefined) {
        $("picture").innerHTML = state.svg;
        // One point to one CSS pixel at 100%, so node frames (in points) line up for hover.
        const svg = $("picture").querySelector("svg");
        if (svg) { svg.setAttribute("width", state.width); svg.setAttribute("height", state.height); }
      }
      $("picture").classList.toggle("stale", state.status === "failed");
      applyZoom();
    }

    async function refresh() {
      const query = options();
      if (latest === null) return;
      if ([...query.keys()].length === 0) { show(latest); return; }
      const generation = latest.generation;
      const response = await fetch("/render?" + query.toString(), { cache: "no-store" });
      const state = await response.json();
      if (latest.generation === generation) show(state);
    }

    function applyZoom() {
      $("stage").style.transform = `scale(${zoom})`;
      $("zoom-level").textContent = Math.round(zoom * 100) + "%";
      if (shown && shown.width) {
        $("stage").style.width = shown.width + "px";
        $("stage").style.height = shown.height + "px";
      }
    }
    function setZoom(value) { zoom = Math.min(8, Math.max(0.1, value)); applyZoom(); }
    $("zoom-in").onclick = () => setZoom(zoom * 1.25);
    $("zoom-out").onclick = () => setZoom(zoom / 1.25);
    $("zoom-fit").onclick = () => {
      if (!shown || !shown.width) return;
      const main = $("main");
      setZoom(Math.min((main.clientWidth - 32) / shown.width, (main.clientHeight - 32) / shown.height));
    };
    $("debug").onchange = refresh;
    $("dark").onchange = refresh;

    // Hover: the deepest node under the pointer, with its name, kind and frame.
    $("stage").addEventListener("mousemove", (event) => {
      if (!shown) return;
      const box = $("stage").getBoundingClientRect();
      const x = (event.clientX - box.left) / zoom, y = (event.clientY - box.top) / zoom;
      let hit = null;
      for (const node of shown.nodes) {
        if (x >= node.x && x <= node.x + node.width && y >= node.y && y <= node.y + node.height) {
          if (hit === null || node.depth >= hit.depth) hit = node;
        }
      }
      const tip = $("tip"), highlight = $("highlight");
      if (hit === null) { tip.style.display = "none"; highlight.style.display = "none"; return; }
      const number = (v) => String(Math.round(v * 1000) / 1000);
      tip.textContent = `${hit.name ? '"' + hit.name + '" ' : ""}${hit.kind}\n` +
        `x ${number(hit.x)}  y ${number(hit.y)}  ${number(hit.width)} × ${number(hit.height)}`;
      tip.style.left = (event.clientX + 14) + "px";
      tip.style.top = (event.clientY + 14) + "px";
      tip.style.display = "block";
      Object.assign(highlight.style, { left: hit.x + "px", top: hit.y + "px", width: hit.width + "px",
                                       height: hit.height + "px", display: "block" });
    });
    $("stage").addEventListener("mouseleave", () => {
      $("tip").style.display = "none";
      $("highlight").style.display = "none";
    });

    const events = new EventSource("/events");
    events.addEventListener("state", (event) => {
      latest = JSON.parse(event.data);
      refresh();
    });
    events.onerror = () => { $("status").textContent = "disconnected: is lucid preview still running?"; };
    </script>
    </body>
    </html>
    """#
}
