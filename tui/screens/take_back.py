"""A take-back at any game's table (the `u` key, the typed `undo`): the shell's half of it. The
match goes back through tui.model.takeback; the table stops its bots first and plays on after
(`GameTable.stop_for_take_back`, `play_on_after_take_back`), and its fight log loses the lines
told since the decision, with one line saying what happened, or why it could not."""

from __future__ import annotations

from typing import Any

from gameshelf.tui.i18n import translator
from gameshelf.tui.model.takeback import takebacks_of
from gameshelf.tui.widgets.fight_log import FightLog

_ = translator("shell")


def take_backs_allowed(app: Any) -> bool:
    """Whether Settings lets the player take a decision back (on unless turned off)."""
    settings = getattr(app, "settings", None)
    return bool(getattr(settings, "take_backs", True))


def remember_choice(table: Any) -> None:
    """Just before the human's own choice is applied: keep where the match stands."""
    if take_backs_allowed(table.app):
        takebacks_of(table).remember(log_mark=table.log_mark())


def take_back(table: Any) -> bool:
    """Take the human's last decision back, or say in the fight log why not. True if done."""
    if not take_backs_allowed(table.app):
        table.log_note(_("No take-back: Settings has turned take-backs off."))
        return False
    takebacks = takebacks_of(table)
    reason = takebacks.refusal()
    if reason is not None:
        table.log_note(reason)
        return False
    table.stop_for_take_back()
    mark = takebacks.take_back()
    table.query_one(FightLog).cut_back(mark.log_mark)
    table.log_note(_("— you took back your last decision —"))
    table.play_on_after_take_back()
    return True
