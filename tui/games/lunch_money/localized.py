"""Key descriptions (the footer, Textual's Keys panel) in the player's language: a screen's
BINDINGS are built once at import, their descriptions marked with N_ and translated here, per
screen, as it is made."""

from __future__ import annotations

from dataclasses import replace

from tui.i18n import translator

_ = translator("lunch_money")


def localize_bindings(node) -> None:
    """Translate the descriptions of `node`'s own copy of its bindings (ids and keys stay, so a
    keymap still finds them)."""
    # Each node holds its own copy (textual.dom.DOMNode); translated from the class's own
    # English each time, so a second language change translates from English again.
    keys = node._bindings.key_to_bindings
    merged = node._merged_bindings.key_to_bindings if node._merged_bindings else {}
    english = {b.id or (key, b.action): b.description for key, bs in merged.items() for b in bs}
    for key, bindings in keys.items():
        keys[key] = [replace(b, description=_(english.get(b.id or (key, b.action),
                                                          b.description)))
                     if b.description else b for b in bindings]
