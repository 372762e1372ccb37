"""The help tells the rules the engine plays (issue 27): a teammate may be extorted, and the
extorter chooses the weapon she lays, in every language."""

from __future__ import annotations

import pytest

from gameshelf.tui import i18n
from gameshelf.tui.games.dig_your_way_out.help_text import plain_help

TEAMMATE = {"en": "You may extort a teammate", "nl": "Je mag ook een teamgenoot afpersen",
            "de": "Du darfst auch einen Teamkameraden erpressen"}
WEAPON = {"en": "lay the weapon you choose", "nl": "leg het wapen dat je kiest",
          "de": "lege die Waffe deiner Wahl"}


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_the_help_says_a_teammate_may_be_extorted_with_a_weapon_of_your_choice(lang):
    i18n.set_language(lang)
    assert TEAMMATE[lang] in plain_help("teams")
    assert "not extort" not in plain_help("teams")
    assert WEAPON[lang] in plain_help("rules")
