"""The plain console: bare words out (no markup, escapes or box drawing), lines in, None at the
end of input; from a pipe each answer is echoed, so the output reads as the conversation."""

from __future__ import annotations

import io

from gameshelf.tui.plain.console import Console, plain


def test_markup_escapes_and_box_drawing_are_taken_out():
    assert plain("[b]Bruno[/b] hits \x1b[31mhard\x1b[0m ┃ [dim]ouch[/dim]\a") == \
        "Bruno hits hard - ouch"


def test_text_that_is_not_markup_is_kept_as_it_is():
    assert plain("a [/b] stray tag, [3] odds") == "a [/b] stray tag, [3] odds"


def test_lines_in_are_echoed_from_a_pipe_and_end_as_none():
    out = io.StringIO()
    console = Console(out=out, inp=io.StringIO("1\nkick bruno\r\n"), err=io.StringIO())
    assert [console.read(), console.read(), console.read()] == ["1", "kick bruno", None]
    assert out.getvalue() == "> 1\n> kick bruno\n"
