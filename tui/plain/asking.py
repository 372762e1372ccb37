"""Asking the player one question as lines: the question, its numbered answers, and a line read
back — a number, several numbers (cards to discard), or a typed command. Bad input gets one line
and the question again; nothing is ever guessed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gameshelf.tui.i18n import translator
from gameshelf.tui.plain.ask import Question, TextTurns, Typed
from gameshelf.tui.plain.console import Console

_ = translator("shell")


@dataclass(frozen=True)
class TakeBackAsked:
    """The player typed `undo` (or `take back`): the table takes the last decision back."""


@dataclass(frozen=True)
class Stop:
    """The player stops: input ended (`eof`), or they typed quit."""

    eof: bool


# A table command (help, save, settings...) -> whether play stops (quit).
Command = Callable[[Typed], bool]


class Asker:
    """Asks the human one decision and returns the legal action chosen, or a Stop."""

    def __init__(self, console: Console, turns: TextTurns, view: Any,
                 command: Command, hint: Callable[[], str | None] = lambda: None) -> None:
        self.console, self.turns, self.view, self.command = console, turns, view, command
        self.hint = hint            # the typed `hint`: the line to show (tui.model.hints)
        self.rest: Any = None       # what is left of the chosen line (Typed.rest)

    def choose(self, question: Question) -> Any:
        """The action the player picks for `question` (a Stop when they quit or input ends)."""
        stack = [question]          # the question, then the ones its answers led to
        self.show(question, table=True)
        while True:
            line = self.console.read()
            if line is None:
                return Stop(eof=True)
            numbers = _numbers(line)
            got = (self._by_number(stack, numbers) if numbers
                   else self._by_words(stack, line.strip()))
            if got is not None:
                return got
            self.show(stack[-1], back=len(stack) > 1)

    def show(self, question: Question, *, table: bool = False, back: bool = False) -> None:
        """The question and its answers, one per line, each with its number."""
        if table:
            for line in self.turns.table(self.view):
                self.console.say(line)
        self.console.say(question.text)
        for n, answer in enumerate(question.answers, 1):
            self.console.say(f"  {n}. {answer.label}")
        if back:
            self.console.say("  0. " + _("back"))
        if question.hint:
            self.console.say(question.hint)

    # --- numbers ------------------------------------------------------------------------------

    def _by_number(self, stack: list[Question], numbers: tuple[int, ...]) -> Any:
        """The action the numbers choose; None to ask again (a step taken, or a line said)."""
        q = stack[-1]
        if numbers == (0,) and len(stack) > 1:
            stack.pop()
            return None
        if q.pick is not None:
            got = q.pick(numbers)
            if isinstance(got, str):
                self.console.say(got)
                return None
            return got
        if len(numbers) != 1 or not 1 <= numbers[0] <= len(q.answers):
            self.console.say(_("Choose one number from 1 to {last}.").format(
                last=len(q.answers)))
            return None
        answer = q.answers[numbers[0] - 1]
        if answer.then is not None:
            stack.append(answer.then)
            return None
        return answer.action

    # --- words --------------------------------------------------------------------------------

    def _by_words(self, stack: list[Question], text: str) -> Any:
        """The action a typed command means; None to ask again."""
        if not text:
            self.console.say(_("Type the number of an answer, or a command (help lists them)."))
            return None
        if text.lower() in ("back", _("back")) and len(stack) > 1:
            stack.pop()
            return None
        from gameshelf.tui.model.takeback import is_take_back
        if is_take_back(text):
            return TakeBackAsked()
        from gameshelf.tui.model.hints import is_hint
        if is_hint(text):
            self.console.say(self.hint() or _("No hint now: it is not your decision."))
            return None
        if text.lower() in ("look", _("look")):
            for line in self.turns.table(self.view):
                self.console.say(line)
            return None
        typed = self.turns.typed(text, self.view)
        if typed.action is not None:
            self.rest = typed.rest
            return typed.action
        if typed.command:
            return Stop(eof=False) if self.command(typed) else None
        self.console.say(typed.error or _("Type a command, or `help` to see them all."))
        return None


def _numbers(line: str) -> tuple[int, ...]:
    """The numbers a line is made of ("1 3", "2,4"); () when it holds anything else."""
    words = line.replace(",", " ").split()
    if not words or not all(w.isdigit() and len(w) <= 3 for w in words):
        return ()
    return tuple(int(w) for w in words)
