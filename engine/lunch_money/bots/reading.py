"""Reading other hands from public play: a player who takes a hit she could have stopped holds no
card that stops it — until she draws again.

A `HandReader` belongs to one seat and learns only from the views that seat is shown and the
actions it chose itself:

- when its own attack (3 damage or more, or one with an effect: a light plain hit may be taken
  on purpose) lands on a player who could have defended, she held none of the defences that fit;
- a player free to attack who ends her turn without playing a card (she discarded or passed)
  held no attack card: what she kept is defence and the like.

A player who plays otherwise only makes the guess a little off. From then on, only the cards she draws are unknown:
the draw pile's size is public and the seat knows its own draws, so the rest were drawn by the
others. Heads-up that count is exact; at more seats every opponent is charged with all of the
others' draws, which errs on the side of knowing less.

Plain data only, so a save keeps it (`snapshot` / `restore`).
"""

from __future__ import annotations

from typing import Any

from gameshelf.engine.lunch_money.actions import Action, PlayCard
from gameshelf.engine.lunch_money.bots.common import Table, p_none_one
from gameshelf.engine.lunch_money.cards import (
    FREE_ATTACK_KEYS,
    KEY_OF,
    KIND_BY_KEY,
    OPENING_ATTACK_KEYS,
)
from gameshelf.engine.lunch_money.legal import DEFENCES_AGAINST
from gameshelf.engine.lunch_money.state import DecisionKind, PlayRole
from gameshelf.engine.lunch_money.view import PlayerView

# Decisions at which our own card starts an attack the target may still defend.
_OPENINGS = frozenset({DecisionKind.TURN, DecisionKind.BLOCK_GRAB})


def _light(key: str) -> bool:
    """A plain hit of under 3 damage: some players would rather take it than spend a card."""
    return key in FREE_ATTACK_KEYS and KIND_BY_KEY[key].damage < 3


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
        self.turn: tuple[int, int] | None = None    # (round, seat) of the turn being watched
        self.able: tuple[int, ...] = ()              # seats free to attack at the last view
        self.spenders: set[int] = set()              # seen spending a defence on a light hit
        self.played: set[int] = set()              # seats seen playing a card on the turn watched

    # --- learning ---------------------------------------------------------------------------

    def see(self, view: PlayerView) -> None:
        """Take in a view: count the others' draws, then check whether our attack landed."""
        others_drew = self._others_drew(view)
        self._settle_attack(view)
        for seat in self.fresh:
            self.fresh[seat] += others_drew
        self._watch_turns(view, others_drew)
        self._watch_defences(view)
        self.hand, self.table = tuple(view.hand), tuple(view.table)
        self.draw_size = view.draw_size

    def chose(self, view: PlayerView, action: Action) -> None:
        """Remember our own attack, to see later whether the target stopped it."""
        d = view.decision
        if (not isinstance(action, PlayCard) or action.target is None or d is None
                or d.kind not in _OPENINGS or view.helpless[action.target]):
            return
        key = KEY_OF[action.card]
        # A light plain hit may be taken on purpose, to keep the defence card: it tells something
        # only about a player we have seen spend defences on light hits.
        if key in DEFENCES_AGAINST and (not _light(key) or action.target in self.spenders):
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

    def _watch_turns(self, view: PlayerView, others_drew: int) -> None:
        """A player who ends her turn without playing a card (she discarded or passed), though
        free to attack, held no attack card: what she kept is defence and the like. Every card
        she plays is shown to us in a Humiliation window. (A First Aid on her turn tells us
        nothing: some players heal with attacks in hand.)"""
        now = (view.round, view.turn)
        # Helpless or empty-handed, we were shown no windows: nothing to conclude.
        watching = self.seat in self.able and bool(self.hand)
        if self.turn is not None and now != self.turn and watching:
            for seat in self._turns_between(view, self.turn[1], view.turn):
                if seat != self.seat and seat in self.able and seat not in self.played \
                        and not view.knocked_out[seat]:
                    self._learn(seat, OPENING_ATTACK_KEYS, others_drew)
        if now != self.turn:
            self.played = set()
        self.turn = now
        held = {h.victim for h in view.holds} | {h.holder for h in view.holds}
        self.able = tuple(s for s in range(len(view.names))
                          if not view.helpless[s] and s not in held)
        d = view.decision
        if d is not None and d.kind is DecisionKind.INTERRUPT and d.actor == view.turn:
            self.played.add(d.actor)

    def _watch_defences(self, view: PlayerView) -> None:
        """Note players who spend a defence card on a light hit that would not knock them out."""
        d = view.decision
        if d is None or d.kind is not DecisionKind.INTERRUPT or not view.stack:
            return
        play = getattr(view.stack[-1], "play", None)
        a = getattr(play, "attack", None)
        if (a is not None and play is not None and play.role == PlayRole.DEFENCE and play.seat == a.target
                and _light(KEY_OF[a.card]) and a.damage < view.counters[a.target]):
            self.spenders.add(a.target)

    @staticmethod
    def _turns_between(view: PlayerView, first: int, now: int) -> list[int]:
        """Seats whose turns ended between the watched turn (first) and the current one."""
        n = len(view.names)
        seats, s = [], first
        for _ in range(n):
            seats.append(s)
            s = (s + 1) % n
            if s == now:
                break
        return seats

    def _learn(self, seat: int, kinds: frozenset[str], fresh: int) -> None:
        """Her cards but the `fresh` newest hold none of these kinds (added to what we knew
        if she has drawn nothing since)."""
        if self.fresh.get(seat) == 0 and seat in self.lacks:
            kinds = kinds | self.lacks[seat]
        self.lacks[seat] = frozenset(kinds)
        self.fresh[seat] = fresh

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
            self._learn(target, DEFENCES_AGAINST[key], 0)
        if landed or view.turn != self.seat:
            self.pending = None

    # --- using it ---------------------------------------------------------------------------

    def chance_none(self, t: Table, target: int, fitting: frozenset[str],
                    counts: dict[str, int], total: int) -> tuple[float, float]:
        """Chance the target holds none / exactly one of the fitting kinds, given what we read.
        counts/total: copies this seat has not seen."""
        h = t.hand_sizes[target]
        lacks = self.lacks.get(target)
        if not lacks or t.seat != self.seat:
            return p_none_one(total, sum(counts[k] for k in fitting), h)
        fresh = min(h, self.fresh.get(target, h))
        old = h - fresh
        # Her older cards come from the unseen kinds she was not shown to lack; the fresh
        # ones from anything unseen.
        pool = total - sum(counts[k] for k in lacks)
        o0, o1 = p_none_one(pool, sum(counts[k] for k in fitting if k not in lacks), old)
        f0, f1 = p_none_one(max(total - old, fresh), sum(counts[k] for k in fitting), fresh)
        return o0 * f0, min(1.0 - o0 * f0, o1 * f0 + o0 * f1)

    # --- saves ------------------------------------------------------------------------------

    def snapshot(self) -> dict[str, object]:
        """Everything read so far, as plain JSON data."""
        return {"lacks": [[s, sorted(k)] for s, k in sorted(self.lacks.items())],
                "fresh": [[s, n] for s, n in sorted(self.fresh.items())],
                "pending": list(self.pending) if self.pending else None,
                "hand": list(self.hand), "table": list(self.table),
                "draw_size": self.draw_size,
                "turn": list(self.turn) if self.turn else None, "able": list(self.able),
                "played": sorted(self.played), "spenders": sorted(self.spenders)}

    def restore(self, data: dict[str, Any]) -> None:
        """Take back a snapshot (older saves without one start from nothing)."""
        self.lacks = {int(s): frozenset(k) for s, k in data.get("lacks", [])}
        self.fresh = {int(s): int(n) for s, n in data.get("fresh", [])}
        p = data.get("pending")
        self.pending = (int(p[0]), str(p[1]), int(p[2])) if p else None
        self.hand = tuple(data.get("hand", ()))
        self.table = tuple(data.get("table", ()))
        self.draw_size = data.get("draw_size")
        turn = data.get("turn")
        self.turn = (int(turn[0]), int(turn[1])) if turn else None
        self.able = tuple(data.get("able", ()))
        self.played = set(data.get("played", ()))
        self.spenders = set(data.get("spenders", ()))


__all__ = ["HandReader"]
