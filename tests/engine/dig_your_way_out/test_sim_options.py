"""`sim --game dig-your-way-out --option michel=on`: a game's options reach every simulated
match, and a bad one is one line with exit 2."""

import json

import pytest

from gameshelf.tui.cli import main
from gameshelf.tui.headless.sim import play_game


def _started(options):
    seen = []
    play_game(["random", "random"], 1, 0, None, lambda _s, ev: seen.extend(ev),
              game_key="dig-your-way-out", options=options)
    return next(e for e in seen if type(e).__name__ == "GameStarted")


def test_the_option_deals_michel_into_the_match():
    assert _started({"michel": True}).michel is True
    assert _started(None).michel is False


def test_sim_with_michel_on_plays_other_matches_than_off(capsys):
    figures = []
    for value in ("on", "off"):
        assert main(["sim", "--game", "dig", "--players", "3", "--games", "3", "--seed", "4",
                     "--option", f"michel={value}", "--json"]) == 0
        figures.append(json.loads(capsys.readouterr().out)["actions"])
    assert figures[0] != figures[1]


@pytest.mark.parametrize("option", ["michel=maybe", "teams=on", "michel"])
def test_a_bad_option_is_one_line_and_exit_2(option, capsys):
    try:
        code = main(["sim", "--game", "dig", "--games", "1", "--option", option])
    except SystemExit as exit_:
        code = exit_.code
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and "--option" in err


def test_teams_at_a_table_they_do_not_fit_are_one_line_and_exit_2(capsys):
    """The team variant needs 4 or 6 players: at 3 the sim says so (it raised ValueError)."""
    try:
        code = main(["sim", "--game", "dig", "--players", "3", "--games", "1",
                     "--option", "team=on"])
    except SystemExit as exit_:
        code = exit_.code
    err = capsys.readouterr().err.strip()
    assert code == 2 and err.splitlines() == [err] and "4 or 6 players" in err
