"""Starting the plain front end from the command line: when it is chosen (asked for, or the
terminal cannot show the app), and the match it plays (dealt, continued or loaded)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from gameshelf.tui.errors import CliError
from gameshelf.tui.i18n import translator

_ = translator("shell")

PLAY_COMMANDS = ("play", "continue", "load")    # the commands that can play as plain text


def why_plain(args: argparse.Namespace, need_a_terminal: Callable[[], None]) -> str | None:
    """Why this command plays as plain text: "" when --plain asks for it, a sentence when the
    terminal cannot show the app (`need_a_terminal` raises CliError), None to open the app."""
    if getattr(args, "plain", False):
        return ""
    if args.command not in PLAY_COMMANDS:
        return None
    try:
        need_a_terminal()
    except CliError:
        return _unfit_terminal()
    return None


def _unfit_terminal() -> str:
    """What keeps the app from showing, as the one line that says plain mode was chosen."""
    if os.environ.get("TERM") == "dumb":
        return _("TERM=dumb: playing in plain text (--plain).")
    if not _is_terminal(sys.stdout):
        return _("Output is not a terminal: playing in plain text (--plain).")
    return _("Input is not a terminal: playing in plain text (--plain).")


def _is_terminal(stream) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (ValueError, OSError):
        return False


def run_plain(args: argparse.Namespace, reason: str = "") -> int:
    """Play the command's match as lines on stdin and stdout."""
    from gameshelf.tui.i18n import set_language
    from gameshelf.tui.narration import speak_in
    from gameshelf.tui.plain.console import Console
    from gameshelf.tui.plain.table import PlainTable
    from gameshelf.tui.shelf import ui_for
    from gameshelf.tui.store.settings import Settings, default_settings_path
    # The player's language, as in the app: --lang, else the setting, else the system's.
    lang = getattr(args, "lang", None) or \
        Settings.load(default_settings_path()).interface_language()
    set_language(lang)
    # First what can fail: a broken save, or a game without a plain mode, is the one line.
    match, fresh = _match_for(args, lang)
    speak_in(match, lang)      # a resumed match's new lines follow the language too
    ui = ui_for(match.game_key)
    if ui.text_turns is None:
        raise CliError(_("{game} has no plain-text mode yet").format(game=match.game.title))
    console = Console()
    if reason:
        console.notice(reason)
    for warning in match.warnings:
        console.notice(warning)
    _fit(match, interactive=console.interactive)
    table = PlainTable(match, ui.text_turns(), console, saves_dir=getattr(args, "saves", None),
                       take_backs=Settings.load(default_settings_path()).take_backs)
    return table.play(fresh=fresh)


def _match_for(args: argparse.Namespace, lang: str):
    """(match, fresh): a new match for `play`, the save `continue` or `load` names."""
    templates, folder = getattr(args, "templates", None), getattr(args, "saves", None)
    if args.command == "play":
        from gameshelf.tui.model.match import new_match
        return new_match(args.name or _("You"), args.bots, args.difficulty, lang, args.seed,
                         templates=templates, game=args.game), True
    from gameshelf.tui.store import saves
    try:
        if args.command == "continue":
            path = saves.latest(folder, game=getattr(args, "game", None))
            match = saves.load(path, folder, templates=templates) if path else None
        else:
            match = saves.load(args.save, folder, templates=templates)
    except Exception as err:
        raise CliError(str(err)) from None
    if match is None:
        raise CliError(_("no saved match to continue"))
    return match, False


def _fit(match, *, interactive: bool) -> None:
    """The player's settings, as the app gives them to a match: the pace (none when input is
    not a terminal: a script waits for no one) and which questions stop play."""
    from gameshelf.tui.store.settings import Settings, default_settings_path
    settings = Settings.load(default_settings_path())
    match.pace = settings.pace_seconds if interactive else 0.0
    match.game_settings = settings.game_settings(match.game_key)
