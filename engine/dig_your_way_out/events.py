"""What happened, in order: one record per event. Cards a player draws or takes in secret
are hidden from the others by `visible_to` (-1 for a card, () for cards)."""

from __future__ import annotations

import re

from gameshelf.engine.core.records import record


@record
class GameStarted:
    first: int
    target: int
    michel: bool = False
    team: bool = False


@record
class TurnStarted:
    seat: int
    turn: int


@record
class TurnEnded:
    seat: int


@record
class CardsDrawn:
    """Search cards into a hand (secret: others see how many)."""
    seat: int
    count: int
    cards: tuple[int, ...] = ()
    why: str = "search"


@record
class Searched:
    seat: int
    place: int


@record
class DeckReshuffled:
    size: int


@record
class DieRolled:
    seat: int
    roll: int
    michel: bool = False


@record
class Moved:
    seat: int
    origin: int
    place: int
    how: str


@record
class MichelMoved:
    by: int
    origin: int
    place: int


@record
class GangJoined:
    seat: int
    gang_card: int
    cards: tuple[int, ...]
    left_card: int = -1


@record
class CardPlayed:
    seat: int
    card: int
    target: int = -1
    place: int = -1


@record
class ExtortionStarted:
    seat: int
    target: int
    tool: int
    weapon: int = -1


@record
class ToolGiven:
    seat: int
    to: int
    card: int


@record
class WeaponLaid:
    seat: int
    card: int


@record
class FightWon:
    winner: int
    loser: int


@record
class BeatingTaken:
    seat: int
    beatings: int


@record
class CardTaken:
    """A card moved from one hand to another (random ones are secret to the two)."""
    seat: int
    origin: int
    card: int
    secret: bool = True


@record
class Crafted:
    seat: int
    card: int
    cards: tuple[int, ...]


@record
class Dug:
    seat: int
    card: int
    points: int
    total: int


@record
class SpoonStolen:
    seat: int
    card: int


@record
class Healed:
    seat: int
    beatings: int


@record
class CardSold:
    seat: int
    card: int
    cigarettes: int


@record
class Bought:
    seat: int
    cards: tuple[int, ...]
    price: int


@record
class PastRevealed:
    seat: int
    past: int


@record
class CigarettesTaken:
    seat: int
    origin: int          # -1: the supply
    amount: int


@record
class Discarded:
    seat: int
    cards: tuple[int, ...]


@record
class SentToSolitary:
    seat: int
    by: int


@record
class LockdownCalled:
    seat: int


@record
class LockdownLifted:
    seat: int


@record
class ActionsGained:
    seat: int
    amount: int


@record
class TunnelCollapsed:
    seat: int
    card: int
    total: int


@record
class MichelCardDrawn:
    seat: int
    card: int


@record
class MichelDeckReshuffled:
    size: int


@record
class GameWon:
    winners: tuple[int, ...]
    points: tuple[int, ...]


@record
class TurnLimitReached:
    """A headless bot match reached the turn limit it was dealt with (RULES) after `turns`
    turns: it stops unfinished, won by nobody, with these tunnel `points`. A person's match
    has none."""
    turns: int
    points: tuple[int, ...]


@record
class DealStarted:
    """Team variant: a deal between teammates in one location."""
    seat: int
    partner: int


@record
class Handed:
    """Team variant: one card (secret to the two: -1 for others) or one cigarette in a deal."""
    seat: int
    to: int
    card: int = -1
    cigarette: bool = False


@record
class DealDone:
    seat: int
    partner: int
    count: int


@record
class BlowPassed:
    """Team variant: a fighter lays nothing and leaves the blow to a teammate here."""
    seat: int
    to: int


Event = (GameStarted | TurnStarted | TurnEnded | CardsDrawn | Searched | DeckReshuffled | DieRolled
         | Moved | MichelMoved | GangJoined | CardPlayed | ExtortionStarted | ToolGiven
         | WeaponLaid | FightWon | BeatingTaken | CardTaken | Crafted | Dug | SpoonStolen | Healed
         | CardSold | Bought | PastRevealed | CigarettesTaken | Discarded | SentToSolitary
         | LockdownCalled | LockdownLifted | ActionsGained | TunnelCollapsed | MichelCardDrawn
         | MichelDeckReshuffled | GameWon | DealStarted | Handed | DealDone | BlowPassed
         | TurnLimitReached)
EVENT_TYPES: tuple[type, ...] = Event.__args__


def visible_to(event: Event, seat: int) -> Event:
    """The event as `seat` may see it: others' drawn and secretly taken cards blanked."""
    if type(event) is CardsDrawn and event.seat != seat and event.cards:
        return CardsDrawn(event.seat, event.count, (), event.why)
    if type(event) is CardTaken and event.secret and seat not in (event.seat, event.origin):
        return CardTaken(event.seat, event.origin, -1, True)
    if type(event) is Handed and event.card >= 0 and seat not in (event.seat, event.to):
        return Handed(event.seat, event.to)
    return event


def event_name(event: Event) -> str:
    """The event's kind in snake_case (its template's name): "cards_drawn"."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", type(event).__name__).lower()
