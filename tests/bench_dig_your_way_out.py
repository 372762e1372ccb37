"""Dig Your Way Out's figures for `make bench`, measured side by side in one run:

- random playouts through the protocol against RLCard's UNO (goal: at least 3x its actions/s),
  rounds alternating so both see the same load;
- no stalemate: seeded random matches at every player count, Michel(le) off and on (and the
  team variant at 4 and 6 once the game offers a `team` option), all end; the proof plays
  10,000 per setting: `python -m tests.bench_dig_your_way_out --stalemate`;
- the bot ladder heads-up (each step's win rate over seeded games, seats swapped; goal >= 60 %,
  hard against normal >= 65 %, with its 95 % interval) and hard's decision time (p95, goal
  <= 300 ms);
- the table of four: one hard bot among three normal ones, its seat rotated every game (par
  25 %, goal >= 40 %), with its 95 % interval.

    python -m tests.bench_dig_your_way_out                  # what `make bench` prints
    python -m tests.bench_dig_your_way_out --stalemate [--games N]
    python -m tests.bench_dig_your_way_out --ladder N [--step hard-normal] [--michel] [--seed S]
    python -m tests.bench_dig_your_way_out --team-ladder N [--team-kind hard] [--seed S]
    python -m tests.bench_dig_your_way_out --four N [--seed S]      # the long table of four
    python -m tests.bench_dig_your_way_out --ladder N --load        # with a CPU hog beside it
    python -m tests.bench_dig_your_way_out --speed --against REV  # REV's engine beside this one
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from gameshelf.engine import find_game
from tests.bench_rlcard import (
    _UNO,
    ROOT,
    failed_against,
    rlcard_python,
    run_against,
    uno_rate,
)

GAME = "dig-your-way-out"
ROUNDS, SECONDS = 3, 2.0
PROOF_GAMES = 10_000                     # per setting, with --stalemate
BENCH_PROOF_GAMES = 50                   # per setting in `make bench`
LADDER_GAMES = 40                        # per step in `make bench` (the table: 1,000)
FOUR_GAMES = 20                          # the table of four in `make bench` (BOTS.md: 400+)
UNTUNED_SEED = 900_001                   # the first deal of seeds the bots were never tuned on
CAP = 200_000                            # actions: a match past this has not ended
TEAM_CAP = 20_000                        # bot decisions: a team match past this has not ended
STEPS = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))
TEAM_COUNTS = (4, 6)                     # the team variant's tables


def playout_rate(seconds: float = SECONDS, players: int = 4, clock=time.perf_counter) -> dict:
    """Random-bot matches through the protocol for `seconds`: actions per second (the loop of
    tests.bench_rlcard's Lunch Money side). `clock`: wall time, or time.process_time for the
    CPU this process got (a fair measure on a machine others load)."""
    game = find_game(GAME)
    names = [f"P{i}" for i in range(players)]
    apply, legal_actions, decision = game.apply, game.legal_actions, game.current_decision
    actions = games = 0
    start = clock()
    while clock() - start < seconds:
        state = game.new_game(names, games)
        bots = [game.make_bot("random", s, f"{games}:{s}").choose_legal for s in range(players)]
        legal = legal_actions(state)
        while legal:
            state, _ = apply(state, bots[decision(state).seat](legal), in_place=True)
            legal = legal_actions(state)
            actions += 1
        games += 1
    return {"games": games, "actions_per_second": actions / (clock() - start)}


def uno_cpu_rate(python: str, seconds: float = SECONDS) -> dict:
    """RLCard UNO's loop of tests.bench_rlcard, timed by the CPU its process got."""
    script = _UNO.replace("time.perf_counter()", "time.process_time()")
    out = subprocess.run([python, "-c", script, str(seconds)], capture_output=True, text=True,
                         check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


# Runs in a subprocess: playout_rate by CPU clock on the engine found first on sys.path.
_DIG = """
import json, sys, time
sys.path[:0] = [sys.argv[1], sys.argv[2]]
from tests.bench_dig_your_way_out import playout_rate
print(json.dumps(playout_rate(float(sys.argv[3]), clock=time.process_time)))
"""


def playout_rate_of(engine_root: Path, seconds: float = SECONDS) -> dict:
    """`playout_rate` (CPU clock) in a fresh interpreter, on the `engine` package under
    engine_root."""
    out = subprocess.run([sys.executable, "-c", _DIG, str(engine_root), str(ROOT), str(seconds)],
                         capture_output=True, text=True, check=True, cwd="/")
    return json.loads(out.stdout.strip().splitlines()[-1])


def speed_against(rev: str, rounds: int = ROUNDS) -> dict:
    """REV's engine, this tree's and RLCard UNO, each in a fresh process by the CPU it got,
    rounds alternating: each side's best round and the ratios."""
    return {"clock": "cpu"} | run_against(rev, rounds, playout_rate_of, uno_cpu_rate, goal=3.0)


def settings(game) -> Iterator[tuple[str, int, dict]]:
    """Every table the proof covers: (name, players, options), read from the game's options so
    a variant the engine gains (team) is covered without a change here."""
    keys = {o.key for o in game.options}
    for michel in (False, True):
        for players in game.players:
            yield f"{players}p{'-michel' if michel else ''}", players, {"michel": michel}
    if "team" in keys:
        for michel in (False, True):
            for players in TEAM_COUNTS:
                if players in game.players:
                    yield (f"{players}p-team{'-michel' if michel else ''}", players,
                           {"michel": michel, "team": True})


def proof_kind(options: dict) -> str:
    """The bots of the proof: random, and with Michel(le) easy. With the data file's Michel(le)
    deck (5 knives in 8) a table of uniform-random players is beaten twice most turns (about
    4 turns in 5 at 4 players: nobody digs), so a random 6-player match runs to 190,000 actions
    at the median and some pass 400,000 (RULES M4); easy is the weakest bot that plays."""
    return "easy" if options.get("michel") else "random"


def random_match(game, players: int, seed: int, options: dict, cap: int = CAP,
                 kind: str | None = None) -> tuple:
    """One seeded match of `proof_kind` bots (or `kind`): (ended, actions, turns)."""
    state = game.new_game([f"P{i}" for i in range(players)], seed, **options)
    kind = kind or proof_kind(options)
    made = [game.make_bot(kind, s, f"{seed}:{s}") for s in range(players)]
    view_for = game.view_for
    bots = [b.choose_legal if kind == "random" else
            (lambda legal, b=b: b.choose(view_for(state, b.seat))) for b in made]
    apply, legal_actions, decision, ends_turn = (game.apply, game.legal_actions,
                                                 game.current_decision, game.ends_turn)
    turns = 0
    for n in range(cap):
        legal = legal_actions(state)
        if not legal:
            return True, n, turns
        state, events = apply(state, bots[decision(state).seat](legal), in_place=True)
        turns += ends_turn(events)
    return False, cap, turns


def no_stalemate(games: int = BENCH_PROOF_GAMES, out=None, only: set | None = None,
                 first: int = 0) -> dict:
    """Seeded random matches (seeds first..first+games-1) per setting: how many ended, the
    longest in actions and turns, and the seeds of any that did not (a bug). With `out`, a line
    per setting as it finishes; `only`: these settings by name. A long proof runs in slices
    (`first`) whose lines add up."""
    game = find_game(GAME)
    result: dict = {}
    for name, players, options in settings(game):
        if only and name not in only:
            continue
        start = time.perf_counter()
        ended, longest_actions, longest_turns, stuck = 0, 0, 0, []
        for seed in range(first, first + games):
            done, actions, turns = random_match(game, players, seed, options)
            if done:
                ended += 1
                longest_actions, longest_turns = (max(longest_actions, actions),
                                                  max(longest_turns, turns))
            else:
                stuck.append(seed)
        result[name] = {"games": games, "first_seed": first, "ended": ended, "longest_actions": longest_actions,
                        "longest_turns": longest_turns, "not_ended_seeds": stuck[:20],
                        "seconds": round(time.perf_counter() - start, 1)}
        if out:
            print(json.dumps({name: result[name]}), file=out, flush=True)
    return result


def interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % (Wilson score) interval of a win rate of `wins` in `games`."""
    if not games:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return round(centre - half, 3), round(centre + half, 3)


def timing_ms(ts: list[float]) -> dict:
    """p50 / p95 / max of decision times (seconds) in milliseconds, and their count."""
    ts = sorted(ts)
    return {"p50": round(ts[len(ts) // 2] * 1000, 2), "p95": round(ts[int(len(ts) * .95)] * 1000, 2),
            "max": round(ts[-1] * 1000, 2), "decisions": len(ts)}


@contextmanager
def cpu_load(on: bool = True) -> Iterator[None]:
    """With `on`, another CPU-heavy process beside the measurement (a busy loop, ended after):
    decision times "under load" as a player's machine may be."""
    if not on:
        yield
        return
    hog = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        yield
    finally:
        hog.kill()
        hog.wait()


def ladder_step(strong: str, weak: str, games: int, michel: bool = False, seed: int = 0,
                out=None) -> dict:
    """`strong` against `weak` heads-up over seeded deals seed..seed+games-1, seats swapped
    every game: strong's win rate, and each side's decision times."""
    game = find_game(GAME)
    wins, times = 0, {strong: [], weak: []}
    start = time.perf_counter()
    for i in range(games):
        g = seed + i
        kinds = (strong, weak) if g % 2 == 0 else (weak, strong)
        state = game.new_game(["A", "B"], g, michel=michel)
        bots = [game.make_bot(kinds[q], q, f"{g}:{q}") for q in range(2)]
        while (d := game.current_decision(state)) is not None:
            seat = d.seat
            t = time.perf_counter()
            action = bots[seat].choose(game.view_for(state, seat))
            times[kinds[seat]].append(time.perf_counter() - t)
            state, _ = game.apply(state, action, in_place=True)
        wins += kinds[game.outcome(state).winners[0]] == strong
        if out and (i + 1) % 50 == 0:
            print(f"  {strong}-{weak} {i + 1}/{games}: {wins / (i + 1):.3f}", file=out,
                  flush=True)
    row: dict = {"games": games, "seeds": f"{seed}..{seed + games - 1}", "michel": michel,
                 "win_rate": round(wins / games, 3), "interval_95": interval(wins, games),
                 "goal": 0.65 if (strong, weak) == ("hard", "normal") else 0.6,
                 "seconds": round(time.perf_counter() - start, 1)}
    for kind, ts in times.items():
        if ts and kind in ("normal", "hard"):
            row[f"{kind}_ms"] = timing_ms(ts)
    return row


def four_table(games: int = FOUR_GAMES, seed: int = UNTUNED_SEED, strong: str = "hard",
               weak: str = "normal", out=None) -> dict:
    """One `strong` bot among three `weak` ones at four players over seeded deals
    seed..seed+games-1, its seat rotated every game (seat g % 4): its win rate (par 0.25), the
    95 % interval, its decision times and matches that ended without a winner."""
    game = find_game(GAME)
    wins, times, unfinished = 0, [], 0
    start = time.perf_counter()
    for i in range(games):
        g = seed + i
        mine = g % 4
        state = game.new_game(["A", "B", "C", "D"], g, **game.playout_options)
        bots = [game.make_bot(strong if q == mine else weak, q, f"{g}:{q}") for q in range(4)]
        while (d := game.current_decision(state)) is not None:
            seat = d.seat
            t = time.perf_counter()
            action = bots[seat].choose(game.view_for(state, seat))
            if seat == mine:
                times.append(time.perf_counter() - t)
            state, _ = game.apply(state, action, in_place=True)
        winners = game.outcome(state).winners
        wins += mine in winners
        unfinished += not winners
        if out and (i + 1) % 50 == 0:
            print(f"  four {strong}/3 {weak} {i + 1}/{games}: {wins / (i + 1):.3f}", file=out,
                  flush=True)
    return {"games": games, "seeds": f"{seed}..{seed + games - 1}", "table": f"1 {strong}, 3 {weak}",
            "win_rate": round(wins / games, 3), "interval_95": interval(wins, games),
            "par": 0.25, "goal": 0.4, "unfinished": unfinished,
            "seconds": round(time.perf_counter() - start, 1), f"{strong}_ms": timing_ms(times)}


def team_ladder(games: int, kind: str = "normal", seed: int = 0, out=None) -> dict:
    """Team matches at 4 players: `kind` bots with their teammate logic against the same bots
    without it (`teamplay=False`), the new team on the even seats in even games and on the odd
    seats in odd ones: the new team's win rate and its decision times."""
    game = find_game(GAME)
    wins, times, stuck = 0, [], []
    start = time.perf_counter()
    for i in range(games):
        g = seed + i
        new_team = g % 2
        state = game.new_game(["A", "B", "C", "D"], g, team=True)
        bots = [game.make_bot(kind, q, f"{g}:{q}", teamplay=q % 2 == new_team)
                for q in range(4)]
        for _ in range(TEAM_CAP):
            if (d := game.current_decision(state)) is None:
                break
            seat = d.seat
            t = time.perf_counter()
            action = bots[seat].choose(game.view_for(state, seat))
            if seat % 2 == new_team:
                times.append(time.perf_counter() - t)
            state, _ = game.apply(state, action, in_place=True)
        else:
            stuck.append(g)
            continue
        wins += game.outcome(state).winners[0] % 2 == new_team
        if out and (i + 1) % 50 == 0:
            print(f"  team {kind} {i + 1}/{games}: {wins / (i + 1):.3f}", file=out, flush=True)
    times.sort()
    return {"games": games, "seeds": f"{seed}..{seed + games - 1}", "kind": kind,
            "teamplay_win_rate": round(wins / games, 3), "not_ended_seeds": stuck[:20],
            "seconds": round(time.perf_counter() - start, 1),
            "teamplay_ms": {"p50": round(times[len(times) // 2] * 1000, 2),
                            "p95": round(times[int(len(times) * .95)] * 1000, 2),
                            "max": round(times[-1] * 1000, 2), "decisions": len(times)}}


def ladder(games: int = LADDER_GAMES, michel: bool = False, steps=STEPS, seed: int = 0,
           out=None) -> dict:
    """Every step of the ladder (or those asked for)."""
    return {f"{s}_vs_{w}": ladder_step(s, w, games, michel, seed, out) for s, w in steps}


def speed() -> dict:
    """Random playouts against RLCard UNO, rounds alternating; each side's best round, by wall
    clock (as tests.bench_rlcard) and by the CPU each process got (steady under load)."""
    python, why = rlcard_python()
    if not python:
        return {"rlcard_uno": f"skipped: {why}"}
    out: dict = {}
    for clock_name, ours_at, uno_at in (
            ("wall", lambda: playout_rate(), uno_rate),
            ("cpu", lambda: playout_rate(clock=time.process_time), uno_cpu_rate)):
        ours, uno = [], []
        for _ in range(ROUNDS):
            ours.append(ours_at()["actions_per_second"])
            uno.append(uno_at(python)["actions_per_second"])
        out[clock_name] = {"dig_actions_per_second": round(max(ours)),
                           "dig_rounds": [round(r) for r in ours],
                           "rlcard_uno_actions_per_second": round(max(uno)),
                           "rlcard_uno_rounds": [round(r) for r in uno],
                           "ratio": round(max(ours) / max(uno), 2), "goal_ratio": 3.0}
    return out


def run(games: int = BENCH_PROOF_GAMES, ladder_games: int = LADDER_GAMES) -> dict:
    """What `make bench` prints: the speed, a small proof, a short ladder, a short table of
    four (`--four 400` is the long one)."""
    return {**speed(), "no_stalemate": no_stalemate(games), "ladder": ladder(ladder_games),
            "four_players": four_table()}


def _step(text: str) -> tuple[str, str]:
    strong, _, weak = text.partition("-")
    levels = find_game(GAME).bot_levels
    if strong not in levels or weak not in levels:
        raise argparse.ArgumentTypeError(f"a step is STRONG-WEAK of {', '.join(levels)}, "
                                         f"not {text!r}")
    return strong, weak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--speed", action="store_true",
                        help="only the playout speed against RLCard UNO")
    parser.add_argument("--against", metavar="REV",
                        help="with --speed: git revision REV's engine measured beside this one")
    parser.add_argument("--stalemate", action="store_true",
                        help="only the proof: seeded random matches per setting")
    parser.add_argument("--games", type=int, help="matches per setting (proof)")
    parser.add_argument("--only", metavar="NAME[,NAME...]",
                        help="the proof's settings by name (4p, 4p-michel, 6p-team, ...)")
    parser.add_argument("--ladder", type=int, metavar="N", help="only the ladder, N per step")
    parser.add_argument("--step", type=_step, action="append", metavar="STRONG-WEAK")
    parser.add_argument("--michel", action="store_true", help="ladder with Michel(le) on")
    parser.add_argument("--team-ladder", type=int, metavar="N",
                        help="N team matches: bots with teammate logic against bots without")
    parser.add_argument("--team-kind", default="normal", help="the bots of --team-ladder")
    parser.add_argument("--four", type=int, metavar="N",
                        help="N games of one hard bot among three normal ones (seats rotated)")
    parser.add_argument("--load", action="store_true",
                        help="a CPU-heavy process beside the ladder or the table of four")
    parser.add_argument("--seed", type=int, help="the first deal (ladder, proof: 0; --four: "
                        f"{UNTUNED_SEED})")
    args = parser.parse_args()
    if args.speed and args.against:
        try:
            result = speed_against(args.against)
        except subprocess.CalledProcessError as e:
            failed_against(args.against, e)
    elif args.speed:
        result = speed()
    elif args.stalemate:
        only = set(args.only.split(",")) if args.only else None
        result = no_stalemate(args.games or PROOF_GAMES, sys.stderr, only, args.seed or 0)
    elif args.team_ladder:
        result = team_ladder(args.team_ladder, args.team_kind, args.seed or 0, sys.stderr)
    elif args.four:
        with cpu_load(args.load):
            result = four_table(args.four, UNTUNED_SEED if args.seed is None else args.seed,
                                out=sys.stderr)
    elif args.ladder:
        with cpu_load(args.load):
            result = ladder(args.ladder, args.michel, args.step or STEPS, args.seed or 0,
                            sys.stderr)
    else:
        result = run(args.games or BENCH_PROOF_GAMES)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
