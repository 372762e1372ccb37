"""Advice: what a game's hard bot would play at a decision, from one seat's view only, and what
its judge makes of the choices it weighed. A player's hint reads it (the bot's pick and why),
and so does the look back after a match (where the player chose otherwise, and how much worse
the bot's judge found that choice).

Every game's `advise(view, seed, also=())` (its `Game.advise`) answers with an `Advice`. It
reads the view and nothing else, as a bot does, so it can never tell the player a hidden card;
the same view and seed give the same advice. `also` names actions to weigh as well (the one the
player chose), so that their worth is measured with the same worlds as the bot's pick.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class How(Enum):
    """How the hard bot came to its pick."""

    ONLY = "only"            # there was one legal choice
    SEARCH = "search"        # it played the choices out on sampled worlds and took the best
    RULE = "rule"            # its rules chose, without playing out (a quick or crowded decision)


class Unit(Enum):
    """What an Advice's worths measure (higher is always better)."""

    WIN = "win"              # the chance to win the match, 0 to 1 (the judge after playouts)
    MOVES = "moves"          # minus the card moves still needed to fulfil the Murphy card
    POINTS = "points"        # the judge's points: tunnel points, tools, health, rivals' points
    RANK = "rank"            # the rules' own ordering only: not a measure to compare choices by


@dataclass(frozen=True)
class Advice:
    """The hard bot's pick at one decision, how it chose it, and the worth by its judge of each
    action it weighed (`worths`: best first; `unit` says what they measure; `worlds`: how many
    sampled worlds each was played out on, 0 for a rule's ranking)."""

    action: Any
    how: How
    unit: Unit
    worths: tuple[tuple[Any, float], ...] = ()
    worlds: int = 0

    def worth_of(self, action: Any) -> float | None:
        """The judge's worth of `action`, if it was weighed."""
        return next((w for a, w in self.worths if a == action), None)

    def runner_up(self) -> tuple[Any, float] | None:
        """The best weighed action other than the pick, with its worth."""
        return next(((a, w) for a, w in self.worths if a != self.action), None)

    def loss(self, chosen: Any) -> float | None:
        """How much worse than the pick the judge found `chosen` (0 for the pick itself or
        better; None when it cannot say: not weighed, or a mere ranking)."""
        if chosen == self.action:
            return 0.0
        mine, best = self.worth_of(chosen), self.worth_of(self.action)
        if self.unit is Unit.RANK or mine is None or best is None:
            return None
        return max(0.0, best - mine)


def only_choice(action: Any, unit: Unit) -> Advice:
    """The advice at a decision with one legal choice."""
    return Advice(action, How.ONLY, unit, ((action, 0.0),))


def ranked(pairs: list[tuple[Any, float]]) -> tuple[tuple[Any, float], ...]:
    """Weighed actions best first (the first listed first among equals)."""
    order = sorted(range(len(pairs)), key=lambda i: (-pairs[i][1], i))
    return tuple(pairs[i] for i in order)


def with_also(candidates: list[Any], also: tuple[Any, ...], legal: Any) -> list[Any]:
    """The candidates, then every legal action of `also` not among them yet."""
    out = list(candidates)
    out += [a for a in also if a in legal and a not in out]
    return out


def hard_advice(make_bot: Any, view: Any, seed: int | str, also: tuple[Any, ...] = ()) -> Advice:
    """A game's `advise`: a fresh hard bot of the view's seat (its own seed, "advice:<seed>")
    asked what it would play; `make_bot` is the game's."""
    advice: Advice = make_bot("hard", view.seat, f"advice:{seed}").advise(view, tuple(also))
    return advice
