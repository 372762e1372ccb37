"""Bots against bots finish: two normal bots once opened trades they then sold nothing in, and a
two-player match of them went round for ever (the sim hung)."""

from __future__ import annotations

import pytest

from gameshelf.engine import find_game

GAME = find_game("dig-your-way-out")
LIMIT = 20_000      # actions: matches of these bots end in a few hundred


def _play(levels: tuple[str, ...], seed: int) -> int:
    """Actions until the match ends (LIMIT when it does not)."""
    state = GAME.new_game([f"P{q}" for q in range(len(levels))], seed)
    bots = [GAME.make_bot(level, q, f"{seed}:{q}") for q, level in enumerate(levels)]
    for actions in range(LIMIT):
        if GAME.outcome(state) is not None:
            return actions
        seat = GAME.current_decision(state).seat
        state, _ = GAME.apply(state, bots[seat].choose(GAME.view_for(state, seat)))
    return LIMIT


@pytest.mark.parametrize("levels", [("normal", "normal"), ("easy", "easy"),
                                    ("normal", "easy", "normal", "easy")])
@pytest.mark.parametrize("seed", range(4))
def test_matches_of_bots_end(levels, seed):
    assert _play(levels, seed) < LIMIT
