"""Lunch Money's side of the TUI for the shell: its table, help, summary, stats and replay
standings (tui.games.GameUI)."""

from __future__ import annotations

from tui.games import GameUI
from tui.games.lunch_money.stats import COLUMNS, NOTE
from tui.i18n import N_


def _table_screen(match, *, fresh: bool = True):
    """The Lunch Money table playing `match`."""
    from tui.games.lunch_money.table import TableScreen
    return TableScreen(match, fresh=fresh)


def _help_screen(topic: str | None = None):
    """Lunch Money's help, open at `topic` when given."""
    from tui.games.lunch_money.help import HelpScreen
    return HelpScreen(topic) if topic else HelpScreen()


def _text_turns():
    """Lunch Money's questions, answers and parser for the plain-text front end."""
    from tui.games.lunch_money.turns import TURNS
    return TURNS


def _summarize(match):
    """Damage, knockouts and the biggest hit of a Lunch Money match."""
    from tui.games.lunch_money.summary import summarize
    return summarize(match)


def _match_stats(match):
    """Knockouts and biggest hits against each opponent (tui.games.lunch_money.stats)."""
    from tui.games.lunch_money.stats import match_stats
    return match_stats(match)


def _chronicle():
    """Lunch Money's narration chronicle (tui.games.lunch_money.chronicle)."""
    from tui.games.lunch_money import chronicle
    return chronicle


def _samples():
    """Lunch Money's template samples (tui.games.lunch_money.samples)."""
    from tui.games.lunch_money import samples
    return samples


def _standings(match) -> str:
    """The winner first, then the others by how long they lasted (or by counters left)."""
    from tui.games.lunch_money.stats import standings
    return standings(match)


def _bindings():
    """The keys of Lunch Money's table, help and game-over screens (their ids: README)."""
    from tui.games.lunch_money.game_over import GameOverScreen
    from tui.games.lunch_money.help import HelpScreen
    from tui.games.lunch_money.table_bindings import BINDINGS
    return (*BINDINGS, *HelpScreen.BINDINGS, *GameOverScreen.BINDINGS)


def _lesson():
    """The first lesson: a guided match on the real table (tui.games.lunch_money.lesson)."""
    from tui.games.lunch_money.lesson import LessonTable
    return LessonTable()


UI = GameUI(key="lunch-money", title="Lunch Money",
            tagline=N_("The schoolyard card fight: the last kid standing keeps the lunch money."),
            table_screen=_table_screen, help_screen=_help_screen, summarize=_summarize,
            match_stats=_match_stats, stat_columns=COLUMNS, stats_note=NOTE,
            standings=_standings, chronicle=_chronicle, samples=_samples,
            text_turns=_text_turns, bindings=_bindings, lesson=_lesson)
