"""The title screen, the shelf: pick a game (←→), then new match, continue, load, stats for it;
settings, help and quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Static

from gameshelf.tui.i18n import N_, game_translator, translator
from gameshelf.tui.screens.relabel import Relabels
from gameshelf.tui.widgets.key_footer import KeyFooter

if TYPE_CHECKING:
    from gameshelf.tui.app.shell import ShelfApp

_ = translator("shell")

LOGO = r"""
  ___    _    __  __  ___     ___  _  _  ___  _     ___
 / __|  /_\  |  \/  || __|   / __|| || || __|| |   | __|
| (_ | / _ \ | |\/| || _|    \__ \| __ || _| | |__ | _|
 \___|/_/ \_\|_|  |_||___|   |___/|_||_||___||____||_|
""".strip("\n")
SMALL_LOGO = "G A M E   S H E L F"

# The menu: what, its words (translated where shown), the letter that picks it (the same in
# every language: the letters are keys, not words).
ITEMS = [("new", N_("New match"), "n"), ("lesson", N_("Learn to play"), "e"),
         ("continue", N_("Continue"), "c"), ("load", N_("Load"), "l"),
         ("watch", N_("Watch the bots"), "w"),
         ("settings", N_("Settings"), "s"), ("stats", N_("Stats"), "t"), ("help", N_("Help"), "h"),
         ("quit", N_("Quit"), "q")]


def shelf() -> tuple[tuple[str, str], ...]:
    """(key, title) of every game the TUI can show, in shelf order; a game's engine is loaded
    only when its TUI does not name it (GameUI.title)."""
    from gameshelf.engine import game_keys
    from gameshelf.tui.shelf import ui_for, ui_keys
    shown = set(ui_keys())
    return tuple((key, _title(ui_for(key))) for key in game_keys() if key in shown)


def _title(ui) -> str:
    """A game's name on the shelf, in the player's edition: its TUI's, else its engine's."""
    from gameshelf.tui.i18n import game_title
    if ui.title:
        return game_title(ui.key, ui.title)
    from gameshelf.engine import find_game
    return game_title(ui.key, find_game(ui.key).title)


class GamePicker(Static):
    """The games on the shelf in one line, the chosen one highlighted; a click chooses."""

    def __init__(self, games: tuple[tuple[str, str], ...], chosen: int, **kw) -> None:
        super().__init__(**kw)
        self.games, self.chosen = games, chosen

    def on_mount(self) -> None:
        self.show()

    def show(self) -> None:
        parts = []
        for i, (_key, title) in enumerate(self.games):
            # The chosen game: bold text on the focused menu item's background (AA on every
            # theme, unlike reversed $accent); the others muted, not bold.
            style = "bold $text on $accent 30%" if i == self.chosen else "$text-muted"
            parts.append(Content.from_markup(f"[{style} @click=screen.pick_game({i})] "
                                             "$title [/]", title=title))
        arrows = len(self.games) > 1
        self.update(Content.assemble("◀ " if arrows else "", *_spaced(parts),
                                     " ▶" if arrows else ""))


def _spaced(parts: list[Content]) -> list[Content | str]:
    out: list[Content | str] = []
    for part in parts:
        out += ["  ", part] if out else [part]
    return out


class TitleScreen(Relabels, Screen):
    """Where the app starts: the shelf of games and what to do with the chosen one."""

    CSS_PATH = "title.tcss"
    AUTO_FOCUS = "#menu-new"
    if TYPE_CHECKING:
        app: ShelfApp          # the title screen is the shelf app's own
    BINDINGS = [
        *(Binding(key, f"choose('{item}')", label, show=False, id=f"title.{item}")
          for item, label, key in ITEMS),
        Binding("j", "app.join_table", N_("Join a table"), show=False, id="title.join"),
        Binding("o", "app.host_table", N_("Host a table"), show=False, id="title.host"),
        Binding("up", "app.focus_previous", N_("Up"), show=False),
        Binding("down", "app.focus_next", N_("Down"), show=False),
        Binding("left", "step_game(-1)", N_("Game"), show=False, id="title.game_back"),
        Binding("right", "step_game(1)", N_("Game"), show=False, id="title.game_next"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.games = shelf()

    @property
    def game_key(self) -> str:
        """The chosen game's engine key."""
        return self.games[self.query_one(GamePicker).chosen][0]

    def compose(self) -> ComposeResult:
        want = getattr(self.app, "game_key", None)
        chosen = next((i for i, (k, _) in enumerate(self.games) if k == want), 0)
        with Vertical(id="title-box"):
            with Center(id="logo-row"):
                yield Static(LOGO, id="logo")
            yield Static(SMALL_LOGO, id="small-logo")
            yield GamePicker(self.games, chosen, id="games")
            yield Static(self._tagline(chosen), id="tagline")
            with Center(id="menu"):
                for item, label, key in ITEMS:
                    yield Button(Text(f"{_(label)}  [{key}]"), id=f"menu-{item}",
                                 classes="menu-item")
            yield Static(self._hint(), id="hint")
        yield KeyFooter()

    def _tagline(self, i: int) -> str:
        from gameshelf.tui.shelf import ui_for
        key = self.games[i][0]
        tagline = ui_for(key).tagline
        return game_translator(key)(tagline) if tagline else ""

    def _hint(self) -> str:
        if len(self.games) > 1:
            return _("←→ the game, ↑↓ or the letter keys to choose, Enter to go")
        return _("↑↓ or the letter keys to choose, Enter to go")

    def action_step_game(self, step: int) -> None:
        self.action_pick_game((self.query_one(GamePicker).chosen + step) % len(self.games))

    def action_pick_game(self, i: int) -> None:
        """Make the i-th game on the shelf the one the menu acts on."""
        picker = self.query_one(GamePicker)
        picker.chosen = i
        picker.show()
        self.query_one("#tagline", Static).update(self._tagline(i))
        self.app.game_key = self.games[i][0]
        self._offer_lesson(i)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id is not None:        # every menu button has one
            self.action_choose(event.button.id.removeprefix("menu-"))

    def action_choose(self, item: str) -> None:
        app = self.app
        app.game_key = self.game_key       # new, continue, load and stats are of this game
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
            case "watch":
                app.action_watch()
            case "help":
                app.action_help()
            case "quit":
                app.exit()
            case "lesson" if (lesson := self._lesson()) is not None:
                app.push_screen(lesson())

    def on_mount(self) -> None:
        self._offer_lesson(self.query_one(GamePicker).chosen)

    def _lesson(self):
        """The chosen game's first lesson (GameUI.lesson), or None."""
        from gameshelf.tui.shelf import ui_for
        return ui_for(self.game_key).lesson

    def _offer_lesson(self, i: int) -> None:
        """"Learn to play" shows for a game that has a lesson."""
        from gameshelf.tui.shelf import ui_for
        self.query_one("#menu-lesson").display = ui_for(self.games[i][0]).lesson is not None

    def relabelled(self) -> None:
        self.query_one("#menu-settings", Button).focus()   # back where Settings was
        self.on_resize()

    def on_resize(self) -> None:
        self.set_class(self.size.height < 22 or self.size.width < 72, "-small")
