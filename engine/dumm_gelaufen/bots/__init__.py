"""Dumm gelaufen!'s bots: each chooses from what its seat may see (`PlayerView`) with its own
seeded RNG, never from the state.

Levels (weakest first): random (the shared `RandomBot`), easy (drops what its Murphy card does
not want, takes blind), normal (plans towards its Murphy card: weighs every exchange with the
open piles, Mac and a few guesses at the face-down pile), hard (normal's candidates tried in
determinized playouts within a think budget). BOTS.md has the measured ladder.
"""

from __future__ import annotations

from collections.abc import Callable

from gameshelf.engine.core.bots import Bot, RandomBot
from gameshelf.engine.core.cast import PERSONA_BY_KEY, Persona
from gameshelf.engine.dumm_gelaufen.bots.easy import EasyBot
from gameshelf.engine.dumm_gelaufen.bots.hard import HardBot
from gameshelf.engine.dumm_gelaufen.bots.normal import NormalBot

# Each level's class: made as cls(seat, seed, persona, **options).
BOT_KINDS: dict[str, Callable[..., Bot]] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot,
                              "hard": HardBot}
LEVELS = ("random", "easy", "normal", "hard")


def make_bot(level: str, seat: int, seed: int | str, persona: object | None = None,
             **options: object) -> Bot:
    """A bot of one of LEVELS for a seat, seeded; persona: a Persona or its key; options go to
    the bot (hard: `worlds`)."""
    try:
        cls = BOT_KINDS[level]
    except KeyError:
        raise ValueError(f"Unknown bot level {level!r}; choose from {', '.join(LEVELS)}.") \
            from None
    if isinstance(persona, str):
        try:
            persona = PERSONA_BY_KEY[persona]
        except KeyError:
            raise ValueError(f"Unknown persona {persona!r}.") from None
    if persona is not None and not isinstance(persona, Persona):
        raise ValueError(f"Not a persona: {persona!r}.")
    return cls(seat, seed, persona, **options)
