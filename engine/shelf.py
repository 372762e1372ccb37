"""The one table of the games on the shelf: each game's key and the name of its two packages,
`engine/<package>/` (its rules) and `tui/games/<package>/` (its table, help and words).

Both registries read it: the engine's (`gameshelf.engine.find_game`) and the UI's
(`gameshelf.tui.shelf.ui_for`). A fourth game is its two packages, its templates and one line
here. It lives in the engine because the engine must find its games without any UI (headless
play, the conformance suite), and the engine may import nothing outside itself.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Shelved:
    """One game on the shelf: its key (what saves and the CLI call it) and its package name."""

    key: str
    package: str


SHELF: tuple[Shelved, ...] = (
    Shelved("lunch-money", "lunch_money"),
    Shelved("dumm-gelaufen", "dumm_gelaufen"),
    Shelved("dig-your-way-out", "dig_your_way_out"),
)
