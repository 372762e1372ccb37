"""The cast's banter (narration_templates/cast/) is shared by every game: it must render for a
game whose seats know only what every game's seats know (tui.narration.grammar.Seat), never
only for Lunch Money's seats with their counters, streaks and grudges."""

from __future__ import annotations

import pytest

from gameshelf.engine.core.cast import PERSONAS
from gameshelf.tui.narration import LANGS, MOODS, TEMPLATES, make_environment, split_variants
from gameshelf.tui.narration.environment import CAST
from gameshelf.tui.narration.grammar import Seat
from gameshelf.tui.narration.loader import template_names
from gameshelf.tui.narration.sandbox import render

TRIGGERS = ("player_knocked_out", "humiliated", "attack_landed", "some_other_games_event")


def _contexts(lang: str):
    """Every mood and trigger, about another seat and about you, with plain seats."""
    me = Seat(1, "Mei", False, "mei", lang)
    for mood in MOODS:
        for other in ((None,) if mood == "win" else
                      (Seat(0, "Ann", True, None, lang), Seat(2, "Bruno", False, "bruno", lang))):
            for trigger in TRIGGERS:
                yield {"names": ("Ann", "Mei", "Bruno"), "table": (), "lang": lang,
                       "human": None, "pick": lambda *o: o[0] if o else "",
                       "plural": lambda n, one, many: f"{n} {one if n == 1 else many}",
                       "round": 1, "last_insult": None, "last_insult_by": None,
                       "me": me, "mood": mood, "trigger": trigger, "other": other,
                       "persona": next(p for p in PERSONAS if p.key == "mei")}


@pytest.mark.parametrize("lang", LANGS)
def test_every_cast_template_renders_for_a_game_without_lunch_moneys_seats(lang):
    env = make_environment(None, lang, game="a-game-with-no-templates")
    names = sorted(template_names(TEMPLATES / CAST / lang))
    assert "banter/mei.j2" in names
    for name in names:
        template = env.get_template(name)
        spoken = 0
        for ctx in _contexts(lang):
            spoken += len(split_variants(render(template, ctx, budgeted=False)))
        assert spoken, f"{name} says nothing at all in another game"
