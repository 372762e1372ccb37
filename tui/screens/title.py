"""The title screen: new match, continue, load, settings, stats, help, quit."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

LOGO = r"""
 _     _   _  _  _   ___  _  _     __  __   ___   _  _  ___ __   __
| |   | | | || \| | / __|| || |   |  \/  | / _ \ | \| || __|\ \ / /
| |__ | |_| || .` || (__ | __ |   | |\/| || (_) || .` || _|  \ V /
|____| \___/ |_|\_| \___||_||_|   |_|  |_| \___/ |_|\_||___|  |_|
"""
SMALL_LOGO = "L U N C H   M O N E Y"

ITEMS = [("new", "New match", "n"), ("continue", "Continue", "c"), ("load", "Load", "l"),
         ("settings", "Settings", "s"), ("stats", "Stats", "t"), ("help", "Help", "h"),
         ("quit", "Quit", "q")]


class TitleScreen(Screen):
    """Where the app starts."""

    CSS_PATH = "title.tcss"
    AUTO_FOCUS = "#menu-new"
    BINDINGS = [
        *(Binding(key, f"choose('{item}')", label, show=False) for item, label, key in ITEMS),
        Binding("up", "app.focus_previous", "Up", show=False),
        Binding("down", "app.focus_next", "Down", show=False),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            yield Static(LOGO, id="logo")
            yield Static(SMALL_LOGO, id="small-logo")
            yield Static("The schoolyard card fight: the last kid standing keeps the lunch money.",
                         id="tagline")
            with Center(id="menu"):
                for item, label, key in ITEMS:
                    yield Button(Text(f"{label}  [{key}]"), id=f"menu-{item}", classes="menu-item")
            yield Static("↑↓ or the letter keys to choose, Enter to go", id="hint")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_choose(event.button.id.removeprefix("menu-"))

    def action_choose(self, item: str) -> None:
        app = self.app
        match item:
            case "new":
                app.action_new_match()
            case "continue":
                app.action_continue()
            case "load":
                app.action_load()
            case "settings":
                app.action_settings()
            case "stats":
                app.action_stats()
            case "help":
                app.action_help()
            case "quit":
                app.exit()

    def on_resize(self) -> None:
        self.set_class(self.size.height < 22 or self.size.width < 72, "-small")
