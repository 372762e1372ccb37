"""`play --plain` plays a match to the end from a pipe, and without a terminal play, continue
and load choose plain text by themselves, with one line saying so."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gameshelf.engine.lunch_money import Scenario
from gameshelf.tui.cli import main
from gameshelf.tui.store import saves
from tests.tui.lunch_money.lm_helpers import NAMES, scenario_match
from tests.tui.plain.helpers import ANSI_OR_BOX

LUNCHMONEY = "import sys; from gameshelf.tui.cli import main; sys.exit(main(sys.argv[1:]))"
# The words these tests read are English: the player's own language must not change them.
ENGLISH = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}


def _run(argv: list[str], script: str | None, folder, **env: str):
    """The program as a script runs it: stdin from a pipe (or nothing), stdout into a pipe."""
    # The timeout only stops a hang; a whole match takes a second or two.
    return subprocess.run([sys.executable, "-c", LUNCHMONEY, "--saves", str(folder), *argv],
                          input=script, stdin=None if script is not None else subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, **ENGLISH, **env})


@pytest.mark.slow
def test_play_plain_plays_a_match_to_the_end_from_a_pipe(tmp_path):
    done = _run(["play", "--plain", "--seed", "11", "--bots", "3"], "1\n" * 5000, tmp_path)
    assert done.returncode == 0, done.stderr
    assert "The fight is over." in done.stdout and "winner" in done.stdout
    assert not any(c in done.stdout for c in ANSI_OR_BOX)
    assert done.stderr == ""
    assert saves.latest(tmp_path) is None          # finished: nothing left to continue


@pytest.mark.parametrize("argv", [["play", "--seed", "3"], ["continue"], ["load", "gym"]])
@pytest.mark.slow
def test_without_a_terminal_plain_text_is_chosen_with_one_line_saying_so(argv, tmp_path):
    match = scenario_match(Scenario(NAMES).hand(0, "jab").turn(0))
    saves.save(match, "gym", tmp_path)             # continue and load find a match to resume
    done = _run(argv, None, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "Output is not a terminal: playing in plain text (--plain).\n"
    assert done.stdout.splitlines()[-1].startswith("End of input:")


@pytest.mark.slow
def test_continue_plain_resumes_what_the_end_of_input_saved(tmp_path):
    first = _run(["play", "--plain", "--seed", "5"], "1\n1\n1\n", tmp_path)
    assert "the match is saved" in first.stdout.splitlines()[-1]
    again = _run(["continue", "--plain"], "1\n" * 5000, tmp_path)
    assert again.returncode == 0, again.stderr
    assert "— match resumed —" in again.stdout and "The fight is over." in again.stdout


def test_term_dumb_chooses_plain_text(monkeypatch, capsys):
    import io
    monkeypatch.setenv("TERM", "dumb")
    for name, value in ENGLISH.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", "--seed", "3"]) == 0
    out, err = capsys.readouterr()
    assert err == "TERM=dumb: playing in plain text (--plain).\n"
    assert out.splitlines()[-1].startswith("End of input")


@pytest.mark.slow
def test_a_broken_save_is_still_one_line_and_exit_2(tmp_path):
    (tmp_path / "bad.json").write_text("{not json")
    done = _run(["load", "bad", "--plain"], "", tmp_path)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_a_game_without_a_plain_mode_says_so_in_one_line(monkeypatch, capsys):
    import dataclasses

    from gameshelf.tui import shelf as shelf_games
    ui = shelf_games.ui_for("lunch-money")
    monkeypatch.setattr(shelf_games, "ui_for",
                        lambda key: dataclasses.replace(ui, text_turns=None))
    assert main(["play", "--plain", "--seed", "3"]) == 2
    err = capsys.readouterr().err
    assert err == "lunchmoney: Lunch Money has no plain-text mode yet\n"
