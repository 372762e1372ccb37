"""What the heuristic bots share: a `Table` (the part of a `PlayerView` a policy reads), the same
shape built straight from a sampled `GameState` for rollouts, and card arithmetic.

A policy only reads a Table. A bot passes its PlayerView (its own seat's knowledge); the hard bot
passes a `StateTable` of a *determinized* state it sampled itself, never of the real one.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import Protocol

from gameshelf.engine.lunch_money.actions import Action
from gameshelf.engine.lunch_money.cards import BASIC_KEYS, FREE_ATTACK_KEYS, KEY_OF, KINDS, CardId
from gameshelf.engine.lunch_money.decisions import current_decision, is_helpless
from gameshelf.engine.lunch_money.legal import DEFENCES_AGAINST, legal_actions
from gameshelf.engine.lunch_money.state import Decision, Frame, GameState, Hold, HoldKind

DAMAGE: dict[str, int] = {k.key: k.damage for k in KINDS}
COPIES: dict[str, int] = {k.key: k.copies for k in KINDS}
# Rules: a free attack after Humiliation, Grab or Powerplay is a Basic Attack or a Weapon.
FREE_KEYS = FREE_ATTACK_KEYS


class Table(Protocol):
    """The fields of a PlayerView that a policy reads (a view is one; so is a StateTable)."""

    # Read-only properties, so that a view's tuples and a StateTable's lists both fit.
    @property
    def seat(self) -> int: ...

    @property
    def hand(self) -> Sequence[CardId]: ...

    @property
    def counters(self) -> Sequence[int]: ...

    @property
    def hand_sizes(self) -> Sequence[int]: ...

    @property
    def knocked_out(self) -> Sequence[bool]: ...

    @property
    def stomped(self) -> Sequence[bool]: ...

    @property
    def helpless(self) -> Sequence[bool]: ...

    @property
    def holds(self) -> Sequence[Hold]: ...

    @property
    def pool(self) -> int: ...

    @property
    def decision(self) -> Decision | None: ...

    @property
    def legal(self) -> Sequence[Action]: ...

    @property
    def stack(self) -> Sequence[Frame]: ...

    @property
    def discard(self) -> Sequence[CardId]: ...

    @property
    def table(self) -> Collection[CardId]: ...


class StateTable:
    """A Table read off a GameState for the seat deciding now. Only for states a bot sampled."""

    __slots__ = ("seat", "hand", "counters", "hand_sizes", "knocked_out", "stomped", "helpless",
                 "holds", "pool", "decision", "legal", "stack", "discard", "table", "names")

    def __init__(self, state: GameState) -> None:
        d = current_decision(state)
        assert d is not None
        n = len(state.names)
        self.seat = d.seat
        self.decision = d
        self.legal = legal_actions(state)
        self.hand = state.hands[d.seat]
        self.counters = state.counters
        self.hand_sizes = [len(h) for h in state.hands]
        self.knocked_out = state.out
        self.stomped = state.stomped
        self.helpless = [is_helpless(state, s) for s in range(n)] if state.holds or any(
            state.helpless) else [False] * n
        self.holds = state.holds
        self.pool = state.pool
        self.stack = state.stack
        self.discard = state.discard
        self.table = state.table
        self.names = state.names


def keys_of(cards: Iterable[CardId]) -> list[str]:
    """The kinds of these cards."""
    return [KEY_OF[c] for c in cards]


def hold_on(t: Table, seat: int) -> Hold | None:
    for h in t.holds:
        if h.victim == seat:
            return h
    return None


def hold_by(t: Table, seat: int) -> Hold | None:
    for h in t.holds:
        if h.holder == seat:
            return h
    return None


def is_choker(t: Table, seat: int) -> bool:
    h = hold_by(t, seat)
    return h is not None and h.kind == HoldKind.CHOKE


def alive_opponents(t: Table) -> list[int]:
    return [s for s in range(len(t.counters)) if s != t.seat and not t.knocked_out[s]]


def unseen_counts(t: Table) -> tuple[dict[str, int], int]:
    """Copies of each kind this seat has not seen: not in its hand, the discard or the table."""
    counts = dict(COPIES)
    for group in (t.hand, t.discard, t.table):
        for c in group:
            counts[KEY_OF[c]] -= 1
    return counts, sum(counts.values())


def p_none_one(unseen: int, fitting: int, drawn: int) -> tuple[float, float]:
    """Hypergeometric: chance a hand of `drawn` unseen cards holds none / exactly one of the
    `fitting` ones among `unseen`."""
    if drawn <= 0 or fitting <= 0:
        return 1.0, 0.0
    if unseen <= 0:
        return 1.0, 0.0
    p0 = 1.0
    for i in range(drawn):
        if unseen - i <= 0:
            break
        p0 *= max(0, unseen - fitting - i) / (unseen - i)
    p1 = 0.0
    if unseen - fitting >= drawn - 1:
        q = 1.0
        for i in range(drawn - 1):
            q *= (unseen - fitting - i) / (unseen - 1 - i)
        p1 = drawn * fitting / unseen * q
    return p0, min(p1, 1.0 - p0)


def first_of(legal: Iterable[Action], cls: type[Action]) -> Action | None:
    """The first legal action of this class, if any."""
    for a in legal:
        if isinstance(a, cls):
            return a
    return None


__all__ = ["Table", "StateTable", "DAMAGE", "COPIES", "FREE_KEYS", "BASIC_KEYS", "DEFENCES_AGAINST",
           "keys_of", "hold_on", "hold_by", "is_choker", "alive_opponents", "unseen_counts",
           "p_none_one", "first_of"]
