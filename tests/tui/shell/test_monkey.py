"""A monkey: seeded random keys (Ctrl+P and Ctrl+Q too), clicks and resizes down to 20x8 across
title, table, dialogs and game over must not crash the app, and a real exit must end it cleanly
(exit code 0). Sizes from 40x12 to 300x80 render every screen without error."""

from __future__ import annotations

import os
import random

import pytest
from textual.events import Click, MouseDown, MouseUp
from textual.geometry import Offset
from textual.pilot import _get_mouse_message_arguments

from gameshelf.tui.app.shell import ShelfApp, exit_code
from gameshelf.tui.games.lunch_money.help import HelpScreen
from gameshelf.tui.games.lunch_money.table import TableScreen
from gameshelf.tui.screens.game_table import GameTable
from gameshelf.tui.screens.title import TitleScreen
from tests.tui.lunch_money.lm_helpers import human_deciding, send_key, until

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)

KEYS = (list("0123456789") + list("abcdefghijklmnoprstuvwxyz") +
        ["enter"] * 6 + ["escape"] * 4 + ["space", "tab", "shift+tab", "up", "down", "left",
         "right", "question_mark", "colon", "slash", "pageup", "pagedown", "home", "end",
         "backspace", "ctrl+s", "ctrl+o", "f1", "f5", "ctrl+p", "ctrl+p", "ctrl+q"])
RESIZES = [(20, 8), (30, 10), (40, 12), (60, 20), (80, 24), (100, 32), (120, 40)]


def send_click(app, x: int, y: int) -> None:
    """Mouse down, up and click at a screen cell, as the driver would send them."""
    screen = app.screen
    args = _get_mouse_message_arguments(screen, Offset(x, y))
    app.mouse_position = Offset(x, y)
    for cls in (MouseDown, MouseUp, Click):
        screen._forward_event(cls(**({**args, "chain": 1} if cls is Click else args)))


async def monkey(app, rng: random.Random, events: int, screens: set[str]) -> int:
    """Random input until `events` are sent or the monkey quits the app (a real exit); returns
    how many were sent."""
    size = (80, 24)
    sent = 0
    async with app.run_test(size=size) as pilot:
        for i in range(events):
            if not app.is_running or not app.screen_stack:     # the monkey quit
                break
            sent += 1
            roll = rng.random()
            if roll < 0.12:
                send_click(app, rng.randrange(size[0]), rng.randrange(size[1]))
            elif roll < 0.14:
                size = rng.choice(RESIZES)
                await pilot.resize_terminal(*size)
            else:
                send_key(app, rng.choice(KEYS))
            if i % 20 == 0:
                # Let the app take in what was sent (Pilot.pause() without a delay would wait
                # for the whole process to idle, up to a second while bots play on)
                await pilot.pause(0)
                screens.add(type(app.screen).__name__)
                if isinstance(app.screen, GameTable):
                    screens.add("a game's table")
        await pilot.pause()
    return sent


# Reach comes from seeds, not length: the crashes this monkey found came within the first few
# hundred events (seeds 12 and 15 found the command palette's race, Ctrl+P then Esc, within
# 40), so each seed sends 200 and every game gets several seeds (MONKEY_SEEDS=N runs N more
# of each; MONKEY_EVENTS=N sends N per seed).
EVENTS = int(os.environ.get("MONKEY_EVENTS", "200"))
SEEDS = [("lunch-money", 3), ("lunch-money", 12), ("lunch-money", 15),
         ("lunch-money", 20261122), ("dumm-gelaufen", 3), ("dumm-gelaufen", 12),
         ("dig-your-way-out", 3), ("dig-your-way-out", 12)]
EXTRA = int(os.environ.get("MONKEY_SEEDS", "0"))
SEEDS += [(game, 1000 + n) for n in range(EXTRA)
          for game in ("lunch-money", "dumm-gelaufen", "dig-your-way-out")]


@pytest.mark.parametrize(("game", "seed"), SEEDS, ids=[f"{g}-{s}" for g, s in SEEDS])
async def test_monkey_keys_clicks_resizes_and_real_exits(game, seed):
    rng = random.Random(seed)
    screens: set[str] = set()
    sent = 0
    while sent < EVENTS:      # every quit ends an app; the monkey starts another and goes on
        app = ShelfApp(start=rng.choice(["title", "play"]), seed=rng.randrange(100),
                            pace=rng.choice([0, 0, 0.05]), bots=rng.randint(1, 5),
                            difficulty=rng.choice(["random", "easy", "normal", "hard"]),
                            game=game)
        sent += await monkey(app, rng, EVENTS - sent, screens)
        assert app._exception is None and exit_code(app) == 0, app._exception
    assert "a game's table" in screens, screens


SIZES = [(40, 12), (60, 20), (80, 24), (100, 32), (300, 80)]


async def test_every_screen_renders_at_every_size():
    app = ShelfApp(start="play", seed=7, pace=0, bots=5)
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
