"""The command line: type a command in words (in Lunch Money `kick bruno`, `discard 1 3`); Tab
completes. It knows no game: the game gives the completer and the hints it shows."""

from __future__ import annotations

from collections.abc import Callable

from textual.binding import Binding
from textual.suggester import Suggester
from textual.widgets import Input

from gameshelf.tui.i18n import N_, translator

_ = translator("shell")

# Completes what is typed so far into a whole command that would work now, or None.
Completer = Callable[[str], str | None]


class CommandSuggester(Suggester):
    """Completes from what would work now."""

    def __init__(self, complete: Completer) -> None:
        super().__init__(use_cache=False, case_sensitive=False)
        self.complete = complete

    async def get_suggestion(self, value: str) -> str | None:
        return self.complete(value)


class CommandLine(Input):
    """Text-adventure input; Esc goes back to the keys."""

    BINDINGS = [
        Binding("tab", "accept", N_("complete"), show=False, id="command.complete"),
        Binding("escape", "leave", N_("back to keys"), show=False, id="command.back"),
    ]

    # The hints, in the catalog; shown translated (a game may give its own, translated by it).
    IDLE = N_("press : to type a command (help…)")
    TYPING = N_("type a command — Tab completes, Esc back to keys")

    def __init__(self, complete: Completer, *, idle: str | None = None,
                 typing: str | None = None, back: Callable[[], None] | None = None,
                 **kw) -> None:
        self._own_hints = idle is None and typing is None    # redrawn on a change of language
        idle = _(self.IDLE) if idle is None else idle
        # Focused with a word typed already (the talk key's `say `), the line goes on after it:
        # selected on focus, the next key would replace it.
        super().__init__(placeholder=idle, suggester=CommandSuggester(complete), compact=True,
                         select_on_focus=False, **kw)
        self.idle = idle                            # the hint shown while away
        self.typing = _(self.TYPING) if typing is None else typing    # and while typing
        self.back = back                            # where Esc puts the focus (None: nowhere)

    def relabel(self) -> None:
        """Its own hints in the current language (a game's hints are the game's to redraw)."""
        if self._own_hints:
            self.idle, self.typing = _(self.IDLE), _(self.TYPING)
            self.placeholder = self.typing if self.has_focus else self.idle

    def on_focus(self) -> None:
        self.placeholder = self.typing

    def on_blur(self) -> None:
        self.placeholder = self.idle

    def action_accept(self) -> None:
        if self._suggestion and self._suggestion != self.value:
            self.value = self._suggestion
            self.cursor_position = len(self.value)

    def action_leave(self) -> None:
        self.value = ""
        if self.back is not None:
            self.back()
        else:
            self.screen.set_focus(None)
