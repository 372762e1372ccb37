"""Dig Your Way Out's banter tells Michel(le) without template errors (the checks every game's
templates share are in tests/tui/narration/test_templates_of_every_game.py)."""

from __future__ import annotations

import pytest

from gameshelf.tui.narration import LANGS


def _michel_match(lang: str, seed: int = 4):
    """A bot match with Michel(le) on (sim plays without options), narrated: (kinds seen, lines)."""
    from gameshelf.engine import find_game
    from gameshelf.tui.narration.narrator import Narrator
    rules = find_game("dig-your-way-out")
    state = rules.new_game(["A", "B", "C"], seed, michel=True)
    bots = [rules.make_bot("random", s, seed * 10 + s) for s in range(3)]
    narrator = Narrator(("A", "B", "C"), lang=lang, seed=seed, game="dig-your-way-out")
    seen, lines = set(), list(narrator.narrate(rules.opening_events(state)))
    while (d := rules.current_decision(state)) is not None:
        state, events = rules.apply(state, bots[d.seat].choose(rules.view_for(state, d.seat)))
        seen.update(type(e).__name__ for e in events)
        lines += narrator.narrate(events)
    return seen, lines, narrator.take_warnings()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.slow
def test_michel_is_narrated_without_template_errors(lang):
    seen, lines, warnings = _michel_match(lang)
    assert warnings == []
    assert "MichelMoved" in seen
    told = {line.event for line in lines}
    assert {"michel_moved", "michel_card_drawn"} <= told
