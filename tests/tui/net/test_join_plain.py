"""`gameshelf join` as plain text: a seat at a hosted table played from typed lines, and the
host and join commands' bad arguments as one line."""

from __future__ import annotations

import asyncio
import io

import pytest

from gameshelf.tui.net.client import Client
from gameshelf.tui.net.plain_client import PlainClient
from gameshelf.tui.plain.console import Console
from tests.tui.net.helpers import CODE, served


async def _seated(table, players: int = 1) -> None:
    while len(table.players) < players:
        await asyncio.sleep(0.01)


@pytest.mark.parametrize("game", ["lunch-money", "dig-your-way-out"])
async def test_a_plain_player_plays_a_hosted_match_to_the_end_from_typed_lines(game):
    out = io.StringIO()
    console = Console(out=out, inp=io.StringIO("say hi all\n" + "1\n" * 3000),
                      err=io.StringIO())
    async with served(game, 2, seed=7) as (server, address):
        player = PlainClient(Client(address), console)
        playing = asyncio.create_task(player.play(CODE, "Ann"))
        await asyncio.wait_for(_seated(server.table), 5)
        server.table.start()
        await asyncio.wait_for(asyncio.gather(server.table.run(), playing), 30)
        assert playing.result() == 0
    told = out.getvalue()
    assert "You joined" in told and "The match begins" in told
    assert "The match is over." in told
    assert "    Ann: hi all" in told                 # table talk, under the speaker's name
    assert "> 1" in told                              # answered questions from the lines


async def test_a_wrong_code_ends_the_plain_client_with_one_line_and_exit_1():
    out = io.StringIO()
    async with served() as (_server, address):
        player = PlainClient(Client(address), Console(out=out, inp=io.StringIO(""),
                                                      err=io.StringIO()))
        code = await asyncio.wait_for(player.play("WRONG2", "Mallory"), 5)
    assert code == 1
    assert "join code" in out.getvalue()


async def test_joining_no_table_is_one_line_and_exit_1():
    err = io.StringIO()
    player = PlainClient(Client("127.0.0.1:9"), Console(out=io.StringIO(),
                                                         inp=io.StringIO(""), err=err))
    assert await player.play(CODE) == 1
    assert len(err.getvalue().strip().splitlines()) == 1


@pytest.mark.parametrize("argv, said", [
    (["host", "chess"], "unknown game"),
    (["host", "lm", "--players", "9"], "seats 2 to 6"),
    (["host", "lm", "--difficulty", "godlike"], "level"),
    (["host", "dig", "--option", "moon=on"], "no option"),
    (["host", "dig", "--option", "michel=maybe"], "takes one of"),
    (["host", "lm", "--code", "abc"], "join code"),
    (["host", "lm", "--players", "2", "--start-when", "3"], "--start-when"),
    (["host", "lm", "--resume", "nothing-here"], "There is no save 'nothing-here.json'"),
])
def test_bad_host_arguments_are_one_line_and_exit_2(argv, said, capsys, tmp_path,
                                                    monkeypatch):
    from gameshelf.tui.cli import shelf_main
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path))
    assert shelf_main(argv) == 2
    err = capsys.readouterr().err
    assert said in err and len(err.strip().splitlines()) == 1


def test_a_host_without_input_waits_quietly_and_starts_when_someone_joins(tmp_path):
    """With stdin closed (no terminal: a pipe, a service) no Enter can come: the host says so
    once, does not repeat "No one has joined yet." without end, and starts on the first join."""
    import os
    import socket
    import subprocess
    import sys
    import time

    with socket.socket() as probe:               # a free port on this machine
        probe.bind(("127.0.0.1", 0))
        port = str(probe.getsockname()[1])
    env = {**os.environ, "LUNCHMONEY_SAVES": str(tmp_path / "s"),
           "LUNCHMONEY_DATA": str(tmp_path / "d"), "XDG_CONFIG_HOME": str(tmp_path / "c")}
    host = subprocess.Popen(
        [sys.executable, "-m", "gameshelf.tui", "host", "lm", "--players", "2", "--port", port,
         "--code", CODE, "--pace", "instant"],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env=env)
    try:
        first = [host.stdout.readline() for _ in range(4)]
        address = first[1].split()[-2]
        time.sleep(0.5)                          # a host that loops would print thousands here
        join = subprocess.run(
            [sys.executable, "-m", "gameshelf.tui", "join", address, CODE, "--name", "Ann"],
            stdin=subprocess.DEVNULL, capture_output=True, text=True, env=env, timeout=60)
        assert "You joined" in join.stdout, join.stdout + join.stderr
    finally:
        host.kill()
        rest = host.communicate(timeout=10)[0]
    told = "".join(first) + rest
    assert "No input to read" in told and told.count("No one has joined yet.") == 0, told[:400]
    assert "The match begins" in told


def test_join_without_a_name_and_without_a_host_says_so_in_one_line(capsys):
    """`join ADDRESS CODE` needs no --name (the table names you); nobody hosting there is one
    line and exit 1, no traceback."""
    import socket

    from gameshelf.tui.cli import shelf_main
    with socket.socket() as probe:               # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert shelf_main(["join", f"127.0.0.1:{port}", CODE]) == 1
    captured = capsys.readouterr()
    said = (captured.out + captured.err).strip()
    assert said.endswith("no table is hosted there") and len(said.splitlines()) == 1, said


async def _told(out: io.StringIO, words: str) -> None:
    while words not in out.getvalue():
        await asyncio.sleep(0.01)


@pytest.mark.parametrize(("lang", "joined", "refused"), [
    ("de", "Du spielst Lunch Money mit, als Ann.", "Das ist nicht der Beitrittscode"),
    ("nl", "Je doet mee aan Lunch Money als Ann.", "Dat is niet de code van deze tafel"),
])
async def test_a_joiner_is_told_the_table_in_their_own_language(lang, joined, refused):
    """The client's own lines and the host's refusals speak the joiner's language (the host
    sends a reason key; the client words it)."""
    from gameshelf.tui.i18n import set_language
    set_language(lang)
    try:
        out, wrong = io.StringIO(), io.StringIO()
        async with served() as (server, address):
            bad = PlainClient(Client(address), Console(out=wrong, inp=io.StringIO(""),
                                                       err=io.StringIO()), lang=lang)
            assert await asyncio.wait_for(bad.play("WRONG2", "Eve"), 5) == 1
            player = PlainClient(Client(address), Console(out=out, inp=io.StringIO(""),
                                                          err=io.StringIO()), lang=lang)
            playing = asyncio.create_task(player.play(CODE, "Ann"))
            await asyncio.wait_for(_told(out, joined), 5)
            playing.cancel()
        assert joined in out.getvalue()
        assert refused in wrong.getvalue()
    finally:
        set_language("en")


class SlowLines(io.StringIO):
    """Typed lines from a player who thinks: each line comes `pause` seconds after asking."""

    def __init__(self, text: str, pause: float) -> None:
        super().__init__(text)
        self.pause = pause

    def readline(self, *args) -> str:
        import time
        time.sleep(self.pause)
        return super().readline(*args)


async def test_a_player_who_thinks_longer_than_the_hosts_ping_keeps_the_seat():
    """The host pings every 0.1 s here; the player answers after 0.6 s: the client reads the
    host's messages while the player thinks, so it answers the pings and is never dropped (it
    was, after about a minute of thinking at a real table)."""
    import dataclasses

    from tests.tui.net.helpers import FAST
    out = io.StringIO()
    console = Console(out=out, inp=SlowLines("1\n" * 4, 0.6), err=io.StringIO())
    pinging = dataclasses.replace(FAST, heartbeat=0.1)
    async with served("lunch-money", 2, seed=7, limits=pinging, drop_wait=0.0) as (server,
                                                                                   address):
        player = PlainClient(Client(address), console)
        playing = asyncio.create_task(player.play(CODE, "Ann"))
        await asyncio.wait_for(_seated(server.table), 5)
        server.table.start()
        await asyncio.sleep(2.0)
        assert server.table.players[0].link is not None, out.getvalue()[-300:]
        assert not server.table.players[0].stand_in
        playing.cancel()
    assert "dropped" not in out.getvalue() and "> 1" in out.getvalue()


async def test_a_taunt_typed_by_number_reads_in_each_players_language():
    """`taunt` lists the game's canned taunts in the player's language; `taunt 3` sends one,
    and every player reads it in their own (Dutch for Ann, German for Bob)."""
    ann_out, bob_out = io.StringIO(), io.StringIO()
    ann_in = io.StringIO("taunt\ntaunt 3\n" + "1\n" * 3000)
    ann = PlainClient(Client(""), Console(out=ann_out, inp=ann_in, err=io.StringIO()), lang="nl")
    bob = PlainClient(Client(""), Console(out=bob_out, inp=io.StringIO("1\n" * 3000),
                                          err=io.StringIO()), lang="de")
    async with served("lunch-money", 2, seed=7) as (server, address):
        ann.client, bob.client = Client(address), Client(address)
        playing = [asyncio.create_task(ann.play(CODE, "Ann")),
                   asyncio.create_task(bob.play(CODE, "Bob"))]
        await asyncio.wait_for(_seated(server.table, 2), 5)
        server.table.start()
        await asyncio.wait_for(asyncio.gather(server.table.run(), *playing), 30)
    assert "  1. Is dat alles wat je hebt?" in ann_out.getvalue()
    assert "    Ann: Geef dat lunchgeld maar hier." in ann_out.getvalue()
    assert "    Ann: Her mit dem Essensgeld." in bob_out.getvalue()


async def test_a_plain_player_who_leaves_takes_the_same_seat_back_by_joining_again(
        tmp_path, monkeypatch):
    """`gameshelf join ADDRESS CODE` again after leaving mid-match: the secret kept from the
    first time takes the seat back (no --secret to copy)."""
    import argparse

    from gameshelf.tui.cli.host import join_plain
    from gameshelf.tui.store.settings import Settings
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))
    async with served("lunch-money", 2, seed=7, drop_wait=0.05) as (server, address):
        args = argparse.Namespace(address=address, code=CODE, name="Ann", secret="",
                                  templates=None)

        def leave_at_once() -> tuple[int, str]:
            out = io.StringIO()
            console = Console(out=out, inp=io.StringIO("quit\n"), err=io.StringIO())
            return join_plain(args, "en", Settings(), console), out.getvalue()
        first = asyncio.create_task(asyncio.to_thread(leave_at_once))
        await asyncio.wait_for(_seated(server.table), 5)
        server.table.start()
        running = asyncio.create_task(server.table.run())
        try:
            code, _told = await asyncio.wait_for(first, 10)
            assert code == 0
            code, told = await asyncio.wait_for(asyncio.to_thread(leave_at_once), 10)
            assert code == 0
            assert "refused" not in told and "You joined Lunch Money as Ann." in told
            assert [p.name for p in server.table.players] == ["Ann"]
        finally:
            running.cancel()


async def test_a_plain_player_whose_connection_drops_gets_back_and_plays_to_the_end():
    """The network drops mid-match: the plain client takes its seat back by itself (with its
    secret, as the table screens do), says so in two lines, tells the match on with the same
    narrator (no second "The match begins"), and plays it to the end."""
    out = io.StringIO()
    console = Console(out=out, inp=io.StringIO("1\n" * 3000), err=io.StringIO())
    async with served("lunch-money", 2, seed=7, drop_wait=5.0) as (server, address):
        player = PlainClient(Client(address), console, rejoin_every=0.05)
        playing = asyncio.create_task(player.play(CODE, "Ann"))
        await asyncio.wait_for(_seated(server.table), 5)
        server.table.start()
        run = asyncio.create_task(server.table.run())
        while "The match begins" not in out.getvalue():
            await asyncio.sleep(0.01)
        first = player.client
        server.table.players[0].link.close()                # the network drops
        await asyncio.wait_for(asyncio.gather(run, playing), 30)
        assert playing.result() == 0
        assert player.client is not first
    told, noticed = out.getvalue(), console.err.getvalue()
    assert "Your connection to the table dropped: trying to get back to your seat…" in noticed
    assert "Back at the table." in noticed
    assert told.count("The match begins") == 1 and told.count("You joined") == 1
    assert "The match is over." in told
