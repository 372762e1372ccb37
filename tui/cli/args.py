"""The pieces every command's arguments are made of: a parser whose mistakes are one line, and
checked types for numbers, seeds, names and games."""

from __future__ import annotations

import argparse
import os
import re
import sys
import unicodedata
from typing import NoReturn

from gameshelf.tui.i18n import translator

_ = translator("shell")

MAX_ERROR_LINE = 200   # characters: an error is read at a glance, whatever was typed or found
_ESCAPE_SEQUENCE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]")   # colours and cursor moves


def one_line(text: str, limit: int = MAX_ERROR_LINE) -> str:
    """Text fit for one terminal line: no control characters, at most `limit` characters."""
    text = _ESCAPE_SEQUENCE.sub("", text)
    text = "".join(" " if unicodedata.category(c) == "Cc" else c for c in text)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line (plus a hint), exit 2 — no usage dump; and its own
    words ("usage:", "options", its error sentences) in the player's language."""

    def __init__(self, *args, **kw) -> None:
        speak_through_the_shell()
        super().__init__(*args, **kw)

    def error(self, message: str) -> NoReturn:
        hint = _(" (see --help)")
        self.exit(2, one_line(f"{self.prog}: {message}", MAX_ERROR_LINE - len(hint)) + hint + "\n")


def speak_through_the_shell() -> None:
    """argparse looks its words up through its module's `_` and `ngettext` (gettext's default
    domain, which has no catalog of ours and reads LANG, not the Language setting): point them
    at the shell's catalog, which holds them (tui/locale/catalog_data.py)."""
    if argparse._ is not _:        # type: ignore[attr-defined]
        argparse._ = _             # type: ignore[attr-defined]
        argparse.ngettext = _.n    # type: ignore[attr-defined]


class VersionAction(argparse.Action):
    """--version: the installed distribution's version, looked up only when asked for (the
    lookup costs milliseconds every start would pay otherwise)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS,
                 help=None):
        help = help or _("print the program's version and exit")
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"{DISTRIBUTION} {version()}")      # on stdout, as argparse's own --version
        parser.exit(0)


DISTRIBUTION = "gameshelf"


def version() -> str:
    """The installed version of the program ("unknown" when run from an uninstalled copy)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed
    try:
        return installed(DISTRIBUTION)
    except PackageNotFoundError:
        return "unknown"


def whole_number(text: str) -> int:
    """An option's whole number, or one readable line saying what is wrong with it."""
    try:
        return int(text)
    except ValueError:
        if text.strip().lstrip("+-").isdigit():   # Python reads only so many digits
            raise argparse.ArgumentTypeError(
                _("expected a whole number of at most {digits} digits")
                .format(digits=sys.get_int_max_str_digits())
            ) from None
        raise argparse.ArgumentTypeError(_("expected a whole number, got {text!r}")
                                         .format(text=text)) from None


def positive(text: str) -> int:
    value = whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(_("expected a number of at least 1, got {value}")
                                         .format(value=value))
    return value


def seed(text: str) -> int:
    """A match seed a save can keep (engine.core.limits)."""
    from gameshelf.engine.core.limits import SEED_MAX, seed_problem
    try:
        value = int(text)
    except ValueError:
        if not text.strip().lstrip("+-").isdigit():
            raise argparse.ArgumentTypeError(_("a seed is a whole number, got {text!r}")
                                             .format(text=text[:40])) \
                from None
        value = SEED_MAX + 1        # thousands of digits: Python will not even read it
    _refuse(seed_problem(value))
    return value


def name(text: str) -> str:
    """A player's name a save can keep (engine.core.limits), without the spaces around it."""
    from gameshelf.engine.core.limits import name_problem
    _refuse(name_problem(text.strip()))
    return text.strip()


def is_folder(path: str | os.PathLike) -> bool:
    """Whether a folder is at `path` (a name too long for the file system is none)."""
    try:
        return os.path.isdir(path)
    except (OSError, ValueError):
        return False


def _refuse(problem: str | None) -> None:
    """An engine.core.limits sentence as argparse's one-line complaint."""
    if problem:
        from gameshelf.tui.store.limits import in_words
        said = in_words(problem) or problem
        raise argparse.ArgumentTypeError(said[0].lower() + said[1:].rstrip("."))


def add_game_option(parser: argparse.ArgumentParser) -> None:
    """--game NAME: a game's key, title or alias (checked once parsing is done, by main)."""
    parser.add_argument("--game", metavar="NAME", default=argparse.SUPPRESS,
                        help=_("the game: its key, title or alias (e.g. lunch-money, lm)"))
