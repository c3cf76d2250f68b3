#!/bin/sh
# Regenerates Tests/Fixtures/css-chromium (400 mixed flex/grid/block trees with Ahem
# text, laid out by headless Chromium; see that folder's README.md). Needs `chromium`
# (Debian's package). Deterministic: same Chromium, same files.
#
#   sh scripts/css/make_css_chromium_fixtures.sh [OUTDIR]
#
# Five depth buckets x four size buckets; cell (d, s) (both counted from 1) uses
# seed 10*d+s. Fewer big trees than small ones, to keep the folder under ~6 MB.
set -eu
cd "$(dirname "$0")/../.."
out=${1:-Tests/Fixtures/css-chromium}
mkdir -p "$out"
rm -f "$out"/mixed_*.xml
d=0
for depth in 1-2 3-4 5-6 7-8 9-10; do
  d=$((d + 1)); s=0
  for cell in 5-15:30 16-40:26 41-100:16 101-300:8; do
    s=$((s + 1))
    python3 scripts/css/chromium_mixed_trees.py --seed $((10 * d + s)) --count "${cell#*:}" \
      --depth "$depth" --nodes "${cell%:*}" "$out"
  done
done
