"""The normal bot's choice of victim: how much more (or less) a hit is worth at one opponent
than at another, from the persona's favourite target, its grudges, everyone's fear of the
leader and the bot's own dice (see BOTS.md, *normal*).

Every weight starts at 1 and is added to step by step, in a fixed order: the bot's play for a
seed depends on the exact floating-point sums and on the order of its dice throws."""

from __future__ import annotations

import random
from collections.abc import Callable

from gameshelf.engine.core.cast import Persona
from gameshelf.engine.lunch_money.bots.common import Table, alive_opponents

# A favourite's tilt: (targeting, table, target, opponents' counters, weight so far) -> weight.
_Tilt = Callable[["Targeting", Table, int, list[int], float], float]


class Targeting:
    """Weights of targets for one persona. `whim` is the bot's own random source (the normal
    and hard bots share theirs), or None for a policy without dice (fast rollouts)."""

    def __init__(self, persona: Persona, human: int | None) -> None:
        self.favourite = persona.favourite_target
        self.grudge_weight = 0.6 * persona.grudge
        self.leader_fear = 1.5
        self.human = human          # the human's seat, if the table has one (a public fact)
        self.whim: random.Random | None = None

    def weight(self, t: Table, target: int, grudges: dict[int, float] | None) -> float:
        """How much a hit at `target` counts, around 1 (exactly 1 heads-up)."""
        opp = alive_opponents(t)
        if len(opp) <= 1:
            return 1.0
        counters = [t.counters[s] for s in opp]
        w = _FAVOURITE.get(self.favourite, _no_tilt)(self, t, target, counters, 1.0)
        w = self._grudge(target, grudges, w)
        # Everyone fears the leader: her counters are the ones to take. (Measured at 4 players
        # against easy: 52 % hitting the weakest, 64 % leaning on the leader like this.)
        w += self.leader_fear * (t.counters[target] - sum(counters) / len(counters)) / 15
        if self.whim is not None:
            # Break ties by the bot's own dice, not by seat number: else the lowest seat is
            # everyone's first target (measured: seat 0 won 6% of 4-player games).
            w += 0.02 * self.whim.random()
        return w

    def _grudge(self, target: int, grudges: dict[int, float] | None, w: float) -> float:
        """More weight on whoever took the most of this bot's counters lately."""
        if not grudges:
            return w
        top = max(grudges.values())
        if top > 0:
            w += (self.grudge_weight + (0.3 if self.favourite == "grudge" else 0.0)) * \
                grudges.get(target, 0.0) / top
        return w


def _weakest(tg: Targeting, t: Table, target: int, counters: list[int], w: float) -> float:
    """A persona that picks on the weakest."""
    if t.counters[target] == min(counters):
        w += 0.25
    return w


def _leader(tg: Targeting, t: Table, target: int, counters: list[int], w: float) -> float:
    """A persona that goes for the leader."""
    if t.counters[target] == max(counters):
        w += 0.25
    return w


def _human(tg: Targeting, t: Table, target: int, counters: list[int], w: float) -> float:
    """A persona that goes for the human; without one at the table, for the weakest."""
    w += 0.35 if target == tg.human else 0.0
    if tg.human is None and t.counters[target] == min(counters):
        w += 0.25
    return w


def _random(tg: Targeting, t: Table, target: int, counters: list[int], w: float) -> float:
    """A persona of whims: a fresh one every decision."""
    if tg.whim is not None:
        w += 0.3 * tg.whim.random()
    return w


def _no_tilt(tg: Targeting, t: Table, target: int, counters: list[int], w: float) -> float:
    """A favourite with no tilt of its own here (the grudge-bearer's is in `_grudge`)."""
    return w


_FAVOURITE: dict[str, _Tilt] = {"weakest": _weakest, "leader": _leader, "human": _human,
                                "random": _random}
