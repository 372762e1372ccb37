"""The first lesson ("Learn to play"): Lunch Money's real table, set up step after step from
scenario positions (`lesson_steps.STEPS`), with scripted opponents. Each step says in the prompt
line what to press and in a small panel why; a wrong key gets a hint and the step waits. The
lesson is never saved and never counts in the stats."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.events import Key
from textual.widgets import Static

from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.tui.games.lunch_money.lesson_dialogs import LeaveDialog, ReadyDialog
from gameshelf.tui.games.lunch_money.lesson_steps import (
    PERSONAS,
    STEPS,
    Expect,
    ScriptedOpponent,
    card_index,
    key_for,
)
from gameshelf.tui.games.lunch_money.modes import Mode
from gameshelf.tui.games.lunch_money.moves import legal_match
from gameshelf.tui.games.lunch_money.questions import Option, card_keys, options
from gameshelf.tui.games.lunch_money.table import TableScreen
from gameshelf.tui.games.lunch_money.table_bots import BotTurns
from gameshelf.tui.games.lunch_money.widgets.hand import Hand
from gameshelf.tui.i18n import N_, current_language, translator
from gameshelf.tui.model.match import Match
from gameshelf.tui.screens.lesson_base import LessonDriver, LessonFlow, LessonWords
from gameshelf.tui.screens.steady import on_stack
from gameshelf.tui.widgets.command_line import CommandLine
from gameshelf.tui.widgets.prompt import Prompt, PromptLine

_ = translator("lunch_money")

LESSON_SEED = 16        # the narrator's seed: the lesson's banter is the same every time


WORDS = LessonWords(
    heading=N_("Lesson {n} of {total}: {title}"),
    go_on=N_("Press Enter for the next step, Esc to leave the lesson."),
    not_saved=N_("The lesson is not saved: it starts again from the title screen."),
    well_done=N_("Well done!"), next_step=N_("next step"), finish=N_("finish"),
    leave=N_("[esc] leave"))


def lesson_match() -> Match:
    """The lesson's match: you and two scripted opponents, at the first step's position."""
    names = (_("You"), "Bruno", "Vicky")
    bots: dict[int, object] = {seat: ScriptedOpponent() for seat in (1, 2)}     # as Match keeps them
    return Match(state=STEPS[0].position(names).build(), names=names, personas=PERSONAS,
                 difficulty="random", lang=current_language(), seed=LESSON_SEED, human=0,
                 bot_seeds=("", "", ""), bots=bots, match_id="lesson", narrate_fresh=True, game_key="lunch-money")


class LessonBots(BotTurns):
    """The lesson's bots: the table's, but fast-forwarding stops at the step's end."""

    table: LessonTable

    def _bot_chose(self, gen, seat, action):
        # Fast-forwarding hands the next bot its turn without the loop: stop at the step's end.
        nxt = super()._bot_chose(gen, seat, action)
        if nxt is not None and self.table._step_played():
            self.schedule(0)
            return None
        return nxt


class LessonTable(LessonFlow, TableScreen):
    """The table in lesson mode: the player's answers are checked against the step's."""

    DEFAULT_CSS = """
    LessonTable #lesson {
        split: bottom;          /* above the prompt: the bottom rows split the screen */
        height: auto;
        padding: 0 1;
        border-left: thick $success;
        background: $success 10%;
    }
    """

    steps = STEPS
    lesson_words = WORDS
    said = _
    leave_dialog = LeaveDialog
    ready_dialog = ReadyDialog

    def __init__(self) -> None:
        super().__init__(lesson_match(), fresh=True)
        self.bots = LessonBots(self)
        self.driver = LessonDriver(self.match, same_action=legal_match, notify=self.notify)
        self.start_lesson()

    @property
    def expect(self) -> Expect | None:
        """What the player is asked to do now (None: nothing, or an unforeseen question)."""
        d = self.view.decision
        if self.met >= len(self.step.expects) or d is None or d.seat != self.human:
            return None
        e = self.step.expects[self.met]
        return e if e.kind is d.kind else None

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            yield widget
            if isinstance(widget, PromptLine):
                yield Static(id="lesson")

    def on_mount(self) -> None:
        if on_stack(self):
            fit = getattr(self.app, "fit", None)
            if fit is not None:
                fit(self.match)         # the player's pace
            self.call_after_refresh(self.begin, 0)

    # --- steps --------------------------------------------------------------------------------

    def begin(self, number: int) -> None:
        """Set up step `number` on the table and let the opponents play up to the player."""
        self.gen += 1               # a scripted opponent still thinking is not heard
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        self.step_no, self.met, self.step_over = number, 0, False
        step = self.step
        scenario = step.position(self.match.names)
        self.match.state, self.match.history = scenario.build(), []
        narrator = self.match.narrator
        if narrator is not None:        # the round under way is not announced after your card
            narrator.mem.round = max(narrator.mem.round, self.match.state.round)
        for seat, bot in self.match.bots.items():
            assert isinstance(bot, ScriptedOpponent)    # the lesson's only (lesson_match)
            bot.plan = list(step.plans.get(seat, ()))
        self.mode, self.pending, self.targets, self.selected = Mode.IDLE, None, [], set()
        self.answer("")
        self._note(self.heading(), style="bold")
        self._pending_lines += self.driver.narrate(scenario.events)
        self.refresh_view()
        self.bots.schedule(0)

    def advance(self) -> None:
        """The table's loop, which stops when the step is played (at the next turn)."""
        if not self.step_over and self._step_played():
            self._finish_step()
            return
        if not self.step_over:
            super().advance()

    def _step_played(self) -> bool:
        d = self.driver.decision()
        return self.met == len(self.step.expects) and (d is None or d.kind is K.TURN)

    def _finish_step(self) -> None:
        self.step_over = True
        self.mode = Mode.LESSON
        self.refresh_view()
        self.query_one(CommandLine).blur()

    # --- the player's answers, checked ----------------------------------------------------------

    def on_key(self, event: Key) -> None:
        # Runs before the table's own keys (TableScreen.on_key), which it stops when it answers.
        if isinstance(self.focused, CommandLine) or self.failure is not None:
            return
        self.lesson_key(event, may_leave=self.mode not in (Mode.TARGET, Mode.DISCARD))

    def act(self, action) -> None:
        """The player's choice goes on only when it is what the step asks for."""
        if self.step_over:          # a typed command once the step is played
            self.answer(_(WORDS.go_on))
            return
        expect = self.expect
        if expect is not None and not expect.accepts(action):
            self.mode, self.pending, self.targets, self.selected = Mode.DECIDE, None, [], set()
            self.refresh_view()
            self.answer(self._hint(expect))
            return
        moves = len(self.match.history)
        super().act(action)
        if expect is not None and len(self.match.history) > moves:
            self.met += 1

    def _hint(self, expect: Expect) -> str:
        return _(expect.hint).format(key=key_for(self.view, expect))

    def answer(self, text: str, *, wait: bool = False) -> None:
        # Whatever the table would say against a wrong key ("not now", "does nothing here"),
        # the lesson says what to do instead.
        expect = self.expect if text and not wait and self.mode != Mode.IDLE else None
        super().answer(self._hint(expect) if expect is not None else text, wait=wait)

    def focus_hand(self) -> None:
        """The card the step asks for has the focus (its rules show under the hand)."""
        expect = self.expect
        i = card_index(self.view, expect) if expect is not None else None
        if i is None or not self.query_one(Hand).focus_card(i):
            super().focus_hand()

    def _wants_humiliation_question(self, d) -> bool:
        return True     # the Humiliation step asks, whatever Settings say

    def action_save(self, name: str = "") -> None:
        # Said as it is: not a wrong answer to the step.
        TableScreen.answer(self, _(WORDS.not_saved))

    # --- showing --------------------------------------------------------------------------------

    def _show_prompt(self) -> None:
        expect = self.expect
        leave = _(WORDS.leave)
        if self.step_over:
            last = self.step_no + 1 == len(STEPS)
            self.query_one(PromptLine).show(Prompt(
                _(WORDS.well_done),
                (Option("enter", _(WORDS.finish if last else WORDS.next_step)),),
                leave))
        elif expect is not None and self.mode == Mode.DECIDE:
            self.query_one(PromptLine).show(Prompt(
                _(expect.say).format(key=key_for(self.view, expect)), self._offered(expect),
                leave, urgent=expect.kind in (K.DEFEND, K.INTERRUPT)))
        else:
            super()._show_prompt()
        self._show_panel(expect)

    def _offered(self, expect: Expect) -> tuple:
        """The prompt's keys that the step takes: never one it would refuse ("[enter] take
        it" while it asks for a Dodge); the card keys stay (the cards light up)."""
        return tuple(o for o in options(self.view)
                     if o.key == card_keys(len(self.view.hand)) or o.action is not None and expect.accepts(o.action))

    def _show_panel(self, expect: Expect | None) -> None:
        self.query_one("#lesson", Static).update(
            self.panel_text(expect.explain if expect is not None else None))
