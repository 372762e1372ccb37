"""Dumm gelaufen!'s figures for `make bench`, side by side in one run:

- random playouts through the protocol against RLCard UNO's (`tests.bench_rlcard`), actions
  per second, goal 3x;
- the heads-up ladder over seeded games: each level against the one below, seats swapped
  every game, goal 60 % for the stronger;
- the hard bot's decision time, p50 and p95, goal p95 <= 300 ms;
- rounds, turns and actions per match of four normal bots (a human and three bots at a table).

    python -m tests.bench_dumm_gelaufen [games per ladder step]
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from engine import find_game
from tests.bench_rlcard import SECONDS, rlcard_python, uno_rate

GAME: Any = find_game("dumm-gelaufen")     # the protocol's Optional results, read as they come
LADDER = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))
LADDER_GAMES = 1000
HARD_GAMES = 200          # hard thinks ~0.1 s a turn: 1,000 games would take most of an hour
GOALS = {"uno_ratio": 3.0, "ladder_win_rate": 0.60, "hard_p95_ms": 300}


def random_rate(seconds: float = SECONDS, players: int = 4) -> dict:
    """Random-bot matches through the protocol for `seconds`: actions per second."""
    names = [f"P{i}" for i in range(players)]
    apply, legal_actions, decision = GAME.apply, GAME.legal_actions, GAME.current_decision
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = GAME.new_game(names, games)
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
    state = GAME.new_game([f"P{i}" for i in range(n)], seed)
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
    return {"winner": out.winners[0], "rounds": state.round, "turns": turns,
            "actions": actions, "reason": out.reason}


def ladder_step(strong: str, weak: str, games: int, timings: dict | None = None) -> dict:
    """Heads-up, seats swapped every game: the stronger level's share of the wins."""
    wins = 0
    for g in range(games):
        levels = [strong, weak] if g % 2 == 0 else [weak, strong]
        result = play_match(levels, 10_000 + g, timings)
        wins += levels[result["winner"]] == strong
    return {"games": games, "wins": wins, "win_rate": round(wins / games, 3)}


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


def run(games: int = LADDER_GAMES) -> dict:
    out: dict = {}
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
    timings: dict = {}
    out["ladder"] = {f"{s}_vs_{w}": ladder_step(s, w, HARD_GAMES if s == "hard" else games,
                                                timings if s == "hard" else None)
                     for s, w in LADDER}
    hard = timings.get("hard", [0.0])
    out["hard_decision_ms"] = {"p50": round(1000 * percentile(hard, 0.5), 1),
                               "p95": round(1000 * percentile(hard, 0.95), 1),
                               "max": round(1000 * max(hard), 1)}
    out["four_normal_bots"] = table_of_normals()
    out["goals"] = GOALS
    return out


def main() -> None:
    print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else LADDER_GAMES), indent=2))


if __name__ == "__main__":
    main()
