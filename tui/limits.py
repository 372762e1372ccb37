"""What a save can store (engine.core.limits), said in the player's language: the engine's
sentences about names, seeds and save names, each shape of them in the shell's catalog."""

from __future__ import annotations

from gameshelf.tui.i18n import N_, from_shapes, translator

_ = translator("shell")
# Every sentence engine.core.limits makes, its numbers as placeholders (a test holds them to it).
SHAPES = (N_("A name needs at least one letter or digit."),
          N_("A save name needs at least one letter or digit."),
          N_("A name has at most {most} characters (this one has {length})."),
          N_("A save name has at most {most} characters (this one has {length})."),
          N_("A name cannot hold tabs, line breaks or other non-printable characters."),
          N_("A save name cannot hold tabs, line breaks or other non-printable characters."),
          N_("A seed is a whole number from {low} to {high}."))


def in_words(problem: str | None) -> str | None:
    """An engine.core.limits sentence (or None) in the current language."""
    return problem if problem is None else from_shapes(problem, SHAPES, _)
