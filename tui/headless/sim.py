"""`lunchmoney sim`: bots play each other headless and the figures are printed.

Seats rotate between games so no bot kind keeps the first move, and the order around the table
changes so none keeps a favourable neighbour. Prints a short table, or one JSON object with
--json; --narrate prints the matches as fight logs instead (tui.headless.narrate). Memory stays flat
however many games are played: decision times go into a histogram (tui.headless.latency), and Ctrl+C
stops a long run with the figures of the games played so far.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, partial
from itertools import permutations

from gameshelf.engine import find_game
from gameshelf.engine.core.bots import sim_bot_seed
from gameshelf.tui.errors import CliError
from gameshelf.tui.headless import outside_bots
from gameshelf.tui.headless.latency import LatencyHistogram
from gameshelf.tui.headless.outside_bots import FORFEIT
from gameshelf.tui.i18n import game_title, translator

_ = translator("shell")

GAMES = 100              # games a sim plays when --games is not given
NARRATED_GAMES = 1       # ... and a narrated sim: one fight log unless more are asked for


@dataclass
class KindStats:
    """Per bot kind: seats played, wins, decision times."""

    games: int = 0
    wins: int = 0
    latency: LatencyHistogram = field(default_factory=LatencyHistogram)
    outside: outside_bots.Referee | None = None     # a bot from outside: its lost decisions


@dataclass
class SimResult:
    games: int
    players: int
    winners: list[int]
    actions: int
    seconds: float
    kinds: dict[str, KindStats]
    unfinished: int = 0          # matches stopped at the game's headless cap: won by nobody

    def as_dict(self) -> dict:
        secs = max(self.seconds, 1e-9)
        return {
            "games": self.games, "players": self.players, "winners": self.winners,
            "unfinished": self.unfinished,
            "actions": self.actions, "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / secs, 2),
            "actions_per_second": round(self.actions / secs, 1),
            "bots": {k: {"games": s.games, "wins": s.wins,
                         "win_rate": round(s.wins / s.games, 4) if s.games else 0.0,
                         "decision_ms": s.latency.summary_ms(),
                         **({"outside": s.outside.as_dict()} if s.outside else {})}
                     for k, s in self.kinds.items()},
        }


def parse_kinds(text: str, game_key: str) -> list[str]:
    """The bot levels of --bots, each one the game has or a bot from outside (CliError naming
    those it has not, or saying why an outside one will not load: tui.headless.outside_bots)."""
    levels = find_game(game_key).bot_levels
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    unknown = [k for k in kinds if not outside_bots.is_known(k, levels)]
    if not kinds or unknown:
        raise CliError(_("unknown bot kind {kinds}; choose from {levels}")
                       .format(kinds=', '.join(unknown) or repr(text), levels=', '.join(levels)))
    outside_bots.load_outside(kinds, levels)
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


def match_seed(seed: int, game: int) -> int:
    """The deal's seed for the `game`-th match of a run: every match of every run differs."""
    return seed * 1_000_003 + game


def play_game(kinds: Sequence[str], seed: int, game: int, stats: dict[str, KindStats] | None,
              on_events=None, *, game_key: str,
              options: Mapping[str, object] | None = None) -> tuple[tuple[int, ...], int]:
    """One bot match of the game `game_key` (dealt with the game's `options`), the `game`-th
    of a run; returns (the winners' seats, actions applied). Only the game protocol is used
    (engine.core.game.Game)."""
    rules = find_game(game_key)
    names = [f"Player {seat + 1}" for seat in range(len(kinds))]
    # A game may cap a headless match (Dumm gelaufen!'s turn limit): one that reaches it ends
    # with no winners and is counted unfinished.
    dealt = {**getattr(rules, "playout_options", {}), **(options or {})}
    state = rules.new_game(names, match_seed(seed, game), **dealt)
    bots = _seat_bots(rules, kinds, seed, game, stats)
    if on_events:
        on_events(state, rules.opening_events(state))
    clock = time.perf_counter
    # This game's times, per seat; counted into the kinds' histograms once it is over.
    times: list[list[float]] = [[] for _ in kinds]
    # A bot that reads only its legal actions is handed just those: a view is most of the
    # cost of a random bot's decision (engine.core.game.Bot).
    pick_legal = [getattr(b, "choose_legal", None) for b in bots]
    # The sim owns its state, so moves are applied in place (no copy): a fifth of a random
    # playout's time.
    apply = partial(rules.apply, in_place=True)
    decision, legal, view_for = rules.current_decision, rules.legal_actions, rules.view_for
    actions = 0
    while (d := decision(state)) is not None:
        seat = d.seat
        pick = pick_legal[seat]
        t0 = clock()
        if pick is not None:
            action = pick(legal(state))
        else:
            action = bots[seat].choose(view_for(state, seat))
            if action is FORFEIT:           # an outside bot failed it: the harmless default
                action = rules.default_action(state)
        times[seat].append(clock() - t0)
        state, events = apply(state, action)
        actions += 1
        if on_events:
            on_events(state, events)
    if stats is not None:
        for kind, seat_times in zip(kinds, times, strict=True):
            stats[kind].latency.add_all(seat_times)
    outcome = rules.outcome(state)
    return (outcome.winners if outcome else ()), actions


def _seat_bots(rules, kinds: Sequence[str], seed: int, game: int,
               stats: dict[str, KindStats] | None) -> list:
    """The bots of one match, seat by seat: the game's levels, and outside bots under the
    run's referees (one per kind; a match played alone gets its own)."""
    levels = rules.bot_levels
    referees = ({k: s.outside for k, s in stats.items()} if stats is not None else
                {k: outside_bots.referee_for(k, levels) for k in kinds})
    return [outside_bots.make_bot(rules, k, seat, sim_bot_seed(seed, game, seat), referees[k])
            for seat, k in enumerate(kinds)]


def simulate(kinds: Sequence[str], players: int, games: int, seed: int,
             progress: bool = False, *, game_key: str,
             options: Mapping[str, object] | None = None,
             bot_time: float = outside_bots.BOT_TIME) -> SimResult:
    """Play `games` bot matches; figures for the games finished, even if Ctrl+C cut the run
    short (then `games` in the result says how many). An outside bot thinks at most
    `bot_time` seconds a decision."""
    levels = find_game(game_key).bot_levels
    stats = {k: KindStats(outside=outside_bots.referee_for(k, levels, bot_time)) for k in kinds}
    winners = [0] * players
    played = actions = unfinished = 0
    bar = ProgressLine(games, "games") if progress else None
    start = time.perf_counter()
    try:
        for g in range(games):
            table = seat_kinds(kinds, players, g)
            won, n = play_game(table, seed, g, stats, game_key=game_key, options=options)
            for k in set(table):
                stats[k].games += 1
            unfinished += not won           # a finished match always has a winner
            for seat in won:
                winners[seat] += 1
            for k in {table[seat] for seat in won}:    # a team of one kind wins once
                stats[k].wins += 1
            actions += n
            played += 1
            if bar:
                bar.update(played)
    except KeyboardInterrupt:
        if not played:
            raise
    finally:
        if bar:
            bar.close()
    return SimResult(played, players, winners, actions, time.perf_counter() - start, stats,
                     unfinished)


class ProgressLine:
    """A progress bar on one line of a terminal, redrawn when a whole percent more is done or
    a second has passed: a long run writes about a hundred times, not once per game, and a
    huge one still moves."""

    WIDTH = 30
    clock = staticmethod(time.monotonic)

    def __init__(self, total: int, unit: str, stream=None) -> None:
        self.total, self.unit = total, unit
        self.stream = stream or sys.stderr
        self.shown_percent = -1
        self.started = self.shown_at = self.clock()
        self.drawn = 0

    def update(self, done: int) -> None:
        """Redraw for `done` of `total`, when there is something new to show."""
        percent, now = done * 100 // self.total, self.clock()
        if percent == self.shown_percent and now - self.shown_at < 1.0:
            return
        self.shown_percent, self.shown_at = percent, now
        filled = self.WIDTH * done // self.total
        left = "" if done == self.total else \
            f", {_duration((now - self.started) / done * (self.total - done))} left"
        self._draw(f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {done}/{self.total} "
                   f"{self.unit}{left}")

    def close(self) -> None:
        """Wipe the bar, so what is printed next starts on a clean line."""
        if self.drawn:
            self._draw("")

    def _draw(self, text: str) -> None:
        # Pad with spaces over a longer line drawn before (the time left gets shorter).
        self.stream.write("\r" + text.ljust(self.drawn) + ("\r" if not text else ""))
        self.stream.flush()
        self.drawn = len(text)


def _duration(seconds: float) -> str:
    """A time left, as a person reads it: '40 s', '12 min', '3 h', '9 days', 'years'."""
    for unit, size, up_to in (("s", 1, 90), ("min", 60, 90), ("h", 3600, 48),
                              ("days", 86400, 365)):
        if seconds < size * up_to:
            return f"{seconds / size:.0f} {unit}"
    return "years"


def run_sim(args: argparse.Namespace, kinds: Sequence[str] | None = None) -> int:
    """`lunchmoney sim` without --narrate, its arguments checked by tui.cli: the figures
    (for `kinds`, else those --bots names)."""
    if kinds is None:
        kinds = parse_kinds(args.bots, args.game)
    games = args.games or GAMES
    on_terminal = sys.stderr.isatty()
    if not on_terminal and games >= QUIET_RUN:
        say_what_it_does(games, args.players, args.game)
    result = simulate(kinds, args.players, games, args.seed, progress=on_terminal,
                      game_key=args.game,
                      options=getattr(args, "options", None),
                      bot_time=getattr(args, "bot_time", outside_bots.BOT_TIME))
    if result.games < games:
        print(_("lunchmoney: stopped after {played} of {games} games")
              .format(played=result.games, games=games), file=sys.stderr)
    if args.json:
        print(json.dumps(result.as_dict()))
    else:
        print(format_result(result))
    return 0 if result.games == games else 130


QUIET_RUN = 1000     # with no terminal for a progress bar, a run this long says what it does


def say_what_it_does(games: int, players: int, game_key: str) -> None:
    """One line on stderr before a long run with no progress bar, so a log shows why it is
    busy and how to stop it."""
    print(_("sim: playing {games:,} matches of {game} with {players} players; no progress bar "
            "without a terminal, Ctrl+C stops early with the figures so far")
          .format(games=games, game=game_title(game_key, find_game(game_key).title),
                  players=players),
          file=sys.stderr, flush=True)


def format_result(result: SimResult) -> str:
    d = result.as_dict()
    width = max([8, *(len(kind) + 1 for kind in d["bots"])])     # an outside bot's long spec
    lines = [_("{games} games, {players} players, {actions} actions in {seconds} s: "
               "{games_per_second} games/s, {actions_per_second} actions/s").format(**d),
             _("wins by seat: {winners}").format(winners=d["winners"]),
             *([_.n("{unfinished} game did not finish (stopped at the turn limit, won by "
                    "nobody)", "{unfinished} games did not finish (stopped at the turn limit, "
                    "won by nobody)", d["unfinished"]).format(unfinished=d["unfinished"])]
               if d["unfinished"] else []),
             f"{_('bot'):<{width}}{_('games'):>7}{_('wins'):>7}{_('win %'):>8}{'p50 ms':>9}"
             f"{'p95 ms':>9}{'max ms':>9}"]
    for kind, b in d["bots"].items():
        ms = b["decision_ms"]
        lines.append(f"{kind:<{width}}{b['games']:>7}{b['wins']:>7}"
                     f"{b['win_rate'] * 100:>7.1f}%{ms['p50']:>9}{ms['p95']:>9}{ms['max']:>9}")
    lines += [s.outside.summary() for s in result.kinds.values() if s.outside]
    return "\n".join(lines)


__all__ = ["simulate", "play_game", "match_seed", "run_sim", "seat_kinds", "SimResult"]
