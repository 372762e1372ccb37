"""Setting up a match of Lunch Money: the shuffle, the deal, who starts, and what a fresh match
announces (the rest of the rules are in rules.py)."""

from __future__ import annotations

from collections.abc import Sequence

from gameshelf.engine.core.chance import pick, shuffle
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money.cards import (
    DECK_SIZE,
)
from gameshelf.engine.lunch_money.state import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STARTING_COUNTERS,
    GameState,
    PlayerSpec,
)


def new_game(players: Sequence[PlayerSpec | str] | int, seed: int) -> GameState:
    """A shuffled, dealt match ready for the first player's turn (left of a random dealer)."""
    if isinstance(players, int):
        names = tuple(f"Player {i + 1}" for i in range(players))
    else:
        names = tuple(p.name if isinstance(p, PlayerSpec) else str(p) for p in players)
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise ValueError(f"Lunch Money needs {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                         f"not {len(names)}.")
    n = len(names)
    s = GameState()
    s.seed, s.names = seed, names
    s.counters = [STARTING_COUNTERS] * n
    s.out, s.stomped, s.helpless = [False] * n, [False] * n, [0] * n
    deck = list(range(DECK_SIZE))
    shuffle(deck, f"{seed}:0")
    s.shuffles = 1
    s.draw = deck
    s.dealer = pick(f"{seed}:dealer", n)
    s.first = s.turn = (s.dealer + 1) % n
    s.hands = [[] for _ in range(n)]
    for i in range(n):
        seat = (s.first + i) % n
        for _ in range(HAND_SIZE):
            s.hands[seat].append(s.draw.pop())
    return s


def opening_events(state: GameState) -> tuple[E.Event, ...]:
    """What a fresh match announces before the first decision."""
    return (E.GameStarted(state.players, state.dealer, state.first),
            E.TurnStarted(state.first, 1))
