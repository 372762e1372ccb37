"""Dumm gelaufen! at 80x24: the fight log stays in sight as a strip of its newest lines, so the
bots' moves and red cards striking show without a key press; a snapshot of that table."""

from __future__ import annotations

import pytest

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.match import new_match
from gameshelf.tui.widgets.fight_log import FightLog
from tests.tui.lunch_money.lm_helpers import until

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)


def _app(seed: int = 3) -> ShelfApp:
    match = new_match(game="dumm-gelaufen", seed=seed, opponents=3, pace=0, lang="en",
                      difficulty="easy")
    return ShelfApp(match=match, pace=0, fresh=True)


def _asked(app) -> bool:
    from gameshelf.tui.games.dumm_gelaufen.table import DgTable
    s = app.screen
    return isinstance(s, DgTable) and bool(s.listed)


def _screen_text(app) -> str:
    """What the terminal shows, row by row (the compositor's strips: what a player sees)."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def _on_screen(app, line: str) -> bool:
    """Whether a narrated line's opening words are on screen (the strip may wrap its end)."""
    return " ".join(line.split()[:5]) in " ".join(_screen_text(app).split())


async def test_a_bots_move_is_narrated_in_sight_at_80x24():
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: _asked(app))
        table, log = app.screen, app.screen.query_one(FightLog)
        assert table.has_class("-narrow") and log.display and log.region.height >= 3
        for _ in range(10):                   # my take, my gives; then the bots move
            mine = len(table.match.history) + 1
            await pilot.press("1")
            await pilot.pause()
            await until(pilot, lambda: _asked(app))
            if len(table.match.history) > mine:
                break
        assert len(table.match.history) > mine, "no bot moved"
        await pilot.pause()
        assert log.plain and _on_screen(app, log.plain[-1])
        assert _on_screen(app, log.plain[-2])            # more than one line: the strip


async def test_a_red_card_striking_shows_at_80x24():
    app = _app()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: _asked(app))
        await pilot.pause()
        log = app.screen.query_one(FightLog)
        struck = [p for p in log.plain if "Gifts for All" in p]
        assert struck, "seed 3 opens with Pixie's red card; the test needs a strike"
        shown = log.plain[-3:]
        assert all(_on_screen(app, p) for p in shown)


def test_table_at_80x24_shows_the_log_strip(snap_compare):
    async def asked(pilot):
        await until(pilot, lambda: _asked(pilot.app))
        await pilot.pause()
    assert snap_compare(_app(), terminal_size=(80, 24), run_before=asked)


async def test_the_log_keeps_four_lines_or_more_at_80x24_even_at_a_table_of_six():
    """Once three lines: the panes gave the log what was left. Now the opponents and your
    colours share lines and the choices leave the log room: five lines at a table of four,
    four at a table of six (rows under the log's rule)."""
    for opponents, seed, rows in ((3, 3, 5), (5, 8, 4)):
        match = new_match(game="dumm-gelaufen", seed=seed, opponents=opponents, pace=0,
                          lang="en", difficulty="easy")
        app = ShelfApp(match=match, pace=0, fresh=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda app=app: _asked(app))
            await pilot.pause()
            log = app.screen.query_one(FightLog)
            assert log.region.height - 1 >= rows, (opponents, log.region.height)
