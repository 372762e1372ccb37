"""Key descriptions (the footer, Textual's Keys panel) in the player's language, for any screen
or widget: its BINDINGS are built once at import, their descriptions marked with N_, and
translated here per node as it is made or the language changes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace


def translate_bindings(node, words: Callable[[str], str]) -> None:
    """Translate the descriptions of `node`'s own copy of its bindings with `words` (ids and
    keys stay, so a keymap still finds them)."""
    # Each node holds its own copy (textual.dom.DOMNode); translated from the class's own
    # English each time, so a second language change translates from English again.
    keys = node._bindings.key_to_bindings
    merged = node._merged_bindings.key_to_bindings if node._merged_bindings else {}
    english = {b.id or (key, b.action): b.description for key, bs in merged.items() for b in bs}
    for key, bindings in keys.items():
        keys[key] = [replace(b, description=words(english.get(b.id or (key, b.action),
                                                              b.description)))
                     if b.description else b for b in bindings]
