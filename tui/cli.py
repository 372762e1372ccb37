"""The `lunchmoney` command: the app by default, plus sim, templates, saves and replay.

Each subcommand's work lives in its own module; this file only parses arguments. Bad arguments
print one line and exit 2 (argparse's own convention), never a traceback.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import unicodedata
from collections.abc import Sequence

from engine.lunch_money.state import MAX_PLAYERS, MIN_PLAYERS

MAX_ERROR_LINE = 200   # characters: an error is read at a glance, whatever was typed or found
_ESCAPE_SEQUENCE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]")   # colours and cursor moves


class CliError(Exception):
    """A problem a user caused (bad file, bad name): printed as one line, exit 2."""


def one_line(text: str, limit: int = MAX_ERROR_LINE) -> str:
    """Text fit for one terminal line: no control characters, at most `limit` characters."""
    text = _ESCAPE_SEQUENCE.sub("", text)
    text = "".join(" " if unicodedata.category(c) == "Cc" else c for c in text)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"


class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line (plus a hint), exit 2 — no usage dump."""

    def error(self, message: str):  # type: ignore[override]
        hint = " (see --help)"
        self.exit(2, one_line(f"{self.prog}: {message}", MAX_ERROR_LINE - len(hint)) + hint + "\n")


def _whole_number(text: str) -> int:
    """An option's whole number, or one readable line saying what is wrong with it."""
    try:
        return int(text)
    except ValueError:
        if text.strip().lstrip("+-").isdigit():   # Python reads only so many digits
            raise argparse.ArgumentTypeError(
                f"expected a whole number of at most {sys.get_int_max_str_digits()} digits"
            ) from None
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def _positive(text: str) -> int:
    value = _whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {value}")
    return value


def _players(text: str) -> int:
    value = _whole_number(text)
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(
            f"a table seats {MIN_PLAYERS} to {MAX_PLAYERS} players, got {value}")
    return value


def _seed(text: str) -> int:
    """A match seed a save can keep (engine.core.limits)."""
    from engine.core.limits import SEED_MAX, seed_problem
    try:
        value = int(text)
    except ValueError:
        if not text.strip().lstrip("+-").isdigit():
            raise argparse.ArgumentTypeError(f"a seed is a whole number, got {text[:40]!r}") \
                from None
        value = SEED_MAX + 1        # thousands of digits: Python will not even read it
    _refuse(seed_problem(value))
    return value


def _name(text: str) -> str:
    """A player's name a save can keep (engine.core.limits), without the spaces around it."""
    from engine.core.limits import name_problem
    _refuse(name_problem(text.strip()))
    return text.strip()


def _refuse(problem: str | None) -> None:
    """An engine.core.limits sentence as argparse's one-line complaint."""
    if problem:
        raise argparse.ArgumentTypeError(problem[0].lower() + problem[1:].rstrip("."))


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
    play.add_argument("--name", type=_name, default="You",
                      help="your name at the table (up to 60 characters)")

    sim = sub.add_parser("sim", help="bots play each other headless; prints figures",
                         description="Bots play each other headless. Prints wins per seat and "
                                     "kind and decision times (p50/p95 within 0.5 %); on a "
                                     "terminal a progress bar shows on stderr, and Ctrl+C "
                                     "stops early with the figures so far.")
    sim.add_argument("--players", type=_players, default=4, metavar="N",
                     help="seats at the table, 2-6 (default 4)")
    sim.add_argument("--games", type=_positive, metavar="N",
                     help="matches to play (default 100; with --narrate, 1)")
    sim.add_argument("--seed", type=_seed, default=0, help="same seed, same matches")
    sim.add_argument("--bots", default="random", metavar="KIND[,KIND...]",
                     help="bot kind per seat, cycled: random, easy, normal, hard")
    output = sim.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true",
                        help="print the figures as one JSON object")
    output.add_argument("--narrate", action="store_true",
                        help="print each match as its fight log instead of figures, under a "
                             "header per match when there are several (not with --json)")
    sim.add_argument("--lang", choices=LANGS, default="en",
                     help="language of the fight log (with --narrate)")
    sim.add_argument("--templates", metavar="DIR", default=argparse.SUPPRESS,
                     help="your own banter templates (with --narrate)")

    tpl = sub.add_parser("templates", help="export or check banter templates")
    tsub = tpl.add_subparsers(dest="templates_command", required=True,
                              parser_class=_Parser, metavar="{export,check}")
    exp = tsub.add_parser("export", help="copy the built-in templates to DIR to edit "
                                         "(default: the folder the game reads)")
    exp.add_argument("dir", nargs="?")
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
        _check_templates_folder(args)
        code = _run(args)
        sys.stdout.flush()   # a full disk shows here as one line, not as a traceback at exit
        return code
    except CliError as err:
        print(one_line(f"lunchmoney: {err}"), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`lunchmoney replay x | head`): stop quietly.
        _drop_stdout()
        return 141
    except OSError as err:
        # Output that cannot be written (`> /dev/full`), or a file the system refused.
        where = f": {err.filename}" if err.filename else ""
        print(one_line(f"lunchmoney: {err.strerror or err}{where}"), file=sys.stderr)
        _drop_stdout()
        return 1


def _drop_stdout() -> None:
    """Point stdout at /dev/null: what is still buffered cannot fail again as Python exits."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _check_templates_folder(args: argparse.Namespace) -> None:
    """`--templates DIR` (global, sim, replay) names a folder that exists; `templates export`
    may create it."""
    folder = getattr(args, "templates", None)
    if folder is None or getattr(args, "templates_command", None) == "export":
        return
    if not folder.strip():
        raise CliError("--templates needs a folder name, not an empty one")
    if not os.path.isdir(folder):
        raise CliError(f"no template folder at {folder}")


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
