"""The whole match, secrets included: a mutable object that `apply` copies (or changes in place
for playouts), plus the records of what is under way (a roll to place, a fight).

Piles are lists with the top LAST: the search draw pile, its discard, the tool stacks, the gang
decks (face up: only the top shows) and the Michel(le) piles.
"""

from __future__ import annotations

from enum import Enum

from gameshelf.engine.core.records import record
from gameshelf.engine.dig_your_way_out.actions import Action


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
    DEAL = "deal"                       # team variant: hand a teammate another card or stop
    DEAL_BACK = "deal_back"             # team variant: the teammate gives as many back


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
    passed: tuple[int, ...] = ()        # team variant: who let this blow go to a teammate
    helped: tuple[int, ...] = ()        # team variant: teammates who laid a weapon


@record
class Dealing:
    """Team variant: a Deal under way: items handed over by the dealer, given back by the
    partner (once the dealer is done: `back`)."""
    dealer: int
    partner: int
    given: int = 0
    returned: int = 0
    back: bool = False


class GameState:
    """Everything about a match. Treat as read-only outside the engine."""

    __slots__ = ("seed", "chance", "names", "michel_on", "team", "hands", "dug", "bonus",
                 "cigarettes", "supply", "beatings", "location", "stacks", "draw", "discard", "gang_decks",
                 "gang", "pasts", "revealed", "past_box", "michel_at", "michel_draw",
                 "michel_discard", "michel_shown", "michel_queue", "turn_seat", "turn",
                 "actions_left", "acted", "searched", "extorted", "dig_bonus_used",
                 "lockdown_by", "pending", "fight", "dealing", "discard_left", "trading",
                 "end_stage", "winner", "actions", "legal_cache", "decided", "turn_limit",
                 "unfinished", "known")

    seed: int
    chance: int                         # how many seeded draws so far (each gets its own seed)
    names: tuple[str, ...]
    michel_on: bool
    team: bool                          # the team variant: seats 0, 2, 4 team A, 1, 3, 5 team B
    hands: list[list[int]]
    dug: list[list[int]]                # each seat's tunnel
    bonus: list[int]                    # tunnel points beyond the tools (Queers, a past)
    cigarettes: list[int]
    supply: int
    beatings: list[int]
    location: list[int]
    stacks: list[list[int]]             # spoon, knife, pickaxe, shovel
    draw: list[int]
    discard: list[int]
    gang_decks: list[list[int]]
    gang: list[int]                     # each seat's gang card, -1 for none
    pasts: list[int]
    revealed: list[bool]
    past_box: list[int]                 # the pasts nobody drew
    michel_at: int                      # -1 without Michel(le)
    michel_draw: list[int]
    michel_discard: list[int]
    michel_shown: list[int]             # shown in the extortion under way
    michel_queue: list[int]             # seats she still extorts, in order
    turn_seat: int
    turn: int
    actions_left: int
    acted: bool
    searched: bool
    extorted: bool
    dig_bonus_used: bool
    lockdown_by: int | None
    pending: Pending | None
    fight: Fight | None
    dealing: Dealing | None
    discard_left: int
    trading: bool
    end_stage: int
    winner: int | None
    actions: int
    legal_cache: list[Action] | None           # the legal list, made when first asked; None after a move
    decided: Decision | None            # the decision that list answers (read while it stands)
    turn_limit: int | None              # headless playouts only: turns per seat, then it stops
    unfinished: bool                    # stopped at that limit: over, won by nobody
    known: list[list[int]]              # per seat, the kinds everyone saw go into its hand (known.py)

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
_NESTED = ("hands", "dug", "stacks", "gang_decks", "known")
_PLAIN = tuple(k for k in GameState.__slots__ if k not in _LISTS + _NESTED + ("legal_cache",))

# Rules: the match ends only when a tunnel (a team's tunnels) reaches the target; a person's
# match has no turn limit. Headless bot matches (sim, benchmarks, the conformance playouts) are
# dealt with one (`new_game(..., turn_limit=)`, `GAME.playout_options`): random bots with
# Michel(le) are beaten so often that their matches run for tens of thousands of actions, so
# they stop after this many turns per seat as a match that did not finish, never a win
# (RULES-dig-your-way-out.md).
PLAYOUT_TURNS_PER_SEAT = 300

# end_stage: where the end of a turn has got to.
IN_TURN, MICHEL_PROMPT, MICHEL_MOVING, HAND_LIMIT, DISCARDING = range(5)
