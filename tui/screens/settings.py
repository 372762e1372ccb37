"""Settings: how fast the bots play, each game's own table settings (which questions stop play:
tui.shelf.TableSetting), the theme, the language, and where your own banter templates live."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Label, Select, Static

from gameshelf.tui.i18n import (
    N_,
    format_number,
    game_title,
    game_translator,
    language_from_environment,
    language_name,
    translator,
)
from gameshelf.tui.screens.relabel import Relabels
from gameshelf.tui.screens.steady import SteadyScreen, on_stack
from gameshelf.tui.store.paths import LANGS
from gameshelf.tui.store.settings import FOLLOW_SYSTEM, PACES
from gameshelf.tui.widgets.look import picked

if TYPE_CHECKING:
    from gameshelf.tui.app.shell import ShelfApp
    from gameshelf.tui.shelf import GameUI

_ = translator("shell")
# The bot paces' words (the setting's values are these English keys).
PACE_WORDS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"),
              "instant": N_("instant")}


def templates_folder(app) -> str:
    if getattr(app, "templates", None):
        return str(app.templates)
    from gameshelf.tui.narration import default_user_dir
    return str(default_user_dir())


def language_choices() -> list[tuple[str, str]]:
    """The Language picker: the system's language, then each of ours in its own name (so a
    player finds theirs whatever the screen speaks now) and in the current language."""
    def named(lang: str) -> str:
        own, here = language_name(lang, lang), language_name(lang)
        return own if own == here else f"{own} ({here})"
    system = _("System language: {language}").format(
        language=language_name(language_from_environment()))
    return [(system, FOLLOW_SYSTEM), *((named(lang), lang) for lang in LANGS)]


def pace_choices() -> list[tuple[str, str]]:
    """The Bot pace picker: each pace's word and its seconds."""
    return [(_("{pace} ({seconds} s)").format(pace=_(PACE_WORDS[p]),
                                              seconds=format_number(secs)) if secs
             else _(PACE_WORDS[p]), p) for p, secs in PACES.items()]


def games_with_settings() -> tuple[tuple[str, GameUI], ...]:
    """(engine key, GameUI) of every game on the shelf that brings table settings."""
    from gameshelf.tui.shelf import ui_for, ui_keys
    uis = ((key, ui_for(key)) for key in ui_keys())
    return tuple((key, ui) for key, ui in uis if ui.table_settings)


def setting_id(game: str, key: str) -> str:
    """The widget id of the game `game`'s table setting `key` ("lunch-money--always_ask")."""
    return f"{game}--{key}"


def table_setting_rows(game: str, values: dict, ui) -> ComposeResult:
    """The widgets of one game's table settings: a one-line checkbox with its words (as every
    on/off setting here), or the words above a picker, in the game's own catalog."""
    words = game_translator(game)
    for setting in ui.table_settings:
        wid = setting_id(game, setting.key)
        if not setting.choices:
            yield Checkbox(words(setting.words), values[setting.key], id=wid, compact=True,
                           classes="on-off")
            continue
        yield Label(words(setting.words))
        yield Select([(words(said), value) for value, said in setting.choices],
                     value=values[setting.key], allow_blank=False, id=wid, compact=True)


class SettingsScreen(Relabels, SteadyScreen, ModalScreen[None]):
    """Changes apply at once and are kept for next time."""

    CSS_PATH = "settings.tcss"
    AUTO_FOCUS = "#language"
    BINDINGS = [Binding("escape", "close", N_("Close"), id="settings.close")]

    @property
    def shell(self) -> ShelfApp:
        """The app this screen sets (only the shell opens it)."""
        return cast("ShelfApp", self.app)

    def compose(self) -> ComposeResult:
        s = self.shell.settings
        themes = sorted(self.app.available_themes)
        with Vertical(id="settings-box"):
            yield Static(_("Settings"), id="settings-title")
            yield Label(_("Language"))
            yield Select(language_choices(), value=s.language, allow_blank=False, id="language",
                         compact=True)
            yield Label(_("Bot pace"))
            yield Select(pace_choices(), value=s.pace, allow_blank=False, id="pace",
                         compact=True)
            games = games_with_settings()
            for key, ui in games:
                if len(games) > 1:          # whose settings these are, once there are several
                    yield Static(game_title(key, ui.title), classes="game-heading")
                yield from table_setting_rows(key, s.game_settings(key), ui)
            yield Checkbox(_("Allow taking back your last decision (u, undo)"), s.take_backs,
                           id="take-backs", compact=True, classes="on-off")
            yield Label(_("Theme"))
            yield Select([(t, t) for t in themes], value=self.app.theme, allow_blank=False,
                         id="theme", compact=True)
            yield Label(_("Your banter templates folder"))
            yield Static(Text(templates_folder(self.app)), id="templates")
            yield Button(_("Done"), variant="primary", id="done")

    def on_select_changed(self, event: Select.Changed) -> None:
        self._store()

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        self._store()

    def _store(self) -> None:
        from gameshelf.tui.store.settings import Settings
        if not on_stack(self):        # a change that arrives as the screen closes
            return
        old = self.shell.settings
        s = Settings(pace=picked(self.query_one("#pace", Select), old.pace),
                     theme=picked(self.query_one("#theme", Select), old.theme),
                     language=picked(self.query_one("#language", Select), old.language),
                     # kept: only the settings file changes the keymap
                     keymap=old.keymap, games=old.games, legacy=old.legacy,
                     take_backs=self.query_one("#take-backs", Checkbox).value)
        for game, ui in games_with_settings():
            s = s.with_game_settings(game, self._shown_settings(game, ui, old))
        self.shell.apply_settings(s)

    def _shown_settings(self, game: str, ui, old) -> dict:
        """The game's table settings as the screen shows them now."""
        was = old.game_settings(game)
        values = {}
        for setting in ui.table_settings:
            wid = f"#{setting_id(game, setting.key)}"
            values[setting.key] = (picked(self.query_one(wid, Select), was[setting.key])
                                   if setting.choices else self.query_one(wid, Checkbox).value)
        return values

    def relabelled(self) -> None:
        self.query_one("#language", Select).focus()      # where the player just was

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_close()

    def action_close(self) -> None:
        self.dismiss(None)
