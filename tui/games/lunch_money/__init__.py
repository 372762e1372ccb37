"""Lunch Money's side of the TUI: its table screen, help and summary for the shell."""

from __future__ import annotations

from tui.games import GameUI


def _table_screen(match, *, fresh: bool = True):
    """The Lunch Money table playing `match`."""
    from tui.screens.table import TableScreen
    return TableScreen(match, fresh=fresh)


def _help_screen(topic: str | None = None):
    """Lunch Money's help, open at `topic` when given."""
    from tui.screens.help import HelpScreen
    return HelpScreen(topic) if topic else HelpScreen()


def _summarize(match):
    """Damage, knockouts and the biggest hit of a Lunch Money match."""
    from tui.games.lunch_money.summary import summarize
    return summarize(match)


UI = GameUI(key="lunch-money", table_screen=_table_screen, help_screen=_help_screen,
            summarize=_summarize)
