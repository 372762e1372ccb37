"""Dumm gelaufen!'s turn interface for text front ends (tui.plain.ask.TextTurns): numbered
answers for every decision, the table's own parser, the table in words."""

from __future__ import annotations

from rich.text import Text

from tui.games.dumm_gelaufen.choices import choices, question
from tui.games.dumm_gelaufen.commands import Error, Meta, parse, resolve, same_action
from tui.games.dumm_gelaufen.help import help_markup
from tui.games.dumm_gelaufen.render import board, mine
from tui.i18n import translator
from tui.plain.ask import Answer, Question, TextTurns, Typed

_ = translator("dumm_gelaufen")


def ask(view, match) -> Question | None:
    """The viewer's decision with numbered answers (None when it is not theirs)."""
    d = view.decision
    if d is None or d.seat != view.seat:
        return None
    return Question(question(view), tuple(Answer(c.label, c.action) for c in choices(view)))


def typed(text: str, view) -> Typed:
    """A typed line, read by the table's parser; one step at a time (the question after a step
    is asked again)."""
    parsed = parse(text, view)
    if isinstance(parsed, Meta):
        return Typed(command=parsed.name, arg=parsed.arg)
    if isinstance(parsed, Error):
        return Typed(error=parsed.message)
    actions = resolve(parsed.steps[0], view)
    if isinstance(actions, Error):
        return Typed(error=actions.message)
    if len(parsed.steps) > 1 or len(actions) > 1:
        return Typed(error=_("Here, one step at a time: e.g. “take mac 1”, then the card."))
    return Typed(action=actions[0])


def table(view) -> list[str]:
    """The table in words: the board, then your hand and Murphy card."""
    return [*board(view).plain.splitlines(), *mine(view).plain.splitlines()]


def help_text(topic: str) -> str:
    return Text.from_markup(help_markup(topic)).plain.rstrip()


TURNS = TextTurns(question=ask, let_go=lambda _view: "", typed=typed, table=table,
                  help=help_text, same_action=same_action)
