"""The table plays a whole seeded match with keys and typed commands; help opens; save → load
mid-match goes on where it was."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import OptionList

from gameshelf.engine.dig_your_way_out import EndTurn, Search
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.match import new_match
from gameshelf.tui.store import saves
from gameshelf.tui.widgets.command_line import CommandLine
from tests.tui.lunch_money.lm_helpers import send_key

GAME = "dig-your-way-out"


def _match(seed: int = 4, opponents: int = 2):
    return new_match("You", opponents, "random", "en", seed, pace=0.0, game=GAME)


async def until(pilot, condition, timeout: float = 60.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        assert loop.time() < end, "timed out waiting for the table"
        await pilot.pause(0.01)


def _table(app):
    from gameshelf.tui.games.dig_your_way_out.table import TableScreen
    s = app.screen
    return s if isinstance(s, TableScreen) else None


def _asked(app) -> bool:
    t = _table(app)
    return t is not None and (t.over or t.driver.seat_decides(t.match.human))


@pytest.mark.slow
async def test_a_whole_match_with_keys_and_typed_commands():
    # A short seeded match, not a long one: seed 20 ends in about 190 of your choices (seed 7
    # took 480, about four minutes of the suite on a loaded machine); the typed commands and
    # the end of the match are the same. Keys are queued as the terminal sends them and the
    # test waits for the move they make (Pilot.press also waits for the whole process to idle
    # after every key, which made this match take half a minute).
    app = ShelfApp(match=_match(20), pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        typed = 0
        for step in range(3000):
            await until(pilot, lambda: _asked(app))
            t = _table(app)
            if t.over:
                break
            legal, before = t.view.legal, len(t.match.history)
            if Search() in legal and typed < 5:       # a typed command, Dutch and typo'd too
                send_key(app, "colon")
                await until(pilot, lambda: isinstance(app.focused, CommandLine))
                keys = [*("zoek", "serach", "search", "suche", "search")[typed], "enter"]
                typed += 1
            elif EndTurn() in legal and step % 3 == 0:
                keys = ["e"]
            else:
                keys = ["1"]
            for key in keys:
                send_key(app, key)
            await until(pilot, lambda t=t, before=before: len(t.match.history) > before)
        t = _table(app)
        assert t.over and t.match.state.winner is not None
        assert typed == 5
        await pilot.press("enter")
        await until(pilot, lambda: type(app.screen).__name__ == "GameOverScreen")


async def test_a_bad_command_says_one_line_and_changes_nothing():
    app = ShelfApp(match=_match(), pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: _asked(app))
        t = _table(app)
        before = len(t.match.history)
        await pilot.press("colon", *"fly away", "enter")
        await pilot.pause()
        said = str(t.query_one("#dig-answer").render())
        assert "fly" in said and "\n" not in said.strip()
        assert len(t.match.history) == before


async def test_a_click_chooses():
    app = ShelfApp(match=_match(), pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: _asked(app))
        t = _table(app)
        before = len(t.match.history)
        first = t.view.legal[0]
        await pilot.click(OptionList, offset=(3, 1))
        await pilot.pause()
        assert t.match.history[before][0] == first


async def test_help_opens_and_says_what_is_reconstructed():
    app = ShelfApp(match=_match(), pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: _asked(app))
        await pilot.press("question_mark")
        await until(pilot, lambda: type(app.screen).__name__ == "HelpScreen")
        from gameshelf.tui.games.dig_your_way_out.help_text import plain_help
        assert "RECONSTRUCTED" in plain_help("reconstructed")
        await pilot.press("escape")
        await until(pilot, lambda: _table(app) is not None)


@pytest.mark.slow
async def test_save_and_load_mid_match_goes_on(tmp_path):
    match = _match(seed=9)
    app = ShelfApp(match=match, pace=0, fresh=True)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(6):
            await until(pilot, lambda: _asked(app))
            await pilot.press("1")
        await until(pilot, lambda: _asked(app))
        saves.save(_table(app).match, "mid", tmp_path)
        state = _table(app).match.state
    loaded = saves.load("mid", tmp_path)
    assert loaded.game_key == GAME
    assert loaded.game.state_to_dict(loaded.state) == loaded.game.state_to_dict(state)
    app = ShelfApp(match=loaded, pace=0, fresh=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: _asked(app))
        before = len(_table(app).match.history)
        await pilot.press("1")
        await until(pilot, lambda: len(_table(app).match.history) > before)
