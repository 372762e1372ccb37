"""Start-up (issue 15: a table's first frame soon after a bare Textual app's; the figures are in
tests/bench_startup.py): what the first frame waits for is only what it shows, and it looks as
it always did."""

from __future__ import annotations

import pytest

from gameshelf.tui.app.shell import ShelfApp


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
    """A theme chosen while help covers the table shows when the table comes back."""
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
