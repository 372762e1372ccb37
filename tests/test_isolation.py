"""The suite never reads or writes the developer's own folders (root conftest.py)."""

from __future__ import annotations

from pathlib import Path

from gameshelf.tui.narration import default_user_dir
from gameshelf.tui.store.saves import saves_dir
from gameshelf.tui.store.settings import default_settings_path


def test_user_folders_are_private_to_the_test(tmp_path_factory):
    base = Path(tmp_path_factory.getbasetemp())
    for folder in (default_user_dir(), default_settings_path(), saves_dir()):
        assert base in folder.parents, folder
