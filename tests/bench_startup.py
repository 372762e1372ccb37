"""Start-up: the first frame of `lunchmoney play --seed 1` (and of the title screen) against a
bare Textual app showing one Static, side by side, each in a fresh process (imports included),
headless (App.run_test), the median of several interleaved runs.

    .venv/bin/python -m tests.bench_startup          # goal: play within 1.3x of the bare app

The children run as a player's program does: with compiled bytecode cached (in a temporary
folder, after one uncounted warm-up run of each kind: PYTHONDONTWRITEBYTECODE would otherwise
time Python compiling our sources on every start), the command's own pace (bots wait their
turn, so the first frame is the table as dealt), and private config, data and saves folders.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

RUNS = 7
GOAL = 1.3
KINDS = ("bare", "title", "play")

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
    app = LunchMoneyApp(start="play" if kind == "play" else "title", seed=1, settings_path=None)
async def main():
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        print(json.dumps(time.perf_counter() - t0))
asyncio.run(main())
"""


def child_env(home: Path) -> dict[str, str]:
    """The environment of a timed child: bytecode cached under `home`, folders of its own."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("LUNCHMONEY_SAVES", "saves"), ("LUNCHMONEY_DATA", "data-lm")):
        env[var] = str(home / sub)
    return env


def first_frame(kind: str, env: dict[str, str], root: str | os.PathLike | None = None) -> float:
    """Seconds from a fresh process's first line to its first frame (`root`: the checkout whose
    tui and engine are imported, this one by default)."""
    done = subprocess.run([sys.executable, "-c", CHILD, kind], capture_output=True, text=True,
                          check=True, timeout=120, env=env, cwd=root)
    return json.loads(done.stdout.strip().splitlines()[-1])


def medians(roots: dict[str, str | None], runs: int = RUNS) -> dict[str, float]:
    """Median first frame of every kind in every checkout ("label/kind"), interleaved so that
    a busy moment hits them all alike."""
    times: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        env = child_env(Path(tmp))
        for root in roots.values():                # warm-up: compile and cache, uncounted
            for kind in KINDS:
                first_frame(kind, env, root)
        for _ in range(runs):
            for label, root in roots.items():
                for kind in KINDS:
                    times.setdefault(f"{label}/{kind}", []).append(first_frame(kind, env, root))
    return {k: statistics.median(v) for k, v in times.items()}


def run() -> dict:
    """`make bench`: median first frames in ms, and each against the bare app's."""
    med = medians({"here": None}, RUNS)
    bare = med["here/bare"]
    out: dict = {kind: {"median_ms": round(med[f"here/{kind}"] * 1000, 1),
                        "vs_bare": round(med[f"here/{kind}"] / bare, 2)} for kind in KINDS}
    ratio = med["here/play"] / bare
    out["runs"] = RUNS
    out["goal"] = f"play within {GOAL}x of bare: {'met' if ratio <= GOAL else 'not met'}"
    return out


def main() -> None:
    print(json.dumps(run(), indent=1))


if __name__ == "__main__":
    main()
