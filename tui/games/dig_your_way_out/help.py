"""The help screen: the rules, board map, every card, gang and past, the commands, and what is
reconstructed (tui.games.dig_your_way_out.help_text), in tabs."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static, TabbedContent, TabPane

from tui.games.dig_your_way_out.help_text import sections
from tui.i18n import N_
from tui.widgets.guards import guard_tabs

guard_tabs()


class HelpScreen(Screen):
    """Dig Your Way Out's help; Escape goes back to the table."""

    BINDINGS = [Binding("escape,q,question_mark", "app.pop_screen", N_("Back"),
                        id="dig.help.back")]

    def __init__(self, topic: str = "") -> None:
        super().__init__()
        self.topic = topic.lower()

    def compose(self) -> ComposeResult:
        parts = sections()
        first = next((f"dig-help-{i}" for i, (t, _x) in enumerate(parts)
                      if self.topic and t.lower().startswith(self.topic)), "dig-help-0")
        with TabbedContent(initial=first):
            for i, (title, text) in enumerate(parts):
                with TabPane(title, id=f"dig-help-{i}"), VerticalScroll():
                    yield Static(Text(text))
        yield Footer()
