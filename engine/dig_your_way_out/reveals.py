"""Which Dig Your Way Out events bring a seat news (engine.core.reveals): a die roll, its own
draws and Michel's cards, shuffles, a card taken or handed to it, and any card from another
player's hand shown (played, laid, sold, dug, crafted, given)."""

from __future__ import annotations

from gameshelf.engine.core.reveals import Shown, names_a_card
from gameshelf.engine.dig_your_way_out import events as E


def reveals(event: E.Event, seat: int) -> Shown | None:
    """The news `event` brings `seat`, or None."""
    match event:
        case E.DieRolled():
            return Shown.ROLL
        case E.DeckReshuffled() | E.MichelDeckReshuffled():
            return Shown.SHUFFLE
        case E.MichelCardDrawn():
            return Shown.DRAW
        case E.CardsDrawn(seat=drawer):
            return Shown.DRAW if drawer == seat else None
        case E.CardTaken(seat=taker, origin=origin, secret=secret):
            if taker == seat and origin != seat:
                return Shown.SECRET
            return Shown.CARD if not secret and taker != seat else None
        case E.Handed(to=to, card=card):
            return Shown.SECRET if to == seat and card >= 0 else None
    return Shown.CARD if getattr(event, "seat", seat) != seat and names_a_card(event) else None
