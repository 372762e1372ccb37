"""`saves` and `replay`: the saves folder as a table, a saved match as its fight log."""

from __future__ import annotations

import argparse

from gameshelf.tui.cli import args as a
from gameshelf.tui.i18n import translator
from gameshelf.tui.store.paths import LANGS

_ = translator("shell")


def add_parsers(sub) -> None:
    sub.add_parser("saves", help=_("list saves"))
    rep = sub.add_parser("replay", help=_("print a saved match as its fight log"))
    a.add_game_option(rep)
    rep.add_argument("save")
    rep.add_argument("--lang", choices=LANGS)
    rep.add_argument("--templates", metavar="DIR", default=argparse.SUPPRESS,
                     help=_("your own banter templates for this replay"))


def run(args: argparse.Namespace) -> int:
    from gameshelf.tui.cli.saves import run_saves_command
    return run_saves_command(args)
