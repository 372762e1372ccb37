"""A monkey: 2,000 seeded random keys and clicks across title, table, dialogs and game over must
not crash the app. Sizes from 40x12 to 300x80 render every screen without error."""

from __future__ import annotations

import random

from lm_helpers import human_deciding, until
from textual.events import Click, Key, MouseDown, MouseUp
from textual.geometry import Offset
from textual.pilot import _get_mouse_message_arguments

from tui.app import LunchMoneyApp
from tui.screens.help import HelpScreen
from tui.screens.table import TableScreen
from tui.screens.title import TitleScreen

KEYS = (list("0123456789") + list("abcdefghijklmnoprstuvwxyz") +
        ["enter"] * 6 + ["escape"] * 4 + ["space", "tab", "shift+tab", "up", "down", "left",
         "right", "question_mark", "colon", "slash", "pageup", "pagedown", "backspace",
         "ctrl+s", "ctrl+o", "f1"])
# Not ctrl+p: Textual 8.2's command palette has races of its own (its search worker and its
# dismiss) under keys sent without waiting; the palette commands are tested in test_table.


def send_key(app, key: str) -> None:
    """Queue a key the way the terminal driver does (Pilot.press also waits for idle after
    every key, which makes 2,000 keys take minutes; a monkey doesn't wait)."""
    char = {"space": " ", "question_mark": "?", "colon": ":", "slash": "/"}.get(
        key, key if len(key) == 1 else None)
    event = Key(key, char)
    event.set_sender(app)
    app._driver.send_message(event)


def send_click(app, x: int, y: int) -> None:
    """Mouse down, up and click at a screen cell, as the driver would send them."""
    screen = app.screen
    args = _get_mouse_message_arguments(screen, Offset(x, y))
    app.mouse_position = Offset(x, y)
    for cls in (MouseDown, MouseUp, Click):
        screen._forward_event(cls(**({**args, "chain": 1} if cls is Click else args)))


async def test_monkey_2000_keys_and_clicks():
    rng = random.Random(20261122)
    app = LunchMoneyApp(start="play", seed=3, pace=0, bots=3, difficulty="random")
    exits: list[object] = []
    app.exit = lambda *a, **k: exits.append(a)    # a monkey may press Quit: keep playing
    screens: set[str] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        for i in range(2000):
            if rng.random() < 0.15:
                send_click(app, rng.randrange(80), rng.randrange(24))
            else:
                send_key(app, rng.choice(KEYS))
            if i % 20 == 0:
                await pilot.pause()
                screens.add(type(app.screen).__name__)
        await pilot.pause()
        assert app.is_running
    assert app._exception is None
    assert {"TableScreen", "HelpScreen"} <= screens, screens


SIZES = [(40, 12), (60, 20), (80, 24), (100, 32), (300, 80)]


async def test_every_screen_renders_at_every_size():
    app = LunchMoneyApp(start="play", seed=7, pace=0, bots=5)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("1")
        for size in SIZES:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert isinstance(app.screen, TableScreen)
            await pilot.press("question_mark")
            assert isinstance(app.screen, HelpScreen)
            for _ in range(4):
                await pilot.press("right")
            await pilot.press("escape")
            app.action_settings()
            await pilot.pause()
            await pilot.press("escape")
            app.screen.show_game_over()
            await pilot.pause()
            await pilot.press("escape")      # back to the title
            await pilot.pause()
            assert isinstance(app.screen, TitleScreen)
            app.action_new_match()
            await pilot.pause()
            await pilot.press("escape")
            app.start_match(seed=7, opponents=5)
            await until(pilot, lambda: human_deciding(app))
        assert app.is_running
