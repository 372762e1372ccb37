"""How any game's widgets look and behave: the seats' colours, and two small Textual helpers."""

from __future__ import annotations

# One colour per seat, in every game: a speaker in the fight log, a name on the game-over card.
SEAT_COLOUR = ("#7fd67f", "#ff7a7a", "#7ac7ff", "#ffcf5c", "#d69cff", "#5fe0d0")


def flag(widget, on: bool, name: str) -> None:
    """Set or clear a state class only when it changes (a restyle is not free)."""
    if widget.has_class(name) != bool(on):
        widget.set_class(bool(on), name)


def picked(select, default: str) -> str:
    """A Select's value, or `default` while the Select is still being set up: its value starts
    blank even when blank is not allowed, and an Enter pressed as a form opens reads it then."""
    return default if select.is_blank() else str(select.value)
