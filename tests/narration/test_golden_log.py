"""Same seeds, same fight log: a seeded four-player bot match, narrated in every language, hashed.

Written before Lunch Money's table and narrator moved into the game's own package (issue 15):
the hashes are the log as it read then, so any move that changes a single line fails here.
"""

from __future__ import annotations

import hashlib

import pytest

from engine.lunch_money import (
    apply,
    current_decision,
    legal_actions,
    opening_events,
    view_for,
    visible_to,
)
from engine.lunch_money.bots import make_bot
from tui.match import new_match

GOLDEN = {
    "en": "21bd6d8ae938f9ef2f7017a97e47749fcb8720d9e32b1955e48b285f86adbf3d",
    "nl": "922f8b87c60fb633b426a169429f22e99fb2cb8ee8265c90b63bb5c6f640fd24",
    "de": "0ce09f96b677bff24d1960d632d2b3443aa173600c6a169f9d5107477a6dca1d",
}


def narrated_log(lang: str, seed: int = 4242) -> list[tuple]:
    """Every fight-log line of a seeded bot match (the human's seat played by a bot too)."""
    match = new_match("You", 3, "normal", lang=lang, seed=seed, pace=0)
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
