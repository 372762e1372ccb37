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
    keys = node._bindings.key_to_bindings      # each node holds a copy (textual.dom.DOMNode)
    for key, bindings in keys.items():
        keys[key] = [replace(b, description=_(b.description)) if b.description else b
                     for b in bindings]
