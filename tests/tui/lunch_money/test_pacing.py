"""A bot's think time must not tell what it holds: every bot's answer to a window shows after
the same wait, holding a card for it or not (on a fake clock: no timed assertions)."""

from __future__ import annotations

import pytest

from gameshelf.engine.lunch_money import KEY_OF, Scenario
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.match import window_seconds
from gameshelf.tui.store.settings import PACES
from tests.tui.lunch_money.lm_helpers import (
    NAMES,
    ScriptedBot,
    declines,
    human_deciding,
    scenario_match,
    until,
)


class FakeClock:
    """Time that passes only when someone sleeps."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


def slow_when_holding(clock: FakeClock, asked: dict[int, float], seat: int) -> ScriptedBot:
    """Lets everything go; thinks 0.1 s, but only when it holds a Humiliation (the hard bot
    thinks ~700x longer holding one)."""
    def choose(view):
        asked[seat] = clock.now
        if any(KEY_OF[c] == "humiliation" for c in view.hand):
            clock.sleep(0.1)
        return declines(view)
    return ScriptedBot(choose)


@pytest.mark.parametrize("pace", ["normal", "instant"])
async def test_every_bot_answers_a_window_after_the_same_wait(pace):
    # You Jab Dex: Bruno (holding a Humiliation) and Vicky (holding none) are asked in turn.
    b = (Scenario(NAMES).hand(0, "jab").hand(1, "humiliation").hand(2, "kick").hand(3, "dodge")
         .turn(0))
    match = scenario_match(b)
    clock, asked, shown = FakeClock(), {}, {}
    for seat in (1, 2, 3):
        match.bots[seat] = slow_when_holding(clock, asked, seat)
    app = ShelfApp(match=match, pace=pace, fresh=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        table = app._table()
        table.bots.clock, table.bots.sleep = clock, clock.sleep
        bot_chose = table.bots._bot_chose

        def seen(gen, seat, action):
            shown.setdefault(seat, clock.now - asked[seat])
            return bot_chose(gen, seat, action)
        table.bots._bot_chose = seen
        await pilot.press("1", "3")                  # Jab at Dex
        await until(pilot, lambda: {1, 2} <= set(shown))
    if pace == "instant":                            # everything flies: no wait at all
        assert set(clock.sleeps) == {0.1}            # (only Bruno's own thinking)
    else:
        assert shown[1] == pytest.approx(window_seconds(PACES[pace]))
        assert shown[2] == pytest.approx(shown[1])
