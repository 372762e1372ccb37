"""Dumm gelaufen!'s first lesson ("Learn to play"): a newcomer plays it through from the title
screen with the keys the prompt names; a wrong key is explained and the step waits; nothing is
saved and the stats stay untouched; every word goes through the game's catalog (nl, de)."""

from __future__ import annotations

import pytest
from gameshelf.engine.dumm_gelaufen.cards import COLOUR_OF
from gameshelf.tui import i18n
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.games.dumm_gelaufen.lesson import DgLesson, LeaveDialog, ReadyDialog
from gameshelf.tui.games.dumm_gelaufen.lesson_steps import STEPS
from gameshelf.tui.screens.lesson_base import key_for
from gameshelf.tui.screens.new_match import NewMatchScreen
from gameshelf.tui.screens.title import TitleScreen
from gameshelf.tui.widgets.prompt import PromptLine
from textual.widgets import OptionList

from tests.tui.lesson_helpers import Marked, files_under, until

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)


@pytest.fixture(autouse=True)
def _saves_in_tmp(tmp_path, monkeypatch):
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))


def asked(app, step: int, met: int = 0) -> bool:
    """The lesson waits for the player at step `step`, having done `met` of its asks."""
    s = app.screen
    return (isinstance(s, DgLesson) and s.step_no == step and s.met == met
            and not s.step_over and s.expect is not None)


def step_over(app, step: int) -> bool:
    s = app.screen
    return isinstance(s, DgLesson) and s.step_no == step and s.step_over


def prompt(app) -> str:
    return app.screen.query_one(PromptLine).plain


def answer(app) -> str:
    return str(app.screen.query_one("#answer").render())


def panel(app) -> str:
    return app.screen.query_one("#lesson").render().plain


def right_key(app) -> str:
    s = app.screen
    return key_for(s.listed_actions(), s.expect)


async def open_lesson(pilot) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, TitleScreen))
    await pilot.press("e")
    await until(pilot, lambda: asked(pilot.app, 0))


async def play_through(pilot, first_words: str = "Press") -> None:
    """The whole lesson, as a newcomer presses what the prompt says (`first_words`: how the
    first prompt begins, in the lesson's language)."""
    app = pilot.app
    await open_lesson(pilot)
    assert prompt(app).startswith(first_words)
    for number, step in enumerate(STEPS):
        for met in range(len(step.expects)):
            await until(pilot, lambda n=number, m=met: asked(app, n, m))
            key = right_key(app)
            assert app.screen.said(app.screen.expect.say).format(key=key) in prompt(app)
            await pilot.press(key.lower())
        await until(pilot, lambda n=number: step_over(app, n))
        assert app.screen.said(app.screen.lesson_words.well_done) in prompt(app)
        await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, ReadyDialog))


async def test_a_newcomer_plays_the_lesson_through_in_dutch_and_starts_a_real_match(
        monkeypatch):
    # In nl (the wrong-key test plays in English): the prompt's words are the catalog's.
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")    # the app speaks the system's
    try:
        app = ShelfApp(pace=0, game="dumm-gelaufen")
        async with app.run_test(size=(100, 32)) as pilot:
            await play_through(pilot, first_words="Druk op")
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
    app = ShelfApp(pace=0, game="dumm-gelaufen")
    async with app.run_test(size=(100, 32)) as pilot:
        await open_lesson(pilot)
        table = app.screen
        key = right_key(app)
        wrong = "1" if key != "1" else "2"
        await pilot.press(wrong)                        # another exchange
        await pilot.pause()
        assert answer(app) == table.hint(table.expect) and asked(app, 0)
        assert key in answer(app)
        await pilot.press("x")                          # a key that does nothing here
        await pilot.pause()
        assert answer(app) == table.hint(table.expect) and asked(app, 0)
        assert key in answer(app)
        assert table.match.history == []
        await pilot.press("ctrl+s")                     # the lesson is never saved
        await pilot.pause()
        assert "not saved" in answer(app)
        await pilot.press(key)
        await until(pilot, lambda: asked(app, 0, 1))
        yellow = next(i for i, a in enumerate(table.listed_actions(), 1)
                      if COLOUR_OF[a.card] == "yellow")
        await pilot.press(str(yellow))                  # giving away a yellow card
        await pilot.pause()
        assert answer(app) == table.hint(table.expect) and asked(app, 0, 1)
        assert len(table.match.history) == 1
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LeaveDialog))
        await pilot.press("y")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
    assert files_under("LUNCHMONEY_SAVES") == []


@pytest.mark.parametrize("lang", ["nl", "de"])
async def test_every_word_of_the_lesson_goes_through_the_catalog(lang, monkeypatch):
    monkeypatch.setitem(i18n._catalogs, ("dumm_gelaufen", lang), Marked())
    monkeypatch.setenv("LANG", f"{lang}_{lang.upper()}.UTF-8")
    i18n.set_language(lang)
    try:
        app = ShelfApp(pace=0, game="dumm-gelaufen")
        async with app.run_test(size=(100, 32)) as pilot:
            await open_lesson(pilot)
            ask = STEPS[0].expects[0]
            key = right_key(app)
            assert prompt(app).startswith(f"‹{ask.say}›".format(key=key))
            assert panel(app).startswith(f"‹Lesson 1 of {len(STEPS)}: ‹{STEPS[0].title}››")
            assert f"‹{ask.explain}›" in panel(app)
            await pilot.press("x")
            await pilot.pause()
            assert answer(app) == f"‹{ask.hint}›".format(key=key)
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, LeaveDialog))
            words = [w.render().plain for w in app.screen.query("Static, Button")]
            assert words and all(w.startswith("‹") for w in words if w.strip())
    finally:
        i18n.set_language("en")



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


def named_option_in_sight(app) -> bool:
    """The choice the prompt names (its number, or the highlighted one past 9) is on the rows
    the choices list shows, not scrolled off."""
    s = app.screen
    options = s.query_one(OptionList)
    i = next(i for i, a in enumerate(s.listed_actions()) if s.expect.wants(a))
    line = options._index_to_line.get(i) if options.highlighted == i else None
    top = round(options.scroll_offset.y)
    shown = options.scrollable_content_region
    on_screen = shown.height > 0 and shown.bottom <= app.size.height
    return on_screen and line is not None and top <= line < top + shown.height


async def test_at_80x24_the_option_each_step_names_is_in_sight(monkeypatch):
    # A short screen: the option each prompt names is on the rows shown (see the Dig lesson).
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    try:
        app = ShelfApp(pace=0, game="dumm-gelaufen")
        async with app.run_test(size=(80, 24)) as pilot:
            await open_lesson(pilot)
            for number, step in enumerate(STEPS):
                for met in range(len(step.expects)):
                    await until(pilot, lambda n=number, m=met: asked(app, n, m))
                    await pilot.pause()
                    assert named_option_in_sight(app), (step.title, met, right_key(app))
                    await pilot.press(right_key(app).lower())
                await until(pilot, lambda n=number: step_over(app, n))
                await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, ReadyDialog))
    finally:
        i18n.set_language("en")
