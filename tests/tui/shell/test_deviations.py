"""Every deviation from Textual (tui/app/deviations.py) rests on Textual code as it is in the
version tested (Textual 8.2.8, textual-serve, Jinja 3): the source of each part of theirs we
patch or whose private names we use is pinned here by a hash. When an upgrade changes one,
its test fails and names the deviation to re-examine (then re-pin: `PINS` below, from
`pinned_hash`). Where it is cheap, a test also shows the guard still prevents its crash."""

from __future__ import annotations

import ast
import hashlib
import importlib
import inspect
from types import SimpleNamespace

import pytest
from textual.app import App

from gameshelf.tui.app import deviations

# (module, qualified name) -> (hash of its source, the deviation that rests on it)
PINS: dict[tuple[str, str], tuple[str, str]] = {
    ("textual.widgets._option_list", "OptionList._move_page"):
        ("375ccc8a950f1dbc", "guard_option_list (PageUp/PageDown KeyError)"),
    ("textual.widgets._option_list", "OptionList._on_click"):
        ("4c925399e553d8ac", "guard_option_list (click on a vanished option: IndexError)"),
    ("textual.widgets._tabs", "Tabs._on_mount"):
        ("d9ae1db3643be1eb", "guard_tabs (mounted after its tabs went: NoMatches)"),
    ("textual.widgets._select", "Select._on_mount"):
        ("3d4ec0e939e76c6c", "guard_selects (mounted after its parts went: NoMatches)"),
    ("textual.app", "App.search_commands"):
        ("c6b0edb9c03f08f4", "guard_command_palettes (Textual's palettes are ours)"),
    ("textual.app", "App.search_themes"):
        ("e40fe9b1ac1c1e20", "guard_command_palettes (Change theme's palette is ours)"),
    ("textual.app", "App.action_command_palette"):
        ("660cd4714df5ba84", "guard_command_palettes / ShelfApp.action_command_palette"),
    ("textual.screen", "Screen._forward_event"):
        ("d43e994b59f908e1", "guard_selection_start (press on a removed widget)"),
    ("textual.keys", "_normalize_key_list"):
        ("2b6e018290210c15", "normalize_key_list (keymap checks)"),
    ("textual.app", "App.set_keymap"):
        ("a9eab69380fa4200", "app_keymap (App._keymap as set_keymap stores it)"),
    ("textual.screen", "Screen._binding_chain"):
        ("ee572cbfa4bde397", "own_key_bindings (a table's own keys while the bots play)"),
    ("textual.app", "App._handle_exception"):
        ("4bf03c34c57421c0", "app_crashed (App._exception: the exit code)"),
    ("textual_serve.server", "Server.handle_websocket"):
        ("95791149781eee8d", "serve_sessions_with (AppService made by module name)"),
    ("textual_serve.server", "Server._make_app"):
        ("a4b13d05b6d2dce7", "tui/web/server.py ShelfServer._make_app (Host check, sweeper)"),
    ("textual_serve.app_service", "AppService._build_environment"):
        ("e106e1d82346a2ec", "tui/web/server.py SessionAppService._build_environment"),
    ("textual_serve.app_service", "AppService.stop"):
        ("7481144859668ede", "tui/web/server.py SessionAppService.stop (AppService._process)"),
    ("textual.command", "CommandPalette._gather_commands"):
        ("e779c2c4f6c34807", "tui/screens/palette.py CommandPalette (search after close)"),
    ("textual.widgets._key_panel", "BindingsTable.render_bindings_table"):
        ("cf1440d5da574a30", "tui/widgets/key_panel.py install (Keys panel translated)"),
    ("textual.dom", "DOMNode.__init__"):
        ("d577c68f43f6caa8", "tui/widgets/key_words.py (a node's own _bindings)"),
    ("textual.dom", "DOMNode._merge_bindings"):
        ("da1561da8381705b", "tui/widgets/key_words.py (the class's _merged_bindings)"),
    ("textual.widgets._input", "Input._watch_value"):
        ("edd7e61e320db90c", "tui/widgets/command_line.py (Input._suggestion, Tab)"),
    ("jinja2.environment", "Environment._load_template"):
        ("5afc21f5ba4a2054", "tui/narration/sandbox.py (templates load through the sandbox)"),
}


def pinned_source(module: str, qualname: str) -> str:
    """The source of `qualname` as its module's file has it (not as patched at run time)."""
    tree = ast.parse(inspect.getsource(importlib.import_module(module)))
    body: list[ast.stmt] = tree.body
    node: ast.stmt | None = None
    for part in qualname.split("."):
        node = next((n for n in body if isinstance(n, (ast.ClassDef, ast.FunctionDef,
                                                       ast.AsyncFunctionDef))
                     and n.name == part), None)
        if node is None:
            return ""
        body = node.body        # type: ignore[attr-defined]
    return ast.unparse(node) if node is not None else ""


def pinned_hash(module: str, qualname: str) -> str:
    return hashlib.sha256(pinned_source(module, qualname).encode()).hexdigest()[:16]


@pytest.mark.parametrize("where", list(PINS), ids=lambda w: w[1])
def test_the_textual_code_a_deviation_rests_on_is_unchanged(where):
    import textual
    expected, deviation = PINS[where]
    module, qualname = where
    assert pinned_hash(module, qualname) == expected, (
        f"Textual {textual.__version__} changed {module}.{qualname}: re-examine {deviation} "
        f"(tui/app/deviations.py), then re-pin it in tests/tui/shell/test_deviations.py")


def test_every_guard_is_installed_once_by_the_app():
    import textual.app
    from textual.screen import Screen
    from textual.widgets import OptionList, Select, Tabs

    import gameshelf.tui.app.shell  # noqa: F401  (installs the guards at import)
    from gameshelf.tui.screens.palette import CommandPalette
    deviations.install()                     # a second install wraps nothing twice
    for method in (OptionList._move_page, Tabs._on_mount, Select._on_mount,
                   Screen._forward_event):
        assert getattr(method, "_guarded", False)
        wrapped = [c.cell_contents for c in method.__closure__ or ()]
        assert not any(getattr(w, "_guarded", False) for w in wrapped)
    assert textual.app.CommandPalette is CommandPalette


async def test_a_click_on_an_option_a_search_took_away_does_nothing():
    from textual.widgets import OptionList
    deviations.guard_option_list()

    class One(App):
        def compose(self):
            yield OptionList("a", "b")

    app = One()
    async with app.run_test() as pilot:
        options = app.query_one(OptionList)
        gone = SimpleNamespace(style=SimpleNamespace(meta={"option": 5}))
        await options._on_click(gone)        # Textual's own raised IndexError
        options._move_page(1)
        await pilot.pause()
        assert app.is_running


def test_a_session_server_starts_its_apps_with_its_own_service(monkeypatch):
    import textual_serve.server
    monkeypatch.setattr(textual_serve.server, "AppService", textual_serve.server.AppService)

    class Mine(textual_serve.server.AppService):
        pass

    deviations.serve_sessions_with(Mine)
    assert textual_serve.server.AppService is Mine


async def test_the_keymap_read_back_is_the_one_set():
    app = App()
    async with app.run_test():
        app.set_keymap({"app.quit": "ctrl+x"})
        assert deviations.app_keymap(app) == {"app.quit": "ctrl+x"}


def test_keys_normalize_as_textual_binds_them():
    assert deviations.normalize_key_list("ctrl+a, ?") == "ctrl+a,question_mark"


async def test_an_error_textual_caught_makes_the_exit_code_non_zero():
    from gameshelf.tui.app.shell import exit_code

    class Broken(App):
        def on_mount(self):
            raise RuntimeError("boom")

    app = Broken()
    with pytest.raises(RuntimeError):
        async with app.run_test():
            pass
    assert deviations.app_crashed(app) and exit_code(app) == 1
    assert exit_code(App()) == 0
