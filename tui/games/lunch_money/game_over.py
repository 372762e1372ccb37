"""Game over: who won, a short match summary, and what next."""

from __future__ import annotations

from rich.console import JustifyMethod
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from gameshelf.tui.games.lunch_money.localized import localize_bindings
from gameshelf.tui.games.lunch_money.summary import summarize
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.model.match import Match
from gameshelf.tui.screens.steady import SteadyScreen
from gameshelf.tui.widgets.look import SEAT_COLOUR
from gameshelf.tui.widgets.look_back import LookBack, start_look_back

_ = translator("lunch_money")


class GameOverScreen(SteadyScreen, ModalScreen[str]):
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
        super().__init__()
        localize_bindings(self)
        self.match = match
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
            from gameshelf.tui.model.takeback import summary_line
            taken_back = f"\n{summary_line(m)}" if m.takebacks else ""
            yield Static(Text(f"{self._biggest_hit()}\n{rounds}{taken_back}"), id="facts")
            from gameshelf.tui.model.look_back import can_look_back
            if can_look_back(m):
                yield LookBack(m, id="look-back")
            with Horizontal(id="over-buttons"):
                yield Button(Text(_("New match [n]")), id="new", variant="primary")
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

    def action_look_back(self) -> None:
        """The player's costliest decisions, by the hard bot's judge (tui.widgets.look_back)."""
        start_look_back(self)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)
