"""The hard bot: normal's planning, then its best few turn moves tried in determinised
playouts (the hidden cards dealt at random to fit what it sees) within a think budget."""

from __future__ import annotations

import random

from engine.dumm_gelaufen.actions import Action
from engine.dumm_gelaufen.bots.planning import Planner
from engine.dumm_gelaufen.view import PlayerView


class HardBot:
    """Searches its best turn moves by playouts."""

    kind = "hard"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 budget_ms: float = 150.0, **options: object) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona
        self.budget_ms = budget_ms
        self.planner = Planner(self.rng, samples=12)

    def choose(self, view: PlayerView) -> Action:
        return self.planner.choose(view)
