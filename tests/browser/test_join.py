"""A browser visitor of `serve` joins a friend's hosted table (issue 30: "a browser visitor of
`gameshelf serve` can join a table too"): Join a table on the served title screen, the
address and code a host printed, and the browser sits down at the table screens, its seat
played through the host, over 127.0.0.1."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from tests.browser.conftest import STOP_SECONDS, free_port
from tests.browser.test_serve import command, open_session

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)

CODE = "K7QX3M"
FOCUS_MOVES_MS = 600    # keys sent at once would reach the field Enter leaves (Textual moves
                        # the focus after the key that asks for it is handled)


@pytest.fixture
def hosted(tmp_path):
    """`gameshelf host lunch-money` for two on a free port of 127.0.0.1, dealing as soon as
    one friend has joined (the other seat a bot); its address and its output so far."""
    port = free_port()
    log = tmp_path / "host.log"
    env = {**os.environ, "LANG": "C.UTF-8", "PYTHONUNBUFFERED": "1"}
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "gameshelf.tui", "host", "lunch-money", "--players", "2",
             "--code", CODE, "--port", str(port), "--start-when", "1", "--seed", "7"],
            stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env)
    try:
        yield f"127.0.0.1:{port}", log
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=STOP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    assert "Traceback" not in log.read_text(), log.read_text()


def test_a_browser_visitor_joins_a_hosted_table_and_plays_their_seat(browser, served, hosted):
    address, host_log = hosted
    _context, term = open_session(browser, served)
    term.press("j")                                   # Join a table, from the title screen
    term.wait_for("Join a table")
    term.type(address)
    term.wait_for(address)
    term.press("Enter")                               # on to the code field: the focus moves
    term.page.wait_for_timeout(FOCUS_MOVES_MS)        # once Enter is taken in (a person's pace)
    term.type(CODE)
    term.wait_for(CODE)
    assert not any(address in row and CODE in row for row in term.rows()), term.text()
    term.press("Enter")                               # the name field has a name: join
    term.wait_for("Your turn", "any key", timeout=60)  # the host dealt: the table screens
    assert "joined (1/2)" in host_log.read_text()
    command(term, "say hello from the browser")       # table talk comes back from the host
    term.wait_for(": hello from the browser")
    command(term, "pass")                             # a move, taken by the host's table
    term.wait_for_gone("Your turn")
