"""Dumm gelaufen!'s turn interface for text front ends (tui.plain.ask.TextTurns): numbered
answers for every decision, the table's own parser, the table in words."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from gameshelf.tui.games.dumm_gelaufen.board import board, mine
from gameshelf.tui.games.dumm_gelaufen.choices import choices, question
from gameshelf.tui.games.dumm_gelaufen.commands import Error, Meta, parse, resolve, same_action
from gameshelf.tui.games.dumm_gelaufen.help import help_markup
from gameshelf.tui.plain.ask import Answer, Question, TextTurns, Typed


def ask(view, match) -> Question | None:
    """The viewer's decision with numbered answers (None when it is not theirs)."""
    d = view.decision
    if d is None or d.seat != view.seat:
        return None
    return Question(question(view), tuple(Answer(c.label, c.action) for c in choices(view)))


@dataclass(frozen=True)
class Rest:
    """What is left of a typed line (Typed.rest): actions already read (the second card of
    "give 2 3") and the steps still to read against the match as it will be."""

    actions: tuple = ()
    steps: tuple[tuple[str, ...], ...] = ()


def typed(text: str | Rest, view) -> Typed:
    """A typed line, read by the table's parser, as the table's command line reads it: its
    first action now, the rest (Typed.rest) once that is applied ("take 2, give 9")."""
    if isinstance(text, Rest):
        return _next(text, view)
    parsed = parse(text, view)
    if isinstance(parsed, Meta):
        return Typed(command=parsed.name, arg=parsed.arg)
    if isinstance(parsed, Error):
        return Typed(error=parsed.message)
    return _next(Rest(steps=parsed.steps), view)


def _next(rest: Rest, view) -> Typed:
    actions, steps = rest.actions, rest.steps
    if not actions:
        resolved = resolve(steps[0], view)
        if isinstance(resolved, Error):
            return Typed(error=resolved.message)
        actions, steps = tuple(resolved), steps[1:]
    left = Rest(actions[1:], steps)
    return Typed(action=actions[0], rest=left if left.actions or left.steps else None)


def table(view) -> list[str]:
    """The table in words: the board, then your hand and Murphy card."""
    return [*board(view).plain.splitlines(), *mine(view).plain.splitlines()]


def help_text(topic: str) -> str:
    return Text.from_markup(help_markup(topic)).plain.rstrip()


TURNS = TextTurns(question=ask, let_go=lambda _view: "", typed=typed, table=table,
                  help=help_text, same_action=same_action)
