"""The Host-a-table dialog: open a table of the title screen's game on this machine for friends
to join, wait in its lobby (who has joined), and start when ready; the seats no one took are
bots of the chosen level. The host plays a seat too: it joins its own table over 127.0.0.1,
through the same driver a friend's terminal uses (tui.net.remote).

    app.push_screen(HostDialog())

The table is served from the app's own event loop (tui.net.server) for as long as the app
runs; `gameshelf host` serves one without a seat of its own.
"""

from __future__ import annotations

import asyncio
import random
from typing import TYPE_CHECKING, Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Select, Static

from gameshelf.tui.i18n import N_, current_language, format_list, translator
from gameshelf.tui.screens.steady import SteadyScreen

if TYPE_CHECKING:
    from gameshelf.tui.app.shell import ShelfApp

_ = translator("shell")

DEFAULT_PORT = 8765


class HostDialog(SteadyScreen, ModalScreen[None]):
    """Open a table for friends, show its lobby, start it."""

    CSS_PATH = "load.tcss"
    AUTO_FOCUS = "#host-open"
    BINDINGS = [Binding("escape", "close", N_("Back"), id="host.back")]
    if TYPE_CHECKING:
        app: ShelfApp          # a dialog of the shelf app's

    def __init__(self) -> None:
        super().__init__()
        self.server: Any = None      # the table's server, once open (tui.net.server)
        self.pump: Any = None        # our own seat's connection (tui.net.remote.Pump)

    @property
    def game(self):
        from gameshelf.engine import find_game
        return find_game(self.app.game_key)

    def compose(self) -> ComposeResult:
        game = self.game
        low, high = game.players.start, game.players.stop - 1
        seats = [(str(n), n) for n in range(low, high + 1)]
        levels = [(_(level), level) for level in game.bot_levels]
        with Vertical(classes="dialog"):
            yield Static(_("Host a table: {game}").format(game=game.title), classes="title")
            with Horizontal(classes="row"):
                yield Static(_("Seats"), classes="label")
                yield Select(seats, value=min(max(4, low), high), allow_blank=False,
                             id="host-seats")
            with Horizontal(classes="row"):
                yield Static(_("Bots"), classes="label")
                level = "normal" if "normal" in game.bot_levels else game.bot_levels[0]
                yield Select(levels, value=level, allow_blank=False, id="host-level")
            with Horizontal(classes="row"):
                yield Static(_("Your name"), classes="label")
                yield Input(self.name_at_table(), placeholder=_("your name at the table"),
                            id="host-name")
            with Horizontal(classes="row"):
                yield Static(_("Port"), classes="label")
                yield Input(str(DEFAULT_PORT), type="integer", id="host-port")
            yield Static("", id="host-status", classes="question")
            with Horizontal(classes="buttons"):
                yield Button(_("Open the table"), variant="primary", id="host-open")
                yield Button(_("Start"), id="host-start", disabled=True)
                yield Button(_("Back"), id="back")

    def name_at_table(self) -> str:
        """The name this player is known by at the table, unless they type another."""
        from gameshelf.tui.net.names import table_name
        return table_name(self.app.player_name, _("You"), _("Host"))

    def status(self, text: str) -> None:
        self.query_one("#host-status", Static).update(text)

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "host-open":
            await self.open_table()
        elif event.button.id == "host-start":
            self.start()
        else:
            await self.action_close()

    async def action_close(self) -> None:
        if self.pump is not None:
            await asyncio.to_thread(self.pump.close)
            self.pump = None
        if self.server is not None:
            await self.server.close()
            self.server = None
        self.dismiss(None)

    async def open_table(self) -> None:
        """Listen on 127.0.0.1, then take our own seat at the table."""
        if self.server is not None:
            return
        from gameshelf.tui.model.match import PACES
        from gameshelf.tui.net.server import TableServer
        from gameshelf.tui.net.table import HostedTable, TableConfig
        try:
            port = int(self.query_one("#host-port", Input).value or DEFAULT_PORT)
        except ValueError:
            port = -1
        if not 0 <= port <= 65535:
            self.status(_("A port is a number from 0 to 65535."))
            return
        seats = self.query_one("#host-seats", Select).value
        config = TableConfig(self.game.key, seats if isinstance(seats, int) else 4,
                             str(self.query_one("#host-level", Select).value),
                             random.SystemRandom().randrange(1_000_000),
                             pace=PACES.get(self.app.settings.pace, PACES["normal"]))
        table = HostedTable(config, tell=lambda _text: self._show_lobby())
        server = TableServer(table)
        try:
            listening = await server.open("127.0.0.1", port)
        except OSError as err:
            self.status(_("cannot listen on {host}:{port}: {why}").format(
                host="127.0.0.1", port=port, why=err.strerror or err))
            return
        self.server, self.address = server, f"127.0.0.1:{listening}"
        self.query_one("#host-open", Button).disabled = True
        self.query_one("#host-start", Button).disabled = False
        self.query_one("#host-start", Button).focus()
        self._show_lobby()
        name = self.query_one("#host-name", Input)
        name.disabled = True
        self._take_our_seat(config.code, name.value.strip() or self.name_at_table())

    def _show_lobby(self) -> None:
        if self.server is None or not self.is_attached:
            return
        table = self.server.table
        names = [p.name for p in table.players]
        self.status("\n".join([
            _("Friends join with: gameshelf join {where} {code}").format(
                where=self.address, code=table.config.code),
            _("At the table: {names}; {seats} (bots fill them when the host starts).").format(
                names=format_list(names) if names else "-",
                seats=_.n("{n} seat open", "{n} seats open",
                          table.config.players - len(names)).format(
                    n=table.config.players - len(names)))]))

    @work(thread=True, exclusive=True, group="host")
    def _take_our_seat(self, code: str, name: str) -> None:
        from gameshelf.tui.net.client import Client, Gone
        from gameshelf.tui.net.remote import Pump, seat_match
        app = self.app
        pump = self.pump = Pump(Client(self.address))
        lang = current_language()
        try:
            pump.join(code, name, lang)
            match, first = seat_match(pump, lang, templates=app.templates,
                                      game_settings=app.settings.game_settings,
                                      say=lambda _line: None)
        except (Gone, OSError, TimeoutError) as err:
            app.call_from_thread(self.status, str(err))
            return
        app.call_from_thread(self._sit_down, match, pump, first)

    def start(self) -> None:
        """Deal: the friends who joined take their seats, bots the others."""
        if self.server is None or self.server.table.started:
            return
        table = self.server.table
        table.start()
        self.app.host_table(self.server, asyncio.create_task(table.run()))

    def _sit_down(self, match, pump, first) -> None:
        if self.pump is not pump:
            return
        self.pump = self.server = None      # the app keeps them from here on
        self.dismiss(None)
        self.app.join_table(match, pump, first)
