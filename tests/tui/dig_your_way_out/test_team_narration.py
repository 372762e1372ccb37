"""The team variant told in three languages: a seeded team match narrates without template
errors, blocks are named as blocks, and the team's win is the team's."""

from __future__ import annotations

import random

import pytest

from gameshelf.engine.core.cast import PERSONA_BY_KEY
from gameshelf.engine.dig_your_way_out import GAME, apply, legal_actions, new_game, opening_events
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.tui.narration import LANGS
from gameshelf.tui.narration.narrator import Narrator

NAMES = ("You", "Bruno", "Vicky", "Tank")


def _told(lang: str, seed: int = 5):
    personas = [None, *(PERSONA_BY_KEY[k] for k in ("bruno", "vicky", "tank"))]
    narrator = Narrator(NAMES, seed=seed, lang=lang, personas=personas, human=0,
                        user_dir=None, game="dig-your-way-out")
    state = new_game(list(NAMES), seed, team=True)
    rng = random.Random(seed)
    batches = [opening_events(state)]
    while state.winner is None:
        state, events = apply(state, rng.choice(legal_actions(state)), in_place=True)
        batches.append(events)
    lines, warnings = [], []
    for events in batches:
        lines += [line.text for line in narrator.narrate(events)]
        warnings += narrator.take_warnings()
    return state, lines, warnings, batches


@pytest.mark.parametrize("lang", LANGS)
def test_a_seeded_team_match_narrates_without_template_errors(lang):
    state, lines, warnings, batches = _told(lang)
    assert warnings == []
    assert not any("{{" in t or "{%" in t for t in lines)
    won = next(e for evs in batches for e in evs if type(e) is E.GameWon)
    assert len(won.winners) == 2 and GAME.outcome(state).winners == won.winners


def test_blocks_deals_and_the_team_win_are_told_in_english():
    _state, lines, _w, batches = _told("en")
    text = "\n".join(lines)
    assert "cell block" in text
    kinds = {type(e) for evs in batches for e in evs}
    if E.DealDone in kinds:
        assert any("swap" in t or "Deal done" in t or "handshake" in t or "shake on" in t
                   for t in lines)
    assert any("team" in t.lower() for t in lines[-6:])
