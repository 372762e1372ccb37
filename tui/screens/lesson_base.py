"""What every game's "Learn to play" shares: a driver that keeps nothing (no autosave, no stats),
the steps' bookkeeping (which step, how much of it is done, Enter for the next, Esc to leave),
the two questions (leave the lesson? you're ready!) and, for the games whose table lists
numbered choices (Dumm gelaufen!, Dig Your Way Out), the lesson table itself as a mixin.

No words live here: each game's lesson module names them (`LessonWords`, its dialogs' texts,
its steps) with N_, so they are in that game's catalog and shown through its translator."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, Static

from gameshelf.tui.model.driver import Driver
from gameshelf.tui.screens.steady import SteadyScreen, on_stack
from gameshelf.tui.widgets.command_line import CommandLine
from gameshelf.tui.widgets.fight_log import FightLog
from gameshelf.tui.widgets.key_words import translate_bindings
from gameshelf.tui.widgets.prompt import PromptLine

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.timer import Timer

    from gameshelf.tui.app.shell import ShelfApp
    from gameshelf.tui.model.match import Match
    from gameshelf.tui.screens.game_table import GameTable

    class _LessonTable(Screen):
        """What LessonFlow is mixed into, for the type checker: a game's table screen."""

        app: ShelfApp

        def begin(self, number: int) -> None: ...

        # The prompt line's text; each table's own signature (Lunch Money's also takes wait=).
        answer: Callable[..., None]

    class _ChoiceTable(_LessonTable, GameTable):
        """What ChoiceLesson is mixed into, for the type checker: a numbered-choice table."""

        match: Match
        driver: Driver
        gen: int                    # a bot's answer for an older `gen` is dropped
        timer: Timer | None
        thinking: int | None        # the seat whose bot is thinking (DG's table; Dig has none)

        def refresh_view(self) -> None: ...

        def advance(self) -> None: ...

        def act(self, action: Any) -> bool | None: ...
else:
    _LessonTable = _ChoiceTable = object


class LessonDriver(Driver):
    """The table's driver, less what would keep the lesson: no autosave, no stats, and no
    opening lines (each step opens with its own)."""

    def autosave(self) -> None:
        """The lesson is never saved."""

    def record(self) -> None:
        """The lesson never counts in the stats."""

    def open_later(self) -> None:
        """No match opening: the lesson's steps say how they begin."""

    def opening_lines(self) -> list:
        """None: a table that tells its opening at once tells nothing."""
        self.opening_due = False
        return []


@dataclass(frozen=True)
class LessonWords:
    """The lesson's own sentences in one game's catalog (each N_ where the game names it)."""

    heading: str        # "Lesson {n} of {total}: {title}"
    go_on: str          # between steps, a key that is not Enter or Esc
    not_saved: str      # Ctrl+S (or `save`) during the lesson
    well_done: str      # the prompt once a step is played
    next_step: str      # Enter's option between steps
    finish: str         # Enter's option after the last step
    leave: str          # the prompt's reminder of Esc


# --- the two questions ------------------------------------------------------------------------



_CSS = """
{cls} {{
    align: center middle;
}}
{cls} .dialog {{
    width: 64;
    max-width: 100%;
    height: auto;
    max-height: 100%;
    overflow-y: auto;
    border: thick $success;
    background: $surface;
    padding: 1 2;
}}
{cls} .headline {{
    text-style: bold;
    margin-bottom: 1;
}}
{cls} .buttons {{
    height: auto;
    margin-top: 1;
    align: center middle;
}}
{cls} Button {{
    margin: 0 1;
}}
"""


class LessonDialog(SteadyScreen, ModalScreen[str]):
    """A headline, a few words, and buttons whose ids are what the dialog returns; a game's
    subclass gives the words (N_) and `words_of`, its catalog's translator."""

    DEFAULT_CSS = _CSS.format(cls="LessonDialog")
    headline = ""
    words = ""
    buttons: tuple[tuple[str, str], ...] = ()   # (id returned, label with its key), N_

    @staticmethod
    def words_of(message: str) -> str:
        return message

    def __init__(self) -> None:
        super().__init__()
        translate_bindings(self, self.words_of)

    def compose(self) -> ComposeResult:
        _ = self.words_of
        with Vertical(classes="dialog"):
            yield Static(Text(_(self.headline)), classes="headline")
            yield Static(Text(_(self.words)))
            with Horizontal(classes="buttons"):
                for i, (choice, label) in enumerate(self.buttons):
                    yield Button(Text(_(label)), id=choice,
                                 variant="primary" if i == 0 else "default")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)


class LeaveLesson(LessonDialog):
    """Esc during the lesson: leave it (True) or stay (False). A game's subclass sets the
    words and BINDINGS ("y" leave, "n,escape" stay)."""

    AUTO_FOCUS = "#stay"

    def dismiss(self, result=None):
        return super().dismiss(result == "leave")


class ReadyLesson(LessonDialog):
    """The lesson's end: "new" (a real match) or "title". A game's subclass sets the words and
    BINDINGS ("n" new, "t,escape" title)."""

    AUTO_FOCUS = "#new"


def leave_bindings(leave: str, stay: str) -> list[BindingType]:
    """LeaveLesson's keys, described by the game's (N_) words."""
    return [Binding("y", "choose('leave')", leave), Binding("n,escape", "choose('stay')", stay)]


def ready_bindings(new: str, title: str) -> list[BindingType]:
    """ReadyLesson's keys, described by the game's (N_) words."""
    return [Binding("n", "choose('new')", new), Binding("t,escape", "choose('title')", title)]


# --- the steps' bookkeeping -------------------------------------------------------------------

class LessonFlow(_LessonTable):
    """Mix into a game's lesson table: which step, how much of it the player has done, the
    heading, Enter for the next step, Esc to leave. The table sets `steps` (each with `title`,
    `intro`, `done` and `expects`), `said` (its translator), `lesson_words`, and the dialogs."""

    steps: Sequence[Any] = ()
    lesson_words: LessonWords
    leave_dialog: type[LeaveLesson]
    ready_dialog: type[ReadyLesson]

    @staticmethod
    def said(message: str) -> str:
        return message

    def start_lesson(self) -> None:
        self.step_no = 0
        self.met = 0                # how many of the step's asks the player has done
        self.step_over = False      # the step is played: Enter goes on

    @property
    def step(self):
        return self.steps[self.step_no]

    def heading(self) -> str:
        return self.said(self.lesson_words.heading).format(
            n=self.step_no + 1, total=len(self.steps), title=self.said(self.step.title))

    def panel_text(self, explained: str | None) -> Text:
        """The lesson panel: the heading, then what is happening and why."""
        step = self.step
        said = step.done if self.step_over else explained if explained is not None else step.intro
        text = Text(self.heading(), style="bold")
        text.append(f"  {self.said(said)}", style="not bold")
        return text

    def next_step(self) -> None:
        if self.step_no + 1 < len(self.steps):
            self.begin(self.step_no + 1)
        else:
            self.offer_ready()

    def offer_ready(self) -> None:
        """The last step is played: "You're ready", then a real match or the title."""
        def chosen(choice: str | None) -> None:
            self.app.to_title()
            if choice == "new":
                self.app.action_new_match()

        self.app.push_screen(self.ready_dialog(), chosen)

    def action_leave(self) -> None:
        """Esc: leave the lesson (after asking)."""
        def answered(leave: bool | None) -> None:
            if leave:
                self.app.to_title()

        self.app.push_screen(self.leave_dialog(), answered)

    def lesson_key(self, event: Key, *, may_leave: bool = True) -> bool:
        """Esc leaves, Enter goes on between steps, any other printable key between steps says
        how to go on (help, typing and the control keys keep their meaning). True when the key
        was the lesson's (stopped)."""
        key = event.key
        if key == "escape" and may_leave:
            self.action_leave()
        elif self.step_over and key == "enter":
            self.next_step()
        elif self.step_over and event.is_printable and event.character not in ("?", ":", "/"):
            self.answer(self.said(self.lesson_words.go_on))
        else:
            return False
        event.stop()
        event.prevent_default()
        return True


# --- a lesson on a table of numbered choices (Dumm gelaufen!, Dig Your Way Out) ----------------

@dataclass(frozen=True)
class Ask:
    """One thing the player is asked to do: answer a `kind` of decision with an action that
    `wants` (the first such choice in the list is the one named)."""

    kind: Any
    wants: Callable[[Any], bool]
    explain: str              # the lesson panel: what is happening and why (N_)
    say: str                  # the prompt line: what to press ({key}: the key that does it)
    hint: str                 # after a wrong key or command ({key} as in `say`)


@dataclass(frozen=True)
class Step:
    """One position of the lesson and what the player learns in it."""

    title: str                                   # N_
    position: Callable[[Sequence[str]], Any]     # the seat names -> the engine state
    expects: tuple[Ask, ...]
    intro: str                                   # N_: the panel before the player is asked
    done: str                                    # N_: the panel once the step is played
    # Per opponent seat, what it plays, in order: each a test of a legal action (the first
    # legal action it passes is played); every other decision gets the game's harmless answer.
    plans: dict[int, tuple[Callable[[Any], bool], ...]] = field(default_factory=dict)


class ScriptedOpponent:
    """A lesson opponent: plays its step's plan, and the harmless answer to everything else
    (not a bot: the lesson must go the same way every time)."""

    def __init__(self, harmless: Callable[[Any], Any]) -> None:
        self.harmless = harmless            # (view) -> the game's harmless answer
        self.plan: list[Callable[[Any], bool]] = []

    def choose(self, view) -> Any:
        if self.plan:
            for action in view.legal:
                if self.plan[0](action):
                    self.plan.pop(0)
                    return action
        return self.harmless(view)


@dataclass(frozen=True)
class Keyed:
    """A key and what it does, as the prompt line shows it."""

    key: str
    label: str


def key_for(actions: Sequence[Any], ask: Ask) -> str:
    """The key of the first listed choice that `ask` wants: its number, or Enter past 9 (the
    lesson highlights it); "?" when none is listed."""
    i = next((i for i, a in enumerate(actions, 1) if ask.wants(a)), None)
    return "?" if i is None else str(i) if i <= 9 else "Enter"


def panel_css(table: str) -> str:
    """The lesson panel's look on the table class named `table` (under its prompt line)."""
    return f"""
    {table} #lesson {{
        height: auto;
        max-height: 4;
        padding: 0 1;
        border-left: thick $success;
        background: $success 10%;
    }}
    """


class ChoiceLesson(LessonFlow, _ChoiceTable):
    """Mix into a numbered-choice table (before it): the table is set up step after step, the
    opponents play their plans, the player's choices are checked against the step's asks, and
    a wrong one is explained while the step waits. The game's lesson gives `listed_actions()`
    (the choices in their numbered order) and the "turn" decision kind (`turn_kind`); the
    table keeps its `act`, `advance`, `answer`, `refresh_view`, `driver`, `match` and `gen`.
    The opponents are ScriptedOpponents with the game's harmless answer."""

    turn_kind: Any = None

    def listed_actions(self) -> Sequence[Any]:
        raise NotImplementedError

    def table_takes(self, character: str) -> bool:
        """Whether the table does something with this key now (a listed choice's number); any
        other printable key gets the step's hint."""
        return character.isdigit() and 1 <= int(character) <= len(self.listed_actions())

    @property
    def expect(self) -> Ask | None:
        """What the player is asked now (None: nothing, or an unforeseen question)."""
        d = self.driver.decision()
        if (self.met >= len(self.step.expects) or d is None or d.seat != self.match.human):
            return None
        e = self.step.expects[self.met]
        return e if e.kind == d.kind else None

    def compose(self) -> ComposeResult:
        """The table's widgets, and the lesson panel under its prompt line."""
        for widget in super().compose():
            yield widget
            if isinstance(widget, PromptLine):
                yield Static(id="lesson")

    def on_mount(self) -> None:
        # Textual mounts the table itself next (its words, its first frame): the first step is
        # set up on it then.
        if on_stack(self):
            self.call_after_refresh(self.begin, 0)

    def refresh_view(self) -> None:
        super().refresh_view()
        if getattr(self, "step_no", None) is not None and self.is_mounted:
            self.show_lesson()

    def begin(self, number: int) -> None:
        """Set up step `number` on the table and let the opponents play up to the player."""
        self.gen += 1               # a scripted opponent still thinking is not heard
        self.stop_waiting()
        self.step_no, self.met, self.step_over = number, 0, False
        step = self.step
        self.match.state, self.match.history = step.position(self.match.names), []
        self.match.narrate_fresh = True     # a narrator that knows only this position
        for seat, bot in self.match.bots.items():
            assert isinstance(bot, ScriptedOpponent)        # a lesson seats no real bots
            bot.plan = list(step.plans.get(seat, ()))
        self.answer("")
        self.note_heading()
        self.refresh_view()
        self.call_later(self.advance)

    def stop_waiting(self) -> None:
        """No bot move or timer of the step before is still to come."""
        timer = getattr(self, "timer", None)
        if timer is not None:
            timer.stop()
            self.timer = None
        if hasattr(self, "thinking"):
            self.thinking = None

    def note_heading(self) -> None:
        self.query_one(FightLog).note(self.heading(), style="bold")

    def step_played(self) -> bool:
        d = self.driver.decision()
        # Played once the player has done every ask and the match is back at a turn (the
        # opponents' answers to what the player did are part of the step).
        return self.met == len(self.step.expects) and (d is None or d.kind == self.turn_kind)

    def advance(self) -> None:
        """The table's loop, which stops once the step is played."""
        if self.step_over or not on_stack(self):
            return
        if self.step_played():
            self.step_over = True
            self.refresh_view()
            self.query_one(CommandLine).blur()
            return
        super().advance()
        self.highlight_asked()

    def act(self, action):
        """The player's choice goes on only when it is what the step asks for."""
        if self.step_over:
            self.answer(self.said(self.lesson_words.go_on))
            return False
        expect = self.expect
        if expect is not None and not expect.wants(action):
            self.answer(self.hint(expect))
            return False
        moves = len(self.match.history)
        done = super().act(action)
        if expect is not None and len(self.match.history) > moves:
            self.met += 1
        return done

    def highlight_asked(self) -> None:
        """The choice the step asks for is highlighted: in sight, and Enter takes it."""
        expect = self.expect
        if expect is None or self.step_over:
            return
        i = next((i for i, a in enumerate(self.listed_actions()) if expect.wants(a)), None)
        if i is not None:
            options = self.query_one(OptionList)
            options.highlighted = i
            # The table has just refilled the list (and may have resized it): scrolled now,
            # the highlight could still be off the rows it shows at 80x24.
            options.call_after_refresh(options.scroll_to_highlight)

    def hint(self, expect: Ask) -> str:
        return self.said(expect.hint).format(key=key_for(self.listed_actions(), expect))

    def on_key(self, event: Key) -> None:
        # Before the table's own keys: the lesson's Esc and Enter, and a number or verb key
        # that does nothing at the table gets the step's hint.
        if isinstance(self.focused, CommandLine) or getattr(self, "failure", None) is not None:
            return
        if self.lesson_key(event):
            return
        expect = self.expect
        character = event.character          # None for a key that prints nothing
        if (expect is not None and character is not None and event.is_printable
                and character not in "?:/" and not self.table_takes(character)):
            self.answer(self.hint(expect))
            event.stop()
            event.prevent_default()
        # (Textual calls the table's own on_key next, unless the lesson stopped the key.)

    def action_save(self, name: str = "") -> None:
        # Said as it is: not a wrong answer to the step.
        self.answer(self.said(self.lesson_words.not_saved))

    def show_lesson(self) -> None:
        """The prompt says what to press (or "Well done"), the panel why."""
        expect = self.expect
        prompt = self.query_one(PromptLine)
        words = self.lesson_words
        leave = self.said(words.leave)
        if self.step_over:
            last = self.step_no + 1 == len(self.steps)
            prompt.say(self.said(words.well_done),
                       [Keyed("enter", self.said(words.finish if last else words.next_step))],
                       leave)
        elif expect is not None:
            key = key_for(self.listed_actions(), expect)
            prompt.say(self.said(expect.say).format(key=key), [], leave)
            self.highlight_asked()
        self.query_one("#lesson", Static).update(
            self.panel_text(expect.explain if expect is not None else None))
