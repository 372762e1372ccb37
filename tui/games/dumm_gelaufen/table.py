"""Dumm gelaufen!'s table: the board, your hand and Murphy card, the numbered choices (keys 1–9,
arrows and Enter, a mouse click) and typed commands; the bots play at the settings' pace."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from engine.core import IllegalAction
from engine.dumm_gelaufen import Stop
from tui.driver import Driver, EngineFailure
from tui.games.dumm_gelaufen.choices import choices, question
from tui.games.dumm_gelaufen.commands import Error, Meta, parse, resolve, same_action
from tui.games.dumm_gelaufen.localized import localize_bindings
from tui.games.dumm_gelaufen.render import board, deck_line, mine
from tui.games.dumm_gelaufen.table_bindings import BINDINGS, COMMANDS
from tui.i18n import translator
from tui.screens.game_table import GameTable
from tui.screens.steady import on_stack
from tui.widgets.command_line import CommandLine
from tui.widgets.fight_log import FightLog
from tui.widgets.look import flag
from tui.widgets.prompt import KeyBar, PromptLine

_ = translator("dumm_gelaufen")


class DgTable(GameTable):
    """A Dumm gelaufen! match in play. Construct with a `Match` (new, continued or loaded)."""

    CSS_PATH = "table.tcss"
    BINDINGS = BINDINGS

    def __init__(self, match, *, fresh: bool = True) -> None:
        super().__init__()
        localize_bindings(self)
        self.match = match
        self.driver = Driver(match, same_action=same_action, notify=self.notify,
                             saves_dir=lambda: getattr(self.app, "saves_dir", None))
        self.fresh = fresh
        self.timer: Timer | None = None
        self.over = False
        self.ready = False
        self.listed: list = []

    def table_commands(self) -> list[tuple[str, str, str]]:
        return [(_("Type a command"), _("Focus the command line"), "type"),
                (_("Save match"), _("Save the match"), "save")]

    def compose(self) -> ComposeResult:
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield Static(id="board")
                yield Static(id="mine")
                yield OptionList(id="choices")
            yield FightLog(self.match.names, id="log")
        yield PromptLine(id="prompt")
        yield Static(id="answer")
        yield CommandLine(lambda typed: None, idle=_("press : to type (take 2 · give 9 left · "
                                                     "help)"), back=self._focus_choices,
                          id="command")
        yield KeyBar(id="keys")

    def on_mount(self) -> None:
        if not on_stack(self):
            return
        self.relabel()
        if not (self.fresh and not self.match.history):
            self.query_one(FightLog).note(_("— match resumed —"))
        self.refresh_view()
        self.ready = True
        self.call_later(self.advance)

    def relabel(self) -> None:
        """The table's fixed words in the language of the moment."""
        localize_bindings(self)
        self.query_one("#mine").border_title = _("You")
        self.query_one("#choices").border_title = _("Choose (1–9, ↑↓ Enter, click)")
        self.query_one("#log").border_title = _("Log")
        keymap = getattr(self.app, "_keymap", {}) or {}
        pairs = [(self.app.get_key_display(Binding(keymap.get(b.id, b.key).split(",")[0], "")),
                  _(b.description)) for b in COMMANDS if b.show]
        self.query_one(KeyBar).show(pairs)
        if self.ready:
            self.refresh_view()

    def on_resize(self) -> None:
        if on_stack(self):
            flag(self, self.size.width < 90, "-narrow")   # 80 columns: the log becomes a strip
            if self.ready:
                self.refresh_view()

    # --- showing ------------------------------------------------------------------------------

    @property
    def view(self):
        return self.driver.view(self.match.human)

    def refresh_view(self) -> None:
        v = self.view
        self._show_board(v)
        self.query_one("#mine", Static).update(mine(v))
        mine_now = v.decision is not None and v.decision.seat == v.seat
        self.listed = choices(v) if mine_now else []
        options = self.query_one(OptionList)
        options.clear_options()
        options.add_options([Option(f"{i}. {c.label}" if i < 10 else f"   {c.label}")
                             for i, c in enumerate(self.listed, 1)])
        if self.listed:
            options.highlighted = 0
        prompt = self.query_one(PromptLine)
        if self.over:
            prompt.say(self._winner_line(), [], _("Enter: the summary"))
        elif mine_now:
            prompt.say(question(v))
        elif v.decision is not None:
            prompt.say(_("{name} is deciding…").format(name=v.names[v.decision.seat]),
                       waiting=True)

    def _show_board(self, v) -> None:
        """The board, its face-down count on the lower border (in the title when narrow: the
        narrow board has no lower border)."""
        b = self.query_one("#board", Static)
        b.update(board(v))
        narrow = self.has_class("-narrow")
        b.border_title = _("Table") + (" · " + deck_line(v) if narrow else "")
        b.border_subtitle = "" if narrow else deck_line(v)

    def _winner_line(self) -> str:
        w = self.match.state.winner
        return _("You win!") if w == self.match.human else \
            _("{name} wins.").format(name=self.match.names[w])

    def answer(self, text: str) -> None:
        a = self.query_one("#answer", Static)
        a.update(text)
        flag(a, bool(text), "-shown")

    def _focus_choices(self) -> None:
        self.query_one(OptionList).focus()

    def _log(self, lines) -> None:
        log = self.query_one(FightLog)
        for line in lines:
            log.add(line)

    # --- the loop -----------------------------------------------------------------------------

    def advance(self) -> None:
        """Play bots until the human must choose (or the match is over)."""
        self.timer = None
        if not self.is_attached or self.app.screen is not self:
            return
        d = self.driver.decision()
        if d is None:
            self._game_over()
        elif d.seat != self.match.human:
            self._bot_move(d.seat)
        else:
            self.refresh_view()
            if not isinstance(self.focused, CommandLine):
                self._focus_choices()

    def _bot_move(self, seat: int) -> None:
        view = self.driver.view(seat)
        try:
            action = self.match.bots[seat].choose(view)
        except Exception:                 # a bot bug must not end the match
            action = self.driver.default_action()
        if self._apply(action) is None:
            self._apply(self.driver.default_action())
        self.refresh_view()
        self.schedule(self.match.pace)

    def schedule(self, delay: float) -> None:
        if self.timer is not None:
            self.timer.stop()
        self.timer = self.set_timer(delay, self.advance) if delay > 0 else None
        if delay <= 0:
            self.call_later(self.advance)

    def on_screen_resume(self) -> None:
        if on_stack(self) and self.ready:
            self.relabel()
            self.schedule(0)

    def _apply(self, action):
        try:
            move = self.driver.apply(action)
        except IllegalAction as err:
            self.answer(str(err))
            return None
        except EngineFailure as err:
            self.notify(str(err), severity="error")
            return None
        self._log(move.lines)
        return move

    def act(self, action) -> bool:
        """The human chose `action`: apply it, go on. False when refused (the reason shows)."""
        if not self.driver.seat_decides(self.match.human):
            self.answer(_("Wait: it is not your turn."))
            return False
        self.answer("")
        if self._apply(action) is None:
            return False
        self.refresh_view()
        self.schedule(self.match.pace if self.driver.decision() is not None else 0)
        return True

    def _game_over(self) -> None:
        if self.over:
            return
        self.over = True
        self.set_focus(None)          # Enter now opens the summary (the screen's binding)
        self.refresh_view()
        self.driver.record()

    def abandon(self) -> None:
        if self.match.history and self.match.state.winner is None:
            self.driver.autosave()
        if self.timer is not None:
            self.timer.stop()

    def on_unmount(self) -> None:
        self.abandon()

    # --- keys, clicks and typed commands ------------------------------------------------------

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
        from tui.games.dumm_gelaufen.game_over import GameOverScreen
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
        for step in parsed.steps:
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
        from tui.games.dumm_gelaufen.help import HelpScreen
        self.app.push_screen(HelpScreen(topic))

    def action_type(self) -> None:
        self.query_one(CommandLine).focus()

    def action_save(self, name: str = "") -> None:
        from tui.saves import save
        m = self.match
        name = name.strip() or f"{m.names[m.human]} vs {', '.join(m.names[1:])} ({m.seed})"
        try:
            where = save(m, name, getattr(self.app, "saves_dir", None))
        except Exception as err:
            self.notify(_("Could not save: {error}").format(error=err), severity="error")
            return
        self.notify(_("Saved as “{name}” ({where}).").format(name=name, where=where))

    def action_settings(self) -> None:
        from tui.screens.settings import SettingsScreen
        self.app.push_screen(SettingsScreen())

    def action_log_up(self) -> None:
        self.query_one(FightLog).scroll_page_up()

    def action_log_down(self) -> None:
        self.query_one(FightLog).scroll_page_down()


__all__ = ["DgTable", "Binding"]
