"""Files no save should be: a FIFO, a number of 5,000 digits, a field of the wrong type. They
are listed as unreadable with their reason, never hang or crash `saves`, `load`, `continue` or
the Load screen, and `continue` goes on to the newest good save. A seeded fuzz of real saves
holds the promise: every outcome is a SaveInfo or a SaveError, never another exception."""

from __future__ import annotations

import copy
import json
import os
import random
import shutil
from pathlib import Path

import pytest

from gameshelf.tui.cli import main
from gameshelf.tui.store import saves, stats
from tests.tui.store.forge import forge, resigned
from tests.tui.store.play import play, start

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def good(folder):
    match, human, _ = start(101, opponents=2)
    play(match, human, steps=40)
    return saves.save(match, "good")


def _fifo(folder: Path) -> Path:
    os.mkfifo(folder / "pipe.json")
    return folder / "pipe.json"


def _huge_number(folder: Path, good: Path) -> Path:
    text = good.read_text().replace('"round":', '"round":' + "9" * 5000 + ",\"x\":", 1)
    (folder / "huge.json").write_text(text)
    return folder / "huge.json"


def _wrong_type(folder: Path, good: Path) -> Path:
    shutil.copy(good, folder / "typed.json")
    return forge(folder / "typed.json", lambda d: d.__setitem__("name", 1.5))


@pytest.fixture
def odd_files(folder, good):
    """The good save made first (oldest), then the three odd files next to it."""
    odd = [_fifo(folder), _huge_number(folder, good), _wrong_type(folder, good)]
    past = good.stat().st_mtime - 60
    os.utime(good, (past, past))
    return odd


REASONS = {"pipe.json": "not a regular file", "huge.json": "number too long",
           "typed.json": "name is not a text"}


def test_odd_files_are_listed_as_unreadable_with_their_reason(good, odd_files):
    infos = {i.path.name: i for i in saves.list_saves()}
    assert infos["good.json"].ok
    for name, reason in REASONS.items():
        assert not infos[name].ok and reason in infos[name].error, infos[name].error
        with pytest.raises(saves.SaveError, match=reason):
            saves.load(name)
    assert saves.latest() == good


def test_the_cli_lists_them_and_loads_none_of_them(good, odd_files, folder, capsys):
    assert main(["--saves", str(folder), "saves"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and "Traceback" not in out
    for name, reason in REASONS.items():
        line = next(x for x in out.splitlines() if name in x)
        assert "unreadable" in line and reason in line
        for command in ("load", "replay"):
            assert main(["--saves", str(folder), command, name]) == 2
            err = capsys.readouterr().err
            assert err.count("\n") == 1 and reason in err


async def test_the_load_screen_shows_them_and_explains(good, odd_files, folder):
    from gameshelf.tui.screens.load import ErrorDialog, LoadScreen
    from tests.tui.store.test_screens import Host, _rows
    app = Host(lambda: LoadScreen(folder))
    async with app.run_test(size=(120, 30)) as pilot:
        rows = _rows(app.screen)
        assert sorted(r[0] for r in rows if r[2] == "unreadable") == sorted(REASONS)
        index = next(i for i, r in enumerate(rows) if r[0] == "pipe.json")
        for _ in range(index):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ErrorDialog) and "not a regular file" in app.screen.message


def test_a_pipe_in_place_of_the_stats_file_does_not_hang(tmp_path):
    (tmp_path / "data").mkdir()
    os.mkfifo(tmp_path / "data" / "stats.json")
    assert "not a regular file" in stats.load_stats().warning
    assert stats.recorded_matches() == frozenset()


# --- the fuzz -----------------------------------------------------------------------------------

_ODD_VALUES = [None, True, False, 0, -1, 1.5, float("inf"), 2 ** 63, -(2 ** 70), "", "x",
               "\t\x00", "é" * 300, [], {}, [1, 2], [[]], {"a": 1}, ["Play"], ["Hold", 0]]


def _mutate(doc: dict, rng: random.Random) -> None:
    """Change one value somewhere in the document: replace it, delete it or copy a sibling."""
    parent: object = doc
    key: object = rng.choice(sorted(doc))
    for _ in range(rng.randrange(1, 6)):
        child = parent[key]
        if isinstance(child, dict) and child:
            parent, key = child, rng.choice(sorted(child))
        elif isinstance(child, list) and child:
            parent, key = child, rng.randrange(len(child))
        else:
            break
    what = rng.random()
    if what < 0.15:
        del parent[key]
    elif what < 0.3 and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[rng.randrange(len(parent))]))
    elif what < 0.4 and isinstance(parent[key], int | float) and not isinstance(parent[key], bool):
        parent[key] += rng.choice((-1, 1, 7, -100))
    else:
        parent[key] = copy.deepcopy(rng.choice(_ODD_VALUES))


def _mutated_text(original: str, rng: random.Random) -> str:
    doc = json.loads(original)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        _mutate(doc, rng)
    if rng.random() < 0.85:
        return resigned(doc)       # past the checksum: only the checks stand in the way
    return json.dumps(doc)


def _sources(folder: Path) -> list[str]:
    match, human, _ = start(102, opponents=4, difficulty="normal")
    play(match, human, steps=90)
    made = saves.save(match, "fresh")
    paths = [made, *sorted(FIXTURES.glob("v*.json"))]
    return [p.read_text(encoding="utf-8") for p in paths]


@pytest.mark.slow
def test_fuzzed_saves_are_a_save_or_a_reason_never_a_crash(folder, seed="fuzz", rounds=400):
    """Each mutated save is read, loaded or refused; the list of saves is read every tenth
    round (it reads the whole folder, and a fuzzed file's damage is the same each time)."""
    rng = random.Random(seed)
    sources = _sources(folder)
    target = folder / "fuzzed.json"
    outcomes = {"loaded": 0, "refused": 0}
    for n in range(rounds):
        target.write_text(_mutated_text(rng.choice(sources), rng), encoding="utf-8")
        info = saves.info(target)
        assert isinstance(info, saves.SaveInfo)
        try:
            saves.load(target)
        except saves.SaveError as err:
            assert not info.ok and "\n" not in str(err)
            outcomes["refused"] += 1
        else:
            assert info.ok
            outcomes["loaded"] += 1
        if n % 10 == 0:
            assert all(isinstance(i, saves.SaveInfo) for i in saves.list_saves())
    assert min(outcomes.values()) > 10, outcomes      # the fuzz reaches both sides
