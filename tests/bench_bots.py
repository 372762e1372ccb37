"""Bot decision latency per level over a few seeded games (`make bench` prints it), and the
Lunch Money hard bot's win rate at a table of three normal bots (`four_table`).

    python -m tests.bench_bots
    python -m tests.bench_bots four 400 900000      # hard + 3 normal, hard's seat rotated
"""

from __future__ import annotations

import math
import sys
import time

from gameshelf.engine import find_game
from gameshelf.engine.core.bots import sim_bot_seed
from gameshelf.engine.lunch_money.bots import LEVELS, make_bot
from gameshelf.tui.headless.latency import LatencyHistogram
from gameshelf.tui.headless.sim import KindStats, match_seed, play_game, seat_kinds

GAMES = 4          # per level, heads-up against the normal bot and at a 4-player table
SEED = 2024


def run() -> dict:
    """{level: {"p50", "p95", "max" (ms), "decisions"}} for every bot level."""
    out = {}
    for level in LEVELS:
        stats = {level: KindStats(), "normal": KindStats()}
        for game in range(GAMES):
            players = 2 if game % 2 == 0 else 4
            opponent = "normal" if level != "normal" else "easy"
            stats.setdefault(opponent, KindStats())
            table = seat_kinds([level] + [opponent] * (players - 1), players, game)
            play_game(table, SEED, game, stats, game_key="lunch-money")
        latency = stats[level].latency
        out[level] = {**latency.summary_ms(), "decisions": latency.count}
    return out


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a win rate of `wins` in `n` games."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return mid - half, mid + half


def four_table(games: int, seed: int, **hard_options: object) -> dict:
    """The hard bot (with `hard_options`) at a table of three normal bots, 4 players, its seat
    and the order around the table rotated game by game as `gameshelf sim` does (the same deals
    and bot seeds as `sim --players 4 --bots hard,normal,normal,normal`): its wins, win rate,
    the 95 % Wilson interval and its decision times."""
    rules = find_game("lunch-money")
    kinds = ["hard", "normal", "normal", "normal"]
    wins = 0
    latency = LatencyHistogram()
    for game in range(games):
        table = seat_kinds(kinds, 4, game)
        state = rules.new_game([f"P{s + 1}" for s in range(4)], match_seed(seed, game))
        bots = [make_bot(k, s, sim_bot_seed(seed, game, s), **(hard_options if k == "hard" else {}))
                for s, k in enumerate(table)]
        while (d := rules.current_decision(state)) is not None:
            t0 = time.perf_counter()
            action = bots[d.seat].choose(rules.view_for(state, d.seat))
            if table[d.seat] == "hard":
                latency.add_all([time.perf_counter() - t0])
            state, _ = rules.apply(state, action, in_place=True)
        outcome = rules.outcome(state)
        wins += bool(outcome and table.index("hard") in outcome.winners)
    low, high = wilson(wins, games)
    return {"games": games, "wins": wins, "win_rate": round(wins / games, 4),
            "wilson95": [round(low, 4), round(high, 4)], "decision_ms": latency.summary_ms()}


def _option(text: str) -> tuple[str, object]:
    """A hard-bot option from the command line: name=number, or name=a,b for a tuple."""
    name, _, value = text.partition("=")
    if "," in value or not value.replace(".", "").replace("-", "").isdigit():
        return name, tuple(v for v in value.split(",") if v)
    return name, float(value) if "." in value else int(value)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "four":
        games = int(sys.argv[2]) if len(sys.argv) > 2 else 400
        seed = int(sys.argv[3]) if len(sys.argv) > 3 else 900000
        print(four_table(games, seed, **dict(_option(a) for a in sys.argv[4:])))
        return
    print(f"{'bot':<8}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}")
    for level, r in run().items():
        print(f"{level:<8}{r['decisions']:>10}{r['p50']:>9}{r['p95']:>9}{r['max']:>9}")


if __name__ == "__main__":
    main()
