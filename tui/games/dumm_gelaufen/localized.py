"""Dumm gelaufen!'s key descriptions in the language of the moment."""

from __future__ import annotations

from dataclasses import replace

from tui.i18n import translator

_ = translator("dumm_gelaufen")


def localize_bindings(node) -> None:
    """Translate the descriptions of `node`'s own copy of its bindings from the class's English
    (ids and keys stay, so a keymap still finds them)."""
    english = {b.id or b.action: b.description for b in type(node).BINDINGS}
    keys = node._bindings.key_to_bindings
    for key, bindings in keys.items():
        keys[key] = [replace(b, description=_(english.get(b.id or b.action, b.description)))
                     if b.description else b for b in bindings]
