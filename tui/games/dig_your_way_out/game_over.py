"""Game over: who escaped, the points, fights and beatings, and what next."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from gameshelf.tui.games.dig_your_way_out.summary import summarize
from gameshelf.tui.games.dig_your_way_out.words import team_name
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.screens.game_over import GameOverBase
from gameshelf.tui.widgets.look import SEAT_COLOUR
from gameshelf.tui.widgets.look_back import match_notes

_ = translator("dig_your_way_out")


class GameOverScreen(GameOverBase):
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
                Binding("q", "choose('quit')", N_("Quit"), id="dig.over.quit"),
                Binding("l", "look_back", N_("Look back"), id="dig.over.look_back")]

    def __init__(self, match) -> None:
        super().__init__(match)
        self.summary = summarize(match)

    def compose(self) -> ComposeResult:
        m, s = self.match, self.summary
        headline = (_("The match stopped at its turn limit: nobody escapes.") if s.unfinished
                    else _headline(m, s.winner))
        table = Table(box=None, padding=(0, 1))
        for col in (_("player"), _("points"), _("fights won"), _("lost"), _("beatings")):
            table.add_column(col)
        for seat in s.standings():
            table.add_row(Text(m.names[seat], style=f"bold {SEAT_COLOUR[seat % len(SEAT_COLOUR)]}"),
                          str(s.points[seat]), str(s.fights_won[seat]),
                          str(s.fights_lost[seat]), str(s.beatings[seat]))
        with Vertical(id="dig-over"):
            yield Static(Text(headline, style="bold"))
            if getattr(m.state, "team", False):
                yield Static(Text(_team_line(m, s.points)))
            yield Static(table)
            yield Static(Text(_("Turns played: {n}.").format(n=s.turns)))
            yield from match_notes(m)
            with Horizontal(id="dig-over-buttons"):
                yield Button(Text(_("New match [n]")), id="new", variant="primary")
                if self.offers("rematch"):
                    yield Button(Text(_("Rematch [r]")), id="rematch")
                yield Button(Text(_("Title [t]")), id="title")
                yield Button(Text(_("Quit [q]")), id="quit")


def _headline(m, w: int | None) -> str:
    """Who escaped, said to the human (her team, in the team variant)."""
    if w is None:
        return _("Game over.")
    if getattr(m.state, "team", False):
        if w % 2 == m.human % 2:
            return _("Your team, {team}, digs free and escapes!").format(team=team_name(w))
        return _("{team} escapes. Your team stays inside.").format(team=team_name(w))
    if w == m.human:
        return _("You dig free and escape!")
    return _("{name} escapes. You stay inside.").format(name=m.names[w])


def _team_line(m, points: list[int]) -> str:
    """Each team's tunnel points together and its players: "Team A 16 (Ann, Cy)"."""
    return " · ".join(
        _("{team} {points} ({names})").format(
            team=team_name(t), points=sum(points[t::2]), names=", ".join(m.names[t::2]))
        for t in (0, 1))
