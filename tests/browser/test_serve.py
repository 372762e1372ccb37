"""`serve` in a real browser: Debian's Chromium opens the page textual-serve makes, and the
game is played through it (keys, a click, a few turns, a save), each browser session with
folders of its own."""

from __future__ import annotations

import json
import time

import pytest

from tests.browser.terminal import WAIT_SECONDS, Terminal

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)

VIEWPORT = {"width": 1280, "height": 860}     # room for the table at the page's font size
TURNS = 3                                     # of ours, each passed
PLAY_SECONDS = 180                            # for those turns, bots' included
SEED = 7


def open_session(browser, served):
    """A new browser session (its own cookies) on the served app's title screen."""
    context = browser.new_context(viewport=VIEWPORT, locale="en-US")
    page = context.new_page()
    page.set_default_timeout(WAIT_SECONDS * 1000)
    terminal = Terminal(page)
    page.goto(served.url)
    terminal.wait_for("New match")
    terminal.focus()
    return context, terminal


def command(term: Terminal, text: str) -> None:
    """Type a command at the table: ':' opens the command line, Enter runs it."""
    term.press(":")
    term.wait_for("Esc back to keys")    # the command line has the focus: letters go there
    term.type(text)
    term.wait_for(text)
    term.press("Enter")


def play_turns(term: Terminal, turns: int) -> None:
    """Pass `turns` of our turns; any other question is answered with Enter (take the hit, no
    Humiliation), and Enter hurries the bots. The seed keeps us standing that long."""
    deadline = time.monotonic() + PLAY_SECONDS
    while turns:
        assert time.monotonic() < deadline, f"{turns} turns left after {PLAY_SECONDS}s:\n" \
                                            f"{term.text()}"
        screen = term.text()
        if "Your turn" in screen:
            command(term, "pass")
            turns -= 1
            term.wait_for_gone("Your turn")
        else:
            term.press("Enter")
            term.wait_for_change(screen)


def passes(saved: dict) -> int:
    """How many turns the player (seat 0) passed in a saved match."""
    return sum(event[:2] == ["Passed", 0] for _, events in saved["history"] for event in events)


def test_a_match_is_played_and_saved_in_the_sessions_own_folder(browser, served):
    context, term = open_session(browser, served)
    assert "Lunch Money" in term.text()
    term.press("n")                                   # a key reaches the title screen
    term.click("random")                              # a click reaches the new-match form:
    term.type(str(SEED))                              # the seed field (a fight we survive)
    term.wait_for(str(SEED))
    term.click("Start the fight")
    term.wait_for("Your turn", "any key")
    play_turns(term, TURNS)
    command(term, "save web test")
    term.wait_for("Saved")
    folder = served.folder(context)
    saved = json.loads((folder / "saves" / "web-test.json").read_text())
    assert passes(saved) == TURNS and saved["match"]["seed"] == SEED

    other, other_term = open_session(browser, served)
    assert served.folder(other) != folder
    other_term.press("l")
    other_term.wait_for("Load a match")
    assert "web test" not in other_term.text()

    term.page.reload()                                # the same browser: its saves are there
    term.wait_for("New match")
    term.focus()
    term.press("l")
    term.wait_for("web test")
