# Lucid: `make run` renders every sample against its goldens in Output/ (recording
# new ones, never overwriting one that differs) and previews the dream list;
# `make test` runs the whole test suite. Both install what is missing first.

DOC_SAMPLES := $(wildcard Samples/docs/*.yaml)
LUCID := .build/release/lucid
# How the release executables are built: the Swift runtime linked in, and a fixed-address
# (non-PIE) executable, which the loader need not relocate (86k relocations, about 1 ms of
# the 18 ms a small `lucid render` takes; see docs/PERFORMANCE.md). The C libraries stay
# position-independent shared libraries.
RELEASE := -c release --static-swift-stdlib -Xlinker -no-pie

.PHONY: run test setup build bench schema fuzz

setup:
	@bash scripts/setup.sh

build: setup
	swift build $(RELEASE) --product lucid
	@# The web servers of preview --serve and review --serve, which lucid hands over to.
	swift build $(RELEASE) --product lucid-serve

run: build
	@# New samples get their goldens; a sample that renders differently from its goldens
	@# is reported and left alone (make test then fails on it) until it is accepted.
	@$(LUCID) check Samples --golden Output --formats png,svg,pdf,ascii,frames --record new \
	  || echo "make run: Output/ keeps the goldens above; see .build/lucid-artifacts/report.html, and accept the changes with: $(LUCID) check Samples --golden Output --record changed"
	$(LUCID) render $(DOC_SAMPLES) -o docs/figures/ --format png
	$(LUCID) render Samples/dream-list.yaml --theme dark -o docs/figures/dream-list-dark.png
	$(LUCID) render Samples/dream-list.yaml --debug -o docs/figures/dream-list-debug.png
	-@$(LUCID) check Tests/Fixtures/golden-demo/figures --golden Tests/Fixtures/golden-demo/goldens --record never --artifacts .build/golden-demo > /dev/null
	cp .build/golden-demo/ticket.side-by-side.png docs/figures/golden-demo-side-by-side.png
	@echo
	@cat Output/dream-list.txt

test: setup
	bash scripts/test.sh

# Schema/lucid.schema.json, written from the parser's tables of keys (swift test fails
# while it differs from what `lucid schema` prints).
schema:
	swift run lucid schema -o Schema/lucid.schema.json

bench:
	@bash scripts/setup.sh bench
	swift build $(RELEASE) --product lucid
	swift run -c release lucid-bench
	python3 scripts/compare-dot.py
	python3 scripts/flex/gen_bench_trees.py .build/flex-bench
	swift build -c release --product flex-conformance
	# The engine API against Taffy, tree by tree in alternating rounds (the machine's speed
	# drifts; the ratio of the medians is the figure, the per-round range shows the drift).
	python3 scripts/flex/engine_vs_taffy.py --rounds 7 \
	  .build/flex-bench/wide_1000.xml .build/flex-bench/depth4_10k.xml .build/flex-bench/depth5_100k.xml \
	  .build/flex-bench/chain_1000.xml .build/flex-bench/chain_190.xml
	# The same trees through description files: in-process phases (parse, build, layout)
	# beside the engine API, then whole `lucid render --format frames` processes.
	.build/release/flex-conformance --bench --via-description --runs 61 \
	  .build/flex-bench/wide_1000.xml .build/flex-bench/depth4_10k.xml .build/flex-bench/chain_190.xml \
	  .build/flex-bench/chain_50.xml .build/flex-bench/chain_150.xml
	.build/release/flex-conformance --write-descriptions .build/flex-bench-yaml \
	  .build/flex-bench/wide_1000.xml .build/flex-bench/depth4_10k.xml .build/flex-bench/chain_190.xml
	python3 scripts/flex/product_bench.py --runs 11 .build/flex-bench-yaml/*.yaml Samples/dashboard.yaml
	# Grid and block layout against Taffy, per node, on the same trees (scripts/css/gen_bench_trees.py):
	# a wide 1k tree, 10k and 100k hierarchies, chains of 50 and 190 levels; --growth prints how
	# ns/node grows from each tree to the next (1.00 = cost linear in nodes or depth).
	python3 scripts/css/gen_bench_trees.py .build/css-bench
	python3 scripts/flex/engine_vs_taffy.py --rounds 7 --growth \
	  .build/css-bench/grid_wide_1000.xml .build/css-bench/grid_depth4_10k.xml .build/css-bench/grid_depth5_100k.xml
	python3 scripts/flex/engine_vs_taffy.py --rounds 7 --growth \
	  .build/css-bench/grid_chain_50.xml .build/css-bench/grid_chain_190.xml
	python3 scripts/flex/engine_vs_taffy.py --rounds 7 --growth \
	  .build/css-bench/block_wide_1000.xml .build/css-bench/block_depth4_10k.xml .build/css-bench/block_depth5_100k.xml
	python3 scripts/flex/engine_vs_taffy.py --rounds 7 --growth \
	  .build/css-bench/block_chain_50.xml .build/css-bench/block_chain_190.xml
	# Do both engines lay the smaller trees out alike? Taffy's layouts written as expectations,
	# Lucid checked against them node by node (reported, not fatal: Taffy is no oracle).
	python3 scripts/flex/taffy_bench.py --write-expected .build/css-bench-agree \
	  .build/css-bench/grid_wide_1000.xml .build/css-bench/grid_depth4_10k.xml .build/css-bench/grid_chain_190.xml \
	  .build/css-bench/block_wide_1000.xml .build/css-bench/block_depth4_10k.xml .build/css-bench/block_chain_190.xml
	-.build/release/flex-conformance --max-failures 20 .build/css-bench-agree

# libFuzzer over parse → build → layout → ASCII with AddressSanitizer, for FUZZ_SECONDS
# (scripts/fuzz.sh); CI runs it for a minute, make test replays the inputs that once failed.
FUZZ_SECONDS ?= 300
fuzz: setup
	bash scripts/fuzz.sh $(FUZZ_SECONDS)
