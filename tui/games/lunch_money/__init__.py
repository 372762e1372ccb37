"""Lunch Money's side of the TUI for the shell: its table, help, summary, stats and replay
standings (tui.games.GameUI)."""

from __future__ import annotations

from gameshelf.tui.games import GameUI, later
from gameshelf.tui.games.lunch_money.stats import COLUMNS, NOTE
from gameshelf.tui.i18n import N_


def _table_screen(match, *, fresh: bool = True):
    """The Lunch Money table playing `match`."""
    from gameshelf.tui.games.lunch_money.table import TableScreen
    return TableScreen(match, fresh=fresh)


def _help_screen(topic: str | None = None):
    """Lunch Money's help, open at `topic` when given."""
    from gameshelf.tui.games.lunch_money.help import HelpScreen
    return HelpScreen(topic) if topic else HelpScreen()


def _text_turns():
    """Lunch Money's questions, answers and parser for the plain-text front end."""
    from gameshelf.tui.games.lunch_money.turns import TURNS
    return TURNS


def _bindings():
    """The keys of Lunch Money's table, help and game-over screens (their ids: README)."""
    from gameshelf.tui.games.lunch_money.game_over import GameOverScreen
    from gameshelf.tui.games.lunch_money.help import HelpScreen
    from gameshelf.tui.games.lunch_money.table_bindings import BINDINGS
    return (*BINDINGS, *HelpScreen.BINDINGS, *GameOverScreen.BINDINGS)


def _lesson():
    """The first lesson: a guided match on the real table (tui.games.lunch_money.lesson)."""
    from gameshelf.tui.games.lunch_money.lesson import LessonTable
    return LessonTable()


def _counters(state) -> tuple[int, ...]:
    """Each seat's lunch money, for a save's line on the Load screen and in `saves`."""
    return tuple(state.counters)


UI = GameUI(key="lunch-money",
            title="Lunch Money",
            tagline=N_("The schoolyard card fight: the last kid standing keeps the lunch money."),
            start_words=N_("Start the fight"),
            over_words=N_("The fight is over."),
            table_screen=_table_screen,
            help_screen=_help_screen,
            summarize=later("gameshelf.tui.games.lunch_money.summary", "summarize"),
            match_stats=later("gameshelf.tui.games.lunch_money.stats", "match_stats"),
            stat_columns=COLUMNS,
            stats_note=NOTE,
            save_counters=_counters,
            standings=later("gameshelf.tui.games.lunch_money.stats", "standings"),
            chronicle=later("gameshelf.tui.games.lunch_money.chronicle"),
            samples=later("gameshelf.tui.games.lunch_money.samples"),
            text_turns=_text_turns,
            bindings=_bindings,
            lesson=_lesson)
