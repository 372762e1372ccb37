"""What a player may do at a decision: small immutable values, matched with `match`."""

from __future__ import annotations

import reprlib

from gameshelf.engine.core.records import record
from gameshelf.engine.lunch_money.cards import DECK_SIZE, CardId


@record
class PlayCard:
    """Play a card from hand at a target seat: an attack, a Grab, a follow-up, a Humiliation."""

    card: CardId
    target: int | None = None


@record
class Defend:
    """Answer an attack on you with a defence card (Dodge, Block, Disarm, Freedom, First Aid)."""

    card: CardId


@record
class Discard:
    """Discard these cards (one or more) instead of playing; everyone draws back to five after."""

    cards: tuple[CardId, ...]


@record
class Pass:
    """Do nothing this turn."""


@record
class Decline:
    """Say no to what is offered: take the hit, don't interrupt, don't follow up, stop."""


@record
class Release:
    """Let go of the Choke or Headlock you hold."""


@record
class ChooseDirection:
    """Send a dodged Roundhouse or Spinning Backfist on, clockwise (to the left) or not."""

    clockwise: bool


Action = PlayCard | Defend | Discard | Pass | Decline | Release | ChooseDirection

ACTION_TYPES = (PlayCard, Defend, Discard, Pass, Decline, Release, ChooseDirection)


def why_malformed(action: object, players: int) -> str | None:
    """Why this is not a well-formed action at a table of `players` (None when it is).
    Types are checked exactly: a bool is not a card number, a list is not a tuple, a subclass
    is not an action, since any of them would compare equal to a legal action and break the
    match later."""
    kind = type(action)
    if kind not in ACTION_TYPES:
        return f"That is not an action ({kind.__name__})."
    if kind is PlayCard:
        target = action.target      # type: ignore[attr-defined]
        if not (target is None or type(target) is int and 0 <= target < players):
            return f"A target is a seat number from 0 to {players - 1}, not {reprlib.repr(target)}."
        return _why_not_a_card(action.card)     # type: ignore[attr-defined]
    if kind is Defend:
        return _why_not_a_card(action.card)     # type: ignore[attr-defined]
    if kind is Discard:
        cards = action.cards                    # type: ignore[attr-defined]
        if type(cards) is not tuple:
            return f"Discard takes a tuple of card numbers, not {reprlib.repr(cards)}."
        for c in cards:
            if type(c) is not int or not 0 <= c < DECK_SIZE:
                return _why_not_a_card(c)
        return None
    if kind is ChooseDirection and type(action.clockwise) is not bool:   # type: ignore[attr-defined]
        return (f"A direction is True (clockwise) or False, "
                f"not {reprlib.repr(action.clockwise)}.")     # type: ignore[attr-defined]
    return None


def _why_not_a_card(card: object) -> str | None:
    if type(card) is int and 0 <= card < DECK_SIZE:
        return None
    if type(card) is int:
        return f"There is no card number {card}."
    return f"A card is a number from 0 to {DECK_SIZE - 1}, not {reprlib.repr(card)}."
