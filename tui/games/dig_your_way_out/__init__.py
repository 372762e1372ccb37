"""Dig Your Way Out's side of the TUI for the shell: its table, help, summary, stats, replay
standings and plain-text turns (tui.shelf.GameUI)."""

from __future__ import annotations

from gameshelf.tui.games.dig_your_way_out.summary import COLUMNS, NOTE
from gameshelf.tui.i18n import N_
from gameshelf.tui.shelf import GameUI, later


def _table_screen(match, *, fresh: bool = True):
    """The Dig Your Way Out table playing `match`."""
    from gameshelf.tui.games.dig_your_way_out.table import TableScreen
    return TableScreen(match, fresh=fresh)


def _help_screen(topic: str | None = None):
    """The game's help, open at `topic` when given."""
    from gameshelf.tui.games.dig_your_way_out.help import HelpScreen
    return HelpScreen(topic or "")


def _text_turns():
    from gameshelf.tui.games.dig_your_way_out.turns import TURNS
    return TURNS


def _lesson():
    """The first lesson: a guided match on the real table (tui.games.dig_your_way_out.lesson)."""
    from gameshelf.tui.games.dig_your_way_out.lesson import DigLesson
    return DigLesson()


def _bindings():
    """The keys of the table, help and game-over screens (ids dig.*)."""
    from gameshelf.tui.games.dig_your_way_out.game_over import GameOverScreen
    from gameshelf.tui.games.dig_your_way_out.help import HelpScreen
    from gameshelf.tui.games.dig_your_way_out.table_bindings import BINDINGS
    return (*BINDINGS, *HelpScreen.BINDINGS, *GameOverScreen.BINDINGS)


UI = GameUI(key="dig-your-way-out",
            title=N_("Dig Your Way Out"),
            bios={"bruno": N_("Doing time for the third time; every wall looks like a door."),
                  "vicky": N_("Runs the cigarette trade from her bunk. Keeps a ledger."),
                  "dex": N_("Skateboarded through a bank window. Zero fear of the guards."),
                  "mei": N_("Counts the guards' steps, then counts your spoons."),
                  "tank": N_("Eats two trays: his and yours."),
                  "pixie": N_("Tiny, sweet, terrifying. Lives for a fight in the showers."),
                  "gus": N_("Ex-guard on the wrong side of the bars. Knows every rule.")},     # "Graaf je vrij" in the Dutch edition
            tagline=N_("The prison escape: dig your tunnel before the others dig theirs."),
            table_screen=_table_screen,
            help_screen=_help_screen,
            summarize=later("gameshelf.tui.games.dig_your_way_out.summary", "summarize"),
            match_stats=later("gameshelf.tui.games.dig_your_way_out.summary", "match_stats"),
            stat_columns=COLUMNS,
            stats_note=NOTE,
            standings=later("gameshelf.tui.games.dig_your_way_out.summary", "standings"),
            text_turns=_text_turns,
            bindings=_bindings,
            lesson=_lesson,
            chronicle=later("gameshelf.tui.games.dig_your_way_out.chronicle"),
            samples=later("gameshelf.tui.games.dig_your_way_out.samples"),
            action_words=later("gameshelf.tui.games.dig_your_way_out.choices", "label"))
