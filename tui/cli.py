"""The `lunchmoney` command: the app by default, plus sim, templates, saves and replay.

Each subcommand's work lives in its own module; this file only parses arguments. Bad arguments
print one line and exit 2 (argparse's own convention), never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence


class CliError(Exception):
    """A problem a user caused (bad file, bad name): printed as one line, exit 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line (plus a hint), exit 2 — no usage dump."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message} (see --help)\n")


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {value}")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, got {text!r}") from None


LANGS = ("en", "nl", "de")
DIFFICULTIES = ("random", "easy", "normal", "hard")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="lunchmoney",
                                description="Lunch Money: the schoolyard card fight, in your "
                                            "terminal.")
    p.add_argument("--saves", metavar="DIR", help="where saves live (or LUNCHMONEY_SAVES)")
    p.add_argument("--templates", metavar="DIR", help="your own banter templates")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="start a match straight away")
    play.add_argument("--bots", type=_positive, default=3, help="number of opponents (1-5)")
    play.add_argument("--difficulty", choices=DIFFICULTIES, default="normal")
    play.add_argument("--seed", type=_seed)
    play.add_argument("--lang", choices=LANGS, default="en")
    play.add_argument("--name", default="You", help="your name at the table")

    sim = sub.add_parser("sim", help="bots play each other headless; prints figures")
    sim.add_argument("--players", type=_positive, default=4)
    sim.add_argument("--games", type=_positive, default=100)
    sim.add_argument("--seed", type=_seed, default=0)
    sim.add_argument("--bots", default="random", metavar="KIND[,KIND...]",
                     help="bot kind per seat, cycled: random, easy, normal, hard")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--narrate", action="store_true", help="print the fight log (one game)")
    sim.add_argument("--lang", choices=LANGS, default="en")
    sim.add_argument("--templates", metavar="DIR", default=argparse.SUPPRESS,
                     help="your own banter templates (with --narrate)")

    tpl = sub.add_parser("templates", help="export or check banter templates")
    tsub = tpl.add_subparsers(dest="templates_command", required=True,
                              parser_class=_Parser, metavar="{export,check}")
    exp = tsub.add_parser("export", help="copy the built-in templates to DIR to edit")
    exp.add_argument("dir")
    exp.add_argument("--lang", choices=LANGS)
    chk = tsub.add_parser("check", help="render every template against sample events")
    chk.add_argument("dir", nargs="?")

    sub.add_parser("continue", help="resume the latest save")
    load = sub.add_parser("load", help="resume a save by name or path")
    load.add_argument("save")
    sub.add_parser("saves", help="list saves")
    rep = sub.add_parser("replay", help="print a saved match as its fight log")
    rep.add_argument("save")
    rep.add_argument("--lang", choices=LANGS)
    rep.add_argument("--templates", metavar="DIR", default=argparse.SUPPRESS,
                     help="your own banter templates for this replay")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "play" and not 1 <= args.bots <= 5:
        parser.error("--bots must be between 1 and 5")
    try:
        return _run(args)
    except CliError as err:
        print(f"lunchmoney: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`lunchmoney replay x | head`): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


def _run(args: argparse.Namespace) -> int:
    cmd = args.command
    if cmd == "sim":
        from tui.sim import run_sim
        return run_sim(args)
    if cmd == "templates":
        from tui.templates_cli import run_templates
        return run_templates(args)
    if cmd in ("saves", "replay"):
        from tui.saves_cli import run_saves_command
        return run_saves_command(args)
    from tui.app import run_app  # no command, play, continue, load
    return run_app(args)


def need_a_terminal() -> None:
    """The game reads keys from a terminal; fed from a pipe or a file, Textual's input loop
    would spin a core for ever instead."""
    if sys.stdin is None or not sys.stdin.isatty():
        raise CliError("the game needs a terminal to read keys from, and stdin is not one "
                       "(sim, replay and saves work without)")


if __name__ == "__main__":
    sys.exit(main())
