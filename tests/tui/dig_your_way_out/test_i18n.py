"""A Dutch or German table shows no English word of the game's lists (cards, places, choices),
and the typed parser takes the language's own words."""

from __future__ import annotations

import random

import pytest

from gameshelf.engine.dig_your_way_out import GAME
from gameshelf.engine.dig_your_way_out.data import KINDS, LOCATION_NAMES
from gameshelf.tui.games.dig_your_way_out.board import lines
from gameshelf.tui.games.dig_your_way_out.choices import label, question
from gameshelf.tui.games.dig_your_way_out.commands import parse
from gameshelf.tui.games.dig_your_way_out.help_text import plain_help
from gameshelf.tui.i18n import set_language

# English names that are not the same word in Dutch or German.
ENGLISH = {k.name for k in KINDS} | set(LOCATION_NAMES) | {
    "Search", "Move (roll the die)", "End your turn", "Your turn", "Discard"}
SAME = {"Bandana", "Backup", "Cafeteria", "Contraband", "Lockdown", "Dealer"}


def _positions(seed: int, count: int):
    s = GAME.new_game(["Ann", "Bo", "Cy"], seed, michel=True)
    rng = random.Random(seed)
    for _ in range(count):
        if GAME.outcome(s) is not None:
            return
        d = GAME.current_decision(s)
        yield GAME.view_for(s, d.seat)
        s, _ev = GAME.apply(s, rng.choice(GAME.legal_actions(s)))


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_no_english_word_of_a_list(lang):
    set_language(lang)
    try:
        for view in _positions(5, 400):
            shown = "\n".join([*lines(view), question(view),
                               *(label(a, view) for a in view.legal)])
            for word in ENGLISH - SAME:
                assert word not in shown, (lang, word, shown)
        assert "REKONSTRUIERT" in plain_help() or "GERECONSTRUEERD" in plain_help()
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "line"), [("nl", "zoeken"), ("de", "suchen"), ("en", "srch")])
def test_search_in_every_language(lang, line):
    view = next(v for v in _positions(3, 200) if v.legal and "Search()" in map(repr, v.legal))
    set_language(lang)
    try:
        assert repr(parse(line, view).action) == "Search()"
    finally:
        set_language("en")


@pytest.mark.parametrize(("typed", "kind"), [
    ("lopen", "RollMove"), ("ziehen", "RollMove"), ("beurt klaar", "EndTurn"),
    ("zug beenden", "EndTurn"), ("end turn", "EndTurn"), ("voorzichtig lopen", "CarefulMove"),
    ("vorsichtig gehen", "CarefulMove"), ("careful move", "CarefulMove")])
def test_a_choice_typed_back_as_its_label_reads_plays_it(typed, kind):
    from gameshelf.engine import find_game
    from gameshelf.tui.games.dig_your_way_out.commands import parse
    game = find_game("dig-your-way-out")
    state = game.new_game(["A", "B", "C"], 3)
    seat = game.current_decision(state).seat
    assert type(parse(typed, game.view_for(state, seat)).action).__name__ == kind
