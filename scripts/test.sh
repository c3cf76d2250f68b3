#!/usr/bin/env bash
# The whole test suite (`make test`): builds everything, runs every XCTest and
# Swift Testing test, checks Samples/ against the goldens in Output/ with
# `lucid check`, runs the flexbox conformance suite (through the engine and through
# description files) and the fast-path check, then prints one plain closing line, "N passed, N failed",
# counted from XCTest's summary, so CI logs end with the real count.
set -uo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests || exit 1
log=$(mktemp)
swift test --skip-build 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
# The goldens: every sample (Samples/, with Samples/docs/) against Output/, as a user
# would check them, never recording.
echo
echo "lucid check Samples --golden Output --record never"
.build/debug/lucid check Samples --golden Output --record never || status=1
# The flexbox engine against the browser: the conformance suite (every supported case;
# baseline.txt lists the cases that passed when it was last written, and any of them
# failing fails the run) and random trees whose expected frames come from Chromium.
echo
echo "flex-conformance Tests/Fixtures/flex-conformance/taffy-flex"
.build/debug/flex-conformance Tests/Fixtures/flex-conformance/taffy-flex \
  --baseline Tests/Fixtures/flex-conformance/baseline.txt --max-failures 20 | tail -n 25 || status=1
echo "flex-conformance Tests/Fixtures/flex-chromium (random trees, Chromium's frames)"
.build/debug/flex-conformance Tests/Fixtures/flex-chromium \
  --baseline Tests/Fixtures/flex-chromium/baseline.txt --max-failures 0 | tail -n 3 || status=1
echo "flex-conformance Tests/Fixtures/flex-chromium-reduced (failing random trees shrunk by scripts/flex/minimize_failures.py)"
.build/debug/flex-conformance Tests/Fixtures/flex-chromium-reduced \
  --baseline Tests/Fixtures/flex-chromium-reduced/baseline.txt --max-failures 0 | tail -n 3 || status=1
# The same suites through description files, as `lucid render` reads them: each case is
# written as YAML and parsed, built and laid out by the product's own code.
echo "flex-conformance --via-description (the suites as description files)"
.build/debug/flex-conformance --via-description Tests/Fixtures/flex-conformance/taffy-flex \
  --baseline Tests/Fixtures/flex-conformance/baseline-description.txt --max-failures 20 | tail -n 25 || status=1
.build/debug/flex-conformance --via-description Tests/Fixtures/flex-chromium \
  --baseline Tests/Fixtures/flex-chromium/baseline-description.txt --max-failures 0 | tail -n 3 || status=1
# The grid, block and mixed suites (Chrome's numbers, from Taffy), through the engine and
# through description files, against their baselines.
for suite in grid block mixed; do
  echo "flex-conformance Tests/Fixtures/css-conformance/taffy-$suite"
  .build/debug/flex-conformance Tests/Fixtures/css-conformance/taffy-$suite \
    --baseline Tests/Fixtures/css-conformance/baseline-$suite.txt --max-failures 0 | tail -n 3 || status=1
  .build/debug/flex-conformance --via-description Tests/Fixtures/css-conformance/taffy-$suite \
    --baseline Tests/Fixtures/css-conformance/baseline-$suite-description.txt --max-failures 0 | tail -n 3 || status=1
done
# Hand-written cases checked in Chromium (grid line names and areas, floats), both ways.
echo "flex-conformance Tests/Fixtures/css-conformance/chromium-handwritten"
.build/debug/flex-conformance Tests/Fixtures/css-conformance/chromium-handwritten \
  --baseline Tests/Fixtures/css-conformance/chromium-handwritten/baseline.txt --max-failures 0 | tail -n 3 || status=1
.build/debug/flex-conformance --via-description Tests/Fixtures/css-conformance/chromium-handwritten \
  --baseline Tests/Fixtures/css-conformance/chromium-handwritten/baseline-description.txt --max-failures 0 | tail -n 3 || status=1
# Random flex/grid/block trees 1-10 levels deep with Ahem text, laid out by headless Chromium
# (scripts/css/chromium_mixed_trees.py), both ways, against their baselines.
echo "flex-conformance Tests/Fixtures/css-conformance/chromium-open (shrunk cases Lucid does not agree with yet)"
.build/debug/flex-conformance Tests/Fixtures/css-conformance/chromium-open \
  --baseline Tests/Fixtures/css-conformance/chromium-open/baseline.txt --max-failures 0 | tail -n 1 || status=1
.build/debug/flex-conformance --via-description Tests/Fixtures/css-conformance/chromium-open \
  --baseline Tests/Fixtures/css-conformance/chromium-open/baseline-description.txt --max-failures 0 | tail -n 1 || status=1
echo "flex-conformance Tests/Fixtures/css-chromium (mixed trees, Chromium's frames)"
.build/debug/flex-conformance Tests/Fixtures/css-chromium \
  --baseline Tests/Fixtures/css-chromium/baseline.txt --max-failures 0 | tail -n 3 || status=1
.build/debug/flex-conformance --via-description Tests/Fixtures/css-chromium \
  --baseline Tests/Fixtures/css-chromium/baseline-description.txt --max-failures 0 | tail -n 3 || status=1
# The engine's fast paths (remembered natural sizes, replayed layouts: see
# Sources/LucidCSS/Flexbox/FlexLayoutReplay.swift; plain blocks' intrinsic widths, see
# `plainIntrinsicWidth` in Sources/LucidCSS/Block/BlockLayout.swift) must give exactly the frames of the engine
# without them: every suite file and the benchmark trees are laid out both ways and compared
# bit for bit.
echo "flex-conformance --check-fast-paths (the suites and the benchmark trees, with the fast paths and without)"
python3 scripts/flex/gen_bench_trees.py .build/flex-bench > /dev/null || status=1
python3 scripts/css/gen_bench_trees.py .build/css-bench > /dev/null || status=1
.build/debug/flex-conformance --check-fast-paths Tests/Fixtures/flex-conformance/taffy-flex Tests/Fixtures/flex-chromium Tests/Fixtures/flex-chromium-reduced \
  Tests/Fixtures/css-conformance/taffy-block Tests/Fixtures/css-conformance/taffy-grid Tests/Fixtures/css-conformance/taffy-mixed \
  Tests/Fixtures/css-chromium Tests/Fixtures/css-conformance/chromium-handwritten \
  .build/flex-bench .build/css-bench/block_chain_50.xml .build/css-bench/block_chain_190.xml .build/css-bench/block_wide_1000.xml \
  --max-failures 20 | tail -n 22 || status=1
# Inputs that once crashed, hung or cost too much, replayed through the fuzz target's
# own path (parse, build, lay out, ASCII); on CI also a minute of libFuzzer (make fuzz).
echo "lucid-fuzz Tests/Fixtures/fuzz-regressions (inputs that once failed)"
.build/debug/lucid-fuzz Tests/Fixtures/fuzz-regressions || status=1
if [ "${CI:-}" = "true" ]; then
  echo "scripts/fuzz.sh 60 (libFuzzer with AddressSanitizer, one minute)"
  bash scripts/fuzz.sh 60 || status=1
fi
summary=$(grep -E "^\s*Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -n 1)
rm -f "$log"
executed=$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")
failed=$(sed -E 's/.*with ([0-9]+) failures?.*/\1/' <<<"$summary")
if [ -n "$summary" ]; then
  echo
  echo "$((executed - failed)) passed, $failed failed"
fi
exit "$status"
