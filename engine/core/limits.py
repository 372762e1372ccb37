"""What a save can store, defined once: player names, match seeds and save names.

The CLI (`--name`, `--seed`), the New match screen, `tui.store.saves` and `engine.lunch_money.serialize` all ask
here, so a name or seed accepted where it is typed is one every save accepts on loading. It
lives in the engine because the engine's own save checks (serialize.py) need it and the
engine imports nothing from `tui`.
"""

from __future__ import annotations

NAME_MAX = 60                          # characters in a player's name
SEED_MIN, SEED_MAX = -(2 ** 63), 2 ** 63 - 1   # a signed 64-bit number: any seed a tool may pass
SAVE_NAME_MAX = 200                    # characters in a save's name (the default one is long)


def name_problem(name: str) -> str | None:
    """Why `name` cannot be a player's name in a save, as one sentence; None when it can."""
    return _text_problem(name, NAME_MAX, "A name")


def save_name_problem(name: str) -> str | None:
    """Why `name` cannot name a save, as one sentence; None when it can."""
    return _text_problem(name, SAVE_NAME_MAX, "A save name")


def seed_problem(seed: int) -> str | None:
    """Why `seed` cannot be a match seed in a save, as one sentence; None when it can."""
    if not SEED_MIN <= seed <= SEED_MAX:
        return f"A seed is a whole number from {SEED_MIN} to {SEED_MAX}."
    return None


def _text_problem(text: str, most: int, what: str) -> str | None:
    if not text.strip():
        return f"{what} needs at least one letter or digit."
    if len(text) > most:
        return f"{what} has at most {most} characters (this one has {len(text)})."
    if not text.isprintable():
        # Tabs, newlines and control characters would break the table and the saves list.
        return f"{what} cannot hold tabs, line breaks or other non-printable characters."
    return None
