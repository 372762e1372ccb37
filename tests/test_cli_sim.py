"""`lunchmoney sim`: figures as JSON, and one clear line for bad arguments."""

import json

import pytest

from tui.cli import main


def test_sim_json_reports_every_game_with_a_winner(capsys):
    assert main(["sim", "--players", "4", "--games", "20", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 20 and sum(out["winners"]) == 20 and len(out["winners"]) == 4
    for key in ("actions", "seconds", "games_per_second", "actions_per_second"):
        assert out[key] > 0


def test_sim_is_reproducible(capsys):
    main(["sim", "--players", "3", "--games", "5", "--seed", "9", "--json"])
    first = json.loads(capsys.readouterr().out)
    main(["sim", "--players", "3", "--games", "5", "--seed", "9", "--json"])
    second = json.loads(capsys.readouterr().out)
    assert (first["winners"], first["actions"]) == (second["winners"], second["actions"])


@pytest.mark.parametrize("argv", [
    ["sim", "--players", "9"], ["sim", "--games", "x"], ["sim", "--games", "0"],
    ["sim", "--bots", "wizard"], ["sim", "--seed", "abc"], ["nonsense"],
])
def test_bad_arguments_give_one_line_and_exit_2(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as exit_:
        code = exit_.code
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err
