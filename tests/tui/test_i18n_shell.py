"""The shell speaks the player's language: no word it shows is left out of the catalog, the
language follows LANG/LC_* and the Language setting, a switch redraws the screens at once and the
fight log's new lines follow it; the CLI's help speaks it too."""

from __future__ import annotations

import ast
from pathlib import Path

from tui.locale import domains

# Calls whose string arguments the player reads: widgets, notices, log notes, dialogs, the
# palette's commands, key descriptions, CLI help and errors.
SHOWN_BY = {"Static", "Label", "Button", "Checkbox", "notify", "note", "_note", "say", "update",
            "Binding", "SystemCommand", "ErrorDialog", "ConfirmDialog", "CliError", "add_parser",
            "add_argument", "add_columns", "add_row", "Prompt", "ArgumentTypeError", "error",
            "Option", "Select", "Input", "Parser", "add_subparsers", "add_argument_group",
            "print", "push_screen"}
# Where a call's positional arguments are not all shown: only these are (a Binding's key and
# action are not words, an argument's name is typed as it is).
SHOWN_POSITIONS = {"Binding": (2,), "add_argument": (), "add_parser": (), "add_subparsers": (),
                   "add_argument_group": (0, 1)}
SHOWN_KEYWORDS = {"help", "description", "title", "placeholder", "tooltip", "message", "prompt",
                  "question", "label"}
MARKERS = {"_", "N_", "n"}


def _name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _words(node: ast.AST) -> bool:
    """Whether a literal (or an f-string's literal parts) holds a word a player reads."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(c.isalpha() for c in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(_words(v) for v in node.values if isinstance(v, ast.Constant))
    return False


def _unmarked(node: ast.AST):
    """The bare literals in an argument: not inside a _()/N_() call."""
    if isinstance(node, ast.Call) and _name(node) in MARKERS:
        return
    if _words(node):
        yield node
        return
    if isinstance(node, (ast.Call, ast.Lambda)):
        return          # a call's own arguments are checked where that call is
    for child in ast.iter_child_nodes(node):
        yield from _unmarked(child)


def unmarked_words(path: Path) -> list[str]:
    """file:line and the literal, for every shown word not marked for translation."""
    found = []
    for call in ast.walk(ast.parse(path.read_text(), str(path))):
        if not isinstance(call, ast.Call) or _name(call) not in SHOWN_BY:
            continue
        shown = SHOWN_POSITIONS.get(_name(call))
        args = [a for i, a in enumerate(call.args) if shown is None or i in shown]
        args += [k.value for k in call.keywords if k.arg in SHOWN_KEYWORDS]
        for arg in args:
            for bare in _unmarked(arg):
                found.append(f"{path}:{bare.lineno}: {ast.unparse(bare)[:60]}")
    return found


def test_every_word_the_shell_shows_is_marked_for_translation():
    files = [f for f in domains()["shell"] if "locale" not in f.parts]    # tui.locale: a tool
    assert [w for f in files for w in unmarked_words(f)] == []
