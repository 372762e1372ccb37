"""A version-0 save carries no checksum: loading one says so where the player looks (`load`,
`continue`, `replay`, the saves list and the Load screen), and it is checked as strictly as
any other (see test_unplayable.py for a crafted one)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.cli import main
from gameshelf.tui.store import saves
from tests.tui.store.test_app_saves import until

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def old(folder) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURES / "v1_midgame_4p.json", folder / "newer.json")
    return Path(shutil.copy(FIXTURES / "v0_midgame_3p.json", folder / "old.json"))


def _notes(app) -> list[str]:
    return [n.message for n in app._notifications]


def test_loading_a_version_0_save_warns_and_a_checked_one_does_not(old, folder):
    assert saves.load(old).warnings == [saves.NO_CHECKSUM_WARNING]
    assert saves.load(folder / "newer.json").warnings == []
    infos = {i.path.name: i for i in saves.list_saves()}
    assert infos["old.json"].note == "no checksum" and infos["newer.json"].note == ""


def test_saves_and_replay_say_so(old, folder, capsys):
    assert main(["--saves", str(folder), "saves"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.strip().startswith("old"))
    assert line.endswith("no checksum")
    assert main(["--saves", str(folder), "replay", "old"]) == 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no checksum" in err


@pytest.mark.parametrize("command", [["load", "old"], ["continue"]])
async def test_load_and_continue_from_the_command_line_show_it(old, folder, monkeypatch,
                                                               command):
    (folder / "newer.json").unlink()
    started = []
    monkeypatch.setattr(ShelfApp, "run", lambda app: started.append(app))
    monkeypatch.setattr("gameshelf.tui.app.shell.need_a_terminal", lambda: None)   # the test has no terminal
    assert main(["--saves", str(folder), *command]) == 0
    (app,) = started
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: saves.NO_CHECKSUM_WARNING in _notes(app))


@pytest.mark.slow
async def test_the_load_screen_and_continue_in_the_app_show_it(old, folder):
    (folder / "newer.json").unlink()
    from gameshelf.tui.screens.load import LoadScreen
    from tests.tui.store.test_screens import Host
    app = Host(lambda: LoadScreen(folder))
    async with app.run_test(size=(120, 30)) as pilot:
        assert "no checksum" in str(app.screen.query_one("#load-detail").render())
        await pilot.press("enter")
        await until(pilot, lambda: saves.NO_CHECKSUM_WARNING in _notes(app))
    assert app.result.warnings == [saves.NO_CHECKSUM_WARNING]
    app = ShelfApp(pace=0, saves=str(folder))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("c")
        await until(pilot, lambda: saves.NO_CHECKSUM_WARNING in _notes(app))
