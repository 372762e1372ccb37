"""Each browser session's own folders and language (tui.web.sessions), no server needed."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from gameshelf.tui.web.sessions import (
    IDLE_DAYS,
    Visitor,
    is_token,
    language_of,
    mark_used,
    new_token,
    remove_idle_sessions,
    session_environment,
    session_folder,
)


@pytest.mark.parametrize(("header", "lang"), [
    ("de-CH,de;q=0.9,en;q=0.8", "de"),
    ("fr-FR, nl;q=0.5, de;q=0.4", "nl"),
    ("en;q=0.2, de;q=0.9", "de"),
    ("fr, es", "en"),
    ("", "en"),
    ("nl;q=0, de;q=garbled, en-GB", "en"),
    ("NL-be", "nl"),
])
def test_the_session_speaks_the_browsers_language(header, lang):
    assert language_of(header) == lang


def test_a_token_is_a_safe_unguessable_folder_name(tmp_path):
    token = new_token()
    assert is_token(token) and token != new_token()
    assert session_folder(tmp_path, token) == tmp_path / token
    for bad in ("", None, "../" + token[3:], token.upper(), token + "0", "x" * 32):
        assert not is_token(bad)
    with pytest.raises(ValueError):
        session_folder(tmp_path, "../../etc")


def test_every_folder_the_app_reads_is_inside_the_session():
    folder = Path("/srv/sessions") / new_token()
    env = session_environment(Visitor(folder, "nl"))
    assert env.pop("LANGUAGE") == "nl"
    assert set(env) == {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
                        "LUNCHMONEY_SAVES", "LUNCHMONEY_DATA"}
    assert all(Path(path).parent == folder for path in env.values())
    assert len(set(env.values())) == len(env)


DAY = 24 * 3600


def _aged(path: Path, days: float) -> Path:
    """`path` and everything in it last changed `days` ago."""
    when = time.time() - days * DAY
    for inner in sorted(path.rglob("*"), reverse=True):
        os.utime(inner, (when, when), follow_symlinks=False)
    os.utime(path, (when, when), follow_symlinks=False)
    return path


def _session(root: Path, days: float, files: tuple[str, ...] = ("saves/match.json",)) -> Path:
    folder = root / new_token()
    for name in files:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text("{}")
    return _aged(folder, days)


def test_only_sessions_idle_for_a_month_are_removed(tmp_path):
    root = tmp_path / "sessions"
    idle = _session(root, IDLE_DAYS + 1)
    recent = _session(root, IDLE_DAYS - 1)
    busy = _session(root, IDLE_DAYS + 1)                   # its app runs
    played_lately = _session(root, IDLE_DAYS + 1)
    os.utime(played_lately / "saves" / "match.json")       # a save written today
    assert remove_idle_sessions(root, in_use={busy.name}) == 1
    assert not idle.exists()
    assert all(p.exists() for p in (recent, busy, played_lately))


def test_nothing_but_a_real_session_folder_is_ever_removed(tmp_path):
    root, outside = tmp_path / "sessions", tmp_path / "precious"
    outside.mkdir()
    (outside / "keep.txt").write_text("mine")
    _aged(outside, IDLE_DAYS * 3)
    root.mkdir()
    (root / "notes").mkdir()                               # not a token's name
    (root / new_token()).symlink_to(outside)               # a token's name, but a link out
    (root / new_token()).write_text("a file")
    linked = _session(root, IDLE_DAYS * 3)
    (linked / "out").symlink_to(outside)                   # a link out, inside a session
    for entry in root.iterdir():
        _aged(entry, IDLE_DAYS * 3)
    assert remove_idle_sessions(root) == 1
    assert not linked.exists()
    assert (outside / "keep.txt").read_text() == "mine"
    assert len(list(root.iterdir())) == 3
    assert remove_idle_sessions(tmp_path / "none yet") == 0


def test_a_session_in_use_starts_its_idle_time_again(tmp_path):
    folder = _session(tmp_path, IDLE_DAYS + 1)
    mark_used(folder)
    assert remove_idle_sessions(tmp_path) == 0 and folder.exists()
    mark_used(fresh := tmp_path / new_token())             # a new session's folder is made
    assert fresh.is_dir()
