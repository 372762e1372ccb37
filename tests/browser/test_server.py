"""`serve` without a browser: its command line, Ctrl+C, the session cookie, and the
environment each session's app is started with."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time

import pytest

from gameshelf.tui.cli import shelf_main
from gameshelf.tui.web.sessions import COOKIE, new_token
from tests.browser.conftest import STOP_SECONDS


def _run(argv, capsys) -> tuple[int, str]:
    try:
        code = shelf_main(argv)
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    assert out == ""
    return code, err


@pytest.mark.parametrize(("argv", "said"), [
    (["serve", "--port", "0"], "expected a port from 1 to 65535, got 0"),
    (["serve", "--port", "65536"], "expected a port from 1 to 65535, got 65536"),
    (["serve", "--port", "http"], "expected a whole number"),
    (["serve", "--host", " "], "expected a host name or address"),
    (["serve", "--host", "192.0.2.1"], "cannot serve on 192.0.2.1:8000: "),   # not ours
    (["--saves", "elsewhere", "serve"], "--saves does not apply"),
])
def test_a_bad_address_is_one_line_and_exit_2(argv, said, capsys):
    code, err = _run(argv, capsys)
    assert code == 2 and said in err and len(err.splitlines()) == 1


def test_a_host_that_does_not_exist_is_one_line(monkeypatch, capsys):
    def no_such_host(*args, **kwargs):
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_such_host)
    code, err = _run(["serve", "--host", "nowhere.invalid"], capsys)
    assert (code, err) == (2, "gameshelf: cannot serve on nowhere.invalid: no such host\n")


def test_a_port_in_use_is_one_line(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, err = _run(["serve", "--port", str(port)], capsys)
    assert code == 2
    assert err == f"gameshelf: port {port} is already in use on 127.0.0.1: choose another " \
                  "with --port\n"


def test_ctrl_c_ends_serve_quietly(served):
    served.process.send_signal(signal.SIGINT)
    assert served.process.wait(timeout=STOP_SECONDS) == 0
    assert served.log.read_text() == f"Serving Game Shelf at {served.url.rstrip('/')} — " \
                                     "press Ctrl+C to stop.\n"


def test_the_app_starts_without_the_web_server():
    """textual-serve and aiohttp load only for `serve`: every other command starts as fast."""
    code = ("import sys, tui.cli; tui.cli.build_parser('gameshelf'); "
            "print(sorted(m for m in ('textual_serve', 'aiohttp') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, check=True).stdout
    assert out.strip() == "[]"


# --- the server itself, in this process --------------------------------------------------------

ENV_DUMP = "import json, os, sys; open(sys.argv[1], 'w').write(json.dumps(dict(os.environ)))"


def _server(tmp_path, command="true"):
    from gameshelf.tui.web.server import ShelfServer
    return ShelfServer(command, host="127.0.0.1", port=8000, title="Game Shelf",
                       sessions=tmp_path / "sessions")


async def test_the_page_gives_a_browser_its_session_cookie_once(tmp_path):
    from aiohttp.test_utils import TestClient, TestServer
    app = await _server(tmp_path)._make_app()
    async with TestClient(TestServer(app)) as client:
        first = await client.get("/")
        token = first.cookies[COOKIE].value
        assert first.status == 200 and len(token) == 32
        again = await client.get("/")          # the cookie jar sends it back
        assert COOKIE not in again.cookies
    async with TestClient(TestServer(app)) as forger:
        fixed = await forger.get("/", headers={"Cookie": f"{COOKIE}=../../etc"})
        assert fixed.cookies[COOKIE].value not in ("../../etc", token)


async def test_the_page_points_back_where_the_browser_found_it(tmp_path):
    """A browser on http://localhost:… keeps its cookie on the websocket (textual-serve alone
    would send it to the --host address, 127.0.0.1, another site to the browser)."""
    from aiohttp.test_utils import TestClient, TestServer
    async with TestClient(TestServer(await _server(tmp_path)._make_app())) as client:
        page = await (await client.get("/", headers={"Host": "localhost:8123"})).text()
    assert 'data-session-websocket-url="ws://localhost:8123/ws"' in page


async def test_each_session_starts_its_app_in_its_own_folders(tmp_path):
    """What textual-serve runs gets the folders of the cookie's session and the browser's
    language, not the server's."""
    from aiohttp.test_utils import TestClient, TestServer
    dump = tmp_path / "env.json"
    command = subprocess.list2cmdline([sys.executable, "-c", ENV_DUMP, str(dump)])
    server = _server(tmp_path, command)
    token = new_token()
    async with TestClient(TestServer(await server._make_app())) as client:
        client.session.cookie_jar.update_cookies({COOKIE: token})
        async with client.ws_connect("/ws", headers={"Accept-Language": "de-DE,de;q=0.9"}):
            for _ in range(300):                      # 30 s at most
                if dump.exists() and dump.stat().st_size:
                    break
                await asyncio.sleep(0.1)
    env = json.loads(dump.read_text())
    folder = tmp_path / "sessions" / token
    assert env["XDG_CONFIG_HOME"] == str(folder / "config")
    assert env["LUNCHMONEY_SAVES"] == str(folder / "saves")
    assert env["LUNCHMONEY_DATA"] == str(folder / "data")
    assert env["LANGUAGE"] == "de"
    assert env["TEXTUAL_DRIVER"].endswith("WebDriver")
    assert not server.apps                            # the app ended and was reaped


# --- whom the server answers, and how much it starts ------------------------------------------

APP_UNTIL_QUIT = "head -c 1"     # an app process that runs until textual-serve tells it to quit


def _client(server):
    from aiohttp.test_utils import TestClient, TestServer

    async def make():
        return TestClient(TestServer(await server._make_app()))
    return make()


@pytest.mark.parametrize("path", ["/", "/ws", "/static/css/xterm.css"])
async def test_a_request_under_another_name_is_refused(tmp_path, path):
    """A DNS-rebinding page (evil.example resolved to 127.0.0.1) gets one sentence, no page,
    no websocket, no file."""
    server = _server(tmp_path)
    async with await _client(server) as client:
        client.session.cookie_jar.update_cookies({COOKIE: new_token()})
        answer = await client.get(path, headers={"Host": "evil.example:8000"})
        assert answer.status == 421
        assert await answer.text() == "This server does not answer to that name.\n"
        fine = await client.get("/static/css/xterm.css", headers={"Host": "[::1]:8000"})
        assert fine.status == 200
    assert not (tmp_path / "sessions").exists()


async def test_an_allowed_host_is_answered(tmp_path):
    from gameshelf.tui.web.server import ShelfServer
    server = ShelfServer("true", host="127.0.0.1", port=8000, title="Game Shelf",
                         sessions=tmp_path / "sessions", allow_hosts=["Games.Example"])
    async with await _client(server) as client:
        for name, status in [("games.example", 200), ("localhost:9000", 200),
                             ("127.0.0.1:8000", 200), ("other.example", 421), ("", 421)]:
            assert (await client.get("/", headers={"Host": name})).status == status, name


async def test_a_websocket_from_another_sites_page_starts_nothing(tmp_path):
    import aiohttp
    server = _server(tmp_path, APP_UNTIL_QUIT)
    async with await _client(server) as client:
        client.session.cookie_jar.update_cookies({COOKIE: new_token()})
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect("/ws", headers={"Origin": "http://evil.example"})
        assert refused.value.status == 403
        assert not server.places and not server.apps
        own = f"http://{client.server.host}:{client.server.port}"
        async with client.ws_connect("/ws", headers={"Origin": own}):
            assert sum(server.places.values()) == 1
    assert len(list((tmp_path / "sessions").iterdir())) == 1      # the accepted one's only


async def test_a_websocket_without_the_pages_cookie_makes_no_session(tmp_path):
    """A script that skips the page gets no app and leaves no folder."""
    import aiohttp
    server = _server(tmp_path, APP_UNTIL_QUIT)
    async with await _client(server) as client:
        for cookie in ({}, {COOKIE: "../../etc"}):
            client.session.cookie_jar.clear()
            client.session.cookie_jar.update_cookies(cookie)
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect("/ws")
            assert refused.value.status == 403
    assert not server.apps and not (tmp_path / "sessions").exists()


@pytest.fixture
def quick_refusals(monkeypatch):
    """A bound reached is refused at once (a reloaded tab's wait is for real browsers)."""
    import gameshelf.tui.web.server as web_server
    monkeypatch.setattr(web_server, "ROOM_WAIT_SECONDS", 0.2)
    monkeypatch.setattr(web_server, "ROOM_POLL_SECONDS", 0.05)


async def test_one_browser_runs_at_most_two_apps(tmp_path, quick_refusals):
    import aiohttp
    server = _server(tmp_path, APP_UNTIL_QUIT)
    async with await _client(server) as client:
        client.session.cookie_jar.update_cookies({COOKIE: new_token()})
        async with client.ws_connect("/ws"), client.ws_connect("/ws"):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect("/ws")
            assert refused.value.status == 429
            page = await client.get("/", headers={"Accept-Language": "nl"})
            assert page.status == 429 and page.content_type == "text/html"
            assert "Deze browser heeft hier al 2 spellen open" in await page.text()
            assert len(server.apps) == 2
        for _ in range(100):                       # both apps told to quit, and gone
            if not server.places:
                break
            await asyncio.sleep(0.05)
        assert (await client.get("/")).status == 200


async def test_the_server_runs_at_most_max_apps(tmp_path, quick_refusals):
    import aiohttp

    from gameshelf.tui.web.server import ShelfServer
    server = ShelfServer(APP_UNTIL_QUIT, host="127.0.0.1", port=8000, title="Game Shelf",
                         sessions=tmp_path / "sessions", max_apps=2)
    def visitor() -> dict[str, str]:
        return {"Cookie": f"{COOKIE}={new_token()}"}

    async with await _client(server) as client, \
            client.ws_connect("/ws", headers=visitor()), client.ws_connect("/ws", headers=visitor()):
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect("/ws", headers=visitor())
        assert refused.value.status == 503
        page = await client.get("/", headers={"Accept-Language": "de"})
        assert page.status == 503
        assert "Der Server ist voll: 2 Spiele laufen gerade." in await page.text()
        assert COOKIE in page.cookies                # a newcomer still gets its session
        assert len(server.apps) == 2


def test_max_apps_is_the_servers_default():
    from gameshelf.tui.cli.serve import DEFAULT_MAX_APPS
    from gameshelf.tui.web.limits import MAX_APPS
    assert DEFAULT_MAX_APPS == MAX_APPS


@pytest.mark.parametrize(("argv", "said"), [
    (["serve", "--max-apps", "0"], "expected a number of at least 1, got 0"),
    (["serve", "--allow-host", " "], "expected a host name or address"),
])
def test_a_bad_bound_or_name_is_one_line_and_exit_2(argv, said, capsys):
    code, err = _run(argv, capsys)
    assert code == 2 and said in err and len(err.splitlines()) == 1


async def test_idle_sessions_are_removed_when_the_server_starts(tmp_path):
    old, recent = new_token(), new_token()
    for token in (old, recent):
        (tmp_path / "sessions" / token / "saves").mkdir(parents=True)
    month_ago = time.time() - 31 * 24 * 3600
    for path in (tmp_path / "sessions" / old / "saves", tmp_path / "sessions" / old):
        os.utime(path, (month_ago, month_ago))
    server = _server(tmp_path)
    async with await _client(server):
        assert sorted(p.name for p in (tmp_path / "sessions").iterdir()) == [recent]
        assert server._sweeper is not None and not server._sweeper.done()
    assert server._sweeper.done()                  # stopped with the server


def _ask_raw(url: str, request: bytes) -> bytes:
    """What the server at `url` answers to `request`, sent as raw bytes."""
    from urllib.parse import urlsplit
    where = urlsplit(url)
    with socket.create_connection((where.hostname, where.port), timeout=STOP_SECONDS) as sock:
        sock.sendall(request)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    return answer


def test_a_huge_cookie_is_one_line_each_way(served):
    """A 100 kB cookie: a 400 of one line, and one line in the log, no traceback."""
    host = served.url.split("/")[2]
    answer = _ask_raw(served.url, f"GET / HTTP/1.1\r\nHost: {host}\r\n"
                                  f"Cookie: {COOKIE}={'x' * 100_000}\r\n\r\n".encode())
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.") and b" 400 " in head.split(b"\r\n")[0]
    assert len(body.strip().splitlines()) == 1
    for _ in range(50):
        if "refused" in served.log.read_text():
            break
        time.sleep(0.05)
    lines = served.log.read_text().splitlines()
    assert lines[1:] == ["refused a request from 127.0.0.1: its headers are too large or "
                         "malformed"]
    assert "Traceback" not in served.log.read_text()


def test_a_bad_request_is_logged_in_one_line(caplog):
    """The filter on aiohttp's log, as the server installs it."""
    import logging

    from aiohttp.http_exceptions import LineTooLong

    from gameshelf.tui.web.server import say_bad_requests_in_one_line
    say_bad_requests_in_one_line()
    say_bad_requests_in_one_line()                 # installed once
    log = logging.getLogger("aiohttp.server")
    try:
        raise LineTooLong("x" * 100, "8190")
    except LineTooLong:
        log.exception("Error handling request from %s", "10.0.0.7")
    record, = caplog.records
    assert record.getMessage() == \
        "refused a request from 10.0.0.7: its headers are too large or malformed"
    assert record.exc_info is None and record.levelname == "WARNING"
    assert sum(type(f).__name__ == "BadRequestInOneLine" for f in log.filters) == 1
