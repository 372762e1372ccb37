"""`lunchmoney sim`: figures as JSON, and one clear line for bad arguments."""

import io
import json
import re
import sys
import tracemalloc

import pytest

from gameshelf.tui.cli import main
from gameshelf.tui.headless.sim import ProgressLine, simulate


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
    from gameshelf.engine.lunch_money import apply, current_decision, new_game, view_for
    from gameshelf.engine.lunch_money.bots import make_bot
    from gameshelf.tui.headless.sim import match_seed, play_game

    for game in range(6):
        kinds = ["random"] * (2 + game % 3)
        winner, actions = play_game(kinds, 4, game, None, game_key="lunch-money")
        state = new_game(len(kinds), seed=match_seed(4, game))
        bots = [make_bot("random", s, f"4:{game}:{s}") for s in range(len(kinds))]
        count = 0
        while state.winner is None:
            seat = current_decision(state).seat
            state, _ = apply(state, bots[seat].choose(view_for(state, seat)))
            count += 1
        assert ((state.winner,), count) == (winner, actions)


def test_narrate_with_several_games_tells_each_under_its_own_header(capsys):
    assert main(["sim", "--narrate", "--games", "3", "--players", "3", "--seed", "2"]) == 0
    parts = re.split(r"^=== Match (\d) of 3 ===$", capsys.readouterr().out, flags=re.M)
    assert parts[0] == "" and parts[1::2] == ["1", "2", "3"]
    logs = [part.strip() for part in parts[2::2]]
    assert len(set(logs)) == 3 and all(log.count("\n") > 20 for log in logs)
    # One narrated game (the default) is the first of them, with no header.
    assert main(["sim", "--narrate", "--players", "3", "--seed", "2"]) == 0
    assert capsys.readouterr().out.strip() == logs[0]


def test_narrate_and_json_together_are_refused_in_one_line(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["sim", "--narrate", "--json", "--games", "2"])
    out, err = capsys.readouterr()
    assert exit_.value.code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "--json" in err and "--narrate" in err


class _Terminal(io.StringIO):
    """A stderr that says it is a terminal, so the sim draws its progress bar."""

    def isatty(self) -> bool:
        return True


@pytest.mark.slow
def test_progress_shows_on_a_terminal_without_touching_the_json(monkeypatch, capsys):
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    monkeypatch.setattr(ProgressLine, "clock", staticmethod(lambda: 0.0))  # a quick machine
    assert main(["sim", "--players", "2", "--games", "250", "--seed", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 250
    drawn = terminal.getvalue()
    assert "250/250 games" in drawn
    # Redrawn once per whole percent (not once per game), then wiped.
    assert drawn.count("\r") <= 101 + 2 and drawn.endswith("\r") and "\n" not in drawn


def test_a_huge_run_still_moves_every_second(monkeypatch):
    terminal, now = _Terminal(), [0.0]
    monkeypatch.setattr(ProgressLine, "clock", staticmethod(lambda: now[0]))
    bar = ProgressLine(10**12, "games", terminal)
    for done in range(1, 6):   # a game each 0.6 s: redrawn at once, then after 1.2 s twice
        now[0] += 0.6
        bar.update(done)
    drawn = terminal.getvalue()
    assert drawn.count("\r") == 3 and "5/1000000000000 games, years left" in drawn


def test_no_progress_when_stderr_is_not_a_terminal(capsys):
    assert main(["sim", "--players", "2", "--games", "60", "--seed", "1"]) == 0
    assert capsys.readouterr().err == ""


def _peak_bytes(games: int) -> int:
    tracemalloc.start()
    try:
        simulate(["random"], 2, games, seed=1, game_key="lunch-money")
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.slow
def test_a_long_sim_needs_no_more_memory_than_a_short_one():
    simulate(["random"], 2, 2, seed=1, game_key="lunch-money")   # imports and caches, outside the measurement
    short, long = _peak_bytes(20), _peak_bytes(200)
    # Keeping every decision time cost 32 bytes a decision: 1.1 MB more for these 180 games.
    assert long < short + 64_000, (short, long)


def test_ctrl_c_stops_a_long_sim_with_the_figures_so_far(monkeypatch, capsys):
    from gameshelf.tui.headless import sim as headless_sim
    real_game = headless_sim.play_game

    def interrupted_at_game_5(kinds, seed, game, stats, on_events=None, **kw):
        if game == 5:
            raise KeyboardInterrupt
        return real_game(kinds, seed, game, stats, on_events, **kw)

    monkeypatch.setattr(headless_sim, "play_game", interrupted_at_game_5)
    assert main(["sim", "--games", "1000000", "--json"]) == 130
    out, err = capsys.readouterr()
    figures = json.loads(out)
    assert figures["games"] == 5 and sum(figures["winners"]) == 5
    assert err.splitlines()[-1] == "lunchmoney: stopped after 5 of 1000000 games"
    assert err.startswith("sim: playing 1,000,000 matches")    # no terminal: said at the start


def test_sim_takes_the_game_by_key_title_or_alias(capsys):
    figures = []
    for name in ("lunch-money", "Lunch Money", "lm"):
        assert main(["sim", "--game", name, "--players", "3", "--games", "4", "--seed", "2",
                     "--json"]) == 0
        figures.append({k: v for k, v in json.loads(capsys.readouterr().out).items()
                        if k in ("games", "winners", "actions")})
    assert figures[0] == figures[1] == figures[2] and figures[0]["games"] == 4


def test_an_unknown_game_is_one_line_and_exit_2(capsys):
    assert main(["sim", "--game", "chess"]) == 2
    assert capsys.readouterr().err == ("lunchmoney: unknown game 'chess': choose from "
                                       "lunch-money, dumm-gelaufen, dig-your-way-out\n")


def test_the_shelf_command_asks_which_game_once_there_are_two(capsys):
    from gameshelf.tui.cli import shelf_main
    assert shelf_main(["sim", "--players", "2", "--games", "2", "--json"]) == 2
    assert capsys.readouterr().err == ("gameshelf: sim needs --game: one of lunch-money, "
                                       "dumm-gelaufen, dig-your-way-out\n")
    assert shelf_main(["sim", "--game", "dumm-gelaufen", "--players", "2", "--games", "2",
                       "--json"]) == 0


def test_the_shelf_command_runs_the_only_game_without_being_told(capsys, monkeypatch):
    from gameshelf.tui import shelf as shelf_games
    from gameshelf.tui.cli import shelf_main
    # A shelf of one game with a table (the others' TUIs are registered now).
    monkeypatch.setattr(shelf_games, "UI_MODULES", {"lunch-money": shelf_games.UI_MODULES["lunch-money"]})
    assert shelf_main(["sim", "--players", "2", "--games", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2


def test_a_number_of_games_no_run_could_finish_is_refused_in_one_line(capsys):
    """`sim --games 10000000000000` used to run silently until killed."""
    with pytest.raises(SystemExit) as exit_:
        main(["sim", "--games", "10000000000000"])
    out, err = capsys.readouterr()
    assert exit_.value.code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "at most 1,000,000" in err
    assert "10000000000000" in err and "Traceback" not in err


def test_a_long_run_with_no_terminal_says_what_it_is_doing(capsys, monkeypatch):
    from gameshelf.tui.headless import sim as headless_sim
    monkeypatch.setattr(headless_sim, "QUIET_RUN", 3)      # "long": as long as a test may take
    assert main(["sim", "--games", "3", "--players", "2", "--seed", "1"]) == 0
    out, err = capsys.readouterr()
    assert err.splitlines() == ["sim: playing 3 matches of Lunch Money with 2 players; no "
                                "progress bar without a terminal, Ctrl+C stops early with the "
                                "figures so far"]
    assert out.startswith("3 games, 2 players")
    # A short run stays quiet.
    assert main(["sim", "--games", "2", "--players", "2", "--seed", "1"]) == 0
    assert capsys.readouterr().err == ""
