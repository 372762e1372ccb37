"""Bot decision latency per level over a few seeded games (`make bench` prints it).

    python -m tests.bench_bots
"""

from __future__ import annotations

from gameshelf.engine.lunch_money import apply, new_game, view_for
from gameshelf.engine.lunch_money.bots import LEVELS, make_bot
from gameshelf.engine.lunch_money.bots.hard import HardBot
from gameshelf.engine.lunch_money.legal import current_decision
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
    out["hard"]["searches_cut_by_clock"] = _hard_cap_share()
    return out


def _hard_cap_share() -> float:
    """Share of hard's searches that its time cap cut short (the rest ran the full count)."""
    searches = capped = 0
    for game in range(2):
        hard = make_bot("hard", 0, f"cap{game}")
        assert isinstance(hard, HardBot)
        bots = [hard, make_bot("normal", 1, game)]
        state = new_game(2, seed=SEED + game)
        while state.winner is None:
            seat = current_decision(state).seat
            state, _ = apply(state, bots[seat].choose(view_for(state, seat)), in_place=True)
        searches, capped = searches + hard.searches, capped + hard.capped
    return round(capped / max(1, searches), 3)


def main() -> None:
    print(f"{'bot':<8}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}")
    for level, r in run().items():
        print(f"{level:<8}{r['decisions']:>10}{r['p50']:>9}{r['p95']:>9}{r['max']:>9}")


if __name__ == "__main__":
    main()
