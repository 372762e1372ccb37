"""Dig Your Way Out's figures for `make bench`, measured side by side in one run:

- random playouts through the protocol against RLCard's UNO (goal: at least 3x its actions/s);
- no stalemate: seeded random matches at every player count, with and without Michel(le), all
  end (the proof runs 10,000 per setting: `python -m tests.bench_dig_your_way_out --games 10000`);
- the bot ladder heads-up (each step's win rate, goal >= 60 %) and hard's think time (p95, goal
  <= 300 ms).

    python -m tests.bench_dig_your_way_out [--games N] [--ladder N]
"""

from __future__ import annotations

import argparse
import json
import random
import time

from engine import find_game
from tests.bench_rlcard import rlcard_python, uno_rate

GAME = "dig-your-way-out"
ROUNDS, SECONDS = 3, 2.0
PROOF_GAMES, LADDER_GAMES = 100, 100     # per setting / per step in `make bench`
HARD_GAMES = 20                          # hard thinks up to 0.2 s a turn: fewer games
CAP = 500_000                            # actions: a match past this counts as not ending
STEPS = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))


def playout_rate(seconds: float = SECONDS, players: int = 4) -> dict:
    """Random-bot matches through the protocol for `seconds`: actions per second."""
    game = find_game(GAME)
    names = [f"P{i}" for i in range(players)]
    apply, legal_actions, decision = game.apply, game.legal_actions, game.current_decision
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_game(names, games)
        bots = [game.make_bot("random", s, f"{games}:{s}").choose_legal for s in range(players)]
        legal = legal_actions(state)
        while legal:
            state, _ = apply(state, bots[decision(state).seat](legal), in_place=True)
            legal = legal_actions(state)
            actions += 1
        games += 1
    return {"games": games, "actions_per_second": actions / (time.perf_counter() - start)}


def no_stalemate(games: int = PROOF_GAMES) -> dict:
    """Seeded random matches per (players, michel): how many ended, and the longest."""
    game = find_game(GAME)
    out = {}
    for michel in (False, True):
        for players in game.players:
            longest, ended = 0, 0
            for seed in range(games):
                state, rng = game.new_game([f"P{i}" for i in range(players)], seed,
                                           michel=michel), random.Random(seed)
                for n in range(CAP):
                    legal = game.legal_actions(state)
                    if not legal:
                        ended += 1
                        longest = max(longest, n)
                        break
                    state, _ = game.apply(state, legal[rng.randrange(len(legal))],
                                          in_place=True)
            out[f"{players}p{'-michel' if michel else ''}"] = {
                "games": games, "ended": ended, "longest_actions": longest}
    return out


def ladder(games: int = LADDER_GAMES) -> dict:
    """Each step heads-up over seeded games, seats alternating; hard's decision times."""
    game = find_game(GAME)
    out: dict = {}
    hard_times: list[float] = []
    for strong, weak in STEPS:
        wins = 0
        games = min(games, HARD_GAMES) if "hard" in (strong, weak) else games
        for i in range(games):
            kinds = (strong, weak) if i % 2 == 0 else (weak, strong)
            state = game.new_game(["A", "B"], i)
            bots = [game.make_bot(kinds[q], q, f"{i}:{q}") for q in range(2)]
            while game.outcome(state) is None:
                seat = game.current_decision(state).seat
                t = time.perf_counter()
                action = bots[seat].choose(game.view_for(state, seat))
                if kinds[seat] == "hard":
                    hard_times.append(time.perf_counter() - t)
                state, _ = game.apply(state, action, in_place=True)
            wins += kinds[game.outcome(state).winners[0]] == strong
        out[f"{strong}_vs_{weak}"] = {"games": games, "win_rate": round(wins / games, 3),
                                      "goal": 0.6}
    hard_times.sort()
    if hard_times:
        out["hard_decision_ms"] = {"p95": round(hard_times[int(len(hard_times) * .95)] * 1000, 1),
                                   "max": round(hard_times[-1] * 1000, 1), "goal_p95": 300}
    return out


def run(games: int = PROOF_GAMES, ladder_games: int = LADDER_GAMES) -> dict:
    """Every figure above, in one dict."""
    python, why = rlcard_python()
    ours, uno = [], []
    for _ in range(ROUNDS):
        ours.append(playout_rate()["actions_per_second"])
        if python:
            uno.append(uno_rate(python)["actions_per_second"])
    out: dict = {"random_playout_actions_per_second": round(max(ours))}
    if python:
        out["rlcard_uno_actions_per_second"] = round(max(uno))
        out["ratio"] = round(max(ours) / max(uno), 2)
        out["goal_ratio"] = 3.0
    else:
        out["rlcard_uno"] = f"skipped: {why}"
    out["no_stalemate"] = no_stalemate(games)
    out["ladder"] = ladder(ladder_games)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=PROOF_GAMES)
    parser.add_argument("--ladder", type=int, default=LADDER_GAMES)
    args = parser.parse_args()
    print(json.dumps(run(args.games, args.ladder), indent=2))


if __name__ == "__main__":
    main()
