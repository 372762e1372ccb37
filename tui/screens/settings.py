"""Settings: how fast the bots play, which questions stop play (taking a hit you can't stop, the
Humiliation question), the theme, and where your own banter templates live."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Select, Static, Switch

from tui.screens.steady import SteadyScreen, on_stack
from tui.settings import HUMILIATION_ASKS, PACES
from tui.widgets.look import picked


def templates_folder(app) -> str:
    if getattr(app, "templates", None):
        return str(app.templates)
    from tui.narration import default_user_dir
    return str(default_user_dir())


class SettingsScreen(SteadyScreen, ModalScreen[None]):
    """Changes apply at once and are kept for next time."""

    CSS_PATH = "settings.tcss"
    AUTO_FOCUS = "#pace"
    BINDINGS = [Binding("escape", "close", "Close", id="settings.close")]

    def compose(self) -> ComposeResult:
        s = self.app.settings
        themes = sorted(self.app.available_themes)
        with Vertical(id="settings-box"):
            yield Static("Settings", id="settings-title")
            yield Label("Bot pace")
            yield Select([(f"{p} ({secs:g} s)" if secs else p, p) for p, secs in PACES.items()],
                         value=s.pace, allow_blank=False, id="pace", compact=True)
            with Horizontal(id="ask-row"):
                yield Switch(value=s.always_ask, id="always-ask")
                yield Label("Ask even when taking the hit is all you can do")
            yield Label("Ask me whether to Humiliate (when I hold one)")
            yield Select([(words, key) for key, words in HUMILIATION_ASKS.items()],
                         value=s.humiliation, allow_blank=False, id="humiliation",
                         compact=True)
            yield Label("Theme")
            yield Select([(t, t) for t in themes], value=self.app.theme, allow_blank=False,
                         id="theme", compact=True)
            yield Label("Your banter templates folder")
            yield Static(Text(templates_folder(self.app)), id="templates")
            yield Button("Done", variant="primary", id="done")

    def on_select_changed(self, event: Select.Changed) -> None:
        self._store()

    def on_switch_changed(self, event: Switch.Changed) -> None:
        self._store()

    def _store(self) -> None:
        from tui.settings import Settings
        if not on_stack(self):        # a change that arrives as the screen closes
            return
        old = self.app.settings
        s = Settings(pace=picked(self.query_one("#pace", Select), old.pace),
                     always_ask=self.query_one("#always-ask", Switch).value,
                     humiliation=picked(self.query_one("#humiliation", Select), old.humiliation),
                     theme=picked(self.query_one("#theme", Select), old.theme),
                     keymap=old.keymap)        # kept: only the settings file changes it
        self.app.apply_settings(s)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_close()

    def action_close(self) -> None:
        self.dismiss(None)
