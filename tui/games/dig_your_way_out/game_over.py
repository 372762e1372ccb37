"""Game over: who escaped, the points, fights and beatings, and what next."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from tui.games.dig_your_way_out.summary import summarize
from tui.i18n import N_, translator
from tui.widgets.look import SEAT_COLOUR

_ = translator("dig_your_way_out")


class GameOverScreen(ModalScreen[str]):
    """Returns "new", "rematch", "title" or "quit"."""

    DEFAULT_CSS = """
    GameOverScreen { align: center middle; }
    #dig-over { width: 70; height: auto; border: thick $accent; padding: 0 1; }
    #dig-over-buttons { height: auto; }
    """
    AUTO_FOCUS = "#new"
    BINDINGS = [Binding("n", "choose('new')", N_("New match"), id="dig.over.new"),
                Binding("r", "choose('rematch')", N_("Rematch"), id="dig.over.rematch"),
                Binding("t,escape", "choose('title')", N_("Title"), id="dig.over.title"),
                Binding("q", "choose('quit')", N_("Quit"), id="dig.over.quit")]

    def __init__(self, match) -> None:
        super().__init__()
        self.match = match
        self.summary = summarize(match)

    def compose(self) -> ComposeResult:
        m, s = self.match, self.summary
        w = s.winner
        headline = (_("You dig free and escape!") if w == m.human else
                    _("{name} escapes. You stay inside.").format(name=m.names[w])
                    if w is not None else _("Game over."))
        table = Table(box=None, padding=(0, 1))
        for col in (_("player"), _("points"), _("fights won"), _("lost"), _("beatings")):
            table.add_column(col)
        for seat in s.standings():
            table.add_row(Text(m.names[seat], style=f"bold {SEAT_COLOUR[seat % len(SEAT_COLOUR)]}"),
                          str(s.points[seat]), str(s.fights_won[seat]),
                          str(s.fights_lost[seat]), str(s.beatings[seat]))
        with Vertical(id="dig-over"):
            yield Static(Text(headline, style="bold"))
            yield Static(table)
            yield Static(Text(_("Turns played: {n}.").format(n=s.turns)))
            with Horizontal(id="dig-over-buttons"):
                yield Button(Text(_("New match [n]")), id="new", variant="primary")
                yield Button(Text(_("Rematch [r]")), id="rematch")
                yield Button(Text(_("Title [t]")), id="title")
                yield Button(Text(_("Quit [q]")), id="quit")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
