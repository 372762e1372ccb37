"""Dumm gelaufen! at a table of four (issue 29): one hard bot among three normal ones, hard's
seat rotating with the deal, every match to its end (the headless turn cap), in worker
processes. Options after the seed go to the hard bot (`worlds=12`), or with `M.` to its module
(`M.CLOSE=1.0`).

    .venv/bin/python -m tests.bench_dumm_gelaufen_four 200 900400 [worlds=12] [workers=2]

Prints one JSON line: games, hard's wins and rate, matches finished, hard's CPU seconds.
"""

from __future__ import annotations

import json
import sys
import time
from multiprocessing import Pool

import gameshelf.engine.dumm_gelaufen.bots.hard as hard
from gameshelf.engine.dumm_gelaufen import GAME, apply, current_decision, new_game, view_for
from gameshelf.engine.dumm_gelaufen.bots import make_bot
from gameshelf.engine.dumm_gelaufen.state import PLAYOUT_TURNS_PER_SEAT

SEATS = 4


def one_match(job: tuple[int, dict[str, str]]) -> tuple[bool, bool, float]:
    """One seeded match: whether hard won, whether anyone did, hard's CPU seconds."""
    seed, options = job
    bot_options = {}
    for key, value in options.items():
        if key.startswith("M."):
            setattr(hard, key[2:], float(value))
        else:
            bot_options[key] = int(value)
    hard_seat = seed % SEATS
    bots = {s: make_bot("hard" if s == hard_seat else "normal", s, f"{seed}:{s}",
                        **(bot_options if s == hard_seat else {})) for s in range(SEATS)}
    state = new_game(SEATS, seed, turn_limit=PLAYOUT_TURNS_PER_SEAT)
    thought = 0.0
    while (d := current_decision(state)) is not None:
        view = view_for(state, d.seat)
        start = time.process_time()
        action = bots[d.seat].choose(view)
        if d.seat == hard_seat:
            thought += time.process_time() - start
        state, _ = apply(state, action, in_place=True)
    out = GAME.outcome(state)
    assert out is not None
    return hard_seat in out.winners, bool(out.winners), thought


def main(argv: list[str]) -> None:
    games, first = int(argv[0]), int(argv[1])
    options = dict(a.split("=", 1) for a in argv[2:])
    workers = int(options.pop("workers", "2"))
    with Pool(workers) as pool:
        results = pool.map(one_match, [(s, options) for s in range(first, first + games)],
                           chunksize=4)
    wins = sum(r[0] for r in results)
    print(json.dumps({"games": games, "seed": first, "options": options, "hard_wins": wins,
                      "rate": wins / games, "finished": sum(r[1] for r in results),
                      "hard_cpu_s": round(sum(r[2] for r in results), 1)}))


if __name__ == "__main__":
    main(sys.argv[1:])
