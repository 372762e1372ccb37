"""The full game state (secret: use `view_for` to show a player what she may know) and the small
immutable records the rules keep on their resolution stack."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum, StrEnum
from typing import TYPE_CHECKING

from gameshelf.engine.core.records import record
from gameshelf.engine.lunch_money.cards import CardId

if TYPE_CHECKING:
    from gameshelf.engine.lunch_money.actions import Action

STARTING_COUNTERS = 15
HAND_SIZE = 5
MIN_PLAYERS, MAX_PLAYERS = 2, 6


@record
class PlayerSpec:
    """Who sits at a seat: a display name (the engine never reads it)."""

    name: str


class DecisionKind(str, Enum):
    """Every kind of moment a player may choose something."""

    TURN = "turn"                      # play a card, discard, pass (or release a hold)
    INTERRUPT = "interrupt"            # Humiliation window after someone played a card
    DEFEND = "defend"                  # answer an attack on you
    SECOND_DEFENCE = "second_defence"  # a Big Combo needs a second defence card
    DIRECTION = "direction"            # send a dodged Roundhouse on, left or right
    BLOCK_GRAB = "block_grab"          # after a Block: Grab first (blocker), else the attacker
    FOLLOW_UP = "follow_up"            # after a landed Grab: free attack, Choke, Headlock, Powerplay
    FREE_ATTACK = "free_attack"        # after Powerplay, Poke, Uppercut², Humiliation
    HOLD_ATTACKS = "hold_attacks"      # Headlock: free Jabs, Uppercuts, Stomps, or release
    MORE_FIRST_AID = "more_first_aid"  # on your turn: another First Aid?

    # Hash as the string it equals (Enum's own hashes the name, in Python, on every lookup).
    __hash__ = str.__hash__


class HoldKind(StrEnum):
    """What a hold in place is (the same words as the keys of the cards that make them). A
    `StrEnum`: each member is its text, so saves keep "choke" and "headlock"."""

    CHOKE = "choke"
    HEADLOCK = "headlock"


class PlayRole(StrEnum):
    """What a card put down is played as, which decides what it does once its Humiliation
    window closes (rules.py: `_RESOLVE_ROLE`). Saved as its text."""

    ATTACK = "attack"              # an attack on a turn
    GRAB = "grab"                  # a Grab on a turn
    FREE_ATTACK = "free_attack"    # a free hit (Powerplay, Poke, Uppercut², a Headlock's)
    FOLLOW_UP = "follow_up"        # a Choke, Headlock or Powerplay after a landed Grab
    DEFENCE = "defence"            # Dodge, Block, Disarm, Freedom against an attack
    FIRST_AID = "first_aid"        # First Aid, on a turn or as a reaction
    HUMILIATION = "humiliation"    # a Humiliation ruining a play
    BREAK_HOLD = "break_hold"      # a card that breaks the hold on its player


class FollowUpKind(StrEnum):
    """The sort of card a follow-up or free attack allows. Saved as its text."""

    GRAB = "grab"                        # after a landed Grab
    BASIC = "basic"                      # a basic attack (after Poke, Uppercut², Powerplay)
    BASIC_OR_WEAPON = "basic_or_weapon"  # a basic attack or a weapon (after a Humiliation)


@record
class Decision:
    """Who must choose now and about what. actor/target/card/damage describe the situation:
    for DEFEND the attacker, you, the attack card and the damage coming; for INTERRUPT the player
    whose play may be humiliated and that card; for FOLLOW_UP/FREE_ATTACK you and your victim."""

    seat: int
    kind: DecisionKind
    actor: int | None = None
    target: int | None = None
    card: CardId | None = None
    damage: int = 0
    allowed: FollowUpKind | None = None   # FOLLOW_UP, FREE_ATTACK: what may follow


@record
class Hold:
    """A Choke or Headlock in place, and the card that holds it on the table."""

    holder: int
    victim: int
    kind: HoldKind
    card: CardId


@record
class Attack:
    """An attack being resolved. defences: Big Combo defence cards played so far;
    clockwise: the direction a moving Roundhouse travels once chosen."""

    attacker: int
    target: int
    card: CardId
    damage: int
    free: bool = False
    reduced: bool = False
    defences: tuple[CardId, ...] = ()
    clockwise: bool | None = None


@record
class Play:
    """One card put down, waiting for its Humiliation window and then its effect."""

    pid: int
    seat: int
    card: CardId
    target: int | None
    role: PlayRole
    attack: Attack | None = None       # defence plays: the attack they answer
    ruins: int | None = None           # Humiliation: the play id it ruins
    ruins_card: CardId | None = None
    choked: bool = False               # played by a choked player: half damage


# Frames of the resolution stack. The top frame is either automatic (Resolve, EndTurn) or asks
# one seat a decision.
@record
class Resolve:
    """A play whose Humiliation window has closed: its effect happens next (automatic)."""

    play: Play


@record
class Window:
    """A play open to Humiliation: `asked` are the seats still to be asked, in turn order."""

    play: Play
    asked: tuple[int, ...]


@record
class DefendFrame:
    """The target of `attack` may defend (Dodge, Block, Disarm) or take the hit."""

    attack: Attack


@record
class SecondDefenceFrame:
    """A combo attack with one defence laid: the target may lay the second, or take half."""

    attack: Attack


@record
class DirectionFrame:
    """A dodged attack that moves on: its attacker picks the direction (left or right)."""

    attack: Attack


@record
class BlockGrabFrame:
    """After a Block: the defender may Grab first; if she does not, the attacker may
    (`attacker_turn`)."""

    attack: Attack
    attacker_turn: bool = False


@record
class FollowUpFrame:
    """`seat` may follow up on `victim` with a card of the sort `allowed` (see below)."""

    seat: int
    victim: int
    allowed: FollowUpKind
    card: CardId          # the card that earned it


@record
class HoldAttacksFrame:
    """A Headlock's holder may go on with free Jabs, Uppercuts and Stomps on `victim`, or stop
    (or release)."""

    holder: int
    victim: int


@record
class MoreFirstAidFrame:
    """`seat` has played First Aid on its turn and may play another."""

    seat: int


@record
class EndTurn:
    """The turn is over once everything above it is resolved (automatic)."""


Frame = (Resolve | Window | DefendFrame | SecondDefenceFrame | DirectionFrame | BlockGrabFrame
         | FollowUpFrame | HoldAttacksFrame | MoreFirstAidFrame | EndTurn)


def next_conscious(out: Sequence[bool], seat: int, step: int = 1) -> int:
    """The first seat still conscious after `seat`, going clockwise (step 1) or the other way
    (step -1); `seat` itself when everyone else is out. `out`: who is knocked out, by seat."""
    n = len(out)
    nxt = (seat + step) % n
    while out[nxt] and nxt != seat:
        nxt = (nxt + step) % n
    return nxt


UNKNOWN = object()   # a cache slot not filled yet (None is a value: no decision)


class GameState:
    """Everything about a match, secret parts included. Treat as a value: `apply` copies it
    unless asked to work in place, and `clone` is cheap."""

    __slots__ = ("seed", "shuffles", "names", "counters", "pool", "hands", "draw", "discard",
                 "table", "out", "stomped", "helpless", "holds", "dealer", "first", "turn",
                 "round", "stack", "ruined", "next_pid", "winner", "actions", "legal_cache",
                 "view_cache", "decision_cache")

    def __init__(self) -> None:
        self.seed: int = 0
        self.shuffles: int = 0
        self.names: tuple[str, ...] = ()
        self.counters: list[int] = []
        self.pool: int = 0
        self.hands: list[list[CardId]] = []
        self.draw: list[CardId] = []          # top of the pile is the end of the list
        self.discard: list[CardId] = []       # top of the pile is the end of the list
        self.table: dict[CardId, int] = {}    # weapons in flight, hold cards: card -> owner
        self.out: list[bool] = []
        self.stomped: list[bool] = []
        self.helpless: list[int] = []         # Poke in the Eye: turn ends left
        self.holds: list[Hold] = []
        self.dealer: int = 0
        self.first: int = 0
        self.turn: int = 0
        self.round: int = 1
        self.stack: list[Frame] = []
        self.ruined: set[int] = set()
        self.next_pid: int = 0
        self.winner: int | None = None
        self.actions: int = 0                 # actions applied so far
        # Caches of this position, emptied by `apply` whenever the position changes:
        self.legal_cache: Sequence[Action] | None = None   # its legal actions
        self.view_cache: tuple[int, tuple[object, ...]] | None = None   # (actions, the public part of its views)
        self.decision_cache: object = UNKNOWN     # its current decision (None: match over)

    @property
    def players(self) -> int:
        return len(self.names)

    def clone(self) -> GameState:
        """An independent copy (frames and records are immutable, so lists are copied shallow)."""
        c = GameState.__new__(GameState)
        c.seed, c.shuffles, c.names = self.seed, self.shuffles, self.names
        c.counters, c.pool = self.counters[:], self.pool
        c.hands = [h[:] for h in self.hands]
        c.draw, c.discard, c.table = self.draw[:], self.discard[:], dict(self.table)
        c.out, c.stomped, c.helpless = self.out[:], self.stomped[:], self.helpless[:]
        c.holds = self.holds[:]
        c.dealer, c.first, c.turn, c.round = self.dealer, self.first, self.turn, self.round
        c.stack, c.ruined, c.next_pid = self.stack[:], set(self.ruined), self.next_pid
        c.winner, c.actions = self.winner, self.actions
        c.legal_cache, c.view_cache = self.legal_cache, None   # views belong to one state
        c.decision_cache = self.decision_cache
        return c

    def alive(self) -> list[int]:
        """Seats still conscious, in seat order."""
        return [s for s in range(len(self.names)) if not self.out[s]]
