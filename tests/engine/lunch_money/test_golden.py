"""Same seeds, same matches: whole matches' events, recorded before Lunch Money moved onto the
shared core (chance, bots, codec). A change here changes how the game plays.

Each match's events, opening included, are kept one JSON object a line in
`golden/<players>p-seed<seed>-<level>.txt` (until issue 28 only their digest was kept: the records
are the text those digests hashed). A difference fails naming the first line that differs; to
re-record a change made on purpose: `GAMESHELF_RECORD_GOLDEN=1 python -m pytest
tests/lunch_money/test_golden.py`, then read the `git diff` of golden/ (see tests/golden.py)."""

import json
from pathlib import Path

import pytest

from gameshelf.engine.lunch_money import apply, current_decision, new_game, opening_events, view_for
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.engine.lunch_money.serialize import event_to_dict
from tests.golden import check_golden

HERE = Path(__file__).parent / "golden"

GOLDEN = [  # players, seed, bot level, actions played
    (2, 1, "random", 150),
    (4, 7, "random", 224),
    (6, 11, "random", 661),
    (3, 5, "easy", 103),
    (4, 3, "normal", 201),
]


def record_path(players: int, seed: int, level: str) -> Path:
    return HERE / f"{players}p-seed{seed}-{level}.txt"


def event_lines(players, seed, level) -> tuple[list[str], int]:
    """The match's events, opening included, one JSON object each; and its length in actions."""
    state = new_game(players, seed=seed)
    bots = [make_bot(level, q, f"{seed}:bot:{q}") for q in range(players)]
    lines = [json.dumps(event_to_dict(e)) for e in opening_events(state)]
    actions = 0
    while state.winner is None and actions < 3000:
        seat = current_decision(state).seat
        state, events = apply(state, bots[seat].choose(view_for(state, seat)))
        lines += [json.dumps(event_to_dict(e)) for e in events]
        actions += 1
    return lines, actions


@pytest.mark.parametrize("players, seed, level, actions", GOLDEN)
def test_a_seeded_match_plays_as_it_always_did(players, seed, level, actions):
    lines, played = event_lines(players, seed, level)
    check_golden(record_path(players, seed, level), lines)
    assert played == actions
