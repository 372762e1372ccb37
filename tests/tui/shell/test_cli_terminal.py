"""The shelf needs a terminal: started from a pipe or a file it says so in one line, exit 2.
(play, continue and load play as plain text instead: tests/tui/plain/test_pipe.py.)"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gameshelf.engine.lunch_money import Scenario
from gameshelf.tui.store import saves
from tests.tui.lunch_money.lm_helpers import NAMES, scenario_match

LUNCHMONEY = "import sys; from gameshelf.tui.cli import main; sys.exit(main(sys.argv[1:]))"


@pytest.mark.parametrize("argv", [[]])
@pytest.mark.slow
def test_without_a_terminal_the_game_says_so_and_exits_2(argv, tmp_path):
    match = scenario_match(Scenario(NAMES).hand(0, "jab").turn(0))
    saves.save(match, "gym", tmp_path)             # continue and load find a match to resume
    env = {**os.environ, "LUNCHMONEY_SAVES": str(tmp_path)}
    # The timeout only stops a hang (the bug: Textual's input loop span on a pipe for ever).
    done = subprocess.run([sys.executable, "-c", LUNCHMONEY, *argv], stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=120, env=env)
    err = done.stderr.strip()
    assert done.returncode == 2, err
    assert len(err.splitlines()) == 1 and "needs a terminal" in err and "Traceback" not in err
