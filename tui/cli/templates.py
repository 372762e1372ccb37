"""`templates export|check`: the banter templates to edit and to check."""

from __future__ import annotations

import argparse

from gameshelf.tui.cli import args as a
from gameshelf.tui.i18n import translator
from gameshelf.tui.store.paths import LANGS

_ = translator("shell")


def add_parsers(sub) -> None:
    tpl = sub.add_parser("templates", help=_("export or check banter templates"))
    a.add_game_option(tpl)
    tsub = tpl.add_subparsers(dest="templates_command", required=True,
                              parser_class=a.Parser, metavar="{export,check}")
    exp = tsub.add_parser("export", help=_("copy the built-in templates to DIR to edit (default: "
                                           "the folder the game reads)"))
    exp.add_argument("dir", nargs="?")
    exp.add_argument("--lang", choices=LANGS)
    chk = tsub.add_parser("check", help=_("render every template against sample events"))
    chk.add_argument("dir", nargs="?")


def run(args: argparse.Namespace) -> int:
    from gameshelf.tui.cli.templates import run_templates
    return run_templates(args)
