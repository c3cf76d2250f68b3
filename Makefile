# Lucid: `make run` renders every sample and previews the dream list;
# `make test` runs the whole test suite. Both install what is missing first.

SAMPLES := $(wildcard Samples/*.yaml Samples/*.json)
LUCID := .build/release/lucid

.PHONY: run test setup build bench

setup:
	@bash scripts/setup.sh

build: setup
	swift build -c release --product lucid --static-swift-stdlib

run: build
	$(LUCID) render $(SAMPLES) -o Output/ --format png
	$(LUCID) render $(SAMPLES) -o Output/ --format svg
	$(LUCID) render $(SAMPLES) -o Output/ --format pdf
	$(LUCID) render $(SAMPLES) -o Output/ --format ascii
	$(LUCID) render $(SAMPLES) -o Output/ --format frames
	$(LUCID) render $(wildcard Samples/docs/*.yaml) -o docs/figures/ --format png
	@echo
	@cat Output/dream-list.txt

test: setup
	bash scripts/test.sh

bench: setup
	swift run -c release lucid-bench
