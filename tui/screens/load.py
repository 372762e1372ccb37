"""The Load screen: every save with its players, round, counters, language and date; files that
cannot be loaded are listed too, with the reason. Enter loads, d deletes (after asking).

    app.push_screen(LoadScreen(saves_dir), callback)   # callback gets a Match, or None
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, DataTable, Static

from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.screens.relabel import Relabels
from gameshelf.tui.screens.steady import SteadyScreen, on_stack
from gameshelf.tui.store import saves
from gameshelf.tui.widgets.key_footer import KeyFooter

_ = translator("shell")
COLUMNS = (N_("Name"), N_("Saved"), N_("Players"), N_("Round"), N_("Counters"), N_("Lang"))


def tell_warnings(app, match) -> None:
    """Show what a loaded save's file wants the player to know (e.g. it has no checksum)."""
    for warning in getattr(match, "warnings", ()):
        app.notify(_(warning), title=_("Loaded"), severity="warning", timeout=12)


def format_when(d: datetime | None) -> str:
    """A save's date in local time, to the minute."""
    return d.astimezone().strftime("%Y-%m-%d %H:%M") if d else "?"


class ConfirmDialog(SteadyScreen, ModalScreen[bool]):
    """Yes or no to one question (y / n / escape)."""

    CSS_PATH = "load.tcss"
    AUTO_FOCUS = "#no"
    BINDINGS = [Binding("y", "answer(True)", N_("Yes"), id="dialog.yes"),
                Binding("n,escape", "answer(False)", N_("No"), id="dialog.no")]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.question, classes="question")
            with Horizontal(classes="buttons"):
                yield Button(_("Delete (y)"), variant="error", id="yes")
                yield Button(_("Keep (n)"), variant="primary", id="no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class ErrorDialog(SteadyScreen, ModalScreen[None]):
    """Why something could not be done, in one sentence; any key closes it."""

    CSS_PATH = "load.tcss"
    AUTO_FOCUS = "#ok"
    BINDINGS = [Binding("escape,enter", "close", N_("Close"), id="dialog.close")]

    def __init__(self, title: str, message: str) -> None:
        super().__init__()
        self.title_text, self.message = title, message

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog -error"):
            yield Static(self.title_text, classes="title")
            yield Static(self.message, classes="question", id="message")
            yield Button(_("OK"), variant="primary", id="ok")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


class LoadScreen(Relabels, SteadyScreen, Screen[object]):
    """Pick a save to resume (of one game when `game` is given); dismisses with the loaded
    Match (or its path if load=False)."""

    CSS_PATH = "load.tcss"
    BINDINGS = [
        Binding("escape", "close", N_("Back"), id="load.back"),
        Binding("enter", "load", N_("Load"), show=True, priority=False, id="load.load"),
        Binding("d,delete", "delete", N_("Delete"), id="load.delete"),
        Binding("r", "refresh", N_("Refresh"), id="load.refresh"),
    ]

    def __init__(self, saves_dir: str | Path | None = None, *, load: bool = True,
                 game: str | None = None) -> None:
        super().__init__()
        self.given_dir = saves_dir
        self.load_match = load
        self.game = game            # an engine key: list only that game's saves (and unreadable)
        self.infos: list[saves.SaveInfo] = []

    @property
    def folder(self) -> Path:
        return saves.saves_dir(self.given_dir or getattr(self.app, "saves_dir", None))

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box"):
            yield Static(_("Load a match"), id="load-title")
            yield Static(id="load-folder")
            yield DataTable(id="saves", cursor_type="row", zebra_stripes=True)
            yield Static(id="load-detail")
        yield KeyFooter()

    def on_mount(self) -> None:
        if on_stack(self):
            self.relabelled()

    def relabelled(self) -> None:
        table = self.query_one(DataTable)
        table.clear(columns=True)
        table.add_columns(*(_(c) for c in COLUMNS), "")
        self.action_refresh()
        table.focus()

    # --- showing ------------------------------------------------------------------------------

    def action_refresh(self) -> None:
        self.infos = [i for i in saves.list_saves(self.folder)
                      if self.game is None or not i.ok or i.game == self.game]
        table = self.query_one(DataTable)
        table.clear()
        for i in self.infos:
            if i.ok:
                table.add_row(i.name, format_when(i.saved_at), ", ".join(i.players),
                              str(i.round), " ".join(map(str, i.counters)), i.lang, i.note,
                              key=str(i.path))
            else:
                table.add_row(i.path.name, format_when(i.saved_at), _("unreadable"), "", "", "",
                              "⚠", key=str(i.path))
        self.query_one("#load-folder", Static).update(
            _.n("{n} save in {folder}", "{n} saves in {folder}", len(self.infos)).format(
                n=len(self.infos), folder=self.folder)
            if self.infos else _("No saves yet in {folder}.").format(folder=self.folder))
        self._show_detail()

    @property
    def selected(self) -> saves.SaveInfo | None:
        table = self.query_one(DataTable)
        if not self.infos or table.cursor_row is None or table.cursor_row >= len(self.infos):
            return None
        return self.infos[table.cursor_row]

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_detail()

    def _show_detail(self) -> None:
        detail = self.query_one("#load-detail", Static)
        i = self.selected
        detail.set_class(i is not None and not i.ok, "-unreadable")
        if i is None:
            detail.update("")
        elif not i.ok:
            detail.update(_("{file} cannot be loaded: {error}").format(file=i.path.name,
                                                                        error=i.error))
        else:
            who = (", ".join(f"{n} ({c})" for n, c in zip(i.players, i.counters, strict=False))
                   if i.counters else ", ".join(i.players))   # a game without counters
            state = (_("won by {name}").format(name=i.players[i.winner])
                     if i.winner is not None             # i.finished
                     else _("round {round}, in play").format(round=i.round))
            warnings = "".join(f"\n⚠ {_(w)}" for w in i.warnings)
            detail.update(f"{who} — {state} — {i.path.name}{warnings}")

    # --- acting -------------------------------------------------------------------------------

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.action_load()

    def action_load(self) -> None:
        i = self.selected
        if i is None:
            return
        if not i.ok:
            self.app.push_screen(ErrorDialog(_("Can't load this file"),
                                             f"{i.path.name}: {i.error}"))
            return
        if not self.load_match:
            self.dismiss(i.path)
            return
        try:
            match = saves.load(i.path, templates=getattr(self.app, "templates", None))
        except saves.SaveError as err:
            self.app.push_screen(ErrorDialog(_("Can't load this save"), str(err)))
            self.action_refresh()
            return
        tell_warnings(self.app, match)
        self.dismiss(match)

    def action_delete(self) -> None:
        i = self.selected
        if i is None:
            return

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                saves.delete(i.path)
            except saves.SaveError as err:
                self.app.push_screen(ErrorDialog(_("Can't delete"), str(err)))
            self.action_refresh()

        self.app.push_screen(ConfirmDialog(_("Delete {name}? This cannot be undone.").format(
            name=i.name if i.ok else i.path.name)), answered)

    def action_close(self) -> None:
        self.dismiss(None)
