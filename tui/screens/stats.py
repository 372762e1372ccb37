"""The Stats screen: your lifetime record in one game against each opponent persona."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Static

from gameshelf.engine.core.cast import PERSONA_BY_KEY
from gameshelf.tui.i18n import N_, game_translator, translator
from gameshelf.tui.screens.relabel import Relabels
from gameshelf.tui.screens.steady import SteadyScreen, on_stack
from gameshelf.tui.shelf import ui_keys
from gameshelf.tui.store import stats
from gameshelf.tui.widgets.key_footer import KeyFooter

_ = translator("shell")

# Every game's first columns; the game adds its own (GameUI.stat_columns), and its note under
# the title says what they mean. Lunch Money's eight fit 80 columns.
COLUMNS = (N_("Opponent"), N_("Played"), N_("Won"), N_("Lost"))


def takeback_note(rows) -> str:
    """What the note says of take-backs: in how many match-ups you took a decision back ("" in
    none)."""
    with_takebacks = sum(r.takeback_matches for _key, r in rows)
    if not with_takebacks:
        return ""
    return " " + _.n("You took decisions back in {n} match-up.",
                     "You took decisions back in {n} match-ups.", with_takebacks).format(
        n=with_takebacks)


def hint_note(rows) -> str:
    """What the note says of hints: how many you asked for, over every match-up ("" for
    none)."""
    used = sum(r.hints for _key, r in rows)
    if not used:
        return ""
    return " " + _("Hints used: {n}.").format(n=used)


class StatsScreen(Relabels, SteadyScreen, Screen[None]):
    """A table, one row per persona you have fought, best known first."""

    CSS_PATH = "stats.tcss"
    BINDINGS = [Binding("escape,q", "close", N_("Back"), id="stats.close")]

    def __init__(self, data_dir: str | Path | None = None, *, game_key: str) -> None:
        super().__init__()
        self.data_dir, self.game_key = data_dir, game_key
        self.stats = stats.Stats()

    def compose(self) -> ComposeResult:
        with Vertical(id="stats-box"):
            yield Static(_("Your record"), id="stats-title")
            yield Static(id="stats-note")
            yield DataTable(id="stats", cursor_type="row", zebra_stripes=True)
        yield KeyFooter()

    def on_mount(self) -> None:
        if on_stack(self):
            self.relabelled()

    def relabelled(self) -> None:
        from gameshelf.tui.shelf import ui_for
        ui = ui_for(self.game_key)
        self.stats = stats.load_stats(self.data_dir)
        self.query_one("#stats-title", Static).update(
            _("Your record: {game}").format(game=self.game_title()) if len(ui_keys()) > 1
            else _("Your record"))
        table = self.query_one(DataTable)
        game_words = game_translator(self.game_key)
        table.clear(columns=True)
        table.add_columns(*(_(c) for c in COLUMNS),
                          *(game_words(heading) for _figure, heading in ui.stat_columns))
        rows = sorted(self.stats.of(self.game_key).items(),
                      key=lambda kv: (-kv[1].played, kv[0]))
        for key, r in rows:
            persona = PERSONA_BY_KEY.get(key)
            table.add_row(persona.name if persona else key, r.played, r.won, r.lost,
                          *(getattr(r, figure) for figure, _ in ui.stat_columns), key=key)
        note = self.query_one("#stats-note", Static)
        if self.stats.warning:
            note.add_class("-warning")
            note.update(self.stats.warning)
        elif not rows:
            note.update(_("No finished matches yet: your record starts with your first fight."))
        else:
            played = sum(r.played for _key, r in rows)
            note.update(_.n("{n} opponent, {played} match-ups in all.",
                            "{n} opponents, {played} match-ups in all.", len(rows)).format(
                n=len(rows), played=played) + f" {game_words(ui.stats_note)}".rstrip()
                + takeback_note(rows) + hint_note(rows))
        table.focus()

    def game_title(self) -> str:
        from gameshelf.engine import find_game
        from gameshelf.tui.i18n import game_title
        return game_title(self.game_key, find_game(self.game_key).title)

    def action_close(self) -> None:
        self.dismiss(None)
