"""What one seat may know: `view_for` hides other hands and the draw pile's order."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.actions import Action
from engine.cards import CardId
from engine.legal import current_decision, is_helpless, legal_actions
from engine.state import Decision, Frame, GameState, Hold


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A seat's picture of the table. `legal` is filled only when that seat decides now."""

    seat: int
    names: tuple[str, ...]
    hand: tuple[CardId, ...]
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
    legal: Sequence[Action]              # read-only; decoded lazily
    winner: int | None
    # Public bookkeeping, for bots that search (every card on the stack was played face up):
    stack: tuple[Frame, ...] = ()
    ruined: frozenset[int] = frozenset()
    table_owners: tuple[tuple[CardId, int], ...] = ()
    first: int = 0
    next_pid: int = 0

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def my_decision(self) -> bool:
        return self.decision is not None and self.decision.seat == self.seat


def view_for(state: GameState, seat: int) -> PlayerView:
    """Everything `seat` may see now, and its legal actions if it is deciding."""
    public = _public(state)
    d = public["decision"]
    legal = legal_actions(state) if d is not None and d.seat == seat else ()
    return PlayerView(seat=seat, hand=tuple(sorted(state.hands[seat])), legal=legal, **public)


def _public(state: GameState) -> dict:
    """The part of a view every seat shares, built once per position."""
    cached = state.view_cache
    if cached is not None and cached[0] == state.actions:
        return cached[1]
    n = len(state.names)
    public = dict(
        names=state.names, counters=tuple(state.counters),
        hand_sizes=tuple(len(h) for h in state.hands), knocked_out=tuple(state.out),
        stomped=tuple(state.stomped), helpless=tuple(is_helpless(state, s) for s in range(n)),
        holds=tuple(state.holds), pool=state.pool, draw_size=len(state.draw),
        discard=tuple(state.discard), table=tuple(sorted(state.table)), dealer=state.dealer,
        turn=state.turn, round=state.round, decision=current_decision(state),
        winner=state.winner, stack=tuple(state.stack), ruined=frozenset(state.ruined),
        table_owners=tuple(sorted(state.table.items())), first=state.first,
        next_pid=state.next_pid,
    )
    state.view_cache = (state.actions, public)
    return public
