"""A crash between writing and renaming leaves the previous save exactly as it was, and no
half-written file behind."""

from __future__ import annotations

import os
import time

import pytest

from tests.saves.play import play, start
from tui import saves


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
