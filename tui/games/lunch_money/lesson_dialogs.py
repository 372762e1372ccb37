"""The lesson's two questions: leave it (Esc), and, at the end, "You're ready" — a real match
or back to the title (tui.screens.lesson_base, in Lunch Money's words)."""

from __future__ import annotations

from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.screens.lesson_base import LeaveLesson, ReadyLesson, leave_bindings, ready_bindings

_ = translator("lunch_money")


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
    words = N_("You can hit, Dodge, Block and Grab, Humiliate, and break a hold. The cards "
               "and combos are all in Help (press ? at the table). Good luck out there.")
    buttons = (("new", N_("Start a real match [n]")), ("title", N_("Back to the title [t]")))
