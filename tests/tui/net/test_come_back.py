"""Coming back to a seat at a hosted table (issue 30: "a player who drops ... gets the seat
back on rejoining with the same code"; "a network that drops ...: the match goes on or
resumes where it was"), over 127.0.0.1: a table screen whose connection drops gets back by
itself, and joining the same table again takes the same seat back (tui.store.seats)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import queue
import time

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.net.client import Client
from gameshelf.tui.net.remote import Pump, RemoteDriver, seat_match, sit_down
from gameshelf.tui.store import seats
from tests.tui.net.helpers import CODE, served


async def _seated(pump: Pump, table) -> tuple:
    """Ann joins `table` through `pump`; the host deals at once: her match and first view."""
    def seat():
        pump.join(CODE, "Ann", "en")
        return seat_match(pump, "en", say=lambda _line: None)
    task = asyncio.create_task(asyncio.to_thread(seat))
    while not table.players:
        await asyncio.sleep(0.01)
    table.start()
    return await asyncio.wait_for(task, 10)


async def _play_moves(pilot, table, wanted: int) -> int:
    """Play the seat's first legal choice at each of its decisions until `wanted` moves are
    made (or the match ends), then wait for the host's answer to the last: the moves made."""
    driver, moves = table.driver, 0
    for _ in range(1500):
        await pilot.pause(0.02)
        if driver.is_over or moves >= wanted:
            break
        if driver.seat_decides(table.match.human) and not driver.pending:
            table.act(driver.legal()[0])
            moves += 1
    for _ in range(100):
        if not driver.pending:
            break
        await pilot.pause(0.02)
    return moves


def test_a_dropped_table_screen_gets_back_to_its_seat_and_plays_on(tmp_path, monkeypatch):
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))

    async def main() -> None:
        # Back (every 0.05 s) long before a bot would stand in for the seat (5 s): the table
        # plays on from the view it had. (Back after a stand-in moved for it, the first key
        # is refused once, and that refusal brings the table the host's view.)
        async with served("dumm-gelaufen", players=2, seed=4, level="random",
                          drop_wait=5.0) as (server, address):
            pump = Pump(Client(address), rejoin_every=0.05)

            match, first = await _seated(pump, server.table)
            run = asyncio.create_task(server.table.run())
            app = ShelfApp(match=match, remote=(pump, first), game=match.game_key,
                           one_game=True, settings_path=None)
            try:
                async with app.run_test(size=(100, 32)) as pilot:
                    table = app.screen
                    driver = table.driver
                    assert isinstance(driver, RemoteDriver)
                    log = table.query_one("FightLog")
                    before = pump.client
                    server.table.players[0].link.close()       # the network drops
                    for _ in range(500):
                        await pilot.pause(0.02)
                        if any(line.startswith("Back at the table") for line in log.plain):
                            break
                    assert any("connection to the table dropped" in line for line in log.plain)
                    assert any(line.startswith("Back at the table") for line in log.plain)
                    assert pump.client is not before
                    assert [p.name for p in server.table.players] == ["Ann"]
                    assert server.table.players[0].link is not None
                    # ... and the seat is played from here again: every move made is the
                    # host's next one (none refused as an answer to an old question), and
                    # the fight log tells it.
                    host = server.table.driver
                    refused: list[str] = []
                    monkeypatch.setattr(table, "notify", lambda text, **kw: refused.append(text))
                    driver.notify = table.notify
                    told, made = len(log.plain), len(host.match.history)
                    moves = await _play_moves(pilot, table, 3)
                    assert moves >= 3 or driver.is_over
                    assert not refused, refused
                    assert len(host.match.history) >= made + moves
                    assert len(log.plain) > told
                    assert not any("table is gone" in line for line in log.plain)
            finally:
                run.cancel()
                await asyncio.to_thread(pump.close)

    asyncio.run(main())


def test_joining_the_same_table_again_takes_the_same_seat_back(tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("LUNCHMONEY_DATA", str(data))

    async def main() -> None:
        async with served("lunch-money", players=2, seed=5, level="random",
                          drop_wait=0.05) as (server, address):
            task = asyncio.create_task(asyncio.to_thread(
                sit_down, address, CODE, "Ann", "en", say=lambda _line: None))
            while not server.table.players:
                await asyncio.sleep(0.01)
            server.table.start()
            pump, match, _first = await asyncio.wait_for(task, 10)
            secret = pump.client.secret
            assert seats.remembered_secret(address, CODE.lower()) == secret
            run = asyncio.create_task(server.table.run())
            try:
                await asyncio.to_thread(pump.close)          # the app is closed mid-match
                # Joining anew without a secret would be refused (the match has begun);
                # the remembered one takes the seat back.
                pump, again, _first = await asyncio.wait_for(asyncio.to_thread(
                    sit_down, address, CODE, "Ann", "en", say=lambda _line: None), 10)
                assert again.human == match.human and again.names == match.names
                assert [p.name for p in server.table.players] == ["Ann"]
                await asyncio.to_thread(pump.close)
            finally:
                run.cancel()

    asyncio.run(main())


def test_a_secret_the_host_does_not_know_is_forgotten_and_the_player_joins_anew(
        tmp_path, monkeypatch):
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))

    async def main() -> None:
        async with served("dig-your-way-out", players=2, seed=5) as (server, address):
            seats.remember_seat(address, CODE, "a-seat-at-last-weeks-table")
            task = asyncio.create_task(asyncio.to_thread(
                sit_down, address, CODE, "Bo", "en", say=lambda _line: None))
            while not server.table.players:
                await asyncio.sleep(0.01)
            assert [p.name for p in server.table.players] == ["Bo"]
            server.table.start()
            pump, _match, _first = await asyncio.wait_for(task, 10)
            assert seats.remembered_secret(address, CODE) == pump.client.secret
            await asyncio.to_thread(pump.close)

    asyncio.run(main())


def test_the_seats_kept_are_few_recent_private_and_survive_a_bad_file(tmp_path):
    folder = tmp_path / "data"
    assert seats.remembered_secret("h:1", "CODE01", folder) == ""      # nothing kept yet
    for n in range(seats.KEPT + 5):
        seats.remember_seat(f"h:{n}", "CODE01", f"s{n}", folder)
    path = folder / seats.FILE
    kept = json.loads(path.read_text())["seats"]
    assert len(kept) == seats.KEPT
    assert seats.remembered_secret("h:0", "CODE01", folder) == ""      # the oldest went
    assert seats.remembered_secret(" H:24 ", "code01", folder) == "s24"
    assert path.stat().st_mode & 0o777 == 0o600
    seats.forget_seat("h:24", "CODE01", folder)
    assert seats.remembered_secret("h:24", "CODE01", folder) == ""
    # A seat a week old is gone.
    data = json.loads(path.read_text())
    data["seats"]["h:23 CODE01"]["when"] = time.time() - seats.KEPT_FOR - 1
    path.write_text(json.dumps(data))
    assert seats.remembered_secret("h:23", "CODE01", folder) == ""
    # Garbage, a wrong shape, a huge file, a folder in its place: nothing kept, no error.
    for bad in (b"\xff{not json", b'{"format": "other", "seats": {}}', b"[1, 2]",
                b'{"format": "gameshelf-seats", "seats": {"h:1 A": {"secret": 3}}}',
                b" " * (seats.MAX_BYTES + 1)):
        path.write_bytes(bad)
        assert seats.remembered_secret("h:1", "A", folder) == ""
    seats.remember_seat("h:2", "B", "s", folder)                        # rewritten whole
    assert seats.remembered_secret("h:2", "B", folder) == "s"
    os.remove(path)
    path.mkdir()
    assert seats.remembered_secret("h:2", "B", folder) == ""
    seats.remember_seat("h:2", "B", "s", folder)                        # not kept, no error


def test_a_seat_gets_back_by_itself_when_its_host_hosts_the_match_again(tmp_path):
    """The host goes away mid-match and hosts the saved match again (`host --resume`) on the
    same address: the joiner's connection finds it and takes its seat back by name (the
    resumed table gives new secrets), without the player doing anything."""
    from gameshelf.tui.net.server import TableServer
    from gameshelf.tui.net.table import HostedTable, TableConfig
    from gameshelf.tui.store import saves
    from tests.tui.net.helpers import FAST

    def config() -> TableConfig:
        return TableConfig("lunch-money", 2, "random", 11, {}, pace=0.0, drop_wait=5.0,
                           code=CODE, save_as="tonight", saves=str(tmp_path))

    def play_until(pump: Pump, enough) -> None:
        """Ann's seat: the first legal action at every decision, until `enough()`."""
        acted_at = -1
        while not enough():
            if pump.client.deciding and pump.client.at != acted_at:
                acted_at = pump.client.at
                pump.call(pump.client.act(pump.client.view.legal[0]))
            with contextlib.suppress(queue.Empty):
                pump.inbox.get(timeout=0.05)

    async def main() -> None:
        table = HostedTable(config())
        server = TableServer(table, FAST)
        port = await server.open("127.0.0.1", 0)
        address = f"127.0.0.1:{port}"
        pump = Pump(Client(address), rejoin_every=0.05)

        await _seated(pump, table)
        running = asyncio.create_task(table.run())
        try:
            await asyncio.wait_for(asyncio.to_thread(
                play_until, pump, lambda: len(table.match.history) >= 6), 20)
            running.cancel()
            await server.close()                         # the host goes away
            again = HostedTable(config())
            again.resume(saves.load("tonight", tmp_path))
            server = TableServer(again, FAST)
            await server.open("127.0.0.1", port)          # ... and hosts the match again
            seen: list[str] = []

            def until_back() -> None:
                while "back" not in seen:
                    message = pump.inbox.get(timeout=10)
                    if message.get("type") == "link":
                        seen.append(message["state"])
            await asyncio.wait_for(asyncio.to_thread(until_back), 20)
            assert seen == ["lost", "back"]
            assert again.players[0].link is not None and not again.players[0].claimable
            running = asyncio.create_task(again.run())
            moves = len(again.match.history)
            await asyncio.wait_for(asyncio.to_thread(
                play_until, pump, lambda: len(again.match.history) >= moves + 4), 20)
        finally:
            running.cancel()
            await asyncio.to_thread(pump.close)
            await server.close()

    asyncio.run(main())


def test_talk_refused_for_speed_is_told_and_never_taken_for_a_moves_answer(tmp_path,
                                                                           monkeypatch):
    """Six lines at once: the host refuses the ones past its burst; the fight log says so,
    and the moves after it are each the host's next (a refusal read as an action's answer
    would leave the table a move behind)."""
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))

    async def main() -> None:
        async with served("dumm-gelaufen", players=2, seed=4, level="random") as (server,
                                                                                   address):
            pump = Pump(Client(address))

            match, first = await _seated(pump, server.table)
            run = asyncio.create_task(server.table.run())
            app = ShelfApp(match=match, remote=(pump, first), game=match.game_key,
                           one_game=True, settings_path=None)
            try:
                async with app.run_test(size=(100, 32)) as pilot:
                    table = app.screen
                    driver = table.driver
                    log = table.query_one("FightLog")
                    refused: list[str] = []
                    driver.notify = lambda text, **kw: refused.append(text)
                    host = server.table.driver
                    made = len(host.match.history)
                    for n in range(6):
                        table.table_talk(f"say line {n}")
                    moves = await _play_moves(pilot, table, 3)
                    assert any("You talk too fast" in line for line in log.plain)
                    assert "Ann: line 0" in log.plain and "Ann: line 5" not in log.plain
                    assert not refused, refused
                    assert len(host.match.history) >= made + moves
            finally:
                run.cancel()
                await asyncio.to_thread(pump.close)

    asyncio.run(main())


def test_leaving_a_table_while_another_seat_decides_lets_go_at_once(tmp_path, monkeypatch):
    """Quitting while a friend decides ends the app at once (it used to wait for the friend's
    move: the table's worker waited on the host) and lets go of the seat's connection, so the
    host plays the seat by a bot after its wait."""
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))
    from tests.tui.net.helpers import joined

    async def main() -> None:
        async with served("lunch-money", players=2, seed=4, level="random") as (server, address):
            pump = Pump(Client(address))

            def seat():
                pump.join(CODE, "Ann", "en")
                return seat_match(pump, "en", say=lambda _line: None)
            task = asyncio.create_task(asyncio.to_thread(seat))
            while not server.table.players:
                await asyncio.sleep(0.01)
            await joined(address, "Bo")              # a friend who never moves
            server.table.start()
            match, first = await asyncio.wait_for(task, 10)
            run = asyncio.create_task(server.table.run())
            app = ShelfApp(match=match, remote=(pump, first), game=match.game_key,
                           one_game=True, settings_path=None)
            try:
                async with app.run_test(size=(100, 32)) as pilot:
                    driver = app.screen.driver
                    for _ in range(500):
                        await pilot.pause(0.02)
                        if not driver.pending and not driver.seat_decides(match.human):
                            break
                        if driver.seat_decides(match.human) and not driver.pending:
                            app.screen.act(driver.legal()[0])
                    assert driver.decision().seat == 1            # Bo's to decide
                    await pilot.pause(0.2)                       # the worker waits for Bo
                    app.exit()
                assert pump.closed
                ann = server.table.players[0]
                for _ in range(200):
                    if ann.link is None:
                        break
                    await asyncio.sleep(0.02)
                assert ann.link is None, "the host still holds Ann's connection"
            finally:
                run.cancel()
                await asyncio.to_thread(pump.close)

    asyncio.run(main())
