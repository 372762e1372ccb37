"""The prompt line: what is being asked and which keys answer it."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from tui.commands import Option


def prompt_text(question: str, options: list[Option], extra: str = "") -> Text:
    """"Bruno swings a Hail Mary (7) at you! — [d] Dodge  [b] Block  [enter] take it"."""
    t = Text()
    t.append(question, style="bold")
    if options:
        t.append("  ")
    for i, o in enumerate(options):
        if i:
            t.append("  ")
        t.append(f"[{o.key}]", style="bold reverse")
        t.append(f" {o.label}")
    if extra:
        t.append(f"  {extra}", style="dim")
    return t


class PromptLine(Static):
    """Always says what is being asked (or what is happening) and how to answer."""

    def say(self, question: str, options: list[Option] | None = None, extra: str = "",
            *, urgent: bool = False, waiting: bool = False) -> None:
        self.update(prompt_text(question, options or [], extra))
        self.set_class(urgent, "-urgent")
        self.set_class(waiting, "-waiting")
        self.plain = prompt_text(question, options or [], extra).plain
