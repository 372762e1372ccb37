"""Same seeds, same matches: digests of whole Dig Your Way Out matches' events, recorded on the
engine whose dice and random cards come from `chance.counted` (2026-11-28; before it, a Mersenne
Twister seeded per draw: every seeded match changed then). The no-stalemate proof and the ladder
in BOTS.md were played on this engine: a change here changes how the game plays, and the proof
must run again."""

import hashlib
import json

import pytest
from gameshelf.engine import find_game

GAME = find_game("dig-your-way-out")
CAP = 20_000            # actions: every golden match ends well before

GOLDEN = [  # players, options, seed, bot level, digest of the events, actions played
    # Recorded again on issue 27's engine (the extorter's choice of weapon, Michel(le)'s
    # five-knife deck, teammates extortable, the bots' fixes for stalled matches): every match
    # changed on purpose. The 6-player team match with Michel(le) is played by easy bots now
    # (random ones pass the cap there: RULES M4).
    (2, {}, 1, "random", "d8216d41bea644d9", 796),
    (4, {}, 7, "random", "ff78147124a4c0f2", 3185),
    (6, {}, 11, "random", "1c4e00df61c4605d", 2463),
    (3, {"michel": True}, 5, "random", "9386968c2e8bf886", 8824),
    (4, {"team": True}, 3, "random", "d44376bbcb91e267", 3122),
    (6, {"team": True, "michel": True}, 4, "easy", "80a16e266c1c3f96", 398),
    (2, {}, 4, "normal", "15cf77db528caa20", 113),
    (3, {"michel": True}, 8, "hard", "ccae3842f7976be6", 199),
    (4, {"team": True}, 9, "normal", "022962eafc6d0c38", 191),
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
