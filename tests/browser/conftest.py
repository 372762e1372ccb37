"""The browser tests' setup: `serve` on a free port, and Debian's Chromium driven by
playwright. Without either, every test here is skipped, saying how to get them
(`make test-browser` installs both)."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("GAMESHELF_CHROMIUM", "/usr/bin/chromium")
# Chromium as a test needs it: no GPU, sandbox or network of its own (no update checks, sync,
# QUIC), nothing but the page.
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]
START_SECONDS = 30      # the server answers within this, or the test fails
STOP_SECONDS = 15       # Ctrl+C ends the server within this


def _missing() -> str | None:
    """Why the browser tests cannot run here, if they cannot."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (make test-browser installs it)"
    if not (os.access(CHROMIUM, os.X_OK) or shutil.which(CHROMIUM)):
        return (f"no Chromium at {CHROMIUM} (make test-browser installs Debian's chromium; "
                "GAMESHELF_CHROMIUM names another)")
    return None


def pytest_collection_modifyitems(config, items):
    """Skip the tests that need a browser (not the server's own) when there is none."""
    reason = _missing()
    if reason:
        skip = pytest.mark.skip(reason=reason)
        for item in items:
            if "browser" in getattr(item, "fixturenames", ()):
                item.add_marker(skip)


@dataclass
class Served:
    """A running `gameshelf serve`: where to point a browser, where sessions keep files."""

    url: str
    sessions: Path
    process: subprocess.Popen
    log: Path

    def folder(self, context) -> Path:
        """The folder of the browser session `context` is (named by its cookie)."""
        from gameshelf.tui.web.sessions import COOKIE
        token = next(c["value"] for c in context.cookies() if c["name"] == COOKIE)
        return self.sessions / token


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_until_up(url: str, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"serve ended with {process.returncode}:\n{log.read_text()}")
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=2):
            return
        time.sleep(0.2)
    raise AssertionError(f"serve did not answer in {START_SECONDS}s:\n{log.read_text()}")


@pytest.fixture
def served(tmp_path):
    """`gameshelf serve` on a free port of 127.0.0.1; stopped with Ctrl+C (SIGINT) after the
    test, which must end it quietly."""
    port = free_port()
    log = tmp_path / "serve.log"
    env = {**os.environ, "LANG": "C.UTF-8", "PYTHONUNBUFFERED": "1"}
    env.pop("LANGUAGE", None)
    with log.open("w") as out:
        process = subprocess.Popen([sys.executable, "-m", "gameshelf.tui", "serve", "--port", str(port)],
                                   stdout=out, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}/"
    try:
        _wait_until_up(url, process, log)
        yield Served(url, Path(os.environ["LUNCHMONEY_DATA"]) / "web-sessions", process, log)
    finally:
        process.send_signal(signal.SIGINT)
        try:
            code = process.wait(timeout=STOP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            raise AssertionError(f"Ctrl+C did not stop serve:\n{log.read_text()}") from None
    assert code == 0, log.read_text()
    assert "Traceback" not in log.read_text(), log.read_text()


@pytest.fixture
def browser():
    """Debian's Chromium, headless, through playwright (never playwright's own download)."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS,
                                     headless=True, timeout=START_SECONDS * 1000)
        try:
            yield chromium
        finally:
            chromium.close()
