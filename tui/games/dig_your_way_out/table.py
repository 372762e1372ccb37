"""Dig Your Way Out's table: the board, the players, your hand, the choices of the moment (keys
1-9, arrows and Enter, a mouse click, or a typed command) and the fight log. The screen alone
moves the match on, through the shell's Driver; bots think in a worker thread, paced."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from rich.table import Table
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from gameshelf.engine.core import IllegalAction
from gameshelf.tui.games.dig_your_way_out import board
from gameshelf.tui.games.dig_your_way_out.choices import label, question
from gameshelf.tui.games.dig_your_way_out.commands import parse
from gameshelf.tui.games.dig_your_way_out.table_bindings import BINDINGS, COMMANDS
from gameshelf.tui.games.dig_your_way_out.told import event_line
from gameshelf.tui.i18n import refusal, translator
from gameshelf.tui.model.driver import Driver, EngineFailure
from gameshelf.tui.model.match import Match
from gameshelf.tui.screens.game_table import GameTable
from gameshelf.tui.screens.steady import on_stack
from gameshelf.tui.store.keeper import Keeper
from gameshelf.tui.widgets.command_line import CommandLine
from gameshelf.tui.widgets.fight_log import FightLog
from gameshelf.tui.widgets.key_words import translate_bindings
from gameshelf.tui.widgets.look import flag, show
from gameshelf.tui.widgets.prompt import KeyBar, PromptLine

if TYPE_CHECKING:
    from gameshelf.tui.app.shell import ShelfApp

_ = translator("dig_your_way_out")


def localize_bindings(node) -> None:
    """The key descriptions in the player's language (ids and keys stay for the keymap)."""
    translate_bindings(node, _)


# The key bar's keys left out, in this order, until it fits on one line (at 80 columns in
# Dutch and German), and the screen height from which the table shows the marks' legend.
DROPPED_FIRST = ("dig.type", "dig.save", "dig.move")
LEGEND_HEIGHT = 32


def numbered(n: int, text: str) -> Table:
    """A choice as the list shows it: "4. Join the Bratva: ..." and, when it wraps, the rest
    under its words, clear of the number."""
    grid = Table.grid()
    grid.add_column(width=len(f"{n}. "), no_wrap=True)
    grid.add_column(ratio=1)
    grid.add_row(f"{n}. ", text)
    return grid


def fits(keys, width: int) -> bool:
    """Whether these (id, key, text) fit one line of the key bar ("key text" three apart)."""
    return sum(len(key) + 1 + len(text) for _id, key, text in keys) + 3 * (len(keys) - 1) \
        <= width


class TableScreen(GameTable):
    """A Dig Your Way Out match in play. Construct with a `Match` (new or loaded)."""

    CSS_PATH = "table.tcss"
    BINDINGS = BINDINGS

    match: Match

    def __init__(self, match: Match, *, fresh: bool = True) -> None:
        super().__init__()
        localize_bindings(self)
        self.match = match
        self.driver = Driver(match, notify=self.notify,
                             keeper=Keeper(lambda: getattr(self.app, "saves_dir", None)))
        self.fresh = fresh
        self.gen = 0
        self.timer: Timer | None = None
        self.failure: Exception | None = None
        self.over = False
        self.ready = False
        self.shown_choices: list[tuple[int, str, str]] = []   # (number, label, id) shown
        self.view = self.driver.view(match.human)

    def table_commands(self) -> list[tuple[str, str, str]]:
        return [(_("Type a command"), _("Focus the command line"), "type"),
                (_("Save match"), _("Save the match"), "save")]

    # --- layout -------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Horizontal(id="dig-main"):
            with Vertical(id="dig-left"):
                yield Static(id="dig-board")
                yield Static(id="dig-players")
                yield Static(id="dig-hand")
                yield Static(id="dig-status")
                yield OptionList(id="dig-choices")
                yield Static(id="dig-legend")
            yield FightLog(self.match.names, id="dig-log")
        yield PromptLine(id="dig-prompt")
        yield Static(id="dig-answer")
        yield CommandLine(lambda typed: None, id="dig-command")
        yield KeyBar(id="dig-keys")

    def on_mount(self) -> None:
        if not on_stack(self):
            return
        self.relabel()
        log = self.query_one(FightLog)
        if self.fresh and not self.match.history:
            # Who starts and the target, told after the first frame (the narrator is built
            # then, as at the other games' tables); a move made before that tells them first.
            self.driver.open_later()
            self.call_after_refresh(self._tell_opening)
        else:
            self._retell(log)
            log.note(_("— match resumed —"))
        self.refresh_view()
        self.ready = True
        self.call_later(self.advance)

    def _tell_opening(self) -> None:
        """A fresh match's opening lines, at the top of the log (unless a move told them)."""
        if self.driver.opening_due and on_stack(self):
            if self.silent:
                self.driver.opening_due = False
                self._tell([], self.match.game.opening_events(self.match.state))
            else:
                self.query_one(FightLog).insert(0, self.driver.opening_lines())
        self.driver.tell_template_warnings()

    def _retell(self, log: FightLog) -> None:
        """A resumed match's log told again from its history (the save keeps the game, not the
        lines); a broken template leaves the log starting at "match resumed"."""
        try:
            if self.silent:
                events = [e for _a, evs in self.match.history for e in evs]
                self._tell([], [*self.match.game.opening_events(self.match.state)[:1], *events])
                return
            for batch in self.driver.retell():
                for line in batch:
                    log.add(line)
        except Exception:      # noqa: BLE001 - the match matters, not its old lines
            return

    @property
    def silent(self) -> bool:
        """Whether the game has no narration yet: the table tells the events itself."""
        from gameshelf.tui.narration import Silent  # the narration, loaded once it is needed
        return isinstance(self.match.narrator, Silent)

    def relabel(self) -> None:
        """The table's own words in the language of the moment."""
        self.query_one("#dig-log").border_title = _("Fight log")
        localize_bindings(self)
        self.query_one("#dig-legend", Static).update(
            Text(board.legend(team=getattr(self.view, "team", False))))
        self._show_keys()
        if self.ready:
            self.refresh_view()

    def _show_keys(self) -> None:
        """The key bar on one line: the keys that do not fit the width are left out, the
        least needed first (typing is on the prompt line, saving in the palette)."""
        keys = [(b.id, self.app.get_key_display(replace(b, key=b.key.split(",")[0])),
                 _(b.description)) for b in COMMANDS]
        width = self.size.width or self.app.size.width
        for drop in (None, *DROPPED_FIRST):
            keys = [k for k in keys if k[0] != drop]
            if fits(keys, width):
                break
        self.query_one(KeyBar).show([(key, text) for _id, key, text in keys])

    def on_resize(self) -> None:
        self._show_keys()
        # the marks' legend under the choices when the table is tall enough to spare it
        flag(self.query_one("#dig-legend", Static), self.size.height >= LEGEND_HEIGHT,
             "-shown")

    # --- showing ------------------------------------------------------------------------------

    def refresh_view(self) -> None:
        self.view = v = self.driver.view(self.match.human)
        show(self.query_one("#dig-board", Static), board.board(v))
        show(self.query_one("#dig-players", Static), board.players(v))
        show(self.query_one("#dig-hand", Static), board.hand(v))
        status = board.status(v)
        if board.fight(v):
            status += "\n" + board.fight(v)
        show(self.query_one("#dig-status", Static), Text(status))
        self._show_choices(v)
        self.query_one(PromptLine).say(
            _("Game over: press Enter for the summary.") if self.over else question(v))

    def _show_choices(self, v) -> None:
        """The numbered choices, refilled only when they change (a bot's move mostly leaves
        the human nothing to choose, as before it)."""
        watched = self.match.human is None     # bots watched: the seat to move's (watch.py)
        if self.over and not watched:
            wanted = [(0, _("See the summary (Enter)"), "summary")]
        elif not self.over and not watched:
            wanted = [(i, label(a, v), str(i)) for i, a in enumerate(v.legal, 1)]
        else:
            wanted = []
        choices = self.query_one(OptionList)
        if wanted != self.shown_choices:
            self.shown_choices = wanted
            choices.clear_options()
            choices.add_options([Option(numbered(i, text) if i else text, id=key)
                                 for i, text, key in wanted])
        choices.border_title = _("Game over") if self.over else question(v) if not watched \
            else _("{name} is deciding…").format(name=v.names[v.seat])

    def answer(self, text: str) -> None:
        """One helpful line under the prompt (empty hides it)."""
        a = self.query_one("#dig-answer", Static)
        a.update(Text(text))
        flag(a, bool(text), "-shown")

    def _tell(self, lines, events) -> None:
        log = self.query_one(FightLog)
        if self.silent:
            for ev in events:
                text = event_line(self.match.game.visible_to(ev, self.match.human),
                                  self.match.names)
                if text:
                    log.note(text, "")
            return
        for line in lines:
            log.add(line)

    # --- the loop -----------------------------------------------------------------------------

    def advance(self) -> None:
        """Play the bots until the human must choose or the match is over."""
        self.timer = None
        if self.failure is not None or not on_stack(self):
            return
        if self.app.screen is not self:          # help or settings on top: wait for them
            self.timer = self.set_timer(0.2, self.advance)
            return
        d = self.driver.decision()
        if d is None:
            self._game_over()
        elif d.seat != self.match.human:
            self._think(d.seat, self.driver.view(d.seat), self.gen)
        else:
            self.refresh_view()
            choices = self.query_one(OptionList)
            if not isinstance(self.focused, CommandLine):
                choices.focus()
            choices.highlighted = 0

    @work(thread=True, exclusive=True, group="dig-bots")
    def _think(self, seat: int, view, gen: int) -> None:
        # A bot bug must not end the match: the driver plays the default instead, once.
        action = self.driver.bot_action(seat, self.match.bots[seat], view)
        try:
            self.app.call_from_thread(self._bot_chose, gen, seat, action)
        except RuntimeError:       # the app closed while the bot thought
            return

    def _bot_chose(self, gen: int, seat: int, action) -> None:
        if gen != self.gen or not self.is_attached or not self.driver.seat_decides(seat):
            return
        self._apply(action)                 # legal: the driver checked it
        pace = self.match.pace
        if pace > 0:
            self.timer = self.set_timer(pace, self.advance)
        else:
            self.call_later(self.advance)

    def _apply(self, action) -> bool:
        try:
            move = self.driver.apply(action)
        except IllegalAction as err:
            self.answer(refusal(err, "dig-your-way-out"))
            return False
        except EngineFailure as err:
            self.failure = err
            self.answer(_("The rules engine failed: {err}").format(err=err))
            return False
        self._tell(move.lines, move.events)
        self.refresh_view()
        return True

    def act(self, action) -> None:
        """The human chose `action`: apply it and play on."""
        if self.over or not self.driver.seat_decides(self.match.human):
            self.answer(_("Wait: it is not your turn to choose."))
            return
        self.answer("")
        self.remember_choice()
        if self._apply(action):
            self.call_later(self.advance)

    # --- take-backs (tui.screens.take_back) ---------------------------------------------------

    def stop_for_take_back(self) -> None:
        """The bots stop (an answer still coming is dropped), and any wait with them."""
        self.gen += 1
        if self.timer is not None:
            self.timer.stop()
        self.timer = None
        self.answer("")

    def play_on_after_take_back(self) -> None:
        self.refresh_view()
        self.call_later(self.advance)

    def _game_over(self) -> None:
        if self.over:
            return
        self.over = True
        self.refresh_view()
        choices = self.query_one(OptionList)
        choices.focus()
        choices.highlighted = 0
        self.driver.record()

    # --- keys, clicks, typed commands ---------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == "summary":
            self.action_summary()
        else:
            assert event.option.id is not None      # every choice has its number as id
            self.action_number(int(event.option.id))

    def action_number(self, n: int) -> None:
        legal = self.view.legal
        if 1 <= n <= len(legal):
            self.act(legal[n - 1])

    def action_verb(self, verb: str) -> None:
        parsed = parse(verb, self.view)
        if parsed.action is not None:
            self.act(parsed.action)
        else:
            self.answer(parsed.error)

    def action_type(self) -> None:
        self.query_one(CommandLine).focus()

    def action_summary(self) -> None:
        if self.over:
            self.show_game_over()

    def check_action(self, action: str, parameters) -> bool | None:
        if action == "summary":
            return self.over
        return True

    def on_input_submitted(self, event) -> None:
        text = event.value
        event.input.value = ""
        self.query_one(OptionList).focus()
        if self.table_talk(text):
            return
        from gameshelf.tui.model.takeback import is_take_back  # typed: after the first frame
        if is_take_back(text):
            self.action_take_back()
            return
        from gameshelf.tui.model.hints import is_hint
        if is_hint(text):
            self.action_hint()
            return
        parsed = parse(text, self.view)
        if parsed.command == "help":
            self.action_help(parsed.arg)
        elif parsed.command == "save":
            self.action_save(parsed.arg)
        elif parsed.command == "quit":
            self.app.exit()
        elif parsed.command == "table":
            self.refresh_view()
        elif parsed.action is not None:
            self.act(parsed.action)
        else:
            self.answer(parsed.error)

    def action_help(self, topic: str = "") -> None:
        from gameshelf.tui.games.dig_your_way_out.help import HelpScreen
        self.app.push_screen(HelpScreen(topic))

    def action_save(self, name: str = "") -> None:
        if self.refused_when_hosted():
            return
        from gameshelf.tui.store.saves import save
        m = self.match
        name = name.strip() or _("{you} vs {others} ({seed})").format(
            you=m.player_name, others=", ".join(m.names[1:]), seed=m.seed)
        try:
            where = save(m, name, getattr(self.app, "saves_dir", None))
        except Exception as err:
            self.notify(_("Could not save: {error}").format(error=err), severity="error")
            return
        self.notify(_("Saved as “{name}” ({where}).").format(name=name, where=where),
                    title=_("Saved"))

    def show_game_over(self) -> None:
        from gameshelf.tui.games.dig_your_way_out.game_over import GameOverScreen

        def done(choice: str | None) -> None:
            cast("ShelfApp", self.app).after_game(choice or "title", self.match)  # the shell's

        self.app.push_screen(GameOverScreen(self.match), done)

    def abandon(self) -> None:
        """Leaving: bots stop; a match in play is autosaved; the driver lets go (Driver.leave)."""
        if self.failure is None and self.match.history and not self.over:
            self.driver.autosave()
        self.gen += 1
        if self.timer is not None:
            self.timer.stop()
        self.driver.leave()

    def on_unmount(self) -> None:
        self.abandon()
