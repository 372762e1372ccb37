"""Set up a match of the chosen game: your name, opponents by persona (as many as the game
seats), the bots' level, the game's own options, optional seed. The match is narrated in the
interface's language (Settings → Language)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from rich.segment import Segment
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.strip import Strip
from textual.style import Style
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, Select, SelectionList, Static
from textual.widgets.option_list import OptionDoesNotExist

from gameshelf.engine.core.cast import PERSONAS
from gameshelf.engine.core.game import GameOption
from gameshelf.engine.core.limits import NAME_MAX, SEED_MAX, name_problem, seed_problem
from gameshelf.tui.i18n import N_, current_language, game_title, game_translator, translator
from gameshelf.tui.screens.relabel import Relabels
from gameshelf.tui.screens.steady import SteadyScreen, on_stack
from gameshelf.tui.store.limits import in_words
from gameshelf.tui.widgets.look import flag, picked

_ = translator("shell")
# The bots' levels as the picker names them (the engine's keys are these English words).
LEVEL_WORDS = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"),
               "hard": N_("Hard")}


@dataclass(frozen=True)
class NewMatchSpec:
    """What the player chose."""

    name: str
    personas: tuple[str, ...]
    difficulty: str
    lang: str                     # the interface's language when the match was dealt
    seed: int | None
    options: Mapping[str, object] = field(default_factory=dict)   # the game's, by option key
    pace: str | None = None       # watching the bots: the pace picked (Settings' pace keys)


TICKED, UNTICKED = "X", " "      # a box's mark: ticked or not shows without its colour


class RuleBox(Checkbox):
    """A yes/no rule: its box shows X when ticked and stays empty when not (Textual's shows X
    either way, in another colour), and ↑↓ move between the rules as between the other fields."""

    BINDINGS = [Binding("up", "app.focus_previous", show=False),
                Binding("down", "app.focus_next", show=False)]

    @property
    def _button(self) -> Content:
        style = self.get_visual_style("toggle--button")
        side = Style(foreground=style.background, background=self.background_colors[1])
        return Content.assemble((self.BUTTON_LEFT, side),
                                (TICKED if self.value else UNTICKED, style),
                                (self.BUTTON_RIGHT, side))


class Opponents(SelectionList[str]):
    """The persona list: a picked persona's box shows X, one left out an empty box (not only
    another colour)."""

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        segments = list(line)
        if len(segments) < 3 or segments[1].text != Checkbox.BUTTON_INNER:
            return line
        try:
            value = self.get_option_at_index(self.scroll_offset.y + y).value
        except OptionDoesNotExist:
            return line
        mark = TICKED if value in self._selected else UNTICKED
        segments[1] = Segment(mark, segments[1].style)
        return Strip(segments, line.cell_length)


def option_widgets(options: tuple[GameOption, ...], game_key: str = "") -> Iterator[Widget]:
    """A widget per game option, ids option-0, option-1, …: a checkbox for a yes/no option, a
    labelled drop-down for one with other choices (its words in the game's own catalog)."""
    words = game_translator(game_key)
    for i, opt in enumerate(options):
        box: Widget
        if tuple(opt.choices) == (False, True):
            box = RuleBox(words(opt.label), bool(opt.default), id=f"option-{i}", compact=True)
        else:
            yield Label(words(opt.label))
            box = Select([(str(c), c) for c in opt.choices], value=opt.default,
                         allow_blank=False, id=f"option-{i}", compact=True)
        box.tooltip = words(opt.help) if opt.help else None
        yield box


def option_values(screen: Widget, options: tuple[GameOption, ...]) -> dict[str, object]:
    """What the option widgets of `option_widgets` are set to, by option key."""
    values: dict[str, object] = {}
    for i, opt in enumerate(options):
        widget = screen.query_one(f"#option-{i}")
        if isinstance(widget, Select):       # blank only while it is being set up
            values[opt.key] = opt.default if widget.is_blank() else widget.value
        else:
            assert isinstance(widget, RuleBox)   # option_widgets makes nothing else
            values[opt.key] = widget.value
    return values


def _first_game():
    from gameshelf.engine import games
    return games()[0]


def persona_line(persona, game_key: str = "") -> str:
    """A persona in the opponents list: the name as it is, the bio in the player's language —
    the game's own when it gives one (GameUI.bios, its catalog), else the cast's (the shell's
    catalog: tui/locale/catalog_data.py)."""
    from gameshelf.tui.shelf import ui_for, ui_keys
    own = ui_for(game_key).bios.get(persona.key) if game_key in ui_keys() else None
    return f"{persona.name} — {game_translator(game_key)(own) if own else _(persona.bio)}"


class NewMatchScreen(Relabels, SteadyScreen, ModalScreen[NewMatchSpec | None]):
    """The new-match form for one game (the first on the shelf unless given); Enter on the
    last field or the Start button deals."""

    CSS_PATH = "new_match.tcss"
    AUTO_FOCUS = "#start"
    BINDINGS = [Binding("escape", "cancel", N_("Back"), id="new.back"),
                Binding("ctrl+enter,f5", "start", N_("Start"), id="new.start")]

    def __init__(self, default_lang: str | None = None, game=None, *, watch: bool = False,
                 pace: str = "normal") -> None:
        """`watch`: the form of "Watch the bots": the personas are every player (no name of
        yours), and a pace is picked (`pace`, the Settings' one, first)."""
        super().__init__()
        self.default_lang = default_lang
        self.game = game if game is not None else _first_game()     # an engine Game
        self.for_watching, self.pace = watch, pace
        seats = self.game.players
        you = 0 if watch else 1          # your own seat is not picked from the personas
        self.fewest = seats.start - you
        self.most = min(seats.stop - 1 - you, len(PERSONAS))

    def compose(self) -> ComposeResult:
        game, levels = self.game, self.game.bot_levels
        start = min(max(3 + self.for_watching, self.fewest), self.most)
        title = _("Watch the bots play {game}") if self.for_watching else _("New match of {game}")
        with Vertical(id="dialog"):
            yield Static(title.format(game=game_title(game.key, game.title)), id="dialog-title")
            with VerticalScroll(id="form"):
                name_label = Label(_("Your name"))
                name = Input(_("You"), id="name", max_length=NAME_MAX, compact=True)
                # Watching the bots: no seat of yours, so no name.
                name_label.display = name.display = not self.for_watching
                yield name_label
                yield name
                yield Label(self._opp_text(start), id="opp-label")
                yield Opponents(
                    *((persona_line(p, game.key), p.key, i < start) for i, p in enumerate(PERSONAS)),
                    id="opponents")
                with Horizontal(id="row"), Vertical():
                    yield Label(_("Difficulty"))
                    yield Select([(_(LEVEL_WORDS.get(d, d.title())), d) for d in levels],
                                 value=self._level(), allow_blank=False, id="difficulty",
                                 compact=True)
                if self.for_watching:
                    with Horizontal(id="pace-row"), Vertical():
                        from gameshelf.tui.screens.settings import pace_choices
                        yield Label(_("Bot pace"))
                        yield Select(pace_choices(), value=self.pace, allow_blank=False,
                                     id="pace", compact=True)
                if game.options:
                    yield Label(_("Rules"), id="options-label")
                    with Vertical(id="options"):
                        yield from option_widgets(game.options, game.key)
                yield Label(_("Seed (optional: the same seed deals the same match)"))
                yield Input(placeholder=_("random"), id="seed", type="integer", compact=True)
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button(self._start_words(), variant="primary", id="start")
                yield Button(_("Back"), id="back")

    def _start_words(self) -> str:
        """The start button in the game's own words (Lunch Money's "Start the fight")."""
        if self.for_watching:
            return _("Watch")
        from gameshelf.tui.shelf import ui_for
        words = ui_for(self.game.key).start_words
        return game_translator(self.game.key)(words) if words else _("Start the match")

    def _level(self) -> str:
        """The bots' level a match starts with: normal, else the middle one of the game's."""
        levels = self.game.bot_levels
        return "normal" if "normal" in levels else levels[len(levels) // 2]

    def on_resize(self) -> None:
        flag(self, self.size.height < 30, "-short")

    def _opp_text(self, n: int) -> str:
        if self.for_watching:
            return _("Players: {n} picked ({fewest}–{most}) — ↑↓ move, space picks or "
                     "drops").format(n=n, fewest=self.fewest, most=self.most)
        return _("Opponents: {n} picked ({fewest}–{most}) — ↑↓ move, space picks or "
                 "drops").format(n=n, fewest=self.fewest, most=self.most)

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged) -> None:
        n = len(event.selection_list.selected)
        self.query_one("#opp-label", Label).update(self._opp_text(n))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_cancel()

    def on_input_submitted(self) -> None:
        self.action_start()

    def _typed_seed(self) -> tuple[int | None, str | None]:
        """The seed typed (None: a random one), and why a save could not keep it (or None)."""
        text = self.query_one("#seed", Input).value.strip()
        if not text:
            return None, None
        try:
            seed = int(text)
        except ValueError:
            huge = text.lstrip("+-").isdigit()    # thousands of digits: Python won't read them
            return None, seed_problem(SEED_MAX + 1) if huge else _("A seed is a whole number.")
        return seed, seed_problem(seed)

    def _refused(self, players: int) -> str | None:
        """The game's own sentence when it will not deal these options at this table size (a
        team variant for 4 or 6 players, say), in the player's language (the game's catalog);
        None when it deals."""
        deal = getattr(self.game, "new_game", None)      # a stand-in game may deal nothing
        if deal is None:
            return None
        try:
            deal([f"P{i}" for i in range(players)], 0, **option_values(self, self.game.options))
        except ValueError as err:
            return game_translator(self.game.key)(str(err))
        return None

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_start(self) -> None:
        if not on_stack(self):
            return
        chosen = tuple(self.query_one("#opponents", SelectionList).selected)
        if not self.fewest <= len(chosen) <= self.most:
            words = (_("Pick {fewest} to {most} players (you picked {n}).")
                     if self.for_watching else
                     _("Pick {fewest} to {most} opponents (you picked {n})."))
            self.query_one("#error", Static).update(
                words.format(fewest=self.fewest, most=self.most, n=len(chosen)))
            return
        name = self.query_one("#name", Input).value.strip() or _("You")
        seed, seed_trouble = self._typed_seed()
        players = len(chosen) + (not self.for_watching)
        problem = in_words(name_problem(name) or seed_trouble) or self._refused(players)
        if problem:
            self.query_one("#error", Static).update(problem)
            return
        self.dismiss(NewMatchSpec(
            name=name,
            personas=chosen,
            difficulty=picked(self.query_one("#difficulty", Select), self._level()),
            lang=self.default_lang or current_language(),
            seed=seed,
            options=option_values(self, self.game.options),
            pace=picked(self.query_one("#pace", Select), self.pace) if self.for_watching else None))
