"""The lesson's two questions: leave it (Esc), and, at the end, "You're ready" — a real match
or back to the title."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from tui.games.lunch_money.localized import localize_bindings
from tui.i18n import N_, translator
from tui.screens.steady import SteadyScreen

_ = translator("lunch_money")

_CSS = """
{cls} {{
    align: center middle;
}}
{cls} .dialog {{
    width: 64;
    max-width: 100%;
    height: auto;
    max-height: 100%;
    overflow-y: auto;
    border: thick $success;
    background: $surface;
    padding: 1 2;
}}
{cls} .headline {{
    text-style: bold;
    margin-bottom: 1;
}}
{cls} .buttons {{
    height: auto;
    margin-top: 1;
    align: center middle;
}}
{cls} Button {{
    margin: 0 1;
}}
"""


class _LessonDialog(SteadyScreen, ModalScreen[str]):
    """A headline, a few words, and buttons whose ids are what the dialog returns."""

    headline = ""
    words = ""
    buttons: tuple[tuple[str, str], ...] = ()   # (id returned, label with its key), N_

    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(_(self.headline)), classes="headline")
            yield Static(Text(_(self.words)))
            with Horizontal(classes="buttons"):
                for i, (choice, label) in enumerate(self.buttons):
                    yield Button(Text(_(label)), id=choice,
                                 variant="primary" if i == 0 else "default")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)


class LeaveDialog(_LessonDialog):
    """Esc during the lesson: leave it (True) or stay (False)."""

    DEFAULT_CSS = _CSS.format(cls="LeaveDialog")
    AUTO_FOCUS = "#stay"
    BINDINGS = [Binding("y", "choose('leave')", N_("Leave")),
                Binding("n,escape", "choose('stay')", N_("Stay"))]
    headline = N_("Leave the lesson?")
    words = N_("Nothing of it is kept: next time it starts from the beginning.")
    buttons = (("stay", N_("Stay [n]")), ("leave", N_("Leave [y]")))

    def dismiss(self, result=None):
        return super().dismiss(result == "leave")


class ReadyDialog(_LessonDialog):
    """The lesson's end: "new" (a real match) or "title"."""

    DEFAULT_CSS = _CSS.format(cls="ReadyDialog")
    AUTO_FOCUS = "#new"
    BINDINGS = [Binding("n", "choose('new')", N_("New match")),
                Binding("t,escape", "choose('title')", N_("Title"))]
    headline = N_("You're ready!")
    words = N_("You can hit, Dodge, Block and Grab, Humiliate, and break a hold. The cards "
               "and combos are all in Help (press ? at the table). Good luck out there.")
    buttons = (("new", N_("Start a real match [n]")), ("title", N_("Back to the title [t]")))
