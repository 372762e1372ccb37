"""Dig Your Way Out's turn interface for text front ends (tui.plain.ask.TextTurns): every
decision as a question with one numbered answer per legal action, the same typed parser as the
table, and the table in words."""

from __future__ import annotations

from collections.abc import Sequence

from gameshelf.tui.games.dig_your_way_out.board import lines
from gameshelf.tui.games.dig_your_way_out.choices import label, question
from gameshelf.tui.games.dig_your_way_out.commands import parse
from gameshelf.tui.games.dig_your_way_out.help_text import plain_help
from gameshelf.tui.plain.ask import Answer, Question, TextTurns, Typed


def ask(view, match) -> Question | None:
    """The viewer's decision with its numbered answers (None when someone else decides)."""
    d = view.decision
    if d is None or d.seat != view.seat or not view.legal:
        return None
    return Question(question(view), tuple(Answer(label(a, view), a) for a in view.legal))


def typed(line: str, view) -> Typed:
    p = parse(line, view)
    return Typed(action=p.action, command=p.command, arg=p.arg, error=p.error)


def same_action(legal: Sequence, action):
    return action if action in legal else None


TURNS = TextTurns(question=ask, let_go=lambda _view: "", typed=typed, table=lines,
                  help=plain_help, same_action=same_action)
