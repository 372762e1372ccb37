"""Dumm gelaufen!'s table while hard bots play: how long the UI thread stalls (a key waits that
long) and how far apart the bots' moves come, the bots thinking in a worker (the table now)
against thinking on the UI thread (the table before, reproduced by `OnUiThread`), side by side.

    python -m tests.bench_dg_table

Goal (issue 17 follow-up): no stall anywhere near a hard bot's think time (~300 ms: the old
table froze the keys that long), and the moves at the pace, thinking included. Headless
(App.run_test), wall seconds; saves and settings in a temporary folder.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import tempfile
import time

BOT_MOVES = 24
PACE = 0.25
SEED = 7


def _isolate() -> None:
    tmp = tempfile.mkdtemp(prefix="bench-dg-table-")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "LUNCHMONEY_SAVES", "LUNCHMONEY_DATA"):
        os.environ[var] = os.path.join(tmp, var.lower())


def _on_ui_thread():
    """The table as it was: a bot chose on the UI thread, then the pace, then the next bot."""
    from pathlib import Path

    from gameshelf.tui.games.dumm_gelaufen import table

    class OnUiThread(table.DgTable):
        CSS_PATH = str(Path(table.__file__).with_name("table.tcss"))

        def start_bot(self, seat: int) -> None:
            action = self.match.bots[seat].choose(self.driver.view(seat))
            if self._apply(action) is None:
                self._apply(self.driver.default_action())
            self.refresh_view()
            self.later(0 if self.hurrying else self.match.pace, self.advance)

    return OnUiThread


async def _measure(table_class) -> dict:
    """Play BOT_MOVES bot moves (you answer at once) with `table_class` as the table (None:
    the table as it is)."""
    from gameshelf.tui.games.dumm_gelaufen import table as module
    from gameshelf.tui.model.match import new_match
    shipped = module.DgTable
    module.DgTable = table_class or shipped          # the shell builds the table from here
    try:
        return await _play(new_match)
    finally:
        module.DgTable = shipped


async def _play(new_match) -> dict:
    from gameshelf.tui.app.shell import LunchMoneyApp
    match = new_match(game="dumm-gelaufen", seed=SEED, opponents=3, pace=PACE, lang="en",
                      difficulty="hard")
    app = LunchMoneyApp(match=match, pace=PACE, fresh=True)
    gaps, moves_at = [], []
    async with app.run_test(size=(80, 24)):
        await asyncio.sleep(0.5)
        table, last, seen = app.screen, time.perf_counter(), len(match.history)
        while len(moves_at) < BOT_MOVES and not table.over:
            await asyncio.sleep(0.005)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now
            if len(match.history) != seen:
                seen = len(match.history)
                if match.history[-1][0] is not None and table.driver.decision() is not None:
                    moves_at.append(now)
            if table.listed and table.driver.seat_decides(match.human):
                table.choose(1)                 # you play at once: only the bots take time
    between = [b - a for a, b in zip(moves_at, moves_at[1:], strict=False) if b - a > PACE / 2]
    return {"longest_stall_ms": round(max(gaps) * 1000),
            "p95_stall_ms": round(statistics.quantiles(gaps, n=20)[-1] * 1000),
            "stalls_over_100ms": sum(g > 0.1 for g in gaps),
            "median_between_moves_s": round(statistics.median(between), 3) if between else None}


def run() -> dict:
    _isolate()
    before = asyncio.run(_measure(_on_ui_thread()))
    now = asyncio.run(_measure(None))
    return {"pace_s": PACE, "bot_moves": BOT_MOVES,
            "on_ui_thread_before": before, "in_a_worker_now": now}


if __name__ == "__main__":
    import json
    print(json.dumps(run(), indent=2))
