# Lucid: `make run` renders every sample (as the goldens in Output/, with
# lucid-environment.json) and previews the dream list;
# `make test` runs the whole test suite. Both install what is missing first.

DOC_SAMPLES := $(wildcard Samples/docs/*.yaml)
LUCID := .build/release/lucid

.PHONY: run test setup build bench

setup:
	@bash scripts/setup.sh

build: setup
	swift build -c release --product lucid --static-swift-stdlib

run: build
	$(LUCID) record Samples --golden Output --formats png,svg,pdf,ascii,frames
	$(LUCID) render $(DOC_SAMPLES) -o docs/figures/ --format png
	$(LUCID) render Samples/dream-list.yaml --theme dark -o docs/figures/dream-list-dark.png
	$(LUCID) render Samples/dream-list.yaml --debug -o docs/figures/dream-list-debug.png
	-@$(LUCID) check Tests/Fixtures/golden-demo/figures --golden Tests/Fixtures/golden-demo/goldens --record never --artifacts .build/golden-demo > /dev/null
	cp .build/golden-demo/ticket.side-by-side.png docs/figures/golden-demo-side-by-side.png
	@echo
	@cat Output/dream-list.txt

test: setup
	bash scripts/test.sh

bench:
	@bash scripts/setup.sh bench
	swift build -c release --product lucid --static-swift-stdlib
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
