# RootCause: `make run` starts the app and the MCP server; `make test` runs the whole suite.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
TSTAMP := $(VENV)/.installed-test
DATA   := $(or $(ROOTCAUSE_DATA_DIR),data)

.PHONY: run test test-fast check lint typecheck bench setup setup-test clean mcp demo

# (Re)build the virtualenv whenever pyproject.toml changes.
$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	@mkdir -p $(DATA) && chmod 700 $(DATA)
	@touch $@

$(TSTAMP): $(STAMP) pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $@

setup: $(STAMP)
setup-test: $(TSTAMP)

run: $(STAMP)
	@mkdir -p $(DATA) && chmod 700 $(DATA)
	$(BIN)/rootcause db upgrade
	$(BIN)/rootcause run

# Tests run in parallel, one worker per core (pytest-xdist); idle workers take queued tests from busy ones. The 25
# slowest are listed at the end, so a CI run that got slower says where (no test asserts a time: bench/ does that).
PYTEST := $(BIN)/python -m pytest -n auto --dist worksteal --durations=25

# The whole suite on SQLite in one parallel run; when ROOTCAUSE_TEST_PG_URL names a PostgreSQL test database
# (CI sets one up), the same run also takes the services and MCP suites on PostgreSQL (--backend both).
test: $(TSTAMP) check
	@if [ -n "$$ROOTCAUSE_TEST_PG_URL" ]; then \
	  echo "== the whole suite on SQLite, the services and MCP suites on PostgreSQL too =="; \
	  $(PYTEST) --backend both; \
	else \
	  echo "PostgreSQL pass skipped: set ROOTCAUSE_TEST_PG_URL to run it (see README, 'For a hospital group')."; \
	  $(PYTEST); \
	fi

# The static checks every change passes first: ruff, and mypy (strict on rootcause/domain and rootcause/services).
check: lint typecheck

typecheck: $(TSTAMP)
	$(BIN)/mypy rootcause pages app.py

# Everything but the browser tests, the real Mermaid parser and the big property runs (marked slow).
test-fast: $(TSTAMP) check
	$(PYTEST) -m "not slow"

lint: $(TSTAMP)
	$(BIN)/ruff check .

bench: $(TSTAMP)
	$(BIN)/python bench/bench_store.py
	$(BIN)/python bench/bench_scale.py --quick

mcp: $(STAMP)
	$(BIN)/rootcause mcp

demo: $(STAMP)
	$(BIN)/rootcause demo

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache
