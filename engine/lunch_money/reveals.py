"""Which Lunch Money events bring a seat news (engine.core.reveals): its own draws, a shuffle,
and a card from another player's hand going down face up. A card played says what it does in
later events (a Dodge dodging), which therefore bring nothing new."""

from __future__ import annotations

from gameshelf.engine.core.reveals import Shown
from gameshelf.engine.lunch_money import events as E


def reveals(event: E.Event, seat: int) -> Shown | None:
    """The news `event` brings `seat`, or None."""
    match event:
        case E.CardsDrawn(seat=drawer, count=count) if drawer == seat and count:
            return Shown.DRAW
        case E.DeckReshuffled():
            return Shown.SHUFFLE
        case E.CardPlayed(seat=player) | E.CardsDiscarded(seat=player) if player != seat:
            return Shown.CARD
    return None
