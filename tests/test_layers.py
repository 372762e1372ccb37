"""The layer rules hold: the contracts in pyproject.toml ([tool.importlinter]), checked by
import-linter, a kept library — the engine uses the standard library only, the shell names no
game, the model, storage, narration, headless and CLI packages import no Textual, and no two
packages or modules of one level import each other in a cycle."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_every_layer_contract_is_kept():
    lint = Path(sys.executable).parent / "lint-imports"
    done = subprocess.run([str(lint), "--no-cache"], cwd=ROOT, capture_output=True, text=True,
                          timeout=240)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "4 kept, 0 broken" in done.stdout


@pytest.mark.slow
def test_the_engine_imports_only_the_standard_library():
    """What a forbidden contract cannot say: no third-party package at all, named or not."""
    import ast
    stdlib = set(sys.stdlib_module_names)
    for path in (ROOT / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[:2] == ["gameshelf", "engine"] or name.split(".")[0] in stdlib, \
                    f"{path.relative_to(ROOT)} imports {name}"
