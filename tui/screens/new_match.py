"""Set up a match: your name, 1–5 opponents by persona, difficulty, language, optional seed."""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, SelectionList, Static

from engine.core.cast import PERSONAS
from engine.core.limits import NAME_MAX, SEED_MAX, name_problem, seed_problem
from tui.match import DIFFICULTIES
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


class NewMatchScreen(SteadyScreen, ModalScreen[NewMatchSpec | None]):
    """The new-match form; Enter on the last field or the Start button deals."""

    CSS_PATH = "new_match.tcss"
    AUTO_FOCUS = "#start"
    BINDINGS = [Binding("escape", "cancel", "Back"), Binding("ctrl+enter,f5", "start", "Start")]

    def __init__(self, default_lang: str = "en") -> None:
        super().__init__()
        self.default_lang = default_lang

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("New match", id="dialog-title")
            with VerticalScroll(id="form"):
                yield Label("Your name")
                yield Input("You", id="name", max_length=NAME_MAX, compact=True)
                yield Label(self._opp_text(3), id="opp-label")
                yield SelectionList[str](
                    *((f"{p.name} — {p.bio}", p.key, i < 3) for i, p in enumerate(PERSONAS)),
                    id="opponents")
                with Horizontal(id="row"):
                    with Vertical():
                        yield Label("Difficulty")
                        yield Select([(d.title(), d) for d in DIFFICULTIES], value="normal",
                                     allow_blank=False, id="difficulty", compact=True)
                    with Vertical():
                        yield Label("Language")
                        yield Select([(v, k) for k, v in LANG_NAMES.items()],
                                     value=self.default_lang, allow_blank=False, id="lang",
                                     compact=True)
                yield Label("Seed (optional: the same seed deals the same match)")
                yield Input(placeholder="random", id="seed", type="integer", compact=True)
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button("Start the fight", variant="primary", id="start")
                yield Button("Back", id="back")

    def on_resize(self) -> None:
        flag(self, self.size.height < 30, "-short")

    @staticmethod
    def _opp_text(n: int) -> str:
        return f"Opponents: {n} picked (1–5) — ↑↓ move, space picks or drops"

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
        if not 1 <= len(chosen) <= 5:
            self.query_one("#error", Static).update(
                f"Pick 1 to 5 opponents (you picked {len(chosen)}).")
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
            difficulty=picked(self.query_one("#difficulty", Select), "normal"),
            lang=picked(self.query_one("#lang", Select), self.default_lang),
            seed=seed))
