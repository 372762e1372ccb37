"""Table benchmark: the first frame of a resumed long match against a fresh table, and what a
terminal resize costs the fight log at 50 and 5,000 lines (Textual's RichLog alongside).

    python -m tests.bench_table

Goals (issue 15): resuming a 1,000-move match shows its first frame within 1.5x of a fresh
table; a resize costs the same at 5,000 log lines as at 50. Headless (App.run_test), wall
seconds, best of a few runs; saves and settings go to a temporary folder.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
import time
from dataclasses import dataclass

RESUME_MOVES = 1000
RUNS = 3


def _isolate() -> str:
    """Point every folder the app writes at a temporary one (never the player's own)."""
    tmp = tempfile.mkdtemp(prefix="bench-table-")
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("LUNCHMONEY_SAVES", "saves"), ("LUNCHMONEY_DATA", "data")):
        os.environ[var] = os.path.join(tmp, sub)
    return tmp


def long_match(moves: int = RESUME_MOVES):
    """A match still in play after `moves` moves: a six-seat table of seeded players who
    mostly pass (a long match, as a slow table of cautious players makes one)."""
    import random

    from gameshelf.tui.model.driver import Driver
    from gameshelf.tui.model.match import new_match
    from gameshelf.tui.store.keeper import Keeper
    for seed in range(1, 200):
        match = new_match("You", 5, "random", seed=seed, pace=0, game="lunch-money")
        narrator, match.narrator = match.narrator, None      # narrated by the table, timed
        driver = Driver(match, keeper=Keeper(os.environ["LUNCHMONEY_SAVES"]))
        driver.autosave = lambda: None                        # type: ignore[method-assign]
        rng = random.Random(f"bench:{seed}")
        while len(match.history) < moves and driver.decision() is not None:
            legal = driver.legal()
            cautious = rng.random() < 0.6
            driver.apply(legal[-1] if cautious else legal[rng.randrange(len(legal))])
        if len(match.history) == moves and not driver.is_over:
            match.narrator = narrator
            return match
    raise RuntimeError(f"no seed gives a match of {moves} moves")


async def _first_frame(match, fresh: bool) -> float:
    """Seconds from starting the app to the first frame drawn of the table (the moment the
    app hands the table's screen to the terminal)."""
    from gameshelf.tui.app.shell import ShelfApp
    from gameshelf.tui.screens.game_table import GameTable
    app = ShelfApp(match=match, pace=30, fresh=fresh)
    shown: list[float] = []
    display = app._display

    def first_frame(screen, renderable) -> None:
        if isinstance(screen, GameTable) and not shown:
            shown.append(time.perf_counter())
        display(screen, renderable)

    app._display = first_frame                      # type: ignore[method-assign]
    start = time.perf_counter()
    async with app.run_test(size=(100, 32)) as pilot:
        while not shown:
            await pilot.pause(0)
        app.screen.gen += 1          # bots: stop
    return shown[0] - start


def resume_figures() -> dict:
    from gameshelf.tui.model.match import new_match
    long = long_match()
    fresh, resumed = [], []
    for _ in range(RUNS):
        fresh.append(asyncio.run(_first_frame(new_match("You", 5, "random", seed=1, pace=30, game="lunch-money"),
                                              True)))
        match = long_match()
        resumed.append(asyncio.run(_first_frame(match, False)))
    f, r = min(fresh), min(resumed)
    return {"fresh_table_ms": round(f * 1000, 1), "moves": len(long.history),
            "resumed_ms": round(r * 1000, 1), "ratio": round(r / f, 2), "goal_ratio": 1.5}


@dataclass(frozen=True)
class _Said:
    """A narration line, as the fight log takes one."""

    text: str
    speaker: int | None = None
    event: str = "attack_landed"
    family: str | None = "basic"


async def _resize_cost(lines: int, reference: bool) -> float:
    """Seconds a resize from 120 to 90 columns takes to show, with `lines` lines in the log."""
    from rich.text import Text
    from textual.app import App
    from textual.widgets import RichLog

    from gameshelf.tui.games.lunch_money.widgets.look import LunchMoneyLogStyle
    from gameshelf.tui.widgets.fight_log import FightLog

    class LogApp(App):
        def compose(self):
            yield RichLog(wrap=True) if reference else FightLog(("You", "Bruno", "Vicky"),
                                                                LunchMoneyLogStyle())

    said = ("Bruno swings the Pipe at Vicky and it lands with a sound like a dropped lunch tray:"
            " three counters, and the whole yard goes quiet for a moment.")
    app = LogApp()
    async with app.run_test(size=(120, 40)) as pilot:
        log = app.query_one(RichLog if reference else FightLog)
        for i in range(lines):
            if reference:
                log.write(Text(f"{i} {said}"))
            else:
                log.add(_Said(f"{i} {said}", speaker=i % 3 if i % 4 == 0 else None))
        await pilot.pause()
        best = float("inf")
        for width in (90, 120, 90):
            start = time.perf_counter()
            await pilot.resize_terminal(width, 40)
            await pilot.pause()
            best = min(best, time.perf_counter() - start)
    return best


def resize_figures() -> dict:
    out = {}
    for name, reference in (("fight_log", False), ("rich_log", True)):
        for n in (50, 5000):
            out[f"{name}_{n}_ms"] = round(asyncio.run(_resize_cost(n, reference)) * 1000, 1)
    out["fight_log_ratio_5000_to_50"] = round(out["fight_log_5000_ms"] / out["fight_log_50_ms"], 2)
    return out


def run() -> dict:
    _isolate()
    return {"resume": resume_figures(), "resize": resize_figures()}


if __name__ == "__main__":
    import json
    print(json.dumps(run(), indent=2))
