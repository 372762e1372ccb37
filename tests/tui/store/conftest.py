"""Every test here saves into its own temporary folders, never into the checkout's saves/."""

from __future__ import annotations

import pytest

from gameshelf.tui.store.saves import files


@pytest.fixture(autouse=True)
def _private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))
    monkeypatch.setattr(files, "_configured", None)   # where saves_dir() looks it up


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "saves"
