"""The easy bot: drops what its Murphy card does not want and takes what it sees, with one
guess at the face-down pile, and plays a random move about a third of the time."""

from __future__ import annotations

import random

from gameshelf.engine.dumm_gelaufen.actions import Action
from gameshelf.engine.dumm_gelaufen.bots.planning import Planner
from gameshelf.engine.dumm_gelaufen.view import PlayerView

CARELESS = 0.35          # how often it plays a random legal move


class EasyBot:
    """Greedy, short-sighted and careless."""

    kind = "easy"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 **options: object) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona
        self.planner = Planner(self.rng, samples=1)

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal
        if self.rng.random() < CARELESS:
            return legal[self.rng.randrange(len(legal))]
        return self.planner.choose(view)
