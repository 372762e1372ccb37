"""The Stats screen: your lifetime record in one game against each opponent persona."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from engine.core.cast import PERSONA_BY_KEY
from tui import stats
from tui.games import ui_keys
from tui.screens.steady import SteadyScreen, on_stack

# Every game's first columns; the game adds its own (GameUI.stat_columns), and its note under
# the title says what they mean. Lunch Money's eight fit 80 columns.
COLUMNS = ("Opponent", "Played", "Won", "Lost")


class StatsScreen(SteadyScreen, Screen[None]):
    """A table, one row per persona you have fought, best known first."""

    CSS_PATH = "stats.tcss"
    BINDINGS = [Binding("escape,q", "close", "Back", id="stats.close")]

    def __init__(self, data_dir: str | Path | None = None, game_key: str = "lunch-money") -> None:
        super().__init__()
        self.data_dir, self.game_key = data_dir, game_key
        self.stats = stats.Stats()

    def compose(self) -> ComposeResult:
        with Vertical(id="stats-box"):
            yield Static("Your record", id="stats-title")
            yield Static(id="stats-note")
            yield DataTable(id="stats", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        if not on_stack(self):
            return
        from tui.games import ui_for
        ui = ui_for(self.game_key)
        self.stats = stats.load_stats(self.data_dir)
        self.query_one("#stats-title", Static).update(
            f"Your record: {self.game_title()}" if len(ui_keys()) > 1 else "Your record")
        table = self.query_one(DataTable)
        table.add_columns(*COLUMNS, *(heading for _, heading in ui.stat_columns))
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
            note.update("No finished matches yet: your record starts with your first fight.")
        else:
            played = sum(r.played for _, r in rows)
            note.update(f"{len(rows)} opponent{'s' if len(rows) != 1 else ''}, "
                        f"{played} match-ups in all. {ui.stats_note}".rstrip())
        table.focus()

    def game_title(self) -> str:
        from engine import find_game
        return find_game(self.game_key).title

    def action_close(self) -> None:
        self.dismiss(None)
