"""A hosted match saved after every move and hosted again: the host's save survives the host,
its players take their seats back by name (once; then only with their secret), a stranger is
refused, and the match plays on to the end from where it stopped."""

from __future__ import annotations

import asyncio

import pytest

from gameshelf.tui.net.server import TableServer
from gameshelf.tui.net.table import HostedTable, TableConfig
from gameshelf.tui.net.wire import Refusal
from gameshelf.tui.store import saves
from tests.tui.net.helpers import CODE, FAST, finish, joined, play_randomly, until

SAVE = "friday table"


def _config(tmp_path) -> TableConfig:
    return TableConfig("lunch-money", 3, "random", 11, {}, pace=0.0, drop_wait=5.0,
                       code=CODE, save_as=SAVE, saves=str(tmp_path))


async def _open(table):
    server = TableServer(table, FAST)
    port = await server.open("127.0.0.1", 0)
    return server, f"127.0.0.1:{port}"


async def _play_some(tmp_path) -> int:
    """Ann and Bob play a few moves at a table of three, then the host goes away: how many
    moves the save holds."""
    table = HostedTable(_config(tmp_path))
    server, address = await _open(table)
    ann, bob = await joined(address, "Ann"), await joined(address, "Bob")
    table.start()
    running = asyncio.create_task(table.run())
    playing = [asyncio.create_task(play_randomly(ann, 1)),
               asyncio.create_task(play_randomly(bob, 2))]
    while len(table.match.history) < 8:
        await asyncio.sleep(0.01)
    for task in (running, *playing):
        task.cancel()
    await asyncio.gather(running, *playing, return_exceptions=True)
    moves = len(table.match.history)
    await ann.close()
    await bob.close()
    await server.close()
    return moves


async def test_a_saved_hosted_match_is_hosted_again_with_the_same_seats(tmp_path):
    moves = await _play_some(tmp_path)
    match = saves.load(SAVE, tmp_path)
    assert moves - 1 <= len(match.history) <= moves          # saved after every move
    assert match.names[:2] == ("Ann", "Bob") and match.personas[:2] == (None, None)

    table = HostedTable(_config(tmp_path))
    table.resume(match)
    server, address = await _open(table)
    try:
        with pytest.raises(AssertionError, match="started"):
            await joined(address, "Mallory")                  # no seat of that name
        bob, ann = await joined(address, "Bob"), await joined(address, "ann")
        assert table.claimed() == 2
        start_bob, start_ann = await until(bob, "start"), await until(ann, "start")
        assert (start_ann["seat"], start_bob["seat"]) == (0, 1)
        running = asyncio.create_task(table.run())
        over = await finish(play_randomly(ann, 3), play_randomly(bob, 4))
        await running
        assert over[0]["winners"] == over[1]["winners"]
        final = saves.load(SAVE, tmp_path)
        assert final.game.outcome(final.state) is not None
        assert final.history[:len(match.history)] == match.history   # played on, not again
    finally:
        await server.close()


async def test_a_seat_taken_back_by_name_needs_its_secret_after(tmp_path):
    await _play_some(tmp_path)
    table = HostedTable(_config(tmp_path))
    table.resume(saves.load(SAVE, tmp_path))
    ann = table.players[0]
    assert ann.claimable
    server, address = await _open(table)
    try:
        client = await joined(address, "Ann")
        await client.close()
        await asyncio.sleep(0.05)
        with pytest.raises(AssertionError, match="started"):
            await joined(address, "Ann")                      # by name only once
        assert not ann.claimable
        with pytest.raises(Refusal):
            table._claim(object(), "Ann", "en")
    finally:
        await server.close()
