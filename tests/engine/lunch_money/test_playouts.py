"""Seeded random playouts: every game ends and the invariants hold after every action."""

import random

import pytest

from gameshelf.engine.lunch_money import DECK_SIZE, apply, legal_actions, new_game, view_for
from gameshelf.engine.lunch_money.legal import current_decision
from gameshelf.engine.lunch_money.view import VIEW_FIELDS

GAMES = 1000
CHUNKS = 8


def check_invariants(state, players):
    assert sum(state.counters) + state.pool == 15 * players
    cards = [c for h in state.hands for c in h] + state.draw + state.discard + list(state.table)
    assert sorted(cards) == list(range(DECK_SIZE))
    d = current_decision(state)
    if d is not None:
        assert not state.out[d.seat], "a knocked-out seat is deciding"
        assert len(legal_actions(state)) > 0
        if not state.stack:
            assert all(len(h) <= 5 for h in state.hands), "hands are refilled to five at most"


def check_view(state, seat):
    v = view_for(state, seat)
    assert sorted(v.hand) == sorted(state.hands[seat])
    fields = set(VIEW_FIELDS)
    assert not {"hands", "draw", "seed", "shuffles"} & fields
    if v.decision is not None and v.decision.seat != seat:
        assert not v.legal


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.slow
def test_random_playouts_end_and_keep_invariants(chunk):
    for g in range(chunk, GAMES, CHUNKS):
        players = 2 + g % 5
        state = new_game(players, seed=g)
        rng = random.Random(g)
        steps = 0
        while state.winner is None:
            legal = legal_actions(state)
            state, _ = apply(state, legal[rng.randrange(len(legal))], in_place=True)
            steps += 1
            check_invariants(state, players)
            if steps % 50 == 0:
                check_view(state, steps % players)
            assert steps < 20_000, f"game {g} does not end"
        assert sum(not o for o in state.out) == 1 and not state.out[state.winner]


def test_same_seed_and_actions_give_the_same_events():
    def run():
        state, rng, log = new_game(4, seed=99), random.Random(5), []
        while state.winner is None:
            legal = legal_actions(state)
            state, ev = apply(state, legal[rng.randrange(len(legal))])
            log.extend(ev)
        return log
    assert run() == run()


def test_apply_leaves_the_old_state_untouched():
    state = new_game(3, seed=1)
    before = (list(state.counters), [list(h) for h in state.hands], list(state.draw))
    apply(state, legal_actions(state)[0])
    assert before == (state.counters, state.hands, state.draw)
