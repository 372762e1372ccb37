"""`make bench`: speed and memory figures. Goals live here, never in tests.

Engine: random-bot sim for 4 players, 2,000 games as the issue checks it (games and actions per
second end to end: legal actions, bot choice, latency timing and apply; a random bot reads only
its legal actions, so it is handed no view; the goal is 70,000 actions per second on one core), and
the raw apply rate (a recorded action stream replayed through `apply`, every action validated),
and views (every seat's `view_for` at every position, applying in between).
Then Lunch Money through the protocol against RLCard UNO (the 5x goal), bots, narration and
saves, each from its own bench module when present.
"""

from __future__ import annotations

import importlib
import json
import random
import sys
import time
import tracemalloc

from gameshelf.engine.lunch_money import apply, legal_actions, new_game
from gameshelf.tui.headless.sim import simulate


def engine_apply_rate(games: int = 200, players: int = 4) -> dict:
    """Replay recorded random games: legal_actions + apply per action, in place, one core."""
    streams = []
    for g in range(games):
        state, rng, actions = new_game(players, seed=g), random.Random(g), []
        while state.winner is None:
            legal = legal_actions(state)
            a = legal[rng.randrange(len(legal))]
            actions.append(a)
            state, _ = apply(state, a, in_place=True)
        streams.append(actions)
    total = sum(len(s) for s in streams)
    start = time.perf_counter()
    for g, actions in enumerate(streams):
        state = new_game(players, seed=g)
        for a in actions:
            state, _ = apply(state, a, in_place=True)
    secs = time.perf_counter() - start
    return {"actions": total, "seconds": round(secs, 3),
            "applied_actions_per_second": round(total / secs)}


def engine_view_rate(games: int = 40, players: int = 4) -> dict:
    """view_for every seat at every position of random games, one public field read (what a
    table of reading bots asks for): positions per second, applying in place, one core."""
    from gameshelf.engine.lunch_money import view_for
    positions = read = 0
    start = time.perf_counter()
    for g in range(games):
        state, rng = new_game(players, seed=g), random.Random(g)
        while state.winner is None:
            for seat in range(players):
                read += view_for(state, seat).pool     # a bot reads at least one public field
            legal = legal_actions(state)
            state, _ = apply(state, legal[rng.randrange(len(legal))], in_place=True)
            positions += 1
    secs = time.perf_counter() - start
    return {"positions": positions, "seconds": round(secs, 3),
            "positions_per_second": round(positions / secs)}


def engine_memory() -> dict:
    tracemalloc.start()
    state = new_game(6, seed=1)
    size = tracemalloc.get_traced_memory()[0]   # measured while the state is alive
    tracemalloc.stop()
    del state
    return {"state_bytes_6_players": size}


def main() -> int:
    out: dict = {}
    sim = simulate(["random"], 4, 2000, seed=1, game_key="lunch-money").as_dict()
    out["sim_4p_random"] = {**{k: v for k, v in sim.items() if k != "bots"},
                            "goal_actions_per_second": 70_000}
    out["engine_apply"] = engine_apply_rate()
    out["engine_views"] = engine_view_rate()
    out["engine_memory"] = engine_memory()
    for name in ("bench_rlcard", "bench_bots", "bench_narration", "bench_saves",
                 "bench_startup", "bench_table", "bench_dumm_gelaufen",
                 "bench_dig_your_way_out", "bench_dg_table", "bench_advice", "bench_net"):
        try:
            mod = importlib.import_module(f"tests.{name}")
        except ModuleNotFoundError:
            continue
        out[name.removeprefix("bench_")] = mod.run()
    for section, figures in out.items():
        print(f"== {section}")
        print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
