"""The UI's registry of the shelf's games: which module brings a game's table, help and summary.

The shell (app, CLI, saves, stats, Load/Settings/Stats screens) knows a game only by its key
and asks `ui_for(key)` for the rest; a game's module is imported on first use, so starting the
app imports only the game that is played.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import field
from types import MappingProxyType, ModuleType
from typing import Any

from gameshelf.engine.core.records import record
from gameshelf.engine.shelf import SHELF

# Engine key → the module whose `UI` is that game's GameUI: tui/games/<package>/ for every game
# of the shelf's one table (engine/shelf.py). Tests add a stand-in game here.
UI_MODULES: dict[str, str] = {game.key: f"gameshelf.tui.games.{game.package}" for game in SHELF}


def _no_figures(match: Any) -> dict[int, dict[str, int]]:
    return {}


def _no_counters(state: Any) -> tuple[int, ...]:
    return ()


def _plain_words(action: Any, view: Any) -> str:
    """An action as its record says it (a game that words its actions replaces this)."""
    return str(action)


def _no_bindings() -> tuple[Any, ...]:
    return ()


def _no_bios() -> Mapping[str, str]:
    return MappingProxyType({})


@record
class TableSetting:
    """One of a game's own table settings, which the Settings screen shows and the settings file
    keeps under the game: `key` names it there and in the match's `game_settings`; `words` is
    its label (an English msgid of the game's catalog); `choices` are (value, words) for a
    picker, () for an on/off switch; `default` is its value until the player changes it.
    `old_key` is its top-level key in settings files from before games had sections ("": none),
    still read so a player's settings keep working."""

    key: str
    words: str
    default: Any
    choices: tuple[tuple[str, str], ...] = ()
    old_key: str = ""

    def valid(self, value: Any) -> bool:
        """Whether `value` is one this setting can take (a hand-edited file may hold others)."""
        if self.choices:
            return value in {choice for choice, _words in self.choices}
        return isinstance(value, bool)


@record
class GameUI:
    """What one game brings to the shell: its table, its help, its end-of-match summary, what
    your record counts (the Stats screen), what a replay ends with, and its title-screen line."""

    key: str
    table_screen: Callable[..., Any]     # (match, *, fresh: bool) -> a Textual Screen
    help_screen: Callable[..., Any]      # (topic: str | None = None) -> a Textual Screen
    summarize: Callable[[Any], Any]      # (match) -> the game's Summary (game over, stats)
    # (finished match) -> per opponent seat, the game's own figures against you; a figure
    # named biggest_… keeps its largest value over matches, the others add up (tui.store.stats).
    match_stats: Callable[[Any], dict[int, dict[str, int]]] = _no_figures
    stat_columns: tuple[tuple[str, str], ...] = ()   # (figure, Stats-screen heading)
    stats_note: str = ""                 # a line under the Stats screen's title
    # (match) -> the standings a replay ends with; None: winners and scores (tui.cli.saves)
    standings: Callable[[Any], str] | None = None
    # (state) -> what a save's line shows per seat in its counters column (Lunch Money's
    # counters); (): the column stays empty for this game (tui.store.saves, the Load screen).
    save_counters: Callable[[Any], tuple[int, ...]] = _no_counters
    tagline: str = ""                    # one line under the game's name on the title screen
    # The game's name on the shelf (the engine's Game.title), here so the title screen shows
    # it without loading the game's engine: that import is a fifth of the app's start-up.
    title: str = ""
    # () -> the game's narration chronicle module: `Chronicle` (its memory of a match and
    # which template an event picks), `KINDS` (its event kinds) and `SPECIFIC` (the specific
    # templates each kind may have); imported when first narrated (tui.narration, templates).
    chronicle: Callable[[], ModuleType] | None = None
    # () -> the game's template samples module: `sample_narrators(lang, user_dir)` and
    # `sample_contexts(narrator, kind, specific=...)`, what `templates check` renders against.
    samples: Callable[[], ModuleType] | None = None
    # () -> the game's turn interface for text front ends (tui.plain.ask.TextTurns): the
    # question and its numbered answers, the typed-command parser, the table in words. None:
    # the game has no plain-text mode yet.
    text_turns: Callable[[], Any] | None = None
    # () -> the game's Textual Bindings with ids, which the settings file's keymap may rebind
    # (imported only when a keymap is checked).
    bindings: Callable[[], tuple[Any, ...]] = _no_bindings
    # () -> the game's first lesson, a Textual Screen ("Learn to play" on the title screen);
    # None: the game has none. It is never saved and never counts in the stats.
    lesson: Callable[[], Any] | None = None
    # The game's own words (its catalog's) for New match's start button and the line a plain
    # match ends with; "" leaves the shell's neutral ones ("Start the match", "The match is
    # over.").
    start_words: str = ""
    over_words: str = ""
    # The cast as this game sees them (persona key -> one line, in the game's catalog): the
    # same seven bots in a prison yard are not the schoolyard's; a persona left out keeps the
    # cast's own bio.
    bios: Mapping[str, str] = field(default_factory=_no_bios)
    # The game's own table settings (which questions stop play, ...): the Settings screen shows
    # them, the settings file keeps them under the game, a match carries their values as its
    # game_settings (tui.store.settings.Settings.game_settings).
    table_settings: tuple[TableSetting, ...] = ()
    # (action, view) -> the action in a few words in the player's language ("Punch at Bea"):
    # what a hint and the look back after a match name (tui.model.hints, tui.model.look_back).
    action_words: Callable[[Any, Any], str] = _plain_words


def later(module: str, function: str | None = None) -> Callable[..., Any]:
    """A GameUI entry that imports `module` on first use, so the shell loads a game's parts only
    when it needs them: called, it returns the module, or calls its `function` with the
    arguments given."""
    def entry(*args: Any, **kwargs: Any) -> Any:
        found = importlib.import_module(module)
        return found if function is None else getattr(found, function)(*args, **kwargs)
    entry.__doc__ = f"{module}.{function}" if function else module
    return entry


def ui_keys() -> tuple[str, ...]:
    """The games the TUI can show, in shelf order."""
    return tuple(UI_MODULES)


def ui_for(key: str) -> GameUI:
    """The TUI of the game with engine key `key` (KeyError if the TUI has none)."""
    return importlib.import_module(UI_MODULES[key]).UI


def chronicle_of(key: str) -> ModuleType:
    """The narration chronicle module of the game with engine key `key` (GameUI.chronicle);
    KeyError when the game has no TUI or no narration."""
    ui = ui_for(key)
    if ui.chronicle is None:
        raise KeyError(f"the game {key!r} has no narration")
    return ui.chronicle()


def samples_of(key: str) -> ModuleType:
    """The template samples module of the game with engine key `key` (GameUI.samples);
    KeyError when the game has none."""
    ui = ui_for(key)
    if ui.samples is None:
        raise KeyError(f"the game {key!r} has no template samples")
    return ui.samples()
