"""Take-backs in plain mode: `undo` takes the last decision back, or says in one line why not
(nothing chosen yet, a card drawn since); the Settings switch turns it off."""

from __future__ import annotations

from gameshelf.tui.model.match import new_match
from tests.tui.plain.helpers import play_plain

GAME = "dig-your-way-out"


def _match():
    return new_match("You", 2, "random", "en", 4, pace=0.0, game=GAME)


def test_undo_takes_a_careful_move_back_and_refuses_after_a_search():
    m = _match()
    played = play_plain(m, "undo\ncareful\nundo\nsearch\nundo\nquit\n")
    lines = played.lines
    assert "No take-back: you have made no decision to take back yet." in lines
    assert "— you took back your last decision —" in lines
    assert "No take-back: a card has been drawn since." in lines
    assert m.takebacks == 1


def test_undo_is_refused_when_settings_turn_it_off():
    import io

    from gameshelf.tui.plain.console import Console
    from gameshelf.tui.plain.table import PlainTable
    from gameshelf.tui.shelf import ui_for
    m = _match()
    out = io.StringIO()
    console = Console(out=out, inp=io.StringIO("careful\nundo\nquit\n"), err=io.StringIO())
    PlainTable(m, ui_for(GAME).text_turns(), console, take_backs=False).play()
    assert "No take-back: Settings has turned take-backs off." in out.getvalue().splitlines()
    assert m.takebacks == 0
