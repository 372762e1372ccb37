"""Dig Your Way Out's narration before its GameUI is wired: a stand-in UI that brings only the
chronicle and the samples (the table's helper owns tui/games/dig_your_way_out/__init__.py)."""

from __future__ import annotations

import sys
import types

import pytest

import tui.games as games


def _stand_in() -> types.ModuleType:
    from tui.games import GameUI
    from tui.games.dig_your_way_out import chronicle, samples
    module = types.ModuleType("tests.dig_narration.stand_in_ui")
    module.UI = GameUI(key="dig-your-way-out", table_screen=None, help_screen=None,
                       summarize=None, chronicle=lambda: chronicle, samples=lambda: samples)
    return module


@pytest.fixture(autouse=True)
def dig_your_way_out_ui(monkeypatch):
    """Narration for Dig Your Way Out (the real UI when it has one, else the stand-in)."""
    try:
        if games.ui_for("dig-your-way-out").chronicle is not None:
            yield
            return
    except (KeyError, ImportError, AttributeError):
        pass
    module = _stand_in()
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(games._MODULES, "dig-your-way-out", module.__name__)
    yield
