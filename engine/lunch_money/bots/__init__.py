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

from typing import TYPE_CHECKING, Any

from gameshelf.engine.core.bots import Bot, RandomBot, lazy_bot_attributes, level_class
from gameshelf.engine.core.cast import PERSONA_BY_KEY, PERSONAS, Persona
from gameshelf.engine.core.chance import randbelow

if TYPE_CHECKING:
    from gameshelf.engine.lunch_money.bots.easy import EasyBot
    from gameshelf.engine.lunch_money.bots.hard import HardBot
    from gameshelf.engine.lunch_money.bots.normal import NormalBot

LEVELS = ("random", "easy", "normal", "hard")   # weakest first

# Where each level's bot lives: imported when a bot of that level is first made (a table of
# normal bots never loads the hard bot's search; the table's first frame comes before any).
_CLASSES = {"easy": ("gameshelf.engine.lunch_money.bots.easy", "EasyBot"),
            "normal": ("gameshelf.engine.lunch_money.bots.normal", "NormalBot"),
            "hard": ("gameshelf.engine.lunch_money.bots.hard", "HardBot")}


def bot_class(kind: str) -> type[Any]:
    """The bot class of a level ("random", "easy", "normal", "hard"); KeyError for others."""
    return level_class(_CLASSES, kind)


# `BOT_KINDS` and the bot classes, imported on first use.
__getattr__ = lazy_bot_attributes(_CLASSES, LEVELS, __name__)


def make_bot(kind: str, seat: int, seed: int | str, persona: object | None = None,
             **options: Any) -> Bot:
    """A bot of a known kind ("random", "easy", "normal", "hard") for a seat. persona: a
    Persona or its key; options go to the bot (e.g. hard's rollouts, time_budget)."""
    try:
        cls = bot_class(kind)
    except KeyError:
        raise ValueError(f"Unknown bot kind {kind!r}; choose from {', '.join(LEVELS)}.") \
            from None
    if isinstance(persona, str):
        try:
            persona = PERSONA_BY_KEY[persona]
        except KeyError:
            raise ValueError(f"Unknown persona {persona!r}; choose from "
                             f"{', '.join(PERSONA_BY_KEY)}.") from None
    bot: Bot = cls(seat, seed, persona, **options)
    return bot


__all__ = ["randbelow", "Bot", "BOT_KINDS", "LEVELS", "make_bot", "RandomBot", "EasyBot", "NormalBot",
           "HardBot", "PERSONAS", "PERSONA_BY_KEY", "Persona"]
