"""What every game's bots share: the Bot protocol, the random bot, and how bots are seeded.

A bot sees only what its seat may see (the game's view, whose `legal` lists its choices) and
draws from its own `random.Random(seed)`, so a match replays the same from its seed.

Seeds, by convention (text, so that seats and games never share a stream):
- at a table: `table_bot_seed(match_seed, seat)` = "<match seed>:bot:<seat>";
- in the headless sim: `sim_bot_seed(seed, game_number, seat)` = "<seed>:<game>:<seat>".
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from importlib import import_module
from typing import Any, Protocol


class Bot(Protocol):
    """Picks one of `view.legal` for its seat; never reads the state. It may also offer
    `observe(view)` (remember without deciding), `snapshot()` / `restore(data)` (its RNG and
    memory as JSON data, for saves) and `choose_legal(legal)` (the same choice from the legal
    actions alone, so a headless sim need not build it a view)."""

    seat: int

    def choose(self, view: Any) -> Any: ...


class RandomBot:
    """The baseline of every game: uniform over the legal actions."""

    kind = "random"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 human: int | None = None) -> None:
        # persona, human: what other levels read; chance has no character and no favourite.
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona

    @property
    def rng(self) -> random.Random:
        """The bot's own generator (its draws: its `getrandbits`, kept at hand for playouts)."""
        return self._rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self._rng = rng
        self._getrandbits = rng.getrandbits

    def choose(self, view: Any) -> Any:
        return self.choose_legal(view.legal)

    def choose_legal(self, legal: Sequence[Any]) -> Any:
        """The same choice from the legal actions alone (this level reads nothing else):
        `chance.randbelow`'s draw, written out here because playouts call it per action (a
        test holds the two equal)."""
        n = len(legal)
        k = n.bit_length()
        getrandbits = self._getrandbits
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return legal[r]


def table_bot_seed(match_seed: int, seat: int) -> str:
    """The seed of the bot at `seat` in a match dealt from `match_seed`."""
    return f"{match_seed}:bot:{seat}"


def sim_bot_seed(seed: int, game: int, seat: int) -> str:
    """The seed of the bot at `seat` in game number `game` of a sim run seeded `seed`."""
    return f"{seed}:{game}:{seat}"


def level_class(classes: Mapping[str, tuple[str, str]], kind: str) -> type[Any]:
    """The bot class of a level: RandomBot for "random", else the class named in `classes`
    (level -> (module, class name)), imported when a bot of that level is first made, so a
    table of normal bots never loads the hard bot's search. KeyError for an unknown level."""
    if kind == "random":
        return RandomBot
    module, name = classes[kind]
    cls: type[Any] = getattr(import_module(module), name)
    return cls


def lazy_bot_attributes(classes: Mapping[str, tuple[str, str]], levels: Sequence[str],
                        module: str) -> Callable[[str], Any]:
    """A bots package's module `__getattr__`: `BOT_KINDS` (level -> class) and each bot class
    by its name ("HardBot"), imported on first use (see level_class)."""
    def attribute(name: str) -> Any:
        if name == "BOT_KINDS":
            return {kind: level_class(classes, kind) for kind in levels}
        level = next((k for k, (_module, cls) in classes.items() if cls == name), None)
        if level is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        return level_class(classes, level)
    return attribute
