"""What happened, in order: `apply` returns these. Seats, cards and amounts only, never prose.

The template that narrates an event is named after its class in snake_case (`AttackLanded` ->
`attack_landed.j2`). `CardsDrawn.cards` is private to the drawer: use `visible_to(event, seat)`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from gameshelf.engine.core.records import record
from gameshelf.engine.lunch_money.cards import CardId


@record
class GameStarted:
    """A match began: how many players, who dealt, who moves first."""

    players: int
    dealer: int
    first: int


@record
class TurnStarted:
    """A seat's turn began (round counts from 1)."""

    seat: int
    round: int


@record
class TurnSkipped:
    """A seat lost its turn (reason: "poked" — helpless after a Poke in the Eye)."""

    seat: int
    reason: str


@record
class TurnEnded:
    """A seat's turn is over and everyone has drawn back to five."""

    seat: int


@record
class CardPlayed:
    """A card went down. role: attack, free_attack, grab, follow_up, defence, first_aid,
    humiliation, break_hold."""

    seat: int
    card: CardId
    target: int | None
    role: str


@record
class Passed:
    """A seat passed its turn."""

    seat: int


@record
class CardsDiscarded:
    """A seat threw cards away face up to draw fresh ones."""

    seat: int
    cards: tuple[CardId, ...]


@record
class CardsDrawn:
    """A seat drew cards. Which cards is private to that seat (see visible_to)."""

    seat: int
    count: int
    cards: tuple[CardId, ...] = ()


@record
class DeckReshuffled:
    """The discard pile was shuffled into a new draw pile."""

    cards: int


@record
class DirectionChosen:
    """The attacker sent a dodged Roundhouse/Spinning Backfist on clockwise or counter-clockwise."""

    seat: int
    clockwise: bool


@record
class AttackDodged:
    """The target (seat) dodged the attacker's card."""

    seat: int
    attacker: int
    card: CardId


@record
class AttackBlocked:
    """The target (seat) blocked the attacker's card."""

    seat: int
    attacker: int
    card: CardId


@record
class WeaponDisarmed:
    """The target (seat) disarmed the attacker; the weapon is discarded."""

    seat: int
    attacker: int
    card: CardId


@record
class GrabEscaped:
    """The target (seat) used Freedom against a Grab, Choke or Headlock."""

    seat: int
    attacker: int
    card: CardId


@record
class AttackMovedOn:
    """A dodged Roundhouse/Spinning Backfist moved on from one seat to the next."""

    attacker: int
    card: CardId
    from_seat: int
    to_seat: int


@record
class AttackMissedEveryone:
    """Everybody between the target and the attacker dodged: no effect."""

    attacker: int
    card: CardId


@record
class AttackLanded:
    """An attack hit. free: it could not be defended; reduced: halved (Stomp, Choke, Big Combo)."""

    attacker: int
    target: int
    card: CardId
    damage: int
    free: bool = False
    reduced: bool = False


@record
class CountersLost:
    """Counters moved from a seat to the pool."""

    seat: int
    amount: int
    remaining: int


@record
class CountersRestored:
    """First Aid moved counters from the pool back to a seat."""

    seat: int
    amount: int
    remaining: int


@record
class PlayerKnockedOut:
    """A seat ran out of counters and is unconscious; by is who dealt the last blow."""

    seat: int
    by: int | None


@record
class Humiliated:
    """seat humiliated victim: the victim's card is ruined; a free attack is earned."""

    seat: int
    victim: int
    ruined_card: CardId


@record
class GrabLanded:
    """A Grab took hold: a free attack or a Choke/Headlock/Powerplay may follow."""

    attacker: int
    target: int


@record
class HoldApplied:
    """holder now has victim in a hold ("choke" or "headlock")."""

    holder: int
    victim: int
    hold: str


@record
class HoldBroken:
    """The victim broke the hold with a card on her turn."""

    holder: int
    victim: int
    hold: str
    card: CardId


@record
class HoldReleased:
    """The hold ended without being broken: the holder let go, or someone was knocked out."""

    holder: int
    victim: int
    hold: str


@record
class ChokeTightened:
    """The holder's turn came round: the choked victim loses a counter."""

    holder: int
    victim: int


@record
class StatusApplied:
    """A seat got a status ("stomped" or "helpless") from by."""

    seat: int
    status: str
    by: int


@record
class StatusEnded:
    """A status wore off."""

    seat: int
    status: str


@record
class WeaponReturned:
    """A weapon went back to its owner's hand after the attack."""

    seat: int
    card: CardId


@record
class GameOver:
    """One seat is left conscious."""

    winner: int


Event = (GameStarted | TurnStarted | TurnSkipped | TurnEnded | CardPlayed | Passed
         | CardsDiscarded | CardsDrawn | DeckReshuffled | DirectionChosen | AttackDodged
         | AttackBlocked | WeaponDisarmed | GrabEscaped | AttackMovedOn | AttackMissedEveryone
         | AttackLanded | CountersLost | CountersRestored | PlayerKnockedOut | Humiliated
         | GrabLanded | HoldApplied | HoldBroken | HoldReleased | ChokeTightened | StatusApplied
         | StatusEnded | WeaponReturned | GameOver)

EVENT_TYPES: tuple[type, ...] = Event.__args__


def event_name(event_or_type: object) -> str:
    """The snake_case name of an event kind: AttackLanded -> "attack_landed"."""
    cls = event_or_type if isinstance(event_or_type, type) else type(event_or_type)
    return re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()


def visible_to(event: Event, seat: int | None) -> Event:
    """The event as `seat` may see it: other players' drawn cards are hidden."""
    if isinstance(event, CardsDrawn) and event.seat != seat and event.cards:
        return replace(event, cards=())
    return event
