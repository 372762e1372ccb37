"""Lines out, lines in: the plain front end's only contact with the terminal. No cursor moves,
no colours, no box drawing; markup the narrator or a game left in a line is taken out."""

from __future__ import annotations

import contextlib
import re
import sys
import unicodedata
from typing import TextIO

_ESCAPE_SEQUENCE = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|[@-Z\\-_])")   # colours, cursor moves
_BOX_DRAWING = re.compile("[\u2500-\u259f]")                           # lines, corners, blocks


def plain(text: str) -> str:
    """`text` as bare words: Rich markup, escape sequences, control characters and box-drawing
    characters taken out (a newline stays)."""
    from rich.errors import MarkupError
    from rich.text import Text
    with contextlib.suppress(MarkupError):       # not markup after all: the words as they are
        text = Text.from_markup(text).plain
    text = _BOX_DRAWING.sub("-", _ESCAPE_SEQUENCE.sub("", text))
    return "".join(c for c in text if c == "\n" or unicodedata.category(c) != "Cc")


class Console:
    """The terminal, a pipe or a file as lines: `say` writes one, `read` takes the next answer
    (None once input has ended)."""

    def __init__(self, out: TextIO | None = None, inp: TextIO | None = None,
                 err: TextIO | None = None) -> None:
        self.out = out or sys.stdout
        self.inp = inp or sys.stdin
        self.err = err or sys.stderr
        self.interactive = _is_terminal(self.inp)
        reconfigure = getattr(self.inp, "reconfigure", None)
        if reconfigure is not None:      # a stray byte in a script is bad input, not a crash
            reconfigure(errors="replace")

    def say(self, text: str = "") -> None:
        """Write `text` (one line or several) as plain words."""
        print(plain(text), file=self.out, flush=True)

    def notice(self, text: str) -> None:
        """A line about the program rather than the match (warnings, the mode chosen)."""
        print(plain(" ".join(text.split())), file=self.err, flush=True)

    def read(self) -> str | None:
        """The next line typed or piped in; None at the end of input. From a pipe the line is
        echoed after "> ", so the output reads as the whole conversation."""
        if self.interactive:
            print("> ", end="", file=self.out, flush=True)
        line = self.inp.readline()
        if not line:
            if self.interactive:
                print(file=self.out, flush=True)
            return None
        line = line.rstrip("\r\n")
        if not self.interactive:
            self.say(f"> {line}")
        return line


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False
