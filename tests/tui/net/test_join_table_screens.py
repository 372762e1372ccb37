"""`gameshelf join` on the table screens (tui.net.remote): a seat at a hosted table played on
the same Textual table a solo player knows, through the host, over 127.0.0.1."""

from __future__ import annotations

import asyncio

import pytest

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.net.client import Client
from gameshelf.tui.net.remote import Pump, RemoteDriver, seat_match
from tests.tui.net.helpers import CODE, served

GAMES = ("dig-your-way-out", "dumm-gelaufen", "lunch-money")


async def _seat(address: str, lang: str = "en") -> tuple[Pump, object, object]:
    pump = Pump(Client(address))
    await asyncio.to_thread(pump.join, CODE, "Ann", lang)
    match, first = await asyncio.to_thread(seat_match, pump, lang, say=lambda _line: None)
    return pump, match, first


@pytest.mark.parametrize("game", GAMES)
def test_a_joiner_plays_on_the_table_screens_and_sees_only_their_seat(game, tmp_path,
                                                                      monkeypatch):
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))

    async def main() -> None:
        async with served(game, players=2, seed=11, level="random") as (server, address):
            task = asyncio.create_task(_seat(address))
            while not server.table.players:
                await asyncio.sleep(0.01)
            server.table.start()
            pump, match, first = await asyncio.wait_for(task, 10)
            run = asyncio.create_task(server.table.run())
            app = ShelfApp(match=match, remote=(pump, first), game=match.game_key,
                           one_game=True, settings_path=None)
            try:
                async with app.run_test(size=(100, 32)) as pilot:
                    table = app.screen
                    driver = table.driver
                    assert isinstance(driver, RemoteDriver)
                    moves = 0
                    for _ in range(2000):
                        await pilot.pause(0.02)
                        if driver.is_over or moves >= 12:
                            break
                        if driver.seat_decides(match.human) and not driver.pending:
                            table.act(driver.legal()[0])
                            moves += 1
                    host = server.table.driver
                    assert moves >= 3 or driver.is_over, "the joiner never got to move"
                    # What the table shows is the host's view of this seat, nothing more.
                    await pilot.pause(0.3)
                    assert len(host.match.history) >= moves
                    assert driver.view(match.human) == host.view(match.human) or \
                        driver.at < len(host.match.history)
                    log = app.screen.query_one("FightLog")
                    assert log.plain, "the fight log told nothing"
                    # Table talk goes round the table, and comes back into our log.
                    assert table.table_talk("say good luck \x1b[2Jeveryone")
                    for _ in range(100):
                        await pilot.pause(0.02)
                        if any("good luck" in line for line in log.plain):
                            break
                    said = [line for line in log.plain if "good luck" in line]
                    assert said == ["Ann: good luck everyone"], said   # control codes stripped
                    # `taunt` lists the game's taunts; `taunt 1` sends the first, which comes
                    # back in this player's language under their name.
                    from gameshelf.tui.narration.taunts import taunt_lines
                    first_taunt = taunt_lines(match.game_key, match.lang)[0]
                    assert table.table_talk("taunt")
                    assert any(line.startswith("Taunts: type") for line in log.plain)
                    assert any(line.endswith(f"1. {first_taunt}") for line in log.plain)
                    assert table.table_talk("taunt 1")
                    for _ in range(100):
                        await pilot.pause(0.02)
                        if any(line.endswith(f"Ann: {first_taunt}") for line in log.plain):
                            break
                    assert any(line.endswith(f"Ann: {first_taunt}") for line in log.plain)
                    # The talk key opens the command line with `say ` typed.
                    table.set_focus(None)
                    await pilot.press("apostrophe")
                    line = table.query_one("CommandLine")
                    assert line.has_focus and line.value == "say "
                    seen = []
                    driver.notify = lambda text, **kw: seen.append(text)
                    await pilot.press(*"gg")
                    typed = line.value
                    await pilot.press("enter")
                    for _ in range(100):
                        await pilot.pause(0.02)
                        if "Ann: gg" in log.plain:
                            break
                    assert "Ann: gg" in log.plain, (typed, line.value, log.plain[-5:], seen)
                    # The host keeps the match: no save, no take-back here.
                    saved = len(list((tmp_path / "saves").glob("*")))
                    table.action_save("mine")
                    table.action_take_back()
                    await pilot.pause()
                    assert any("The host keeps this match" in line for line in log.plain)
                    assert len(list((tmp_path / "saves").glob("*"))) == saved
            finally:
                run.cancel()
                await asyncio.to_thread(pump.close)     # the host's loop answers its close

    asyncio.run(main())


def test_join_a_table_from_the_title_screen(tmp_path, monkeypatch):
    """`j` on the title screen (or the palette's Join a table): address, code, name, Enter;
    the lobby shows in the dialog, and once the host deals, the table."""
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))

    async def main() -> None:
        async with served("dumm-gelaufen", players=3, seed=4, level="random") as (server,
                                                                                   address):
            app = ShelfApp(start="title", seed=1, settings_path=None)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.press("j")
                await pilot.pause()
                dialog = app.screen
                assert type(dialog).__name__ == "JoinDialog"
                await pilot.press(*address, "enter", *"wrong1", "enter")
                name = dialog.query_one("#join-name")
                name.value = "Bo"
                await pilot.press("enter")
                # A wrong code: the dialog says so and stays.
                for _ in range(200):
                    await pilot.pause(0.02)
                    if "refused" in str(dialog.query_one("#join-status").render()):
                        break
                assert "The host refused" in str(dialog.query_one("#join-status").render())
                assert app.screen is dialog
                code = dialog.query_one("#join-code")
                code.value = CODE
                await pilot.click("#join")
                for _ in range(200):
                    await pilot.pause(0.02)
                    if server.table.players:
                        break
                assert [p.name for p in server.table.players] == ["Bo"]
                server.table.start()
                run = asyncio.create_task(server.table.run())
                try:
                    for _ in range(300):
                        await pilot.pause(0.02)
                        if isinstance(getattr(app.screen, "driver", None), RemoteDriver):
                            break
                    table = app.screen
                    assert isinstance(table.driver, RemoteDriver)
                    assert table.match.names[table.match.human] == "Bo"
                finally:
                    run.cancel()
                    await asyncio.to_thread(table.driver.pump.close)

    asyncio.run(main())


def test_host_a_table_from_the_title_screen_and_play_a_seat_at_it(tmp_path, monkeypatch):
    """`o` on the title screen: the table opens on 127.0.0.1, its lobby shows who joined, Start
    deals, and the host sits at its own table's screens, a friend at theirs. The host, who
    chose no name, is known by the login name (a solo table's "You" would read to the friend
    as the friend's own seat)."""
    monkeypatch.setenv("LOGNAME", "ann")
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))
    from tests.tui.net.helpers import joined, until

    async def main() -> None:
        app = ShelfApp(start="title", seed=1, settings_path=None, game="dig-your-way-out")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("o")
            await pilot.pause()
            dialog = app.screen
            assert type(dialog).__name__ == "HostDialog"
            dialog.query_one("#host-port").value = "0"          # any free port
            await pilot.click("#host-open")
            for _ in range(200):
                await pilot.pause(0.02)
                if dialog.server is not None and dialog.server.table.players:
                    break
            server = dialog.server
            assert server is not None and [p.name for p in server.table.players] == ["Ann"]
            code = server.table.config.code
            friend = await joined(dialog.address, "Friend", code=code)
            await pilot.pause(0.1)
            status = str(dialog.query_one("#host-status").render())
            assert code in status and "Friend" in status and "Ann" in status
            await pilot.click("#host-start")
            start = await asyncio.wait_for(until(friend, "start"), 10)
            assert start["names"][:2] == ["Ann", "Friend"]
            for _ in range(300):
                await pilot.pause(0.02)
                if isinstance(getattr(app.screen, "driver", None), RemoteDriver):
                    break
            table = app.screen
            assert isinstance(table.driver, RemoteDriver)
            assert table.match.human == 0 and table.match.names[1] == "Friend"
            await friend.close()
            await asyncio.to_thread(table.driver.pump.close)

    asyncio.run(main())


def test_a_hosted_match_played_to_the_end_counts_in_the_joiners_stats(tmp_path, monkeypatch):
    """The last view's sample knows who won, as the host does: the game-over screen and the
    joiner's stats agree with the host's outcome."""
    import random

    from gameshelf.tui.store.stats import load_stats
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    rng = random.Random(3)

    async def main() -> None:
        # seed 3: a short heads-up match (seed 5 played twice as long to the same end)
        async with served("lunch-money", players=2, seed=3, level="random") as (server, address):
            task = asyncio.create_task(_seat(address))
            while not server.table.players:
                await asyncio.sleep(0.01)
            server.table.start()
            pump, match, first = await asyncio.wait_for(task, 10)
            run = asyncio.create_task(server.table.run())
            app = ShelfApp(match=match, remote=(pump, first), game=match.game_key,
                           one_game=True, settings_path=None)
            try:
                async with app.run_test(size=(100, 32)) as pilot:
                    table = app.screen
                    driver = table.driver
                    for _ in range(5000):
                        await pilot.pause(0.005)
                        if driver.decision() is None:
                            break
                        if driver.seat_decides(match.human) and not driver.pending:
                            table.act(rng.choice(list(driver.legal())))
                    await pilot.pause(0.2)
                    host = server.table.driver
                    real = host.game.outcome(host.match.state)
                    assert real is not None, "the match did not end"
                    assert driver.game.outcome(match.state).winners == real.winners
                    records = load_stats().of("lunch-money")
                    assert sum(r.played for r in records.values()) == 1
                    await _shows_the_game_over(app, pilot)
            finally:
                run.cancel()
                await asyncio.to_thread(pump.close)

    asyncio.run(main())


async def _shows_the_game_over(app, pilot) -> None:
    """The joiner's game-over screen: no rematch (the host closed the table with the match:
    `r` does nothing) and no look back, but a line that says how to play on together."""
    from gameshelf.tui.screens.game_over import GameOverBase
    for _ in range(400):
        if isinstance(app.screen, GameOverBase):
            break
        await pilot.press("space")            # hurry the last lines of the log on
        await pilot.pause(0.02)
    over = app.screen
    assert isinstance(over, GameOverBase)
    assert not over.query("#rematch") and not over.query("#look-back")
    assert "the host opens a new table" in str(over.query_one("#table-closed").render())
    await pilot.press("r")
    await pilot.pause(0.1)
    assert app.screen is over


def test_a_name_at_a_table_is_the_chosen_one_else_the_login_name(monkeypatch):
    from gameshelf.tui.net.names import table_name
    monkeypatch.setenv("LOGNAME", "bo")
    assert table_name("Cleo", "You", "Host") == "Cleo"          # play --name, a typed name
    assert table_name("You", "You", "Host") == "Bo"             # the solo default: the login
    assert table_name("  ", "Jij", "Host") == "Bo"
    for var in ("LOGNAME", "USER", "LNAME", "USERNAME"):
        monkeypatch.setenv(var, "")
    import getpass
    monkeypatch.setattr(getpass, "getuser", lambda: (_ for _ in ()).throw(OSError("none")))
    assert table_name("You", "You", "Host") == "Host"            # no login name at all


def test_join_on_the_table_screens_plays_in_the_language_asked(monkeypatch):
    """`gameshelf join ... --lang de`: the table screens speak German, whatever the Language
    setting says (the app was once started in the setting's language)."""
    import argparse
    from types import SimpleNamespace

    import gameshelf.tui.app.shell as shell
    import gameshelf.tui.net.remote as remote
    from gameshelf.tui.cli.host import join_table
    from gameshelf.tui.store.settings import Settings
    started: dict = {}

    class App:
        def __init__(self, **kw) -> None:
            started.update(kw)

        def run(self) -> None:
            started["ran"] = True
    monkeypatch.setattr(shell, "ShelfApp", App)
    monkeypatch.setattr(shell, "exit_code", lambda app: 0)
    pump = SimpleNamespace(close=lambda: None)
    monkeypatch.setattr(remote, "sit_down", lambda *a, **k: (
        pump, SimpleNamespace(game_key="dumm-gelaufen"), None))
    args = argparse.Namespace(address="127.0.0.1:9", code=CODE, name="Bo", secret="",
                              templates=None)
    assert join_table(args, "de", Settings()) == 0
    assert started["ran"] and started["lang"] == "de"


def test_the_talk_key_at_a_solo_table_says_what_it_is_for(tmp_path, monkeypatch):
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("LUNCHMONEY_DATA", str(tmp_path / "data"))

    async def main() -> None:
        app = ShelfApp(start="play", seed=1, settings_path=None, game="dumm-gelaufen")
        async with app.run_test(size=(100, 32)) as pilot:
            await pilot.pause()
            await pilot.press("apostrophe")
            await pilot.pause()
            log = app.screen.query_one("FightLog")
            assert any(line.startswith("Table talk is for hosted tables") for line in log.plain)
            assert not app.screen.query_one("CommandLine").value

    asyncio.run(main())
