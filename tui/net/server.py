"""The hosted table on aiohttp WebSockets: one connection per client, each read on its own and
written through its own bounded queue, so a slow, flooding or hostile client never stalls the
others. Every frame is checked (tui.net.wire) before the table reads it; what fails gets a
"refused" message, and a connection that keeps failing, sends too much or never joins is
closed. Wrong join codes wait longer and longer per address (tui.net.guard.Backoff), one at a
time per address.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from gameshelf.tui.net import wire
from gameshelf.tui.net.guard import Backoff, Bucket
from gameshelf.tui.net.table import HostedTable
from gameshelf.tui.net.wire import Refusal

OUTBOX = 512                  # messages queued for one client before it counts as gone
JOIN_WITHIN = 15.0            # seconds a new connection has to join
MESSAGE_RATE, MESSAGE_BURST = 20.0, 40.0
MAX_STRIKES = 8               # refusals for flooding or junk before the connection closes
CLOSING = frozenset({"bad_code", "bad_secret", "full", "started", "too_big", "not_joined"})


@dataclass(frozen=True)
class Limits:
    """How patient the host is: the wrong-code waits, the message rate, how many connections."""

    first_wait: float = 0.5
    most_wait: float = 8.0
    join_within: float = JOIN_WITHIN
    connections: int = 64
    message_rate: float = MESSAGE_RATE      # messages a second one connection may send
    message_burst: float = MESSAGE_BURST    # and at once
    heartbeat: float = 20.0                 # seconds between pings; an unanswered one drops
    tables: int = 64                        # tables one host holds at most (add_table)


class HostFull(Exception):
    """The host holds as many tables as it can: a new one is refused, with a sentence."""


class WebLink:
    """One client's WebSocket as a `tui.net.table.Link`: messages queue and a writer task
    sends them; a client that lets OUTBOX messages pile up is closed."""

    def __init__(self, ws: web.WebSocketResponse, address: str) -> None:
        self.ws, self.address = ws, address
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(OUTBOX)
        self.writer = asyncio.create_task(self._write())

    def send(self, message: dict[str, Any]) -> None:
        try:
            self.queue.put_nowait(wire.dumps(message))
        except asyncio.QueueFull:
            self.close()

    def close(self) -> None:
        """Send what is queued, then close."""
        with contextlib.suppress(asyncio.QueueFull):
            self.queue.put_nowait(None)
        if self.queue.full():
            self.writer.cancel()
            asyncio.ensure_future(self.ws.close())

    async def _write(self) -> None:
        with contextlib.suppress(Exception):
            while (text := await self.queue.get()) is not None:
                await self.ws.send_str(text)
        with contextlib.suppress(Exception):
            await self.ws.close()

    async def drain(self) -> None:
        """Wait until what is queued has gone out (or the connection ended)."""
        with contextlib.suppress(Exception):
            await asyncio.wait_for(asyncio.shield(self.writer), 2.0)


@dataclass
class TableServer:
    """Hosted tables served on a WebSocket at "/": a client's join code says which table it
    joins (one table for `gameshelf host`; more with `add_table`, at most `Limits.tables`).
    `open` starts it, `close` ends it."""

    table: HostedTable
    limits: Limits = field(default_factory=Limits)
    backoff: Backoff = field(init=False)
    runner: web.AppRunner | None = None
    links: set[WebLink] = field(default_factory=set)
    tables: dict[str, HostedTable] = field(init=False)
    seated: dict[WebLink, HostedTable] = field(default_factory=dict)   # who joined which
    _checking: defaultdict[str, asyncio.Lock] = field(
        default_factory=lambda: defaultdict(asyncio.Lock))

    def __post_init__(self) -> None:
        self.backoff = Backoff(self.limits.first_wait, self.limits.most_wait)
        self.tables = {self.table.config.code: self.table}

    def add_table(self, table: HostedTable) -> None:
        """Host one more table (its own join code); HostFull past `Limits.tables`, ValueError
        for a code already in use."""
        if len(self.tables) >= self.limits.tables:
            raise HostFull(f"This host holds {len(self.tables)} tables, as many as it can: "
                           "try again when one has ended.")
        if table.config.code in self.tables:
            raise ValueError(f"a table with the join code {table.config.code} is hosted already")
        self.tables[table.config.code] = table

    def remove_table(self, table: HostedTable) -> None:
        """An ended table makes room for another."""
        if self.tables.get(table.config.code) is table and table is not self.table:
            del self.tables[table.config.code]

    async def open(self, host: str, port: int) -> int:
        """Listen on host:port (0: any free port); the port listened on."""
        app = web.Application(client_max_size=wire.MAX_MESSAGE)
        app.router.add_get("/", self.handle)
        self.runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self.runner.setup()
        site = web.TCPSite(self.runner, host, port)
        await site.start()
        return int(self.runner.addresses[0][1])

    async def close(self) -> None:
        for link in list(self.links):
            link.close()
        if self.runner is not None:
            await self.runner.cleanup()

    # --- one connection -----------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=wire.MAX_MESSAGE, heartbeat=self.limits.heartbeat)
        if not ws.can_prepare(request).ok:
            return web.Response(text="This is a gameshelf table: join it with "
                                     "`gameshelf join ADDRESS CODE`.\n")
        if not _same_origin(request):
            return web.Response(status=403, text="Not from this page.\n")
        await ws.prepare(request)
        link = WebLink(ws, request.remote or "?")
        if len(self.links) >= self.limits.connections:
            link.send(Refusal("full").message())
            link.close()
            await link.drain()
            return ws
        self.links.add(link)
        try:
            await self._converse(ws, link)
        finally:
            self.links.discard(link)
            table = self.seated.pop(link, None)
            if table is not None:
                table.leave(link)
            link.close()
            await link.drain()
        return ws

    async def _converse(self, ws: web.WebSocketResponse, link: WebLink) -> None:
        """Read the client's frames until it goes, or is sent away."""
        bucket = Bucket(self.limits.message_rate, self.limits.message_burst)
        strikes = 0
        while True:
            joined = link in self.seated
            try:
                msg = await ws.receive(timeout=None if joined else self.limits.join_within)
            except TimeoutError:
                link.send(Refusal("not_joined", "too slow").message())
                return
            if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
                return
            if msg.type == WSMsgType.ERROR:     # too big (aiohttp closes it) or broken
                link.send(Refusal("too_big").message())
                return
            if not bucket.take():
                strikes += 1
                if strikes == 1 or strikes >= MAX_STRIKES:
                    link.send(Refusal("flood").message())
                if strikes >= MAX_STRIKES:
                    return
                continue
            try:
                message = wire.parse(msg.data if msg.type == WSMsgType.TEXT else None)
                if await self._dispatch(link, message) == "bye":
                    return
            except Refusal as refusal:
                link.send(refusal.message())
                strikes += refusal.reason in ("malformed", "version", "unknown_type")
                if refusal.reason in CLOSING or strikes >= MAX_STRIKES:
                    return
            except Exception as err:          # noqa: BLE001 - a bug must not stop the host
                self.seated.get(link, self.table).tell(f"A message from {link.address} broke something: "
                                f"{type(err).__name__}: {err}")
                link.send(Refusal("malformed").message())
                return

    async def _dispatch(self, link: WebLink, message: dict[str, Any]) -> str:
        kind = message["type"]
        if kind == "join":
            await self._join(link, message)
            return kind
        table = self.seated.get(link)
        if table is None:
            raise Refusal("not_joined")
        if kind == "act":
            table.act(link, message)
        elif kind == "say":
            table.say(link, message)
        elif kind == "bye":
            table.leave(link, at_once=True)
            return "bye"
        return kind

    def _table_for(self, message: dict[str, Any]) -> HostedTable:
        """The table a join's code names (the only one, when the host holds one: its own
        code check then answers); Refusal("bad_code") for none."""
        if len(self.tables) == 1:
            return self.table
        code = wire.text_field(message, "code", 40).strip().upper()
        table = self.tables.get(code)
        if table is None:
            raise Refusal("bad_code")
        return table

    async def _join(self, link: WebLink, message: dict[str, Any]) -> None:
        """Join, one attempt at a time per address; a wrong code or secret is answered only
        after the address's wait."""
        async with self._checking[link.address]:
            if link in self.seated:
                raise Refusal("joined")
            try:
                table = self._table_for(message)
                table.join(link, message)
            except Refusal as refusal:
                if refusal.reason in ("bad_code", "bad_secret"):
                    wait = self.backoff.failed(link.address)
                    what = "code" if refusal.reason == "bad_code" else "seat secret"
                    self.table.tell(f"A wrong {what} from {link.address}; it waits {wait:g} s.")
                    await asyncio.sleep(wait)
                raise
            self.seated[link] = table


def _same_origin(request: web.Request) -> bool:
    """A browser page may connect only from the table's own address (a terminal client sends
    no Origin): no other web page a player visits can reach the table."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    return urlsplit(origin).netloc == request.host
