"""resample_hidden deals future chance again too: the pile a resampled state reshuffles comes
out in its own order, not the real one's (the seed, which no view shows, is fresh)."""

from __future__ import annotations

import random

from gameshelf.engine.dumm_gelaufen import GAME
from gameshelf.engine.dumm_gelaufen.events import PileReshuffled

RESAMPLES = 60


def before(event_type, seed, players=3):
    """A state of a seeded random match whose next action brings an event of this type."""
    state = GAME.new_game([f"P{i}" for i in range(players)], seed, **GAME.playout_options)
    rng = random.Random(seed)
    while GAME.outcome(state) is None:
        legal = GAME.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        after, events = GAME.apply(state, action)
        if any(isinstance(e, event_type) for e in events):
            return state, action
        state = after
    raise AssertionError("no such moment in this match")


def test_a_resampled_state_reshuffles_in_its_own_order():
    state, action = before(PileReshuffled, 1)
    seat = GAME.current_decision(state).seat
    real = GAME.apply(state, action)[0].draw
    same = sum(GAME.apply(GAME.resample_hidden(state, seat, k), action)[0].draw == real
               for k in range(RESAMPLES))
    assert len(real) > 5 and same <= RESAMPLES // 10
