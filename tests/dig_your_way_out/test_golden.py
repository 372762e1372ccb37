"""Same seeds, same matches: digests of whole Dig Your Way Out matches' events, recorded on the
engine of commit 6d32449, before the playout speed work. The no-stalemate proof in BOTS.md was
played on that engine: a change here changes how the game plays, and the proof must run again."""

import hashlib
import json

import pytest

from engine import find_game

GAME = find_game("dig-your-way-out")
CAP = 20_000            # actions: every golden match ends well before

GOLDEN = [  # players, options, seed, bot level, digest of the events, actions played
    (2, {}, 1, "random", "f3608c378185caae", 645),
    (4, {}, 7, "random", "1c15b4e8b67c1836", 2373),
    (6, {}, 11, "random", "8c86097c826c6a27", 1840),
    (3, {"michel": True}, 5, "random", "a8c875ab2a671e5d", 3821),
    (4, {"team": True}, 3, "random", "de96afd2bcd06926", 2052),
    (6, {"team": True, "michel": True}, 2, "random", "8a2a19427b84ea0d", 12122),
    (2, {}, 4, "normal", "2ed9151defb18383", 502),
    (3, {"michel": True}, 8, "hard", "2e79bc5ed4ab17d1", 350),
    (4, {"team": True}, 9, "normal", "5f54cbf714afabbb", 142),
]


def digest(players: int, options: dict, seed: int, level: str) -> tuple[str, int]:
    """The match's events, opening included, as JSON through a hash; and its length."""
    state = GAME.new_game([f"P{q}" for q in range(players)], seed, **options)
    bots = [GAME.make_bot(level, q, f"{seed}:bot:{q}") for q in range(players)]
    h = hashlib.sha256()
    for e in GAME.opening_events(state):
        h.update(json.dumps(GAME.event_to_dict(e)).encode())
    actions = 0
    while (d := GAME.current_decision(state)) is not None and actions < CAP:
        action = bots[d.seat].choose(GAME.view_for(state, d.seat))
        state, events = GAME.apply(state, action, in_place=True)
        for e in events:
            h.update(json.dumps(GAME.event_to_dict(e)).encode())
        actions += 1
    return h.hexdigest()[:16], actions


@pytest.mark.parametrize(("players", "options", "seed", "level", "expected", "actions"), GOLDEN)
def test_a_seeded_match_plays_as_it_always_did(players, options, seed, level, expected, actions):
    assert digest(players, options, seed, level) == (expected, actions)
