"""Set up a match of the chosen game: your name, opponents by persona (as many as the game
seats), the bots' level, the game's own options, language, optional seed."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, Select, SelectionList, Static

from engine.core.cast import PERSONAS
from engine.core.game import GameOption
from engine.core.limits import NAME_MAX, SEED_MAX, name_problem, seed_problem
from tui.screens.steady import SteadyScreen, on_stack
from tui.widgets.look import flag, picked

LANG_NAMES = {"en": "English", "nl": "Nederlands", "de": "Deutsch"}


@dataclass(frozen=True)
class NewMatchSpec:
    """What the player chose."""

    name: str
    personas: tuple[str, ...]
    difficulty: str
    lang: str
    seed: int | None
    options: Mapping[str, object] = field(default_factory=dict)   # the game's, by option key


def option_widgets(options: tuple[GameOption, ...]) -> Iterator[Widget]:
    """A widget per game option, ids option-0, option-1, …: a checkbox for a yes/no option, a
    labelled drop-down for one with other choices."""
    for i, opt in enumerate(options):
        if tuple(opt.choices) == (False, True):
            box = Checkbox(opt.label, bool(opt.default), id=f"option-{i}", compact=True)
        else:
            yield Label(opt.label)
            box = Select([(str(c), c) for c in opt.choices], value=opt.default,
                         allow_blank=False, id=f"option-{i}", compact=True)
        box.tooltip = opt.help or None
        yield box


def option_values(screen: Widget, options: tuple[GameOption, ...]) -> dict[str, object]:
    """What the option widgets of `option_widgets` are set to, by option key."""
    values: dict[str, object] = {}
    for i, opt in enumerate(options):
        widget = screen.query_one(f"#option-{i}")
        if isinstance(widget, Select):       # blank only while it is being set up
            values[opt.key] = opt.default if widget.is_blank() else widget.value
        else:
            values[opt.key] = widget.value
    return values


def _first_game():
    from engine import games
    return games()[0]


class NewMatchScreen(SteadyScreen, ModalScreen[NewMatchSpec | None]):
    """The new-match form for one game (the first on the shelf unless given); Enter on the
    last field or the Start button deals."""

    CSS_PATH = "new_match.tcss"
    AUTO_FOCUS = "#start"
    BINDINGS = [Binding("escape", "cancel", "Back", id="new.back"),
                Binding("ctrl+enter,f5", "start", "Start", id="new.start")]

    def __init__(self, default_lang: str = "en", game=None) -> None:
        super().__init__()
        self.default_lang = default_lang
        self.game = game if game is not None else _first_game()     # an engine Game
        seats = self.game.players
        self.fewest, self.most = seats.start - 1, min(seats.stop - 2, len(PERSONAS))

    def compose(self) -> ComposeResult:
        game, levels = self.game, self.game.bot_levels
        start = min(max(3, self.fewest), self.most)
        with Vertical(id="dialog"):
            yield Static(f"New match of {game.title}", id="dialog-title")
            with VerticalScroll(id="form"):
                yield Label("Your name")
                yield Input("You", id="name", max_length=NAME_MAX, compact=True)
                yield Label(self._opp_text(start), id="opp-label")
                yield SelectionList[str](
                    *((f"{p.name} — {p.bio}", p.key, i < start) for i, p in enumerate(PERSONAS)),
                    id="opponents")
                with Horizontal(id="row"):
                    with Vertical():
                        yield Label("Difficulty")
                        yield Select([(d.title(), d) for d in levels], value=self._level(),
                                     allow_blank=False, id="difficulty", compact=True)
                    with Vertical():
                        yield Label("Language")
                        yield Select([(v, k) for k, v in LANG_NAMES.items()],
                                     value=self.default_lang, allow_blank=False, id="lang",
                                     compact=True)
                if game.options:
                    yield Label("Rules", id="options-label")
                    with Vertical(id="options"):
                        yield from option_widgets(game.options)
                yield Label("Seed (optional: the same seed deals the same match)")
                yield Input(placeholder="random", id="seed", type="integer", compact=True)
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button("Start the fight", variant="primary", id="start")
                yield Button("Back", id="back")

    def _level(self) -> str:
        """The bots' level a match starts with: normal, else the middle one of the game's."""
        levels = self.game.bot_levels
        return "normal" if "normal" in levels else levels[len(levels) // 2]

    def on_resize(self) -> None:
        flag(self, self.size.height < 30, "-short")

    def _opp_text(self, n: int) -> str:
        return (f"Opponents: {n} picked ({self.fewest}–{self.most}) — ↑↓ move, space picks or "
                "drops")

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
            return None, seed_problem(SEED_MAX + 1) if huge else "A seed is a whole number."
        return seed, seed_problem(seed)

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_start(self) -> None:
        if not on_stack(self):
            return
        chosen = tuple(self.query_one("#opponents", SelectionList).selected)
        if not self.fewest <= len(chosen) <= self.most:
            self.query_one("#error", Static).update(
                f"Pick {self.fewest} to {self.most} opponents (you picked {len(chosen)}).")
            return
        name = self.query_one("#name", Input).value.strip() or "You"
        seed, seed_trouble = self._typed_seed()
        problem = name_problem(name) or seed_trouble
        if problem:
            self.query_one("#error", Static).update(problem)
            return
        self.dismiss(NewMatchSpec(
            name=name,
            personas=chosen,
            difficulty=picked(self.query_one("#difficulty", Select), self._level()),
            lang=picked(self.query_one("#lang", Select), self.default_lang),
            seed=seed,
            options=option_values(self, self.game.options)))
