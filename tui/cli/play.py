"""`play`, `continue` and `load`: the commands that open the app."""

from __future__ import annotations

import argparse

from gameshelf.tui.cli import args as a
from gameshelf.tui.i18n import translator
from gameshelf.tui.store.paths import DIFFICULTIES, LANGS

_ = translator("shell")


def add_parsers(sub) -> None:
    play = sub.add_parser("play", help=_("start a match straight away"))
    a.add_game_option(play)
    play.add_argument("--bots", type=a.positive, default=3, help=_("number of opponents (1-5)"))
    play.add_argument("--difficulty", choices=DIFFICULTIES, default="normal")
    play.add_argument("--seed", type=a.seed)
    play.add_argument("--lang", choices=LANGS,
                      help=_("the language to play in this time (default: the Language "
                             "setting, else your system's)"))
    play.add_argument("--name", type=a.name,
                      help=_("your name at the table (up to 60 characters)"))
    cont = sub.add_parser("continue", help=_("resume the latest save"))
    a.add_game_option(cont)      # only that game's matches (lunchmoney: Lunch Money's)
    load = sub.add_parser("load", help=_("resume a save by name or path"))
    load.add_argument("save")
    for parser in (play, cont, load):
        parser.add_argument("--plain", action="store_true", help=_(
            "play as plain text: the fight log as lines, numbered answers read from stdin "
            "(for screen readers and scripts; chosen by itself without a terminal)"))


def problem(args: argparse.Namespace, game) -> str | None:
    """What is wrong with a play command's numbers for its game, if anything."""
    if args.command == "play" and args.bots + 1 not in game.players:
        return (f"--bots must be between {game.players.start - 1} and "
                f"{game.players.stop - 2} for {game.title}")
    return None


def run(args: argparse.Namespace) -> int:
    from gameshelf.tui import app  # no command, play, continue, load
    from gameshelf.tui.plain.start import run_plain, why_plain
    reason = why_plain(args, app.need_a_terminal)
    if reason is not None:
        return run_plain(args, reason)
    return app.run_app(args)
