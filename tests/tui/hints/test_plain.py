"""Hints and the look back in plain mode: a typed `hint` (or `tipp`) prints one line of what the
hard bot would play and why, and plays nothing; a finished match ends with the costliest
decisions after the standings."""

from __future__ import annotations

import pytest

from gameshelf.tui.model.match import new_match
from tests.tui.plain.helpers import play_plain


@pytest.mark.parametrize("game", ["lunch-money", "dumm-gelaufen", "dig-your-way-out"])
def test_typed_hint_prints_one_hint_and_plays_nothing(game):
    m = new_match("You", 1, "random", "en", 4, pace=0.0, game=game)
    played = play_plain(m, "hint\nquit\n")
    hints = [line for line in played.lines if line.startswith("Hint: ")]
    assert len(hints) == 1, played.out[-800:]
    assert m.hints == 1
    assert m.game.current_decision(m.state).seat == m.human, "still the player's decision"


def test_the_german_word_asks_too(monkeypatch):
    from gameshelf.tui.i18n import set_language
    set_language("de")
    try:
        m = new_match("Du", 1, "random", "de", 4, pace=0.0, game="dig-your-way-out")
        played = play_plain(m, "tipp\nende\n")
    finally:
        set_language("en")
    assert any(line.startswith("Tipp: ") for line in played.lines), played.out[-800:]


def test_a_finished_match_ends_with_the_look_back():
    m = new_match("You", 1, "random", "en", 2, pace=0.0, game="lunch-money")
    played = play_plain(m, "\n".join(["1", "p"] * 400) + "\n")
    lines = played.lines
    assert played.code == 0
    at = next(i for i, line in enumerate(lines)
              if line.startswith(("Your costliest decisions", "Looking back: the hard bot")))
    if lines[at].startswith("Your costliest"):
        assert all(line.startswith("Decision ") for line in lines[at + 1:at + 4])
