"""Dumm gelaufen!'s bots think off the UI thread: a key is answered while a bot still thinks;
and a key hurries the bots on to your turn however slow the pace."""

from __future__ import annotations

import threading

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.match import new_match
from tests.tui.lunch_money.lm_helpers import until


class HeldBot:
    """A bot that thinks until the test lets it go (a stand-in for a slow hard bot)."""

    def __init__(self, bot) -> None:
        self.bot, self.go, self.asked, self.answered = bot, threading.Event(), False, False

    def choose(self, view):
        self.asked = True
        self.go.wait(timeout=10)        # a safety: the test lets it go long before
        self.answered = True
        return self.bot.choose(view)


def _table(app):
    from gameshelf.tui.games.dumm_gelaufen.table import DgTable
    return app.screen if isinstance(app.screen, DgTable) else None


def _human_decides(app) -> bool:
    t = _table(app)
    return t is not None and bool(t.listed) and t.driver.seat_decides(t.match.human)


async def _to_a_bot_turn(app, pilot) -> None:
    """Play the human's first choices until a bot is the one deciding."""
    await until(pilot, lambda: _table(app) is not None and _table(app).ready)
    t = _table(app)
    while t.driver.seat_decides(t.match.human):
        await until(pilot, lambda: _human_decides(app))
        t.choose(1)
        await pilot.pause()


async def test_a_key_is_answered_while_a_bot_thinks():
    match = new_match(game="dumm-gelaufen", seed=5, opponents=2, pace=0, lang="en",
                      difficulty="hard")
    held = {seat: HeldBot(bot) for seat, bot in enumerate(match.bots) if bot is not None}
    for seat, bot in held.items():
        match.bots[seat] = bot
    for bot in held.values():                # the opening bots (if any) think at once
        bot.go.set()
    app = ShelfApp(match=match, pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: _human_decides(app))
        for bot in held.values():
            bot.go.clear()
            bot.asked = bot.answered = False
        await _to_a_bot_turn(app, pilot)
        await until(pilot, lambda: any(b.asked for b in held.values()))
        thinking = next(b for b in held.values() if b.asked)
        await pilot.press("question_mark")
        await pilot.pause()
        from gameshelf.tui.games.dumm_gelaufen.help import HelpScreen
        assert isinstance(app.screen, HelpScreen) and not thinking.answered
        for bot in held.values():
            bot.go.set()
        await pilot.press("escape")
        await until(pilot, lambda: _human_decides(app))
        assert thinking.answered


async def test_a_key_hurries_the_bots_at_a_slow_pace():
    match = new_match(game="dumm-gelaufen", seed=5, opponents=3, pace=0, lang="en",
                      difficulty="easy")
    app = ShelfApp(match=match, pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: _human_decides(app))
        t = _table(app)
        t.match.pace = 3600.0                # an hour between the bots' moves
        before = len(t.match.history)
        await _to_a_bot_turn(app, pilot)
        await until(pilot, lambda: t.timer is not None or _human_decides(app))
        await pilot.press("x")               # no table command: it hurries the bots
        await until(pilot, lambda: _human_decides(app) or t.over)
        assert len(t.match.history) > before + 1


async def test_a_bot_thinks_while_the_move_before_is_on_show():
    """At a slow pace the bot after you is asked at once, and its move waits for the pace:
    the pace is the time between moves, thinking included."""
    match = new_match(game="dumm-gelaufen", seed=5, opponents=2, pace=0, lang="en",
                      difficulty="easy")
    held = {seat: HeldBot(bot) for seat, bot in enumerate(match.bots) if bot is not None}
    for seat, bot in held.items():
        match.bots[seat] = bot
        bot.go.set()
    app = ShelfApp(match=match, pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: _human_decides(app))
        t = _table(app)
        t.match.pace = 3600.0
        for bot in held.values():
            bot.asked = False
        await _to_a_bot_turn(app, pilot)
        shown = len(t.match.history)
        await until(pilot, lambda: any(b.asked for b in held.values()))
        await until(pilot, lambda: t.timer is not None)     # its move waits for the pace
        assert len(t.match.history) == shown
        await pilot.press("x")
        await until(pilot, lambda: len(t.match.history) > shown)
