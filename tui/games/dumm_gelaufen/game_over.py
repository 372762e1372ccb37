"""Game over: who won, the standings, and what next."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from gameshelf.tui.games.dumm_gelaufen.localized import localize_bindings
from gameshelf.tui.games.dumm_gelaufen.summary import standings, summarize
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.screens.game_over import GameOverBase
from gameshelf.tui.widgets.look_back import match_notes

_ = translator("dumm_gelaufen")


class GameOverScreen(GameOverBase):
    """Returns "new", "rematch", "title" or "quit"."""

    DEFAULT_CSS = """
    GameOverScreen { align: center middle; }
    GameOverScreen #over-box { width: 70; height: auto; border: thick $primary; padding: 1 2;
                               background: $surface; }
    GameOverScreen #over-buttons { height: auto; }
    """
    AUTO_FOCUS = "#new"
    BINDINGS = [Binding("n", "choose('new')", N_("New match"), id="dg.over.new"),
                Binding("r", "choose('rematch')", N_("Rematch"), id="dg.over.rematch"),
                Binding("t,escape", "choose('title')", N_("Title"), id="dg.over.title"),
                Binding("q", "choose('quit')", N_("Quit"), id="dg.over.quit"),
                Binding("l", "look_back", N_("Look back"), id="dg.over.look_back")]

    def __init__(self, match) -> None:
        super().__init__(match)
        localize_bindings(self)

    def compose(self) -> ComposeResult:
        m, s = self.match, summarize(self.match)
        headline = (_("You fulfilled three Murphy cards: you win!") if s.winner == m.human
                    else _("{name} wins. Just your luck.").format(name=m.names[s.winner])
                    if s.winner is not None else _("Game over."))
        facts = _("{turns} turns in {rounds} rounds; red cards struck you {reds} times.").format(
            turns=s.turns, rounds=s.rounds, reds=s.reds[m.human])
        with Vertical(id="over-box"):
            yield Static(Text(headline, style="bold"), id="headline")
            yield Static(Text(standings(m)), id="summary")
            yield Static(Text(facts), id="facts")
            yield from match_notes(m)
            with Horizontal(id="over-buttons"):
                # Text, not markup: "[n]" would be read as a style and vanish.
                yield Button(Text(_("New [n]")), id="new", variant="primary")
                if self.offers("rematch"):
                    yield Button(Text(_("Rematch [r]")), id="rematch")
                yield Button(Text(_("Title [t]")), id="title")
                yield Button(Text(_("Quit [q]")), id="quit")
