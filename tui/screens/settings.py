"""Settings: how fast the bots play, which questions stop play (taking a hit you can't stop, the
Humiliation question), the theme, the language, and where your own banter templates live."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Select, Static, Switch

from gameshelf.tui.i18n import (
    N_,
    format_number,
    language_from_environment,
    language_name,
    translator,
)
from gameshelf.tui.store.paths import LANGS
from gameshelf.tui.screens.relabel import Relabels
from gameshelf.tui.screens.steady import SteadyScreen, on_stack
from gameshelf.tui.store.settings import FOLLOW_SYSTEM, HUMILIATION_ASKS, PACES
from gameshelf.tui.app.deviations import guard_selects
from gameshelf.tui.widgets.look import picked

guard_selects()

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


class SettingsScreen(Relabels, SteadyScreen, ModalScreen[None]):
    """Changes apply at once and are kept for next time."""

    CSS_PATH = "settings.tcss"
    AUTO_FOCUS = "#language"
    BINDINGS = [Binding("escape", "close", N_("Close"), id="settings.close")]

    def compose(self) -> ComposeResult:
        s = self.app.settings
        themes = sorted(self.app.available_themes)
        with Vertical(id="settings-box"):
            yield Static(_("Settings"), id="settings-title")
            yield Label(_("Language"))
            yield Select(language_choices(), value=s.language, allow_blank=False, id="language",
                         compact=True)
            yield Label(_("Bot pace"))
            yield Select(pace_choices(), value=s.pace, allow_blank=False, id="pace",
                         compact=True)
            with Horizontal(id="ask-row"):
                yield Switch(value=s.always_ask, id="always-ask")
                yield Label(_("Ask even when taking the hit is all you can do"))
            yield Label(_("Ask me whether to Humiliate (when I hold one)"))
            yield Select([(_(words), key) for key, words in HUMILIATION_ASKS.items()],
                         value=s.humiliation, allow_blank=False, id="humiliation",
                         compact=True)
            yield Label(_("Theme"))
            yield Select([(t, t) for t in themes], value=self.app.theme, allow_blank=False,
                         id="theme", compact=True)
            yield Label(_("Your banter templates folder"))
            yield Static(Text(templates_folder(self.app)), id="templates")
            yield Button(_("Done"), variant="primary", id="done")

    def on_select_changed(self, event: Select.Changed) -> None:
        self._store()

    def on_switch_changed(self, event: Switch.Changed) -> None:
        self._store()

    def _store(self) -> None:
        from gameshelf.tui.store.settings import Settings
        if not on_stack(self):        # a change that arrives as the screen closes
            return
        old = self.app.settings
        s = Settings(pace=picked(self.query_one("#pace", Select), old.pace),
                     always_ask=self.query_one("#always-ask", Switch).value,
                     humiliation=picked(self.query_one("#humiliation", Select), old.humiliation),
                     theme=picked(self.query_one("#theme", Select), old.theme),
                     language=picked(self.query_one("#language", Select), old.language),
                     keymap=old.keymap)        # kept: only the settings file changes it
        self.app.apply_settings(s)

    def relabelled(self) -> None:
        self.query_one("#language", Select).focus()      # where the player just was

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_close()

    def action_close(self) -> None:
        self.dismiss(None)
