"""The TUI side of every game: which module brings a game's table, help and summary.

The shell (app, CLI, saves, stats, Load/Settings/Stats screens) knows a game only by its key
and asks `ui_for(key)` for the rest; a game's module is imported on first use, so starting the
app imports only the game that is played.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

# Engine key → the module whose `UI` is that game's GameUI.
_MODULES: dict[str, str] = {"lunch-money": "tui.games.lunch_money"}


@dataclass(frozen=True)
class GameUI:
    """What one game brings to the shell: its table, its help and its end-of-match summary."""

    key: str
    table_screen: Callable[..., Any]     # (match, *, fresh: bool) -> a Textual Screen
    help_screen: Callable[..., Any]      # (topic: str | None = None) -> a Textual Screen
    summarize: Callable[[Any], Any]      # (match) -> the game's Summary (game over, stats)


def ui_keys() -> tuple[str, ...]:
    """The games the TUI can show, in shelf order."""
    return tuple(_MODULES)


def ui_for(key: str) -> GameUI:
    """The TUI of the game with engine key `key` (KeyError if the TUI has none)."""
    return importlib.import_module(_MODULES[key]).UI
