"""Game over: who won, a short match summary, and what next."""

from __future__ import annotations

from rich.console import JustifyMethod
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from gameshelf.tui.games.lunch_money.localized import localize_bindings
from gameshelf.tui.games.lunch_money.summary import summarize
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.model.match import Match
from gameshelf.tui.screens.game_over import GameOverBase
from gameshelf.tui.widgets.look import SEAT_COLOUR
from gameshelf.tui.widgets.look_back import match_notes

_ = translator("lunch_money")


class GameOverScreen(GameOverBase):
    """Returns "new", "rematch", "title" or "quit"."""

    CSS_PATH = "game_over.tcss"
    AUTO_FOCUS = "#new"
    BINDINGS = [Binding("n", "choose('new')", N_("New match"), id="over.new"),
                Binding("r", "choose('rematch')", N_("Rematch"), id="over.rematch"),
                Binding("t,escape", "choose('title')", N_("Title"), id="over.title"),
                Binding("q", "choose('quit')", N_("Quit"), id="over.quit"),
                Binding("l", "look_back", N_("Look back"), id="over.look_back"),
                Binding("left", "app.focus_previous", show=False),
                Binding("right", "app.focus_next", show=False)]

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        localize_bindings(self)
        self.summary = summarize(match)

    def compose(self) -> ComposeResult:
        m, s = self.match, self.summary
        w = s.winner
        won = w == m.human
        headline = (_("You win! The lunch money is yours.") if won else
                    _("{name} wins. Better luck tomorrow.").format(name=m.names[w])
                    if w is not None else _("Game over."))
        table = Table(box=None, padding=(0, 1), expand=False)
        columns: tuple[tuple[str, JustifyMethod], ...] = (
            (_("player"), "left"), (_("dealt"), "right"), (_("KOs"), "right"),
            (_("left"), "right"), ("", "left"))
        for col, just in columns:
            table.add_column(col, justify=just)
        for seat, name in enumerate(m.names):
            table.add_row(Text(name, style=f"bold {SEAT_COLOUR[seat % len(SEAT_COLOUR)]}"),
                          str(s.damage[seat]), str(s.knockouts[seat]),
                          str(m.state.counters[seat]), self._fate(seat))
        with Vertical(id="over-box"):
            yield Static(Text(headline), id="headline", classes="-won" if won else "-lost")
            yield Static(table, id="summary")
            rounds = _("Rounds played: {n}.").format(n=s.rounds)
            yield Static(Text(f"{self._biggest_hit()}\n{rounds}"), id="facts")
            yield from match_notes(m)
            with Horizontal(id="over-buttons"):
                yield Button(Text(_("New match [n]")), id="new", variant="primary")
                if self.offers("rematch"):
                    yield Button(Text(_("Rematch [r]")), id="rematch")
                yield Button(Text(_("Title [t]")), id="title")
                yield Button(Text(_("Quit [q]")), id="quit")

    def _fate(self, seat: int) -> str:
        """How one player ended: winner, KO'd by whom, or knocked out."""
        m, s = self.match, self.summary
        by = s.knocked_out_by.get(seat)
        if seat == s.winner:
            return _("winner")
        if by == m.human:
            return _("KO'd by you")
        if by is not None:
            return _("KO'd by {name}").format(name=m.names[by])
        return _("knocked out")

    def _biggest_hit(self) -> str:
        """"Biggest hit: Bruno's Hail Mary on you, for 7." ("" when no hit landed)."""
        m, s = self.match, self.summary
        if s.biggest is None:
            return ""
        a, t, card, dmg = s.biggest
        card = _(card)      # the summary keeps the printed name
        if a == m.human:
            said = _("Biggest hit: Your {card} on you, for {damage}.") if t == m.human else \
                _("Biggest hit: Your {card} on {target}, for {damage}.")
        else:
            said = _("Biggest hit: {attacker}'s {card} on you, for {damage}.") if t == m.human \
                else _("Biggest hit: {attacker}'s {card} on {target}, for {damage}.")
        return said.format(attacker=m.names[a], card=card, target=m.names[t], damage=dmg)
