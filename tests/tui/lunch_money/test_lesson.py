"""The first lesson ("Learn to play"): a newcomer plays it through from the title screen with
keys and a typed command; a wrong key gets a hint and the step waits; Esc leaves (after asking);
nothing is saved and the stats stay untouched; every word in en/nl/de."""

from __future__ import annotations

import gettext
import os
from pathlib import Path

import pytest

from gameshelf import engine
from gameshelf.engine.lunch_money import KEY_OF
from gameshelf.tui import i18n
from gameshelf.tui import shelf as shelf_games
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.games.lunch_money.lesson import LessonTable
from gameshelf.tui.games.lunch_money.lesson_dialogs import LeaveDialog, ReadyDialog
from gameshelf.tui.games.lunch_money.lesson_steps import STEPS
from gameshelf.tui.screens.new_match import NewMatchScreen
from gameshelf.tui.screens.title import TitleScreen
from gameshelf.tui.widgets.fight_log import FightLog
from gameshelf.tui.widgets.prompt import PromptLine
from tests.tui.lunch_money.lm_helpers import until
from tests.tui.shell.test_shelf import StandIn

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)


def lesson(app) -> LessonTable:
    assert isinstance(app.screen, LessonTable)
    return app.screen


def asked(app, step: int, met: int = 0) -> bool:
    """The lesson waits for the player at step `step`, having done `met` of its asks."""
    s = app.screen
    return (isinstance(s, LessonTable) and s.mode == "decide" and s.step_no == step
            and s.met == met and s.expect is not None)


def step_over(app, step: int) -> bool:
    s = app.screen
    return isinstance(s, LessonTable) and s.step_no == step and s.step_over


def prompt(app) -> str:
    return app.screen.query_one(PromptLine).plain


def answer(app) -> str:
    return app.screen.answer_text


def key_of(app, card_key: str) -> str:
    """The number key of a card in the player's hand."""
    hand = lesson(app).view.hand
    return str(next(i for i, c in enumerate(hand) if KEY_OF[c] == card_key) + 1)


async def open_lesson(pilot) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, TitleScreen))
    await pilot.press("e")
    await until(pilot, lambda: asked(pilot.app, 0))


async def play_through(pilot) -> None:
    """The whole lesson, as a newcomer does what the prompt says."""
    app = pilot.app
    await open_lesson(pilot)
    # 1: a typed command hits Bruno
    assert "Kick" in prompt(app)
    await pilot.press("colon", *"kick bruno", "enter")
    await until(pilot, lambda: step_over(app, 0))
    assert "Well done" in prompt(app)
    await pilot.press("enter")
    # 2: Dodge with its letter
    await until(pilot, lambda: asked(app, 1))
    await pilot.press("d")
    await until(pilot, lambda: step_over(app, 1))
    await pilot.press("enter")
    # 3: Block, Grab after it, and the free hit
    await until(pilot, lambda: asked(app, 2))
    await pilot.press("b")
    await until(pilot, lambda: asked(app, 2, 1))
    await pilot.press("g")
    await until(pilot, lambda: asked(app, 2, 2))
    await pilot.press(key_of(app, "uppercut"))
    await until(pilot, lambda: step_over(app, 2))
    await pilot.press("enter")
    # 4: a Humiliation ruins Vicky's Hail Mary, then the free shot
    await until(pilot, lambda: asked(app, 3))
    assert "Hail Mary" in lesson(app).query_one("#lesson").render().plain
    await pilot.press("h")
    await until(pilot, lambda: asked(app, 3, 1))
    await pilot.press(key_of(app, "kick4"))
    await until(pilot, lambda: step_over(app, 3))
    await pilot.press("enter")
    # 5: the Stomp breaks Bruno's Headlock
    await until(pilot, lambda: asked(app, 4))
    await pilot.press(key_of(app, "stomp"))
    await until(pilot, lambda: step_over(app, 4))
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, ReadyDialog))


def files_under(folder: str) -> list[Path]:
    root = Path(os.environ[folder])
    return [p for p in root.rglob("*") if p.is_file()] if root.exists() else []


async def test_a_newcomer_plays_the_lesson_through_and_starts_a_real_match():
    app = ShelfApp(pace=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await play_through(pilot)
        log = app.screen_stack[-2].query_one(FightLog)
        assert len(log.lines) > len(STEPS)        # the steps' headings and the fight
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        assert isinstance(app.screen_stack[-2], TitleScreen)
    # Never saved, never counted.
    assert files_under("LUNCHMONEY_SAVES") == []
    assert files_under("LUNCHMONEY_DATA") == []


async def test_a_wrong_key_gets_a_hint_and_the_step_waits():
    app = ShelfApp(pace=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await open_lesson(pilot)
        await pilot.press("enter")            # Enter plays no card
        await pilot.pause()
        assert "Kick" in answer(app)
        kick = key_of(app, "kick4")
        await pilot.press("p")                # passing is not the lesson
        await pilot.pause()
        assert f"press {kick}" in answer(app) and asked(app, 0)
        await pilot.press(key_of(app, "jab"))  # the Jab, not the Kick
        await pilot.press("1")                # ... at Bruno
        await pilot.pause()
        assert f"press {kick}" in answer(app) and asked(app, 0)
        assert lesson(app).match.history == []
        await pilot.press(kick, "2")          # the Kick, at Vicky: any target will do
        await until(pilot, lambda: step_over(app, 0))
        await pilot.press("enter")
        await until(pilot, lambda: asked(app, 1))
        await pilot.press("enter")            # taking the Hook is not the lesson either
        await pilot.pause()
        assert "Dodge" in answer(app) and asked(app, 1)


async def test_the_prompt_offers_only_what_the_step_takes_and_no_round_opens_late():
    """Step 1 offers no pass or discard, step 2 no "[enter] take it" (the lesson would refuse
    them); after your Kick the log does not open round 1, which your Kick already began."""
    app = ShelfApp(pace=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await open_lesson(pilot)
        assert "[1-5] play a card" in prompt(app)
        assert "[p] pass" not in prompt(app) and "[d] discard" not in prompt(app)
        await pilot.press(key_of(app, "kick4"), "1")
        await until(pilot, lambda: step_over(app, 0))
        log = lesson(app).query_one(FightLog).plain
        assert any("Kick" in line for line in log)
        assert not any("Round 1" in line for line in log), log
        await pilot.press("enter")
        await until(pilot, lambda: asked(app, 1))
        assert "[d] Dodge" in prompt(app) and "take it" not in prompt(app)
        await pilot.press("d")
        await until(pilot, lambda: step_over(app, 1))


async def test_esc_asks_then_leaves_the_lesson_unsaved():
    app = ShelfApp(pace=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await open_lesson(pilot)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LeaveDialog))
        await pilot.press("n")                # stay
        await until(pilot, lambda: isinstance(app.screen, LessonTable))
        await pilot.press("ctrl+s")           # the lesson is never saved
        await pilot.pause()
        assert "not saved" in answer(app)
        await pilot.press(key_of(app, "kick4"), "1")
        await until(pilot, lambda: step_over(app, 0))
        await pilot.press("escape", "y")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen))
    assert files_under("LUNCHMONEY_SAVES") == []
    assert files_under("LUNCHMONEY_DATA") == []


class Marked(gettext.NullTranslations):
    """A catalog that marks every word it is asked for: a word shown unmarked never went
    through the translator, so no catalog could translate it."""

    def gettext(self, message: str) -> str:
        return f"‹{message}›"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"‹{singular if n == 1 else plural}›"


@pytest.mark.parametrize("lang", ["nl", "de"])
async def test_every_word_of_the_lesson_goes_through_the_translator(lang, monkeypatch):
    monkeypatch.setitem(i18n._catalogs, ("lunch_money", lang), Marked())
    monkeypatch.setenv("LANG", f"{lang}_{lang.upper()}.UTF-8")    # the app speaks the system's
    i18n.set_language(lang)
    try:
        app = ShelfApp(pace=0)
        async with app.run_test(size=(100, 32)) as pilot:
            await open_lesson(pilot)
            expect = STEPS[0].expects[0]
            kick = key_of(app, "kick4")
            assert prompt(app).startswith(f"‹{expect.say}›".format(key=kick))
            panel = lesson(app).query_one("#lesson").render().plain
            assert panel.startswith("‹Lesson 1 of 5: ‹Hit someone››")
            assert f"‹{expect.explain}›" in panel
            await pilot.press("p")
            await pilot.pause()
            assert answer(app) == f"‹{expect.hint}›".format(key=kick)
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, LeaveDialog))
            words = [w.render().plain for w in app.screen.query("Static, Button")]
            assert words and all(w.startswith("‹") for w in words if w.strip())
    finally:
        i18n.set_language("en")


def test_a_lesson_step(snap_compare):
    async def at_the_dodge(pilot):
        await open_lesson(pilot)
        await pilot.press(key_of(pilot.app, "kick4"), "1")
        await until(pilot, lambda: step_over(pilot.app, 0))
        await pilot.press("enter")
        await until(pilot, lambda: asked(pilot.app, 1))
        await pilot.pause()

    assert snap_compare(ShelfApp(pace=0), terminal_size=(80, 24), run_before=at_the_dodge)


async def test_learn_to_play_shows_only_for_a_game_with_a_lesson(monkeypatch):
    monkeypatch.setitem(engine._LOADED, StandIn.key, StandIn())
    monkeypatch.setitem(shelf_games.UI_MODULES, StandIn.key, "tests.tui.shell.test_shelf")   # lesson=None
    app = ShelfApp(pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        learn = app.screen.query_one("#menu-lesson")
        assert learn.display
        await pilot.press("right", "right", "right")   # past DG and Dig: the stand-in has none
        await pilot.pause()
        assert not learn.display
        await pilot.press("e")                      # and its key does nothing
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("left", "left", "left", "e")
        await until(pilot, lambda: isinstance(app.screen, LessonTable))


async def test_between_steps_a_key_says_how_to_go_on_and_help_still_opens():
    app = ShelfApp(pace=0)
    async with app.run_test(size=(100, 32)) as pilot:
        await open_lesson(pilot)
        await pilot.press(key_of(app, "kick4"), "1")
        await until(pilot, lambda: step_over(app, 0))
        await pilot.press("x")
        await pilot.pause()
        assert "Press Enter" in answer(app) and step_over(app, 0)
        await pilot.press("question_mark")
        await until(pilot, lambda: not isinstance(app.screen, LessonTable))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LessonTable))
        await pilot.press("enter")
        await until(pilot, lambda: asked(app, 1))
