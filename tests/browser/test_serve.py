"""`serve` in a real browser: Debian's Chromium opens the page textual-serve makes, and the
game is played through it — keys, a click, a few turns, a save — in a session of its own."""

from __future__ import annotations

import pytest

from tests.browser.terminal import Terminal

VIEWPORT = {"width": 1280, "height": 860}     # room for the table at the default font size


def open_session(browser, served) -> tuple[object, Terminal]:
    """A new browser session (its own cookies) on the served app's title screen."""
    context = browser.new_context(viewport=VIEWPORT, locale="en-US")
    page = context.new_page()
    page.set_default_timeout(30_000)
    terminal = Terminal(page)
    page.goto(served.url)
    return context, terminal


def test_the_title_renders(browser, served):
    context, term = open_session(browser, served)
    term.wait_for("New match")
    print(term.text())
    assert 0
