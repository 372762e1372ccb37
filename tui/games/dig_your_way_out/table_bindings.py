"""The table's keys as Textual bindings with ids (a keymap in the settings file rebinds them):
the key bar shows those with show=True."""

from __future__ import annotations

from textual.binding import Binding, BindingType

from gameshelf.tui.i18n import N_

COMMANDS = [
    Binding("question_mark,f1", "help", N_("Help"), id="dig.help"),
    Binding("colon,slash", "type", N_("Type a command"), id="dig.type"),
    Binding("s", "verb('search')", N_("Search"), id="dig.search"),
    Binding("m", "verb('move')", N_("Move"), id="dig.move"),
    Binding("e", "verb('end')", N_("End turn"), id="dig.end"),
    Binding("ctrl+s", "save", N_("Save"), id="dig.save"),
    Binding("ctrl+q", "app.quit", N_("Quit"), id="dig.quit"),
]
GAME_KEYS = [
    *(Binding(str(n), f"number({n})", N_("choose"), show=False, id=f"dig.answer.{n}")
      for n in range(1, 10)),
    Binding("enter,space", "summary", N_("see the summary"), show=False, id="dig.summary"),
    Binding("u", "take_back", N_("Take back"), show=False, id="dig.take_back"),
    Binding("t", "hint", N_("Hint"), show=False, id="dig.hint"),
]
BINDINGS: list[BindingType] = [*COMMANDS, *GAME_KEYS]
