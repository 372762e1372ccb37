"""Bots: each chooses an action from what its seat may see (`PlayerView`) with its own seeded
RNG. A bot never reads the GameState, so it cannot cheat.

    bot = make_bot("normal", seat=1, seed=42, persona="vicky")
    action = bot.choose(view_for(state, 1))

Levels (weakest first): random, easy (greedy), normal (heuristic), hard (determinized search);
BOTS.md says how each decides and how strong each measured. Difficulty and persona are
independent: any level plays any persona.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from engine.lunch_money.actions import Action
from engine.lunch_money.view import PlayerView


class Bot(Protocol):
    """Anything that picks one of `view.legal` for its seat. Called only when its seat decides;
    normal and hard bots also offer `observe(view)` (remember without deciding) and
    `snapshot()`/`restore(data)` (RNG and memory as plain JSON data, for saves). A bot that
    reads nothing but its legal actions may offer `choose_legal(legal)`, which must pick what
    `choose` would; the headless sim then skips building its view."""

    kind: str
    seat: int

    def choose(self, view: PlayerView) -> Action: ...


class RandomBot:
    """The baseline: uniform over the legal actions."""

    kind = "random"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 human: int | None = None) -> None:
        # human: the human's seat; this level picks targets on counters alone and ignores it.
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona

    def choose(self, view: PlayerView) -> Action:
        return self.choose_legal(view.legal)

    def choose_legal(self, legal: Sequence[Action]) -> Action:
        """The same choice from the legal actions alone: this level reads nothing else, so a
        headless sim need not build it a view."""
        return legal[randbelow(self.rng.getrandbits, len(legal))]


def randbelow(getrandbits, n: int) -> int:
    """A uniform choice in range(n): the same numbers as `random.Random.randrange(n)` (a test
    holds this), written out so that they stay the same on every Python version."""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


from engine.core.cast import PERSONA_BY_KEY, PERSONAS, Persona  # noqa: E402
from engine.lunch_money.bots.easy import EasyBot  # noqa: E402
from engine.lunch_money.bots.hard import HardBot  # noqa: E402
from engine.lunch_money.bots.normal import NormalBot  # noqa: E402

BOT_KINDS: dict[str, type] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot,
                         "hard": HardBot}
LEVELS = ("random", "easy", "normal", "hard")   # weakest first


def make_bot(kind: str, seat: int, seed: int | str, persona: object | None = None,
             **options) -> Bot:
    """A bot of a known kind ("random", "easy", "normal", "hard") for a seat. persona: a
    Persona or its key; options go to the bot (e.g. hard's rollouts, time_budget)."""
    try:
        cls = BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"Unknown bot kind {kind!r}; choose from {', '.join(BOT_KINDS)}.") \
            from None
    if isinstance(persona, str):
        try:
            persona = PERSONA_BY_KEY[persona]
        except KeyError:
            raise ValueError(f"Unknown persona {persona!r}; choose from "
                             f"{', '.join(PERSONA_BY_KEY)}.") from None
    return cls(seat, seed, persona, **options)


__all__ = ["randbelow", "Bot", "BOT_KINDS", "LEVELS", "make_bot", "RandomBot", "EasyBot", "NormalBot",
           "HardBot", "PERSONAS", "PERSONA_BY_KEY", "Persona"]
