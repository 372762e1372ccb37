"""The Stats screen: your lifetime record against each opponent persona."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Static

from engine.core.cast import PERSONA_BY_KEY
from tui import stats
from tui.screens.steady import SteadyScreen, on_stack

# Short enough for 80 columns; the note under the title says what the last two mean.
COLUMNS = ("Opponent", "Played", "Won", "Lost", "You KO'd", "KO'd you", "Your best", "Their best")
BEST_NOTE = "Your best: your biggest hit on them. Their best: theirs on you."


class StatsScreen(SteadyScreen, Screen[None]):
    """A table, one row per persona you have fought, best known first."""

    CSS_PATH = "stats.tcss"
    BINDINGS = [Binding("escape,q", "close", "Back")]

    def __init__(self, data_dir: str | Path | None = None) -> None:
        super().__init__()
        self.data_dir = data_dir
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
        self.stats = stats.load_stats(self.data_dir)
        table = self.query_one(DataTable)
        table.add_columns(*COLUMNS)
        rows = sorted(self.stats.personas.items(), key=lambda kv: (-kv[1].played, kv[0]))
        for key, r in rows:
            persona = PERSONA_BY_KEY.get(key)
            table.add_row(persona.name if persona else key, r.played, r.won, r.lost,
                          r.knocked_them_out, r.knocked_you_out, r.biggest_hit_on_them,
                          r.biggest_hit_on_you, key=key)
        note = self.query_one("#stats-note", Static)
        if self.stats.warning:
            note.add_class("-warning")
            note.update(self.stats.warning)
        elif not rows:
            note.update("No finished matches yet: your record starts with your first fight.")
        else:
            played = sum(r.played for _, r in rows)
            note.update(f"{len(rows)} opponent{'s' if len(rows) != 1 else ''}, "
                        f"{played} match-ups in all. {BEST_NOTE}")
        table.focus()

    def action_close(self) -> None:
        self.dismiss(None)
