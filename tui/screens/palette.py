"""The command palette: Textual's own, minus a race that ended the app."""

from __future__ import annotations

import contextlib

from textual import work
from textual.command import CommandPalette as TextualPalette
from textual.css.query import NoMatches

from gameshelf.tui.i18n import translator
from gameshelf.tui.screens.steady import SteadyScreen

_ = translator("shell")

# @work keeps the search it wraps as __wrapped__ (functools.wraps; no type says so).
_search = TextualPalette._gather_commands.__wrapped__  # type: ignore[attr-defined]


class CommandPalette(SteadyScreen, TextualPalette):
    """Textual 8.2's palette starts its search as it opens; closed before that search ran
    (Ctrl+P then Esc at once), the search found no list to fill and its error closed the app.
    A search whose palette has gone now just stops. And like our own screens it closes once
    (a second Enter on a command dismissed it twice: InvalidStateError)."""

    def __init__(self, *args, **kw) -> None:
        # Textual's own placeholders ("Search for themes…") are in the catalog too.
        kw["placeholder"] = _(kw.get("placeholder") or "Search for commands…")
        super().__init__(*args, **kw)

    @work(exclusive=True, group=TextualPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        with contextlib.suppress(NoMatches):
            await _search(self, search_value)
