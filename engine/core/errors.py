"""The two ways a game refuses input: an action that is not allowed now, and a saved position
that cannot be a real one. Every game raises these same classes, so the shell catches one."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that is not allowed now; the message is a sentence a player can read."""


class BadSave(ValueError):
    """A snapshot that cannot be a real match position; the message says why."""
