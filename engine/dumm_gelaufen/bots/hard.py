"""The hard bot: normal's planning with more guesses, a memory of what the other seat takes
and gives in the open (`reading.TableReader`, heads-up), and at its turn its best few moves
tried in determinized playouts (worlds dealt to fit what it sees and read): its move, the
others' turns played by a quick planner, then its own best next exchange less half the other
seat's distance. It keeps the move whose worlds end best (a round lost to another player
counts as far), over a counted number of worlds and never against the clock, so that a seed
gives the same match on a busy machine as on a quiet one. A playout plays every other seat's
turn, so a bigger table gets fewer worlds (`WORLDS_AT`): the decision stays as quick at six
players as at four. Its gives break ties away from the cards the other seat's Murphy card
likely allows."""

from __future__ import annotations

import random

from gameshelf.engine.core.advice import Advice, How, Unit, only_choice, ranked
from gameshelf.engine.dumm_gelaufen.actions import Action, Give
from gameshelf.engine.dumm_gelaufen.bots.determinize import determinize
from gameshelf.engine.dumm_gelaufen.bots.planning import Planner, far
from gameshelf.engine.dumm_gelaufen.bots.reading import AGAINST, TableReader
from gameshelf.engine.dumm_gelaufen.events import MurphyFulfilled
from gameshelf.engine.dumm_gelaufen.rules import apply
from gameshelf.engine.dumm_gelaufen.state import DecisionKind, GameState, current_decision
from gameshelf.engine.dumm_gelaufen.view import PlayerView, view_for

CANDIDATES = 8           # the planner's best turn moves worth searching
CLOSE = 2.0              # ... and only those this near the best (in card moves)
WON_ROUND, LOST_ROUND = -6.0, 8.0   # in card moves: a fulfilled card, a round another took
WORLDS = 12              # per turn decision, heads-up
# Worlds per turn decision by the number of players: a playout plays every seat's turn, so a
# world costs about (players - 1) times a heads-up one. Measured 2026-12-02 on this two-core
# machine under load (a CI run beside it, load average 1.5): with 12 worlds at every size, p95
# 68 ms heads-up, 231 ms at four and 333 ms at six (over the 300 ms line); these counts keep
# every size under about 160 ms. At four, 12 again (3 Dec 2026): on the same 200 deals
# (900,400 up, 1 hard among 3 normal) 8 worlds won 34.5 %, 12 won 40.0 %, for 38 % more of
# hard's thinking (p95 at four with 12 worlds, measured under load: 231 ms, goal 300 ms).
WORLDS_AT = {2: 12, 3: 10, 4: 12, 5: 6, 6: 5}
RACE = 0.5               # how much the other seats' distance to their Murphy cards counts
DENY = 0.5               # what giving a card the next player's Murphy card allows costs


class HardBot:
    """Searches its best turn moves by determinized playouts: `worlds` of them (by default
    `WORLDS_AT` the table's size), counted, never timed."""

    kind = "hard"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 worlds: int | None = None,
                 close: float = CLOSE, against: float = AGAINST, race: float = RACE,
                 deny: float = DENY, **options: object) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona
        self.worlds, self.close, self.race = worlds, close, race
        self.deny = deny
        self.planner = Planner(self.rng, samples=10)
        self.quick = Planner(self.rng, samples=1)
        self.reader = TableReader(seat, against)
        self.last_worlds = 0        # worlds the last turn decision was played out on

    def choose(self, view: PlayerView) -> Action:
        self.reader.see(view)
        action = self._choose(view)
        self.reader.did(view, action)
        return action

    def _choose(self, view: PlayerView) -> Action:
        d = view.decision
        if d is None or len(view.legal) == 1:
            return self.planner.choose(view)
        if self.deny and any(isinstance(a, Give) for a in view.legal):
            return self._give(view)
        if d.kind is not DecisionKind.TURN:
            return self.planner.choose(view)
        return self._search(view, {a: self.planner.turn_score(view, a) for a in view.legal})

    def advise(self, view: PlayerView, also: tuple[Action, ...] = ()) -> Advice:
        """What this bot would play here, and the card moves its planner says each choice
        leaves to the Murphy card (every legal choice is weighed, `also` with them): the hint's
        and the look back's answer (`engine.core.advice`). Its reading sees the view; its
        choice is not recorded."""
        self.reader.see(view)
        self.last_worlds = 0
        legal = view.legal
        d = view.decision
        if d is None or len(legal) == 1:
            return only_choice(legal[0], Unit.MOVES)
        if d.kind is DecisionKind.ORDER_REDS:
            pick = self.planner.choose(view)
            return Advice(pick, How.RULE, Unit.RANK, ((pick, 0.0),))
        if self.deny and any(isinstance(a, Give) for a in legal):
            scores = self._give_scores(view)
            pick = min(legal, key=scores.__getitem__)
        elif d.kind is DecisionKind.TURN:
            scores = {a: self.planner.turn_score(view, a) for a in legal}
            pick = self._search(view, scores)
        else:
            scores = {a: self.planner.step_score(view, a) for a in legal}
            pick = min(legal, key=scores.__getitem__)
        how = How.SEARCH if self.last_worlds else How.RULE
        return Advice(pick, how, Unit.MOVES, ranked([(a, -scores[a]) for a in legal]),
                      self.last_worlds)

    def _search(self, view: PlayerView, scores: dict[Action, float]) -> Action:
        """The planner's best move, or among near-ties the one whose playouts end best."""
        self.last_worlds = 0
        scored = sorted(view.legal, key=scores.__getitem__)
        best_score = scores[scored[0]]
        # The search settles near-ties only: a clearly better move by the planner's lights is
        # not worth the playouts' noise.
        candidates = [a for a in scored[:CANDIDATES] if scores[a] <= best_score + self.close]
        if best_score == 0 or len(candidates) == 1:
            return scored[0]
        totals = [0.0] * len(candidates)
        worlds = self.worlds or WORLDS_AT.get(len(view.names), min(WORLDS_AT.values()))
        self.last_worlds = worlds
        for _ in range(worlds):
            world = determinize(view, self.rng, self.reader)
            for i, action in enumerate(candidates):
                totals[i] += self._playout(world.clone(), action)
        best = min(range(len(candidates)), key=lambda i: (totals[i], i))
        return candidates[best]

    def _give(self, view: PlayerView) -> Action:
        """A give that leaves the hand nearest its Murphy card; among equals, the card the
        next player's Murphy card least likely allows (half the rounds a normal bot won
        against the old hard bot it won with a card the hard bot had just given)."""
        scores = self._give_scores(view)
        return min(view.legal, key=scores.__getitem__)

    def _give_scores(self, view: PlayerView) -> dict[Action, float]:
        """Each choice's distance after it, a give dearer by how likely the next player's
        Murphy card allows its card."""
        scores = {a: self.planner.step_score(view, a) for a in view.legal}
        wanted = self.reader.wanted(view)
        for a in view.legal:
            if isinstance(a, Give):
                scores[a] += self.deny * wanted.get(a.card, 0.0)
        return scores

    def _playout(self, s: GameState, first: Action) -> float:
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
