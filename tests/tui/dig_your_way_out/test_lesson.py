"""Dig Your Way Out's first lesson ("Learn to play"): a newcomer plays it through from the title
screen with the keys the prompt names; a wrong key is explained and the step waits; nothing is
saved and the stats stay untouched; every word goes through the game's catalog (nl, de)."""

from __future__ import annotations

import pytest

from gameshelf.engine.dig_your_way_out.data import KEY_OF
from gameshelf.tui import i18n
from gameshelf.tui.games.dig_your_way_out.lesson import DigLesson, LeaveDialog, ReadyDialog
from gameshelf.tui.games.dig_your_way_out.lesson_steps import STEPS
from gameshelf.tui.screens.new_match import NewMatchScreen
from gameshelf.tui.screens.title import TitleScreen
from gameshelf.tui.widgets.fight_log import FightLog
from tests.tui.lesson_helpers import Lesson, files_under, until

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)

LESSON = Lesson(game="dig-your-way-out", domain="dig_your_way_out", screen=DigLesson,
                steps=tuple(STEPS), ready_dialog=ReadyDialog, leave_dialog=LeaveDialog,
                answer_id="#dig-answer")


@pytest.fixture(autouse=True)
def _saves_in_tmp(tmp_path, monkeypatch):
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))


def bruno_fought_back_and_lost(app, step) -> None:
    """After "Extort and fight": Bruno took a beating, the fight is over, the shovel is yours."""
    if step.title == "Extort and fight":
        state = app.screen.match.state
        assert state.beatings[1] == 1 and state.fight is None
        assert "shovel" in {KEY_OF[c] for c in state.hands[0]}


async def test_a_newcomer_plays_the_lesson_through_in_german_and_starts_a_real_match(
        monkeypatch):
    # In de (the wrong-key test plays in English): the prompt's words are the catalog's.
    monkeypatch.setenv("LANG", "de_DE.UTF-8")    # the app speaks the system's
    try:
        app = LESSON.app()
        async with app.run_test(size=(100, 32)) as pilot:
            await LESSON.play_through(pilot, first_words="Drücke",
                                      after_step=bruno_fought_back_and_lost)
            table = app.screen_stack[-2]
            assert table.match.state.dug[0]                 # the last step dug a tool in
            told = "\n".join(strip.text for strip in table.query_one(FightLog).lines)
            assert "Lektion 7 von 7" in told and "Spitzhacke auf 8" in told, told[-300:]
            # the dig step starts with points dug: it is not the match's first dirt
            assert "Der erste Dreck der Partie" not in told
            await pilot.press("n")
            await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
            assert isinstance(app.screen_stack[-2], TitleScreen)
        assert files_under("LUNCHMONEY_SAVES") == []       # never saved
        assert files_under("LUNCHMONEY_DATA") == []        # never counted
    finally:
        i18n.set_language("en")


async def test_a_wrong_key_is_explained_and_the_step_waits():
    app = LESSON.app()
    async with app.run_test(size=(100, 32)) as pilot:
        await LESSON.check_a_wrong_key_waits(pilot)
        await until(pilot, lambda: LESSON.asked(app, 0, 1) or LESSON.step_over(app, 0))
        await LESSON.leave(pilot)
    assert files_under("LUNCHMONEY_SAVES") == []


@pytest.mark.parametrize("lang", ["nl", "de"])
async def test_every_word_of_the_lesson_goes_through_the_catalog(lang, monkeypatch):
    await LESSON.check_every_word_goes_through_the_catalog(lang, monkeypatch)


async def test_at_80x24_the_option_each_step_names_is_in_sight(monkeypatch):
    # A playtester's short screen (de): "Drücke 8" with only 3-7 shown, 8 scrolled off.
    await LESSON.check_at_80x24_each_named_option_is_in_sight("de", monkeypatch)
