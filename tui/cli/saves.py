"""`saves` (the saves folder as a table) and `replay NAME|PATH` (a saved match as its whole fight
log, then the final standings). Problems become one line and exit 2 (CliError)."""

from __future__ import annotations

import argparse
import os
import sys
from datetime import datetime
from typing import TYPE_CHECKING

from gameshelf.tui.cli import args as a
from gameshelf.tui.errors import CliError
from gameshelf.tui.i18n import translator
from gameshelf.tui.store.paths import LANGS

if TYPE_CHECKING:
    from gameshelf.tui.store.saves import SaveInfo

# The saves machinery is imported when `saves` or `replay` runs: `play` starts without it.

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
    """List the saves, or replay one."""
    return run_saves_command(args)


def run_saves_command(args: argparse.Namespace) -> int:
    from gameshelf.tui.store import saves
    if args.command == "saves":
        print(format_saves(saves.list_saves(args.saves), saves.saves_dir(args.saves)))
        return 0
    return replay(args.save, directory=args.saves, lang=getattr(args, "lang", None),
                  templates=getattr(args, "templates", None),
                  game=args.game if getattr(args, "game_asked", False) else None)


def _when(d: datetime | None) -> str:
    return d.astimezone().strftime("%Y-%m-%d %H:%M") if d else "?"


def _game_name(key: str) -> str:
    """A save's game as the player's edition names it ("Graaf je vrij" in Dutch)."""
    from gameshelf.engine import find_game
    from gameshelf.tui.i18n import game_title
    try:
        return game_title(key, find_game(key).title)
    except (KeyError, ValueError):
        return key


def format_saves(infos: list[SaveInfo], folder) -> str:
    """The saves folder as a table, newest first, each under the name `load` and `replay`
    take; unreadable files say why."""
    if not infos:
        return _("No saves in {folder}.").format(folder=folder)
    rows = [(_("name"), _("saved"), _("game"), _("players"), _("round"), _("counters"),
             _("lang"), "")]
    for i in infos:
        if not i.ok:
            rows.append((i.handle, _when(i.saved_at), _("unreadable: {error}")
                                                      .format(error=i.error),
                         "", "", "", "", ""))
            continue
        rows.append((i.handle, _when(i.saved_at), _game_name(i.game), ", ".join(i.players),
                     str(i.round), " ".join(str(c) for c in i.counters), i.lang, i.note))
    widths = [max(len(r[c]) for r in rows if r[4] or c < 2) for c in range(len(rows[0]))]
    lines = [_("Saves in {folder}:").format(folder=folder)]
    for r in rows:
        if not r[4] and r is not rows[0]:
            lines.append(f"  {r[0]:<{widths[0]}}  {r[1]:<{widths[1]}}  {r[2]}")
        else:
            lines.append("  " + "  ".join(f"{v:<{w}}" for v, w in zip(r, widths, strict=True))
                         .rstrip())
    return "\n".join(lines)


def replay(name_or_path: str, *, directory: str | None = None, lang: str | None = None,
           templates: str | None = None, game: str | None = None) -> int:
    """Print a saved match narrated from its event history, turn by turn, then the
    standings. `game`: the engine key --game asked for; a save of another game is refused."""
    from gameshelf.tui.model.driver import Driver
    from gameshelf.tui.model.standings import format_standings
    from gameshelf.tui.narration import printed
    from gameshelf.tui.store import saves
    try:
        match = saves.load(name_or_path, directory, templates=templates)
        if game is not None and match.game_key != game:
            raise CliError(_("{save} is a match of {its}, not of {asked}").format(
                save=name_or_path, its=_game_name(match.game_key), asked=_game_name(game)))
        turns = list(Driver(match).retell_turns(lang, templates))
    except saves.SaveError as err:
        raise CliError(str(err)) from None
    except (ImportError, ValueError, OSError) as err:
        raise CliError(_("the match cannot be narrated: {err}").format(err=err)) from None
    for warning in match.warnings:
        print(_("lunchmoney: note: {warning}").format(warning=_(warning)), file=sys.stderr)
    try:
        for turn in turns:
            for line in turn:
                print(printed(line, match.names))
            print()          # a blank line after every turn, where the game says one ends
        print(format_standings(match))
        sys.stdout.flush()
    except BrokenPipeError:        # `lunchmoney replay x | head`: the reader has had enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
