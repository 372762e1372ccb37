"""Dumm gelaufen!'s first lesson ("Learn to play"): the real table, set up step after step from
scenario positions (`lesson_steps.STEPS`), against a scripted Bruno. Each step says in the
prompt line what to press and in a small panel why; a wrong key gets a hint and the step
waits. The lesson is never saved and never counts in the stats (tui.screens.lesson_base)."""

from __future__ import annotations

from gameshelf.engine.dumm_gelaufen import Stop, TakeDeck
from gameshelf.engine.dumm_gelaufen.state import DecisionKind as K
from gameshelf.tui.games.dumm_gelaufen.commands import same_action
from gameshelf.tui.games.dumm_gelaufen.lesson_steps import PERSONAS, STEPS
from gameshelf.tui.games.dumm_gelaufen.table import DgTable
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

_ = translator("dumm_gelaufen")

LESSON_SEED = 16        # the narrator's seed: the lesson's banter is the same every time

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
    words = N_("You can exchange 2 for 1 and 1 for 2, with the open piles and with Mac, you "
               "know what a red card does, and you have fulfilled a Murphy card. Every card "
               "is in Help (press ? at the table). Good luck out there.")
    buttons = (("new", N_("Start a real match [n]")), ("title", N_("Back to the title [t]")))


def _harmless(view):
    """A scripted opponent's answer off its plan, as the engine's default: two face-down cards
    on a turn, stop in an "up to" card, else the first choice listed."""
    for harmless in (TakeDeck(2), Stop()):
        if harmless in view.legal:
            return harmless
    return view.legal[0]


def lesson_match() -> Match:
    """The lesson's match: you and a scripted Bruno, at the first step's position."""
    names = (_("You"), "Bruno")
    return Match(state=STEPS[0].position(names), names=names, personas=PERSONAS,
                 difficulty="random", lang=current_language(), seed=LESSON_SEED, human=0,
                 bot_seeds=("", ""), bots={1: ScriptedOpponent(_harmless)},
                 match_id="lesson", narrate_fresh=True, game_key="dumm-gelaufen")


class DgLesson(ChoiceLesson, DgTable):
    """The Dumm gelaufen! table in lesson mode: the player's choices are checked against the
    step's."""

    DEFAULT_CSS = panel_css("DgLesson")
    steps = STEPS
    lesson_words = WORDS
    said = _
    leave_dialog = LeaveDialog
    ready_dialog = ReadyDialog
    turn_kind = K.TURN

    def __init__(self) -> None:
        super().__init__(lesson_match(), fresh=True)
        self.driver = LessonDriver(self.match, same_action=same_action, notify=self.notify)
        self.start_lesson()

    def listed_actions(self):
        return [c.action for c in self.listed]


__all__ = ["DgLesson", "LeaveDialog", "ReadyDialog"]
