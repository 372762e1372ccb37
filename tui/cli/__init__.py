"""The command line: `gameshelf` (the shelf of games) and `lunchmoney` (Lunch Money straight
away), with the same subcommands: play, sim, templates, continue, load, saves, replay, serve, host,
join.

This package only parses arguments (one module per command group); each command's work lives
in its own module, imported when that command runs. Bad arguments print one line and exit 2
(argparse's own convention), never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from gameshelf.tui.cli import args as a
from gameshelf.tui.cli import host, play, saves, serve, sim, templates
from gameshelf.tui.cli.args import MAX_ERROR_LINE, Parser, VersionAction, one_line
from gameshelf.tui.errors import CliError
from gameshelf.tui.i18n import N_, translator

_ = translator("shell")

GROUPS = (play, sim, templates, saves, serve, host)
GROUP_OF = {"play": play, "sim": sim}      # the groups whose numbers depend on the game
# The subcommands that run one game; --game picks it (the program's own game by default).
GAME_COMMANDS = ("play", "sim", "templates", "replay")


SHELF_DESCRIPTION = N_("A shelf of card games in your terminal.")


def build_parser(prog: str, description: str = SHELF_DESCRIPTION) -> argparse.ArgumentParser:
    """The parser of program `prog`; `description` (an msgid) is what its --help says it is."""
    p = Parser(prog=prog, description=_(description))
    p.add_argument("--version", action=VersionAction)
    p.add_argument("--saves", metavar="DIR", help=_("where saves live (or LUNCHMONEY_SAVES)"))
    p.add_argument("--templates", metavar="DIR", help=_("your own banter templates"))
    sub = p.add_subparsers(dest="command", parser_class=Parser)
    for group in GROUPS:
        group.add_parsers(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """`lunchmoney` (and `python -m gameshelf.tui.cli`): every command, Lunch Money unless
    --game names another. The one place the shell's command line names a game."""
    return run(argv, prog="lunchmoney", game="lunch-money",
               description=N_("Lunch Money: the schoolyard card fight, in your terminal."))


def run(argv: Sequence[str] | None, *, prog: str, game: str | None,
        description: str = SHELF_DESCRIPTION) -> int:
    """The command line of program `prog` whose own game is `game` (an engine key; None: the
    shelf, where a command names its game with --game), described as `description`."""
    speak_the_players_language()
    parser = build_parser(prog, description)
    args = parser.parse_args(argv)
    args.shelf = game is None       # the app opens on the shelf, not on one game
    args.game_asked = getattr(args, "game", None) is not None      # --game given: hold to it
    try:
        args.game = _game_key(args, game)
        if args.command in ("play", "sim") and args.game:
            said = GROUP_OF[args.command].problem(args, _find(args.game))
            if said:
                parser.error(said)
        _check_templates_folder(args)
        _check_saves_folder(args)
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


def speak_the_players_language() -> None:
    """Help and errors in the player's language: the Language setting's, else the system's
    (LANG/LC_*; the app, once it runs, reads the setting again)."""
    from gameshelf.tui.i18n import set_language
    from gameshelf.tui.store.settings import Settings, default_settings_path
    set_language(Settings.load(default_settings_path()).interface_language())


def shelf_main(argv: Sequence[str] | None = None) -> int:
    """`gameshelf` (and `python -m gameshelf.tui`): the shelf of games; a command names its game with
    --game, or runs the only game there is."""
    return run(argv, prog="gameshelf", game=None)


def _game_key(args: argparse.Namespace, preset: str | None) -> str | None:
    """The engine key of the game a command runs: --game, else the program's own game, else
    the only one on the shelf; None where no game is needed (yet)."""
    asked = getattr(args, "game", None)
    if asked is not None:
        try:
            return _find(asked).key
        except KeyError:
            from gameshelf.engine import game_keys
            raise CliError(_("unknown game {asked!r}: choose from {games}")
                           .format(asked=asked[:40], games=', '.join(game_keys()))) from None
    if preset is not None:
        return preset
    if args.command in GAME_COMMANDS:
        from gameshelf.tui.shelf import ui_keys
        keys = ui_keys()        # the games with a table; one without runs only with --game
        if args.command == "templates" and len(keys) > 1:
            return None         # every game's templates, each named (tui.cli.templates)
        if len(keys) > 1 and args.command != "replay":
            raise CliError(_("{command} needs --game: one of {games}")
                           .format(command=args.command, games=', '.join(keys)))
        return keys[0] if args.command != "replay" else None
    return None


def _find(name: str):
    from gameshelf.engine import find_game
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
        raise CliError(_("--templates needs a folder name, not an empty one"))
    if not a.is_folder(folder):
        raise CliError(_("no template folder at {folder}").format(folder=folder))



def _check_saves_folder(args: argparse.Namespace) -> None:
    """`--saves DIR` names a folder, or a place one can be made (the first save makes it)."""
    folder = args.saves
    if folder is None:
        return
    try:
        taken = not folder.strip() or os.path.exists(folder) and not os.path.isdir(folder)
    except (OSError, ValueError):
        taken = True
    if taken:
        raise CliError(_("{target} is not a folder").format(
            target=folder if folder.strip() else repr(folder)))


def _run(args: argparse.Namespace) -> int:
    cmd = args.command
    if cmd == "sim":
        return sim.run(args)
    if cmd == "templates":
        return templates.run(args)
    if cmd in ("saves", "replay"):
        return saves.run(args)
    if cmd == "serve":
        return serve.run(args)
    if cmd in ("host", "join"):
        return host.run(args)
    return play.run(args)


__all__ = ["CliError", "MAX_ERROR_LINE", "build_parser", "main", "one_line", "shelf_main"]
