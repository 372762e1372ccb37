"""Which Dumm gelaufen! events bring a seat news (engine.core.reveals): cards it takes from the
deck or draws, Murphy cards it draws or looks at, shuffles, Mac's new row, a hand swapped or
cards passed to it, and any card from another player's hand shown. The piles on the table are
face up: taking from them brings nothing new."""

from __future__ import annotations

from gameshelf.engine.core.reveals import Shown, names_a_card
from gameshelf.engine.dumm_gelaufen import events as E


def reveals(event: E.Event, seat: int) -> Shown | None:
    """The news `event` brings `seat`, or None."""
    match event:
        case E.PileReshuffled() | E.MurphyPileReshuffled():
            return Shown.SHUFFLE
        case E.MacDealt():
            return Shown.DRAW
        case E.CardsTaken(source=source, seat=taker):
            return Shown.DRAW if source == "deck" and taker == seat else None
        case E.CardsDrawn(seat=drawer) | E.MurphyDrawn(seat=drawer):
            return Shown.DRAW if drawer == seat else None
        case E.MurphySeen(seat=looker):
            return Shown.SECRET if looker == seat else None
        case E.HandsSwapped(seat=a, target=b) | E.CardsPassed(seat=a, target=b) \
                if seat in (a, b):
            return Shown.SECRET
        case E.CardStolen(seat=thief):
            return Shown.SECRET if thief == seat else None
        case E.MacCleared() | E.RoundStarted() | E.TurnEnded() | E.TurnLimitReached() \
                | E.GameWon() | E.MurphyReturned():
            return None
    return Shown.CARD if getattr(event, "seat", seat) != seat and names_a_card(event) else None
