"""What every game shares: the game protocol, outcomes, errors, records, seeded chance, bots
and the cast of characters. Standard library only."""

from engine.core.errors import BadSave, IllegalAction
from engine.core.game import Bot, Decision, Game, GameOption, Outcome

__all__ = ["BadSave", "Bot", "Decision", "Game", "GameOption", "IllegalAction", "Outcome"]
