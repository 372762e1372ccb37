"""The layers hold: tui has no import cycle, the engine stands alone, and the shell reaches a
game only through the registries (engine.find_game, tui.games.ui_for).

The import graph is read from the source (ast), so nothing is imported to check it. Imports at
module level and inside functions are kept apart: a cycle of module-level imports breaks at
start-up or leaves half-made modules; one through a function-level import (deliberately lazy,
for start-up speed) does not, and is allowed.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Modules of the shell: they name no game. A game comes through engine.find_game / ui_for.
SHELL = ("tui.cli", "tui.app", "tui.settings", "tui.saves", "tui.saves_cli", "tui.stats",
         "tui.sim", "tui.paths", "tui.errors", "tui.screens.title", "tui.screens.load",
         "tui.screens.settings", "tui.screens.stats", "tui.screens.new_match")
GAME_PACKAGES = ("engine.lunch_money", "tui.games.lunch_money")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, name: str) -> tuple[set[str], set[str]]:
    """(module-level imports, function-level imports) of one module, as absolute names."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    top: set[str] = set()
    inner: set[str] = set()

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            nested = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef |
                                               ast.Lambda)
            found = top if not in_function else inner
            if isinstance(child, ast.Import):
                found.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    up = package.split(".")[:len(package.split(".")) - child.level + 1]
                    base = ".".join([*up, base] if base else up)
                found.add(base)
                found.update(f"{base}.{a.name}" for a in child.names)   # submodules
            elif isinstance(child, ast.If) and _is_type_checking(child.test):
                continue        # typing-only imports never run
            visit(child, nested)

    visit(tree, False)
    return top, inner


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_graph(packages=("engine", "tui")) -> dict[str, tuple[set[str], set[str]]]:
    """Every module of the packages -> (module-level, function-level) imports of our modules."""
    files = {_module_name(p): p for pkg in packages for p in (ROOT / pkg).rglob("*.py")}
    graph = {}
    for name, path in files.items():
        top, inner = _imports(path, name)
        graph[name] = ({m for m in top if m in files and m != name},
                       {m for m in inner if m in files and m != name})
    return graph


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            strong(v)
    return found


def _top_edges(graph) -> dict[str, set[str]]:
    # A package's __init__ importing its own submodules is how a package is made, not a cycle.
    return {m: {d for d in top if not d.startswith(m + ".")} for m, (top, _) in graph.items()}


def test_tui_has_no_cycle_of_module_level_imports():
    graph = import_graph()
    found = cycles(_top_edges(graph))
    assert not found, f"{len(found)} import cycle(s): " + "; ".join(" <-> ".join(c)
                                                                     for c in found)


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_engine_imports_only_the_standard_library():
    stdlib = sys.stdlib_module_names
    for path in (ROOT / "engine").rglob("*.py"):
        top, inner = _imports(path, _module_name(path))
        outside = {m for m in top | inner
                   if m.split(".")[0] not in stdlib and m.split(".")[0] != "engine"}
        assert not outside, f"{_module_name(path)} imports {sorted(outside)}"


def test_the_engine_never_imports_the_tui():
    for name, (top, inner) in import_graph().items():
        if name.startswith("engine"):
            assert not {m for m in top | inner if m.startswith("tui")}, name


def test_the_shell_names_no_game_at_module_level():
    graph = import_graph()
    for name, (top, _) in graph.items():
        if name in SHELL or any(name.startswith(s + ".") for s in SHELL):
            games = sorted(m for m in top if m.startswith(GAME_PACKAGES))
            assert not games, f"{name} imports {games} at module level: use engine.find_game " \
                              "or tui.games.ui_for"


def test_the_shell_has_no_cycle_even_through_function_level_imports():
    # Lazy imports break no start-up, but a cycle through them still ties modules together
    # that should stand in layers (before issue 15: seven modules, cli <-> app <-> sim <->
    # narrate_cli <-> saves_cli <-> templates_cli <-> screens/settings, and saves <-> stats).
    graph = import_graph()
    edges = {m: {d for d in top | inner if not d.startswith(m + ".")}
             for m, (top, inner) in graph.items()}
    found = cycles(edges)
    assert not found, f"{len(found)} import cycle(s): " + "; ".join(" <-> ".join(c)
                                                                     for c in found)
