"""The client end of the wire: connect to a host, join with the code (or come back with the
seat's secret), then read the host's messages and send actions and talk. It keeps what the
host told it of the match (the seat, the names, the latest view) and turns views and events
back into the game's own values (tui.net.values), so a front end reads them as a solo table
reads its own. No terminal here: tui.net.plain_client is the one that prints.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from gameshelf.tui.net import values, wire


class Gone(Exception):
    """The connection ended (the host went away, or sent us away: `reason`, a wire.REASONS
    key, when it refused us)."""

    def __init__(self, text: str = "", reason: str = "") -> None:
        super().__init__(text)
        self.reason = reason


def ws_url(address: str) -> str:
    """The WebSocket URL of a table's address: "127.0.0.1:8765", "host:port" or a ws URL."""
    address = address.strip()
    if "://" not in address:
        address = f"ws://{address}"
    if address.count("/") < 3:
        address += "/"
    return address


@dataclass
class Seated:
    """What the host told this client of its match (from "start")."""

    game_key: str
    seat: int
    names: tuple[str, ...]
    personas: tuple[str | None, ...]
    narration_seed: int
    pace: float
    players: tuple[int, ...]            # the seats people play (the rest are bots)


@dataclass
class Client:
    """One connection to a hosted table."""

    address: str
    session: aiohttp.ClientSession | None = None
    ws: aiohttp.ClientWebSocketResponse | None = None
    secret: str = ""
    name: str = ""
    seated: Seated | None = None
    view: Any = None                     # the seat's latest view (the game's PlayerView)
    at: int = 0                          # the move that view follows
    default: Any = None                  # the harmless answer, when this seat decides
    received: list[str] = field(default_factory=list)   # every frame, when recording

    record: bool = False

    async def connect(self) -> None:
        self.session = aiohttp.ClientSession()
        try:
            self.ws = await self.session.ws_connect(ws_url(self.address),
                                                    max_msg_size=4 * 1024 * 1024)
        except aiohttp.ClientConnectorError:
            await self.session.close()
            raise Gone(f"cannot reach {self.address}: no table is hosted there") from None
        except (aiohttp.ClientError, OSError, ValueError) as err:
            await self.session.close()
            raise Gone(f"cannot reach {self.address}: {err}") from None

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.session is not None:
            await self.session.close()

    async def send(self, message: dict[str, Any]) -> None:
        if self.ws is None or self.ws.closed:
            raise Gone("the connection is closed")
        try:
            await self.ws.send_str(wire.dumps(message))
        except (aiohttp.ClientError, ConnectionError, RuntimeError) as err:
            raise Gone(str(err)) from None

    async def join(self, code: str, name: str = "", lang: str = "en", secret: str = "") -> None:
        await self.send(wire.make("join", code=code, name=name, lang=lang, secret=secret))

    async def act(self, action: Any) -> None:
        """Answer the decision of the latest view with `action` (one of its legal ones)."""
        await self.send(wire.make("act", at=self.at, action=values.encode(action)))

    async def say(self, text: str) -> None:
        await self.send(wire.make("say", text=text))

    async def taunt(self, number: int) -> None:
        """Send canned taunt `number` (tui.narration.taunts): each reader sees it in their own
        language."""
        await self.send(wire.make("say", taunt=number))

    async def receive(self) -> dict[str, Any]:
        """The host's next message, with what it tells taken in ("seat", "start", "view" kept
        here; "events" and "view" decoded to the game's values under "decoded")."""
        assert self.ws is not None
        while True:
            msg = await self.ws.receive()
            if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSING,
                            aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                raise Gone("the host closed the connection")
            if msg.type != aiohttp.WSMsgType.TEXT:
                continue
            if self.record:
                self.received.append(msg.data)
            try:
                message = json.loads(msg.data)
            except ValueError:
                continue
            if type(message) is dict and message.get("v") == wire.VERSION:
                return self._take_in(message)

    def _take_in(self, message: dict[str, Any]) -> dict[str, Any]:
        kind = message.get("type")
        if kind == "seat":
            self.secret, self.name = message["secret"], message["name"]
        elif kind == "start":
            self.seated = Seated(message["game"], message["seat"], tuple(message["names"]),
                                 tuple(message["personas"]), message["narration_seed"],
                                 float(message["pace"]), tuple(message["players"]))
        elif kind == "view":
            self.view = message["decoded"] = self._decode(message["view"])
            self.at = message["at"]
            default = message.get("default")
            self.default = None if default is None else self._decode(default)
        elif kind == "events":
            message["decoded"] = tuple(self._decode(e) for e in message["events"])
        return message

    def _decode(self, data: Any) -> Any:
        from gameshelf.engine import find_game
        assert self.seated is not None
        return values.decode(data, values.registry_of(find_game(self.seated.game_key)))

    @property
    def deciding(self) -> bool:
        """Whether this seat decides now (by the latest view)."""
        d = getattr(self.view, "decision", None)
        return d is not None and self.seated is not None and d.seat == self.seated.seat


async def try_seat(address: str, code: str, name: str, lang: str,
                   secret: str) -> tuple[Client, dict[str, Any]] | None:
    """One try at taking a seat back after a drop: a new connection and the host's first
    answer (its connection closed when that is a refusal), None when the host cannot be
    reached. The table screens' pump and the plain client both come back this way."""
    client = Client(address)
    try:
        await client.connect()
        await client.join(code, name, lang, secret)
        first = await client.receive()
    except Gone:
        await client.close()
        return None
    if first.get("type") == "refused":
        await client.close()
    return client, first


async def seat_back(old: Client, code: str, lang: str, *, seconds: float, every: float,
                    stop: Callable[[], bool] = lambda: False) -> tuple[Client, dict[str, Any]] | None:
    """After a drop in the match: connect again and take `old`'s seat back with its secret,
    trying every `every` seconds for `seconds` (or until `stop` says so). The new connection,
    seated as `old` was until the host's "start" says it again, and the host's first answer;
    None when the seat is not back (the host refused, or did not come back in time)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while not stop() and loop.time() < deadline:
        await asyncio.sleep(every)
        came = await try_seat(old.address, code, old.name, lang, old.secret)
        if came is not None and came[1].get("reason") == "bad_secret":
            # A host that hosts the match again (`host --resume`) gives new secrets: its
            # players take their seats back by name, once.
            came = await try_seat(old.address, code, old.name, lang, "")
        if came is None:
            continue                            # not there (yet): try again
        client, first = came
        if first.get("type") == "refused":      # the host no longer knows this seat
            return None
        client.seated = old.seated
        return client, first
    return None
