"""What the player presses, clicks and types at Dumm gelaufen!'s table (a mixin of DgTable): the
numbered choices, "stop", the summary, the typed command line and the table's own commands."""

from __future__ import annotations

from textual.widgets import OptionList

from gameshelf.engine.dumm_gelaufen import Stop
from gameshelf.tui.games.dumm_gelaufen.commands import Error, Meta, parse, resolve
from gameshelf.tui.i18n import translator
from gameshelf.tui.widgets.command_line import CommandLine
from gameshelf.tui.widgets.fight_log import FightLog

_ = translator("dumm_gelaufen")


class TableKeys:
    """Keys, clicks and typed commands; each ends in `act` (the table applies it)."""

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.choose(event.option_index + 1)

    def choose(self, n: int) -> None:
        """Take the choice numbered `n`."""
        if self.over:
            self.show_game_over()
            return
        if not 1 <= n <= len(self.listed):
            return
        self.act(self.listed[n - 1].action)

    def action_number(self, n: int) -> None:
        self.choose(n)

    def action_stop(self) -> None:
        stop = [c for c in self.listed if isinstance(c.action, Stop)]
        if stop:
            self.act(stop[0].action)

    def action_summary(self) -> None:
        if self.over:
            self.show_game_over()

    def show_game_over(self) -> None:
        from gameshelf.tui.games.dumm_gelaufen.game_over import GameOverScreen
        self.app.push_screen(GameOverScreen(self.match),
                             lambda choice: self.app.after_game(choice or "title", self.match))

    def check_action(self, action: str, parameters) -> bool | None:
        if action == "summary":
            return self.over
        if action in ("number", "stop"):
            return not isinstance(self.focused, CommandLine)
        return True

    def on_input_submitted(self, event: CommandLine.Submitted) -> None:
        text = event.value
        event.input.value = ""
        self.run_command(text)

    def run_command(self, text: str) -> None:
        """Do what a typed line says, step by step, each read against the match as it is."""
        parsed = parse(text, self.view)
        if isinstance(parsed, Error):
            self.answer(parsed.message)
            return
        if isinstance(parsed, Meta):
            self.meta(parsed.name, parsed.arg)
            return
        self.query_one(FightLog).note(f"> {text.strip()}", "dim")
        for i, step in enumerate(parsed.steps):
            if i and not self.driver.seat_decides(self.match.human):
                # A red card taken ends the turn at once: "give 9" has nothing left to do.
                self.answer(_("Your turn ended before the rest of the command; nothing more "
                              "was done."))
                return
            actions = resolve(step, self.view)
            if isinstance(actions, Error):
                self.answer(actions.message)
                return
            for a in actions:
                if not self.act(a):
                    return

    def meta(self, name: str, arg: str = "") -> None:
        if name == "help":
            self.action_help(arg)
        elif name == "save":
            self.action_save(arg)
        elif name == "quit":
            self.app.exit()
        else:
            self.refresh_view()

    def action_help(self, topic: str = "") -> None:
        from gameshelf.tui.games.dumm_gelaufen.help import HelpScreen
        self.app.push_screen(HelpScreen(topic))

    def action_type(self) -> None:
        self.query_one(CommandLine).focus()

    def action_save(self, name: str = "") -> None:
        from gameshelf.tui.store.saves import save
        m = self.match
        name = name.strip() or f"{m.names[m.human]} vs {', '.join(m.names[1:])} ({m.seed})"
        try:
            where = save(m, name, getattr(self.app, "saves_dir", None))
        except Exception as err:
            self.notify(_("Could not save: {error}").format(error=err), severity="error")
            return
        self.notify(_("Saved as “{name}” ({where}).").format(name=name, where=where))

    def action_settings(self) -> None:
        from gameshelf.tui.screens.settings import SettingsScreen
        self.app.push_screen(SettingsScreen())

    def action_log_up(self) -> None:
        self.query_one(FightLog).scroll_page_up()

    def action_log_down(self) -> None:
        self.query_one(FightLog).scroll_page_down()
