"""The README tells the truth: every Python block in it runs as printed, and every command of
its shell blocks is one the program takes. The quick ones run: `sim` with its `--games` cut to
two (a ladder of a thousand hard games is the reader's to wait for), `templates check`, `saves`,
`--version`. The ones that open a screen, a server or a long-lived loop (`make play`, `play`,
`continue`, `serve`) are parsed only, and `make` targets are checked against the Makefile."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from gameshelf.tui.cli import build_parser, main, shelf_main

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```(\w*)\n(.*?)```", README, flags=re.S)
PYTHON = [body for lang, body in BLOCKS if lang == "python"]
COMMANDS = [line.split("#")[0].strip() for lang, body in BLOCKS if lang == "sh"
            for line in body.splitlines() if line.split("#")[0].strip()]
RUNS = ("sim", "templates", "saves", "--version")


def test_the_readme_has_its_examples():
    assert len(PYTHON) >= 2 and len(COMMANDS) >= 10


@pytest.mark.parametrize("block", PYTHON, ids=[f"python-{i}" for i in range(len(PYTHON))])
def test_every_python_block_runs(block):
    exec(compile(block, "README.md", "exec"), {"__name__": "readme"})


def _program_words(command: str) -> tuple[str, list[str]] | None:
    """Which of our programs, and the arguments after its name; None for a command not ours
    (make, source)."""
    words = shlex.split(command)
    for i, word in enumerate(words):
        if Path(word).name in ("gameshelf", "lunchmoney"):
            return Path(word).name, words[i + 1:]
    return None


@pytest.mark.parametrize("command", COMMANDS)
def test_every_shell_command_is_one_the_program_takes(command, tmp_path, monkeypatch, capsys):
    ours = _program_words(command)
    if ours is None:
        targets = re.findall(r"make (\w[\w-]*)", command)
        makefile = (ROOT / "Makefile").read_text()
        assert targets or command.startswith("source "), command
        for target in targets:
            assert re.search(rf"(?m)^{re.escape(target)}:", makefile), f"no make {target}"
        return
    program, words = ours
    build_parser(program).parse_args(words)          # exits 2 on a flag that is gone
    if not words or words[0] not in RUNS:
        return
    if words[0] == "sim" and "--games" in words:
        words[words.index("--games") + 1] = "1"
    if words[0] == "templates" and words[1:2] == ["export"]:
        words.append(str(tmp_path / "mine"))
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "saves"))
    run = shelf_main if program == "gameshelf" else main
    assert run(words) == 0, capsys.readouterr().err
