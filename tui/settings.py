"""What the player can change, kept in the config folder: bot pace, which questions stop play,
the theme, the language. No Textual here: the CLI, the app and the Settings screen all read it."""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from gameshelf.tui.i18n import N_
from gameshelf.tui.store.paths import LANGS, atomic_write_text, config_dir

PACES: dict[str, float] = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}
# When the table asks you whether to Humiliate (the setting's value, then its words).
# (Marked for the catalog: the Settings screen shows them in the player's language.)
HUMILIATION_ASKS: dict[str, str] = {"every": N_("after every card"),
                                    "at_me": N_("only when a card is aimed at me"),
                                    "never": N_("never")}
FOLLOW_SYSTEM = ""      # the language setting that follows LANG/LC_* (tui.i18n)


def default_settings_path() -> Path:
    """Where the player's settings live."""
    return config_dir() / "settings.json"


@dataclass
class Settings:
    """What the player can change: bot pace, which questions stop play, the theme, the
    language."""

    pace: str = "normal"          # slow | normal | fast | instant
    always_ask: bool = False      # ask even when taking the hit is your only answer
    humiliation: str = "every"    # when to ask about a Humiliation: a key of HUMILIATION_ASKS
    theme: str = "textual-dark"
    language: str = FOLLOW_SYSTEM  # one of tui.store.paths.LANGS, or "": the system's (LANG/LC_*)
    # Your keys: binding id → keys ("table.help": "f1", "answer.1": "a"); README "Your keys".
    keymap: dict[str, str] = field(default_factory=dict)

    @property
    def pace_seconds(self) -> float:
        return PACES.get(self.pace, PACES["normal"])

    def interface_language(self) -> str:
        """The language the interface speaks: the one chosen, else the system's."""
        from gameshelf.tui.i18n import language_from_environment
        return self.language or language_from_environment()

    @classmethod
    def load(cls, path: Path | None) -> Settings:
        """The settings in `path`; the defaults for a missing or unreadable file."""
        if path is None or not path.exists():
            return cls()
        try:
            data = json.loads(path.read_text())
            settings = cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})
        except (OSError, ValueError, TypeError, AttributeError):
            return cls()
        if settings.humiliation not in HUMILIATION_ASKS:    # a hand-edited file: the default
            settings.humiliation = cls.humiliation
        if settings.language not in LANGS:
            settings.language = FOLLOW_SYSTEM
        return settings

    def store(self, path: Path | None) -> None:
        """Write the settings whole (a failed write keeps the old file: settings are not worth
        an error on screen)."""
        if path is None:
            return
        with contextlib.suppress(OSError):
            atomic_write_text(path, json.dumps(asdict(self), indent=2))
