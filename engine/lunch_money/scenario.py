"""Set up any position play can reach, for a test, a tutorial or a puzzle: hands, counters,
statuses, holds, knocked-out seats, the draw pile's order and whose turn it is.

    state = (Scenario(["Ann", "Bruno", "Cleo"])
             .hand(0, "kick4", "grab").hand(1, "dodge").counters(1, 3)
             .hold("choke", holder=2, victim=1).draw_pile("jab", "block")
             .turn(0).build())

Cards are named by kind key (`engine.lunch_money.cards.KINDS`: "jab", "kick4", "hail_mary", "first_aid"...).
Hands hold exactly what you give (up to five; fewer is fine). Cards you don't place go into the
draw pile under the ones named in `draw_pile` (first named = drawn first), in a seeded order.
The pool holds whatever counters the players lack, so counters + pool = 15 x players.

Where the position starts:
- By default, at the turn decision of `turn`, with the start of that turn already played: the
  counters are what you set (a Choke's squeeze for this turn is taken as done) and nobody is
  skipped. So the seat whose turn it is cannot be poked (she would have lost the turn).
- With `.starting()`, just before that turn starts: `build` then plays its start as a match
  does (`engine.lunch_money.rules.start_turn`): the choker's Choke tightens, a poked player loses her turn
  and the next one starts. `scenario.events` holds what that announced.
- With `.attack(attacker, "kick4", target)`, right after that attack was played on the
  attacker's turn and nobody interrupted: at the target's defence decision (or wherever the
  attack leads). Combine with `.starting()` to play the turn's start first.

`build` refuses (ValueError, one sentence) positions play cannot reach: a seat in two holds, a
holder who holds herself, a hold on a knocked-out seat, counters on a knocked-out seat or none
on a conscious one, more than five cards in a hand, a Poke the turn order rules out, fewer
than two conscious seats, more counters than the table has.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from gameshelf.engine.core.errors import IllegalAction
from gameshelf.engine.lunch_money.actions import Decline, PlayCard
from gameshelf.engine.lunch_money.cards import DECK_SIZE, KEY_OF, KIND_BY_KEY, CardId
from gameshelf.engine.lunch_money.decisions import current_decision
from gameshelf.engine.lunch_money.events import Event
from gameshelf.engine.lunch_money.rules import apply, start_turn
from gameshelf.engine.lunch_money.state import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STARTING_COUNTERS,
    DecisionKind,
    GameState,
    Hold,
    HoldKind,
    next_conscious,
)

HOLD_KINDS = tuple(HoldKind)


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
        self._starting = False
        self.events: tuple[Event, ...] = ()   # what `build` played (turn start, attack)

    def hand(self, seat: int, *keys: str) -> Scenario:
        """Give a seat exactly these cards."""
        self._hands[self._seat(seat)] = list(keys)
        return self

    def counters(self, seat: int, amount: int) -> Scenario:
        self._counters[self._seat(seat)] = amount
        return self

    def knocked_out(self, seat: int) -> Scenario:
        self._out[self._seat(seat)], self._counters[seat] = True, 0
        return self

    def stomped(self, seat: int) -> Scenario:
        """The seat's next attack does half damage."""
        self._stomped[self._seat(seat)] = True
        return self

    def poked(self, seat: int, turn_ends: int = 1) -> Scenario:
        """The seat was poked on the turn before: helpless until the current turn ends (the one
        turn end a Poke has left when a turn starts; a fresh Poke's second one is only in the
        poker's own turn, which a scenario does not start in)."""
        if turn_ends not in (0, 1):
            raise ValueError("When a turn starts, a Poke has at most 1 turn end left "
                             "(it was played on the turn before).")
        self._helpless[self._seat(seat)] = turn_ends
        return self

    def hold(self, kind: str, holder: int, victim: int) -> Scenario:
        """Put a "choke" or "headlock" in place (its card goes on the table)."""
        if kind not in HOLD_KINDS:
            raise ValueError("A hold is a 'choke' or a 'headlock'.")
        self._holds.append((kind, self._seat(holder), self._seat(victim)))
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
        if round < 1:
            raise ValueError("Rounds count from 1.")
        self._turn, self._round = self._seat(seat), round
        return self

    def starting(self) -> Scenario:
        """Build the position just before `turn` starts, then play the start of that turn
        (a Choke tightens, a poked player loses her turn)."""
        self._starting = True
        return self

    def attack(self, attacker: int, key: str, target: int) -> Scenario:
        """Start at the reaction to this attack: it is the attacker's turn, the card (added to
        her hand) is played at target, and every Humiliation window is declined."""
        self._attack = (self._seat(attacker), key, self._seat(target))
        self._turn = attacker
        return self

    def dealer(self, seat: int) -> Scenario:
        self._dealer = self._seat(seat)
        return self

    def _seat(self, seat: int) -> int:
        if type(seat) is not int or not 0 <= seat < len(self._names):
            raise ValueError(f"There is no seat {seat!r} at a table of {len(self._names)}.")
        return seat

    # --- building ---------------------------------------------------------------------------

    def build(self) -> GameState:
        """The GameState (see the module docstring for where it starts)."""
        why = why_unreachable(self)
        if why is not None:
            raise ValueError(why)
        s = self._deal()
        events: list[Event] = []
        if self._starting:
            events += start_turn(s)
        if self._attack is not None:
            events += self._play_attack(s)
        self.events = tuple(events)
        return s

    def _deal(self) -> GameState:
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
        hands = [list(keys) for keys in self._hands]
        if self._attack is not None:
            attacker, key, _ = self._attack
            hands[attacker].append(key)
        s = GameState()
        s.seed, s.names, s.shuffles = self._seed, self._names, 1
        s.hands = [[take(k) for k in keys] for keys in hands]
        s.counters = self._counters[:]
        s.pool = STARTING_COUNTERS * n - sum(s.counters)
        s.out, s.stomped, s.helpless = self._out[:], self._stomped[:], self._helpless[:]
        for kind, holder, victim in self._holds:
            card = take(kind)
            s.holds.append(Hold(holder, victim, HoldKind(kind), card))
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
        return s

    def _play_attack(self, s: GameState) -> list[Event]:
        attacker, key, target = self._attack  # type: ignore[misc]
        who = self._names[attacker]
        d = current_decision(s)
        if d is None or d.kind is not DecisionKind.TURN or d.seat != attacker:
            raise ValueError(f"{who} has no turn to attack in: it moved on when it started.")
        card = max(c for c in s.hands[attacker] if KEY_OF[c] == key)
        try:
            s, events = apply(s, PlayCard(card, target), in_place=True)
        except IllegalAction as why:
            raise ValueError(f"{who} can't open her turn with {key} at "
                             f"{self._names[target]}: {why}") from None
        played = list(events)
        while (d := current_decision(s)) is not None and d.kind is DecisionKind.INTERRUPT:
            s, events = apply(s, Decline(), in_place=True)
            played += events
        return played


# --- what play can reach --------------------------------------------------------------------

def why_unreachable(sc: Scenario) -> str | None:
    """Why play cannot reach the position this builder describes (None when it can)."""
    for rule in (_seats_rule, _counters_rule, _holds_rule, _poke_rule):
        why = rule(sc)
        if why:
            return why
    return None


def _seats_rule(sc: Scenario) -> str | None:
    """Who is conscious, what knocked-out seats keep, hand sizes, whose turn, who attacks."""
    names, out = sc._names, sc._out
    if sum(not o for o in out) < 2:
        return "A match needs at least two conscious seats (else it is over)."
    for seat, name in enumerate(names):
        if len(sc._hands[seat]) > HAND_SIZE:
            return f"{name} holds {len(sc._hands[seat])} cards; a hand holds at most five."
        if out[seat] and (sc._hands[seat] or sc._stomped[seat] or sc._helpless[seat]):
            return f"{name} is knocked out: her hand is discarded and her statuses ended."
    if out[sc._turn]:
        return "It can't be the turn of a knocked-out seat."
    if sc._attack is not None:
        attacker, _, target = sc._attack
        if attacker == target or out[target]:
            return f"{names[attacker]} can't attack {names[target]}."
    return None


def _counters_rule(sc: Scenario) -> str | None:
    """Counters: none on knocked-out seats, some on the others, no more than the table's."""
    for seat, name in enumerate(sc._names):
        amount = sc._counters[seat]
        if type(amount) is not int or amount < 0:
            return f"Counters are a whole number, not {amount!r}."
        if sc._out[seat] and amount:
            return f"{name} is knocked out, so she has no counters."
        if not sc._out[seat] and not amount:
            return f"{name} has no counters, so she is knocked out: use knocked_out({seat})."
    if sum(sc._counters) > STARTING_COUNTERS * len(sc._names):
        return (f"The table has only {STARTING_COUNTERS * len(sc._names)} counters "
                f"(First Aid restores lost ones from the pool).")
    return None


def _holds_rule(sc: Scenario) -> str | None:
    """One hold per card, one per player, between two conscious players."""
    names, seen, kinds = sc._names, set(), set()
    for kind, holder, victim in sc._holds:
        if holder == victim:
            return f"{names[holder]} can't hold herself."
        if kind in kinds:
            return f"There is only one {kind.title()} card."
        if sc._out[holder] or sc._out[victim]:
            return "A hold ends when either player is knocked out."
        for seat in (holder, victim):
            if seat in seen:
                # Rules: a hold follows a Grab only when neither player is in a hold.
                return f"{names[seat]} is in two holds; a player is in one at a time."
            seen.add(seat)
        kinds.add(kind)
    return None


def _poke_rule(sc: Scenario) -> str | None:
    """A Poke has one turn end left when a turn starts: it was played on the turn before,
    by the seat whose turn that was, at someone else."""
    poked = [seat for seat, left in enumerate(sc._helpless) if left]
    if not poked:
        return None
    names = sc._names
    if len(poked) > 1:
        return "Only one player can have been poked on the turn before."
    seat = poked[0]
    if seat == _before_turn(sc):
        return (f"{names[seat]} had the turn before, so she poked; she can't be the one "
                f"poked.")
    if seat == sc._turn and not sc._starting:
        return (f"{names[seat]} is poked, so she loses her turn when it starts: "
                f"use .starting() to play that.")
    return None


def _before_turn(sc: Scenario) -> int:
    """The conscious seat whose turn came before the current one."""
    return next_conscious(sc._out, sc._turn, -1)
