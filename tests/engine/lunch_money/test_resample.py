"""resample_hidden deals future chance again too: the discard a resampled state reshuffles
comes out in its own order, not the real one's (the seed, which no view shows, is fresh)."""

from __future__ import annotations

import random

from gameshelf.engine.lunch_money import GAME, apply, current_decision, legal_actions
from gameshelf.engine.lunch_money.events import DeckReshuffled

RESAMPLES = 60


def before(event_type, seed, players=3):
    """A state of a seeded random match whose next action brings an event of this type."""
    state, rng = GAME.new_game([f"P{i}" for i in range(players)], seed), random.Random(seed)
    while True:
        legal = legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        after, events = apply(state, action)
        if any(isinstance(e, event_type) for e in events):
            return state, action
        state = after


def test_a_resampled_state_reshuffles_in_its_own_order():
    state, action = before(DeckReshuffled, 2)
    seat = current_decision(state).seat
    real = apply(state, action)[0].draw
    same = sum(apply(GAME.resample_hidden(state, seat, k), action)[0].draw == real
               for k in range(RESAMPLES))
    assert len(real) > 5 and same <= RESAMPLES // 10
