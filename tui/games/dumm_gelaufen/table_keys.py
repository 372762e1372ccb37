"""What the player presses, clicks and types at Dumm gelaufen!'s table: the numbered choices,
"stop", the summary, the typed command line and the table's own commands. `TableKeys` is an
object `DgTable` owns (`table.keys`); the screen's Textual handlers hand their work to it."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.widgets import OptionList

from gameshelf.engine.dumm_gelaufen import Stop
from gameshelf.tui.games.dumm_gelaufen.commands import Error, Meta, parse, resolve
from gameshelf.tui.i18n import translator
from gameshelf.tui.widgets.command_line import CommandLine
from gameshelf.tui.widgets.fight_log import FightLog

if TYPE_CHECKING:
    from gameshelf.tui.app.shell import ShelfApp
    from gameshelf.tui.games.dumm_gelaufen.table import DgTable

_ = translator("dumm_gelaufen")


class TableKeys:
    """Keys, clicks and typed commands on the table it is given; each ends in `act` (the table
    applies it)."""

    def __init__(self, table: DgTable) -> None:
        self.table = table

    def option_selected(self, event: OptionList.OptionSelected) -> None:
        self.choose(event.option_index + 1)

    def choose(self, n: int) -> None:
        """Take the choice numbered `n`."""
        if self.table.over:
            self.show_game_over()
            return
        if not 1 <= n <= len(self.table.listed):
            return
        self.table.act(self.table.listed[n - 1].action)

    def number(self, n: int) -> None:
        self.choose(n)

    def stop(self) -> None:
        stop = [c for c in self.table.listed if isinstance(c.action, Stop)]
        if stop:
            self.table.act(stop[0].action)

    def summary(self) -> None:
        if self.table.over:
            self.show_game_over()

    def show_game_over(self) -> None:
        from gameshelf.tui.games.dumm_gelaufen.game_over import GameOverScreen
        table = self.table
        shell = cast("ShelfApp", table.app)        # the shell plays every match
        shell.push_screen(GameOverScreen(table.match),
                          lambda choice: shell.after_game(choice or "title", table.match))

    def check_action(self, action: str, parameters) -> bool | None:
        if action == "summary":
            return self.table.over
        if action in ("number", "stop"):
            return not isinstance(self.table.focused, CommandLine)
        return True

    def submitted(self, event: CommandLine.Submitted) -> None:
        text = event.value
        event.input.value = ""
        self.run_command(text)

    def run_command(self, text: str) -> None:
        """Do what a typed line says, step by step, each read against the match as it is."""
        if self.table.table_talk(text):
            return
        from gameshelf.tui.model.takeback import is_take_back  # typed: after the first frame
        if is_take_back(text):
            self.table.action_take_back()
            return
        from gameshelf.tui.model.hints import is_hint
        if is_hint(text):
            self.table.action_hint()
            return
        parsed = parse(text, self.table.view)
        if isinstance(parsed, Error):
            self.table.answer(parsed.message)
            return
        if isinstance(parsed, Meta):
            self.meta(parsed.name, parsed.arg)
            return
        self.table.query_one(FightLog).note(f"> {text.strip()}", "dim")
        for i, step in enumerate(parsed.steps):
            if i and not self.table.driver.seat_decides(self.table.match.human):
                # A red card taken ends the turn at once: "give 9" has nothing left to do.
                self.table.answer(_("Your turn ended before the rest of the command; nothing "
                                    "more was done."))
                return
            actions = resolve(step, self.table.view)
            if isinstance(actions, Error):
                self.table.answer(actions.message)
                return
            for a in actions:
                if not self.table.act(a):
                    return

    def meta(self, name: str, arg: str = "") -> None:
        if name == "help":
            self.table.action_help(arg)
        elif name == "save":
            self.table.action_save(arg)
        elif name == "quit":
            self.table.app.exit()
        else:
            self.table.refresh_view()

    def help(self, topic: str = "") -> None:
        from gameshelf.tui.games.dumm_gelaufen.help import HelpScreen
        self.table.app.push_screen(HelpScreen(topic))

    def type_command(self) -> None:
        self.table.query_one(CommandLine).focus()

    def save(self, name: str = "") -> None:
        from gameshelf.tui.store.saves import save
        m = self.table.match
        name = name.strip() or f"{m.player_name} vs {', '.join(m.names[1:])} ({m.seed})"
        try:
            where = save(m, name, getattr(self.table.app, "saves_dir", None))
        except Exception as err:
            self.table.notify(_("Could not save: {error}").format(error=err), severity="error")
            return
        self.table.notify(_("Saved as “{name}” ({where}).").format(name=name, where=where))

    def settings(self) -> None:
        from gameshelf.tui.screens.settings import SettingsScreen
        self.table.app.push_screen(SettingsScreen())

    def log_up(self) -> None:
        self.table.query_one(FightLog).scroll_page_up()

    def log_down(self) -> None:
        self.table.query_one(FightLog).scroll_page_down()
