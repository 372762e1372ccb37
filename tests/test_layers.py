"""The layers hold: tui has no import cycle, the engine stands alone, and the shell reaches a
game only through the registries (engine.find_game, tui.games.ui_for).

The import graph is read from the source (ast), so nothing is imported to check it. Imports at
module level and inside functions are kept apart (a cycle of module-level imports breaks at
start-up or leaves half-made modules), but the layers hold for both: the graph has no cycle even
through function-level imports, and the shell (all of tui/ but tui/games/<game>/) names no game
at module level nor in a function, nor by a dotted name handed to importlib.import_module.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The games' own packages: an engine package beside engine.core, and a tui.games.<game> package.
# The shell is every tui module outside them; tui.games itself is the registry (ui_for).
GAME_TUI = "gameshelf.tui.games."
GAME_TUIS = tuple(p.name for p in sorted((ROOT / "gameshelf.tui" / "games").iterdir())
                  if (p / "__init__.py").exists())
GAME_ENGINES = tuple(f"engine.{p.name}" for p in sorted((ROOT / "gameshelf.engine").iterdir())
                     if (p / "__init__.py").exists() and p.name != "core")

# (shell module, game module it may import) -> why. Each one is a debt: the way the shell
# should reach the game is a GameUI entry (tui.games) or the engine registry.
ALLOWED: dict[tuple[str, str], str] = {}


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
            elif (dynamic := _dynamic_import(child)) is not None:
                found.add(dynamic)
            visit(child, nested)

    visit(tree, False)
    return top, inner


def _dynamic_import(node: ast.AST) -> str | None:
    """The module named by `importlib.import_module(...)` or `__import__(...)`, its formatted
    parts as {…} ("gameshelf.tui.games.{…}.chronicle"); None for any other node or a name not spelled out
    in the call (a registry's table, say)."""
    if not (isinstance(node, ast.Call) and node.args):
        return None
    f = node.func
    called = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
    if called not in ("import_module", "__import__"):
        return None
    arg = node.args[0]
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if isinstance(arg, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{…}" for v in arg.values)
    return None


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_graph(packages=("gameshelf.engine", "gameshelf.tui")) -> dict[str, tuple[set[str], set[str]]]:
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


def cycle_report(found: list[list[str]], edges: dict[str, set[str]]) -> str:
    """The cycles found, each with the imports that tie it ("a imports b"), to cut one."""
    out = [f"{len(found)} import cycle(s):"]
    for group in found:
        out.append("  " + " <-> ".join(group) + ":")
        out += [f"    {m} imports {d}" for m in group for d in sorted(edges.get(m, ()))
                if d in group]
    return "\n".join(out)


def test_tui_has_no_cycle_of_module_level_imports():
    graph = import_graph()
    edges = _top_edges(graph)
    found = cycles(edges)
    assert not found, cycle_report(found, edges)


def test_the_cycle_finder_finds_a_cycle_and_names_its_imports():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c"]]
    assert cycle_report(cycles(edges), edges).splitlines() == [
        "1 import cycle(s):", "  a <-> b <-> c:",
        "    a imports b", "    b imports c", "    c imports a"]


def test_the_engine_imports_only_the_standard_library():
    stdlib = sys.stdlib_module_names
    for path in (ROOT / "gameshelf.engine").rglob("*.py"):
        top, inner = _imports(path, _module_name(path))
        outside = {m for m in top | inner
                   if m.split(".")[0] not in stdlib and m.split(".")[0] != "gameshelf.engine"}
        assert not outside, f"{_module_name(path)} imports {sorted(outside)}"


def test_the_engine_never_imports_the_tui():
    for name, (top, inner) in import_graph().items():
        if name.startswith("gameshelf.engine"):
            assert not {m for m in top | inner if m.startswith("gameshelf.tui")}, name


def is_shell(name: str) -> bool:
    """Whether a module is the shell's: of tui, and not inside one game's package."""
    return (name == "gameshelf.tui" or name.startswith("gameshelf.tui.")) and not name.startswith(GAME_TUI)


def names_a_game(imported: str) -> bool:
    """Whether an imported name is in a game's package (not the registry's ui_for, say); a
    package chosen at run time ({…}) counts."""
    if imported.startswith(GAME_TUI):
        package = imported.removeprefix(GAME_TUI).split(".")[0]
        return package in GAME_TUIS or "{" in package
    return any(imported == g or imported.startswith(g + ".") for g in GAME_ENGINES)


def _outermost(names: set[str]) -> list[str]:
    """The names without those inside another one ("x.y" goes when "x" is there)."""
    return sorted(n for n in names if not any(n.startswith(o + ".") for o in names))


def game_imports(files: dict[str, Path]) -> list[str]:
    """Every import of a game's module by a shell module, as "module imports name (where)",
    leaving out the ALLOWED ones."""
    found = []
    for name, path in sorted(files.items()):
        if not is_shell(name):
            continue
        top, inner = _imports(path, name)
        for where, names in (("at module level", top), ("in a function", inner - top)):
            games = {m for m in names if names_a_game(m) and (name, m) not in ALLOWED}
            found += [f"{name} imports {m} ({where})" for m in _outermost(games)]
    return found


def _tui_files() -> dict[str, Path]:
    return {_module_name(p): p for p in (ROOT / "gameshelf.tui").rglob("*.py")}


def test_the_shell_names_no_game_neither_at_module_level_nor_in_a_function():
    found = game_imports(_tui_files())
    assert not found, (f"{len(found)} import(s) of a game by the shell; reach a game through "
                       "gameshelf.engine.find_game or tui.games.ui_for (GameUI) instead:\n  "
                       + "\n  ".join(found))


def test_every_allowed_game_import_is_still_there():
    # An allowance nobody needs any more goes, so the list only ever shrinks.
    files = _tui_files()
    seen = {(name, m) for name, path in files.items() if is_shell(name)
            for m in set.union(*_imports(path, name))}
    assert not set(ALLOWED) - seen, f"no longer needed: {sorted(set(ALLOWED) - seen)}"


def test_the_game_import_check_sees_every_kind_of_import(tmp_path):
    # A shell module that reaches into a game in each way the check must notice.
    (tmp_path / "gameshelf.tui" / "screens").mkdir(parents=True)
    sneaky = tmp_path / "gameshelf.tui" / "screens" / "sneaky.py"
    sneaky.write_text("import importlib\n"
                      "from engine.lunch_money import KIND_OF\n"
                      "def later():\n"
                      "    from tui.games.lunch_money.table import TableScreen\n"
                      "    importlib.import_module(f'tui.games.{key}.help')\n"
                      "from tui.games import ui_for\n", encoding="utf-8")
    found = game_imports({"gameshelf.tui.screens.sneaky": sneaky})
    assert found == [
        "gameshelf.tui.screens.sneaky imports engine.lunch_money (at module level)",
        "gameshelf.tui.screens.sneaky imports tui.games.lunch_money.table (in a function)",
        "gameshelf.tui.screens.sneaky imports tui.games.{…}.help (in a function)",
    ]


def test_the_games_own_packages_are_not_the_shell():
    assert "gameshelf.engine.lunch_money" in GAME_ENGINES and "gameshelf.engine.core" not in GAME_ENGINES
    assert is_shell("gameshelf.tui.games") and is_shell("gameshelf.tui.widgets.fight_log")
    assert not is_shell("gameshelf.tui.games.lunch_money.table") and not is_shell("gameshelf.engine.core")


def test_the_shell_has_no_cycle_even_through_function_level_imports():
    # Lazy imports break no start-up, but a cycle through them still ties modules together
    # that should stand in layers (before issue 15: seven modules, cli <-> app <-> sim <->
    # narrate_cli <-> saves_cli <-> templates_cli <-> screens/settings, and saves <-> stats).
    graph = import_graph()
    edges = {m: {d for d in top | inner if not d.startswith(m + ".")}
             for m, (top, inner) in graph.items()}
    found = cycles(edges)
    assert not found, cycle_report(found, edges)
