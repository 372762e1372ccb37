"""What a player may do: one record per action of the rulebook (fields are card ids, seats,
locations, tool stacks; -1 where a field is not used)."""

from __future__ import annotations

from gameshelf.engine.core.records import record


@record
class Search:
    """Draw the search cards of your location (once per turn)."""


@record
class RollMove:
    """Roll the die to move (then choose one of the face's two locations)."""


@record
class CarefulMove:
    """Spend 2 actions to walk to any location (chosen next, as a roll's is)."""


@record
class MoveTo:
    """Choose where a roll takes you (or Michel(le), when you moved her)."""
    place: int


@record
class Reroll:
    """Bikers: roll the die again instead of taking this roll."""


@record
class JoinGang:
    """Discard these different accessories and take the gang's top card."""
    gang: int
    cards: tuple[int, ...]


@record
class PlayCard:
    """Play an action card, at a player or a location when it needs one."""
    card: int
    target: int = -1
    place: int = -1


@record
class Extort:
    """Name a tool and lay a weapon (card -1: a Crew member's bare hands) at a player here."""
    target: int
    tool: int
    weapon: int = -1


@record
class Craft:
    """Discard a recipe's ingredients and take the tool from its stack."""
    tool: int


@record
class Dig:
    """Lay a spoon, pickaxe or shovel from your hand in your tunnel (in the cells)."""
    card: int


@record
class StealSpoon:
    """Take a spoon from its stack (in the cafeteria)."""


@record
class Heal:
    """Lose one beating (in the infirmary)."""


@record
class Trade:
    """Start trading cards for cigarettes (in the recreation area)."""


@record
class SellCard:
    """Trade this card for its cigarettes."""
    card: int


@record
class DoneTrading:
    """Stop trading."""


@record
class Buy:
    """One purchase in the recreation area: an index into data.OFFERS."""
    offer: int


@record
class RevealPast:
    """Reveal your criminal past for its one-time benefit (free)."""
    target: int = -1
    place: int = -1
    card: int = -1


@record
class EndTurn:
    """End your turn (actions left unused)."""


@record
class Give:
    """Hand over the demanded tool instead of fighting."""
    card: int


@record
class LayWeapon:
    """Lay a weapon (or Backup) in a fight."""
    card: int


@record
class Concede:
    """Lay no more weapons: lose the fight."""


@record
class Discard:
    """Discard this card (hand limit, Bratva's extra search card)."""
    card: int


@record
class MoveMichel:
    """Roll the die for Michel(le) at the end of your turn."""


@record
class LeaveMichel:
    """Leave Michel(le) where he or she stands."""


@record
class Deal:
    """Team variant: start a deal with a teammate in your location (one action)."""
    partner: int


@record
class DealCard:
    """Team variant: hand this card to the other side of the deal."""
    card: int


@record
class DealCigarette:
    """Team variant: hand one cigarette (it counts as a card) to the other side of the deal."""


@record
class DoneDealing:
    """Team variant: hand over nothing more; the teammate gives as many back."""


@record
class JoinMate:
    """Team variant: move to a teammate of your gang without a roll (one action)."""
    mate: int


Action = (Search | RollMove | CarefulMove | MoveTo | Reroll | JoinGang | PlayCard | Extort | Craft
          | Dig | StealSpoon | Heal | Trade | SellCard | DoneTrading | Buy | RevealPast | EndTurn
          | Give | LayWeapon | Concede | Discard | MoveMichel | LeaveMichel | Deal | DealCard | DealCigarette | DoneDealing
          | JoinMate)
ACTION_TYPES: tuple[type, ...] = Action.__args__
