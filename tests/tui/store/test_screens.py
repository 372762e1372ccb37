"""The Load and Stats screens, driven with Pilot in a tiny host app, and a snapshot of Load."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest
from textual.app import App
from textual.widgets import DataTable, Static

from gameshelf.tui.screens.load import ConfirmDialog, ErrorDialog, LoadScreen
from gameshelf.tui.screens.stats import StatsScreen
from gameshelf.tui.store import saves, stats
from tests.tui.store.play import play, start

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)

FIXTURES = Path(__file__).parent / "fixtures"
FIXED = time.mktime((2026, 1, 2, 9, 30, 0, 0, 0, -1))


class Host(App):
    """Pushes one screen and keeps what it dismissed with."""

    def __init__(self, make_screen) -> None:
        super().__init__()
        self.make_screen = make_screen
        self.result: object = "not yet"

    def on_mount(self) -> None:
        self.push_screen(self.make_screen(), self.done)

    def done(self, result: object) -> None:
        self.result = result


def _fill(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("v1_midgame_4p.json", "v1_finished_2p.json", "v1_autosave_6p.json"):
        shutil.copy(FIXTURES / name, folder / name)
    (folder / "broken.json").write_text('{"format": "lunchmoney-save", "vers')
    os.utime(folder / "broken.json", (FIXED, FIXED))


def _rows(screen: LoadScreen) -> list[tuple]:
    table = screen.query_one(DataTable)
    return [tuple(str(c) for c in table.get_row_at(i)) for i in range(table.row_count)]


async def test_load_lists_saves_and_enter_loads_the_chosen_one(folder):
    _fill(folder)
    app = Host(lambda: LoadScreen(folder))
    async with app.run_test(size=(120, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        rows = _rows(screen)
        assert len(rows) == 4
        recess = next(r for r in rows if r[0] == "Recess")
        assert recess[5] == "en" and len(recess[2].split(", ")) == 4
        assert any(r[2] == "unreadable" for r in rows)
        index = rows.index(recess)
        for _ in range(index):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
    assert app.result is not None and app.result.names == tuple(
        saves.read(folder / "v1_midgame_4p.json").doc["match"]["names"])


async def test_an_unreadable_save_shows_why_in_a_dialog(folder):
    _fill(folder)
    app = Host(lambda: LoadScreen(folder))
    async with app.run_test(size=(120, 30)) as pilot:
        rows = _rows(app.screen)
        index = next(i for i, r in enumerate(rows) if r[2] == "unreadable")
        for _ in range(index):
            await pilot.press("down")
        detail = str(app.screen.query_one("#load-detail", Static).render())
        assert "ends too soon" in detail
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ErrorDialog)
        assert "ends too soon" in app.screen.message
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
    assert app.result == "not yet"
    assert (folder / "broken.json").exists()


async def test_delete_asks_first(folder):
    _fill(folder)
    app = Host(lambda: LoadScreen(folder))
    async with app.run_test(size=(120, 30)) as pilot:
        first = app.screen.infos[0].path
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("n")
        await pilot.pause()
        assert first.exists()
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not first.exists()
        assert len(_rows(app.screen)) == 3
        await pilot.press("escape")
        await pilot.pause()
    assert app.result is None


async def test_a_save_made_in_play_is_listed_and_loads_back(folder):
    match, human, _ = start(61, opponents=2)
    play(match, human, turns=5)
    saves.save(match, "Gym class")
    app = Host(lambda: LoadScreen(folder))
    async with app.run_test(size=(120, 30)) as pilot:
        assert _rows(app.screen)[0][0] == "Gym class"
        await pilot.press("enter")
        await pilot.pause()
    assert app.result.state.actions == match.state.actions
    assert app.result.history == match.history


async def test_stats_screen_shows_your_record(tmp_path):
    match, human, _ = start(62, opponents=3)
    play(match, human)
    stats.record_match(match)
    app = Host(lambda: StatsScreen(game_key="lunch-money"))
    async with app.run_test(size=(120, 30)) as pilot:
        table = app.screen.query_one(DataTable)
        assert table.row_count == 3
        names = {str(table.get_row_at(i)[0]) for i in range(3)}
        assert names == set(match.names[1:])
        assert all(table.get_row_at(i)[1] == 1 for i in range(3))
        await pilot.press("escape")
        await pilot.pause()
    assert app.result is None


async def test_stats_screen_survives_a_broken_file(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "stats.json").write_text("{{{{")
    app = Host(lambda: StatsScreen(game_key="lunch-money"))
    async with app.run_test(size=(120, 30)):
        note = str(app.screen.query_one("#stats-note", Static).render())
        assert "started afresh" in note
        assert app.screen.query_one(DataTable).row_count == 0


@pytest.fixture
def utc(monkeypatch):
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_load_screen_snapshot(snap_compare, tmp_path, monkeypatch, utc):
    _fill(tmp_path / "snapshot-saves")
    monkeypatch.chdir(tmp_path)
    assert snap_compare(Host(lambda: LoadScreen(Path("snapshot-saves"))), terminal_size=(110, 24))


async def test_load_shows_a_dig_save_in_its_round_with_its_players(folder):
    """Issue 28: Dig saves were listed in round 0, and their detail line began with nobody."""
    from tests.tui.store.test_every_game import _into_round_3
    match = _into_round_3("dig-your-way-out")
    saves.save(match, "tunnel")
    app = Host(lambda: LoadScreen(folder))
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        row = next(r for r in _rows(app.screen) if r[0] == "tunnel")
        assert (row[3], row[4]) == ("3", "")
        detail = str(app.screen.query_one("#load-detail", Static).render())
        assert detail.startswith(", ".join(match.names) + " — ") and "round 3, in play" in detail
