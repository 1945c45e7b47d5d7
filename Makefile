# Aspirant: the two commands are `make run` and `make test`; the rest are their parts.
# Needs Go, Node.js (with npm) and make. Everything else is installed on demand.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

BIN        := bin/aspirant
WEB_STAMP  := web/node_modules/.installed
# web/node_modules holds a Go package of its own (flatted): keep it out of ./...
GO_PKGS     = $(shell go list ./... | grep -v /node_modules/)
GO_SOURCES := $(shell find cmd internal web/embed.go -name '*.go' -o -name '*.sql' -o -name '*.yaml' -o -name '*.jpg' -o -name '*.webp' 2>/dev/null)
# The tests' temporary files (databases, stored files, servers' data) on a memory file system
# where the machine has one (scripts/memory-tmp.sh).
IN_MEMORY_TMP := scripts/memory-tmp.sh
WEB_SOURCES := $(shell find web/src web/public web/index.html web/vite.config.ts web/vite.server.config.ts web/tsconfig*.json -type f 2>/dev/null)

.PHONY: help run build deps test test-go test-race test-web test-e2e bench fuzz lint dev clean chromium poppler chaos lighthouse image cluster-test

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-10s %s\n", $$1, $$2}'

run: build ## install what is needed, build, and serve the demo on SQLite at http://localhost:8080
	./$(BIN) serve --demo

build: $(BIN) ## build bin/aspirant with the web app embedded

deps: $(WEB_STAMP) ## install Go modules and npm packages
	go mod download

$(WEB_STAMP): web/package-lock.json web/package.json
	cd web && npm ci --no-audit --no-fund
	touch $@

web/dist/app/index.html: $(WEB_STAMP) $(WEB_SOURCES)
	cd web && npm run build

$(BIN): web/dist/app/index.html $(GO_SOURCES) go.mod go.sum
	go build -trimpath -o $(BIN) ./cmd/aspirant

test: $(WEB_STAMP) chromium ## every test: Go on SQLite (and PostgreSQL when ASPIRANT_TEST_POSTGRES_URL is set), web checks, browser tests
	@# The Go tests and the browser tests both wait much of the time (on their databases, on the
	@# server and the browser), so they go side by side: the web checks, the build and then the
	@# browser tests in one line beside the Go tests (docs/performance.md, "The test run's time").
	@# Installs come first (chromium above, poppler with it) so that the two lines never both
	@# call apt-get.
	@{ $(MAKE) --no-print-directory test-web && $(MAKE) --no-print-directory build && $(MAKE) --no-print-directory test-e2e; } > .test-web.log 2>&1 & web=$$!; go=0; w=0; \
		$(MAKE) --no-print-directory test-go || go=$$?; \
		wait $$web || w=$$?; echo "== web typecheck, lint, unit tests, the build, then the browser tests (run beside the Go tests)"; cat .test-web.log; rm -f .test-web.log; \
		[ $$go -eq 0 ] && [ $$w -eq 0 ] || { echo "failed: Go tests $$go, web checks, build or browser tests $$w"; exit 1; }
	@echo "== all tests passed"

test-go: poppler ## go vet, gofmt, and the Go tests on each database (both at once when there are two)
	@echo "== go vet and gofmt"
	go vet $(GO_PKGS)
	@test -z "$$(gofmt -l cmd internal web/embed.go)" || { echo "gofmt would change:"; gofmt -l cmd internal web/embed.go; exit 1; }
	@# One `go test` for both databases: scripts/both-databases.sh runs each package's test binary
	@# on SQLite and on PostgreSQL side by side, so each binary is built and linked once (two runs
	@# linked every binary twice, and a step compiling them first a third time). Each database's
	@# run spends much of its time waiting on it, so together they take little longer than the
	@# slower one. vet ran in full above: -vet=off skips go test's own subset of it.
	@if [ -n "$${ASPIRANT_TEST_POSTGRES_URL:-}" ]; then \
		echo "== Go tests on SQLite and on PostgreSQL, side by side"; \
		$(IN_MEMORY_TMP) go test -vet=off -count=1 -exec $(CURDIR)/scripts/both-databases.sh $(GO_PKGS); \
	else \
		echo "== Go tests on SQLite"; \
		ASPIRANT_TEST_DB=sqlite $(IN_MEMORY_TMP) go test -vet=off -count=1 $(GO_PKGS); \
		echo "== Go tests on PostgreSQL: skipped, ASPIRANT_TEST_POSTGRES_URL is not set (.ci/run sets it)"; \
	fi

test-race: poppler ## the Go tests again with the race detector (PostgreSQL when ASPIRANT_TEST_POSTGRES_URL is set); .ci/run runs it after make test
	@# With PostgreSQL when there is one: its four commit lanes give races more chances, and its
	@# SQL is parsed by the server, whereas the race detector's checks make the pure-Go SQLite's
	@# parser eight times slower (a fresh demo server: 3.7 s instead of 0.45 s).
	@if [ -n "$${ASPIRANT_TEST_POSTGRES_URL:-}" ]; then \
		echo "== Go tests on PostgreSQL, with the race detector"; \
		ASPIRANT_TEST_DB=postgres $(IN_MEMORY_TMP) go test -race -count=1 $(GO_PKGS); \
	else \
		echo "== Go tests on SQLite, with the race detector"; \
		ASPIRANT_TEST_DB=sqlite $(IN_MEMORY_TMP) go test -race -count=1 $(GO_PKGS); \
	fi

test-web: $(WEB_STAMP) ## web API types up to date, typecheck, lint and unit tests
	@echo "== web API types and validators against docs/openapi.yaml, typecheck, lint, unit tests"
	cd web && npm run check:api && npm run typecheck && npm run lint && npm run format:check && npm test

test-e2e: $(BIN) chromium ## browser tests against the built binary in headless Chromium
	@echo "== browser tests (headless Chromium)"
	cd web && ASPIRANT_BIN=$(CURDIR)/$(BIN) $(CURDIR)/$(IN_MEMORY_TMP) npm run e2e

poppler: ## install Debian's poppler-utils when missing: the Go tests read back the PDFs the server draws with pdftotext
	@command -v pdftotext >/dev/null || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "== installing Debian's poppler-utils"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null; \
		else \
			echo "The Go tests need Debian's poppler-utils (pdftotext): install it."; exit 1; \
		fi; \
	}

chromium: ## install Debian's Chromium, and poppler-utils (pdftotext, pdfimages, pdftoppm), for the browser tests when missing
	@# poppler-utils reads back the question paper's PDF that Chromium saves (e2e/staff-text.e2e.ts).
	@missing=""; command -v chromium >/dev/null || missing=" chromium"; \
	command -v pdftotext >/dev/null && command -v pdfimages >/dev/null && command -v pdftoppm >/dev/null || missing="$$missing poppler-utils"; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "== installing Debian's$$missing"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
		else \
			echo "The browser tests need Debian's$$missing (Chromium at /usr/bin/chromium; pdftotext and pdftoppm): install it."; exit 1; \
		fi; \
	fi

bench: $(BIN) ## Go benchmarks and load tests against the real server (figures go in docs/performance.md)
	go test -run '^$$' -bench . -benchmem $(GO_PKGS)
	./scripts/loadtest.sh $(BIN)
	@echo "== exam day: 20,000 learners on one 100-question live test on SQLite"
	go run ./cmd/loadtest -bin $(BIN) -learners 20000
	@echo "== rankings and analysis of a test with 100,000 attempts on SQLite (8, then 64 clients)"
	go run ./cmd/loadtest -bin $(BIN) -mode rankings -attempts 100000 -clients 8
	go run ./cmd/loadtest -bin $(BIN) -mode rankings -attempts 100000 -clients 64
	@echo "== a key correction of a test with 100,000 attempts on SQLite"
	go run ./cmd/loadtest -bin $(BIN) -mode rescore -attempts 100000
	@echo "== 2,000 connections dripping request bodies while learners log in and submit, on SQLite"
	go run ./cmd/loadtest -bin $(BIN) -mode slowclients -learners 200
	@if [ -n "$${ASPIRANT_TEST_POSTGRES_URL:-}" ]; then \
		echo "== exam day: 20,000 learners on one 100-question live test on PostgreSQL"; \
		ASPIRANT_DATABASE_URL="$$ASPIRANT_TEST_POSTGRES_URL" go run ./cmd/loadtest -bin $(BIN) -learners 20000; \
		echo "== rankings and analysis of a test with 100,000 attempts on PostgreSQL"; \
		ASPIRANT_DATABASE_URL="$$ASPIRANT_TEST_POSTGRES_URL" go run ./cmd/loadtest -bin $(BIN) -mode rankings -attempts 100000 -clients 8; \
		ASPIRANT_DATABASE_URL="$$ASPIRANT_TEST_POSTGRES_URL" go run ./cmd/loadtest -bin $(BIN) -mode rankings -attempts 100000 -clients 64; \
		echo "== a key correction of a test with 100,000 attempts on PostgreSQL"; \
		ASPIRANT_DATABASE_URL="$$ASPIRANT_TEST_POSTGRES_URL" go run ./cmd/loadtest -bin $(BIN) -mode rescore -attempts 100000; \
	fi
	$(MAKE) lighthouse

# The container image (Dockerfile): the static binary on an empty base, built by buildah (Debian's
# package) without pulling anything. IMAGE names it.
IMAGE ?= aspirant:latest
# vfs works where overlayfs cannot be mounted (containers, CI); BUILDAH_FLAGS= uses the system's
# own storage settings.
BUILDAH_FLAGS ?= --storage-driver vfs
image: web/dist/app/index.html ## the container image, with buildah (apt-get install buildah)
	@command -v buildah >/dev/null || { echo "make image needs buildah: apt-get install -y buildah"; exit 1; }
	rm -rf bin/image && mkdir -p bin/image/rootfs/data bin/image/rootfs/tmp
	chmod 1777 bin/image/rootfs/tmp
	@# nodynamic: the WebP encoder runs as WebAssembly only, never looking for a system libwebp
	@# (that lookup links the binary to the C library, which an empty image does not have).
	CGO_ENABLED=0 go build -trimpath -tags nodynamic -ldflags='-s -w' -o bin/image/aspirant ./cmd/aspirant
	cp /etc/ssl/certs/ca-certificates.crt bin/image/
	buildah $(BUILDAH_FLAGS) bud --format docker --layers=false -f Dockerfile -t $(IMAGE) bin/image
	@echo "== built $(IMAGE); scripts/image-smoke.sh starts it"

lighthouse: $(BIN) chromium ## the first-visit speed budgets: Lighthouse (mobile) on the home page, a list and a course page
	@echo "== Lighthouse, mobile profile, median of three runs per page"
	cd bench/lighthouse && npm ci --no-audit --no-fund --loglevel=error && ASPIRANT_BIN=$(CURDIR)/$(BIN) node run.mjs

# Every decoder a client reaches, as package:FuzzTarget. `make test` runs their seed corpora;
# `make fuzz` lets each explore for FUZZTIME.
FUZZ_TARGETS := internal/httpx:FuzzDecode internal/httpx:FuzzReadJSON internal/prelims:FuzzParseAnswers \
	internal/admin:FuzzParseQuestionsCSV internal/admin:FuzzSlug internal/platform/htmlsafe:FuzzSafeLink \
	internal/platform/csvcell:FuzzUnescapeReversesEscape internal/platform/stafftext:FuzzHTMLNeverMakesMarkupOfText \
	internal/platform/scan:FuzzAssemble internal/platform/pdfcheck:FuzzCheck
FUZZTIME ?= 2m

fuzz: ## run each fuzz target for FUZZTIME (default 2m); failures leave their input in the package's testdata/fuzz
	@for target in $(FUZZ_TARGETS); do \
		pkg=$${target%%:*}; name=$${target##*:}; \
		echo "== $$name ($$pkg) for $(FUZZTIME)"; \
		go test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) ./$$pkg || exit 1; \
	done

# Root is needed for the tmpfs that is filled; PostgreSQL is a private cluster the run starts.
CHAOS := go run ./cmd/loadtest -bin $(BIN) -mode chaos -learners 600 -start-window 10s -autosave 3s -chaos-sitting 150s -submit-window 20s

chaos: $(BIN) ## the load test while the server is SIGKILLed, PostgreSQL restarted and the disk filled (docs/reliability.md)
	@echo "== chaos on SQLite"
	$(CHAOS) -chaos-db sqlite
	@echo "== chaos on PostgreSQL (a private cluster)"
	$(CHAOS) -chaos-db postgres

cluster-test: $(BIN) ## two servers on PostgreSQL and an S3 store behind HAProxy, restarted in turn while learners sit a test: no failed request, no lost answer
	@if ! command -v haproxy >/dev/null; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			echo "== installing Debian's haproxy"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends haproxy >/dev/null; \
			systemctl stop haproxy 2>/dev/null || pkill -x haproxy || true; \
		else \
			echo "make cluster-test needs HAProxy: install Debian's haproxy package."; exit 1; \
		fi; \
	fi
	go run ./cmd/loadtest -bin $(BIN) -mode chaos -chaos-db cluster -learners 300 -start-window 10s -autosave 3s -chaos-sitting 60s -submit-window 15s

lint: $(WEB_STAMP) ## go vet, gofmt and the web lint
	go vet $(GO_PKGS)
	@test -z "$$(gofmt -l cmd internal web/embed.go)"
	cd web && npm run lint

dev: $(BIN) ## the server on :8080 and Vite's dev server on :5173 with hot reload
	./$(BIN) serve --demo & trap 'kill %1' EXIT; cd web && npm run dev

clean: ## remove build output (not the data folder)
	rm -rf bin web/dist/app web/dist/server
