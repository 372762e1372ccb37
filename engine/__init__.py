"""The games this program plays, found by name; standard library only, no I/O.

    from gameshelf.engine import find_game
    game = find_game("lunch-money")          # or an alias: "lm", "Lunch Money"
    state = game.new_game(["Ann", "Bruno"], seed=7)

Each game lives in its own package (`engine.lunch_money`, …) behind the protocol in
`engine.core.game`; the rest of the program uses a game only through that protocol.
"""

from __future__ import annotations

import importlib

from gameshelf.engine.core import BadSave, Game, GameOption, IllegalAction, Outcome
from gameshelf.engine.shelf import SHELF

# The games that ship, by key: the module that holds each one's GAME (engine/shelf.py). A game's
# package is imported only when it is first asked for, so the program starts without them all.
_SHIPPED = {game.key: f"gameshelf.engine.{game.package}" for game in SHELF}
_LOADED: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game to the shelf (the shipped ones register themselves when first asked for)."""
    _LOADED[game.key] = game
    return game


def game_keys() -> tuple[str, ...]:
    """Every registered game's key, in shelf order."""
    return (*_SHIPPED, *(k for k in _LOADED if k not in _SHIPPED))


def games() -> tuple[Game, ...]:
    """Every registered game, in shelf order."""
    return tuple(find_game(k) for k in game_keys())


def find_game(name: str) -> Game:
    """A game by its key, title or an alias, in any case, with '-', '_' or ' ' alike;
    KeyError with a readable sentence if there is none."""
    want = _plain(name)
    for key in game_keys():              # a key names its game without loading the others
        if want == _plain(key):
            return _load(key)
    for key in game_keys():
        game = _load(key)
        if want in {_plain(key), _plain(game.title), *map(_plain, game.aliases)}:
            return game
    raise KeyError(f"There is no game {name!r}; the games are {', '.join(game_keys())}.")


def _load(key: str) -> Game:
    game = _LOADED.get(key)
    if game is None:
        game = register(importlib.import_module(_SHIPPED[key]).GAME)
    return game


def _plain(name: str) -> str:
    return "".join(c for c in name.casefold() if c.isalnum())


__all__ = ["BadSave", "Game", "GameOption", "IllegalAction", "Outcome", "find_game", "game_keys",
           "games", "register"]
