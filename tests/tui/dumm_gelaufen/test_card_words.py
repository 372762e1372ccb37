"""The cards in the player's language: under Dutch and German every Murphy task, every action
card's name and rule, and the help's every tab show none of the English card words."""

from __future__ import annotations

import re

import pytest

from gameshelf.engine.dumm_gelaufen import ACTION_CARDS, GAME, MURPHY_CARDS, Scenario
from gameshelf.tui.games.dumm_gelaufen.board import board, mine
from gameshelf.tui.games.dumm_gelaufen.choices import choices
from gameshelf.tui.games.dumm_gelaufen.help import help_markup
from gameshelf.tui.i18n import set_language

# Words of the English card texts, names and sources that no Dutch or German text shares.
ENGLISH = re.compile(r"\b(Only|least|cards|Swap|Take|Put|Look|Show|colour|values|random|pile|"
                     r"player|neighbour|guess|tuned|quoted|reconstruction|reconstructed|Peek|"
                     r"Pickpocket|Raid|Sweep|Trouble|adding|consecutive|identical|exactly|"
                     r"Double|Gifts|Clears)\b")
GREENS = [a.key for a in ACTION_CARDS if a.colour == "green"]


@pytest.fixture(params=["nl", "de"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def table_for(murphy: str):
    """Your side and the board, holding every green card, a shown Murphy card opposite."""
    state = (Scenario(["Ann", "Bruno", "Cleo"]).hand(0, "red 2", "yellow 3", *GREENS)
             .murphy(0, murphy).murphy(1, murphy).shown(1).mac("red 7").piles(["green 5"], [])
             .turn(0).build())
    view = GAME.view_for(state, 0)
    labels = [c.label for c in choices(view)]
    return "\n".join([mine(view).plain, board(view).plain, *labels])


def english_in(text: str) -> list[str]:
    return sorted(set(ENGLISH.findall(text)))


def test_every_murphy_task_and_green_card_at_the_table_is_translated(lang):
    for m in MURPHY_CARDS:
        shown = table_for(m.key)
        assert not english_in(shown), (m.key, english_in(shown), shown)


@pytest.mark.parametrize("topic", ["keys", "rules", "cards", "murphy"])
def test_every_help_tab_is_translated(lang, topic):
    text = help_markup(topic)
    assert not english_in(text), english_in(text)


def test_the_english_words_are_there_in_english():
    """The word list catches the English texts (else the tests above prove nothing)."""
    set_language("en")
    assert {"Only", "least", "Swap", "quoted"} <= set(english_in(help_markup()))
    assert english_in(table_for("M04"))


def test_the_rulebooks_own_dutch_words_for_m01(lang):
    if lang == "nl":
        assert "Verzamel enkel kaarten van eenzelfde kleur" in help_markup("murphy")
