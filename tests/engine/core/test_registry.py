"""The engine's registry (engine/shelf.py, find_game): a game's key finds it without loading
the games before it on the shelf — Dig Your Way Out's first frame once paid for all three."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gameshelf.engine import find_game, game_keys
from gameshelf.engine.shelf import SHELF

LOADED = ("import json, sys; from gameshelf.engine import find_game; find_game(sys.argv[1]); "
          "print(json.dumps(sorted(m for m in sys.modules if m.count('.') == 2 "
          "and m.startswith('gameshelf.engine.') and m not in ('gameshelf.engine.core', 'gameshelf.engine.shelf'))))")


def test_the_registry_lists_the_shelf_table_in_its_order():
    assert game_keys()[:len(SHELF)] == tuple(game.key for game in SHELF)


@pytest.mark.parametrize("key", [game.key for game in SHELF])
def test_a_key_loads_only_its_own_game(key):
    done = subprocess.run([sys.executable, "-c", LOADED, key], capture_output=True, text=True,
                          check=True, timeout=120)
    package = next(game.package for game in SHELF if game.key == key)
    assert json.loads(done.stdout) == [f"gameshelf.engine.{package}"]


def test_an_alias_or_a_title_still_finds_its_game():
    assert find_game("lm").key == "lunch-money"
    assert find_game("Dig Your Way Out").key == "dig-your-way-out"
    with pytest.raises(KeyError, match="There is no game"):
        find_game("chess")
