"""Helpers for the TUI tests: scenario matches, waiting for the table to settle."""

from __future__ import annotations

import asyncio

from textual.events import Key

from gameshelf.engine.core.cast import PERSONAS
from gameshelf.engine.lunch_money import (
    DecisionKind,
    Decline,
    Scenario,
    apply,
    current_decision,
    legal_actions,
)
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.match import Match
from gameshelf.tui.narration import narrator_for


def settle(state, human: int = 0):
    """Let bots decline every window until the human (or a bot's real choice) decides."""
    while state.winner is None:
        d = current_decision(state)
        only_no = legal_actions(state) == [Decline()]
        if not only_no or (d.seat == human and d.kind is not DecisionKind.INTERRUPT):
            return state
        state, _ = apply(state, Decline())
    return state


def scenario_match(builder: Scenario, *actions, names=None, always_ask=False,
                   difficulty="random") -> Match:
    """A Match at a position set up by the scenario builder, after `actions` are applied."""
    state = builder.build()
    for a in actions:
        state = settle(state, human=-1)
        state, _ = apply(state, a(state) if callable(a) else a)
    state = settle(state)
    names = tuple(state.names)
    personas = (None, *(p.key for p in PERSONAS[:len(names) - 1]))
    match = Match(state=state, names=names, personas=personas, difficulty=difficulty, lang="en",
                  seed=0, human=0, bot_seeds=("", *(f"t:{s}" for s in range(1, len(names)))),
                  pace=0.0, game_settings={"always_ask": always_ask}, game_key="lunch-money")
    match.narrator = narrator_for(match)
    return match


def table_app(match: Match, **kw) -> ShelfApp:
    return ShelfApp(match=match, pace=0, fresh=True, **kw)


async def until(pilot, condition, timeout: float = 30.0) -> None:
    """Pause the pilot until condition() is true (bots think in threads). The timeout only
    stops a hung test; it is generous so that a loaded machine does not fail it."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        if loop.time() > end:
            raise AssertionError("timed out waiting for the table")
        await pilot.pause(0.01)


def human_deciding(app) -> bool:
    from gameshelf.tui.games.lunch_money.table import TableScreen
    s = app.screen
    return isinstance(s, TableScreen) and s.mode == "decide"


NAMES = ["You", "Bruno", "Vicky", "Dex"]


class ScriptedBot:
    """A stand-in bot for tests of the table: `choose(view)` is the given function."""

    def __init__(self, choose) -> None:
        self.choose = choose


def declines(view):
    """A bot's answer that lets everything go (or passes on its turn)."""
    return Decline() if Decline() in view.legal else view.legal[-1]


def events_of(app, kind):
    """Every event of this kind in the match played on the app's table."""
    table = app._table()
    return [e for _a, evs in table.match.history for e in evs if isinstance(e, kind)]


def prompt(app) -> str:
    """What the table's prompt line says now."""
    return app._table().query_one("PromptLine").plain


def send_key(app, key: str) -> None:
    """Queue a key the way the terminal driver does (Pilot.press also waits for idle after
    every key, which makes thousands of keys take minutes; a monkey doesn't wait)."""
    char = {"space": " ", "question_mark": "?", "colon": ":", "slash": "/"}.get(
        key, key if len(key) == 1 else None)
    event = Key(key, char)
    event.set_sender(app)
    app._driver.send_message(event)
