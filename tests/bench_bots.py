"""Bot decision latency per level over a few seeded games (`make bench` prints it).

    python -m tests.bench_bots
"""

from __future__ import annotations

from gameshelf.engine.lunch_money.bots import LEVELS
from gameshelf.tui.headless.sim import KindStats, play_game, seat_kinds

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


def main() -> None:
    print(f"{'bot':<8}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}")
    for level, r in run().items():
        print(f"{level:<8}{r['decisions']:>10}{r['p50']:>9}{r['p95']:>9}{r['max']:>9}")


if __name__ == "__main__":
    main()
