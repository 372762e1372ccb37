"""What every game shares: the game protocol (`game`), outcomes and errors, records
(`records`), seeded chance (`chance`), the save codec (`codec`), bots (`bots`), the cast of
characters (`cast`) and the limits of names and seeds (`limits`). Standard library only."""

from gameshelf.engine.core.bots import Bot, RandomBot
from gameshelf.engine.core.errors import BadSave, IllegalAction
from gameshelf.engine.core.game import Decision, Game, GameOption, Outcome

__all__ = ["BadSave", "Bot", "Decision", "Game", "GameOption", "IllegalAction", "Outcome",
           "RandomBot"]
