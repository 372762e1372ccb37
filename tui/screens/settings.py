"""Settings: how fast the bots play, whether to ask when taking the hit is the only answer,
the theme, and where your own banter templates live."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Select, Static, Switch

from tui.match import PACES


def templates_folder(app) -> str:
    if getattr(app, "templates", None):
        return str(app.templates)
    from tui.narration import default_user_dir
    return str(default_user_dir())


class SettingsScreen(ModalScreen[None]):
    """Changes apply at once and are kept for next time."""

    CSS_PATH = "settings.tcss"
    BINDINGS = [Binding("escape", "close", "Close")]

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
            yield Label("Theme")
            yield Select([(t, t) for t in themes], value=self.app.theme, allow_blank=False,
                         id="theme", compact=True)
            yield Label("Your banter templates folder")
            yield Static(Text(templates_folder(self.app)), id="templates")
            yield Button("Done", variant="primary", id="done")

    def on_mount(self) -> None:
        self.query_one("#pace", Select).focus()

    def on_select_changed(self, event: Select.Changed) -> None:
        self._store()

    def on_switch_changed(self, event: Switch.Changed) -> None:
        self._store()

    def _store(self) -> None:
        from tui.app import Settings
        s = Settings(pace=str(self.query_one("#pace", Select).value),
                     always_ask=self.query_one("#always-ask", Switch).value,
                     theme=str(self.query_one("#theme", Select).value))
        self.app.apply_settings(s)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_close()

    def action_close(self) -> None:
        self.dismiss(None)
