"""Dumm gelaufen!'s figures for `make bench`, side by side in one run:

- random playouts through the protocol against RLCard UNO's (`tests.bench_rlcard`), actions
  per second, goal 3x;
- the heads-up ladder over seeded games: each level against the one below, seats swapped
  every game, goal 60 % for the stronger;
- the hard bot's decision time, p50 and p95, goal p95 <= 300 ms;
- rounds, turns and actions per match of four normal bots (a human and three bots at a table).

    python -m tests.bench_dumm_gelaufen [games per ladder step] [--hard-games N]
        [--seed FIRST] [--workers N] [--only hard]
    python -m tests.bench_dumm_gelaufen --times-by-seats GAMES   # hard's p95 at 2, 4, 6 seats

`--hard-games 1000` plays the issue's full 1,000 hard games (15-40 minutes on a shared
machine: run it in the background); `--seed` starts the seeds elsewhere for fresh games;
`--workers` splits a ladder step over processes (1 on a shared machine); `--only hard` plays
the hard step alone.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from gameshelf.engine import find_game
from tests.bench_rlcard import SECONDS, rlcard_python, uno_rate

GAME: Any = find_game("dumm-gelaufen")     # the protocol's Optional results, read as they come
LADDER = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))
LADDER_GAMES = 1000
HARD_GAMES = 200          # make bench's default: 1,000 hard games take 15-40 minutes
SEED = 10_000             # the ladder's first seed
GOALS = {"uno_ratio": 3.0, "ladder_win_rate": 0.60, "hard_p95_ms": 300}


def random_rate(seconds: float = SECONDS, players: int = 4) -> dict:
    """Random-bot matches through the protocol for `seconds`: actions per second."""
    names = [f"P{i}" for i in range(players)]
    apply, legal_actions, decision = GAME.apply, GAME.legal_actions, GAME.current_decision
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = GAME.new_game(names, games, **GAME.playout_options)   # random play may not end
        bots = [GAME.make_bot("random", s, f"{games}:{s}").choose_legal for s in range(players)]
        legal = legal_actions(state)
        while legal:
            state, _ = apply(state, bots[decision(state).seat](legal), in_place=True)
            legal = legal_actions(state)
            actions += 1
        games += 1
    secs = time.perf_counter() - start
    return {"games": games, "actions": actions, "actions_per_second": actions / secs}


def play_match(levels: list[str], seed: int, timings: dict | None = None) -> dict:
    """One seeded match, bot levels by seat: the winner, rounds, turns and actions."""
    n = len(levels)
    state = GAME.new_game([f"P{i}" for i in range(n)], seed, **GAME.playout_options)
    bots = [GAME.make_bot(level, s, f"{seed}:{s}") for s, level in enumerate(levels)]
    actions = turns = 0
    while GAME.outcome(state) is None:
        seat = GAME.current_decision(state).seat
        view = GAME.view_for(state, seat)
        start = time.perf_counter()
        action = bots[seat].choose(view)
        if timings is not None:
            timings.setdefault(levels[seat], []).append(time.perf_counter() - start)
        state, events = GAME.apply(state, action, in_place=True)
        actions += 1
        turns += GAME.ends_turn(events)
    out = GAME.outcome(state)
    return {"winner": out.winners[0] if out.winners else None, "rounds": state.round, "turns": turns,
            "actions": actions, "reason": out.reason}


def _heads_up(strong: str, weak: str, seeds: range) -> tuple[int, dict]:
    """Heads-up games on `seeds` (the stronger level first on even seeds): its wins, and
    the decision times of every level."""
    wins, timings = 0, {}
    for n, seed in enumerate(seeds, 1):
        levels = [strong, weak] if seed % 2 == 0 else [weak, strong]
        result = play_match(levels, seed, timings)
        wins += result["winner"] is not None and levels[result["winner"]] == strong
        if n % 100 == 0:            # long runs go to the background: say how far they are
            print(f"{strong}-{weak}: {wins}/{n} up to seed {seed}", file=sys.stderr, flush=True)
    return wins, timings


def ladder_step(strong: str, weak: str, games: int, timings: dict | None = None,
                seed: int = SEED, workers: int = 1) -> dict:
    """Heads-up, seats swapped every game: the stronger level's share of the wins."""
    seeds = range(seed, seed + games)
    if workers <= 1:
        parts = [_heads_up(strong, weak, seeds)]
    else:
        with ProcessPoolExecutor(workers) as pool:
            parts = list(pool.map(_heads_up, [strong] * workers, [weak] * workers,
                                  [seeds[w::workers] for w in range(workers)]))
    wins = sum(w for w, _ in parts)
    if timings is not None:
        for _, times in parts:
            for level, values in times.items():
                timings.setdefault(level, []).extend(values)
    return {"games": games, "seeds": f"{seed}-{seed + games - 1}", "wins": wins,
            "win_rate": round(wins / games, 3)}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def table_of_normals(games: int = 100) -> dict:
    """Four normal bots: rounds, turns and actions per match (a human's table of three)."""
    results = [play_match(["normal"] * 4, 20_000 + g) for g in range(games)]
    def spread(key: str) -> dict:
        values = [r[key] for r in results]
        return {"min": min(values), "median": percentile(values, 0.5), "max": max(values)}
    return {"games": games, "rounds": spread("rounds"), "turns": spread("turns"),
            "actions": spread("actions"),
            "ended_by_turn_limit": sum(r["reason"] == "turn_limit" for r in results)}


def run(games: int = LADDER_GAMES, hard_games: int = HARD_GAMES, seed: int = SEED,
        workers: int = 1, only: str | None = None) -> dict:
    out: dict = {}
    if only == "hard":
        return hard_step(hard_games, seed, workers)
    python, why = rlcard_python()
    ours, uno = [], []
    for _ in range(3):
        ours.append(random_rate()["actions_per_second"])
        if python:
            uno.append(uno_rate(python)["actions_per_second"])
    out["random_actions_per_second"] = round(max(ours))
    if python:
        out["rlcard_uno_actions_per_second"] = round(max(uno))
        out["uno_ratio"] = round(max(ours) / max(uno), 2)
    else:
        out["rlcard_uno"] = f"skipped: {why}"
    out["ladder"] = {f"{s}_vs_{w}": ladder_step(s, w, games, seed=seed, workers=workers)
                     for s, w in LADDER[:-1]}
    hard = hard_step(hard_games, seed, workers)
    out["ladder"]["hard_vs_normal"] = hard["hard_vs_normal"]
    out["hard_decision_ms"] = hard["hard_decision_ms"]
    out["four_normal_bots"] = table_of_normals()
    out["goals"] = GOALS
    return out


def hard_step(games: int, seed: int = SEED, workers: int = 1) -> dict:
    """Hard against normal, with hard's decision times (p50, p95, max)."""
    timings: dict = {}
    start = time.perf_counter()
    step = ladder_step("hard", "normal", games, timings, seed, workers)
    hard = timings.get("hard", [0.0])
    return {"hard_vs_normal": step,
            "hard_decision_ms": {"decisions": len(hard),
                                 "p50": round(1000 * percentile(hard, 0.5), 1),
                                 "p95": round(1000 * percentile(hard, 0.95), 1),
                                 "max": round(1000 * max(hard), 1)},
            "minutes": round((time.perf_counter() - start) / 60, 1)}


def hard_times_by_seats(games: int = 4, sizes=(2, 4, 6), seed: int = 50_000) -> dict:
    """The hard bot's decision time at each table size: one hard seat (moving round the table
    game by game) among normal bots, every `choose` of the hard seat timed (ms)."""
    out = {}
    for players in sizes:
        times = []
        for n in range(games):
            hard = n % players
            state = GAME.new_game([f"p{i}" for i in range(players)], seed + n)
            bots = [GAME.make_bot("hard" if i == hard else "normal", i, n * 10 + i)
                    for i in range(players)]
            while (d := GAME.current_decision(state)) is not None:
                view = GAME.view_for(state, d.seat)
                start = time.perf_counter()
                action = bots[d.seat].choose(view)
                if d.seat == hard:
                    times.append(1000 * (time.perf_counter() - start))
                state, _ = GAME.apply(state, action, in_place=True)
        times.sort()
        out[f"{players} players"] = {"decisions": len(times),
                                     "p50": round(times[len(times) // 2], 1),
                                     "p95": round(times[int(len(times) * 0.95)], 1),
                                     "max": round(times[-1], 1)}
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.bench_dumm_gelaufen")
    parser.add_argument("games", nargs="?", type=int, default=LADDER_GAMES,
                        help="games per ladder step below hard")
    parser.add_argument("--hard-games", type=int, default=HARD_GAMES)
    parser.add_argument("--seed", type=int, default=SEED, help="the first seed")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--only", choices=["hard"])
    parser.add_argument("--times-by-seats", type=int, metavar="GAMES",
                        help="only hard's decision times at 2, 4 and 6 players, GAMES each")
    args = parser.parse_args(argv)
    if args.times_by_seats:
        print(json.dumps(hard_times_by_seats(args.times_by_seats), indent=2))
        return
    print(json.dumps(run(args.games, args.hard_games, args.seed, args.workers, args.only),
                     indent=2))


if __name__ == "__main__":
    main()
