"""`lunchmoney sim`: bots play each other headless and the figures are printed.

Seats rotate between games so no bot kind keeps the first move, and the order around the table
changes so none keeps a favourable neighbour. Prints a short table, or one JSON object with
--json; --narrate prints one match as its fight log instead.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import permutations

from engine import apply, new_game, opening_events, view_for
from engine.bots import BOT_KINDS, make_bot
from engine.legal import current_decision, legal_actions
from engine.state import MAX_PLAYERS, MIN_PLAYERS
from tui.cli import CliError


@dataclass
class KindStats:
    """Per bot kind: seats played, wins, decision times in seconds."""

    games: int = 0
    wins: int = 0
    times: list[float] = field(default_factory=list)


@dataclass
class SimResult:
    games: int
    players: int
    winners: list[int]
    actions: int
    seconds: float
    kinds: dict[str, KindStats]

    def as_dict(self) -> dict:
        secs = max(self.seconds, 1e-9)
        return {
            "games": self.games, "players": self.players, "winners": self.winners,
            "actions": self.actions, "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / secs, 2),
            "actions_per_second": round(self.actions / secs, 1),
            "bots": {k: {"games": s.games, "wins": s.wins,
                         "win_rate": round(s.wins / s.games, 4) if s.games else 0.0,
                         "decision_ms": _percentiles(s.times)}
                     for k, s in self.kinds.items()},
        }


def _percentiles(times: list[float]) -> dict[str, float]:
    if not times:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 3)

    return {"p50": at(0.5), "p95": at(0.95), "max": round(ordered[-1] * 1000, 3)}


def parse_kinds(text: str) -> list[str]:
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in BOT_KINDS]
    if not kinds or unknown:
        raise CliError(f"unknown bot kind {', '.join(unknown) or repr(text)}; "
                       f"choose from {', '.join(BOT_KINDS)}")
    return kinds


def seat_kinds(kinds: Sequence[str], players: int, game: int) -> list[str]:
    """Kinds cycled over the seats, rotated by one seat each game. After every full turn of
    rotations the order around the table changes too, so over a run each kind also sits
    after each other kind: who acts right after whom moves a kind's win rate by several points
    at three or more seats, which rotation alone never evens out."""
    rotated = [kinds[(seat + game) % len(kinds)] for seat in range(players)]
    orders = _seat_orders(players)
    order = orders[(game // len(kinds)) % len(orders)]
    return [rotated[seat] for seat in order]


@cache
def _seat_orders(players: int) -> list[tuple[int, ...]]:
    """Every order of the seats around the table, seat 0 kept first (identity first)."""
    return [(0, *rest) for rest in permutations(range(1, players))]


def play_game(kinds: Sequence[str], seed: int, game: int, stats: dict[str, KindStats] | None,
              on_events=None) -> tuple[int, int]:
    """One bot match; returns (winner seat, actions applied)."""
    players = len(kinds)
    state = new_game(players, seed=seed * 1_000_003 + game)
    bots = [make_bot(k, seat, f"{seed}:{game}:{seat}") for seat, k in enumerate(kinds)]
    if on_events:
        on_events(state, opening_events(state))
    clock = time.perf_counter
    times = [stats[k].times for k in kinds] if stats is not None else [[] for _ in kinds]
    # A bot that reads only its legal actions is handed just those: a view is most of the
    # cost of a random bot's decision (engine.bots.Bot).
    pick_legal = [getattr(b, "choose_legal", None) for b in bots]
    while state.winner is None:
        seat = current_decision(state).seat
        pick = pick_legal[seat]
        t0 = clock()
        if pick is not None:
            action = pick(legal_actions(state))
        else:
            action = bots[seat].choose(view_for(state, seat))
        times[seat].append(clock() - t0)
        state, events = apply(state, action, in_place=True)
        if on_events:
            on_events(state, events)
    return state.winner, state.actions


def simulate(kinds: Sequence[str], players: int, games: int, seed: int,
             progress: bool = False) -> SimResult:
    stats = {k: KindStats() for k in kinds}
    winners = [0] * players
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        table = seat_kinds(kinds, players, g)
        for k in set(table):
            stats[k].games += 1
        winner, n = play_game(table, seed, g, stats)
        winners[winner] += 1
        stats[table[winner]].wins += 1
        actions += n
        if progress:
            _progress(g + 1, games)
    if progress:
        sys.stderr.write("\n")
    return SimResult(games, players, winners, actions, time.perf_counter() - start, stats)


def _progress(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    sys.stderr.flush()


def run_sim(args: argparse.Namespace) -> int:
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        raise CliError(f"--players must be between {MIN_PLAYERS} and {MAX_PLAYERS}")
    kinds = parse_kinds(args.bots)
    if args.narrate:
        from tui.narrate_cli import narrate_sim
        return narrate_sim(args, kinds)
    show_progress = sys.stderr.isatty() and args.games >= 50
    result = simulate(kinds, args.players, args.games, args.seed, progress=show_progress)
    if args.json:
        print(json.dumps(result.as_dict()))
    else:
        print(format_result(result))
    return 0


def format_result(result: SimResult) -> str:
    d = result.as_dict()
    lines = [f"{d['games']} games, {d['players']} players, {d['actions']} actions in "
             f"{d['seconds']} s: {d['games_per_second']} games/s, "
             f"{d['actions_per_second']} actions/s",
             f"wins by seat: {d['winners']}",
             f"{'bot':<8}{'games':>7}{'wins':>7}{'win %':>8}{'p50 ms':>9}{'p95 ms':>9}"
             f"{'max ms':>9}"]
    for kind, b in d["bots"].items():
        ms = b["decision_ms"]
        lines.append(f"{kind:<8}{b['games']:>7}{b['wins']:>7}{b['win_rate'] * 100:>7.1f}%"
                     f"{ms['p50']:>9}{ms['p95']:>9}{ms['max']:>9}")
    return "\n".join(lines)


__all__ = ["simulate", "play_game", "run_sim", "seat_kinds", "SimResult"]
