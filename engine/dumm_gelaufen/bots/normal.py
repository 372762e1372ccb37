"""The normal bot: plans towards its Murphy card. Every exchange is scored by how far it leaves
the hand from the task, reading the open piles and Mac, with several guesses at what the
face-down pile gives; green cards are weighed the same way."""

from __future__ import annotations

import random

from gameshelf.engine.dumm_gelaufen.actions import Action
from gameshelf.engine.dumm_gelaufen.bots.planning import Planner
from gameshelf.engine.dumm_gelaufen.view import PlayerView

SAMPLES = 6


class NormalBot:
    """Plans one exchange ahead towards its Murphy card."""

    kind = "normal"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 **options: object) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona
        self.planner = Planner(self.rng, samples=SAMPLES)

    def choose(self, view: PlayerView) -> Action:
        return self.planner.choose(view)
