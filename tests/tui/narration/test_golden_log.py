"""Same seeds, same fight log: a seeded four-player bot match, narrated in every language, hashed.

Written before Lunch Money's table and narrator moved into the game's own package (issue 15):
the hashes are the log as it read then, so any move that changes a single line fails here.
Issue 27 changed the log on purpose (payback and comeback lines rationed, a Stomp never lands on
a face, a Big Combo halved by a Stomp is not "half blocked", a hit halved to 0 is not "for 0",
no "just X and Y left" at a table of two): the hashes are the log as it reads since.
"""

from __future__ import annotations

import hashlib

import pytest
from gameshelf.engine.lunch_money import (
    apply,
    current_decision,
    legal_actions,
    opening_events,
    view_for,
    visible_to,
)
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.tui.model.match import new_match

GOLDEN = {
    "en": "27045cb7c0e047cf21f2c8e04d76778bb4066d9b089ece1fc3be9c3b7e746396",
    "nl": "4f660c7a3337a0f3d531721b585fd2adc1d3a431ca17d43d16fe96099dfe3037",
    "de": "75ef6ce5d7ba4e0d1e350768654687c833fe95c0c2cd13a1712895d9422daf37",
}


def narrated_log(lang: str, seed: int = 4242) -> list[tuple]:
    """Every fight-log line of a seeded bot match (the human's seat played by a bot too)."""
    match = new_match("You", 3, "normal", lang=lang, seed=seed, pace=0, game="lunch-money")
    bots = dict(match.bots)
    bots[match.human] = make_bot("normal", match.human, f"{seed}:golden", None)
    narrate = match.narrator.narrate
    lines = list(narrate(opening_events(match.state)))
    state = match.state
    while (d := current_decision(state)) is not None and state.winner is None:
        action = bots[d.seat].choose(view_for(state, d.seat))
        assert action in legal_actions(state)
        state, events = apply(state, action)
        lines += narrate([visible_to(e, match.human) for e in events])
    return [(ln.text, ln.speaker, ln.event, ln.family, ln.seats) for ln in lines]


def digest(lines: list[tuple]) -> str:
    return hashlib.sha256(repr(lines).encode()).hexdigest()


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_a_seeded_match_narrates_line_for_line_as_before(lang: str) -> None:
    lines = narrated_log(lang)
    assert len(lines) > 100
    assert digest(lines) == GOLDEN[lang]
