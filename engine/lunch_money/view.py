"""What one seat may know: `view_for` hides other hands and the draw pile's order.

A view holds its seat's own hand and legal actions, and the public part of the table as an
immutable snapshot taken when the view is made. It holds nothing of the state itself (no
reference, no closure), so nothing reachable from a view leads to another hand or the draw
order. The public part is made once per position and shared by every view of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from gameshelf.engine.lunch_money.actions import Action
from gameshelf.engine.lunch_money.cards import CardId
from gameshelf.engine.lunch_money.decisions import current_decision, is_helpless
from gameshelf.engine.lunch_money.legal import legal_actions
from gameshelf.engine.lunch_money.state import Decision, Frame, GameState, Hold

# The public fields of a view, in the order its public part keeps them.
PUBLIC_FIELDS = ("names", "counters", "hand_sizes", "knocked_out", "stomped", "helpless",
                 "holds", "pool", "draw_size", "discard", "table", "dealer", "turn", "round",
                 "decision", "winner", "stack", "ruined", "table_owners", "first", "next_pid")
# Every field a view has: the seat's own, then the public ones.
VIEW_FIELDS = ("seat", "hand", "legal", *PUBLIC_FIELDS)


def _public_fields(state: GameState) -> tuple[object, ...]:
    """The public part of every view of this position: immutable copies only."""
    n = len(state.names)
    holds = state.holds
    helpless = (tuple(is_helpless(state, s) for s in range(n)) if holds
                else tuple(bool(h) for h in state.helpless))
    table = state.table
    return (state.names, tuple(state.counters), tuple(map(len, state.hands)), tuple(state.out),
            tuple(state.stomped), helpless, tuple(holds), state.pool, len(state.draw),
            tuple(state.discard), tuple(sorted(table)) if table else (), state.dealer, state.turn,
            state.round, current_decision(state), state.winner, tuple(state.stack),
            frozenset(state.ruined), tuple(sorted(table.items())) if table else (),
            state.first, state.next_pid)


def _public_field(index: int, name: str) -> property:
    def read(self: PlayerView) -> Any:
        return self[3][index]
    read.__name__ = name
    return property(read, doc=f"Public: {name} (the same for every seat).")


class PlayerView(tuple[Any, ...]):
    """A seat's picture of the table: its own hand, the public table, and `legal` (filled only
    when that seat decides now). Read-only; equal views describe the same knowledge.

    Stored as a tuple (seat, hand, legal, public fields) because it is made at every decision
    and a tuple is the cheapest immutable record; read it by field name."""

    __slots__ = ()

    seat: int
    hand: tuple[CardId, ...]
    legal: Sequence[Action]              # read-only; decoded lazily
    # Public fields (properties, see PUBLIC_FIELDS):
    names: tuple[str, ...]
    counters: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    knocked_out: tuple[bool, ...]
    stomped: tuple[bool, ...]
    helpless: tuple[bool, ...]
    holds: tuple[Hold, ...]
    pool: int
    draw_size: int
    discard: tuple[CardId, ...]          # face up: public, top last
    table: tuple[CardId, ...]            # weapons in flight and hold cards
    dealer: int
    turn: int
    round: int
    decision: Decision | None
    winner: int | None
    # Public bookkeeping, for bots that search (every card on the stack was played face up):
    stack: tuple[Frame, ...]
    ruined: frozenset[int]
    table_owners: tuple[tuple[CardId, int], ...]
    first: int
    next_pid: int

    def __new__(cls, seat: int, hand: tuple[CardId, ...], legal: Sequence[Action],
                public: tuple[object, ...]) -> PlayerView:
        return tuple.__new__(cls, (seat, hand, legal, public))

    @classmethod
    def of(cls, **fields: Any) -> PlayerView:
        """A view from its fields by name (every one of VIEW_FIELDS; `legal` may be left out):
        how a remembered view comes back from a save."""
        public = tuple(fields[name] for name in PUBLIC_FIELDS)
        return cls(fields["seat"], fields["hand"], fields.get("legal", ()), public)

    def fields(self) -> dict[str, object]:
        """Every field by name, in VIEW_FIELDS order."""
        return dict(zip(VIEW_FIELDS, (self[0], self[1], self[2], *self[3]), strict=True))

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def my_decision(self) -> bool:
        d = self.decision
        return d is not None and d.seat == self[0]

    def _key(self) -> tuple[object, ...]:
        return (self[0], self[1], list(self[2]), self[3])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlayerView):
            return NotImplemented
        return self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in zip(PUBLIC_FIELDS, self[3], strict=True))
        return (f"PlayerView(seat={self[0]}, hand={self[1]!r}, legal={self[2]!r}, "
                f"{fields})")


PlayerView.seat = property(itemgetter(0), doc="The seat this view is for.")  # type: ignore
PlayerView.hand = property(itemgetter(1), doc="Its own hand, sorted.")  # type: ignore
PlayerView.legal = property(itemgetter(2), doc="Its legal actions if it decides now.")  # type: ignore
for _i, _name in enumerate(PUBLIC_FIELDS):
    setattr(PlayerView, _name, _public_field(_i, _name))
del _i, _name


def view_for(state: GameState, seat: int) -> PlayerView:
    """Everything `seat` may see now, and its legal actions if it is deciding."""
    d = current_decision(state)
    legal = legal_actions(state) if d is not None and d.seat == seat else ()
    return _new_view(PlayerView, (seat, tuple(sorted(state.hands[seat])), legal,
                                  _public_part(state)))


_new_view = tuple.__new__   # PlayerView's own __new__ without the extra call


def _public_part(state: GameState) -> tuple[object, ...]:
    """The public fields of this position, made once and shared by all its views (the state
    keeps them until it changes; they hold nothing that leads back to it)."""
    cached = state.view_cache
    if cached is not None and cached[0] == state.actions:
        return cached[1]
    public = _public_fields(state)
    state.view_cache = (state.actions, public)
    return public
