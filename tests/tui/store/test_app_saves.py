"""Saving, loading and continuing in the app itself, driven with Pilot at pace 0."""

from __future__ import annotations

import asyncio

import pytest

from gameshelf.engine.lunch_money import legal_actions
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.games.lunch_money.table import TableScreen
from gameshelf.tui.screens.load import LoadScreen
from gameshelf.tui.screens.stats import StatsScreen
from gameshelf.tui.store import saves
from tests.tui.store.play import play, start


async def until(pilot, condition, timeout: float = 10.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        assert loop.time() < end, "timed out waiting for the app"
        await pilot.pause(0.01)


def deciding(app) -> bool:
    return isinstance(app.screen, TableScreen) and app.screen.mode == "decide"


def _app(folder, **kw) -> ShelfApp:
    return ShelfApp(pace=0, saves=str(folder), **kw)


async def test_ctrl_s_and_the_save_command_save_the_match_in_play(folder):
    match, _, _ = start(71, opponents=2)
    app = _app(folder, match=match, fresh=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: deciding(app))
        await pilot.press("ctrl+s")
        await until(pilot, lambda: folder.exists() and any(folder.glob("*.json")))
        await pilot.press("colon")
        await pilot.press(*"save Big Fight")
        await pilot.press("enter")
        await until(pilot, lambda: (folder / "big-fight.json").exists())
        playing = app.screen.match
    loaded = saves.load("Big Fight", folder)
    assert loaded.state.actions == playing.state.actions
    assert loaded.history == playing.history


@pytest.mark.slow
async def test_autosave_after_every_turn_keeps_the_last_three(folder):
    match, _, _ = start(72, opponents=1)
    app = _app(folder, match=match, fresh=True)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(5):
            await until(pilot, lambda: deciding(app) or app.screen.match.state.winner is not None)
            table = app.screen
            if table.match.state.winner is not None:
                break
            table.act(legal_actions(table.match.state)[-1])     # pass or a discard: quick turns
            await pilot.pause()
        await until(pilot, lambda: len(list(folder.glob("autosave-*.json"))) >= 2)
        autos = list(folder.glob("autosave-*.json"))
        assert 2 <= len(autos) <= saves.AUTOSAVES_KEPT
        playing = app.screen.match
    newest = saves.load(saves.latest(folder))
    assert 0 < newest.state.actions <= playing.state.actions


async def test_continue_resumes_the_latest_save_with_its_fight_log(folder):
    match, human, _ = start(73, opponents=3)
    play(match, human, turns=6)
    saves.save(match, "yesterday")
    app = _app(folder)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("c")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        resumed = app.screen.match
        assert resumed.names == match.names
        assert resumed.history[:len(match.history)] == match.history


@pytest.mark.slow
async def test_load_from_the_title_screen(folder):
    match, human, _ = start(74, opponents=2)
    play(match, human, turns=4)
    saves.save(match, "older")
    app = _app(folder)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, LoadScreen))
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.screen.match.history[:len(match.history)] == match.history


async def test_stats_from_the_title_screen(folder):
    app = _app(folder)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, StatsScreen))
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, StatsScreen))
