"""Take-backs at the real tables of all three games, with Textual's pilot: `u` takes the last
decision back (the match, the log), `undo` typed does too, a refusal is one line in the fight
log, and the Settings switch turns it off."""

from __future__ import annotations

import asyncio

import pytest

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.match import new_match
from gameshelf.tui.model.takeback import takebacks_of
from gameshelf.tui.screens.game_table import GameTable
from gameshelf.tui.widgets.fight_log import FightLog

GAMES = ("lunch-money", "dumm-gelaufen", "dig-your-way-out")


async def until(pilot, condition, timeout: float = 30.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        assert loop.time() < end, "timed out waiting for the table"
        await pilot.pause(0.01)


def _table(app):
    return app.screen if isinstance(app.screen, GameTable) else None


def _asked(app) -> bool:
    """The human is asked, the table waiting for nothing else."""
    t = _table(app)
    if t is None or not t.ready or t.timer is not None:
        return False
    mode = getattr(t, "mode", None)
    if mode is not None and mode.name != "DECIDE":
        return False
    return t.driver.seat_decides(t.match.human)


async def _play_until(pilot, app, allowed: bool, steps: int = 120):
    """Choose (the human's way in) until a take-back is `allowed` or refused; the table then."""
    for step in range(steps):
        await until(pilot, lambda: _asked(app))
        t = _table(app)
        legal = t.driver.legal()
        t.act(legal[step % len(legal)])
        await pilot.pause()
        await until(pilot, lambda t=t: _asked(app) or t.driver.decision() is None)
        if t.driver.decision() is None:
            break
        if (takebacks_of(t).refusal() is None) == allowed:
            return t
    pytest.fail("never came to such a decision")


def _app(game: str, seed: int = 7) -> ShelfApp:
    return ShelfApp(match=new_match("You", 2, "normal", "en", seed, pace=0.0, game=game),
                    pace=0, fresh=True)


@pytest.mark.parametrize("game", GAMES)
async def test_u_takes_the_last_decision_back(game):
    app = _app(game)
    async with app.run_test(size=(100, 40)) as pilot:
        await until(pilot, lambda: _asked(app))
        t = await _play_until(pilot, app, allowed=True)
        mark = takebacks_of(t).last()
        log = t.query_one(FightLog)
        await pilot.press("u")
        await until(pilot, lambda: _asked(app))
        assert len(t.match.history) == mark.moves and t.match.state is mark.state
        assert t.match.takebacks == 1
        assert log.plain[-1] == "— you took back your last decision —"
        assert log.appended == mark.log_mark + 1


@pytest.mark.parametrize("game", GAMES)
async def test_a_take_back_after_news_is_refused_in_one_line(game):
    app = _app(game, seed=3)
    async with app.run_test(size=(100, 40)) as pilot:
        await until(pilot, lambda: _asked(app))
        t = await _play_until(pilot, app, allowed=False)
        moves = len(t.match.history)
        await pilot.press("colon", *"undo", "enter")
        await pilot.pause()
        log = t.query_one(FightLog)
        assert log.plain[-1].startswith("No take-back: ") and "\n" not in log.plain[-1]
        assert len(t.match.history) == moves and t.match.takebacks == 0


async def test_the_setting_turns_take_backs_off():
    app = _app("dig-your-way-out")
    async with app.run_test(size=(100, 40)) as pilot:
        app.settings.take_backs = False
        await until(pilot, lambda: _asked(app))
        t = _table(app)
        t.act(t.driver.legal()[0])
        await pilot.pause()
        await until(pilot, lambda: _asked(app))
        moves = len(t.match.history)
        await pilot.press("u")
        await pilot.pause()
        assert t.query_one(FightLog).plain[-1] == \
            "No take-back: Settings has turned take-backs off."
        assert len(t.match.history) == moves


async def test_the_settings_screen_has_the_switch():
    from textual.widgets import Checkbox
    app = ShelfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_settings()
        await pilot.pause()
        switch = app.screen.query_one("#take-backs", Checkbox)
        assert switch.value is True
        switch.value = False
        await pilot.pause()
        assert app.settings.take_backs is False
