"""Narration benchmark: events narrated per second, and how varied the fight log reads.

    python -m tests.bench_narration

Bot matches are played first (random bots, seeded) and their events recorded, so only the
narrator is timed; the first pass, which compiles the templates, is reported on its own. The
variety figures come from the first 200 events of each seeded match. The same events told
through a player's folder holding every template (exported) show what the budget on players'
templates costs.
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path

from gameshelf.engine.core.cast import PERSONAS
from gameshelf.tui.headless.sim import play_game
from gameshelf.tui.narration import RECENT, Narrator, Seating, narrator_for

SEEDS = range(1, 9)
PLAYERS = 4
WINDOW = 200           # events per match the variety figures look at


def _record(seed: int) -> list[tuple]:
    batches: list[tuple] = []
    play_game(["random"] * PLAYERS, seed, 0, None, on_events=lambda _s, ev: batches.append(ev), game_key="lunch-money")
    return batches


def _narrator(seed: int, lang: str = "en", user_dir: Path | None = None) -> Narrator:
    personas = [None, *PERSONAS[seed % 4: seed % 4 + PLAYERS - 1]]
    names = ["You"] + [p.name for p in personas[1:]]
    return narrator_for(Seating(tuple(names), tuple(p.key if p else None for p in personas),
                                lang, seed, 0, user_dir, game_key="lunch-money"))


def run() -> dict:
    matches = [_record(seed) for seed in SEEDS]
    events = sum(len(b) for m in matches for b in m)

    # Speed: every event of every match, in all three languages. Templates compile once per
    # process, on first use: a warm-up pass pays for that and is reported on its own.
    # Timed in CPU seconds of this process (wall seconds too): on a shared, busy machine the
    # wall clock mostly measures the neighbours.
    def narrate_all(offset: int, user_dir: Path | None = None) -> tuple[float, float]:
        narrators = [[_narrator(seed + offset, lang, user_dir) for seed in SEEDS]
                     for lang in ("en", "nl", "de")]
        wall, cpu = time.perf_counter(), time.process_time()
        for per_lang in narrators:
            for narrator, batches in zip(per_lang, matches, strict=True):
                for batch in batches:
                    narrator.narrate(batch)
        return time.process_time() - cpu, time.perf_counter() - wall

    warmup = narrate_all(1000)[1]
    runs = [narrate_all(offset) for offset in (2000, 3000, 4000)]
    seconds, wall = min(r[0] for r in runs), min(r[1] for r in runs)
    with tempfile.TemporaryDirectory() as folder:
        from gameshelf.tui.cli.templates import export_templates
        export_templates(Path(folder), game="lunch-money")
        narrate_all(1000, Path(folder))
        players = min(narrate_all(offset, Path(folder))[0] for offset in (2000, 3000, 4000))

    # Variety: the lines told over the first 200 events of each match.
    ratios, gap_ok, lines_seen = [], True, 0
    for seed, batches in zip(SEEDS, matches, strict=True):
        narrator, told, seen = _narrator(seed), [], 0
        for batch in batches:
            told += [x.text for x in narrator.narrate(batch)]
            seen += len(batch)
            if seen >= WINDOW:
                break
        lines_seen += len(told)
        ratios.append(len(set(told)) / max(1, len(told)))
        gap_ok &= all(t not in told[max(0, i - RECENT):i] for i, t in enumerate(told))
    return {"events": events * 3, "cpu_seconds": round(seconds, 3),
            "first_pass_seconds": round(warmup, 3),
            "events_per_second": round(events * 3 / seconds),
            "events_per_wall_second": round(events * 3 / wall),
            "players_templates_cpu_seconds": round(players, 3),
            "distinct_ratio": round(min(ratios), 3),
            "distinct_ratio_mean": round(sum(ratios) / len(ratios), 3),
            "lines_per_200_events": round(lines_seen / len(ratios), 1),
            "min_repeat_gap_ok": gap_ok}


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
