"""Advice figures for `make bench`: how long one `advise` (a hint, one step of the look back)
takes at the human seat's decisions with a choice, the player's own choice weighed too, in
three seeded matches of every game against normal bots, heads-up and at four (BOTS.md, "Hints
and the look back")."""

from __future__ import annotations

import random
import statistics
import time

from gameshelf import engine

MATCHES, MAX_ACTIONS = 3, 400


def advice_times(game, players: int) -> list[float]:
    """Seconds per `advise` at seat 0's decisions of MATCHES seeded matches."""
    times = []
    for seed in range(MATCHES):
        state = game.new_game([f"P{i}" for i in range(players)], seed)
        bots = {s: game.make_bot("normal", s, f"{seed}:{s}") for s in range(players)}
        rng = random.Random(seed)
        for step in range(MAX_ACTIONS):
            if game.outcome(state) is not None:
                break
            seat = game.current_decision(state).seat
            view = game.view_for(state, seat)
            if seat == 0 and len(view.legal) > 1:
                mine = view.legal[rng.randrange(len(view.legal))]
                start = time.perf_counter()
                game.advise(view, step, also=(mine,))
                times.append(time.perf_counter() - start)
            state, _ = game.apply(state, bots[seat].choose(view))
    return times


def run() -> dict:
    out = {}
    for game in engine.games():
        for players in (2, 4):
            t = sorted(advice_times(game, players))
            out[f"{game.key}-{players}p"] = {
                "decisions": len(t), "mean_ms": round(1000 * statistics.mean(t), 1),
                "p95_ms": round(1000 * t[int(0.95 * len(t))], 1),
                "max_ms": round(1000 * t[-1], 1)}
    return out


if __name__ == "__main__":
    import json
    print(json.dumps(run(), indent=1))
