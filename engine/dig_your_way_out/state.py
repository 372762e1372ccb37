"""The whole match, secrets included: a mutable object that `apply` copies (or changes in place
for playouts), plus the records of what is under way (a roll to place, a fight).

Piles are lists with the top LAST: the search draw pile, its discard, the tool stacks, the gang
decks (face up: only the top shows) and the Michel(le) piles.
"""

from __future__ import annotations

from enum import Enum

from engine.core.records import record


class DecisionKind(Enum):
    """Every kind of moment a seat chooses something."""

    TURN = "turn"                       # an action, reveal the past, or end the turn
    DESTINATION = "destination"         # where a roll takes you (or Michel(le))
    ANSWER = "answer"                   # extorted: give the tool, fight or give in
    FIGHT = "fight"                     # lay another weapon or lose
    MICHEL = "michel"                   # Michel(le) shows a knife: give, fight or give in
    TRADE = "trade"                     # sell another card or stop
    DISCARD = "discard"                 # down to the hand limit, or Bratva's extra card
    MOVE_MICHEL = "move_michel"         # the end of a turn: move Michel(le) or not


@record
class Decision:
    """Who must choose now, and about what (the other fields say the situation)."""
    seat: int
    kind: DecisionKind
    other: int = -1          # the fight's other side
    tool: int = -1           # the tool demanded


@record
class Pending:
    """A roll waiting to be placed: by `seat`, the choices, for Michel(le) or the pawn."""
    seat: int
    options: tuple[int, ...]
    michel: bool = False
    rerolled: bool = False
    careful: bool = False


@record
class Fight:
    """An extortion under way: `to_act` lays next; `answered` once the victim chose to fight."""
    attacker: int
    defender: int
    tool: int
    to_act: int
    answered: bool = False


class GameState:
    """Everything about a match. Treat as read-only outside the engine."""

    __slots__ = ("seed", "chance", "names", "michel_on", "hands", "dug", "bonus", "cigarettes",
                 "supply", "beatings", "location", "stacks", "draw", "discard", "gang_decks",
                 "gang", "pasts", "revealed", "past_box", "michel_at", "michel_draw",
                 "michel_discard", "michel_shown", "michel_queue", "turn_seat", "turn",
                 "actions_left", "acted", "searched", "extorted", "dig_bonus_used",
                 "lockdown_by", "pending", "fight", "discard_left", "trading", "end_stage",
                 "winner", "actions", "legal_cache")

    def clone(self) -> GameState:
        """A copy sharing nothing mutable."""
        s = GameState.__new__(GameState)
        for k in _PLAIN:
            setattr(s, k, getattr(self, k))
        for k in _LISTS:
            setattr(s, k, list(getattr(self, k)))
        for k in _NESTED:
            setattr(s, k, [list(x) for x in getattr(self, k)])
        s.legal_cache = self.legal_cache      # a list nobody changes: shared until apply
        return s

    @property
    def players(self) -> int:
        return len(self.names)


_LISTS = ("bonus", "cigarettes", "beatings", "location", "draw", "discard", "gang", "pasts",
          "revealed", "past_box", "michel_draw", "michel_discard", "michel_shown",
          "michel_queue")
_NESTED = ("hands", "dug", "stacks", "gang_decks")
_PLAIN = tuple(k for k in GameState.__slots__ if k not in _LISTS + _NESTED + ("legal_cache",))

# end_stage: where the end of a turn has got to.
IN_TURN, MICHEL_PROMPT, MICHEL_MOVING, HAND_LIMIT, DISCARDING = range(5)
