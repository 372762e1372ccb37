"""Dumm gelaufen!'s side of the TUI for the shell: its table, help, summary, stats, replay
standings and plain-text turns (tui.shelf.GameUI)."""

from __future__ import annotations

from gameshelf.tui.games.dumm_gelaufen.summary import COLUMNS, NOTE
from gameshelf.tui.i18n import N_
from gameshelf.tui.shelf import GameUI, later


def _table_screen(match, *, fresh: bool = True):
    """The Dumm gelaufen! table playing `match`."""
    from gameshelf.tui.games.dumm_gelaufen.table import DgTable
    return DgTable(match, fresh=fresh)


def _help_screen(topic: str | None = None):
    from gameshelf.tui.games.dumm_gelaufen.help import HelpScreen
    return HelpScreen(topic or "")


def _text_turns():
    from gameshelf.tui.games.dumm_gelaufen.turns import TURNS
    return TURNS


def _lesson():
    """The first lesson: a guided match on the real table (tui.games.dumm_gelaufen.lesson)."""
    from gameshelf.tui.games.dumm_gelaufen.lesson import DgLesson
    return DgLesson()


def _bindings():
    """The keys of the table, help and game-over screens (their ids: dg.*)."""
    from gameshelf.tui.games.dumm_gelaufen.game_over import GameOverScreen
    from gameshelf.tui.games.dumm_gelaufen.help import HelpScreen
    from gameshelf.tui.games.dumm_gelaufen.table_bindings import BINDINGS
    return (*BINDINGS, *HelpScreen.BINDINGS, *GameOverScreen.BINDINGS)


UI = GameUI(key="dumm-gelaufen",
            title="Dumm gelaufen!",
            tagline=N_("Murphy's law as a card game: fulfil three Murphy cards first."),
            bios={"bruno": N_("Takes two, gives one, regrets all three."),
                  "vicky": N_("Keeps a ledger of every card Mac ever took from her."),
                  "dex": N_("Takes blind from the pile. Every time. Proudly."),
                  "mei": N_("Knows both open piles by heart, and what you need."),
                  "tank": N_("Hoards yellow. Nobody knows why."),
                  "pixie": N_("Tiny, sweet, terrifying. Lives for a red card in your hand."),
                  "gus": N_("Reads the Murphy card's small print twice. Slowly.")},
            table_screen=_table_screen,
            help_screen=_help_screen,
            summarize=later("gameshelf.tui.games.dumm_gelaufen.summary", "summarize"),
            match_stats=later("gameshelf.tui.games.dumm_gelaufen.summary", "match_stats"),
            stat_columns=COLUMNS,
            stats_note=NOTE,
            standings=later("gameshelf.tui.games.dumm_gelaufen.summary", "standings"),
            text_turns=_text_turns,
            bindings=_bindings,
            lesson=_lesson,
            chronicle=later("gameshelf.tui.games.dumm_gelaufen.chronicle"),
            samples=later("gameshelf.tui.games.dumm_gelaufen.samples"),
            action_words=later("gameshelf.tui.games.dumm_gelaufen.choices", "describe"))
