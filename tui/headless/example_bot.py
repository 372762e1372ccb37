"""An example of a bot of your own: rules of thumb over the public protocol only.

It reads nothing but `view.legal` and `view.seat`, so it plays every game on the shelf:
`gameshelf sim --game dig --bots gameshelf.tui.headless.example_bot:ExampleBot,random`.
Copy it, and make it cleverer (tui/headless/outside_bots.py says what a bot is given).
"""

from __future__ import annotations

import random

# Actions that let the moment go by: taken only when nothing else is on offer.
WAITING = ("Pass", "Decline", "Stop", "EndTurn", "Leave", "Done", "Concede")


class ExampleBot:
    """Rather act than wait, rather hit another seat than nobody, rather spend more cards at
    once; ties go to its own seeded generator, so a match replays from its seed."""

    def __init__(self, game, seat: int, seed: str) -> None:
        self.game, self.seat = game, seat
        self.rng = random.Random(seed)

    def choose(self, view):
        """The legal action with the best rule-of-thumb score (a random one of the best)."""
        scored = [(self.score(action, view.seat), self.rng.random(), i)
                  for i, action in enumerate(view.legal)]
        return view.legal[max(scored)[2]]

    def score(self, action, seat: int) -> int:
        """How much an action looks like doing something, by its name and fields alone."""
        name = type(action).__name__
        if name.startswith("Concede"):
            return -10                      # never give up while anything else is legal
        if name.startswith(WAITING):
            return 0
        points = 2
        target = getattr(action, "target", getattr(action, "to", None))
        if isinstance(target, int) and target >= 0 and target != seat:
            points += 2                     # aimed at another player
        cards = getattr(action, "cards", None)       # several cards at once, or a count
        count = len(cards) if isinstance(cards, tuple) else getattr(action, "count", 1)
        points += min(count, 3) if isinstance(count, int) else 1
        return points


__all__ = ["ExampleBot"]
