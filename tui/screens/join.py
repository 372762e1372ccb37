"""The Join-a-table dialog: a friend's address and join code (and the name to sit under);
Enter joins, waits in the lobby until the host deals, then sits down at the table screens
(tui.net.remote). The same dialog serves a browser visitor of `gameshelf serve`.

    app.push_screen(JoinDialog())
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from gameshelf.tui.i18n import N_, current_language, translator
from gameshelf.tui.screens.steady import SteadyScreen

if TYPE_CHECKING:
    from gameshelf.tui.app.shell import ShelfApp

_ = translator("shell")


class JoinDialog(SteadyScreen, ModalScreen[None]):
    """Take a seat at a friend's hosted table."""

    CSS_PATH = "load.tcss"
    AUTO_FOCUS = "#join-address"
    BINDINGS = [Binding("escape", "close", N_("Back"), id="join.back")]
    if TYPE_CHECKING:
        app: ShelfApp          # a dialog of the shelf app's

    def __init__(self) -> None:
        super().__init__()
        self.pump: Any = None   # the connection, once joining (tui.net.remote.Pump)
        self.joining = False    # a join is under way (until seated, refused or closed)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(_("Join a table"), classes="title")
            yield Static(_("The address and join code your host was given:"),
                         classes="question")
            yield Input(placeholder=_("address, e.g. 127.0.0.1:8765"), id="join-address")
            yield Input(placeholder=_("join code"), id="join-code")
            yield Input(value=self.name_at_table(), placeholder=_("your name at the table"),
                        id="join-name")
            yield Static("", id="join-status", classes="question")
            with Horizontal(classes="buttons"):
                yield Button(_("Join"), variant="primary", id="join")
                yield Button(_("Back"), id="back")

    def name_at_table(self) -> str:
        """The name this player is known by at the table, unless they type another."""
        from gameshelf.tui.net.names import table_name
        return table_name(getattr(self.app, "player_name", ""), _("You"), _("Guest"))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        order = ["join-address", "join-code", "join-name"]
        i = order.index(event.input.id or "join-name")
        if i + 1 < len(order) and not self.query_one(f"#{order[i + 1]}", Input).value:
            self.query_one(f"#{order[i + 1]}", Input).focus()
        else:
            self.join()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "join":
            self.join()
        else:
            self.action_close()

    def action_close(self) -> None:
        self.joining = False
        if self.pump is not None:
            self.pump.close()
            self.pump = None
        self.dismiss(None)

    def status(self, text: str) -> None:
        self.query_one("#join-status", Static).update(text)

    def join(self) -> None:
        address = self.query_one("#join-address", Input).value.strip()
        code = self.query_one("#join-code", Input).value.strip().upper()
        name = self.query_one("#join-name", Input).value.strip()
        if not address or not code:
            self.status(_("Give the table's address and its join code."))
            return
        if self.joining:
            return                      # joining already
        self.joining = True
        self.status(_("Joining…"))
        self._wait_for_the_deal(address, code, name)

    @work(thread=True, exclusive=True, group="join")
    def _wait_for_the_deal(self, address: str, code: str, name: str) -> None:
        """Join (taking back a seat this player held at that table, tui.store.seats), then
        wait in the lobby until the deal."""
        from gameshelf.tui.net.client import Gone
        from gameshelf.tui.net.remote import sit_down
        app = self.app

        def opened(pump) -> None:
            self.pump = pump
        try:
            pump, match, first = sit_down(
                address, code, name, current_language(), opened=opened,
                templates=getattr(app, "templates", None),
                game_settings=app.settings.game_settings,
                say=lambda line: app.call_from_thread(self.status, line))
        except (Gone, OSError, TimeoutError) as err:
            if self.joining:
                self.pump, self.joining = None, False
                app.call_from_thread(self.status, str(err) or _("The table is gone."))
            return
        app.call_from_thread(self._sit_down, match, pump, first)

    def _sit_down(self, match, pump, first) -> None:
        if self.pump is not pump or not self.joining:    # closed meanwhile
            pump.close()
            return
        self.pump, self.joining = None, False
        self.dismiss(None)
        self.app.join_table(match, pump, first)
