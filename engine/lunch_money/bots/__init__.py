"""Bots: each chooses an action from what its seat may see (`PlayerView`) with its own seeded
RNG. A bot never reads the GameState, so it cannot cheat.

    bot = make_bot("normal", seat=1, seed=42, persona="vicky")
    action = bot.choose(view_for(state, 1))

Levels (weakest first): random, easy (greedy), normal (heuristic), hard (determinized search);
BOTS.md says how each decides and how strong each measured. Difficulty and persona are
independent: any level plays any persona. The random bot and the Bot protocol are every
game's (`engine.core.bots`).
"""

from __future__ import annotations

from engine.core.bots import Bot, RandomBot
from engine.core.cast import PERSONA_BY_KEY, PERSONAS, Persona
from engine.core.chance import randbelow
from engine.lunch_money.bots.easy import EasyBot
from engine.lunch_money.bots.hard import HardBot
from engine.lunch_money.bots.normal import NormalBot

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
