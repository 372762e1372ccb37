"""Guards around races in Textual 8.2's own widgets that ended the app (found by the monkey test,
tests/tui/test_monkey.py). Each wraps one method once; the app installs them at import."""

from __future__ import annotations

import contextlib


def guard_option_list_paging() -> None:
    """Textual 8.2's OptionList raises KeyError on PageUp/PageDown while its line index is
    being rebuilt (seen in Select drop-downs and the command palette under fast keys): page
    keys then do nothing instead of ending the app."""
    from textual.widgets import OptionList
    move_page = OptionList._move_page
    if getattr(move_page, "_guarded", False):
        return

    def guarded(self, direction):
        with contextlib.suppress(KeyError):
            move_page(self, direction)

    guarded._guarded = True
    OptionList._move_page = guarded


def guard_tabs_mount() -> None:
    """A tab bar that mounts after its tabs were taken away (Help closed, or the app quit, in
    the moment it opened) raised "No Tab with id '--content-tab-keys'": such a tab bar has
    nothing to show, so it skips setting itself up."""
    from textual.widgets import Tabs
    mount = Tabs._on_mount
    if getattr(mount, "_guarded", False):
        return

    def guarded(self, event):
        first = self._first_active
        if first and not self.query(f"#tabs-list > #{first}"):
            return
        mount(self, event)

    guarded._guarded = True
    Tabs._on_mount = guarded


def guard_command_palettes() -> None:
    """Every palette Textual opens by itself (Change theme, search commands) is our guarded
    one too: choosing a theme with a second Enter dismissed Textual's twice."""
    import textual.app

    from tui.screens.palette import CommandPalette
    textual.app.CommandPalette = CommandPalette


def install() -> None:
    guard_option_list_paging()
    guard_tabs_mount()
    guard_command_palettes()
