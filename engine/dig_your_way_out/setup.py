"""Setting up a match of Dig Your Way Out: the shuffle, the deal, who starts, and what a fresh match
announces (the rest of the rules are in rules.py)."""

from __future__ import annotations

from collections.abc import Sequence

from gameshelf.engine.core import chance
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import (
    CIGARETTES,
    GANG_CARDS,
    MAX_PLAYERS,
    MICHEL_CARDS,
    MICHEL_START,
    MIN_PLAYERS,
    PASTS,
    SEARCH_SIZE,
    START_HAND,
    TOOL_IDS,
)
from gameshelf.engine.dig_your_way_out.rules import begin_turn
from gameshelf.engine.dig_your_way_out.sides import (
    check_team,
    start_places,
    target,
)
from gameshelf.engine.dig_your_way_out.state import (
    GameState,
)


def new_game(names: Sequence[str] | int, seed: int, michel: bool = False,
             team: bool = False, turn_limit: int | None = None) -> GameState:
    """A shuffled, dealt match: pawns in the cells, a secret past and 3 search cards each.
    `turn_limit` (turns per seat) is for headless bot matches only: one that reaches it stops
    unfinished, won by nobody; a person's match has none."""
    if turn_limit is not None and (type(turn_limit) is not int or turn_limit < 1):
        raise ValueError(f"A turn limit is a whole number of turns per seat, not {turn_limit!r}.")
    if isinstance(names, int):
        names = [f"Player {i + 1}" for i in range(names)]
    n = len(names)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"Dig Your Way Out seats {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                         f"not {n}.")
    s = GameState.__new__(GameState)
    s.seed, s.chance, s.names, s.michel_on = seed, 0, tuple(names), bool(michel)
    s.team, s.dealing = check_team(team, n), None
    s.draw = list(range(SEARCH_SIZE))
    chance.shuffle(s.draw, f"{seed}:search")
    s.discard, s.stacks = [], [list(ids) for ids in TOOL_IDS]
    s.gang_decks = [list(range(g * 4, g * 4 + 4)) for g in range(GANG_CARDS // 4)]
    for g, deck in enumerate(s.gang_decks):
        chance.shuffle(deck, f"{seed}:gang:{g}")
    box = list(range(len(PASTS)))
    chance.shuffle(box, f"{seed}:pasts")
    s.pasts, s.past_box = box[:n], sorted(box[n:])
    s.revealed = [False] * n
    s.hands = [[s.draw.pop() for _ in range(START_HAND)] for _ in range(n)]
    s.dug, s.bonus, s.cigarettes = [[] for _ in range(n)], [0] * n, [0] * n
    s.supply, s.beatings, s.location, s.gang = CIGARETTES, [0] * n, start_places(team, n), [-1] * n
    s.michel_draw = list(range(len(MICHEL_CARDS)))
    chance.shuffle(s.michel_draw, f"{seed}:michel")
    s.michel_at = MICHEL_START if s.michel_on else -1
    s.michel_discard, s.michel_shown, s.michel_queue = [], [], []
    s.lockdown_by, s.pending, s.fight, s.winner = None, None, None, None
    s.discard_left, s.trading, s.actions, s.legal_cache, s.decided = 0, False, 0, None, None
    s.turn_limit, s.unfinished = turn_limit, False
    s.known = [[] for _ in range(n)]
    # Rules: "De speler met het meest indrukwekkende litteken mag als eerste beginnen" - a
    # seeded choice.
    begin_turn(s, chance.pick(f"{seed}:scar", n), 1)
    return s


def opening_events(s: GameState) -> tuple[E.Event, ...]:
    """What a fresh match announces: who starts, the target, the first turn."""
    return (E.GameStarted(s.turn_seat, target(s), s.michel_on, s.team),
            E.TurnStarted(s.turn_seat, s.turn))
