"""Reading other hands from public play: a player who takes a hit she could have stopped holds no
card that stops it — until she draws again.

A `HandReader` belongs to one seat and learns only from the views that seat is shown and the
actions it chose itself: when its own attack lands on a player who could have defended, that
player held none of the defences that fit (players defend when they can; a player who would not
only makes the guess a little too hopeful). From then on, only the cards she draws are unknown:
the draw pile's size is public and the seat knows its own draws, so the rest were drawn by the
others. Heads-up that count is exact; at more seats every opponent is charged with all of the
others' draws, which errs on the side of knowing less.

Plain data only, so a save keeps it (`snapshot` / `restore`).
"""

from __future__ import annotations

from engine.actions import Action, PlayCard
from engine.bots.common import Table, p_none_one
from engine.cards import KEY_OF
from engine.legal import DEFENCES_AGAINST
from engine.state import DecisionKind
from engine.view import PlayerView

# Decisions at which our own card starts an attack the target may still defend.
_OPENINGS = frozenset({DecisionKind.TURN, DecisionKind.BLOCK_GRAB})


class HandReader:
    """Per opponent: defence kinds known to be missing from her older cards, and how many cards
    she has drawn since we learnt it (those few are the only ones that may hold them)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.lacks: dict[int, frozenset[str]] = {}
        self.fresh: dict[int, int] = {}
        self.pending: tuple[int, str, int] | None = None   # target, card kind, her counters
        self.hand: tuple[int, ...] = ()
        self.table: tuple[int, ...] = ()
        self.draw_size: int | None = None

    # --- learning ---------------------------------------------------------------------------

    def see(self, view: PlayerView) -> None:
        """Take in a view: count the others' draws, then check whether our attack landed."""
        others_drew = self._others_drew(view)
        self._settle_attack(view)
        for seat in self.fresh:
            self.fresh[seat] += others_drew
        self.hand, self.table = tuple(view.hand), tuple(view.table)
        self.draw_size = view.draw_size

    def chose(self, view: PlayerView, action: Action) -> None:
        """Remember our own attack, to see later whether the target stopped it."""
        d = view.decision
        if (not isinstance(action, PlayCard) or action.target is None or d is None
                or d.kind not in _OPENINGS or view.helpless[action.target]):
            return
        key = KEY_OF[action.card]
        if key in DEFENCES_AGAINST:
            self.pending = (action.target, key, view.counters[action.target])

    def _others_drew(self, view: PlayerView) -> int:
        """Cards the other players drew since the last view (0 after a reshuffle, which also
        forgets what we knew: the counts no longer add up)."""
        before = self.draw_size
        if before is None:
            return 0
        if view.draw_size > before:
            self.lacks.clear()
            self.fresh.clear()
            return 0
        mine = len(set(view.hand) - set(self.hand) - set(self.table))
        return max(0, before - view.draw_size - mine)

    def _settle_attack(self, view: PlayerView) -> None:
        if self.pending is None:
            return
        target, key, counters = self.pending
        d = view.decision
        landed = view.counters[target] < counters or (
            key == "grab" and d is not None and d.kind is DecisionKind.FOLLOW_UP
            and d.seat == self.seat and d.target == target)
        if landed and not view.knocked_out[target]:
            # She could not stop it (a Big Combo: she had at most one, and spent it).
            self.lacks[target] = DEFENCES_AGAINST[key]
            self.fresh[target] = 0
        if landed or view.turn != self.seat:
            self.pending = None

    # --- using it ---------------------------------------------------------------------------

    def chance_none(self, t: Table, target: int, fitting: frozenset[str],
                    counts: dict[str, int], total: int) -> tuple[float, float]:
        """Chance the target holds none / exactly one of the fitting kinds, given what we read.
        counts/total: copies this seat has not seen."""
        h = t.hand_sizes[target]
        lacks = self.lacks.get(target, frozenset()) & fitting
        if not lacks or t.seat != self.seat:
            return p_none_one(total, sum(counts[k] for k in fitting), h)
        fresh = min(h, self.fresh.get(target, h))
        old = h - fresh
        # Her older cards are unseen too, but known not to be among the missing kinds.
        a0, a1 = p_none_one(max(total - old, fresh), sum(counts[k] for k in lacks), fresh)
        rest = fitting - lacks
        if not rest:
            return a0, a1
        r0, r1 = p_none_one(total, sum(counts[k] for k in rest), h)
        return a0 * r0, min(1.0 - a0 * r0, a1 * r0 + a0 * r1)

    # --- saves ------------------------------------------------------------------------------

    def snapshot(self) -> dict:
        """Everything read so far, as plain JSON data."""
        return {"lacks": [[s, sorted(k)] for s, k in sorted(self.lacks.items())],
                "fresh": [[s, n] for s, n in sorted(self.fresh.items())],
                "pending": list(self.pending) if self.pending else None,
                "hand": list(self.hand), "table": list(self.table),
                "draw_size": self.draw_size}

    def restore(self, data: dict) -> None:
        """Take back a snapshot (older saves without one start from nothing)."""
        self.lacks = {int(s): frozenset(k) for s, k in data.get("lacks", [])}
        self.fresh = {int(s): int(n) for s, n in data.get("fresh", [])}
        p = data.get("pending")
        self.pending = (int(p[0]), str(p[1]), int(p[2])) if p else None
        self.hand = tuple(data.get("hand", ()))
        self.table = tuple(data.get("table", ()))
        self.draw_size = data.get("draw_size")


__all__ = ["HandReader"]
