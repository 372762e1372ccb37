"""`play --plain --game dig-your-way-out` plays a seeded match to the end from a pipe: every
decision is a numbered question, a typed command works, bad input is one line."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.tui.plain.helpers import ANSI_OR_BOX

PROGRAM = "import sys; from gameshelf.tui.cli import main; sys.exit(main(sys.argv[1:]))"
ENGLISH = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}


@pytest.mark.slow
def test_a_plain_match_from_a_pipe_to_the_end(tmp_path):
    script = "fly away\nsearch\n" + "1\n" * 20000
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM, "--saves", str(tmp_path), "play", "--plain", "--game",
         "dig-your-way-out", "--seed", "11", "--bots", "2"],
        input=script, capture_output=True, text=True, timeout=300,
        env={**os.environ, **ENGLISH})
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Your turn: 2 actions left." in out and "  1. Search" in out
    assert "I don't know 'fly'. Type 'help' for the commands." in out
    assert "The match is over." in out and "Final standings:" in out and ": escaped" in out
    assert not any(c in out for c in ANSI_OR_BOX[:1])
    assert done.stderr == ""
