"""The command line: `gameshelf` (the shelf of games) and `lunchmoney` (Lunch Money straight
away), with the same subcommands: play, sim, templates, continue, load, saves, replay.

This package only parses arguments (one module per command group); each command's work lives
in its own module, imported when that command runs. Bad arguments print one line and exit 2
(argparse's own convention), never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from tui.cli import play, saves, sim, templates
from tui.cli.args import MAX_ERROR_LINE, Parser, VersionAction, one_line
from tui.errors import CliError

GROUPS = (play, sim, templates, saves)
GROUP_OF = {"play": play, "sim": sim}      # the groups whose numbers depend on the game
# The subcommands that run one game; --game picks it (the program's own game by default).
GAME_COMMANDS = ("play", "sim", "templates", "replay")


def build_parser(prog: str = "lunchmoney") -> argparse.ArgumentParser:
    shelf = prog != "lunchmoney"
    p = Parser(prog=prog, description="A shelf of card games in your terminal." if shelf else
               "Lunch Money: the schoolyard card fight, in your terminal.")
    p.add_argument("--version", action=VersionAction)
    p.add_argument("--saves", metavar="DIR", help="where saves live (or LUNCHMONEY_SAVES)")
    p.add_argument("--templates", metavar="DIR", help="your own banter templates")
    sub = p.add_subparsers(dest="command", parser_class=Parser)
    for group in GROUPS:
        group.add_parsers(sub)
    return p


def main(argv: Sequence[str] | None = None, *, prog: str = "lunchmoney",
         game: str | None = "lunch-money") -> int:
    """`lunchmoney`: every command, Lunch Money unless --game names another."""
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    args.shelf = game is None       # the app opens on the shelf, not on one game
    try:
        args.game = _game_key(args, game)
        if args.command in ("play", "sim") and args.game:
            said = GROUP_OF[args.command].problem(args, _find(args.game))
            if said:
                parser.error(said)
        _check_templates_folder(args)
        code = _run(args)
        sys.stdout.flush()   # a full disk shows here as one line, not as a traceback at exit
        return code
    except CliError as err:
        print(one_line(f"{prog}: {err}"), file=sys.stderr)
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
        print(one_line(f"{prog}: {err.strerror or err}{where}"), file=sys.stderr)
        _drop_stdout()
        return 1


def shelf_main(argv: Sequence[str] | None = None) -> int:
    """`gameshelf` (and `python -m tui`): the shelf of games; a command names its game with
    --game, or runs the only game there is."""
    return main(argv, prog="gameshelf", game=None)


def _game_key(args: argparse.Namespace, preset: str | None) -> str | None:
    """The engine key of the game a command runs: --game, else the program's own game, else
    the only one on the shelf; None where no game is needed (yet)."""
    asked = getattr(args, "game", None)
    if asked is not None:
        try:
            return _find(asked).key
        except KeyError:
            raise CliError(f"unknown game {asked[:40]!r}: choose from "
                           f"{', '.join(_shelf_keys())}") from None
    if preset is not None:
        return preset
    if args.command in GAME_COMMANDS:
        keys = _shelf_keys()
        if len(keys) > 1 and args.command != "replay":
            raise CliError(f"{args.command} needs --game: one of {', '.join(keys)}")
        return keys[0] if args.command != "replay" else None
    return None


def _shelf_keys() -> tuple[str, ...]:
    """The registered games the shell can show (a game whose TUI is not built yet is left out)."""
    from engine import game_keys
    from tui.games import ui_keys
    return tuple(k for k in game_keys() if k in ui_keys())


def _find(name: str):
    from engine import find_game
    return find_game(name)


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
        return sim.run(args)
    if cmd == "templates":
        return templates.run(args)
    if cmd in ("saves", "replay"):
        return saves.run(args)
    return play.run(args)


__all__ = ["CliError", "MAX_ERROR_LINE", "build_parser", "main", "one_line", "shelf_main"]
