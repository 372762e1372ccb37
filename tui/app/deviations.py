"""Every deviation from Textual (and textual-serve, Jinja) in one place: what we patch, and every
private name of theirs we still use. tests/tui/shell/test_deviations.py pins the source of each
Textual part named here (for the Textual version tested): when Textual changes one, that test
fails and says which deviation to re-examine.

The guards: races in Textual 8.2's own widgets that ended the app (found by the monkey test,
tests/tui/shell/test_monkey.py). Each wraps one method once; the app installs them all
(`install`) when it is imported.

The private names the app and the games use are reached through the functions at the end of
this module. A few stay where they are used, because tui.app imports tui.screens and
tui.widgets and the layer contract forbids the way back (listed so that none is missed when
Textual moves on; each is pinned by the test too):
- tui/screens/palette.py: overrides `CommandPalette._gather_commands` (a search whose palette
  has closed ended the app), running Textual's undecorated search (`.__wrapped__`) in its
  worker group `_GATHER_COMMANDS_GROUP`.
- tui/widgets/key_panel.py: wraps `textual.widgets._key_panel.BindingsTable
  .render_bindings_table` and rewrites Rich's `Column._cells` (the Keys panel translated).
- tui/widgets/key_words.py: translates a node's `DOMNode._bindings` from its class's
  `_merged_bindings` (footer and Keys panel words in the player's language).
- tui/widgets/command_line.py: reads `Input._suggestion` (Tab takes the completion shown).
- tui/web/server.py: overrides `AppService._build_environment` and reads `AppService._process`
  (a browser session's process gets its own folders, and is reaped); installed by
  `serve_sessions_with`, below. It also overrides `Server._make_app`, textual-serve's only
  maker of the aiohttp app, to put the Host check in front of every route and to stop the
  idle-session sweeper with the app.
- tui/narration/sandbox.py: overrides Jinja's `Environment._load_template` (every template
  loads through the sandbox's checks).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from textual_serve.app_service import AppService

_F = TypeVar("_F", bound=Callable[..., Any])


def _mark_guarded(function: _F) -> _F:
    """`function`, marked as a guard (`_guarded`): a guard installed twice wraps only once."""
    function._guarded = True  # type: ignore[attr-defined]  # a mark set on the function object
    return function


def guard_option_list() -> None:
    """Textual 8.2's OptionList under fast keys and clicks (Select drop-downs, the command
    palette): PageUp/PageDown raise KeyError while its line index is being rebuilt, and a click
    on an option that a new search has just taken away raises IndexError. Such keys and clicks
    now do nothing instead of ending the app."""
    from textual.widgets import OptionList
    move_page, click = OptionList._move_page, OptionList._on_click
    if getattr(move_page, "_guarded", False):
        return

    def guarded_page(self, direction):
        with contextlib.suppress(KeyError):
            move_page(self, direction)

    async def guarded_click(self, event):
        option = event.style.meta.get("option")
        if option is None or option < self.option_count:
            await click(self, event)

    _mark_guarded(guarded_page)
    # the patch itself: Textual's methods replaced by the guarded ones
    OptionList._move_page, OptionList._on_click = guarded_page, guarded_click  # type: ignore[method-assign]


def _set_up_only_with_parts(cls, has_parts) -> None:
    """`cls`'s mount handler sets up its parts. Mounted after they were taken away (its screen
    closed, or the app began to quit, in the moment it opened) it raised NoMatches or "No Tab
    with id": with nothing left to show, it now skips its set-up."""
    mount = cls._on_mount
    if getattr(mount, "_guarded", False):
        return

    def guarded(self, event):
        if self.app.is_running and has_parts(self):
            mount(self, event)

    _mark_guarded(guarded)
    cls._on_mount = guarded


def guard_tabs() -> None:
    """Tabs (a help screen's tab bar) set up late. Installed by the modules that show Tabs, when
    they are first imported: the table's first frame does without Tabs' import."""
    from textual.widgets import Tabs

    def first_tab_there(tabs) -> bool:
        first = tabs._first_active
        return not first or bool(tabs.query(f"#tabs-list > #{first}"))

    _set_up_only_with_parts(Tabs, first_tab_there)


def guard_selects() -> None:
    """Select (Settings, New match) set up late. Installed by the modules that show a Select,
    when they are first imported."""
    from textual.widgets import Select

    def select_whole(select) -> bool:
        return bool(select.query("SelectOverlay")) and bool(select.query("SelectCurrent #label"))

    _set_up_only_with_parts(Select, select_whole)


def guard_command_palettes() -> None:
    """Every palette Textual opens by itself (Change theme, search commands) is our guarded
    one too: choosing a theme with a second Enter dismissed Textual's twice."""
    import textual.app

    from gameshelf.tui.screens.palette import CommandPalette
    # the patch itself: textual.app's own (imported, not exported) name for the palette class
    textual.app.CommandPalette = CommandPalette  # type: ignore[attr-defined]


def guard_selection_start() -> None:
    """Textual 8.2 starts a text selection on a mouse press in the widget under the pointer.
    Pressed on a widget its screen has just taken out (the Keys panel as it closes, a card as the
    hand redraws), it asked the widget's parent, gone, for its region: AttributeError ended the
    app. Such a press now selects nothing; every other press goes on as before."""
    from textual import events
    from textual.screen import Screen
    forward = Screen._forward_event
    if getattr(forward, "_guarded", False):
        return

    def guarded(self, event):
        if isinstance(event, events.MouseDown) and not self.app.mouse_captured:
            widget, _offset = self.get_widget_and_offset_at(event.x, event.y)
            if widget is not None and not isinstance(widget, Screen) and widget.parent is None:
                return
        forward(self, event)

    _mark_guarded(guarded)
    Screen._forward_event = guarded  # type: ignore[method-assign]  # the patch itself


def install() -> None:
    """Every guard, installed once as the app is made."""
    guard_tabs()
    guard_selects()
    guard_option_list()
    guard_command_palettes()
    guard_selection_start()


# --- private names used elsewhere, reached through here ---------------------------------------

def normalize_key_list(keys: str) -> str:
    """A keymap entry's keys as Textual names them (`ctrl+a, F1` -> Textual's own spelling), the
    way `App.set_keymap` reads them: a keymap is checked against what Textual will bind. Textual
    has no public name for it (textual.keys._normalize_key_list)."""
    from textual.keys import _normalize_key_list
    return _normalize_key_list(keys)


def app_keymap(app: Any) -> dict[str, str]:
    """The keymap the app runs with (binding id -> keys), as `App.set_keymap` stored it. Textual
    keeps it private (`App._keymap`); the table shows the player's keys in its prompt."""
    return app._keymap


def own_key_bindings(screen: Any) -> dict[str, list[Any]]:
    """A screen's own bindings by key, as the keymap has them now (the keys a table lets
    through while the bots play). Textual builds them in the private `Screen._binding_chain`;
    its public `active_bindings` keeps one binding per key, the focused widget's first."""
    return next((bindings.key_to_bindings for node, bindings in screen._binding_chain
                 if node is screen), {})


def app_crashed(app: Any) -> bool:
    """Whether Textual caught an error it could not handle (it shows the traceback and closes
    the app with return code 0): the process must then exit non-zero. Textual keeps that
    error private (`App._exception`)."""
    return app._exception is not None


def serve_sessions_with(service_class: type[AppService]) -> None:
    """textual-serve has no hook for the process a browser's websocket starts: its websocket
    handler makes an `AppService` by its module-level name. Naming ours there gives every
    browser session its own folders and language (tui/web/server.py); without it, every visitor
    shares the host's settings, saves and stats."""
    import textual_serve.server
    # the patch itself: the module's (imported, not exported) name, given our AppService subclass
    textual_serve.server.AppService = service_class  # type: ignore[attr-defined]
