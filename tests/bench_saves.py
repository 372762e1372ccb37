"""Save/load figures for `make bench`: a 200-turn match (4 players, random bots: they play the
longest matches, the worst case for file size) saved and loaded. Goals: save <= 10 ms, load <= 50 ms, file <= 64 KB."""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from gameshelf.tui.store import saves
from tests.tui.store.play import play, start

TURNS = 200


def match_of(turns: int = TURNS):
    """A 4-player match that lasted at least `turns` turns, stopped right there."""
    for seed in range(1000):
        match, human, _ = start(seed, opponents=3, difficulty="random")
        play(match, human, turns=turns - 1)     # the opening TurnStarted is turn 1
        if match.state.winner is None:
            return match
    raise RuntimeError(f"no match lasted {turns} turns")


def _ms(f, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        f()
        out.append((time.perf_counter() - t) * 1000)
    return out


def run() -> dict:
    match = match_of()
    with tempfile.TemporaryDirectory() as d:
        def cold_save():
            match.__dict__.pop("_saved_history", None)     # never saved before: encode it all
            saves.save(match, "bench", d)

        cold = _ms(cold_save, 20)
        warm = _ms(lambda: saves.save(match, "bench", d), 20)    # in play: autosaved last turn
        autos = _ms(lambda: saves.autosave(match, d), 20)
        path = Path(d) / "bench.json"
        saves.load(path)                                      # templates compiled once
        loads = _ms(lambda: saves.load(path), 20)
        reads = _ms(lambda: saves.read(path), 20)
        size = path.stat().st_size
    # min is the figure on a quiet machine; p50 shows what a busy one does to it. A save in play
    # encodes only the moves since the last (auto)save; the first save of a match encodes all.
    return {
        "turns": TURNS, "actions": len(match.history),
        "events": sum(len(e) for _, e in match.history),
        # min is the figure on a quiet machine; p50 shows what a busy one does to it.
        "save_ms_p50": round(statistics.median(warm), 2), "save_ms_min": round(min(warm), 2),
        "first_save_ms_p50": round(statistics.median(cold), 2),
        "first_save_ms_min": round(min(cold), 2),
        "autosave_ms_p50": round(statistics.median(autos), 2),
        "load_ms_p50": round(statistics.median(loads), 2), "load_ms_min": round(min(loads), 2),
        "read_and_check_ms_p50": round(statistics.median(reads), 2),
        "file_kb": round(size / 1024, 1),
        "goals": {"save_ms": 10, "load_ms": 50, "file_kb": 64},
    }


if __name__ == "__main__":
    import json
    print(json.dumps(run(), indent=2))
