"""The hard bot: normal's planning with more guesses, and at its turn its best few moves tried
in determinised playouts (worlds dealt at random to fit what it sees): its move, the others'
turns played by a quick planner, then its own best next exchange. It keeps the move whose
worlds end nearest its Murphy card (a round lost to another player counts as far), thinking
until its budget runs out."""

from __future__ import annotations

import random
import time

from engine.dumm_gelaufen.actions import MAC, Action, Give
from engine.dumm_gelaufen.bots.denial import feeding_risk
from engine.dumm_gelaufen.bots.determinise import determinise
from engine.dumm_gelaufen.bots.planning import Planner, far
from engine.dumm_gelaufen.bots.reading import AGAINST, TableReader
from engine.dumm_gelaufen.events import MurphyFulfilled
from engine.dumm_gelaufen.rules import apply
from engine.dumm_gelaufen.state import DecisionKind, GameState, current_decision
from engine.dumm_gelaufen.view import PlayerView, view_for

CANDIDATES = 3           # the planner's best turn moves worth searching
CLOSE = 0.6              # ... and only those this near the best (in card moves)
WON_ROUND, LOST_ROUND = -6.0, 8.0   # in card moves: a fulfilled card, a round another took
WORLDS = 12              # at most, per turn decision (at least two, as many as fit the budget)
FEED_WORLDS = 16         # worlds to judge which gives would feed the next player
RACE = 0.5               # how much the other seats' distance to their Murphy cards counts
DENY = 0.5               # what giving a card the next player's Murphy card allows costs
FEED = 0.0               # what a give that lets the next player fulfil costs, in card moves


class HardBot:
    """Searches its best turn moves by determinised playouts within `budget_ms`."""

    kind = "hard"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 budget_ms: float = 120.0, worlds: int = WORLDS, feed: float = FEED,
                 close: float = CLOSE, against: float = AGAINST, race: float = RACE,
                 search_gives: bool = False, deny: float = DENY, **options: object) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona
        self.budget = budget_ms / 1000
        self.worlds, self.feed, self.close, self.race = worlds, feed, close, race
        self.search_gives, self.deny = search_gives, deny
        self.planner = Planner(self.rng, samples=10)
        self.quick = Planner(self.rng, samples=1)
        self.reader = TableReader(seat, against)

    def choose(self, view: PlayerView) -> Action:
        self.reader.see(view)
        action = self._choose(view)
        self.reader.did(view, action)
        return action

    def _choose(self, view: PlayerView) -> Action:
        d = view.decision
        if d is None or len(view.legal) == 1:
            return self.planner.choose(view)
        if d.kind is DecisionKind.GIVE and self.search_gives:
            scores = {a: self.planner.step_score(view, a) for a in view.legal}
            return self._search(view, scores)
        if (self.feed or self.deny) and any(isinstance(a, Give) for a in view.legal):
            return self._give(view)
        if d.kind is not DecisionKind.TURN:
            return self.planner.choose(view)
        return self._search(view, {a: self.planner.turn_score(view, a) for a in view.legal})

    def _search(self, view: PlayerView, scores: dict) -> Action:
        """The planner's best move, or among near-ties the one whose playouts end best."""
        start = time.perf_counter()
        scored = sorted(view.legal, key=scores.__getitem__)
        best_score = scores[scored[0]]
        # The search settles near-ties only: a clearly better move by the planner's lights is
        # not worth the playouts' noise.
        candidates = [a for a in scored[:CANDIDATES] if scores[a] <= best_score + self.close]
        if best_score == 0 or len(candidates) == 1:
            return scored[0]
        totals = [0.0] * len(candidates)
        worlds = 0
        while worlds < 2 or time.perf_counter() - start < self.budget:
            world = self._world(view)
            for i, action in enumerate(candidates):
                totals[i] += self._playout(world.clone(), action)
            worlds += 1
            if worlds >= self.worlds or time.perf_counter() - start > 2 * self.budget:
                break
        best = min(range(len(candidates)), key=lambda i: (totals[i], i))
        return candidates[best]

    def _world(self, view: PlayerView) -> GameState:
        """A world to play out, at this decision (a turn, or the gives an exchange owes)."""
        world = determinise(view, self.rng, self.reader)
        d = view.decision
        if d is not None and d.kind is DecisionKind.GIVE:
            world.phase, world.owed = d.kind, d.owed
            world.give_to = MAC if any(getattr(a, "to", 0) == MAC for a in view.legal) else 0
        return world

    def _give(self, view: PlayerView) -> Action:
        """A give that leaves the hand nearest its Murphy card, less what feeding the next
        player would cost."""
        scores = {a: self.planner.step_score(view, a) for a in view.legal}
        best = min(scores.values())
        near = [a for a in view.legal if isinstance(a, Give) and scores[a] < best + self.feed]
        if self.feed:
            risk = feeding_risk(view, near, self.rng, self.reader, FEED_WORLDS)
            for a in near:
                scores[a] += self.feed * risk[a]
        if self.deny:
            wanted = self.reader.wanted(view)
            for a in view.legal:
                if isinstance(a, Give):
                    scores[a] += self.deny * wanted.get(a.card, 0.0)
        return min(view.legal, key=scores.__getitem__)

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
                mine = min(self.quick.turn_score(view, a) for a in view.legal)
                if not self.race:
                    return mine
                return mine - self.race * min(far(s.murphy[q], s.hands[q])
                                              for q in range(len(s.names)) if q != me)
            s, ev = apply(s, self.quick.choose(view), in_place=True)
        return LOST_ROUND
