"""Whatever goes wrong, `lunchmoney` says so in one short, clean line: never a traceback."""

import os
import subprocess
import sys

import pytest

from gameshelf.tui import cli
from gameshelf.tui.cli import MAX_ERROR_LINE, CliError, main


def _run(argv, capsys) -> tuple[int, str, str]:
    try:
        code = main(argv)
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


def test_a_huge_error_message_prints_one_short_clean_line(monkeypatch, capsys):
    found = "\x1b[31mred\x1b[0m\tsave\r\nname\x07 " + "x" * 10_000

    def fail(_args):
        raise CliError(f"there is no save {found}")

    monkeypatch.setattr(cli, "_run", fail)
    code, out, err = _run(["saves"], capsys)
    assert code == 2 and out == "" and err.endswith("…\n")
    line = err.removesuffix("\n")
    assert "\n" not in line and len(line) <= MAX_ERROR_LINE
    assert line.startswith("lunchmoney: there is no save red save name x")
    assert all(ch.isprintable() for ch in line)


def test_a_huge_bad_value_prints_one_short_line(capsys):
    code, _, err = _run(["sim", "--lang", "\x1b[2J" + "fr" * 5_000], capsys)
    assert code == 2 and len(err.splitlines()) == 1 and len(err) <= MAX_ERROR_LINE + 1
    assert "\x1b" not in err and err.rstrip().endswith("(see --help)")


@pytest.mark.parametrize("argv, says", [
    (["sim", "--games", "0"], "at least 1"),
    (["sim", "--games", "-5"], "at least 1"),
    (["sim", "--games", "1e3"], "whole number"),
    (["sim", "--players", "7"], "2 to 6 players"),
    (["sim", "--players", "-1"], "2 to 6 players"),
    (["sim", "--players", "99999999999999999999"], "2 to 6 players"),
    (["sim", "--bots", "nonsense"], "unknown bot kind"),
    (["sim", "--seed", "9" * 5_000], "a seed is a whole number from"),
    (["sim", "--narrate", "--json"], "not allowed"),
    (["sim", "--lang", "fr"], "invalid choice"),
    (["play", "--bots", "-1"], "at least 1"),
    (["play", "--bots", "7"], "between 1 and 5"),
    (["play", "--difficulty", "godlike"], "invalid choice"),
    (["replay"], "required"),
    (["templates"], "required"),
    (["continue", "extra"], "unrecognized"),
    (["--bogus"], "unrecognized"),
    (["load", ""], "There is no save ''"),
    (["replay", " "], "There is no save ' '"),
    (["--saves", "", "saves"], "'' is not a folder"),
    (["--saves", __file__, "saves"], "is not a folder"),
    (["--saves", __file__, "continue"], "is not a folder"),
    (["templates", "check", "x" * 300], "no template folder"),
    (["templates", "export", "x" * 300], "cannot export to"),
    (["continue", "--game", "nosuch"], "unknown game"),
    *[(["sim", "--game", game, "--players", players], "players") for game in
      ("dumm-gelaufen", "dig-your-way-out") for players in ("1", "9")],
    *[(["play", "--game", game, "--bots", "9"], "between 1 and 5") for game in
      ("dumm-gelaufen", "dig-your-way-out")],
])
def test_every_bad_argument_gets_one_line_and_exit_2(argv, says, capsys):
    code, out, err = _run(argv, capsys)
    assert code == 2 and out == "" and len(err.splitlines()) == 1, err
    assert says in err and "Traceback" not in err


def _lunchmoney(*args: str, stdout) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gameshelf.tui.cli", *args], stdout=stdout,
                          stderr=subprocess.PIPE, text=True, timeout=120,
                          cwd=os.path.dirname(os.path.dirname(__file__)))


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_output_that_cannot_be_written_is_one_line_not_a_traceback():
    with open("/dev/full", "w") as full:
        done = _lunchmoney("sim", "--games", "2", "--players", "2", stdout=full)
    assert done.returncode == 1
    assert done.stderr == "lunchmoney: No space left on device\n"


def test_a_reader_that_goes_away_stops_the_output_quietly():
    reader = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.readline()"],
                              stdin=subprocess.PIPE)
    done = _lunchmoney("sim", "--narrate", "--games", "30", "--players", "2",
                       stdout=reader.stdin)
    reader.stdin.close()
    reader.wait(timeout=60)
    assert done.stderr == "" and done.returncode == 141
