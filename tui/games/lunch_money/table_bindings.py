"""The table's keys as Textual bindings with ids, so a keymap in the settings file rebinds any of
them, and which binding answers which prompt option, so the prompt shows the keys of the moment.
Several bindings share a default key (`d` discards on your turn and Dodges when you are hit):
the table's `check_action` says which one acts now (tui.app.keymap.SharedKeys keeps them apart)."""

from __future__ import annotations

from textual.binding import Binding

from gameshelf.engine.lunch_money import (
    KEY_OF,
    KIND_BY_KEY,
    ChooseDirection,
    Decline,
    Pass,
    Release,
)
from gameshelf.tui.games.lunch_money.modes import Mode
from gameshelf.tui.games.lunch_money.questions import _LETTER as CARD_LETTER
from gameshelf.tui.games.lunch_money.questions import Option
from gameshelf.tui.i18n import N_

# The table's own commands: the key bar shows those with show=True.
COMMANDS = [
    Binding("question_mark,f1", "help", N_("Help"), id="table.help"),
    Binding("colon,slash", "type", N_("Type a command"), id="table.type"),
    Binding("ctrl+s", "save", N_("Save"), id="table.save"),
    Binding("ctrl+o", "settings", N_("Settings"), id="table.settings"),
    Binding("u", "take_back", N_("Take back"), show=False, id="table.take_back"),
    Binding("t", "hint", N_("Hint"), show=False, id="table.hint"),
    Binding("pageup", "log_up", N_("Log ↑"), show=False, id="table.log_up"),
    Binding("pagedown", "log_down", N_("Log ↓"), show=False, id="table.log_down"),
    Binding("ctrl+q", "app.quit", N_("Quit"), id="table.quit"),
]

NUMBERS = range(1, 10)
_BY_NUMBER = Binding.Group(N_("play a card"), compact=True)

# The keys that answer what the table asks; the prompt line shows the ones that apply now.
GAME_KEYS = [
    *(Binding(str(n), f"number({n})", N_("play a card"), show=False, group=_BY_NUMBER,
              id=f"answer.{n}") for n in NUMBERS),
    Binding("space", "choose_focused", N_("play a card"), show=False, id="table.choose"),
    Binding("escape", "back", N_("back"), show=False, id="table.back"),
    Binding("d", "discard_mode", N_("discard"), show=False, id="table.discard"),
    Binding("p", "answer('pass')", N_("pass"), show=False, id="table.pass"),
    Binding("r", "answer('release')", N_("release your hold"), show=False, id="table.release"),
    Binding("enter", "answer('no')", N_("Decline: take it / let it go / stop"), show=False,
            id="answer.no"),
    Binding("l", "answer('left')", N_("left"), show=False, id="answer.left"),
    Binding("r", "answer('right')", N_("right"), show=False, id="answer.right"),
    *(Binding(letter, f"answer('{card}')", KIND_BY_KEY[card].name, show=False,
              id=f"card.{card}") for card, letter in CARD_LETTER.items()),
    Binding("a", "discard_all", N_("all"), show=False, id="discard.all"),
    Binding("enter", "discard_confirm", N_("discard"), show=False, id="discard.confirm"),
    Binding("enter,space", "summary", N_("see the summary"), show=False, id="over.summary"),
]

BINDINGS = [*COMMANDS, *GAME_KEYS]

# What each mode's prompt options are answered by, when the option carries no action.
_MODE_KEYS = {Mode.DISCARD: {"a": "discard.all", "enter": "discard.confirm", "esc": "table.back"},
              Mode.TARGET: {"esc": "table.back"}, Mode.OVER: {"enter": "over.summary"},
              Mode.DECIDE: {"d": "table.discard"}}


def answer_name(option: Option) -> str | None:
    """What an option does, as its binding names it: "pass", "no", "left", "dodge"…"""
    a = option.action
    if a is None:
        return None
    if isinstance(a, Pass):
        return "pass"
    if isinstance(a, Release):
        return "release"
    if isinstance(a, Decline):
        return "no"
    if isinstance(a, ChooseDirection):
        return "left" if a.clockwise else "right"
    card = getattr(a, "card", None)
    return KEY_OF[card] if card is not None else None


def binding_id(option: Option, mode: Mode) -> str | None:
    """The id of the binding that answers `option` in `mode` (None: a range like "1-5")."""
    name = answer_name(option)
    if name is not None:
        return {"pass": "table.pass", "release": "table.release", "no": "answer.no",
                "left": "answer.left", "right": "answer.right"}.get(name, f"card.{name}")
    if option.key.isdigit():
        return f"answer.{option.key}"
    return _MODE_KEYS.get(mode, {}).get(option.key)
