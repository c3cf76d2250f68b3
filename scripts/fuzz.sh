#!/usr/bin/env bash
# `make fuzz [FUZZ_SECONDS=N]`: libFuzzer over the path a description takes (parse →
# build → lay out → ASCII), with AddressSanitizer, for N seconds (default 300).
#
# Built in its own scratch folder (.build/fuzz) with -sanitize=fuzzer,address, so the
# ordinary build is untouched. The corpus (.build/fuzz-corpus) starts from every
# description in Samples/ and Tests/Fixtures and from Tests/Fixtures/fuzz-regressions
# (inputs that once failed; `make test` replays them). A crash or hang is written to
# .build/fuzz-artifacts/ and fails the run: fix it, then add the input to
# Tests/Fixtures/fuzz-regressions/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"

swift build -c release --product lucid-fuzz --scratch-path .build/fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DLUCID_FUZZER -Xcc -fsanitize=fuzzer-no-link,address

corpus=.build/fuzz-corpus
artifacts=.build/fuzz-artifacts
mkdir -p "$corpus" "$artifacts"
# Seeds, named by content so reruns do not duplicate them.
while IFS= read -r -d '' file; do
  cp "$file" "$corpus/seed-$(sha1sum "$file" | cut -c1-16)"
done < <(find Samples Tests/Fixtures -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) -size -64k -print0; \
         find Tests/Fixtures/fuzz-regressions -type f -print0)

log=$(mktemp)
status=0
# One worker (the machine has two cores); each input may take 10 s and 2 GB at most.
# Leak detection is off: what is left at exit is the runtime's and the libraries' caches
# (Foundation, fontconfig), reported as a "crash" of the empty input, not a bug of an input.
set +e
ASAN_OPTIONS=detect_leaks=0 .build/fuzz/release/lucid-fuzz "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len=65536 -artifact_prefix="$artifacts/" -print_final_stats=1 > "$log" 2>&1
status=$?
set -e
grep -E "^#[0-9]+.*(pulse|DONE)|ERROR|SUMMARY|crash-|timeout-|oom-" "$log" | tail -n 40 || true
executions=$(grep -E "stat::number_of_executed_units" "$log" | tail -n 1 | awk '{print $2}')
rate=$(grep -E "stat::average_exec_per_sec" "$log" | tail -n 1 | awk '{print $2}')
rm -f "$log"
echo "fuzz: ${executions:-0} executions in ${seconds} s (${rate:-0} per second), corpus $(ls "$corpus" | wc -l) inputs"
if [ "$status" -ne 0 ]; then
  echo "fuzz: libFuzzer stopped on a failure; the input is in $artifacts/"
fi
exit "$status"
