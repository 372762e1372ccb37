"""`serve` without a browser: its command line, Ctrl+C, the session cookie, and the
environment each session's app is started with."""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import subprocess
import sys

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
