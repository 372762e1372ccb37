"""Dig Your Way Out's banter tells Michel(le) without template errors (the checks every game's
templates share are in tests/tui/narration/test_templates_of_every_game.py)."""

from __future__ import annotations

import pytest

from gameshelf.tui.narration import LANGS


def _michel_match(lang: str, seeds=(4, 5, 6)):
    """Easy bots' matches with Michel(le) on, narrated: (kinds seen, lines, warnings). Easy
    bots end a match in about 600 actions and tell every kind a random bots' match of 38,000
    actions tells but two rare ones; reach comes from the seeds, not from length."""
    from gameshelf.engine import find_game
    from gameshelf.tui.narration.narrator import Narrator
    rules = find_game("dig-your-way-out")
    seen, lines, warnings = set(), [], []
    for seed in seeds:
        state = rules.new_game(["A", "B", "C"], seed, michel=True)
        bots = [rules.make_bot("easy", s, seed * 10 + s) for s in range(3)]
        narrator = Narrator(("A", "B", "C"), lang=lang, seed=seed, game="dig-your-way-out")
        lines += narrator.narrate(rules.opening_events(state))
        while (d := rules.current_decision(state)) is not None:
            state, events = rules.apply(state, bots[d.seat].choose(rules.view_for(state, d.seat)))
            seen.update(type(e).__name__ for e in events)
            lines += narrator.narrate(events)
        warnings += narrator.take_warnings()
    return seen, lines, warnings


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.slow
def test_michel_is_narrated_without_template_errors(lang):
    seen, lines, warnings = _michel_match(lang)
    assert warnings == []
    assert "MichelMoved" in seen
    told = {line.event for line in lines}
    assert {"michel_moved", "michel_card_drawn"} <= told
