"""Start-up: the first frame of every game's table (`gameshelf play --game G --seed 1`) and of
the title screen against a bare Textual app showing one Static, side by side, each in a fresh
process (imports included), headless (App.run_test), the median of several interleaved runs.

    .venv/bin/python -m tests.bench_startup          # goal: each table within 1.5x of bare
    .venv/bin/python -m tests.bench_startup --against /tmp/before   # and another checkout

`--against` names a folder holding a `gameshelf` package (a checkout linked under that name):
the children import from it instead.

The children run as a player's program does: with compiled bytecode cached (in a temporary
folder, after one uncounted warm-up run of each kind: PYTHONDONTWRITEBYTECODE would otherwise
time Python compiling our sources on every start), the command's own pace (bots wait their
turn, so the first frame is the table as dealt), and private config, data and saves folders.

Figures, in a real terminal (`--terminal --runs 9 --against` the checkout before, interleaved,
2 shared cores; x bare), 3 Dec 2026: before -> after the `templates` and `saves` commands import
Jinja, the narration sandbox and the saves machinery only when they run (`play` loaded them
with the command line, before the app's first byte; none of it is needed before the first
frame): title 1.76 -> 1.30, Lunch Money 1.62 -> 1.50, Dumm gelaufen! 1.64 -> 1.60,
Dig Your Way Out 1.80 -> 1.67; bare 376-412 ms. textual-speedups 0.2.1 measured the same day,
the same way, with TEXTUAL_SPEEDUPS=0 and =1 in one venv: within the noise (tables 1.55-1.90
either way), so it is not a dependency. Where the rest goes (cProfile to the first frame): each
game's engine records (standard dataclasses, whose methods are compiled from source: ~80
classes, the largest single cost of Dig's import), parsing and applying the table's and the
app's stylesheets, drawing the table's widgets.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

RUNS = 7
GOAL = 1.5
GAMES = ("lunch-money", "dumm-gelaufen", "dig-your-way-out")
KINDS = ("bare", "title", *GAMES)

# Each child times from its first line (before any import) to the first frame of the screen
# the command opens (the moment the app hands that screen to the terminal, outside Textual's
# start-up batch, which draws nothing), in wall and in CPU seconds: on a busy machine the CPU
# figure is the steadier one. It also times "settled": the first moment nothing is left to do
# (pilot.pause), which includes what the app does right after the first frame.
CHILD = """
import time; t0, c0 = time.perf_counter(), time.process_time()
import asyncio, json, sys
kind = sys.argv[1]
from textual.app import App
if kind == "bare":
    from textual.widgets import Static
    class Bare(App):
        def compose(self):
            yield Static("hello")
    app = Bare()
    wanted = "Screen"
elif kind == "title":
    from gameshelf.tui.app.shell import ShelfApp
    app = ShelfApp(start="title", seed=1, settings_path=None)
    wanted = "TitleScreen"
else:
    from gameshelf.tui.app.shell import ShelfApp
    app = ShelfApp(start="play", seed=1, settings_path=None, game=kind)
    wanted = "table"
def is_wanted(screen):
    if wanted == "table":
        return hasattr(screen, "match") and hasattr(screen, "table_commands")
    return type(screen).__name__ == wanted
shown = []
display = app._display
def on_display(screen, renderable):
    if (not shown and renderable is not None and not app._batch_count
            and is_wanted(screen)):
        shown.append((time.perf_counter() - t0, time.process_time() - c0))
    display(screen, renderable)
app._display = on_display
async def main():
    async with app.run_test(size=(100, 32)) as pilot:
        while not shown:
            await pilot.pause(0)
        await pilot.pause()
        settled = time.perf_counter() - t0
        print(json.dumps({"wall": shown[0][0], "cpu": shown[0][1], "settled": settled}))
asyncio.run(main())
"""


# The real-terminal measure (`--terminal`, the one the goal is judged by): the command a player
# types, run under a pseudo-terminal of 100x32, timed from the moment it is started (Python's
# own start-up included) to the moment a word only its first frame shows has reached the
# terminal; the bare app likewise, until its "hello" shows.
TERMINAL_BARE = """
from textual.app import App
from textual.widgets import Static
class Bare(App):
    def compose(self):
        yield Static("hello")
Bare().run()
"""
TERMINAL_SHELF = ("import sys; from gameshelf.tui.cli import shelf_main; "
                  "sys.exit(shelf_main(sys.argv[1:]))")
# What each kind's first frame shows that nothing before it does.
SEEN = {"bare": "hello", "title": "Learn to play", "lunch-money": "Fight log",
        "dumm-gelaufen": "Face-down", "dig-your-way-out": "Fight log"}
ESCAPES = re.compile(rb"\x1b\[[0-9;?<>=$ ]*[A-Za-z~]|\x1b[()][0-9A-Za-z]|\x1b[=>]"
                     rb"|\x1b\][^\x07]*\x07")


def terminal_command(kind: str) -> list[str]:
    """What a player runs to see `kind`'s first frame (the bare app: a script of its own)."""
    if kind == "bare":
        return [sys.executable, "-c", TERMINAL_BARE]
    shelf = [sys.executable, "-c", TERMINAL_SHELF]
    return shelf if kind == "title" else [*shelf, "play", "--game", kind, "--seed", "1"]


def on_screen(kind: str, env: dict[str, str], root: str | os.PathLike | None = None,
              limit: float = 30.0) -> dict[str, float]:
    """Seconds from starting `kind`'s command in a pseudo-terminal to its first frame's word
    reaching the terminal ("wall"), and to its first byte of output ("first_byte")."""
    import pty
    import select
    import signal
    t0 = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:                                        # the child: the player's command
        try:
            if root is not None:
                os.chdir(root)
            os.execve(sys.executable, terminal_command(kind), env | {"TERM": "xterm-256color"})
        finally:
            os._exit(127)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 32, 100, 0, 0))
    seen, got, first, wanted = b"", None, None, SEEN[kind].encode()
    try:
        while got is None and time.perf_counter() < t0 + limit:
            if not select.select([fd], [], [], 0.05)[0]:
                continue
            try:
                chunk = os.read(fd, 65536)
            except OSError:                             # the child ended: nothing more to read
                break
            first = first or time.perf_counter() - t0
            seen += chunk
            if wanted in ESCAPES.sub(b"", seen):
                got = time.perf_counter() - t0
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)
    if got is None:
        raise RuntimeError(f"{kind}: {SEEN[kind]!r} never reached the terminal")
    return {"wall": got, "first_byte": first or got}


def child_env(home: Path) -> dict[str, str]:
    """The environment of a timed child: bytecode cached under `home`, folders of its own."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(home / "pycache")
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("XDG_CACHE_HOME", "cache"),
                     ("LUNCHMONEY_SAVES", "saves"), ("LUNCHMONEY_DATA", "data-lm")):
        env[var] = str(home / sub)
    return env


FIGURES = ("wall", "cpu", "settled")


def first_frame(kind: str, env: dict[str, str], root: str | os.PathLike | None = None
                ) -> dict[str, float]:
    """Seconds from a fresh process's first line to its first frame, wall and CPU, and to
    settled (`root`: the checkout whose tui and engine are imported, this one by default)."""
    done = subprocess.run([sys.executable, "-c", CHILD, kind], capture_output=True, text=True,
                          check=True, timeout=120, env=env, cwd=root)
    return json.loads(done.stdout.strip().splitlines()[-1])


def medians(roots: dict[str, str | None], runs: int = RUNS, measure=None
            ) -> dict[str, dict[str, float]]:
    """Median figures of every kind in every checkout ("label/kind" -> figure -> seconds),
    interleaved so that a busy moment hits them all alike; `measure` is first_frame (headless,
    the default) or on_screen (a real terminal)."""
    measure = measure or first_frame
    times: dict[str, dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        env = child_env(Path(tmp))
        for root in roots.values():                # warm-up: compile and cache, uncounted
            for kind in KINDS:
                measure(kind, env, root)
        for _ in range(runs):
            for label, root in roots.items():
                for kind in KINDS:
                    for figure, value in measure(kind, env, root).items():
                        times.setdefault(f"{label}/{kind}", {}).setdefault(figure, []) \
                            .append(value)
                        if kind == "bare":         # the same app whatever the checkout
                            times.setdefault("all/bare", {}).setdefault(figure, []) \
                                .append(value)
    return {k: {f: statistics.median(v) for f, v in figs.items()} for k, figs in times.items()}


def run(against: str | None = None, runs: int = RUNS, terminal: bool = False) -> dict:
    """`make bench`: median first frames in ms, and each against the bare app's (the median of
    all its runs, in every checkout: it imports none of them); with `against` (another
    checkout's folder), its figures too; `terminal`: measured in a real terminal."""
    roots: dict[str, str | None] = {"here": None}
    if against:
        roots["against"] = against
    med = medians(roots, runs, on_screen if terminal else first_frame)
    out: dict = {}
    bare = med["all/bare"]       # every checkout's runs of the bare app: a steadier yardstick
    for label in roots:
        figures: dict = {}
        for kind in KINDS:
            mine = med[f"{label}/{kind}"]
            figures[kind] = ({f"{fig}_ms": round(value * 1000, 1) for fig, value in mine.items()}
                             | {f"{fig}_vs_bare": round(value / bare[fig], 2)
                                for fig, value in mine.items()})
        figures["goal"] = {game: goal_line(med[f"{label}/{game}"], bare) for game in GAMES}
        out[label] = figures
    where = "a real terminal (pty)" if terminal else "headless"
    return (out | {"runs": runs, "where": where} if against
            else out["here"] | {"runs": runs, "where": where})


def goal_line(table: dict[str, float], bare: dict[str, float]) -> str:
    """Whether a table's first frame is within GOAL of the bare app's. The goal is the wall
    figure's; the CPU one (headless only) says the same on a busy machine."""
    ratio = table["wall"] / bare["wall"]
    cpu = f"; CPU {table['cpu'] / bare['cpu']:.2f}x" if "cpu" in table else ""
    return (f"first frame within {GOAL}x of bare: {'met' if ratio <= GOAL else 'not met'} "
            f"({ratio:.2f}x{cpu})")


def side_by_side(result: dict) -> str:
    """The table-first-frame / bare-first-frame ratios (wall, and CPU or first byte) of each
    checkout, one line per kind: what `--against` is for."""
    labels = [k for k in ("here", "against") if k in result] or [None]
    first = result[labels[0]] if labels[0] else result
    second = "cpu" if "cpu_vs_bare" in first["bare"] else "first_byte"
    rows = [f"{'kind':<18}" + "".join(
        f"{(lb or 'here') + ' ms':>12}{'x bare':>8}{second[:5] + ' x':>9}" for lb in labels)]
    for kind in KINDS:
        cells = ""
        for lb in labels:
            fig = (result[lb] if lb else result)[kind]
            cells += (f"{fig['wall_ms']:>12}{fig['wall_vs_bare']:>8}"
                      f"{fig[second + '_vs_bare']:>9}")
        rows.append(f"{kind:<18}{cells}")
    return "\n".join(rows)


def main() -> None:
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", help="another checkout to measure side by side")
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--terminal", action="store_true",
                        help="in a real terminal (a pty): what the goal is judged by")
    args = parser.parse_args()
    result = run(args.against, args.runs, args.terminal)
    print(json.dumps(result, indent=1))
    print(side_by_side(result))


if __name__ == "__main__":
    main()
