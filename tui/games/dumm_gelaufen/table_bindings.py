"""The table's keys as Textual bindings with ids, so a keymap in the settings file rebinds any of
them (README "Your keys")."""

from __future__ import annotations

from textual.binding import Binding, BindingType

from gameshelf.tui.i18n import N_

# The table's own commands: the key bar shows those with show=True.
COMMANDS = [
    Binding("question_mark,f1", "help", N_("Help"), id="dg.help"),
    Binding("colon,slash", "type", N_("Type a command"), id="dg.type"),
    Binding("ctrl+s", "save", N_("Save"), id="dg.save"),
    Binding("ctrl+o", "settings", N_("Settings"), id="dg.settings"),
    Binding("u", "take_back", N_("Take back"), show=False, id="dg.take_back"),
    Binding("t", "hint", N_("Hint"), show=False, id="dg.hint"),
    Binding("pageup", "log_up", N_("Log ↑"), show=False, id="dg.log_up"),
    Binding("pagedown", "log_down", N_("Log ↓"), show=False, id="dg.log_down"),
    Binding("ctrl+q", "app.quit", N_("Quit"), id="dg.quit"),
]

# 1..9 take the choice of that number; Enter the highlighted one; s stops an "up to" card.
GAME_KEYS = [
    *(Binding(str(n), f"number({n})", N_("choose"), show=False, id=f"dg.answer.{n}")
      for n in range(1, 10)),
    Binding("s", "stop", N_("stop"), show=False, id="dg.stop"),
    Binding("enter", "summary", N_("see the summary"), show=False, id="dg.over.summary"),
]

BINDINGS: list[BindingType] = [*COMMANDS, *GAME_KEYS]
