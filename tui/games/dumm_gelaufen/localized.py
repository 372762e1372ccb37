"""Dumm gelaufen!'s key descriptions in the language of the moment."""

from __future__ import annotations

from gameshelf.tui.i18n import translator
from gameshelf.tui.widgets.key_words import translate_bindings

_ = translator("dumm_gelaufen")


def localize_bindings(node) -> None:
    """Translate the descriptions of `node`'s own copy of its bindings into Dumm gelaufen!'s
    words (ids and keys stay, so a keymap still finds them)."""
    translate_bindings(node, _)
