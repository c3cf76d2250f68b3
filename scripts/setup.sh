#!/usr/bin/env bash
# Installs what Lucid needs on a fresh Debian machine that has only the Swift
# toolchain: Cairo and Pango headers, pkg-config, and the DejaVu fonts used by
# default. Does nothing when everything is already there.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists cairo 2>/dev/null || missing+=(libcairo2-dev)
pkg-config --exists pangocairo 2>/dev/null || missing+=(libpango1.0-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
command -v fc-list >/dev/null 2>&1 || missing+=(fontconfig)

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
