"""What an event shows a seat that it could not know before: the test a take-back passes.

A seat may take back its own last decision only while nothing it has been shown since was news
to it: a card it drew, a die roll, a shuffle, a card from a hand or pile it could not see. Those
are the moments a second try would be a peek. Every game says of its own events which they are
(`Game.reveals`); this module holds the words they say it in and the checks they share.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from enum import Enum
from typing import Any


class Shown(Enum):
    """The kinds of news an event may bring a seat."""

    DRAW = "draw"           # a card drawn (by that seat, or turned up for everyone)
    ROLL = "roll"           # a die rolled
    SHUFFLE = "shuffle"     # a pile shuffled
    CARD = "card"           # a card from someone else's hand (or a face-down place) shown
    SECRET = "secret"       # something shown to that seat alone (a card passed, a look)


# The fields in which an event names a card (any game's records).
CARD_FIELDS = ("card", "cards", "gang_card", "mac_card", "murphy", "past", "tool", "weapon")


def names_a_card(event: Any) -> bool:
    """Whether an event names a card: a card field that holds one (not -1, None or ())."""
    for name in CARD_FIELDS:
        value = getattr(event, name, None)
        if value is None or value == () or value == -1 or isinstance(value, bool):
            continue
        return True
    return False


def news_in(reveals: Callable[[Any, int], Shown | None], events: Iterable[Any], seat: int) -> Shown | None:
    """The first news any of `events` brought `seat`, by a game's `reveals`; None: none."""
    for event in events:
        shown: Shown | None = reveals(event, seat)
        if shown is not None:
            return shown
    return None
