"""Dig Your Way Out's bots: each chooses from what its seat may see (`PlayerView`) with its own
seeded RNG, never from the state.

    bot = make_bot("normal", seat=1, seed=42, persona="vicky")
    action = bot.choose(view_for(state, 1))

Levels (weakest first): random (the shared `RandomBot`), easy (greedy with slips), normal
(plans a route to the cells with tools, extorts the weak), hard (counts the tools in the
rival's hand; searches its answers to extortion on determinized hands within a think budget). BOTS.md says how each decides and how strong each measured.
"""

from __future__ import annotations

from gameshelf.engine.core.bots import Bot, RandomBot
from gameshelf.engine.core.cast import PERSONA_BY_KEY
from gameshelf.engine.dig_your_way_out.bots.hard import HardBot
from gameshelf.engine.dig_your_way_out.bots.normal import EasyBot, NormalBot

BOT_KINDS: dict[str, type] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot,
                              "hard": HardBot}
LEVELS = ("random", "easy", "normal", "hard")


def make_bot(kind: str, seat: int, seed: int | str, persona: object | None = None,
             **options: object) -> Bot:
    """A bot of a known level for a seat; persona: a Persona or its key; options go to the bot
    (hard's rollouts)."""
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


__all__ = ["BOT_KINDS", "LEVELS", "EasyBot", "HardBot", "NormalBot", "RandomBot", "make_bot"]
