# Lucid: `make run` renders every sample and previews the dream list;
# `make test` runs the whole test suite. Both install what is missing first.

SAMPLES := $(wildcard Samples/*.yaml Samples/*.json)
DOC_SAMPLES := $(wildcard Samples/docs/*.yaml)
FORMATS := png svg pdf ascii frames
LUCID := .build/release/lucid

.PHONY: run test setup build bench

setup:
	@bash scripts/setup.sh

build: setup
	swift build -c release --product lucid --static-swift-stdlib

run: build
	for format in $(FORMATS); do \
	  $(LUCID) render $(SAMPLES) -o Output/ --format $$format && \
	  $(LUCID) render $(DOC_SAMPLES) -o Output/docs/ --format $$format || exit 1; \
	done
	$(LUCID) render $(DOC_SAMPLES) -o docs/figures/ --format png
	$(LUCID) render Samples/dream-list.yaml --theme dark -o docs/figures/dream-list-dark.png
	$(LUCID) render Samples/dream-list.yaml --debug -o docs/figures/dream-list-debug.png
	@echo
	@cat Output/dream-list.txt

test: setup
	bash scripts/test.sh

bench:
	@bash scripts/setup.sh bench
	swift build -c release --product lucid --static-swift-stdlib
	swift run -c release lucid-bench
	python3 scripts/compare-dot.py
