"""Snapshots of Dig Your Way Out at 80x24 with a fixed seed: the table when you are first asked,
and the help screen."""

from __future__ import annotations

import asyncio

import pytest

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.match import new_match

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)


def _app():
    match = new_match("You", 3, "random", "en", 7, pace=0.0, game="dig-your-way-out")
    return ShelfApp(match=match, pace=0, fresh=True)


async def _asked(pilot):
    from gameshelf.tui.games.dig_your_way_out.table import TableScreen
    loop = asyncio.get_running_loop()
    end = loop.time() + 60
    while not (isinstance(pilot.app.screen, TableScreen)
               and pilot.app.screen.driver.seat_decides(0)):
        assert loop.time() < end
        await pilot.pause(0.01)
    await pilot.pause()


def test_table_at_80x24(snap_compare):
    assert snap_compare(_app(), terminal_size=(80, 24), run_before=_asked)


def test_help_at_80x24(snap_compare):
    async def help_open(pilot):
        await _asked(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
    assert snap_compare(_app(), terminal_size=(80, 24), run_before=help_open)
