"""Every random match ends: a slice of the proof (`python -m tests.bench_dig_your_way_out
--stalemate` plays 10,000 seeded matches per setting; BOTS.md has its figures) at every player
count, Michel(le) off and on, and every variant the game's options offer."""

from __future__ import annotations

import pytest

from gameshelf.engine import find_game
from tests.bench_dig_your_way_out import random_match, settings

GAME = find_game("dig-your-way-out")
SEEDS = 12          # per setting: the suite's share (the proof is the bench's)


@pytest.mark.parametrize(("name", "players", "options"), list(settings(GAME)),
                         ids=[name for name, _, _ in settings(GAME)])
@pytest.mark.slow
def test_seeded_random_matches_end(name, players, options):
    for seed in range(SEEDS):
        ended, actions, turns = random_match(GAME, players, seed, options)
        assert ended, f"{name}: seed {seed} did not end in {actions} actions ({turns} turns)"
