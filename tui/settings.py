"""What the player can change, kept in the config folder: bot pace, which questions stop play,
the theme. No Textual here: the CLI, the app and the Settings screen all read it."""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from tui.paths import atomic_write_text, config_dir

PACES: dict[str, float] = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}
# When the table asks you whether to Humiliate (the setting's value, then its words).
HUMILIATION_ASKS: dict[str, str] = {"every": "after every card",
                                    "at_me": "only when a card is aimed at me",
                                    "never": "never"}


def default_settings_path() -> Path:
    """Where the player's settings live."""
    return config_dir() / "settings.json"


@dataclass
class Settings:
    """What the player can change: bot pace, which questions stop play, the theme."""

    pace: str = "normal"          # slow | normal | fast | instant
    always_ask: bool = False      # ask even when taking the hit is your only answer
    humiliation: str = "every"    # when to ask about a Humiliation: a key of HUMILIATION_ASKS
    theme: str = "textual-dark"
    # Your keys: binding id → keys ("table.help": "f1", "answer.1": "a"); README "Your keys".
    keymap: dict[str, str] = field(default_factory=dict)

    @property
    def pace_seconds(self) -> float:
        return PACES.get(self.pace, PACES["normal"])

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
        return settings

    def store(self, path: Path | None) -> None:
        """Write the settings whole (a failed write keeps the old file: settings are not worth
        an error on screen)."""
        if path is None:
            return
        with contextlib.suppress(OSError):
            atomic_write_text(path, json.dumps(asdict(self), indent=2))
