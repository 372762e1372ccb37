"""Lunch Money through the game protocol against RLCard's UNO environment, side by side in
one run: actions per second of random-bot matches (`make bench` prints it; the goal is 5x).

    python -m tests.bench_rlcard

Lunch Money: `GAME.legal_actions`, the seat's `GAME.make_bot("random", …)` bot and
`GAME.apply(…, in_place=True)` per action, 4 players, one core. UNO: RLCard's own
`env.run` loop (RandomAgent.eval_step, env.step with its state encoding), 2 players, in a
subprocess of a Python that has rlcard: $RLCARD_PYTHON, else /work/.rlcard-venv/bin/python,
else this one (`pip install -e .[bench]`). Rounds alternate so both see the same load; each
side's best round counts.

    python -m tests.bench_rlcard --against REV

adds the same Lunch Money loop on the engine of git revision REV (before and after a change,
side by side in one run): each round then plays REV, this tree and UNO, each in a subprocess.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from gameshelf.engine import find_game

ROUNDS = 3
SECONDS = 2.0          # per round and side
GOAL = 5.0
RLCARD_DEFAULT = "/work/.rlcard-venv/bin/python"

# Runs in the rlcard interpreter: random agents play UNO for `seconds`; prints actions/s.
_UNO = """
import json, sys, time
import rlcard
from rlcard.agents import RandomAgent
env = rlcard.make("uno", config={"seed": 1})
agents = [RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)]
env.set_agents(agents)
seconds, actions, games = float(sys.argv[1]), 0, 0
start = time.perf_counter()
while time.perf_counter() - start < seconds:
    state, player = env.reset()
    while not env.is_over():
        action, _ = agents[player].eval_step(state)
        state, player = env.step(action, agents[player].use_raw)
        actions += 1
    games += 1
secs = time.perf_counter() - start
print(json.dumps({"games": games, "actions": actions, "actions_per_second": actions / secs}))
"""


def lunch_money_rate(seconds: float = SECONDS, players: int = 4) -> dict:
    """Random-bot matches through the protocol for `seconds`: actions per second."""
    game = find_game("lunch-money")
    names = [f"P{i}" for i in range(players)]
    # The protocol's methods looked up once, as any playout loop does.
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
    secs = time.perf_counter() - start
    return {"games": games, "actions": actions, "actions_per_second": actions / secs}


def rlcard_python() -> tuple[str | None, str]:
    """An interpreter that imports rlcard, or None and why not."""
    candidates = [os.environ.get("RLCARD_PYTHON") or RLCARD_DEFAULT, sys.executable]
    for python in candidates:
        if not os.path.exists(python):
            continue
        ok = subprocess.run([python, "-c", "import rlcard"], capture_output=True).returncode
        if ok == 0:
            return python, ""
    return None, ("rlcard is not installed (set RLCARD_PYTHON to a Python that has it, or "
                  "`pip install -e .[bench]`)")


def uno_rate(python: str, seconds: float = SECONDS) -> dict:
    out = subprocess.run([python, "-c", _UNO, str(seconds)], capture_output=True, text=True,
                         check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


# Runs in a subprocess: this module's Lunch Money loop on the engine found first on sys.path.
_LUNCH_MONEY = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
from tests.bench_rlcard import lunch_money_rate
print(json.dumps(lunch_money_rate(float(sys.argv[3]))))
"""
ROOT = Path(__file__).resolve().parent.parent


def lunch_money_rate_of(engine_root: Path, seconds: float = SECONDS) -> dict:
    """`lunch_money_rate` in a fresh interpreter, on the `engine` package under engine_root."""
    out = subprocess.run([sys.executable, "-c", _LUNCH_MONEY, str(engine_root), str(ROOT),
                          str(seconds)], capture_output=True, text=True, check=True, cwd="/")
    return json.loads(out.stdout.strip().splitlines()[-1])


def export_engine(rev: str, into: Path) -> Path:
    """The `engine` package as it was at git revision rev, written under into."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "engine"],
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def failed_against(rev: str, error: subprocess.CalledProcessError) -> None:
    """Say in one line why REV could not be measured (git's or the child's last words), exit 2."""
    err = error.stderr
    err = err.decode(errors="replace") if isinstance(err, bytes) else err or ""
    last = err.strip().splitlines()[-1:] or [str(error)]
    print(f"Could not measure against {rev!r}: {last[0]}", file=sys.stderr)
    sys.exit(2)


def run_against(rev: str, rounds: int = ROUNDS, ours_of=lunch_money_rate_of, uno_of=uno_rate,
                goal: float = GOAL) -> dict:
    """This tree's engine, REV's engine and UNO, rounds alternating: each best round, ratios.
    `ours_of(engine_root)` and `uno_of(python)` measure a round (another game's, or by CPU)."""
    python, why = rlcard_python()
    rates: dict[str, list[float]] = {"before": [], "after": [], "uno": []}
    with tempfile.TemporaryDirectory() as tmp:
        before = export_engine(rev, Path(tmp))
        for _ in range(rounds):
            rates["before"].append(ours_of(before)["actions_per_second"])
            rates["after"].append(ours_of(ROOT)["actions_per_second"])
            if python:
                rates["uno"].append(uno_of(python)["actions_per_second"])
    best = {side: max(r) for side, r in rates.items() if r}
    out: dict = {"against": rev, **{f"{side}_rounds": [round(r) for r in rs]
                                     for side, rs in rates.items()},
                 "after_over_before": round(best["after"] / best["before"], 3)}
    if not python:
        out["rlcard_uno"] = f"skipped: {why}"
        return out
    out["before_ratio"] = round(best["before"] / best["uno"], 2)
    out["after_ratio"] = round(best["after"] / best["uno"], 2)
    out["goal_ratio"] = goal
    return out


def run(rounds: int = ROUNDS) -> dict:
    """Both rates (best round of each) and their ratio; UNO "skipped: why" without rlcard."""
    python, why = rlcard_python()
    lm, uno = [], []
    for _ in range(rounds):
        lm.append(lunch_money_rate()["actions_per_second"])
        if python:
            uno.append(uno_rate(python)["actions_per_second"])
    out: dict = {"lunch_money_protocol_actions_per_second": round(max(lm)),
                 "lunch_money_rounds": [round(r) for r in lm]}
    if not python:
        out["rlcard_uno"] = f"skipped: {why}"
        return out
    out["rlcard_uno_actions_per_second"] = round(max(uno))
    out["rlcard_uno_rounds"] = [round(r) for r in uno]
    out["ratio"] = round(max(lm) / max(uno), 2)
    out["goal_ratio"] = GOAL
    return out


def main() -> None:
    if sys.argv[1:2] == ["--against"] and len(sys.argv) == 3:
        try:
            print(json.dumps(run_against(sys.argv[2]), indent=2))
        except subprocess.CalledProcessError as e:
            failed_against(sys.argv[2], e)
    elif len(sys.argv) > 1:
        print("usage: python -m tests.bench_rlcard [--against REV]", file=sys.stderr)
        sys.exit(2)
    else:
        print(json.dumps(run(), indent=2))


if __name__ == "__main__":
    main()
