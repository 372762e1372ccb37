"""Watch the bots: a match of bots only on the game's real table, with its banter and fight log,
at a pace the watcher sets (+ faster, - slower), paused with space or p, left with Escape.

What a watcher sees: every hand, in turn. No person sits at the table (`Match.human` is None),
so there is nothing to keep from anyone: the fight log is told with every secret shown (as
`sim --narrate` prints it: tui.model.retell.tell), and the table is drawn from the view of the
seat to move (tui.model.driver.Driver.view), as a camera behind whoever decides — which makes
each bot's choice readable beside the hand it chose from. Nothing is autosaved or counted in
the stats: the match is no one's.

The table is the game's own screen class, given the watcher's keys instead of a player's
(`watching_table`), so the shell names no game.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.events import Key
from textual.screen import ModalScreen
from textual.widgets import Static

from gameshelf.tui.i18n import N_, format_number, translator
from gameshelf.tui.model.watch import step_pace
from gameshelf.tui.widgets.command_line import CommandLine
from gameshelf.tui.widgets.fight_log import FightLog
from gameshelf.tui.widgets.prompt import KeyBar, PromptLine

_ = translator("shell")

WATCH_BINDINGS = [
    Binding("space,p", "watch_pause", N_("Pause"), priority=True, id="watch.pause"),
    Binding("plus,equals_sign,right", "watch_pace(1)", N_("Faster"), priority=True,
            id="watch.faster"),
    Binding("minus,left", "watch_pace(-1)", N_("Slower"), priority=True, id="watch.slower"),
    Binding("escape", "watch_leave", N_("Leave"), priority=True, id="watch.leave"),
    Binding("ctrl+q", "app.quit", N_("Quit"), id="watch.quit"),
    Binding("pageup", "log_up", N_("Log ↑"), show=False, id="watch.log_up"),
    Binding("pagedown", "log_down", N_("Log ↓"), show=False, id="watch.log_down"),
]


def keys_line() -> str:
    """The watcher's keys, as the fight log says them when the match starts."""
    return _("Watching the bots: space or p pauses, + faster, - slower, Esc leaves.")


class Paused(ModalScreen[bool]):
    """Over the table while paused (the table's bots wait while another screen is on top, as
    for help or settings): space or p plays on, Escape leaves the match. Returns whether to
    leave."""

    DEFAULT_CSS = """
    Paused { align: center bottom; }
    Paused > Vertical { width: auto; height: auto; border: thick $accent; padding: 0 2;
                        background: $surface; margin-bottom: 1; }
    Paused Static { width: auto; }
    """
    BINDINGS = [Binding("space,p", "go_on", N_("Play on"), id="watch.resume"),
                Binding("escape", "leave", N_("Leave"), id="watch.paused_leave")]

    def on_mount(self) -> None:
        # The table stays in view under the box (the app's stylesheet gives every screen an
        # opaque background; a style set here goes over it).
        self.styles.background = "transparent"

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(_("Paused — space or p plays on, Esc leaves."), id="paused")

    def action_go_on(self) -> None:
        self.dismiss(False)

    def action_leave(self) -> None:
        self.dismiss(True)


class Watching:
    """The watcher's half of a watched table (mixed in before the game's table class)."""

    app: Any
    match: Any
    driver: Any

    def on_mount(self) -> None:
        self.driver.keeper = None              # no one's match: no autosave, no stats
        self.log_note(keys_line())            # type: ignore[attr-defined]
        # A player's prompt and command line have nothing to ask a watcher.
        for widget in (*self.query(PromptLine), *self.query(CommandLine)):  # type: ignore[attr-defined]
            widget.display = False
        self.show_watch_keys()

    def relabel(self) -> None:
        super().relabel()                     # type: ignore[misc]
        self.show_watch_keys()

    def on_resize(self) -> None:
        # after the table's own handler, which draws a player's key bar
        self.call_after_refresh(self.show_watch_keys)   # type: ignore[attr-defined]

    def show_watch_keys(self) -> None:
        """The key bar: the watcher's keys and the pace of the moment."""
        for bar in self.query(KeyBar):         # type: ignore[attr-defined]
            bar.show([("space/p", _("pause")), ("+ -", _("pace {seconds} s").format(
                seconds=format_number(self.match.pace))), ("Esc", _("leave")),
                ("^q", _("quit"))])

    def on_key(self, event: Key) -> None:
        """A key no watcher's binding takes does nothing (at a player's table it hurries the
        bots to the player's turn, which never comes here)."""
        event.prevent_default()
        event.stop()

    def action_watch_pause(self) -> None:
        def after(leave: bool | None) -> None:
            if leave:
                self.action_watch_leave()

        self.app.push_screen(Paused(), after)

    def action_watch_pace(self, step: int) -> None:
        self.match.pace = step_pace(self.match.pace, faster=step > 0)
        self.show_watch_keys()

    def action_watch_leave(self) -> None:
        self.app.to_title()

    def action_log_up(self) -> None:
        self.query_one(FightLog).scroll_page_up()          # type: ignore[attr-defined]

    def action_log_down(self) -> None:
        self.query_one(FightLog).scroll_page_down()        # type: ignore[attr-defined]

    def action_take_back(self) -> None:
        """A watcher made no decision to take back."""

    def _game_over(self) -> None:
        over = getattr(self, "_watch_over", False)
        super()._game_over()                  # type: ignore[misc]
        if not over:
            self._watch_over = True
            self.log_note(_("The match is over. Esc leaves."))  # type: ignore[attr-defined]

    def show_game_over(self) -> None:
        """No summary screen: it speaks to the player, and no one played."""


_CLASSES: dict[type, type] = {}


def watching_table(table_class: type) -> type:
    """The game's table class with the watcher's keys instead of a player's (made once)."""
    if table_class not in _CLASSES:
        _CLASSES[table_class] = type(f"Watching{table_class.__name__}", (Watching, table_class),
                                     {"BINDINGS": WATCH_BINDINGS, "__doc__": Watching.__doc__,
                                      # its CSS_PATH is read next to the game's table module
                                      "__module__": table_class.__module__},
                                     inherit_bindings=False)
    return _CLASSES[table_class]


def watch_screen(match) -> Any:
    """The table screen that shows a match of bots (tui.model.watch.watch_match)."""
    from gameshelf.tui.shelf import ui_for
    table_class = type(ui_for(match.game_key).table_screen(match, fresh=True))
    return watching_table(table_class)(match, fresh=True)
