"""Start-up (issue 15: the first frame of `play` within 1.3x of a bare Textual app): no garbage
collection until the first screen is drawn, and collecting again right after it."""

from __future__ import annotations

import gc

import pytest
from gameshelf.tui.app.shell import ShelfApp


def watch_first_frame(app: ShelfApp, wanted: str) -> list[bool]:
    """Whether the garbage collector ran when the `wanted` screen's first frame was drawn."""
    seen: list[bool] = []
    display = app._display

    def on_display(screen, renderable) -> None:
        if (not seen and renderable is not None and not app._batch_count
                and type(screen).__name__ == wanted):
            seen.append(gc.isenabled())
        display(screen, renderable)

    app._display = on_display                       # type: ignore[method-assign]
    return seen


@pytest.mark.parametrize("start, wanted", [("play", "TableScreen"), ("title", "TitleScreen")])
async def test_no_collection_until_the_first_frame_and_collecting_after_it(start, wanted):
    assert gc.isenabled()
    app = ShelfApp(start=start, seed=5, pace=30, settings_path=None)
    collecting_at_first_frame = watch_first_frame(app, wanted)
    async with app.run_test(size=(100, 32)) as pilot:
        while not collecting_at_first_frame:
            await pilot.pause(0)
        await pilot.pause()
        assert collecting_at_first_frame == [False]
        assert gc.isenabled()
        if start == "play":
            app.screen.gen += 1                     # bots: stop
    assert gc.isenabled()


async def test_an_app_closed_before_its_first_frame_collects_again():
    app = ShelfApp(start="title", settings_path=None)
    app.call_later(app.exit)
    async with app.run_test(size=(100, 32)):
        pass
    assert gc.isenabled()


async def test_a_collector_switched_off_by_someone_else_stays_off():
    gc.disable()
    try:
        app = ShelfApp(start="title", settings_path=None)
        async with app.run_test(size=(100, 32)) as pilot:
            await pilot.pause()
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.slow
async def test_a_tables_stylesheet_is_parsed_alone_and_styles_it_as_before(monkeypatch):
    from textual.css.stylesheet import Stylesheet
    reparsed: list[int] = []
    reparse = Stylesheet.reparse
    monkeypatch.setattr(Stylesheet, "reparse", lambda self: reparsed.append(1) or reparse(self))
    app = ShelfApp(start="play", seed=5, pace=30, settings_path=None)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = app.screen
        assert reparsed == []                       # not every stylesheet again for the table
        assert table.query_one("#prompt").styles.border_left[0] == "thick"    # table.tcss's
        assert table.query_one("#left").styles.width.value == 46
        table.gen += 1                              # bots: stop


FIRST_FRAME_MODULES = """
import asyncio, json, sys
from gameshelf.tui.app.shell import ShelfApp
app = ShelfApp(start="play", seed=1, pace=30, settings_path=None)
seen = []
display = app._display
def on_display(screen, renderable):
    if not seen and renderable is not None and type(screen).__name__ == "TableScreen":
        seen.append(sorted(sys.modules))
    display(screen, renderable)
app._display = on_display
async def main():
    async with app.run_test(size=(100, 32)) as pilot:
        while not seen:
            await pilot.pause(0)
        app.screen.gen += 1
asyncio.run(main())
print(json.dumps(seen[0]))
"""


@pytest.mark.slow
def test_plays_first_frame_imports_no_narration_babel_or_title_screen():
    import json
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-c", FIRST_FRAME_MODULES], capture_output=True,
                          text=True, check=True, timeout=120)
    loaded = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert "gameshelf.tui.games.lunch_money.table" in loaded
    assert not loaded & {"jinja2", "babel", "gameshelf.tui.narration", "gameshelf.tui.screens.title"}


async def test_a_table_resumed_after_a_theme_change_wears_the_new_theme():
    """The table's first resume skips Textual's restyle (its widgets were just styled): a theme
    chosen while help covers the table still shows when the table comes back."""
    from gameshelf.tui.games.lunch_money.help import HelpScreen

    app = ShelfApp(start="play", seed=5, pace=30, settings_path=None)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        table = app.screen
        dark = table.query_one("#log").styles.background
        app.push_screen(HelpScreen(""))
        await pilot.pause()
        app.theme = "textual-light"
        await pilot.pause()
        app.pop_screen()
        await pilot.pause()
        assert app.screen is table
        light = table.query_one("#log").styles.background
        assert light != dark and light.brightness > 0.5
        table.gen += 1                              # bots: stop
