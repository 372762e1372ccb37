"""SaveError: what the saves package raises when a save cannot be written, found or loaded.

Its text is one line a player can read: the CLI prints it, the Load screen and `continue` show
it. The engine's own complaints about a document (BadSave) become one in
tui.store.saves.reading.
"""

from __future__ import annotations


class SaveError(Exception):
    """A save that cannot be written, found or loaded; str() is one line a player can read."""
