"""Start-up: the first frame of `lunchmoney play --seed 1` (and of the title screen) against a
bare Textual app showing one Static, side by side, each in a fresh process (imports included),
headless (App.run_test), the median of several runs.

    .venv/bin/python -m tests.bench_startup          # goal: play within 1.3x of the bare app
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys

RUNS = 7
GOAL = 1.3

# Each child times from its first line (before any import) to the first frame painted.
CHILD = """
import time; t0 = time.perf_counter()
import asyncio, json, sys
kind = sys.argv[1]
if kind == "bare":
    from textual.app import App
    from textual.widgets import Static
    class Bare(App):
        def compose(self):
            yield Static("hello")
    app = Bare()
else:
    from tui.app import LunchMoneyApp
    start = "play" if kind == "play" else "title"
    app = LunchMoneyApp(start=start, seed=1, pace=0, settings_path=None)
async def main():
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        print(json.dumps(time.perf_counter() - t0))
asyncio.run(main())
"""


def first_frame(kind: str) -> float:
    done = subprocess.run([sys.executable, "-c", CHILD, kind], capture_output=True, text=True,
                          check=True, timeout=120)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    times: dict[str, list[float]] = {"bare": [], "title": [], "play": []}
    for _ in range(RUNS):           # interleaved, so a busy moment hits every kind alike
        for kind in times:
            times[kind].append(first_frame(kind))
    med = {k: statistics.median(v) for k, v in times.items()}
    out = {k: {"median_ms": round(v * 1000, 1),
               "vs_bare": round(v / med["bare"], 2)} for k, v in med.items()}
    out["goal"] = f"play within {GOAL}x of bare: {'met' if med['play'] / med['bare'] <= GOAL else 'not met'}"
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
