"""What the player can change, kept in the config folder: bot pace, the theme, the language, and
each game's own table settings (which questions stop play: tui.shelf.TableSetting), kept under
the game. No Textual here: the CLI, the app and the Settings screen all read it."""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from gameshelf.tui.model.match import PACES
from gameshelf.tui.store.paths import LANGS, atomic_write_text, config_dir

FOLLOW_SYSTEM = ""      # the language setting that follows LANG/LC_* (tui.i18n)


def default_settings_path() -> Path:
    """Where the player's settings live."""
    return config_dir() / "settings.json"


@dataclass
class Settings:
    """What the player can change: bot pace, the theme, the language, each game's own table
    settings."""

    pace: str = "normal"          # slow | normal | fast | instant
    theme: str = "textual-dark"
    language: str = FOLLOW_SYSTEM  # one of tui.store.paths.LANGS, or "": the system's (LANG/LC_*)
    # Your keys: binding id → keys ("table.help": "f1", "answer.1": "a"); README "Your keys".
    keymap: dict[str, str] = field(default_factory=dict)
    # Whether you may take back your last decision (tui.model.takeback), in every game.
    take_backs: bool = True
    # Engine key -> that game's table settings as the file holds them (TableSetting.key ->
    # value); read through `game_settings`, which checks them against the game's TableSettings.
    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    # The file's top-level keys this version does not know (a game's TableSetting.old_key from
    # before games had sections, "always_ask"): read by `game_settings`, written back as read.
    legacy: dict[str, Any] = field(default_factory=dict)

    @property
    def pace_seconds(self) -> float:
        return PACES.get(self.pace, PACES["normal"])

    def interface_language(self) -> str:
        """The language the interface speaks: the one chosen, else the system's."""
        from gameshelf.tui.i18n import language_from_environment
        return self.language or language_from_environment()

    def game_settings(self, game: str) -> dict[str, Any]:
        """The table settings of the game with engine key `game`, every one of its
        TableSettings: the value the file keeps under the game, else under its old top-level
        key, else its default (a value the setting cannot take counts as none)."""
        from gameshelf.tui.shelf import ui_for
        kept = self.games.get(game, {})
        values: dict[str, Any] = {}
        for setting in ui_for(game).table_settings:
            found = [v for v in (kept.get(setting.key), self.legacy.get(setting.old_key))
                     if v is not None and setting.valid(v)]
            values[setting.key] = found[0] if found else setting.default
        return values

    def with_game_settings(self, game: str, values: dict[str, Any]) -> Settings:
        """These settings with the game `game`'s table settings set to `values` (and their old
        top-level keys too, so an older version of the app reads the same)."""
        from dataclasses import replace

        from gameshelf.tui.shelf import ui_for
        old = {s.old_key: values[s.key] for s in ui_for(game).table_settings
               if s.old_key and s.key in values}
        return replace(self, games={**self.games, game: dict(values)},
                       legacy={**self.legacy, **old})

    @classmethod
    def load(cls, path: Path | None) -> Settings:
        """The settings in `path`; the defaults for a missing or unreadable file."""
        if path is None or not path.exists():
            return cls()
        try:
            settings = cls._from_file(json.loads(path.read_text()))
        except (OSError, ValueError, TypeError, AttributeError):
            return cls()
        if not _sections(settings.games):
            settings.games = {}                   # a hand-edited file: the defaults
        if settings.language not in LANGS:
            settings.language = FOLLOW_SYSTEM
        if not isinstance(settings.take_backs, bool):
            settings.take_backs = True
        return settings

    @classmethod
    def _from_file(cls, data: dict[str, Any]) -> Settings:
        """The settings a file's object holds: the keys this version knows, the rest kept as
        `legacy`."""
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__ and k != "legacy"}
        return cls(**known, legacy={k: v for k, v in data.items() if k not in known})

    def store(self, path: Path | None) -> None:
        """Write the settings whole (a failed write keeps the old file: settings are not worth
        an error on screen)."""
        if path is None:
            return
        with contextlib.suppress(OSError):
            data = asdict(self)
            data.update(data.pop("legacy"))       # as read: an older version reads its keys
            atomic_write_text(path, json.dumps(data, indent=2))


def _sections(games: object) -> bool:
    """Whether a file's `games` is what it should be: an object of one object per game."""
    return isinstance(games, dict) and all(isinstance(kept, dict) for kept in games.values())
