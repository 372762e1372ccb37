"""The shelf's app: the title screen, screens to start or resume a match, app-wide keys and
command-palette commands. The match itself lives on `TableScreen`."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from gameshelf.tui.app import deviations as guards
from gameshelf.tui.errors import CliError
from gameshelf.tui.i18n import N_, current_language, set_language, translator
from gameshelf.tui.store.settings import Settings, default_settings_path

if TYPE_CHECKING:       # the match and its game are imported when a match is dealt or loaded
    import argparse

    from gameshelf.tui.model.match import Match

guards.install()
_ = translator("shell")


class ShelfApp(App):
    """The shelf of games in the terminal (or one game of it: `one_game`)."""

    CSS_PATH = "app.tcss"
    TITLE = "Game Shelf"          # the window's header; in the player's language at start-up
    SUB_TITLE = ""
    BINDINGS = [Binding("ctrl+q", "quit", N_("Quit"), priority=True, id="app.quit")]

    def __init__(self, *, start: str = "title", seed: int | None = None,
                 pace: float | str | None = None, bots: int = 3, difficulty: str = "normal",
                 lang: str | None = None, name: str | None = None, match: Match | None = None,
                 templates: str | None = None, saves: str | None = None,
                 settings_path: Path | None = None,
                 game_settings: Mapping[str, object] | None = None, fresh: bool = False,
                 game: str | None = None, one_game: bool = False,
                 remote: tuple | None = None) -> None:
        """`game`: the engine key of the game the title screen opens on (None: the match's,
        else the shelf's first); `one_game`: the app plays that game only (the `lunchmoney`
        command, `--game`), so the header shows its title rather than the shelf's.
        `game_settings`: that game's table settings for this run, over the settings file's.
        `remote`: (pump, first batch) of a seat at a hosted table (tui.net.remote): `match`
        is played through the host."""
        super().__init__()
        self.start = start
        # The game the title screen's choices apply to.
        self.game_key = game or (match.game_key if match is not None else first_game())
        self.templates, self.saves_dir = templates, saves
        self.settings_path = settings_path
        self.settings = Settings.load(settings_path)
        # The interface's language: `play --lang`'s for this run, else the Language setting's,
        # else the system's (LANG/LC_*); a new match is narrated in it.
        set_language(lang or self.settings.interface_language())
        # Your name at the table: `play --name`, else "You" in your language.
        self.seed, self.bots, self.difficulty, self.lang, self.player_name = (
            seed, bots, difficulty, current_language(), name or _("You"))
        self.fixed_pace: float | None = None
        if isinstance(pace, str):
            self.settings.pace = pace
        elif pace is not None:
            self.fixed_pace = float(pace)
        if game_settings:
            self.settings = self.settings.with_game_settings(
                self.game_key, {**self.settings.game_settings(self.game_key), **game_settings})
        self.one_game = one_game
        self.title = self.header_title()
        self.resume = match
        self.resume_fresh = fresh     # a set-up position (tests, puzzles) rather than a save
        self.remote = remote
        self.hosting: list[tuple] = []   # tables this app hosts: (server, match loop)
        if remote is not None:
            self.resume_fresh = True  # a hosted match opens as dealt: its opening is told
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        self._keymap_told: object = None

    async def on_event(self, event: events.Event) -> None:
        # A key or click still queued when the app has closed its screens (keys pressed as it
        # quits) has nowhere to go: Textual ended the app over it with a traceback.
        if isinstance(event, events.InputEvent) and not self.screen_stack:
            return
        await super().on_event(event)

    @property
    def pace_seconds(self) -> float:
        return self.fixed_pace if self.fixed_pace is not None else self.settings.pace_seconds

    def on_mount(self) -> None:
        self._watch_terminal()
        self.apply_keymap()
        from gameshelf.tui.widgets.look import use_theme
        use_theme(self.get_css_variables())
        if self.resume is None and self.start != "play":
            from gameshelf.tui.screens.title import TitleScreen
            self.push_screen(TitleScreen())
        if self.resume is not None:
            self.play(self.resume, fresh=self.resume_fresh)
        elif self.start == "play":
            # After Textual's start-up batch: the table's first frame then shows as soon as it
            # is drawn, before the narrator (Jinja, the templates) is built for it.
            self.call_later(self.start_match, name=self.player_name, opponents=self.bots,
                            difficulty=self.difficulty, lang=self.lang, seed=self.seed)
        elif self.start == "new":
            self.action_new_match()

    def _watch_terminal(self) -> None:
        """Close the game when its terminal goes away (the window closed, an ssh link dropped).
        A hang-up normally ends the process, but not when something sits in between (`make
        play`), and Textual's input loop then spins on the dead terminal, a core at full load
        for ever. Quitting then is a ^q: the last turn is already autosaved."""
        stdin = sys.__stdin__
        if stdin is None:
            return              # no standard input at all (started without one)
        try:
            fd = stdin.fileno()
            os.tcgetpgrp(fd)
        except (AttributeError, ValueError, OSError):
            return              # no terminal to watch (tests, a pipe)
        self._tty = fd
        self.set_interval(1.0, self._check_terminal)

    def _check_terminal(self) -> None:
        try:
            os.tcgetpgrp(self._tty)
        except OSError:
            self.exit()

    # --- matches ------------------------------------------------------------------------------

    def start_match(self, *, name: str = "You", opponents: int | list[str] = 3,
                    difficulty: str = "normal", lang: str = "en", seed: int | None = None,
                    options: Mapping[str, object] | None = None) -> None:
        """Deal a new match of the chosen game and sit down at the table."""
        from gameshelf.tui.model.match import new_match
        match = new_match(name, opponents, difficulty, lang, seed, templates=self.templates,
                          game=self.game_key, options=options)
        self.play(match)

    def action_join_table(self) -> None:
        """Take a seat at a friend's hosted table (the Join-a-table dialog)."""
        from gameshelf.tui.screens.join import JoinDialog
        self.push_screen(JoinDialog())

    def action_host_table(self) -> None:
        """Open a table of the chosen game for friends (the Host-a-table dialog)."""
        from gameshelf.tui.screens.host import HostDialog
        self.push_screen(HostDialog())

    def host_table(self, server, task) -> None:
        """Keep a table this app hosts (its server and its match loop) while the app runs."""
        self.hosting.append((server, task))

    async def on_unmount(self) -> None:
        for server, task in self.hosting:
            task.cancel()
            await server.close()
        self.hosting.clear()

    def join_table(self, match: Match, pump, first) -> None:
        """Sit down at a hosted table's match, its seat played through the host."""
        self.remote, self.resume = (pump, first), match
        self.play(match)

    def play(self, match: Match, *, fresh: bool = True) -> None:
        from gameshelf.tui.shelf import ui_for
        self.fit(match)
        if self._title() is not None:
            self.to_title()
        else:           # started at a table: no title screen built yet, none needed now
            while len(self.screen_stack) > 1:
                super().pop_screen()
        table = ui_for(match.game_key).table_screen(match, fresh=fresh)
        if self.remote is not None and match is self.resume:
            from gameshelf.tui.net.remote import RemoteDriver
            pump, first = self.remote
            match.pace = 0.0            # the host paces its table: its moves arrive in time
            table.driver = RemoteDriver(
                match, pump, first, same_action=table.driver.same_action, notify=table.notify,
                keeper=table.driver.keeper,
                note=lambda text: self.call_from_thread(table.log_note, text))
        self._add_screen_css(table)
        self.push_screen(table)

    def _add_screen_css(self, screen: Screen) -> None:
        """Add a screen's stylesheet files to the app's before it is pushed, parsing only them,
        as Textual does a widget's CSS. Pushed with files it has not seen, a screen makes
        Textual parse every stylesheet again from scratch, which a table's first frame waited
        for."""
        new = [path for path in screen.css_path if not self.stylesheet.has_source(str(path))]
        for path in new:
            self.stylesheet.read(path)
        if new:
            self.stylesheet.parse()          # the others' rules are still parsed (cached)
            self.stylesheet.update(self)

    def pop_screen(self):
        """The title screen is the floor: never popped (a stale dismiss, e.g. a command palette
        answering a second Enter after it closed, would otherwise leave an empty app). An app
        that started at a table (`play`, `continue`) builds it only when the table goes."""
        from textual.await_complete import AwaitComplete

        from gameshelf.tui.screens.title import TitleScreen
        if isinstance(self.screen, TitleScreen) and len(self.screen_stack) <= 2:
            return AwaitComplete()
        if len(self.screen_stack) <= 2 and self._title() is None:
            return self.switch_screen(TitleScreen())
        return super().pop_screen()

    def _title(self):
        # Not imported to find out: a table opened from the command line has no title yet.
        title = sys.modules.get("gameshelf.tui.screens.title")
        if title is None:
            return None
        return next((s for s in self.screen_stack if isinstance(s, title.TitleScreen)), None)

    def to_title(self) -> None:
        """Back to the title screen (leaving any match)."""
        from gameshelf.tui.screens.title import TitleScreen
        while len(self.screen_stack) > 1 and not isinstance(self.screen, TitleScreen):
            self.pop_screen()

    def after_game(self, choice: str, match: Match) -> None:
        """What the game-over screen asked for: new, rematch, title or quit."""
        if choice == "quit":
            self.exit()
        elif choice == "rematch":
            opponents = [p for p in match.personas if p]
            self.start_match(name=match.player_name, opponents=opponents,
                             difficulty=match.difficulty, lang=match.lang,
                             options=match.game.options_of(match.state))
        elif choice == "new":
            self.to_title()
            self.action_new_match()
        else:
            self.to_title()

    # --- actions ------------------------------------------------------------------------------

    def action_new_match(self) -> None:
        from gameshelf.tui.screens.new_match import NewMatchScreen, NewMatchSpec

        def chosen(spec: NewMatchSpec | None) -> None:
            if spec is not None:
                self.start_match(name=spec.name, opponents=list(spec.personas),
                                 difficulty=spec.difficulty, lang=spec.lang, seed=spec.seed,
                                 options=spec.options)

        self.push_screen(NewMatchScreen(default_lang=self.lang, game=self._game()), chosen)

    def action_watch(self) -> None:
        """Watch the bots play the chosen game (tui.screens.watch): the New-match form picks
        the players, the bots' level, the rules and a pace."""
        from gameshelf.tui.screens.new_match import NewMatchScreen, NewMatchSpec

        def chosen(spec: NewMatchSpec | None) -> None:
            if spec is not None:
                self.start_watching(spec)

        self.push_screen(NewMatchScreen(default_lang=self.lang, game=self._game(), watch=True,
                                        pace=self.settings.pace), chosen)

    def start_watching(self, spec) -> None:
        """Deal a match of bots only as `spec` says and show it on the game's table."""
        from gameshelf.tui.model.match import PACES
        from gameshelf.tui.model.watch import watch_match
        from gameshelf.tui.screens.watch import watch_screen
        match = watch_match(list(spec.personas), spec.difficulty, spec.lang, spec.seed,
                            PACES.get(spec.pace or "", self.pace_seconds), game=self.game_key,
                            templates=self.templates, options=spec.options)
        self.to_title()
        table = watch_screen(match)
        self._add_screen_css(table)
        self.push_screen(table)

    def _game(self):
        """The engine Game the title screen's choices apply to."""
        from gameshelf.engine import find_game
        return find_game(self.game_key)

    def header_title(self) -> str:
        """The window header's title in the player's language: the game's when the app plays
        one game, else the shelf's."""
        return self._game_title() if self.one_game else _("Game Shelf")

    def _game_title(self) -> str:
        """The chosen game's title in the player's language (without loading its engine)."""
        from gameshelf.tui.i18n import game_title
        from gameshelf.tui.shelf import ui_for
        return game_title(self.game_key, ui_for(self.game_key).title or self._game().title)

    def action_continue(self) -> None:
        from gameshelf.tui.screens.load import tell_warnings
        from gameshelf.tui.store import saves
        try:
            path = saves.latest(self.saves_dir, game=self.game_key)
            match = saves.load(path, self.saves_dir, templates=self.templates) if path else None
        except Exception as err:
            self.notify(_("Could not continue: {error}").format(error=err), severity="error")
            return
        if match is None:
            self.notify(_("No {game} match in progress to continue: start a new one.").format(
                game=self._game_title()))
            return
        self.play(match, fresh=False)
        tell_warnings(self, match)

    def action_load(self) -> None:
        from gameshelf.tui.screens.load import LoadScreen

        def loaded(match: Match | None) -> None:
            if match is not None:
                self.play(match, fresh=False)

        self.push_screen(LoadScreen(self.saves_dir, game=self.game_key), loaded)

    def action_stats(self) -> None:
        from gameshelf.tui.screens.stats import StatsScreen
        self.push_screen(StatsScreen(game_key=self.game_key))

    def action_help(self) -> None:
        from gameshelf.tui.shelf import ui_for
        table = self._table()
        self.push_screen(ui_for(table.match.game_key if table else self.game_key).help_screen())

    def action_settings(self) -> None:
        from gameshelf.tui.screens.settings import SettingsScreen
        self.push_screen(SettingsScreen())

    def apply_settings(self, settings: Settings) -> None:
        """Store new settings and pass them on to a match in play."""
        self.settings = settings
        if settings.theme in self.available_themes:
            self.theme = settings.theme
        self.settings.store(self.settings_path)
        self.speak(settings.interface_language())
        self.apply_keymap()
        table = self._table()
        if table is not None:
            self.fit(table.match)

    def speak(self, lang: str) -> None:
        """Show the interface in `lang` from now on: every open screen redraws its words (those
        that can: tui.screens.relabel), and a match in play narrates its new lines in it."""
        if lang == current_language():
            return
        from gameshelf.tui.screens.relabel import LanguageChanged
        set_language(lang)
        self.lang = current_language()
        self.title = self.header_title()
        for screen in self.screen_stack:
            screen.post_message(LanguageChanged())
            for widget in screen.query("*"):       # the shell's widgets on any screen
                if callable(relabel := getattr(widget, "relabel", None)):
                    relabel()
        self.refresh_bindings()

    def apply_keymap(self) -> None:
        """The settings file's keymap over every screen's keys (README "Your keys"); an entry
        that names no key or no binding is told once, in a toast, and left out."""
        from gameshelf.tui.app.keymap import checked_keymap
        keymap = self.settings.keymap
        good, problems = checked_keymap(keymap, self.binding_ids()) if keymap else ({}, [])
        self.set_keymap(good)
        if keymap != self._keymap_told:
            self._keymap_told = keymap
            for line in problems:
                self.notify(line, severity="warning", timeout=10)

    def binding_ids(self) -> set[str]:
        """Every binding id a keymap may name: the shell's screens and every game's."""
        from gameshelf.tui.app.keymap import binding_ids
        from gameshelf.tui.screens import load, new_match, settings, stats, title
        from gameshelf.tui.shelf import ui_for, ui_keys
        from gameshelf.tui.widgets.command_line import CommandLine
        screens = (title.TitleScreen, load.LoadScreen, load.ConfirmDialog, load.ErrorDialog,
                   new_match.NewMatchScreen, settings.SettingsScreen, stats.StatsScreen,
                   CommandLine, type(self))
        from gameshelf.tui.screens.watch import WATCH_BINDINGS, Paused
        ids = {i for s in (*screens, Paused) for i in binding_ids(s.BINDINGS)}
        ids |= set(binding_ids(WATCH_BINDINGS))
        return ids | {i for key in ui_keys() for i in binding_ids(ui_for(key).bindings())}

    def fit(self, match: Match) -> None:
        """Give a match the player's settings: the pace, its game's table settings (which
        questions stop play), and the language its new lines are narrated in."""
        match.pace = self.pace_seconds
        match.game_settings = self.settings.game_settings(match.game_key)
        lang = current_language()
        if match.lang != lang or getattr(match, "_narrator", None) is not None:
            # Not for a new match dealt in the interface's language (nothing to change): the
            # narration machinery imports Jinja, which its table's first frame can do without.
            from gameshelf.tui.narration import speak_in
            speak_in(match, lang)

    def _table(self):
        from gameshelf.tui.screens.game_table import GameTable
        for s in reversed(self.screen_stack):
            if isinstance(s, GameTable):
                return s
        return None

    def watch_theme(self, theme: str) -> None:
        from gameshelf.tui.widgets.look import use_theme
        use_theme(self.get_css_variables())      # the colours drawn in Rich text follow it
        if hasattr(self, "settings") and self.settings.theme != theme:
            self.settings.theme = theme
            self.settings.store(self.settings_path)

    def action_command_palette(self) -> None:
        """Ctrl+P: the command palette (ours closes safely however fast it is closed)."""
        from gameshelf.tui.screens.palette import CommandPalette
        # One at a time: a second Ctrl+P before the first palette was on top pushed a second
        # one with the same id, and Textual ended the app over it.
        if self.use_command_palette and not any(isinstance(s, CommandPalette)
                                                for s in self.screen_stack):
            self.push_screen(CommandPalette())

    def action_show_help_panel(self) -> None:
        """Textual's Keys panel: every key of the screen on top with what it does, as the
        keymap has bound it. Never into a palette still opening (mounting there raised
        MountError): the panel opens over the screen under it once the palette is gone. Its
        words are translated from the first time it opens (tui/widgets/key_panel.py)."""
        from gameshelf.tui.widgets import key_panel
        key_panel.install()
        self._show_keys_panel(tries=40)

    def _show_keys_panel(self, tries: int) -> None:
        """Mount the Keys panel once no palette is on top (checked every 50 ms, for 2 s: the
        palette runs the command before it dismisses itself)."""
        from textual.command import CommandPalette
        from textual.widgets import HelpPanel
        screen = self.screen
        if isinstance(screen, CommandPalette) or not screen.is_attached:
            if tries:
                self.set_timer(0.05, lambda: self._show_keys_panel(tries - 1))
            return
        if not screen.query(HelpPanel):
            screen.mount(HelpPanel())

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        # Textual's own commands (its Keys panel too). Their words are in the shell's catalog
        # too (tui/locale/catalog_data.py).
        yield from (c._replace(title=_(c.title), help=_(c.help))
                    for c in super().get_system_commands(screen))
        from gameshelf.tui.screens.game_table import GameTable

        def later(callback):
            # The palette runs a command before it dismisses itself: a command that changes
            # screens must wait until the palette is gone. By then the screen it was opened
            # on may have gone too (a second Enter, a click): then the command does nothing.
            def run() -> None:
                if screen.is_attached:
                    callback()
            return lambda: self.call_later(run)

        def on_table(action: str):
            # Through the table's own actions: they do nothing once it has begun to close.
            return lambda: self.call_later(screen.run_action, action)

        yield SystemCommand(_("New match"), _("Deal a new match"), later(self.action_new_match))
        yield SystemCommand(_("Join a table"), _("Take a seat at a friend's hosted table"),
                            later(self.action_join_table))
        yield SystemCommand(_("Host a table"), _("Open a table of this game for friends to join"),
                            later(self.action_host_table))
        yield SystemCommand(_("Help"), _("Keys, rules summary, combos, cards"),
                            later(self.action_help))
        yield SystemCommand(_("Settings"), _("Bot pace, questions, theme, language"),
                            later(self.action_settings))
        if isinstance(screen, GameTable):
            for title, help_text, action in screen.table_commands():
                yield SystemCommand(title, help_text, on_table(action))
            yield SystemCommand(_("Leave match"), _("Back to the title screen (autosaved)"),
                                later(self.to_title))


def first_game() -> str:
    """The engine key of the shelf's first game: where the title screen opens by default."""
    from gameshelf.tui.shelf import ui_keys
    return ui_keys()[0]


def run_app(args: argparse.Namespace) -> int:
    """Entry point from the CLI: the title screen, a direct match, or a resumed save."""
    command = getattr(args, "command", None)
    kw: dict = dict(templates=getattr(args, "templates", None),
                    saves=getattr(args, "saves", None), settings_path=default_settings_path(),
                    game=getattr(args, "game", None),
                    one_game=not getattr(args, "shelf", True) or getattr(args, "game_asked", False))
    if command == "play":
        app = ShelfApp(start="play", seed=args.seed, bots=args.bots,
                            difficulty=args.difficulty, lang=args.lang, name=args.name, **kw)
    elif command in ("continue", "load"):
        from gameshelf.tui.store import saves
        try:
            if command == "continue":
                path = saves.latest(kw["saves"], game=getattr(args, "game", None))
                match = saves.load(path, kw["saves"], templates=kw["templates"]) if path else None
            else:
                match = saves.load(args.save, kw["saves"], templates=kw["templates"])
        except Exception as err:
            raise CliError(str(err)) from None
        if match is None:
            raise CliError(_("no saved match to continue"))
        app = ShelfApp(match=match, **kw)
        from gameshelf.tui.screens.load import tell_warnings
        tell_warnings(app, match)        # shown once the app runs
    else:
        app = ShelfApp(**kw)
    need_a_terminal()         # after the save: a broken save is the more useful thing to hear
    app.run()
    return exit_code(app)


def need_a_terminal() -> None:
    """The game reads keys from a terminal; fed from a pipe or a file, Textual's input loop
    would spin a core for ever instead."""
    if sys.stdin is None or not sys.stdin.isatty():
        raise CliError(_("the game needs a terminal to read keys from, and stdin is not one "
                         "(sim, replay and saves work without)"))
    if sys.stdout is None or not sys.stdout.isatty() or os.environ.get("TERM") == "dumb":
        # Drawn on a pipe, a file or a dumb terminal, the app is escape codes no one can read.
        raise CliError(_("the game needs a terminal that can show it (play --plain works "
                         "without)"))


def exit_code(app: App) -> int:
    """What the process returns: the app's own code, and non-zero whenever Textual caught an
    error it could not handle (it shows the traceback and closes, but a script must see it)."""
    code = app.return_code or 0
    return code if code or not guards.app_crashed(app) else 1
