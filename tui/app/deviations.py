"""Guards around races in Textual 8.2's own widgets that ended the app (found by the monkey test,
tests/tui/shell/test_monkey.py). Each wraps one method once; the app installs them at import, and the
screens with Tabs or a Select install theirs when first imported."""

from __future__ import annotations

import contextlib


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

    guarded_page._guarded = True
    OptionList._move_page, OptionList._on_click = guarded_page, guarded_click


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

    guarded._guarded = True
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
    textual.app.CommandPalette = CommandPalette


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

    guarded._guarded = True
    Screen._forward_event = guarded


def install() -> None:
    """Every guard, installed once as the app is made."""
    guard_tabs()
    guard_selects()
    guard_option_list()
    guard_command_palettes()
    guard_selection_start()
