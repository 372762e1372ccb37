"""Michel(le)'s five knives are told with the tool each demands (issue 27: the deck is the data
file's; the log used to read her card as a search card and never told a knife)."""

import pytest

from tests.tui.dig_your_way_out.test_dig_templates import _michel_match

KNIFE_LINES = {"en": ("pulls a knife on", "wants a"), "nl": ("trekt een mes tegen", "wil een"),
               "de": ("zückt ein Messer vor", "will ein")}


@pytest.mark.parametrize("lang", sorted(KNIFE_LINES))
@pytest.mark.slow
def test_a_knife_card_is_told_with_the_tool_it_demands(lang):
    _seen, lines, warnings = _michel_match(lang)
    knife, demand = KNIFE_LINES[lang]
    told = [line.text for line in lines if line.event == "michel_card_drawn"]
    assert warnings == [] and any(knife in t and demand in t for t in told)
