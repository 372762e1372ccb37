"""Snapshots at 100x32 and 80x24 with fixed seeds: title, the New match dialog, the table at the
start of a match, a defence prompt, the help screen and game over."""

from __future__ import annotations

import pytest

from gameshelf.engine.lunch_money import PlayCard, Scenario
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.games.lunch_money.game_over import GameOverScreen
from tests.tui.lunch_money.lm_helpers import NAMES, human_deciding, scenario_match, table_app, until

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)

SIZES = [(100, 32), (80, 24)]


def defence_app():
    b = (Scenario(NAMES).hand(0, "dodge", "block", "jab", "first_aid").hand(1, "hail_mary")
         .hand(2).hand(3).counters(0, 9).turn(1))
    return table_app(scenario_match(b, lambda st: PlayCard(st.hands[1][0], 0)))


def over_app():
    b = Scenario(["You", "Bruno"]).hand(0, "kick4").hand(1).counters(1, 3).counters(0, 6).turn(0)
    return table_app(scenario_match(b))


async def settled(pilot):
    await until(pilot, lambda: human_deciding(pilot.app))
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_title(snap_compare, size):
    assert snap_compare(ShelfApp(pace=0), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_new_match_dialog(snap_compare, size):
    assert snap_compare(ShelfApp(pace=0), terminal_size=size, press=["n"])


@pytest.mark.parametrize("size", SIZES)
def test_table_at_the_start(snap_compare, size):
    app = ShelfApp(start="play", seed=7, pace=0, bots=3)
    assert snap_compare(app, terminal_size=size, run_before=settled)


@pytest.mark.parametrize("size", SIZES)
def test_defence_prompt(snap_compare, size):
    assert snap_compare(defence_app(), terminal_size=size, run_before=settled)


@pytest.mark.parametrize("size", SIZES)
def test_help_screen(snap_compare, size):
    async def open_help(pilot):
        await settled(pilot)
        await pilot.press("question_mark")
        await pilot.pause()

    assert snap_compare(defence_app(), terminal_size=size, run_before=open_help)


@pytest.mark.parametrize("size", SIZES)
def test_game_over(snap_compare, size):
    async def win(pilot):
        await settled(pilot)
        await pilot.press("1")
        await until(pilot, lambda: pilot.app.screen.mode == "over")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, GameOverScreen))
        await pilot.pause()

    assert snap_compare(over_app(), terminal_size=size, run_before=win)
