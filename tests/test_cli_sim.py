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


def test_random_bots_choose_alike_with_or_without_a_view():
    """The sim hands a random bot only its legal actions; the app hands it a view. Both ways
    give the same match (same seed, same choices, same winner)."""
    from engine import apply, current_decision, new_game, view_for
    from engine.bots import make_bot
    from tui.sim import play_game

    for game in range(6):
        kinds = ["random"] * (2 + game % 3)
        winner, actions = play_game(kinds, 4, game, None)
        state = new_game(len(kinds), seed=4 * 1_000_003 + game)
        bots = [make_bot("random", s, f"4:{game}:{s}") for s in range(len(kinds))]
        count = 0
        while state.winner is None:
            seat = current_decision(state).seat
            state, _ = apply(state, bots[seat].choose(view_for(state, seat)))
            count += 1
        assert (state.winner, count) == (winner, actions)
