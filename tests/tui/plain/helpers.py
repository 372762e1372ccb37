"""Helpers for the plain front end's tests: a match played in-process on text streams."""

from __future__ import annotations

import io
from dataclasses import dataclass

from gameshelf.tui.plain.console import Console
from gameshelf.tui.plain.table import PlainTable
from gameshelf.tui.shelf import ui_for

ANSI_OR_BOX = "\x1b", *map(chr, range(0x2500, 0x25A0))    # escapes, box drawing and blocks


@dataclass
class Played:
    """What a plain match printed, and how it ended."""

    code: int
    out: str
    err: str

    @property
    def lines(self) -> list[str]:
        return self.out.splitlines()


def play_plain(match, script: str | io.StringIO, *, fresh: bool = True,
               saves_dir=None) -> Played:
    """Play `match` in plain text with `script` as everything typed (then input ends)."""
    out, err = io.StringIO(), io.StringIO()
    typed = io.StringIO(script) if isinstance(script, str) else script
    console = Console(out=out, inp=typed, err=err)
    turns = ui_for(match.game_key).text_turns()
    code = PlainTable(match, turns, console, saves_dir=saves_dir).play(fresh=fresh)
    return Played(code, out.getvalue(), err.getvalue())


def question_after(lines: list[str], answer: str) -> list[str]:
    """The lines printed after the echo of `answer` ("> answer"), up to the next echo."""
    at = lines.index(f"> {answer}")
    rest = lines[at + 1:]
    end = next((i for i, line in enumerate(rest) if line.startswith("> ")), len(rest))
    return rest[:end]
