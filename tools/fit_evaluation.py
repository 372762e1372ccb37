"""Fit the hard bot's judge of positions (`engine.lunch_money.bots.evaluation`) and write its numbers to
`engine/lunch_money/bots/evaluation_weights.py`.

Seeded normal-vs-normal heads-up matches are played; at the start of every turn both seats'
features are recorded with who went on to win; a logistic model (no intercept: the features are
"mine minus hers", so the model is antisymmetric) is fitted by Newton's method with a little L2.
Held-out matches on another seed report the log-loss, next to a model that reads only the
counters and who moves next.

    make fit-eval          # or: python -m tools.fit_evaluation [--games 20000] [--seed 101]

A developer tool: it needs numpy (installed by `make fit-eval`); the game itself does not.
"""

from __future__ import annotations

import argparse
import sys
from multiprocessing import Pool
from pathlib import Path

from gameshelf.engine.lunch_money import apply, new_game, view_for
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.engine.lunch_money.bots.evaluation import FEATURES, features
from gameshelf.engine.lunch_money.legal import current_decision
from gameshelf.engine.lunch_money.state import DecisionKind

OUT = Path(__file__).resolve().parent.parent / "engine" / "lunch_money" / "bots" / "evaluation_weights.py"
COUNTERS_ONLY = ("counters", "at_most_2", "at_most_4", "at_most_6", "at_most_9",
                 "inverse_counters", "to_move")


def positions(args: tuple[int, int]) -> list[tuple[list[float], int]]:
    """One seeded normal-vs-normal match: (features, won) for both seats at every turn start."""
    seed, game = args
    state = new_game(2, seed=seed * 1_000_003 + game)
    bots = [make_bot("normal", s, f"{seed}:{game}:{s}") for s in range(2)]
    seen: list[tuple[list[float], list[float]]] = []
    last = None
    while state.winner is None:
        d = current_decision(state)
        if d.kind == DecisionKind.TURN and (state.round, state.turn) != last:
            last = (state.round, state.turn)
            seen.append((features(state, 0), features(state, 1)))
        state, _ = apply(state, bots[d.seat].choose(view_for(state, d.seat)), in_place=True)
    return [row for f0, f1 in seen for row in ((f0, state.winner == 0), (f1, state.winner == 1))]


def play(games: int, seed: int, jobs: int | None = None):
    """Features and outcomes (numpy arrays) of `games` seeded matches, over `jobs` processes."""
    import numpy as np
    with Pool(jobs) as pool:
        rows = [r for game in pool.map(positions, [(seed, g) for g in range(games)], chunksize=20)
                for r in game]
    return np.array([f for f, _ in rows], float), np.array([w for _, w in rows], float)


def fit(x, y, l2: float = 1e-3, steps: int = 30):
    """Logistic regression by Newton's method."""
    import numpy as np
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-x @ w))
        grad = x.T @ (p - y) / len(y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x / len(y) + l2 * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    return w


def log_loss(x, y, w) -> float:
    """Mean log-loss of the model w on features x and outcomes y (lower predicts better)."""
    import numpy as np
    p = np.clip(1 / (1 + np.exp(-x @ w)), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--holdout", type=int, default=4_000, help="held-out matches (seed + 101)")
    ap.add_argument("--jobs", type=int, default=None, help="processes (default: every core)")
    args = ap.parse_args(argv)
    try:
        import numpy  # noqa: F401
    except ImportError:
        print("fit_evaluation: needs numpy (make fit-eval installs it)", file=sys.stderr)
        return 2
    x, y = play(args.games, args.seed, args.jobs)
    xt, yt = play(args.holdout, args.seed + 101, args.jobs)
    w = fit(x, y)
    cols = [FEATURES.index(n) for n in COUNTERS_ONLY]
    base = log_loss(xt[:, cols], yt, fit(x[:, cols], y))
    loss = log_loss(xt, yt, w)
    lines = [
        '"""The fitted numbers of the hard bot\'s judge (`engine.lunch_money.bots.evaluation`): log-odds of',
        "winning per unit of each feature (mine minus hers). Written by `make fit-eval`",
        f"(tools/fit_evaluation.py --games {args.games} --seed {args.seed}): {len(y) // 2} turn",
        "starts of normal-vs-normal matches, each seen from both seats; held-out log-loss",
        f"{loss:.4f} ({len(yt) // 2} turn starts, seed {args.seed + 101}), against {base:.4f} for",
        "a model that reads only the counters and who moves next.",
        '"""',
        "",
        "WEIGHTS: dict[str, float] = {",
        *(f"    {name!r}: {value:.4f}," for name, value in zip(FEATURES, w, strict=True)),
        "}",
        "",
    ]
    OUT.write_text("\n".join(lines))
    print(f"{len(y) // 2} turn starts; held-out log-loss {loss:.4f} (counters only {base:.4f}); "
          f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
