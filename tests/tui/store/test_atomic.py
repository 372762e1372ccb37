"""A crash between writing and renaming leaves the previous save exactly as it was, and no
half-written file behind."""

from __future__ import annotations

import os
import time

import pytest

from gameshelf.tui.store import saves
from tests.tui.store.play import play, start


def test_a_failure_before_the_rename_keeps_the_previous_save(folder, monkeypatch):
    match, human, _ = start(31)
    play(match, human, steps=10)
    path = saves.save(match, "precious")
    before = path.read_bytes()
    play(match, human, steps=30)

    def crash(src, dst):
        assert os.path.getsize(src) > 0          # the new save was written in full...
        raise OSError(28, "No space left on device")   # ...but never put in place

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(saves.SaveError, match="No space left"):
        saves.save(match, "precious")
    with pytest.raises(saves.SaveError):
        saves.autosave(match)
    monkeypatch.undo()

    assert path.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["precious.json"]
    assert saves.load(path).state.actions == 10


def test_an_interrupted_write_leaves_nothing_behind(folder, monkeypatch):
    match, _, _ = start(32)
    path = saves.save(match, "precious")
    before = path.read_bytes()

    def interrupted(fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        saves.save(match, "precious")
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [p.name for p in folder.iterdir()] == ["precious.json"]


def test_a_leftover_temp_file_from_a_crash_is_not_listed(folder):
    match, _, _ = start(33)
    saves.save(match, "real")
    (folder / ".real.123.tmp").write_text('{"half": ')
    assert [i.name for i in saves.list_saves()] == ["real"]


def _left_behind(folder, name: str, age: float):
    p = folder / name
    p.write_text('{"format": "lunchmoney-save", "half')
    os.utime(p, (time.time() - age, time.time() - age))
    return p


@pytest.mark.parametrize("action", ["save", "autosave", "list"])
def test_temp_files_of_saves_that_died_are_cleared(folder, action):
    match, _, _ = start(34)
    saves.save(match, "real")
    old = saves.STALE_TEMP_SECONDS * 2
    stale = [_left_behind(folder, f".real.{i:08d}.tmp", old) for i in range(3)]
    stale.append(_left_behind(folder, ".autosave-20260101-120000-000000-abcdef.k3_x9zq1.tmp",
                              old))
    in_progress = _left_behind(folder, ".real.busy1234.tmp", 1)   # another game saving now
    not_ours = _left_behind(folder, ".notes.tmp", old)
    {"save": lambda: saves.save(match, "real"), "autosave": lambda: saves.autosave(match),
     "list": saves.list_saves}[action]()
    assert not any(p.exists() for p in stale)
    assert in_progress.exists() and not_ours.exists()


# A game that saves into `folder` and stops between writing its temp file and renaming it, as
# `kill -9` would catch it: it prints the temp file's name, then waits to be killed.
_STUCK_WRITER = """
import os, sys, time
from pathlib import Path
from gameshelf.tui.store import paths
def stuck(src, dst):
    print(Path(src).name, flush=True)
    time.sleep(120)
os.replace = stuck
paths.atomic_write_text(Path(sys.argv[1]) / "real.json", '{"format": "lunchmoney-save"}' * 999)
"""


def _stuck_writer(folder):
    import subprocess
    import sys
    proc = subprocess.Popen([sys.executable, "-c", _STUCK_WRITER, str(folder)],
                            stdout=subprocess.PIPE, text=True, cwd=os.getcwd(),
                            env={**os.environ, "PYTHONPATH": os.getcwd()})
    name = proc.stdout.readline().strip()
    assert name.endswith(".tmp") and (folder / name).exists()
    return proc, folder / name


def test_a_save_killed_mid_write_leaves_a_temp_file_the_next_save_clears(folder):
    """120 `kill -9`s during saves left 59 temp files behind for ever (issue 27): the writer's
    pid in the name says the file is orphaned as soon as its game is gone, however new it is;
    a game still writing keeps its own."""
    folder.mkdir(parents=True)
    killed, orphan = _stuck_writer(folder)
    alive, busy = _stuck_writer(folder)
    try:
        killed.kill()
        killed.wait()
        assert orphan.exists()                 # a second old: the age rule alone would keep it
        match, _, _ = start(35)
        saves.save(match, "other")
        assert not orphan.exists()
        assert busy.exists()                   # another game, writing right now
        assert sorted(p.name for p in folder.iterdir()) == sorted([busy.name, "other.json"])
    finally:
        alive.kill()
        alive.wait()


def test_many_leftovers_of_dead_games_go_at_the_next_save_and_listing(folder):
    import subprocess
    import sys
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    dead = int(gone.stdout)
    folder.mkdir(parents=True)
    left = [_left_behind(folder, f".autosave-2026-{i:02d}.p{dead}.ab{i:02d}_xyz.tmp", 1)
            for i in range(20)]
    mine = _left_behind(folder, f".real.p{os.getpid()}.mine_123.tmp", 1)   # this process's
    saves.list_saves()
    assert not any(p.exists() for p in left)
    assert mine.exists()
