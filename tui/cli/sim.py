"""`sim`: bots play each other headless."""

from __future__ import annotations

import argparse

from gameshelf.tui.cli import args as a
from gameshelf.tui.i18n import translator
from gameshelf.tui.store.paths import LANGS

_ = translator("shell")


def add_parsers(sub) -> None:
    sim = sub.add_parser("sim", help=_("bots play each other headless; prints figures"),
                         description=_("Bots play each other headless. Prints wins per seat "
                                       "and kind and decision times (p50/p95 within 0.5 %); "
                                       "on a terminal a progress bar shows on stderr, and "
                                       "Ctrl+C stops early with the figures so far."))
    a.add_game_option(sim)
    sim.add_argument("--players", type=a.whole_number, default=4, metavar="N",
                     help=_("seats at the table (Lunch Money: 2-6; default 4)"))
    sim.add_argument("--games", type=games_count, metavar="N",
                     help=_("matches to play (default 100; with --narrate, 1; at most "
                            "{most:,})").format(most=MAX_GAMES))
    sim.add_argument("--seed", type=a.seed, default=0, help=_("same seed, same matches"))
    sim.add_argument("--bots", default="random", metavar="KIND[,KIND...]",
                     help=_("bot kind per seat, cycled: random, easy, normal, hard, or your "
                            "own as module:Class or an entry point of gameshelf.bots"))
    sim.add_argument("--bot-time", type=seconds, default=2.0, metavar="SECONDS",
                     help=_("the longest your own bot may think about one decision; a "
                            "decision it overruns goes to the default action (default 2)"))
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                     help=_("a game option for every match, e.g. michel=on (repeatable)"))
    output = sim.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true",
                        help=_("print the figures as one JSON object"))
    output.add_argument("--narrate", action="store_true",
                        help=_("print each match as its fight log instead of figures, under a "
                               "header per match when there are several (not with --json)"))
    sim.add_argument("--lang", choices=LANGS, default="en",
                     help=_("language of the fight log (with --narrate)"))
    sim.add_argument("--seat", type=a.positive, metavar="N",
                     help=_("tell the fight log as the player in seat N reads it at the "
                            "table, 1 first (with --narrate)"))
    sim.add_argument("--templates", metavar="DIR", default=argparse.SUPPRESS,
                     help=_("your own banter templates (with --narrate)"))


# The most matches one run plays: a million random Lunch Money matches take hours already
# (about 160 a second), a smarter bot's far longer; a bigger number would run until killed.
MAX_GAMES = 1_000_000


def games_count(text: str) -> int:
    """--games: a number of matches a run can finish, or one line saying why not."""
    value = a.positive(text)
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(
            _("at most {most:,} matches a run (that many take hours already), got {value}")
            .format(most=MAX_GAMES, value=text.strip()[:30]))
    return value


def seconds(text: str) -> float:
    """--bot-time: a positive number of seconds, at most a minute."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value <= 60:
        raise argparse.ArgumentTypeError(
            _("a number of seconds from above 0 to 60, got {value}").format(value=text.strip()[:30]))
    return value


def problem(args: argparse.Namespace, game) -> str | None:
    """What is wrong with the sim's numbers for its game, if anything."""
    if args.players not in game.players:
        return (f"argument --players: a table of {game.title} seats {game.players.start} to "
                f"{game.players.stop - 1} players, got {args.players}")
    seat = getattr(args, "seat", None)
    if seat is not None and seat > args.players:
        return f"argument --seat: a table of {args.players} has seats 1 to {args.players}"
    args.options = {}
    for text in getattr(args, "option", []):
        said = _read_option(text, game, args.options)
        if said:
            return f"argument --option: {said}"
    if args.options:        # options that depend on the table (Dig's teams: 4 or 6 players)
        from gameshelf.tui.i18n import game_translator
        try:
            game.new_game([f"P{i}" for i in range(args.players)], 0, **args.options)
        except ValueError as err:
            return f"argument --option: {game_translator(game.key)(str(err))}"
    return None


_YES, _NO = ("on", "yes", "true", "1"), ("off", "no", "false", "0")


def _read_option(text: str, game, into: dict) -> str | None:
    """NAME=VALUE into `into` as the game's option value, or what is wrong with it."""
    name, _eq, value = (part.strip() for part in text.partition("="))
    by_key = {o.key: o for o in game.options}
    option = by_key.get(name.lower())
    if option is None:
        offered = ", ".join(by_key) or "none"
        return f"{game.title} has no option {name!r} (its options: {offered})"
    for choice in option.choices:
        words = (_YES if choice is True else _NO if choice is False else (str(choice).lower(),))
        if value.lower() in words:
            into[option.key] = choice
            return None
    shown = ", ".join("on" if c is True else "off" if c is False else str(c)
                      for c in option.choices)
    return f"{name}={value!r}: choose from {shown}"


def run(args: argparse.Namespace) -> int:
    """The figures, or with --narrate the matches as fight logs (tui.headless.narrate)."""
    from gameshelf.tui.headless.sim import NARRATED_GAMES, parse_kinds, run_sim
    kinds = parse_kinds(args.bots, args.game)
    if args.narrate:
        from gameshelf.tui.headless.narrate import narrate_sim
        return narrate_sim(args, kinds, args.games or NARRATED_GAMES)
    return run_sim(args, kinds)
