"""The help screen: the rules, board map, every card, gang and past, the commands, and what is
reconstructed (tui.games.dig_your_way_out.help_text), in tabs."""

from __future__ import annotations

from dataclasses import replace

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static, TabbedContent, TabPane

from gameshelf.tui.games.dig_your_way_out.help_text import sections
from gameshelf.tui.i18n import N_, translator

_ = translator("dig_your_way_out")


class HelpScreen(Screen):
    """Dig Your Way Out's help; Escape goes back to the table."""

    BINDINGS = [Binding("escape,q,question_mark", "app.pop_screen", N_("Back"),
                        id="dig.help.back")]

    def __init__(self, topic: str = "") -> None:
        super().__init__()
        self.topic = topic.lower()
        keys = self._bindings.key_to_bindings
        for key, bindings in keys.items():      # "Back" in the player's language
            keys[key] = [replace(b, description=_(b.description)) for b in bindings]

    def compose(self) -> ComposeResult:
        parts = sections()
        first = next((f"dig-help-{i}" for i, (t, _x) in enumerate(parts)
                      if self.topic and t.lower().startswith(self.topic)), "dig-help-0")
        with TabbedContent(initial=first):
            for i, (title, text) in enumerate(parts):
                with TabPane(title, id=f"dig-help-{i}"), VerticalScroll():
                    yield Static(hanging(text))
        yield Footer()


def hanging(text: str) -> Group:
    """A help section as the screen shows it: the widget wraps every line at its own width, and
    a line that wraps goes on under its text, clear of its indent and its "- " (the help's
    strings keep a paragraph or an item on one line, never broken by hand)."""
    rows: list[Text | Table] = []
    for line in text.split("\n"):
        body = line.lstrip(" ")
        if body.startswith("- "):
            body = body[2:]
        lead = line[:len(line) - len(body)]
        if not lead:
            rows.append(Text(line))
            continue
        grid = Table.grid()
        grid.add_column(width=len(lead), no_wrap=True)
        grid.add_column(ratio=1)
        grid.add_row(lead, Text(body))
        rows.append(grid)
    return Group(*rows)
