"""Same seeds, same matches: digests of whole Dig Your Way Out matches' events, recorded on the
engine whose dice and random cards come from `chance.counted` (2026-11-28; before it, a Mersenne
Twister seeded per draw: every seeded match changed then). The no-stalemate proof and the ladder
in BOTS.md were played on this engine: a change here changes how the game plays, and the proof
must run again.

Each match's events, opening included, are kept one JSON object a line in
`golden/<players>p[-team][-michel]-seed<seed>-<level>.txt` (until issue 28 only their digest was
kept: the records are the text those digests hashed). A difference fails naming the first line that
differs; to re-record a change made on purpose: `GAMESHELF_RECORD_GOLDEN=1 python -m pytest
tests/dig_your_way_out/test_golden.py`, then read the `git diff` of golden/ (see tests/golden.py)."""

import json
from pathlib import Path

import pytest

from gameshelf.engine import find_game
from tests.golden import check_golden

GAME = find_game("dig-your-way-out")
CAP = 20_000            # actions: every golden match ends well before
HERE = Path(__file__).parent / "golden"

GOLDEN = [  # players, options, seed, bot level, actions played
    # Recorded again on issue 27's engine (the extorter's choice of weapon, Michel(le)'s
    # five-knife deck, teammates extortable, the bots' fixes for stalled matches): every match
    # changed on purpose. The 6-player team match with Michel(le) is played by easy bots now
    # (random ones pass the cap there: RULES M4).
    (2, {}, 1, "random", 796),
    (4, {}, 7, "random", 3185),
    (6, {}, 11, "random", 2463),
    (3, {"michel": True}, 5, "random", 8824),
    (4, {"team": True}, 3, "random", 3122),
    (6, {"team": True, "michel": True}, 4, "easy", 398),
    (2, {}, 4, "normal", 113),
    (3, {"michel": True}, 8, "hard", 168),      # issue 29: hard plays 5 turns out, keeps known tools
    (4, {"team": True}, 9, "normal", 191),
]


def record_path(players: int, options: dict, seed: int, level: str) -> Path:
    flags = "".join(f"-{name}" for name in sorted(options) if options[name])
    return HERE / f"{players}p{flags}-seed{seed}-{level}.txt"


def event_lines(players: int, options: dict, seed: int, level: str) -> tuple[list[str], int]:
    """The match's events, opening included, one JSON object each; and its length in actions."""
    state = GAME.new_game([f"P{q}" for q in range(players)], seed, **options)
    bots = [GAME.make_bot(level, q, f"{seed}:bot:{q}") for q in range(players)]
    lines = [json.dumps(GAME.event_to_dict(e)) for e in GAME.opening_events(state)]
    actions = 0
    while (d := GAME.current_decision(state)) is not None and actions < CAP:
        action = bots[d.seat].choose(GAME.view_for(state, d.seat))
        state, events = GAME.apply(state, action, in_place=True)
        lines += [json.dumps(GAME.event_to_dict(e)) for e in events]
        actions += 1
    return lines, actions


@pytest.mark.parametrize(("players", "options", "seed", "level", "actions"), GOLDEN)
def test_a_seeded_match_plays_as_it_always_did(players, options, seed, level, actions):
    lines, played = event_lines(players, options, seed, level)
    check_golden(record_path(players, options, seed, level), lines)
    assert played == actions
