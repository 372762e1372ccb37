"""Reading the other seat from the open table: every card it takes from an open pile or Mac and
every card it gives there is public. A bot that compares what it saw after its own move with
what it sees at its next decision learns which cards sit in the other hand, and which Murphy
cards fit what the other player keeps and throws away.

Heads-up only: with more players the changes between two of this seat's decisions cannot be
told apart by seat, so nothing is read (the worlds stay uniform).
"""

from __future__ import annotations

from collections import Counter

from gameshelf.engine.dumm_gelaufen.actions import MAC, Action, Give, PickMac, TakeDeck, TakeMac, TakeOpen
from gameshelf.engine.dumm_gelaufen.cards import MURPHY_COUNT
from gameshelf.engine.dumm_gelaufen.murphy import allowed_cards
from gameshelf.engine.dumm_gelaufen.view import PlayerView

# How much less likely a Murphy card is for each card the other player did the opposite with:
# took a card the task does not allow, or gave one away that it allows (a guess; a planning
# player rarely does either, a careless one often).
AGAINST = 0.3
Table = tuple[list[list[int]], list[int]]     # the open piles and Mac's row


class TableReader:
    """One seat's memory of the other seat's public takes and gives (heads-up)."""

    def __init__(self, seat: int, against: float = AGAINST) -> None:
        self.seat = seat
        self.against = against
        self.known: list[int] = []        # cards the other seat took and still holds
        self.took: list[int] = []         # ... took this round (its Murphy card's round)
        self.gave: list[int] = []         # ... gave this round
        self.round = 0
        self.expect: Table | None = None  # the open piles and Mac after this seat's last move
        self.draw_size = 0

    def see(self, view: PlayerView) -> None:
        """At a decision: read what changed since this seat's own last move."""
        if len(view.names) != 2:
            return
        if view.round != self.round:
            self.round, self.took, self.gave = view.round, [], []
        if self.expect is not None and view.draw_size <= self.draw_size:
            self._read(view, *self.expect)
        self.expect = None

    def did(self, view: PlayerView, action: Action) -> None:
        """After choosing: what the open table will look like (None when it cannot be told:
        a card struck or played)."""
        if len(view.names) != 2:
            return
        piles = [list(p) for p in view.piles]
        mac = list(view.mac)
        match action:
            case Give(card=c, to=to):
                (mac if to == MAC else piles[to]).append(c)
            case TakeOpen(piles=taken):
                for p in taken:
                    piles[p].pop()
            case PickMac(card=c):
                mac.remove(c)
            case TakeMac() | TakeDeck():
                pass
            case _:
                self.expect = None
                return
        self.expect = (piles, mac)
        self.draw_size = view.draw_size

    def _read(self, view: PlayerView, piles: list[list[int]], mac: list[int]) -> None:
        took: list[int] = []
        gave: list[int] = []
        for before, now in zip(piles, view.piles, strict=True):
            same = 0
            while same < min(len(before), len(now)) and before[same] == now[same]:
                same += 1
            took += before[same:]
            gave += now[same:]
        old, new = Counter(mac), Counter(view.mac)
        took_all = Counter(took) + (old - new)
        gave_all = Counter(gave) + (new - old)
        # A card taken and given straight back moved nowhere.
        took, gave = list((took_all - gave_all).elements()), list((gave_all - took_all).elements())
        mine = set(view.hand)
        for c in gave:
            if c in self.known:
                self.known.remove(c)
        self.known += [c for c in took if c not in mine and c not in self.known]
        self.took += took
        self.gave += gave

    def wanted(self, view: PlayerView) -> dict[int, float]:
        """Per number card: how likely the other seat's Murphy card allows it (heads-up;
        empty with more players)."""
        if len(view.names) != 2:
            return {}
        other = 1 - view.seat
        known = view.murphies[other]
        if known is not None:
            return dict.fromkeys(allowed_cards(known), 1.0)
        seen = {m for m in view.murphies if m is not None} | {m for f in view.fulfilled
                                                               for m in f}
        candidates = [m for m in range(MURPHY_COUNT) if m not in seen]
        weights = self.murphy_weights(candidates)
        total = sum(weights) or 1.0
        wanted: dict[int, float] = {}
        for m, w in zip(candidates, weights, strict=True):
            for c in allowed_cards(m):
                wanted[c] = wanted.get(c, 0.0) + w / total
        return wanted

    def murphy_weights(self, candidates: list[int]) -> list[float]:
        """How likely each candidate is the other seat's Murphy card, from this round's takes
        and gives (unnormalised)."""
        weights = []
        for m in candidates:
            allowed = allowed_cards(m)
            against = sum(c not in allowed for c in self.took) + sum(c in allowed
                                                                    for c in self.gave)
            weights.append(self.against ** against)
        return weights
