"""What the Dumm gelaufen! and Dig Your Way Out lesson tests share: a `Lesson` that knows one
game's lesson screen and plays it as a newcomer would, the checks both games make of it, a
catalog that marks every word it translates, and the files a lesson must never write."""

from __future__ import annotations

import asyncio
import gettext
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from textual.widgets import OptionList

from gameshelf.tui import i18n
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.screens.lesson_base import key_for
from gameshelf.tui.screens.title import TitleScreen
from gameshelf.tui.widgets.prompt import PromptLine


async def until(pilot, condition, timeout: float = 30.0) -> None:
    """Pause the pilot until condition() is true. The timeout only stops a hung test."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        if loop.time() > end:
            raise AssertionError("timed out waiting for the lesson")
        await pilot.pause(0.01)


class Marked(gettext.NullTranslations):
    """A catalog that marks every word it is asked for: a word shown unmarked never went
    through the translator, so no catalog could translate it."""

    def gettext(self, message: str) -> str:
        return f"‹{message}›"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"‹{singular if n == 1 else plural}›"


LOCALE = {"en": "en_US.UTF-8", "nl": "nl_NL.UTF-8", "de": "de_DE.UTF-8"}   # a system's LANG


def files_under(folder: str) -> list[Path]:
    """The files under the folder an environment variable names (saves, stats)."""
    root = Path(os.environ[folder])
    return [p for p in root.rglob("*") if p.is_file()] if root.exists() else []


@dataclass(frozen=True)
class Lesson:
    """One game's lesson as a test drives it: the game's key and catalog, its lesson screen's
    class, its steps, the ready dialog it ends on and the id of the line that answers a key."""

    game: str
    domain: str
    screen: type
    steps: tuple
    ready_dialog: type
    leave_dialog: type
    answer_id: str = "#answer"

    def app(self) -> ShelfApp:
        return ShelfApp(pace=0, game=self.game)

    def asked(self, app, step: int, met: int = 0) -> bool:
        """The lesson waits for the player at step `step`, having done `met` of its asks."""
        s = app.screen
        return (isinstance(s, self.screen) and s.step_no == step and s.met == met
                and not s.step_over and s.expect is not None)

    def step_over(self, app, step: int) -> bool:
        s = app.screen
        return isinstance(s, self.screen) and s.step_no == step and s.step_over

    def prompt(self, app) -> str:
        return app.screen.query_one(PromptLine).plain

    def answer(self, app) -> str:
        return str(app.screen.query_one(self.answer_id).render())

    def panel(self, app) -> str:
        return app.screen.query_one("#lesson").render().plain

    def right_key(self, app) -> str:
        s = app.screen
        return key_for(s.listed_actions(), s.expect)

    async def open(self, pilot) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, TitleScreen))
        await pilot.press("e")
        await until(pilot, lambda: self.asked(pilot.app, 0))

    async def play_through(self, pilot, first_words: str = "Press",
                           after_step: Callable[[object, object], None] | None = None) -> None:
        """The whole lesson, as a newcomer presses what the prompt says (`first_words`: how
        the first prompt begins, in the lesson's language; `after_step(app, step)` checks each
        finished step)."""
        app = pilot.app
        await self.open(pilot)
        assert self.prompt(app).startswith(first_words)
        for number, step in enumerate(self.steps):
            for met in range(len(step.expects)):
                await until(pilot, lambda n=number, m=met: self.asked(app, n, m))
                key = self.right_key(app)
                assert app.screen.said(app.screen.expect.say).format(key=key) in self.prompt(app)
                await pilot.press(key.lower())
            await until(pilot, lambda n=number: self.step_over(app, n))
            assert app.screen.said(app.screen.lesson_words.well_done) in self.prompt(app)
            if after_step:
                after_step(app, step)
            await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, self.ready_dialog))

    async def check_a_wrong_key_waits(self, pilot) -> None:
        """A wrong number, a key that does nothing and ctrl+s are explained, and the first step
        waits for its key; then that key is pressed (the step goes on)."""
        app = pilot.app
        await self.open(pilot)
        table = app.screen
        key = self.right_key(app)
        await pilot.press("1" if key != "1" else "2")    # another choice
        await pilot.pause()
        assert self.answer(app) == table.hint(table.expect) and self.asked(app, 0)
        assert key in self.answer(app)
        await pilot.press("x")                            # a key that does nothing here
        await pilot.pause()
        assert self.answer(app) == table.hint(table.expect) and self.asked(app, 0)
        assert key in self.answer(app)
        assert table.match.history == []
        await pilot.press("ctrl+s")                       # the lesson is never saved
        await pilot.pause()
        assert "not saved" in self.answer(app)
        await pilot.press(key)

    async def leave(self, pilot) -> None:
        """Escape, and yes: back on the title screen."""
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(pilot.app.screen, self.leave_dialog))
        await pilot.press("y")
        await until(pilot, lambda: isinstance(pilot.app.screen, TitleScreen))

    async def check_every_word_goes_through_the_catalog(self, lang: str, monkeypatch) -> None:
        """With a catalog that marks every word, the first step's prompt, panel and answer and
        the leave dialog are marked: none of their words bypasses the translator."""
        monkeypatch.setitem(i18n._catalogs, (self.domain, lang), Marked())
        monkeypatch.setenv("LANG", LOCALE[lang])
        i18n.set_language(lang)
        try:
            app = self.app()
            async with app.run_test(size=(100, 32)) as pilot:
                await self.open(pilot)
                ask = self.steps[0].expects[0]
                key = self.right_key(app)
                assert self.prompt(app).startswith(f"‹{ask.say}›".format(key=key))
                title = f"‹Lesson 1 of {len(self.steps)}: ‹{self.steps[0].title}››"
                assert self.panel(app).startswith(title)
                assert f"‹{ask.explain}›" in self.panel(app)
                await pilot.press("x")
                await pilot.pause()
                assert self.answer(app) == f"‹{ask.hint}›".format(key=key)
                await pilot.press("escape")
                await until(pilot, lambda: isinstance(app.screen, self.leave_dialog))
                words = [w.render().plain for w in app.screen.query("Static, Button")]
                assert words and all(w.startswith("‹") for w in words if w.strip())
        finally:
            i18n.set_language("en")

    def named_option_in_sight(self, app) -> bool:
        """The choice the prompt names (its number, or the highlighted one past 9) is on the
        rows the choices list shows, not scrolled off."""
        s = app.screen
        options = s.query_one(OptionList)
        i = next(i for i, a in enumerate(s.listed_actions()) if s.expect.wants(a))
        line = options._index_to_line.get(i) if options.highlighted == i else None
        top = round(options.scroll_offset.y)
        shown = options.scrollable_content_region
        on_screen = shown.height > 0 and shown.bottom <= app.size.height
        return on_screen and line is not None and top <= line < top + shown.height

    async def check_at_80x24_each_named_option_is_in_sight(self, lang: str, monkeypatch) -> None:
        """On a short screen the option each prompt names is on the rows shown."""
        monkeypatch.setenv("LANG", LOCALE[lang])
        try:
            app = self.app()
            async with app.run_test(size=(80, 24)) as pilot:
                await self.open(pilot)
                for number, step in enumerate(self.steps):
                    for met in range(len(step.expects)):
                        await until(pilot, lambda n=number, m=met: self.asked(app, n, m))
                        await pilot.pause()
                        assert self.named_option_in_sight(app), (step.title, met)
                        await pilot.press(self.right_key(app).lower())
                    await until(pilot, lambda n=number: self.step_over(app, n))
                    await pilot.press("enter")
                await until(pilot, lambda: isinstance(app.screen, self.ready_dialog))
        finally:
            i18n.set_language("en")
