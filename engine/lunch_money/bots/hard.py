"""The hard bot: determinized playouts on top of the normal heuristic, scored by a learned judge.

At a decision with more than one choice, it takes the normal bot's best three candidates
and, on its own turn, also the discard of its poorest cards (which normal never weighs while it
holds an attack). For each of R *determinizations* — the cards it cannot see (the other hand and
the draw pile) dealt at random, consistent with what its view shows and with what it read from
public play (`bots.determinize`, the game's `sample_state`) (`engine.lunch_money.bots.reading`: a player who could not stop a hit gets older cards without
the defences that fit) — it plays every candidate out on a copy of that same sampled state with
a fast policy (the normal heuristic without card counting) until the turn has passed, then asks
the judge (`engine.lunch_money.bots.evaluation`) how likely that position is to be won: counters, both
hands, holds and who moves next. The candidate with the best average wins; normal's choice
wins ties.

At a fuller table (two or more opponents conscious) it searches the same way, and the judge
reads the position as duels: every conscious player's strength is the product of the heads-up
judge's chances against each other one, and its chance is its share of them
(`evaluation.table_chance`). (Before the judge, search scored by counters cost 5 points at 4
players, so hard played normal there until heads-up; with the judge it wins about three games in
four against three normal bots: BOTS.md, "hard at a fuller table".)

Budget: `rollouts` (total playouts per decision) is the only limit, counted work and never the
clock, so the same seed plays the same match on any machine and under any load (BOTS.md gives
the decision times it costs: its p95 stays far under 300 ms on a loaded two-core machine).
"""

from __future__ import annotations

import math
import random
from typing import Any

from gameshelf.engine.core.advice import Advice, How, Unit, only_choice, ranked, with_also
from gameshelf.engine.core.cast import Persona
from gameshelf.engine.lunch_money.actions import Action
from gameshelf.engine.lunch_money.bots.common import StateTable, alive_opponents
from gameshelf.engine.lunch_money.bots.determinize import determinize
from gameshelf.engine.lunch_money.bots.evaluation import card_worth, table_chance
from gameshelf.engine.lunch_money.bots.normal import Memory, NormalPolicy, rng_state, set_rng_state
from gameshelf.engine.lunch_money.cards import KEY_OF
from gameshelf.engine.lunch_money.legal import find_discard
from gameshelf.engine.lunch_money.rules import apply
from gameshelf.engine.lunch_money.state import DecisionKind, GameState
from gameshelf.engine.lunch_money.view import PlayerView

# Decisions where the heuristic's answer is as good as search (or there is nothing to weigh).
_NO_SEARCH = frozenset({DecisionKind.MORE_FIRST_AID, DecisionKind.SECOND_DEFENCE})


# Decisions searched with two or more opponents conscious (`crowd_search`): every kind it
# searches heads-up. An empty set plays normal's heuristic there (the bot before issue 29).
CROWD_SEARCH = frozenset(DecisionKind) - _NO_SEARCH


# Discard candidates: every card the judge prices this far (log-odds) or more below a fresh draw.
JUNK_BARS = (-0.2, 0.0)


class HardBot:
    """Searches the normal bot's best candidates, and a discard of its poorest cards, with
    determinized playouts to the end of the turn, scored by the learned judge."""

    kind = "hard"

    def __init__(self, seat: int, seed: int | str, persona: Persona | None = None, *,
                 rollouts: int = 200, turns: int = 1, candidates: int = 3,
                 confidence: float = 0.5,
                 min_gain: float = 0.01,
                 max_actions: int = 200, human: int | None = None,
                 crowd_search: frozenset[DecisionKind] | tuple[str, ...] = CROWD_SEARCH) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona if isinstance(persona, Persona) else None
        self.policy = NormalPolicy(self.persona, human=human)
        self.policy._whim = self.rng
        self.fast = NormalPolicy(self.persona, count_cards=False, human=human)
        self.memory = Memory(seat)
        self.policy.reading = self.memory.reading
        self.rollouts, self.turns, self.candidates = rollouts, turns, candidates
        self.max_actions = max_actions   # a playout's safety stop (holds can stall a turn)
        self.confidence, self.min_gain = confidence, min_gain
        self.crowd_search = frozenset(DecisionKind(k) for k in crowd_search)
        self.poked_at: dict[int, tuple[int, int]] = {}
        self.last_search = 0        # playouts run for the last decision (for tests and bench)
        self.searches = 0           # decisions searched

    def choose(self, view: PlayerView) -> Action:
        self.memory.see(view)
        self._track_pokes(view)
        self.last_search = 0
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        action = self._decide(view)
        self.memory.reading.chose(view, action)
        return action

    def _decide(self, view: PlayerView) -> Action:
        """Normal's answer, or the better of its best candidates (and, on its turn, a discard of
        its poorest cards) by search."""
        cands, searched = self._candidates(view)
        if not searched or len(cands) == 1:
            return cands[0]
        self.searches += 1
        return self._search(view, cands)

    def _candidates(self, view: PlayerView) -> tuple[list[Action], bool]:
        """The actions worth weighing, normal's first choice first, and whether the search
        weighs them (False: normal's first choice is played)."""
        scored = sorted(self.policy.score(view, self.memory.grudges), key=lambda av: -av[1])
        d = view.decision
        assert d is not None     # bots are asked only while a seat decides
        cands = [a for a, _ in scored[:self.candidates]]
        if d.kind == DecisionKind.TURN:
            cands += [a for a in junk_discards(view) if a not in cands]
        crowded_skip = self._crowded(view) and d.kind not in self.crowd_search
        return cands, not (d.kind in _NO_SEARCH or crowded_skip)

    def advise(self, view: PlayerView, also: tuple[Action, ...] = ()) -> Advice:
        """What this bot would play here, and the win chance its playouts give each of its
        candidates and of `also` (the player's own choice): the hint's and the look back's
        answer (`engine.core.advice`). Its memory sees the view; its choice is not recorded."""
        self.memory.see(view)
        self._track_pokes(view)
        legal = view.legal
        if len(legal) == 1:
            return only_choice(legal[0], Unit.WIN)
        cands, searched = self._candidates(view)
        weighed = with_also(cands, also, legal)
        rows = self._paired(view, weighed)
        search = searched and len(cands) > 1
        pick = cands[self._pick(rows, len(cands))] if search else cands[0]
        means = [sum(row[i] for row in rows) / len(rows) for i in range(len(weighed))]
        return Advice(pick, How.SEARCH if search else How.RULE, Unit.WIN,
                      ranked(list(zip(weighed, means, strict=True))), len(rows))

    def _crowded(self, view: PlayerView) -> bool:
        """Two or more conscious opponents: only `crowd_search`'s decisions are searched."""
        return len(alive_opponents(view)) > 1

    def observe(self, view: PlayerView) -> None:
        """See the table between decisions (memory only; optional for callers)."""
        self.memory.see(view)

    def snapshot(self) -> dict[str, object]:
        """The bot's RNG and memory as plain JSON data (for saves)."""
        return {"rng": rng_state(self.rng), "memory": self.memory.snapshot(),
                "poked_at": [[s, r, t] for s, (r, t) in sorted(self.poked_at.items())]}

    def restore(self, data: dict[str, Any]) -> None:
        """Back from `snapshot`."""
        set_rng_state(self.rng, data["rng"])
        self.memory.restore(data["memory"])
        self.policy.reading = self.memory.reading
        self.poked_at = {int(s): (int(r), int(t)) for s, r, t in data.get("poked_at", [])}

    def _track_pokes(self, view: PlayerView) -> None:
        held = {h.victim for h in view.holds} | {h.holder for h in view.holds}
        for seat, helpless in enumerate(view.helpless):
            if helpless and seat not in held:
                self.poked_at.setdefault(seat, (view.round, view.turn))
            else:
                self.poked_at.pop(seat, None)

    def _search(self, view: PlayerView, cands: list[Action]) -> Action:
        """Paired playouts: every candidate on the same sampled states (`_pick` says which)."""
        return cands[self._pick(self._paired(view, cands), len(cands))]

    def _pick(self, rows: list[list[float]], k: int) -> int:
        """Which of the first `k` candidates the playouts `rows` choose: the heuristic's choice
        (0) unless another beats it clearly, not by sampling luck."""
        diffs: list[list[float]] = [[row[i] - row[0] for row in rows] for i in range(k)]
        best, best_gain = 0, 0.0
        for i in range(1, k):
            d = diffs[i]
            n = len(d)
            mean = sum(d) / n
            if n > 1:
                var = sum((x - mean) ** 2 for x in d) / (n - 1)
                margin = self.confidence * math.sqrt(var / n)
            else:
                margin = 0.0
            if mean - margin > best_gain and mean > self.min_gain:
                best, best_gain = i, mean - margin
        return best

    def _paired(self, view: PlayerView, cands: list[Action]) -> list[list[float]]:
        """Per sampled state (`rollouts` / candidates of them), each candidate's playout value
        (its win chance when the turn has passed, `table_chance`), all on that same state."""
        now = (view.round, view.turn)
        turns = {s: 2 if at == now else 1 for s, at in self.poked_at.items()}
        rows = []
        for _ in range(max(1, self.rollouts // len(cands))):
            base = determinize(view, self.rng, turns, self.memory.reading)
            values = []
            for action in cands:
                s = base.clone()
                apply(s, action, in_place=True)
                values.append(self._playout(s, now))
            rows.append(values)
            self.last_search += len(cands)
        return rows

    def _playout(self, s: GameState, at: tuple[int, int]) -> float:
        """Play on with the fast policy until `turns` turns have passed since the turn `at`
        (round, seat) the search began in, then judge. Counting from the decision, not from
        the candidate's result, makes every candidate stop at the same point: a discard ends
        its turn at once, an attack only once it is resolved."""
        fast = self.fast
        left = self.turns
        for _ in range(self.max_actions):
            if s.winner is not None:
                break
            if (s.round, s.turn) != at:
                left -= 1
                if left <= 0:
                    break
                at = (s.round, s.turn)
            t = StateTable(s)
            legal = t.legal
            action = legal[0] if len(legal) == 1 else fast.choose(t)
            apply(s, action, in_place=True)
        return table_chance(s, self.seat)


def junk_discards(view: PlayerView) -> list[Action]:
    """The legal discards of every card priced below a fresh draw by each of `JUNK_BARS`
    (normal discards only when it holds no attack, so its list never offers these)."""
    counters = view.counters[view.seat]
    worth = [(KEY_OF[c], card_worth(KEY_OF[c], counters)) for c in view.hand]
    out: list[Action] = []
    for bar in JUNK_BARS:
        junk = [key for key, w in worth if w < bar]
        discard = find_discard(view.legal, junk) if junk else None
        if discard is not None and discard not in out:
            out.append(discard)
    return out


__all__ = ["HardBot", "junk_discards"]
