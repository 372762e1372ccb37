"""Dumm gelaufen!'s first lesson ("Learn to play"): a newcomer plays it through from the title
screen with the keys the prompt names; a wrong key is explained and the step waits; nothing is
saved and the stats stay untouched; every word goes through the game's catalog (nl, de)."""

from __future__ import annotations

import pytest

from gameshelf.engine.dumm_gelaufen.cards import COLOUR_OF
from gameshelf.tui import i18n
from gameshelf.tui.games.dumm_gelaufen.lesson import DgLesson, LeaveDialog, ReadyDialog
from gameshelf.tui.games.dumm_gelaufen.lesson_steps import STEPS
from gameshelf.tui.screens.new_match import NewMatchScreen
from gameshelf.tui.screens.title import TitleScreen
from tests.tui.lesson_helpers import Lesson, files_under, until

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)

LESSON = Lesson(game="dumm-gelaufen", domain="dumm_gelaufen", screen=DgLesson,
                steps=tuple(STEPS), ready_dialog=ReadyDialog, leave_dialog=LeaveDialog)


@pytest.fixture(autouse=True)
def _saves_in_tmp(tmp_path, monkeypatch):
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))


async def test_a_newcomer_plays_the_lesson_through_in_dutch_and_starts_a_real_match(
        monkeypatch):
    # In nl (the wrong-key test plays in English): the prompt's words are the catalog's.
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")    # the app speaks the system's
    try:
        app = LESSON.app()
        async with app.run_test(size=(100, 32)) as pilot:
            await LESSON.play_through(pilot, first_words="Druk op")
            table = app.screen_stack[-2]
            assert table.match.state.fulfilled[0]          # the last step fulfilled a Murphy card
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
        table = app.screen
        await until(pilot, lambda: LESSON.asked(app, 0, 1))
        yellow = next(i for i, a in enumerate(table.listed_actions(), 1)
                      if COLOUR_OF[a.card] == "yellow")
        await pilot.press(str(yellow))                  # giving away a yellow card
        await pilot.pause()
        assert LESSON.answer(app) == table.hint(table.expect) and LESSON.asked(app, 0, 1)
        assert len(table.match.history) == 1
        await LESSON.leave(pilot)
    assert files_under("LUNCHMONEY_SAVES") == []


@pytest.mark.parametrize("lang", ["nl", "de"])
async def test_every_word_of_the_lesson_goes_through_the_catalog(lang, monkeypatch):
    await LESSON.check_every_word_goes_through_the_catalog(lang, monkeypatch)


def test_the_mac_step_says_plainly_that_his_cards_show_what_you_gave_him():
    """The Mac step's close: one sentence, no colon before "and" (en, nl, de)."""
    from gameshelf.tui.i18n import translator

    words = translator("dumm_gelaufen")
    done = next(s.done for s in STEPS if s.title == "Mac")
    for lang, said in (("en", "so everyone sees what he holds, including what you gave him."),
                       ("nl", "dus iedereen ziet wat hij heeft, ook wat jij hem gaf."),
                       ("de", "also sieht jeder, was er hat, auch was du ihm gegeben hast.")):
        text = words.in_language(lang, done)
        assert text.endswith(said) and ":" not in text, (lang, text)


async def test_at_80x24_the_option_each_step_names_is_in_sight(monkeypatch):
    # A short screen: the option each prompt names is on the rows shown (see the Dig lesson).
    await LESSON.check_at_80x24_each_named_option_is_in_sight("en", monkeypatch)
