"""The table: one screen owns the match, asks the human, and alone calls `engine.apply`. It owns
two helpers: `self.keys` (table_keys.TableKeys: its keys, clicks and typed commands) and
`self.bots` (table_bots.BotTurns: its bots' thinking and pacing); its Textual handlers hand their
work to them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any, Protocol, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.events import Key
from textual.timer import Timer
from textual.widgets import Static

from gameshelf.engine.core import IllegalAction
from gameshelf.engine.lunch_money import KIND_OF, Action, Decline, PlayCard, PlayerView
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.tui.app.keymap import SharedKeys
from gameshelf.tui.games.lunch_money import table_setting
from gameshelf.tui.games.lunch_money.commands import card_label, complete, idle_hint, typing_hint
from gameshelf.tui.games.lunch_money.localized import localize_bindings
from gameshelf.tui.games.lunch_money.modes import Mode
from gameshelf.tui.games.lunch_money.moves import legal_match, only_take_it
from gameshelf.tui.games.lunch_money.prompts import DEFENCES, NOTHING_TO_ANSWER, table_prompt
from gameshelf.tui.games.lunch_money.table_bindings import BINDINGS, COMMANDS
from gameshelf.tui.games.lunch_money.table_bots import BotTurns
from gameshelf.tui.games.lunch_money.table_keys import TableKeys
from gameshelf.tui.games.lunch_money.widgets.hand import Hand
from gameshelf.tui.games.lunch_money.widgets.look import LunchMoneyLogStyle
from gameshelf.tui.games.lunch_money.widgets.opponents import Opponents
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

_ = translator("lunch_money")


class _Shell(Protocol):
    """What the table asks of the app it runs in (the shell, app/shell.py)."""

    def after_game(self, choice: str, match: Match) -> None: ...


class TableScreen(GameTable):
    """A match in play. Construct with a `Match` (new, continued or loaded)."""

    CSS_PATH = "table.tcss"
    BINDINGS = [*BINDINGS]  # every key has an id: see table_bindings.py, README "Your keys"
    AUTO_FOCUS = "#hand"    # not the command line, which comes first among its widgets
    match: Match            # GameTable knows only "a match"; this table plays Lunch Money's
    _retelling: Iterator[list[Any]] | None      # a resumed match's log, still being told

    def table_commands(self) -> list[tuple[str, str, str]]:
        """Lunch Money's moves and the match's own commands for the palette."""
        return [(_("Pass"), _("Pass your turn"), "pass"),
                (_("Discard…"), _("Choose cards to discard"), "discard_mode"),
                (_("Take the hit"), _("Decline: take it / let it go / stop"), "take_it"),
                (_("Release hold"), _("Let go of your Choke or Headlock"), "release"),
                (_("Type a command"), _("Focus the command line"), "type"),
                (_("Save match"), _("Save the match"), "save")]

    def __init__(self, match: Match, *, fresh: bool = True) -> None:
        super().__init__()
        self.keys = TableKeys(self)         # what the player presses, clicks and types
        self.bots = BotTurns(self)          # the bots' turns, paced
        self._bindings = SharedKeys.of(self._bindings)     # `d`: discard, or Dodge
        localize_bindings(self)
        self.match = match
        self.driver = Driver(match, same_action=legal_match, notify=self.notify,
                             keeper=Keeper(lambda: getattr(self.app, "saves_dir", None)))
        self.fresh = fresh
        self.gen = 0                        # bumps when a match is abandoned: stale bots ignored
        self.paused = False                 # another screen (help, settings) is on top
        self.mode = Mode.IDLE                  # what the table does now (modes.py)
        self.pending: int | None = None     # hand index chosen, waiting for a target
        self.targets: list[int] = []
        self.selected: set[int] = set()
        self.skipping = False
        self.timer: Timer | None = None
        self.view: PlayerView = self.driver.view(match.human)
        self.answer_text = ""
        self.answer_is_wait = False
        self._refresh_timer: Timer | None = None
        self._pending_lines: list = []
        self.ready = False                        # set up (on_mount done): keys may act
        self._fresh_from_mount = False            # on_mount just showed it all (no resume due)
        self.failure: BaseException | None = None     # the engine failed: the match stops here

    # --- layout -------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        m = self.match
        seats = [(s, m.persona_name(s), m.persona_bio(s))
                 for s in range(len(m.names)) if s != m.human]
        # The rows along the bottom split the screen first, lowest first (table.tcss: split),
        # then your side on the left; the fight log fills what is left.
        yield KeyBar(id="keys")
        yield CommandLine(lambda typed: complete(typed, self.view), idle=idle_hint(),
                          typing=typing_hint(), back=self.focus_hand, id="command")
        yield PromptLine(id="prompt")
        with Vertical(id="left"):
            yield Opponents(seats, id="opponents")
            yield Hand(id="hand")
        yield FightLog(m.names, LunchMoneyLogStyle(), id="log")

    def on_mount(self) -> None:
        if not on_stack(self):            # left before it was set up: nothing to play
            return
        self.relabel()
        log = self.query_one(FightLog)
        if self.fresh and not self.match.history:
            # The first frame first: the narrator (Jinja, the templates) is built after it.
            self.driver.open_later()
            self.call_after_refresh(self._tell_opening)
        else:
            log.note(_("— match resumed —"))
            self._retell_history()
            self.driver.tell_template_warnings()
        self.refresh_view()
        self.ready = True
        self._fresh_from_mount = True
        self.call_later(self.advance)

    def _tell_opening(self) -> None:
        """A fresh match's opening lines, at the top of the log (unless a move told them)."""
        if self.driver.opening_due and on_stack(self):
            self.query_one(FightLog).insert(0, self.driver.opening_lines())
        self.driver.tell_template_warnings()

    @property
    def on_top(self) -> bool:
        """Whether the player sees the table itself (not help or settings over it)."""
        return self.is_attached and self.app.screen is self

    def relabel(self) -> None:
        """The table's fixed words in the language of the moment (Settings may change it during
        a match: back at the table, they follow)."""
        self.query_one("#opponents").border_title = _("Opponents")
        self.query_one("#hand").border_title = _("Your hand")
        self.query_one("#log").border_title = _("Fight log")
        self.query_one(Hand).relabel()
        command = self.query_one(CommandLine)
        command.idle, command.typing = idle_hint(), typing_hint()
        command.placeholder = command.typing if command.has_focus else command.idle
        localize_bindings(self)
        self.query_one(KeyBar).show(self._key_bar())

    def _key_bar(self) -> list[tuple[str, str]]:
        """The table's own commands for the key bar: the keys the keymap gives them now."""
        shown = [b for bs in self.keys._table_bindings().values() for b in bs if b.show]
        firsts = {b.id: b for b in reversed(shown)}     # a command on two keys: its first
        order = [b.id for b in COMMANDS if b.id in firsts]
        pairs = [(self.app.get_key_display(firsts[i]), firsts[i].description) for i in order]
        palette = Binding(self.app.COMMAND_PALETTE_BINDING, "command_palette")
        pairs.insert(-1, (self.app.get_key_display(palette), _("Palette")))
        return pairs

    def on_screen_resume(self) -> None:
        """Back on top: the words follow a language chosen meanwhile, and the bots play on
        where they waited."""
        if self._fresh_from_mount:      # the push's own resume: nothing changed since mount
            self._fresh_from_mount = False
        elif on_stack(self) and self.ready:
            self.relabel()
            self.refresh_view()
        if self.paused:
            self.paused = False
            self.bots.schedule(0)

    RETELL_BATCH = 40       # history moves retold per pass, after the first frame

    def _retell_history(self) -> None:
        """Resumed match: the fight log retold from the history (the save keeps the game, not
        the lines), above "match resumed", a few moves per pass once the table shows: the
        first frame never waits for a long match to be told again."""
        self._retelling = self.driver.retell()
        self._retold = 0
        self.call_after_refresh(self._retell_some)

    def _retell_some(self) -> None:
        lines: list = []
        retelling = self._retelling
        assert retelling is not None        # called only while a retelling is under way
        try:
            for _ in range(self.RETELL_BATCH):
                lines += next(retelling)
            done = False
        except StopIteration:
            done = True
        except Exception:      # a template broke: the log starts at "match resumed"
            done = True
        if lines and on_stack(self):
            self.query_one(FightLog).insert(self._retold, lines)
            self._retold += len(lines)
        if done:
            self._retelling = None
        elif on_stack(self):
            self.set_timer(0.01, self._retell_some)

    @property
    def retold(self) -> bool:
        """Whether a resumed match's history is all back in the fight log."""
        return getattr(self, "_retelling", None) is None

    # --- showing ------------------------------------------------------------------------------

    @property
    def human(self) -> int | None:
        return self.match.human

    def refresh_view(self) -> None:
        self._flush_log()
        if self._refresh_timer is not None:
            self._refresh_timer.stop()
            self._refresh_timer = None
        self.view = self.driver.view(self.human)
        v = self.view
        choosing = set(self.targets) if self.mode == Mode.TARGET else None
        opponents = self.query_one(Opponents)
        opponents.watched = self.query_one(Hand).watched = self.human is None
        opponents.show(v, choosing)
        opponents.border_subtitle = _("round {round} · pool {pool} · deck {deck}").format(
            round=v.round, pool=v.pool, deck=v.draw_size)
        top = _("discard pile: {card}").format(card=card_label(v.discard[-1])) if v.discard \
            else ""
        self.query_one(Hand).border_subtitle = top
        if self.human is None:         # bots watched: the hand of the seat to move (watch.py)
            self.query_one(Hand).border_title = _("{name}'s hand").format(name=v.names[v.seat])
        self.query_one(Hand).show(v, "", self.selected if self.mode == Mode.DISCARD else None)
        self._show_prompt()

    def _show_prompt(self) -> None:
        prompt = table_prompt(self.view, self.mode, self.pending, self.targets, self.selected)
        self.query_one(PromptLine).show(replace(prompt, options=self.keys.keyed(prompt.options,
                                                                           self.mode)))

    def answer(self, text: str, *, wait: bool = False) -> None:
        """A short helpful line under the prompt (empty hides it); `wait`: it asks the player to
        wait for a bot, and goes when the player is asked."""
        self.answer_text = text
        self.answer_is_wait = wait
        found = self.query("#answer")
        if not found and not text:
            return          # made with the first answer: most tables start with none to give
        a = found.first(Static) if found else Static(id="answer")
        a.update(Text(text))
        flag(a, bool(text), "-shown")
        if not found:
            self.mount(a, before=self.query_one(PromptLine))     # shown under the prompt

    # --- the loop -----------------------------------------------------------------------------

    def advance(self) -> None:
        """Drive the match until the human must choose or it is over. The bots wait while
        another screen (help, settings, the command palette) covers the table."""
        self.timer = None
        if self.failure is not None:
            return
        if not self.on_top:
            self.paused = True
            return
        try:
            d = self.driver.decision()
            legal = self.driver.legal() if d is not None and d.seat == self.human else []
        except Exception as err:        # an engine bug: stop here, say so, save nothing
            self._engine_failed(err)
            return
        if d is None:
            self._game_over()
        elif d.seat != self.human:
            self.mode = Mode.IDLE
            if not self.bots.fast_forward:
                self._show_prompt()
            self.bots.think(d.seat, self.driver.view(d.seat), self.gen)
        elif not self._asks_human(d, legal):
            self._answer_for_human(d)
        else:
            self._ask_human()

    def _asks_human(self, d, legal) -> bool:
        """Whether this decision stops play for the human. A question with one answer never
        does (unless Settings asks to confirm every hit); the Humiliation question comes as
        often as Settings says, the same whether or not a Humiliation is in hand."""
        if d.kind is K.INTERRUPT and not (self._wants_humiliation_question(d)
                                          and any(isinstance(a, PlayCard) for a in legal)):
            # Without a Humiliation a window has nothing for you: a choker's Release there
            # would only let go, which her own turn also offers.
            return False
        if only_take_it(legal):
            return d.kind in DEFENCES and table_setting(self.match, "always_ask")
        return True

    def _wants_humiliation_question(self, d) -> bool:
        """Settings: ask after every card, only when a card is aimed at you, or never."""
        ask = table_setting(self.match, "humiliation")
        return ask == "every" or (ask == "at_me" and d.target == self.human)

    def _answer_for_human(self, d) -> None:
        """Let it go for the human: a hit lands after the usual pause, anything else at once."""
        if d.kind in DEFENCES:
            self._take_it_after_a_pause()
            return
        # Rules: every able player is asked; holding nothing, you let it go at once, the same
        # every time, so the pause tells no one anything.
        if d.kind in NOTHING_TO_ANSWER:
            self._note(_(NOTHING_TO_ANSWER[d.kind]))
        self._apply(Decline())
        self.bots.schedule(0)

    def _take_it_after_a_pause(self) -> None:
        self.mode = Mode.IDLE
        self.refresh_view()
        self._note(_("You have nothing to stop it."))
        if self.match.pace > 0:
            self.timer = self.set_timer(self.match.pace, self._auto_take)
        else:
            self._auto_take()

    def _ask_human(self) -> None:
        self.skipping = False
        self.mode = Mode.DECIDE
        if self.answer_is_wait:
            self.answer("")
        self.refresh_view()
        if not isinstance(self.focused, CommandLine):
            self.focus_hand()

    def _auto_take(self) -> None:
        self.timer = None
        if self.failure is not None:
            return
        if self._human_decides():
            self._apply(Decline())
        self.bots.schedule(0)

    def _human_decides(self) -> bool:
        return self.driver.seat_decides(self.human)

    def _apply(self, action: Action) -> tuple[E.Event, ...] | None:
        """Move the match on through the driver (engine, history, narration, autosave), then
        refresh. None when the action was refused (the reason shows) or the engine failed."""
        try:
            move = self.driver.apply(action)
        except IllegalAction as err:
            self.answer(refusal(err, "lunch-money"))
            return None
        except EngineFailure as err:      # an engine bug: stop here, say so, save nothing
            self._engine_failed(err.cause)
            return None
        self._pending_lines += move.lines
        if self.bots.fast_forward and not self._human_next():
            self._refresh_soon()      # fast-forwarding: redraw a few times a second, not per move
        else:
            self.refresh_view()
        return move.events

    def _engine_failed(self, err: BaseException) -> None:
        """The rules engine broke: stop the bots, keep the last good autosave (this position
        would only break again), tell the player in a dialog, and quit with an error code."""
        from gameshelf.tui.screens.load import ErrorDialog
        if self.failure is not None:
            return
        self.failure = err
        self.gen += 1
        self.mode = Mode.FAILED
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        reason = f"{type(err).__name__}: {err}"
        self.app.push_screen(
            ErrorDialog(_("The rules engine failed"),
                        _("{reason}\n\nThis is a bug in the game, not your doing. This "
                          "position is not saved; your last autosave (the turn before) is kept. "
                          "Enter quits.").format(reason=reason)),
            lambda _: self.app.exit(return_code=1,
                                    message=f"lunchmoney: the rules engine failed ({reason})"))

    def _human_next(self) -> bool:
        d = self.driver.decision()
        return d is None or d.seat == self.human

    def _refresh_soon(self) -> None:
        if self._refresh_timer is None:
            self._refresh_timer = self.set_timer(0.1, self._refresh_due)

    def _refresh_due(self) -> None:
        self._refresh_timer = None
        self.refresh_view()

    def _note(self, text: str, style: str = "dim italic") -> None:
        if self.driver.opening_due:       # the table's notes come after the opening lines
            self._tell_opening()
        self._flush_log()
        self.query_one(FightLog).note(text, style)

    def _flush_log(self) -> None:
        if self._pending_lines:
            log = self.query_one(FightLog)
            for line in self._pending_lines:
                log.add(line)
            self._pending_lines = []

    def _after_turn(self) -> None:
        """Autosave (the driver autosaves every turn by itself; this is for leaving)."""
        self.driver.autosave()

    def act(self, action: Action) -> None:
        """The human chose: apply it and go on. Only ever the human's own decision: a line
        typed while the bots play on must never be taken as a bot's move."""
        if self.failure is not None:
            return
        if not self._human_decides():
            d = self.driver.decision()
            self.answer(_("The match is over.") if d is None else
                        _("Wait a moment: {who} is deciding. Press any key to hurry the "
                          "bots.").format(who=self.view.names[d.seat]), wait=d is not None)
            return
        self.answer("")
        self.mode = Mode.IDLE
        self.pending, self.targets, self.selected = None, [], set()
        self.remember_choice()
        if self._apply(action) is None:
            if self.failure is None:
                self.mode = Mode.DECIDE
                self.refresh_view()
            return
        self.bots.schedule(0)

    # --- take-backs (tui.screens.take_back) ---------------------------------------------------

    def log_mark(self) -> int:
        """The fight log's length at the end, the lines still to be written counted in."""
        return super().log_mark() + len(self._pending_lines)

    def log_note(self, text: str) -> None:
        self._note(text, style="italic")

    def stop_for_take_back(self) -> None:
        """The bots stop (an answer still coming is dropped), every wait with them; the log
        is written up to now, so that it can lose the lines told since the decision."""
        self.gen += 1
        for timer in (self.timer, self._refresh_timer):
            if timer is not None:
                timer.stop()
        self.timer = self._refresh_timer = None
        self._flush_log()
        self.skipping = False
        self.mode = Mode.IDLE
        self.pending, self.targets, self.selected = None, [], set()
        self.answer("")

    def play_on_after_take_back(self) -> None:
        self.refresh_view()
        self.call_later(self.advance)

    def _game_over(self) -> None:
        """The last one standing: the table says who won and waits for the player to open the
        summary (it used to open by itself, and the Enter meant for it started a new match)."""
        if self.mode == Mode.OVER:
            return
        self.mode = Mode.OVER
        self.refresh_view()
        self._record()

    def _record(self) -> None:
        """Count the finished match in your lifetime stats."""
        self.driver.record()

    def show_game_over(self) -> None:
        from gameshelf.tui.games.lunch_money.game_over import GameOverScreen
        if isinstance(self.app.screen, GameOverScreen):
            return

        def done(choice: str | None) -> None:
            cast(_Shell, self.app).after_game(choice or "title", self.match)

        self.app.push_screen(GameOverScreen(self.match), done)

    def abandon(self) -> None:
        """Stop listening to bots (the screen is leaving); a match in play is autosaved (not
        one the engine failed on: that position would only fail again)."""
        if (self.failure is None and self.match.history
                and self.match.state.winner is None):
            self._after_turn()
        self.gen += 1
        if self.timer is not None:
            self.timer.stop()
        self.driver.leave()

    def on_resize(self) -> None:
        if not on_stack(self):            # left as it opened: no widgets to lay out
            return
        # Under 70 columns the fight log gives its room to the hand and the prompt.
        flag(self, self.size.width < 70, "-narrow")
        flag(self, self.size.height >= 40, "-tall")
        if self.has_class("-tall"):
            self.query_one(Hand).show_tips()
        short = self.size.height < 30 and len(self.match.names) > 3
        if short != self.has_class("-short"):
            flag(self, short, "-short")     # opponents on one line each
            self.refresh_view()

    def on_unmount(self) -> None:
        self.abandon()

    def focus_hand(self) -> None:
        """Focus a card: the first one that can be played now, else the last focused."""
        if not self.query_one(Hand).focus_card():
            self.set_focus(None)

    def run_command(self, text: str) -> None:
        """Do what a typed line says (tests and the command palette too): TableKeys.run_command."""
        self.keys.run_command(text)

    # --- Textual's handlers: the keys' work is TableKeys' -------------------------------------

    def on_key(self, event: Key) -> None:
        self.keys.key(event)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.keys.check_action(action, parameters)

    def on_opponents_chosen(self, message: Opponents.Chosen) -> None:
        self.keys.opponents_chosen(message)

    def on_hand_chosen(self, message: Hand.Chosen) -> None:
        self.keys.hand_chosen(message)

    def on_input_submitted(self, message: CommandLine.Submitted) -> None:
        self.keys.submitted(message)

    def action_number(self, n: int) -> None:
        self.keys.number(n)

    def action_choose_focused(self) -> None:
        self.keys.choose_focused()

    def action_back(self) -> None:
        self.keys.back()

    def action_discard_mode(self) -> None:
        self.keys.discard_mode()

    def action_answer(self, name: str) -> None:
        self.keys.answer_named(name)

    def action_discard_all(self) -> None:
        self.keys.discard_all()

    def action_discard_confirm(self) -> None:
        self.keys.discard_confirm()

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

    def action_pass(self) -> None:
        self.keys.pass_turn()

    def action_take_it(self) -> None:
        self.keys.take_it()

    def action_release(self) -> None:
        self.keys.release()


__all__ = ["TableScreen", "KIND_OF"]
