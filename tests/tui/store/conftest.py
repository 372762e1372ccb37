"""Every test here saves into its own temporary folders, never into the checkout's saves/."""

from __future__ import annotations

import pytest
from gameshelf.tui.store import saves


@pytest.fixture(autouse=True)
def _private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))
    monkeypatch.setattr(saves, "_configured", None)


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "saves"
