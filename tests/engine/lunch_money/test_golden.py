"""Same seeds, same matches: digests of whole matches' events, recorded before Lunch Money
moved onto the shared core (chance, bots, codec). A change here changes how the game plays."""

import hashlib
import json

import pytest
from gameshelf.engine.lunch_money import apply, current_decision, new_game, opening_events, view_for
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.engine.lunch_money.serialize import event_to_dict

GOLDEN = [  # players, seed, bot level, digest of the events, actions played
    (2, 1, "random", "c949b4aec023c25e", 150),
    (4, 7, "random", "c8ab785da864484f", 224),
    (6, 11, "random", "f1e9b89a83b7073b", 661),
    (3, 5, "easy", "16c2fcd7e7c732db", 103),
    (4, 3, "normal", "dadc62ed86cab09a", 201),
]


def digest(players, seed, level):
    state = new_game(players, seed=seed)
    bots = [make_bot(level, q, f"{seed}:bot:{q}") for q in range(players)]
    h = hashlib.sha256()
    for e in opening_events(state):
        h.update(json.dumps(event_to_dict(e)).encode())
    actions = 0
    while state.winner is None and actions < 3000:
        seat = current_decision(state).seat
        state, events = apply(state, bots[seat].choose(view_for(state, seat)))
        for e in events:
            h.update(json.dumps(event_to_dict(e)).encode())
        actions += 1
    return h.hexdigest()[:16], actions


@pytest.mark.parametrize("players, seed, level, expected, actions", GOLDEN)
def test_a_seeded_match_plays_as_it_always_did(players, seed, level, expected, actions):
    assert digest(players, seed, level) == (expected, actions)
