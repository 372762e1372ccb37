"""Game over: who won, a short match summary, and what next."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from tui.games.lunch_money.summary import summarize
from tui.match import Match
from tui.screens.steady import SteadyScreen
from tui.widgets.look import SEAT_COLOUR


class GameOverScreen(SteadyScreen, ModalScreen[str]):
    """Returns "new", "rematch", "title" or "quit"."""

    CSS_PATH = "game_over.tcss"
    AUTO_FOCUS = "#new"
    BINDINGS = [Binding("n", "choose('new')", "New match"),
                Binding("r", "choose('rematch')", "Rematch"),
                Binding("t,escape", "choose('title')", "Title"),
                Binding("q", "choose('quit')", "Quit"),
                Binding("left", "app.focus_previous", show=False),
                Binding("right", "app.focus_next", show=False)]

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.match = match
        self.summary = summarize(match)

    def compose(self) -> ComposeResult:
        m, s = self.match, self.summary
        w = s.winner
        won = w == m.human
        headline = ("You win! The lunch money is yours." if won else
                    f"{m.names[w]} wins. Better luck tomorrow." if w is not None else "Game over.")
        table = Table(box=None, padding=(0, 1), expand=False)
        for col, just in (("player", "left"), ("dealt", "right"), ("KOs", "right"),
                          ("left", "right"), ("", "left")):
            table.add_column(col, justify=just)
        for seat, name in enumerate(m.names):
            fate = ("winner" if seat == w else
                    "KO'd by you" if s.knocked_out_by.get(seat) == m.human else
                    f"KO'd by {m.names[s.knocked_out_by[seat]]}"
                    if s.knocked_out_by.get(seat) is not None else "knocked out")
            table.add_row(Text(name, style=f"bold {SEAT_COLOUR[seat % len(SEAT_COLOUR)]}"),
                          str(s.damage[seat]), str(s.knockouts[seat]),
                          str(m.state.counters[seat]), fate)
        big = ""
        if s.biggest is not None:
            a, t, card, dmg = s.biggest
            whose = "Your" if a == m.human else f"{m.names[a]}'s"
            on = "you" if t == m.human else m.names[t]
            big = f"Biggest hit: {whose} {card} on {on}, for {dmg}."
        with Vertical(id="over-box"):
            yield Static(Text(headline), id="headline", classes="-won" if won else "-lost")
            yield Static(table, id="summary")
            yield Static(Text(f"{big}\nRounds played: {s.rounds}."), id="facts")
            with Horizontal(id="over-buttons"):
                yield Button(Text("New match [n]"), id="new", variant="primary")
                yield Button(Text("Rematch [r]"), id="rematch")
                yield Button(Text("Title [t]"), id="title")
                yield Button(Text("Quit [q]"), id="quit")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
