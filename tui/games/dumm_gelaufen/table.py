"""Dumm gelaufen!'s table: the board, your hand and Murphy card, the numbered choices (keys 1–9,
arrows and Enter, a mouse click) and typed commands (table_keys.py: `self.keys`); the bots think in a worker
and play at the settings' pace (table_bots.py: `self.bots`). Its Textual handlers hand their
work to those two."""

from __future__ import annotations

import time

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.timer import Timer
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from gameshelf.engine.core import IllegalAction
from gameshelf.tui.games.dumm_gelaufen.board import board, deck_line, mine
from gameshelf.tui.games.dumm_gelaufen.choices import choices, question
from gameshelf.tui.games.dumm_gelaufen.commands import same_action
from gameshelf.tui.games.dumm_gelaufen.localized import localize_bindings
from gameshelf.tui.games.dumm_gelaufen.table_bindings import BINDINGS, COMMANDS
from gameshelf.tui.games.dumm_gelaufen.table_bots import BotTurns
from gameshelf.tui.games.dumm_gelaufen.table_keys import TableKeys
from gameshelf.tui.games.dumm_gelaufen.words import action_note, murphy_text
from gameshelf.tui.i18n import refusal, translator
from gameshelf.tui.model.driver import Driver, EngineFailure
from gameshelf.tui.model.match import Match
from gameshelf.tui.screens.game_table import GameTable
from gameshelf.tui.screens.steady import on_stack
from gameshelf.tui.store.keeper import Keeper
from gameshelf.tui.widgets.command_line import CommandLine
from gameshelf.tui.widgets.fight_log import FightLog
from gameshelf.tui.widgets.look import flag
from gameshelf.tui.widgets.prompt import KeyBar, PromptLine

_ = translator("dumm_gelaufen")


class DgTable(GameTable):
    """A Dumm gelaufen! match in play. Construct with a `Match` (new, continued or loaded)."""

    CSS_PATH = "table.tcss"
    BINDINGS = BINDINGS

    match: Match

    def __init__(self, match: Match, *, fresh: bool = True) -> None:
        super().__init__()
        self.keys = TableKeys(self)         # what the player presses, clicks and types
        self.bots = BotTurns(self)          # the bots' turns, paced
        localize_bindings(self)
        self.match = match
        self.driver = Driver(match, same_action=same_action, notify=self.notify,
                             keeper=Keeper(lambda: getattr(self.app, "saves_dir", None)))
        self.fresh = fresh
        self.timer: Timer | None = None
        self.pending = None             # what the timer does when it is due (or hurried)
        self.shown_at = 0.0             # when the last move went on show (time.monotonic)
        self.over = False
        self.ready = False
        self.listed: list = []
        self.gen = 0                    # a bot's answer for an older `gen` is dropped
        self.thinking: int | None = None    # the seat whose bot is thinking now
        self.hurrying = False

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
        if self.fresh and not self.match.history:
            # Mac's row and who starts the first round, told after the first frame (the
            # narrator is built then); a move made before that tells them first.
            self.driver.open_later()
            self.call_after_refresh(self._tell_opening)
        else:
            self.query_one(FightLog).note(_("— match resumed —"))
        self.refresh_view()
        self.ready = True
        self.call_later(self.advance)

    def _tell_opening(self) -> None:
        """A fresh match's opening lines, at the top of the log (unless a move told them)."""
        if self.driver.opening_due and on_stack(self):
            self.query_one(FightLog).insert(0, self.driver.opening_lines())
        self.driver.tell_template_warnings()

    def relabel(self) -> None:
        """The table's fixed words in the language of the moment."""
        localize_bindings(self)
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
        panel = self.query_one("#mine", Static)
        watched = self.match.human is None     # bots watched: the seat to move's (watch.py)
        title = (_("{name} · Murphy card {done}/3") if watched else
                 _("You · Murphy card {done}/3")).format(done=len(v.fulfilled[v.seat]),
                                                          name=v.names[v.seat])
        room = panel.content_region.width or self.size.width - 4
        narrow = self.has_class("-narrow")
        # A short screen puts the task in the title when it fits, a line more for the log.
        with_task = f"{title} · {murphy_text(v.murphy)}"
        in_title = narrow and len(with_task) + 4 <= self.size.width
        panel.border_title = with_task if in_title else title
        hand = mine(v, room, titled=True, compact=narrow, task=not in_title)
        panel.update(hand)
        if narrow:
            self._share_rows(self._board_text, hand)
        else:                       # a wide table: the style sheet's heights again
            self.query_one(OptionList).styles.max_height = None
        mine_now = v.decision is not None and v.decision.seat == v.seat and not watched
        self.listed = choices(v) if mine_now else []
        options = self.query_one(OptionList)
        if watched:              # no choices of yours: whose turn it is instead
            options.border_title = _("{name} is deciding…").format(name=v.names[v.seat])
        options.clear_options()
        options.add_options([Option(f"{i}. {c.label}" if i < 10 else f"   {c.label}")
                             for i, c in enumerate(self.listed, 1)])
        if self.over:         # any number, Enter or a click on it: the summary
            options.add_option(Option(_("1. See the summary")))
        if self.listed or self.over:
            options.highlighted = 0
        prompt = self.query_one(PromptLine)
        if self.over:
            prompt.say(self._winner_line(), [], _("Enter: the summary"))
        elif mine_now:
            prompt.say(question(v))
        elif v.decision is not None:
            prompt.say(_("{name} is deciding…").format(name=v.names[v.decision.seat]),
                       waiting=True)

    def _share_rows(self, *texts) -> None:
        """On a short screen the choices and the log share what the board and your hand
        (`texts`, each under a one-line rule) leave: the choices up to six lines, the log
        four at least (a table of six players with a green card kept left it two)."""
        width = max(1, self.size.width - 2)
        used = sum(len(text.wrap(self.app.console, width)) + 1 for text in texts)
        rest = self.size.height - used - 3         # the prompt, the command line, the keys
        self.query_one(OptionList).styles.max_height = max(4, min(7, rest - 5))

    def _show_board(self, v) -> None:
        """The board, its face-down count on the lower border (in the title when narrow: the
        narrow board has no lower border)."""
        b = self.query_one("#board", Static)
        narrow = self.has_class("-narrow")
        self._board_text = board(v, compact=narrow,
                                 room=b.content_region.width or self.size.width - 2)
        b.update(self._board_text)
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
        if not self.is_attached or self.app.screen is not self:
            return
        d = self.driver.decision()
        if d is None:
            self._game_over()
        elif d.seat != self.match.human:
            self.bots.start_bot(d.seat)
        else:
            self.hurrying = False
            self.refresh_view()
            if not isinstance(self.focused, CommandLine):
                self._focus_choices()

    def on_screen_resume(self) -> None:
        if on_stack(self) and self.ready:
            self.relabel()
            if self.timer is None:      # a bot's move waiting for the pace keeps its place
                self.bots.later(0, self.advance)

    def _apply(self, action):
        try:
            move = self.driver.apply(action)
        except IllegalAction as err:
            self.answer(refusal(err, "dumm-gelaufen"))
            return None
        except EngineFailure as err:
            self.notify(str(err), severity="error")
            return None
        self._log(move.lines)
        if note := action_note(move.events, self.match.names, self.match.human):
            # A red card striking, a green played: what it does, under its line in the log.
            self.query_one(FightLog).note(note, "italic")
        return move

    def act(self, action) -> bool:
        """The human chose `action`: apply it, go on. False when refused (the reason shows)."""
        if not self.driver.seat_decides(self.match.human):
            self.answer(_("Wait: it is not your turn."))
            return False
        self.answer("")
        self.remember_choice()
        if self._apply(action) is None:
            return False
        self.refresh_view()
        self.shown_at = time.monotonic()    # the bot after you shows its move after the pace
        self.bots.later(0, self.advance)
        return True

    # --- take-backs (tui.screens.take_back) ---------------------------------------------------

    def stop_for_take_back(self) -> None:
        """The bots stop (an answer still coming is dropped), and any wait with them."""
        self.gen += 1
        if self.timer is not None:
            self.timer.stop()
        self.timer, self.pending, self.thinking, self.hurrying = None, None, None, False
        self.answer("")

    def play_on_after_take_back(self) -> None:
        self.refresh_view()
        self.bots.later(0, self.advance)

    def _game_over(self) -> None:
        if self.over:
            return
        self.over = True
        self.set_focus(None)          # Enter now opens the summary (the screen's binding)
        self.refresh_view()
        self.driver.record()

    def abandon(self) -> None:
        self.gen += 1                   # a bot still thinking is not heard any more
        if self.match.history and self.match.state.winner is None:
            self.driver.autosave()
        if self.timer is not None:
            self.timer.stop()
        self.driver.leave()

    def on_unmount(self) -> None:
        self.abandon()

    def choose(self, n: int) -> None:
        """Take the choice numbered `n` (TableKeys.choose)."""
        self.keys.choose(n)

    def run_command(self, text: str) -> None:
        """Do what a typed line says (tests too): TableKeys.run_command."""
        self.keys.run_command(text)

    def show_game_over(self) -> None:
        self.keys.show_game_over()

    # --- Textual's handlers: the work is TableKeys' and BotTurns' ------------------------------

    def on_key(self, event: Key) -> None:
        self.bots.key(event)

    def check_action(self, action: str, parameters) -> bool | None:
        return self.keys.check_action(action, parameters)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.keys.option_selected(event)

    def on_input_submitted(self, event: CommandLine.Submitted) -> None:
        self.keys.submitted(event)

    def action_number(self, n: int) -> None:
        self.keys.number(n)

    def action_stop(self) -> None:
        self.keys.stop()

    def action_summary(self) -> None:
        self.keys.summary()

    def action_help(self, topic: str = "") -> None:
        self.keys.help(topic)

    def action_type(self) -> None:
        self.keys.type_command()

    def action_save(self, name: str = "") -> None:
        if self.refused_when_hosted():
            return
        self.keys.save(name)

    def action_settings(self) -> None:
        self.keys.settings()

    def action_log_up(self) -> None:
        self.keys.log_up()

    def action_log_down(self) -> None:
        self.keys.log_down()


__all__ = ["DgTable", "Binding"]
