"""Names and seeds a save cannot keep are refused where they are typed (CLI and New match
screen), by the limits in engine/core/limits.py; what is accepted there always saves and loads.
Save names keep their letters in any script, as safe file names."""

from __future__ import annotations

import unicodedata

import pytest

from gameshelf.engine.core.limits import NAME_MAX, SEED_MAX, SEED_MIN
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.cli import main
from gameshelf.tui.model.match import new_match
from gameshelf.tui.store import saves
from tests.tui.store.play import play


@pytest.fixture
def started(monkeypatch):
    """The apps the command line would have run."""
    apps: list[ShelfApp] = []
    monkeypatch.setattr(ShelfApp, "run", lambda app: apps.append(app))
    monkeypatch.setattr("gameshelf.tui.app.shell.need_a_terminal", lambda: None)   # the test has no terminal
    return apps


@pytest.mark.parametrize("argv", [
    ["--name", "x" * (NAME_MAX + 1)], ["--name", "tab\there"], ["--name", "bell\a"],
    ["--name", "  "], ["--seed", str(SEED_MAX + 1)], ["--seed", str(SEED_MIN - 1)],
    ["--seed", "9" * 5000]])
def test_a_name_or_seed_a_save_cannot_keep_is_refused_in_one_line(argv, started, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["play", *argv])
    assert exit_.value.code == 2 and not started
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and argv[0] in err


@pytest.mark.parametrize(("name", "seed"), [("x" * NAME_MAX, SEED_MAX), ("Борис", SEED_MIN),
                                            ("Prüfung für Jürgen", 0)])
def test_what_the_command_line_accepts_saves_and_loads(name, seed, started, folder):
    assert main(["--saves", str(folder), "play", "--name", name, "--seed", str(seed)]) == 0
    (app,) = started
    match = new_match(app.player_name, 2, seed=app.seed, game="lunch-money")
    play(match, _human(match), steps=30)
    back = saves.load(saves.save(match, "limits"))
    assert (back.names[0], back.seed) == (name, seed)


def _human(match):
    from gameshelf.engine.lunch_money.bots import make_bot
    return make_bot("random", match.human, "limits")


async def test_the_new_match_screen_refuses_them_in_one_line():
    from textual.widgets import Input, Static

    from gameshelf.tui.screens.new_match import NewMatchScreen
    from tests.tui.store.test_screens import Host
    app = Host(NewMatchScreen)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert screen.query_one("#name", Input).max_length == NAME_MAX
        for field, value, why in [("#seed", str(SEED_MAX + 1), "from"),
                                  ("#seed", "9" * 5000, "from"),
                                  ("#name", "tab\there", "tabs")]:
            screen.query_one(field, Input).value = value
            screen.action_start()
            await pilot.pause()
            shown = str(screen.query_one("#error", Static).render())
            assert why in shown and "\n" not in shown and app.result == "not yet"
            screen.query_one(field, Input).value = "" if field == "#seed" else "Sam"
        screen.query_one("#seed", Input).value = str(SEED_MIN)
        screen.action_start()
        await pilot.pause()
    assert (app.result.name, app.result.seed) == ("Sam", SEED_MIN)


@pytest.mark.parametrize(("name", "stem"), [
    ("Before lunch!", "before-lunch"),
    ("Prüfung für Jürgen", "prüfung-für-jürgen"),
    ("Борис", "борис"),
    ("ドッジボール 2", "ドッジボール-2"),
    ("../../etc/passwd", "etc-passwd"),
    ("con", "con-save"),
])
def test_save_names_keep_their_letters_in_safe_file_names(name, stem, folder):
    match = new_match("Sam", 1, seed=7, game="lunch-money")
    path = saves.save(match, name)
    assert path == folder / f"{stem}.json"
    (info,) = saves.list_saves()
    assert info.name == name
    assert info.handle == (stem if "/" in name else name)     # a name with / reads as a path
    assert saves.load(info.handle).match_id == match.match_id


def test_a_name_typed_with_combining_accents_is_the_same_save(folder):
    match = new_match("Sam", 1, seed=8, game="lunch-money")
    composed = saves.save(match, "Jürgen")
    decomposed = saves.save(match, unicodedata.normalize("NFD", "Jürgen"))
    assert composed == decomposed and len(list(folder.iterdir())) == 1


def test_a_long_name_is_cut_to_a_file_name_the_file_system_takes(folder):
    match = new_match("Sam", 1, seed=9, game="lunch-money")
    path = saves.save(match, "Ж" * 150)
    assert len(path.stem) <= saves.SLUG_CHARS and len(path.name.encode()) < 255
    assert saves.load("Ж" * 150).match_id == match.match_id


@pytest.mark.parametrize("name", ["x" * 201, "two\nlines"])
def test_a_save_name_a_save_cannot_keep_is_refused(name, folder):
    match = new_match("Sam", 1, seed=10, game="lunch-money")
    with pytest.raises(saves.SaveError) as err:
        saves.save(match, name)
    assert "\n" not in str(err.value) and not folder.exists()
