"""Key descriptions (the footer, Textual's Keys panel) in the player's language: a screen's
BINDINGS are built once at import, their descriptions marked with N_ and translated here, per
screen, as it is made."""

from __future__ import annotations

from gameshelf.tui.i18n import translator
from gameshelf.tui.widgets.key_words import translate_bindings

_ = translator("lunch_money")


def localize_bindings(node) -> None:
    """Translate the descriptions of `node`'s own copy of its bindings into Lunch Money's words
    (ids and keys stay, so a keymap still finds them)."""
    translate_bindings(node, _)
