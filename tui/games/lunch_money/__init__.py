"""Lunch Money's side of the TUI for the shell: its table, help, summary, stats and replay
standings (tui.shelf.GameUI)."""

from __future__ import annotations

from gameshelf.tui.games.lunch_money.stats import COLUMNS, NOTE
from gameshelf.tui.i18n import N_
from gameshelf.tui.shelf import GameUI, TableSetting, later

# When the table asks you whether to Humiliate (the setting's value, then its words).
HUMILIATION_ASKS: tuple[tuple[str, str], ...] = (
    ("every", N_("after every card")),
    ("at_me", N_("only when a card is aimed at me")),
    ("never", N_("never")))

# Which questions stop play: the Settings screen shows these, a match carries their values
# (match.game_settings); the old keys are those of settings files from before games had sections.
TABLE_SETTINGS = (
    # ask even when taking the hit is your only answer (turns.py, table.py)
    TableSetting("always_ask", N_("Ask even when taking the hit is all you can do"),
                 default=False, old_key="always_ask"),
    # when to ask about a Humiliation: a value of HUMILIATION_ASKS
    TableSetting("humiliation", N_("Ask me whether to Humiliate (when I hold one)"),
                 default="every", choices=HUMILIATION_ASKS, old_key="humiliation"),
)


def table_setting(match, key: str):
    """The value of the table setting `key` (a TableSetting of TABLE_SETTINGS) that `match`
    plays with: the player's, else the setting's default."""
    default = next(s.default for s in TABLE_SETTINGS if s.key == key)
    return match.game_settings.get(key, default)


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
            lesson=_lesson,
            table_settings=TABLE_SETTINGS,
            action_words=later("gameshelf.tui.games.lunch_money.action_words", "action_words"))
