"""Dig Your Way Out's own table talk renders for every trigger its chronicle sets off, in every
mood, about a seat or about Michel(le) (no seat), for a fresh yard and a worn one, in every
language; and says something for each. (Dig's samples for `templates check` cover two
triggers; this covers them all.)"""

from __future__ import annotations

import pytest

from gameshelf.engine.core.cast import PERSONA_BY_KEY
from gameshelf.tui.games.dig_your_way_out.samples import sample_narrators
from gameshelf.tui.narration import LANGS, MOODS, split_variants

TRIGGERS = ("dug", "tunnel_collapsed", "fight_won", "tool_given", "sent_to_solitary",
            "game_won")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("persona", sorted(PERSONA_BY_KEY))
def test_every_trigger_renders_and_speaks(lang, persona):
    name = f"game:banter/{persona}.j2"
    for narrator in sample_narrators(lang):
        assert name in narrator.available
        me = narrator.who[1]
        for trigger in TRIGGERS:
            said = 0
            for mood in MOODS:
                for other in (narrator.who[2], narrator.who[0], None):
                    ctx = narrator._banter_context({
                        "me": me, "mood": mood, "other": other, "trigger": trigger,
                        "persona": PERSONA_BY_KEY[persona]})
                    said += len(split_variants(narrator._render(name, ctx)))
            assert said, (persona, trigger)
