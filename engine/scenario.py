"""Set up any position for a test, a tutorial or a puzzle: hands, counters, statuses, holds,
knocked-out seats, the draw pile's order and whose turn it is.

    state = (Scenario(["Ann", "Bruno", "Cleo"])
             .hand(0, "kick4", "grab").hand(1, "dodge").counters(1, 3)
             .hold("choke", holder=2, victim=1).draw_pile("jab", "block")
             .turn(0).build())

Cards are named by kind key (`engine.cards.KINDS`: "jab", "kick4", "hail_mary", "first_aid"...).
Hands hold exactly what you give (fewer than five is fine). Cards you don't place go into the
draw pile under the ones named in `draw_pile` (first named = drawn first), in a seeded order.
The pool holds whatever counters the players lack, so counters + pool = 15 x players.
The position starts at the turn decision of `turn`, or — with `.attack(attacker, "kick4", 1)` —
right after that attack was played and nobody interrupted: at the target's defence decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import DECK_SIZE, KEY_OF, KIND_BY_KEY, CardId
from engine.state import MAX_PLAYERS, MIN_PLAYERS, STARTING_COUNTERS, GameState, Hold


class Scenario:
    """A fluent builder for a GameState; every method returns the builder."""

    def __init__(self, players: int | Sequence[str] = 2, seed: int = 0) -> None:
        names = ([f"Player {i + 1}" for i in range(players)] if isinstance(players, int)
                 else list(players))
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise ValueError(f"A scenario needs {MIN_PLAYERS}-{MAX_PLAYERS} players.")
        self._names = tuple(names)
        self._seed = seed
        n = len(names)
        self._hands: list[list[str]] = [[] for _ in range(n)]
        self._counters = [STARTING_COUNTERS] * n
        self._out = [False] * n
        self._stomped = [False] * n
        self._helpless = [0] * n
        self._holds: list[tuple[str, int, int]] = []
        self._draw: list[str] = []
        self._discard: list[str] = []
        self._turn = 0
        self._dealer: int | None = None
        self._round = 1
        self._attack: tuple[int, str, int] | None = None

    def hand(self, seat: int, *keys: str) -> Scenario:
        """Give a seat exactly these cards."""
        self._hands[seat] = list(keys)
        return self

    def counters(self, seat: int, amount: int) -> Scenario:
        self._counters[seat] = amount
        return self

    def knocked_out(self, seat: int) -> Scenario:
        self._out[seat], self._counters[seat] = True, 0
        return self

    def stomped(self, seat: int) -> Scenario:
        """The seat's next attack does half damage."""
        self._stomped[seat] = True
        return self

    def poked(self, seat: int, turn_ends: int = 2) -> Scenario:
        """The seat is helpless for this many more turn ends (a fresh Poke in the Eye is 2)."""
        self._helpless[seat] = turn_ends
        return self

    def hold(self, kind: str, holder: int, victim: int) -> Scenario:
        """Put a "choke" or "headlock" in place (its card goes on the table)."""
        if kind not in ("choke", "headlock"):
            raise ValueError("A hold is a 'choke' or a 'headlock'.")
        self._holds.append((kind, holder, victim))
        return self

    def draw_pile(self, *keys: str) -> Scenario:
        """These cards on top of the draw pile, the first named drawn first."""
        self._draw = list(keys)
        return self

    def discard_pile(self, *keys: str) -> Scenario:
        self._discard = list(keys)
        return self

    def turn(self, seat: int, round: int = 1) -> Scenario:
        """Whose turn it is (and the round number)."""
        self._turn, self._round = seat, round
        return self

    def attack(self, attacker: int, key: str, target: int) -> Scenario:
        """Start at the reaction to this attack: it is the attacker's turn, the card (added to
        her hand) is played at target, and every Humiliation window is declined."""
        self._attack = (attacker, key, target)
        self._turn = attacker
        return self

    def dealer(self, seat: int) -> Scenario:
        self._dealer = seat
        return self

    def build(self) -> GameState:
        """The GameState, waiting for the turn decision of `turn`."""
        free: dict[str, list[CardId]] = {}
        for c in range(DECK_SIZE):
            free.setdefault(KEY_OF[c], []).append(c)

        def take(key: str) -> CardId:
            if key not in KIND_BY_KEY:
                raise ValueError(f"No card kind {key!r}; kinds are {sorted(KIND_BY_KEY)}.")
            if not free[key]:
                raise ValueError(f"The deck has only {KIND_BY_KEY[key].copies} x {key}.")
            return free[key].pop(0)

        n = len(self._names)
        if self._attack is not None:
            attacker, key, _ = self._attack
            self._hands[attacker] = [*self._hands[attacker], key]
        s = GameState()
        s.seed, s.names, s.shuffles = self._seed, self._names, 1
        s.hands = [[take(k) for k in keys] for keys in self._hands]
        s.counters = self._counters[:]
        s.pool = STARTING_COUNTERS * n - sum(s.counters)
        s.out, s.stomped, s.helpless = self._out[:], self._stomped[:], self._helpless[:]
        for kind, holder, victim in self._holds:
            card = take(kind)
            s.holds.append(Hold(holder, victim, kind, card))
            s.table[card] = holder
        s.discard = [take(k) for k in self._discard]
        top = [take(k) for k in self._draw]
        rest = [c for cards in free.values() for c in cards]
        random.Random(f"{self._seed}:scenario").shuffle(rest)
        s.draw = rest + top[::-1]
        s.turn = self._turn
        s.dealer = self._dealer if self._dealer is not None else (self._turn - 1) % n
        s.first = (s.dealer + 1) % n
        s.round = self._round
        if s.out[s.turn]:
            raise ValueError("It can't be the turn of a knocked-out seat.")
        return self._play_attack(s) if self._attack is not None else s

    def _play_attack(self, s: GameState) -> GameState:
        from engine.actions import Decline, PlayCard
        from engine.legal import current_decision
        from engine.rules import apply
        from engine.state import DecisionKind
        attacker, key, target = self._attack  # type: ignore[misc]
        card = max(c for c in s.hands[attacker] if KEY_OF[c] == key)
        s, _ = apply(s, PlayCard(card, target), in_place=True)
        while (d := current_decision(s)) is not None and d.kind is DecisionKind.INTERRUPT:
            s, _ = apply(s, Decline(), in_place=True)
        return s
