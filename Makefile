# Every target sets up .venv by itself (Python 3.11+), so a fresh clone needs only `make play`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test bench lint fit-eval clean

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install -q --upgrade pip >/dev/null 2>&1 || true
	$(BIN)/python -m pip install -q -e '.[test]'
	@touch $(STAMP)

play: $(STAMP)
	$(BIN)/lunchmoney

test: $(STAMP)
	$(BIN)/python -m pytest -n 2 -p no:cacheprovider

bench: $(STAMP)
	$(BIN)/python -m tests.bench

lint: $(STAMP)
	$(BIN)/ruff check .

# Refit the hard bot's judge of positions (engine/bots/evaluation_weights.py); needs numpy.
fit-eval: $(STAMP)
	$(BIN)/python -m pip install -q -e '.[fit]'
	$(BIN)/python -m tools.fit_evaluation

clean:
	rm -rf $(VENV) build *.egg-info
