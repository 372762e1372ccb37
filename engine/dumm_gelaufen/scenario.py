"""Set up any position for a test, a tutorial or a puzzle: hands, Murphy cards, Mac's row, the
open piles, the top of the face-down pile, fulfilled cards and whose turn it is.

    state = (Scenario(["Ann", "Bruno"])
             .hand(0, "red 1", "red 3", "red 4", "red 4", "yellow 9", "G4")
             .murphy(0, "M01").mac("red 8", "green 2").piles(["yellow 5"], ["red 11"])
             .deck("R8", "yellow 7")          # drawn first: R8
             .turn(0).build())

Cards are named "red 7" (or "r7") and by action key ("R1".."R9", "G1".."G8"); Murphy cards
by key ("M01".."M21"). What you leave out: a seat without `.hand` gets 8 number cards, one
without `.murphy` a Murphy card, Mac 7 number cards and each open pile one, all from the
cards nobody named, in a seeded order; the other number cards go under the named top of the
face-down pile, the other action cards to the action discard (so that a test's face-down
draws beyond the named top are number cards). `build` refuses (ValueError, one sentence) a
card named twice, a red card in a hand, more than seven cards at Mac, a hand without a number
card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from gameshelf.engine.dumm_gelaufen.cards import (
    DECK_SIZE,
    MURPHY_BY_KEY,
    MURPHY_COUNT,
    NUMBER_COUNT,
    card_by_name,
    is_red,
)
from gameshelf.engine.dumm_gelaufen.state import FIRST_HAND, MAC_MAX, MAX_PLAYERS, MIN_PLAYERS, GameState


class Scenario:
    """A builder of positions; each method returns the builder."""

    def __init__(self, players: Sequence[str] | int, seed: int = 0) -> None:
        self.names = tuple(f"Player {i + 1}" for i in range(players)) \
            if isinstance(players, int) else tuple(players)
        if not MIN_PLAYERS <= len(self.names) <= MAX_PLAYERS:
            raise ValueError(f"A table seats {MIN_PLAYERS} to {MAX_PLAYERS} players.")
        self.seed = seed
        self._hands: dict[int, tuple[str, ...]] = {}
        self._murphy: dict[int, str] = {}
        self._fulfilled: dict[int, tuple[str, ...]] = {}
        self._mac: tuple[str, ...] | None = None
        self._piles: tuple[Sequence[str], Sequence[str]] | None = None
        self._deck: tuple[str, ...] = ()
        self._turn = 0
        self._shown: set[int] = set()

    def hand(self, seat: int, *cards: str) -> Scenario:
        self._hands[seat] = cards
        return self

    def murphy(self, seat: int, key: str) -> Scenario:
        self._murphy[seat] = key
        return self

    def fulfilled(self, seat: int, *keys: str) -> Scenario:
        self._fulfilled[seat] = keys
        return self

    def mac(self, *cards: str) -> Scenario:
        self._mac = cards
        return self

    def piles(self, left: Sequence[str], right: Sequence[str]) -> Scenario:
        """The open piles, bottom card first (the last named is the top)."""
        self._piles = (tuple(left), tuple(right))
        return self

    def deck(self, *cards: str) -> Scenario:
        """The top of the face-down pile: the first named is drawn first."""
        self._deck = cards
        return self

    def shown(self, seat: int) -> Scenario:
        """`seat`'s Murphy card has been shown to everyone."""
        self._shown.add(seat)
        return self

    def turn(self, seat: int) -> Scenario:
        self._turn = seat
        return self

    def build(self) -> GameState:
        s = GameState(self.names, self.seed)
        taken: set[int] = set()

        def place(names: Sequence[str]) -> list[int]:
            out = []
            for name in names:
                card = card_by_name(name, taken)
                taken.add(card)
                out.append(card)
            return out

        for seat, cards in sorted(self._hands.items()):
            s.hands[seat] = place(cards)
        mac = place(self._mac) if self._mac is not None else None
        piles = [place(p) for p in self._piles] if self._piles is not None else None
        top = place(self._deck)
        rng = random.Random(f"scenario:{self.seed}")
        rest = [c for c in range(NUMBER_COUNT) if c not in taken]
        rng.shuffle(rest)
        for seat in range(len(self.names)):
            if seat not in self._hands:
                s.hands[seat], rest = rest[:FIRST_HAND], rest[FIRST_HAND:]
        if mac is None:
            mac, rest = rest[:MAC_MAX], rest[MAC_MAX:]
        if piles is None:
            piles, rest = [rest[:1], rest[1:2]], rest[2:]
        s.mac, s.piles = mac, piles
        s.draw = rest + top[::-1]
        s.action_discard = [c for c in range(NUMBER_COUNT, DECK_SIZE) if c not in taken]
        self._murphies(s, rng)
        s.turn = self._turn
        for seat in self._shown:
            s.shown[seat] = True
        self._check(s)
        return s

    def _murphies(self, s: GameState, rng: random.Random) -> None:
        used = set()
        for seat, keys in self._fulfilled.items():
            s.fulfilled[seat] = [MURPHY_BY_KEY[k].id for k in keys]
            used.update(s.fulfilled[seat])
        for seat, key in self._murphy.items():
            s.murphy[seat] = MURPHY_BY_KEY[key].id
        used.update(s.murphy[q] for q in self._murphy)
        free = [m for m in range(MURPHY_COUNT) if m not in used]
        rng.shuffle(free)
        for seat in range(len(self.names)):
            if seat not in self._murphy:
                s.murphy[seat] = free.pop()
        s.murphy_pile = free
        if len(used) + len(self.names) - len(self._murphy) != MURPHY_COUNT - len(free):
            raise ValueError("A Murphy card is named twice.")

    @staticmethod
    def _check(s: GameState) -> None:
        if len(s.mac) > MAC_MAX:
            raise ValueError(f"Mac holds at most {MAC_MAX} cards.")
        if any(c >= NUMBER_COUNT for c in s.mac + s.piles[0] + s.piles[1]):
            raise ValueError("Mac and the open piles hold number cards only.")
        for seat, hand in enumerate(s.hands):
            if any(is_red(c) for c in hand):
                raise ValueError("A red action card is never kept in a hand.")
            if not any(c < NUMBER_COUNT for c in hand):
                raise ValueError(f"Seat {seat}'s hand needs at least one number card.")
