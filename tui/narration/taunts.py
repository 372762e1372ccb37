"""Canned taunts: a few lines of table talk per game, numbered, that a player at a hosted table
sends by number (`taunt 2`) and every reader sees in their own language. They live in the
templates (`<game>/<lang>/taunts.j2`, one taunt per line, the same order in every language), so
a player's own templates can rewrite them like any banter."""

from __future__ import annotations

from pathlib import Path

TAUNTS = "taunts.j2"        # the template, beside the game's event templates
MAX_TAUNTS = 20             # the highest number a taunt message may carry
TAUNT_WORDS = frozenset({"taunt", "/taunt", "plaag", "stichel"})   # `taunt [N]`, any language


def taunt_lines(game: str, lang: str, user_dir: str | Path | None = None) -> list[str]:
    """The game's taunts in `lang`, in order (the player's templates first)."""
    from gameshelf.tui.narration.voice import Voice
    voice = Voice(Path(user_dir) if user_dir else None, lang, game)
    if TAUNTS not in voice.available:
        return []
    return voice.every_line(TAUNTS)[:MAX_TAUNTS]


def taunt(game: str, lang: str, number: int, user_dir: str | Path | None = None) -> str | None:
    """Taunt `number` (1 = the first) in `lang`, or None when the game has none by that number."""
    lines = taunt_lines(game, lang, user_dir)
    return lines[number - 1] if 1 <= number <= len(lines) else None
