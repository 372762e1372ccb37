"""What a player may do: the exchange (take, then give), green cards, and the choices red and
green cards ask for. Every action is an immutable record; `Action` is their union."""

from __future__ import annotations

from gameshelf.engine.core.records import record
from gameshelf.engine.dumm_gelaufen.cards import CardId

# Where a card may be given: an open pile (0: left, 1: right) or Mac.
LEFT_PILE, RIGHT_PILE, MAC = 0, 1, 2


@record
class TakeDeck:
    """Take 1 or 2 cards from the face-down pile (then give 2 or 1 to the open piles)."""

    count: int


@record
class TakeOpen:
    """Take the top card(s) of the open piles: (0,), (1,), (0, 0), (1, 1) or (0, 1)."""

    piles: tuple[int, ...]


@record
class TakeMac:
    """Exchange with Mac: take 1 or 2 of his cards (picked next, one at a time), then give 2
    or 1 back to him."""

    count: int


@record
class PickMac:
    """One of Mac's cards, taken in an exchange with Mac."""

    card: CardId


@record
class Give:
    """Give one number card: to an open pile (0, 1) or to Mac (2)."""

    card: CardId
    to: int


@record
class PlayGreen:
    """Play a green action card instead of an exchange, with its choices (a player, a colour,
    a pile) when the card asks for them."""

    card: CardId
    target: int | None = None
    colour: str | None = None
    pile: int | None = None


@record
class Strike:
    """Of two red cards taken, the one carried out first."""

    card: CardId


@record
class GiveTo:
    """Hand one of your number cards to another player (R2's pair, G6's gifts, G7's return)."""

    card: CardId
    target: int


@record
class SwapWithMac:
    """Swap one of your number cards with one of Mac's (G2)."""

    card: CardId
    mac_card: CardId


@record
class Stop:
    """Stop an "up to" action early (G2, G4)."""


Action = (TakeDeck | TakeOpen | TakeMac | PickMac | Give | PlayGreen | Strike | GiveTo
          | SwapWithMac | Stop)
ACTION_TYPES = Action.__args__
