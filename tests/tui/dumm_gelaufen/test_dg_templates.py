"""Dumm gelaufen!'s banter names each action card as the table does (the checks every game's
templates share are in tests/tui/narration/test_templates_of_every_game.py)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("lang", "peek"), [("en", "Peek"), ("nl", "Spieken"), ("de", "Spicken")])
def test_the_log_names_an_action_card_as_the_table_does(lang, peek):
    """One name per action card in each language: the fight log's is the table's (G5 Peek)."""
    from gameshelf.engine.dumm_gelaufen import ACTION_CARDS
    from gameshelf.tui.games.dumm_gelaufen.chronicle import Card
    from gameshelf.tui.games.dumm_gelaufen.words import action_name
    from gameshelf.tui.i18n import current_language, set_language
    before = current_language()
    set_language(lang)
    try:
        table = [action_name(a.id).split(" ", 1)[1] for a in ACTION_CARDS]
    finally:
        set_language(before)
    log = [Card(a.id, lang).name for a in ACTION_CARDS]
    assert log == table
    assert log[[a.key for a in ACTION_CARDS].index("G5")] == peek
