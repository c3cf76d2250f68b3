#!/usr/bin/env bash
# Installs what Lucid needs on a fresh Debian machine that has only the Swift
# toolchain: Cairo and Pango headers, pkg-config, fontconfig, a CJK font for the
# font-fallback tests, tmux and Chromium (the preview tests), and Python 3 with
# jsonschema and PyYAML (the schema tests). Does nothing when everything is already there. Lucid's default fonts
# (DejaVu Sans and Sans Mono) are bundled with it, so no font package is needed
# to render Latin text.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
pkg-config --exists pangocairo 2>/dev/null || missing+=(libpango1.0-dev)
command -v fc-list >/dev/null 2>&1 || missing+=(fontconfig)
# Korean and other CJK text falls back to Noto CJK (the font-fallback tests need it).
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)

# Foundation's networking part, which swift-snapshot-testing (LucidSnapshotTesting)
# imports, links libcurl.
pkg-config --exists libcurl 2>/dev/null || missing+=(libcurl4-openssl-dev)

# The preview tests drive `lucid preview` in tmux (terminal mode) and in headless
# Chromium (browser mode).
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)

# The schema tests validate with Python's jsonschema and PyYAML.
command -v python3 >/dev/null 2>&1 || missing+=(python3)

# `scripts/setup.sh bench` also installs Graphviz and (below) PyPI's stretchable, which
# wraps Taffy: `make bench` times Lucid against both.
if [ "${1:-}" = "bench" ]; then
  command -v dot >/dev/null 2>&1 || missing+=(graphviz)
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
apt_install() {
  echo "setup: installing $*" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}"
fi

if ! python3 -c "import jsonschema, yaml" >/dev/null 2>&1; then
  echo "setup: installing the Python packages jsonschema and pyyaml" >&2
  # pip where Python allows it; Debian's own packages where it is externally managed.
  python3 -m pip install --quiet jsonschema pyyaml >/dev/null 2>&1 || apt_install python3-jsonschema python3-yaml
fi

if [ "${1:-}" = "bench" ] && ! python3 -c "import stretchable" >/dev/null 2>&1; then
  echo "setup: installing the Python package stretchable (Taffy)" >&2
  python3 -m pip install --quiet stretchable==1.1.8 >/dev/null 2>&1 \
    || python3 -m pip install --quiet --break-system-packages stretchable==1.1.8 >/dev/null
fi
