"""The prompt line: what is being asked and which keys answer it. It knows no game: a game says
what to show as a `Prompt`, whose options are anything with a `key` and a `label`."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from gameshelf.engine.core.records import record
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.widgets.look import flag, muted

_ = translator("shell")


@record
class Prompt:
    """What the prompt line says: the question, the keys that answer it, a muted hint."""

    question: str
    options: tuple[Any, ...] = ()      # each has .key and .label (a game's Option)
    extra: str = ""
    urgent: bool = False
    waiting: bool = False


def prompt_text(question: str, options: list, extra: str = "") -> Text:
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
    if extra:      # a muted colour that reads, not the terminal's faint style (half the contrast)
        t.append(f"  {extra}", style=muted())
    return t


class PromptLine(Static):
    """Always says what is being asked (or what is happening) and how to answer."""

    def show(self, prompt: Prompt) -> None:
        self.say(prompt.question, list(prompt.options), prompt.extra, urgent=prompt.urgent,
                 waiting=prompt.waiting)

    def say(self, question: str, options: list | None = None, extra: str = "",
            *, urgent: bool = False, waiting: bool = False) -> None:
        text = prompt_text(question, options or [], extra)
        if text != getattr(self, "_shown", None):
            self._shown = text
            self.update(text)
        flag(self, urgent, "-urgent")
        flag(self, waiting, "-waiting")
        self.plain = text.plain


KEYS = (("?", N_("help")), (":", N_("type")), ("^s", N_("save")), ("^o", N_("settings")),
        ("^p", N_("palette")), ("^q", N_("quit")))


class KeyBar(Static):
    """The table's always-there keys. A fixed line: Textual's Footer rebuilds itself on every
    focus change, and the table changes focus a lot."""

    def on_mount(self) -> None:
        if not getattr(self, "_shown", None):
            self.relabel()

    def relabel(self) -> None:
        """Show the default keys in the current language (again, after a change of language);
        a screen that shows its own keys (`show`) redraws them itself."""
        if not getattr(self, "_own", False):
            self._draw([(key, _(label)) for key, label in KEYS])

    def show(self, keys: list[tuple[str, str]]) -> None:
        """(key, what it does) pairs, as the screen's bindings and the keymap have them."""
        self._own = True
        self._draw(keys)

    def _draw(self, keys: list[tuple[str, str]]) -> None:
        t = Text()
        for key, label in keys:
            t.append(f"{key}", style="bold")
            t.append(f" {label}   ")
        if t != getattr(self, "_shown", None):
            self._shown = t
            self.update(t)
