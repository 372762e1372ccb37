"""Same seeds, same matches: digests of whole Dig Your Way Out matches' events, recorded on the
engine whose dice and random cards come from `chance.counted` (2026-11-28; before it, a Mersenne
Twister seeded per draw: every seeded match changed then). The no-stalemate proof and the ladder
in BOTS.md were played on this engine: a change here changes how the game plays, and the proof
must run again."""

import hashlib
import json

import pytest

from engine import find_game

GAME = find_game("dig-your-way-out")
CAP = 20_000            # actions: every golden match ends well before

GOLDEN = [  # players, options, seed, bot level, digest of the events, actions played
    (2, {}, 1, "random", "3b248c72eb06ec40", 1799),
    (4, {}, 7, "random", "8c5370fb53baa884", 1196),
    (6, {}, 11, "random", "2a7822ffbe379b7b", 1189),
    (3, {"michel": True}, 5, "random", "0e106ffe5de617ce", 5179),
    (4, {"team": True}, 3, "random", "b867b6a927c0117c", 3446),
    (6, {"team": True, "michel": True}, 4, "random", "81efa72ece2cbd7e", 6207),
    (2, {}, 4, "normal", "c4df26806619bcf3", 425),
    (3, {"michel": True}, 8, "hard", "e64b15dd86a2667c", 489),
    (4, {"team": True}, 9, "normal", "c67eb013c38dfb7a", 336),
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
