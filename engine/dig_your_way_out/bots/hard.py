"""The hard bot: normal's heuristic, checked by determinized lookahead on its own turn.

At a turn decision with several choices it takes normal's best few candidates; for each of R
determinizations (the hidden cards dealt at random consistent with its view) it plays the
candidate and then normal's policy to the end of its turn, and scores the position (tunnel
points, tools in hand, beatings, where it stands). The best average wins; normal's first choice
wins ties. `rollouts` is the budget (same seed, same choices); `time_budget` (seconds) is a
safety net between rollouts.
"""

from __future__ import annotations

import time

from engine.dig_your_way_out.bots.determinize import determinize
from engine.dig_your_way_out.bots.normal import NormalBot, best, diggables, goal, score, weapons
from engine.dig_your_way_out.data import KIND_OF, points_to_win
from engine.dig_your_way_out.legal import current_decision, legal_actions
from engine.dig_your_way_out.piles import points
from engine.dig_your_way_out.rules import apply
from engine.dig_your_way_out.state import DecisionKind as K
from engine.dig_your_way_out.view import view_for

CANDIDATES = 3
MAX_STEPS = 40


class HardBot(NormalBot):
    """Normal's candidates, weighed by playing the rest of the turn on sampled positions."""

    kind = "hard"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 human: int | None = None, rollouts: int = 12, time_budget: float = 0.2) -> None:
        super().__init__(seat, seed, persona, human)
        self.rollouts, self.time_budget = rollouts, time_budget

    def choose(self, view):
        legal = view.legal
        if len(legal) == 1 or view.decision.kind is not K.TURN:
            return best(view)
        ranked = sorted(legal, key=lambda a: -score(view, a))[:CANDIDATES]
        totals = [0.0] * len(ranked)
        start, done = time.perf_counter(), 0
        while done < self.rollouts:
            state = determinize(view, self.rng)
            for i, a in enumerate(ranked):
                totals[i] += self._playout(state.clone(), a)
            done += 1
            if time.perf_counter() - start > self.time_budget:
                break
        top = max(range(len(ranked)), key=lambda i: (totals[i], -i))
        return ranked[top]

    def _playout(self, s, action) -> float:
        me = self.seat
        s, _ = apply(s, action, in_place=True)
        for _ in range(MAX_STEPS):
            d = current_decision(s)
            if d is None or (d.kind is K.TURN and s.turn_seat != me):
                break
            legal = legal_actions(s)
            s, _ = apply(s, legal[0] if len(legal) == 1 else best(view_for(s, d.seat)),
                         in_place=True)
        return value(s, me)


def value(s, me: int) -> float:
    """How good a position looks for `me`: points first, then tools, weapons and health."""
    if s.winner is not None:
        return 1000.0 if s.winner == me else -1000.0
    hand = s.hands[me]
    tools = sum(KIND_OF[c].points for c in diggables(hand))
    v = 10 * points(s, me) + 4 * tools + 1.5 * min(weapons(hand), 3) + 0.3 * s.cigarettes[me]
    v -= 4 * s.beatings[me]
    view_goal = goal(_Light(s, me))
    v += 3 if s.location[me] == view_goal else 0
    v += 0.2 * len(hand)
    return v - 2 * max(points(s, q) for q in range(s.players) if q != me)


class _Light:
    """Just enough of a view for `goal`."""

    def __init__(self, s, me: int) -> None:
        self.seat, self.hand, self.beatings = me, s.hands[me], s.beatings
        self.cigarettes = s.cigarettes
        self.target = points_to_win(s.players)
        self.points = tuple(points(s, q) for q in range(s.players))
        self.stack_sizes = tuple(map(len, s.stacks))
