"""Helpers of the hosted-table tests: a table served on a free port of 127.0.0.1 and clients
that join it over real WebSockets."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator

from gameshelf.tui.net.client import Client, Gone
from gameshelf.tui.net.server import Limits, TableServer
from gameshelf.tui.net.table import HostedTable, TableConfig

CODE = "K7QX3M"
OPENED: list[Client] = []      # the clients `joined` made: closed with their table
# Quick waits, and bot-driven clients that answer at once are no flood.
FAST = Limits(first_wait=0.01, most_wait=0.05, join_within=2.0, message_rate=10_000,
              message_burst=10_000)


@contextlib.asynccontextmanager
async def served(game: str = "lunch-money", players: int = 2, seed: int = 7, *,
                 level: str = "random", drop_wait: float = 5.0, limits: Limits = FAST,
                 options: dict | None = None) -> AsyncIterator[tuple[TableServer, str]]:
    """A table of `game` on 127.0.0.1 (a free port), its server and its address."""
    config = TableConfig(game, players, level, seed, options or {}, pace=0.0,
                         drop_wait=drop_wait, code=CODE)
    server = TableServer(HostedTable(config), limits)
    port = await server.open("127.0.0.1", 0)
    try:
        yield server, f"127.0.0.1:{port}"
    finally:
        while OPENED:
            await OPENED.pop().close()
        await server.close()


async def joined(address: str, name: str, *, code: str = CODE, record: bool = False,
                 secret: str = "") -> Client:
    """A client that has joined (its "seat" message read)."""
    client = Client(address, record=record)
    OPENED.append(client)
    await client.connect()
    await client.join(code, name, secret=secret)
    reply = await client.receive()
    assert reply["type"] == "seat", reply
    return client


async def until(client: Client, kind: str, limit: int = 10_000) -> dict:
    """The client's next message of `kind` (the ones before it read and kept by the client)."""
    for _ in range(limit):
        message = await client.receive()
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message")


async def play_randomly(client: Client, seed: int) -> dict:
    """Answer every decision of the client's seat with a random legal action, to the end; the
    "over" message."""
    rng = random.Random(seed)
    if client.deciding:             # the view read already asks this seat
        await client.act(rng.choice(list(client.view.legal)))
    while True:
        try:
            message = await client.receive()
        except Gone:
            raise AssertionError("the host closed the connection before the end") from None
        if message["type"] == "over":
            return message
        if message["type"] == "refused":
            raise AssertionError(message)
        if message["type"] == "view" and client.deciding:
            await client.act(rng.choice(list(client.view.legal)))


async def finish(*tasks) -> list:
    return await asyncio.wait_for(asyncio.gather(*tasks), 30)
