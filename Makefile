# Every target sets up .venv by itself (Python 3.11+), so a fresh clone needs only `make play`.
# `make play ARGS="continue"` hands ARGS to the shelf: any `gameshelf` command (see README);
# `make lunchmoney ARGS=…` runs `lunchmoney`, Lunch Money straight away.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
ARGS ?=

.PHONY: play lunchmoney test check test-browser bench lint i18n fit-eval clean

# Quiet: one line to say why the first run takes a minute, then pip speaks only of errors.
$(STAMP): pyproject.toml constraints.txt
	@echo "Setting up $(VENV): the game and its test tools (about a minute)..."
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install -q --upgrade pip >/dev/null 2>&1 || true
	@$(BIN)/python -m pip install -qq -c constraints.txt -e '.[test]'
	@touch $(STAMP)

play: $(STAMP)
	@$(BIN)/gameshelf $(ARGS)

lunchmoney: $(STAMP)
	@$(BIN)/lunchmoney $(ARGS)

# Two workers, one per core; a worker that runs out of tests takes some of the other's
# (worksteal), so a long test near the end does not leave a core idle.
test: $(STAMP)
	$(BIN)/python -m pytest -n 2 --dist worksteal -p no:cacheprovider

# The quick tier for the edit loop (under a minute on two cores): everything but the tests marked
# `slow` (whole matches, monkeys, snapshot suites, packaging builds, the browser). `make test`
# still runs them all before a commit is pushed.
check: $(STAMP)
	$(BIN)/python -m pytest -n 2 --dist worksteal -p no:cacheprovider -m "not slow"

# The browser tests (tests/browser): `serve` played in Debian's Chromium, driven by playwright
# from PyPI (its own browser download is never used). Chromium comes from apt when run as root;
# otherwise the tests say how to get it, and skip.
CHROMIUM ?= /usr/bin/chromium
test-browser: $(STAMP)
	@$(BIN)/python -m pip install -qq -c constraints.txt -e '.[browser]'
	@test -x $(CHROMIUM) || { if [ "$$(id -u)" = 0 ]; then \
		{ apt-get update -qq && apt-get install -y -qq chromium >/dev/null; } || \
		echo "Could not install chromium: the browser test will say so and be skipped"; \
	else echo "No Chromium at $(CHROMIUM): sudo apt-get install chromium"; fi; }
	GAMESHELF_CHROMIUM=$(CHROMIUM) $(BIN)/python -m pytest -p no:cacheprovider -rs tests/browser

bench: $(STAMP)
	$(BIN)/python -m tests.bench

lint: $(STAMP)
	$(BIN)/ruff check .
	@mkdir -p $(VENV)/mypy-path && ln -sfn "$(CURDIR)" $(VENV)/mypy-path/gameshelf
	MYPYPATH=$(VENV)/mypy-path $(BIN)/mypy
	$(BIN)/lint-imports

# The translations: extract the words the code marks, merge them into the nl/de catalogs
# (tui/locale/<lang>/LC_MESSAGES/<domain>.po), compile the .mo files that ship.
i18n: $(STAMP)
	$(BIN)/python -m gameshelf.tui.locale extract
	$(BIN)/python -m gameshelf.tui.locale update
	$(BIN)/python -m gameshelf.tui.locale compile

# Refit the hard bot's judge of positions (engine/lunch_money/bots/evaluation_weights.py); needs numpy.
fit-eval: $(STAMP)
	$(BIN)/python -m pip install -qq -e '.[fit]'
	$(BIN)/python -m tools.fit_evaluation

clean:
	rm -rf $(VENV) build *.egg-info
