"""What a game tells a text front end about a decision, without Textual: the question with its
numbered answers, what a typed line means, and what the table looks like in words.

A game builds these in its own module (Lunch Money: tui.games.lunch_money.turns) and hands them
to the shell as `GameUI.text_turns`; the plain front end (tui.plain) only reads them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Answer:
    """One numbered answer: its words, and the legal action it takes or the question it leads
    to (a card, then at whom)."""

    label: str
    action: Any = None
    then: Question | None = None


# Several numbers at once (the cards to discard) -> the action they mean, or a sentence saying
# why they mean none.
Pick = Callable[[tuple[int, ...]], Any]


@dataclass(frozen=True)
class Question:
    """What the player is asked now, with numbered answers. A question with `pick` takes
    several numbers in one line ("1 3")."""

    text: str
    answers: tuple[Answer, ...]
    pick: Pick | None = None
    hint: str = ""                   # how to answer, when numbers alone do not say it


@dataclass(frozen=True)
class Typed:
    """What a typed line means: a legal action, a table command (help, save, quit, ...) with
    its argument, or a sentence telling the player why it means neither. `rest`: what is left
    of the line ("take 2, give 9": the give), in the game's own terms: the front end hands it
    back to `typed` once the action is applied, while the player is still the one deciding."""

    action: Any = None
    command: str = ""
    arg: str = ""
    error: str = ""
    rest: Any = None


@dataclass(frozen=True)
class TextTurns:
    """A game's turn interface for text front ends (GameUI.text_turns)."""

    # (view, match) -> the question for the viewer's decision, or None when the table answers
    # it for the player (nothing to choose, or Settings say not to ask): then `let_go` says so.
    question: Callable[[Any, Any], Question | None]
    let_go: Callable[[Any], str]                  # (view) -> "" or the line said instead
    # (line or a Typed.rest, view) -> the same parser as the app
    typed: Callable[[Any, Any], Typed]
    table: Callable[[Any], Sequence[str]]         # (view) -> the table in words: hand, scores
    help: Callable[[str], str]                    # (topic, "" for all commands) -> plain text
    # (legal actions, action) -> the legal action meaning the same (tui.model.driver.SameAction)
    same_action: Callable[[Sequence[Any], Any], Any]
    # (view) -> a line when the viewer can only watch now (knocked out), else "": the table
    # says it once and plays on to the end without the pace.
    watching: Callable[[Any], str] = lambda _view: ""
