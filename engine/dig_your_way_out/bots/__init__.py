"""Dig Your Way Out's bots: each chooses from what its seat may see (`PlayerView`) with its own
seeded RNG, never from the state.

    bot = make_bot("normal", seat=1, seed=42, persona="vicky")
    action = bot.choose(view_for(state, 1))

Levels (weakest first): random (the shared `RandomBot`), easy (greedy with slips), normal
(plans a route to the cells with tools, extorts the weak), hard (counts the tools in the
rival's hand; searches its turn and its answers to extortion on sampled positions, a counted budget). BOTS.md says how each decides and how strong each measured.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gameshelf.engine.core.bots import Bot, RandomBot, lazy_bot_attributes, level_class
from gameshelf.engine.core.cast import PERSONA_BY_KEY

if TYPE_CHECKING:
    from gameshelf.engine.dig_your_way_out.bots.hard import HardBot
    from gameshelf.engine.dig_your_way_out.bots.normal import EasyBot, NormalBot

LEVELS = ("random", "easy", "normal", "hard")

# Where each level's bot lives, made as cls(seat, seed, persona, **options): imported when a bot
# of that level is first made (a table of normal bots never loads the hard bot's search), as
# Lunch Money's bots are.
_CLASSES = {"easy": ("gameshelf.engine.dig_your_way_out.bots.normal", "EasyBot"),
            "normal": ("gameshelf.engine.dig_your_way_out.bots.normal", "NormalBot"),
            "hard": ("gameshelf.engine.dig_your_way_out.bots.hard", "HardBot")}


def bot_class(kind: str) -> type[Any]:
    """The bot class of a level ("random", "easy", "normal", "hard"); KeyError for others."""
    return level_class(_CLASSES, kind)


# `BOT_KINDS` and the bot classes, imported on first use.
__getattr__ = lazy_bot_attributes(_CLASSES, LEVELS, __name__)


def make_bot(kind: str, seat: int, seed: int | str, persona: object | None = None,
             **options: object) -> Bot:
    """A bot of a known level for a seat; persona: a Persona or its key; options go to the bot
    (hard's rollouts)."""
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


__all__ = ["BOT_KINDS", "LEVELS", "EasyBot", "HardBot", "NormalBot", "RandomBot", "make_bot"]
