"""What a player may do at a decision: small immutable values, matched with `match`."""

from __future__ import annotations

from engine.cards import CardId
from engine.records import record


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
