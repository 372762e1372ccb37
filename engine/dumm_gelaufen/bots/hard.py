"""The hard bot: normal's planning with more guesses, and at its turn its best few moves tried
in determinised playouts (worlds dealt at random to fit what it sees): its move, the others'
turns played by a quick planner, then its own best next exchange. It keeps the move whose
worlds end nearest its Murphy card (a round lost to another player counts as far), thinking
until its budget runs out."""

from __future__ import annotations

import random
import time

from engine.dumm_gelaufen.actions import Action
from engine.dumm_gelaufen.bots.determinise import determinise
from engine.dumm_gelaufen.bots.planning import Planner
from engine.dumm_gelaufen.events import MurphyFulfilled
from engine.dumm_gelaufen.rules import apply
from engine.dumm_gelaufen.state import DecisionKind, current_decision
from engine.dumm_gelaufen.view import PlayerView, view_for

CANDIDATES = 3           # the planner's best turn moves worth searching
CLOSE = 0.6              # ... and only those this near the best (in card moves)
WON_ROUND, LOST_ROUND = -6.0, 8.0   # in card moves: a fulfilled card, a round another took


class HardBot:
    """Searches its best turn moves by determinised playouts within `budget_ms`."""

    kind = "hard"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 budget_ms: float = 120.0, **options: object) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona
        self.budget = budget_ms / 1000
        self.planner = Planner(self.rng, samples=10)
        self.quick = Planner(self.rng, samples=1)

    def choose(self, view: PlayerView) -> Action:
        d = view.decision
        if d is None or d.kind is not DecisionKind.TURN or len(view.legal) == 1:
            return self.planner.choose(view)
        start = time.perf_counter()
        scores = {a: self.planner.turn_score(view, a) for a in view.legal}
        scored = sorted(view.legal, key=scores.__getitem__)
        best_score = scores[scored[0]]
        # The search settles near-ties only: a clearly better move by the planner's lights is
        # not worth the playouts' noise.
        candidates = [a for a in scored[:CANDIDATES] if scores[a] <= best_score + CLOSE]
        if best_score == 0 or len(candidates) == 1:
            return scored[0]
        totals = [0.0] * len(candidates)
        worlds = 0
        while worlds < 2 or time.perf_counter() - start < self.budget:
            world = determinise(view, self.rng)
            for i, action in enumerate(candidates):
                totals[i] += self._playout(world.clone(), action)
            worlds += 1
            if worlds >= 12 or time.perf_counter() - start > 2 * self.budget:
                break
        best = min(range(len(candidates)), key=lambda i: (totals[i], i))
        return candidates[best]

    def _playout(self, s, first: Action) -> float:
        """Play `first`, finish this turn and the others' turns with the quick planner, then
        score this seat's best next exchange."""
        me = self.seat
        s, ev = apply(s, first, in_place=True)
        for _ in range(60):
            for e in ev:
                if isinstance(e, MurphyFulfilled):
                    return WON_ROUND if e.seat == me else LOST_ROUND
            d = current_decision(s)
            if d is None:
                return 0.0
            view = view_for(s, d.seat)
            if d.seat == me and d.kind is DecisionKind.TURN:
                return min(self.quick.turn_score(view, a) for a in view.legal)
            s, ev = apply(s, self.quick.choose(view), in_place=True)
        return LOST_ROUND
