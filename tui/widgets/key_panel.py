"""Textual's Keys panel (Ctrl+P → Keys) in the player's language: our own bindings' words are
marked with N_ where they are declared and Textual's own (Focus Next, Copy selected text, the
palette, Quit) are in the shell's catalog (tui/locale/catalog_data.py); the panel shows each
binding's description as declared, so its table is translated as it is drawn."""

from __future__ import annotations

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from gameshelf.tui.i18n import current_language, translator
from gameshelf.tui.widgets.look import muted

_SHELL = translator("shell")


def _translated(cell: RenderableType, translate) -> RenderableType:
    """A description cell in the player's language: its words, then its tooltip (the part
    Textual appends in a style of its own, drawn here in the theme's muted colour)."""
    if not isinstance(cell, Text) or not cell.plain:
        return cell
    cut = cell.spans[0].start if cell.spans else len(cell.plain)
    words, tip = cell.plain[:cut].strip(), cell.plain[cut:].strip()
    said = Text(translate(words) if words else "", style=cell.style, end="")
    if tip:
        said.append((" " if words else "") + translate(tip), muted())
    return said


def install(translate=None) -> None:
    """Translate the panel's description column each time Textual draws it. `translate` looks
    a description up in every catalog of the screen's game and the shell (default: the shell)."""
    from textual.widgets._key_panel import BindingsTable
    draw = BindingsTable.render_bindings_table
    if getattr(draw, "_translated", False):
        return
    look_up = translate or _SHELL

    def translated(self) -> Table:
        table = draw(self)
        if current_language() != "en" and len(table.columns) > 1:
            column = table.columns[1]
            column._cells = [_translated(c, look_up) for c in column._cells]
        return table

    # A patch of Textual's class: the mark keeps a second install from wrapping it twice.
    translated._translated = True  # type: ignore[attr-defined]
    BindingsTable.render_bindings_table = translated  # type: ignore[method-assign]
