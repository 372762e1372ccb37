"""Dig Your Way Out's side of the TUI for the shell: its table, help, summary, stats, replay
standings and plain-text turns (tui.games.GameUI)."""

from __future__ import annotations

from tui.games import GameUI
from tui.games.dig_your_way_out.summary import COLUMNS, NOTE
from tui.i18n import N_


def _table_screen(match, *, fresh: bool = True):
    """The Dig Your Way Out table playing `match`."""
    from tui.games.dig_your_way_out.table import TableScreen
    return TableScreen(match, fresh=fresh)


def _help_screen(topic: str | None = None):
    """The game's help, open at `topic` when given."""
    from tui.games.dig_your_way_out.help import HelpScreen
    return HelpScreen(topic or "")


def _summarize(match):
    from tui.games.dig_your_way_out.summary import summarize
    return summarize(match)


def _match_stats(match):
    from tui.games.dig_your_way_out.summary import match_stats
    return match_stats(match)


def _standings(match) -> str:
    from tui.games.dig_your_way_out.summary import standings
    return standings(match)


def _text_turns():
    from tui.games.dig_your_way_out.turns import TURNS
    return TURNS


def _bindings():
    """The keys of the table, help and game-over screens (ids dig.*)."""
    from tui.games.dig_your_way_out.game_over import GameOverScreen
    from tui.games.dig_your_way_out.help import HelpScreen
    from tui.games.dig_your_way_out.table_bindings import BINDINGS
    return (*BINDINGS, *HelpScreen.BINDINGS, *GameOverScreen.BINDINGS)



def _chronicle():
    """Dig Your Way Out's narration chronicle (tui.games.dig_your_way_out.chronicle)."""
    from tui.games.dig_your_way_out import chronicle
    return chronicle


def _samples():
    """What `templates check` renders Dig Your Way Out's templates against."""
    from tui.games.dig_your_way_out import samples
    return samples


UI = GameUI(key="dig-your-way-out", title="Dig Your Way Out",
            tagline=N_("The prison escape: dig your tunnel before the others dig theirs."),
            table_screen=_table_screen, help_screen=_help_screen, summarize=_summarize,
            match_stats=_match_stats, stat_columns=COLUMNS, stats_note=NOTE,
            standings=_standings, text_turns=_text_turns, bindings=_bindings,
            chronicle=_chronicle, samples=_samples)
