"""Dig Your Way Out's first lesson ("Learn to play"): the real table, set up step after step
from scenario positions (`lesson_steps.STEPS`), against a scripted Bruno. Each step says in the
prompt line what to press and in a small panel why; a wrong key gets a hint and the step
waits. The lesson is never saved and never counts in the stats (tui.screens.lesson_base)."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out.piles import points
from gameshelf.engine.dig_your_way_out.state import DecisionKind as K
from gameshelf.tui.games.dig_your_way_out.lesson_steps import PERSONAS, STEPS
from gameshelf.tui.games.dig_your_way_out.table import TableScreen
from gameshelf.tui.i18n import N_, current_language, translator
from gameshelf.tui.model.match import Match
from gameshelf.tui.screens.lesson_base import (
    ChoiceLesson,
    LeaveLesson,
    LessonDriver,
    LessonWords,
    ReadyLesson,
    ScriptedOpponent,
    leave_bindings,
    panel_css,
    ready_bindings,
)

_ = translator("dig_your_way_out")

LESSON_SEED = 16        # the narrator's seed: the lesson's banter is the same every time
VERB_KEYS = "sme"       # the table's search, move and end-turn keys (table_bindings)

WORDS = LessonWords(
    heading=N_("Lesson {n} of {total}: {title}"),
    go_on=N_("Press Enter for the next step, Esc to leave the lesson."),
    not_saved=N_("The lesson is not saved: it starts again from the title screen."),
    well_done=N_("Well done!"), next_step=N_("next step"), finish=N_("finish"),
    leave=N_("[esc] leave"))


class LeaveDialog(LeaveLesson):
    """Esc during the lesson: leave it (True) or stay (False)."""

    BINDINGS = leave_bindings(N_("Leave"), N_("Stay"))
    words_of = _
    headline = N_("Leave the lesson?")
    words = N_("Nothing of it is kept: next time it starts from the beginning.")
    buttons = (("stay", N_("Stay [n]")), ("leave", N_("Leave [y]")))


class ReadyDialog(ReadyLesson):
    """The lesson's end: "new" (a real match) or "title"."""

    BINDINGS = ready_bindings(N_("New match"), N_("Title"))
    words_of = _
    headline = N_("You're ready!")
    words = N_("You can search, move by the die or carefully, craft, join a gang, extort and "
               "fight, and dig. Every card and place is in Help (press ? at the table). Good "
               "luck out there.")
    buttons = (("new", N_("Start a real match [n]")), ("title", N_("Back to the title [t]")))


def harmless(view):
    """A scripted opponent's answer off its plan, as the engine's default: the first place or
    discard, the tool when extorted and holding it, else the last choice (end the turn, give
    in)."""
    legal, d = view.legal, view.decision
    if d.kind in (K.DESTINATION, K.DISCARD):
        return legal[0]
    if d.kind in (K.ANSWER, K.MICHEL) and isinstance(legal[0], A.Give):
        return legal[0]
    return legal[-1]


def lesson_match() -> Match:
    """The lesson's match: you and a scripted Bruno, at the first step's position."""
    names = (_("You"), "Bruno")
    bot = ScriptedOpponent(harmless)
    return Match(state=STEPS[0].position(names), names=names, personas=PERSONAS,
                 difficulty="random", lang=current_language(), seed=LESSON_SEED, human=0,
                 bot_seeds=("", ""), bots={1: bot}, match_id="lesson", narrate_fresh=True,
                 game_key="dig-your-way-out")


class DigLesson(ChoiceLesson, TableScreen):
    """The Dig Your Way Out table in lesson mode: the player's choices are checked against the
    step's."""

    DEFAULT_CSS = panel_css("DigLesson")
    steps = STEPS
    lesson_words = WORDS
    said = _
    leave_dialog = LeaveDialog
    ready_dialog = ReadyDialog
    turn_kind = K.TURN

    def __init__(self) -> None:
        super().__init__(lesson_match(), fresh=True)
        self.driver = LessonDriver(self.match, notify=self.notify)
        self.start_lesson()

    def begin(self, number: int) -> None:
        super().begin(number)
        self.place_the_narrator()

    def place_the_narrator(self) -> None:
        """The step's fresh narrator knows where everyone stands (a match's narrator learns it
        from the opening and the moves; a step begins in the middle of a match)."""
        memory = getattr(getattr(self.match.narrator, "chronicle", None), "mem", None)
        if memory is not None and hasattr(memory, "location"):
            memory.location = list(self.match.state.location)
        if memory is not None and hasattr(memory, "points"):      # who has dug how far
            state = self.match.state
            memory.points = [points(state, seat) for seat in range(len(self.match.names))]

    def listed_actions(self):
        return self.driver.view(self.match.human).legal

    def table_takes(self, character: str) -> bool:
        return character in VERB_KEYS or super().table_takes(character)

    def answer(self, text: str) -> None:
        # Whatever the table would say against a key the step does not ask for ("you cannot
        # search here"), the lesson says what to do instead.
        expect = self.expect if text and not self.step_over else None
        if expect is not None and text not in (_(WORDS.go_on), _(WORDS.not_saved)):
            text = self.hint(expect)
        super().answer(text)


__all__ = ["DigLesson", "LeaveDialog", "ReadyDialog"]
