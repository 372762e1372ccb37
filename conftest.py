"""Every test runs with its own config, data and saves folders: nothing a developer keeps in
~/.config/lunchmoney (templates, settings) or ~/.local/share (saves, stats) can change a result,
and no test writes there.

Every record (engine.core.records) is built frozen under the tests: the switch is set here,
before anything imports the engine, so a store into a record anywhere (engine, bots, TUI)
raises and fails a test. Subprocesses the tests start inherit it.

Textual's animations are off (its own TEXTUAL_ANIMATIONS switch): a test looks at screens at
rest, and the pilot would wait out every slide (a help tab's underline, a scroll) after every
key."""

from __future__ import annotations

import os

os.environ["GAMESHELF_FROZEN_RECORDS"] = "1"      # engine.core.records.FROZEN_SWITCH
os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")  # read as Textual is first imported

import pytest  # noqa: E402 - after the switch, which must come before any engine import

_PRIVATE = {
    "XDG_CONFIG_HOME": "config",
    "XDG_DATA_HOME": "data-home",
    "XDG_STATE_HOME": "state",
    "XDG_CACHE_HOME": "cache",
    "LUNCHMONEY_SAVES": "saves",
    "LUNCHMONEY_DATA": "data",
}


@pytest.fixture(autouse=True)
def _private_user_folders(tmp_path_factory, monkeypatch):
    """Point every per-user folder the program reads at a fresh temporary folder."""
    home = tmp_path_factory.mktemp("user")
    for var, sub in _PRIVATE.items():
        monkeypatch.setenv(var, str(home / sub))
    monkeypatch.delenv("LUNCHMONEY_TEMPLATES", raising=False)


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    """Every test starts in English, whatever the developer's LANG/LC_* say (the interface
    follows them, tui.i18n), and a test that changes the language leaves it as it found it."""
    from gameshelf.tui import i18n
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    i18n.set_language("en")
    yield
    i18n.set_language("en")
