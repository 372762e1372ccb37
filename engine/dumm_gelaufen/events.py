"""What happened, in order: `apply` returns these. Events carry seats and cards, never prose.
A private event (cards drawn face down, a Murphy card drawn) shows its secret part only to
the seats `visible_to` names; the others see it blanked."""

from __future__ import annotations

import re
from dataclasses import replace

from gameshelf.engine.core.records import record
from gameshelf.engine.dumm_gelaufen.cards import CardId, MurphyId


@record
class RoundStarted:
    """A round begins: `first` plays first; `round` counts from 1."""

    round: int
    first: int


@record
class CardsTaken:
    """A seat took cards: source "deck" (face down: `cards` only the taker sees), "piles",
    "mac". `count` is how many."""

    seat: int
    source: str
    count: int
    cards: tuple[CardId, ...] = ()


@record
class CardGiven:
    """A number card went face up from a hand to an open pile (0, 1) or to Mac (2)."""

    seat: int
    card: CardId
    to: int


@record
class RedStruck:
    """A red action card was shown and is carried out now."""

    seat: int
    card: CardId


@record
class GreenPlayed:
    """A green action card was played instead of an exchange."""

    seat: int
    card: CardId


@record
class ActionsSwapped:
    """Taken action cards went to the action discard and were replaced (the one-number-card
    rule)."""

    seat: int
    cards: tuple[CardId, ...]


@record
class CardsDrawn:
    """Cards drawn face down from the pile (a red's draw, topping up to one number card);
    `cards` only the drawer sees."""

    seat: int
    count: int
    cards: tuple[CardId, ...] = ()


@record
class PileReshuffled:
    """The face-down pile ran out: action discards and open-pile cards (all but each top card)
    became the new face-down pile."""

    size: int


@record
class HandsSwapped:
    """Two seats swapped hands and Murphy cards (R1)."""

    seat: int
    target: int


@record
class CardHanded:
    """A number card went face up from one hand to another (R2, G6, G7)."""

    seat: int
    target: int
    card: CardId


@record
class CardsPassed:
    """Cards went from one hand to the next (R3); `cards` only those two see."""

    seat: int
    target: int
    count: int
    cards: tuple[CardId, ...] = ()


@record
class CardStolen:
    """One card went at random from `target`'s hand to `seat`'s (R7, G7); `card` only those
    two see."""

    seat: int
    target: int
    card: CardId | None = None


@record
class MacCleared:
    """Mac's cards went onto the open piles (R9), alternately, left pile first."""

    cards: tuple[CardId, ...]


@record
class MacDealt:
    """Mac was dealt number cards face up."""

    cards: tuple[CardId, ...]


@record
class SwappedWithMac:
    """A seat swapped one number card with one of Mac's (G2)."""

    seat: int
    card: CardId
    mac_card: CardId


@record
class MurphyShown:
    """A seat's Murphy card was shown to everyone (R8)."""

    seat: int
    murphy: MurphyId


@record
class MurphySeen:
    """`seat` looked at `target`'s Murphy card (G5); `murphy` only `seat` sees."""

    seat: int
    target: int
    murphy: MurphyId | None = None


@record
class MurphyReturned:
    """A seat's Murphy card went back face down (given up, or under the pile)."""

    seat: int


@record
class MurphyDrawn:
    """A seat drew a Murphy card; `murphy` only that seat sees."""

    seat: int
    murphy: MurphyId | None = None


@record
class MurphyPileReshuffled:
    """The Murphy pile ran out and the given-up Murphy cards became the new pile."""

    size: int


@record
class MurphyFulfilled:
    """A seat showed her hand's number cards and laid her Murphy card open: `fulfilled` is how
    many she has now."""

    seat: int
    murphy: MurphyId
    cards: tuple[CardId, ...]
    fulfilled: int


@record
class TurnEnded:
    """A seat's turn is over; `next_seat` plays next."""

    seat: int
    next_seat: int


@record
class TurnLimitReached:
    """A headless bot match reached the turn limit it was dealt with (RULES-dumm-gelaufen.md
    §16) after `turns` turns: it stops unfinished, won by nobody. A person's match has none."""

    turns: int


@record
class GameWon:
    """A seat fulfilled her third Murphy card: the match is over."""

    seat: int


Event = (RoundStarted | CardsTaken | CardGiven | RedStruck | GreenPlayed | ActionsSwapped
         | CardsDrawn | PileReshuffled | HandsSwapped | CardHanded | CardsPassed | CardStolen
         | MacCleared | MacDealt | SwappedWithMac | MurphyShown | MurphySeen | MurphyReturned
         | MurphyDrawn | MurphyPileReshuffled | MurphyFulfilled | TurnEnded | TurnLimitReached
         | GameWon)
EVENT_TYPES: tuple[type, ...] = Event.__args__


def visible_to(event: Event, seat: int) -> Event:
    """The event as `seat` may see it: the secret cards blanked for everyone else."""
    match event:
        case CardsTaken(source="deck") | CardsDrawn() if event.seat != seat and event.cards:
            return replace(event, cards=())
        case CardsPassed() if seat not in (event.seat, event.target):
            return replace(event, cards=())
        case CardStolen() if seat not in (event.seat, event.target):
            return replace(event, card=None)
        case MurphySeen() | MurphyDrawn() if event.seat != seat and event.murphy is not None:
            return replace(event, murphy=None)
    return event


def event_name(event: Event) -> str:
    """The event's kind in snake_case (its template's name): "cards_taken"."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", type(event).__name__).lower()
