"""Bring your own bot: an outside bot plays `sim` through the public protocol, and one that
raises, hangs or cheats loses those decisions to the default action with one warning, while
the match goes on; a spec that will not load is one line and exit 2."""

from __future__ import annotations

import json
import threading
from importlib.metadata import EntryPoint

import pytest

from gameshelf.engine import find_game
from gameshelf.engine.core.bots import sim_bot_seed
from gameshelf.tui.cli import main
from gameshelf.tui.headless import outside_bots
from gameshelf.tui.headless.sim import match_seed

GAMES = ("lunch-money", "dumm-gelaufen", "dig-your-way-out")
EXAMPLE = "gameshelf.tui.headless.example_bot:ExampleBot"
HERE = __name__                  # this module: its bots below are named module:Class
RELEASE = threading.Event()      # what the hanging bot waits for (set when the tests end)


class RaisingBot:
    def __init__(self, game, seat, seed):
        self.seat = seat

    def choose(self, view):
        raise ValueError("no idea")


class CheatingBot(RaisingBot):
    def choose(self, view):
        return "win the game"


class HangingBot(RaisingBot):
    def choose(self, view):
        RELEASE.wait()          # thinks for ever: the referee stops waiting after --bot-time


class NotABot:
    """A class without choose(view)."""


@pytest.fixture(autouse=True, scope="module")
def _release_the_hanging_bot():
    yield
    RELEASE.set()


def sim(capsys, *words):
    """`sim` heads-up, one seeded match, figures as JSON: (exit code, figures, stderr)."""
    code = main(["sim", "--players", "2", "--games", "1", "--seed", "2929", "--json", *words])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if code == 0 else None), err


@pytest.mark.parametrize("game", GAMES)
def test_the_example_bot_plays_a_seeded_match_of_every_game(game, capsys):
    code, figures, err = sim(capsys, "--game", game, "--bots", f"{EXAMPLE},random")
    assert code == 0 and figures["games"] == 1 and err == ""
    mine = figures["bots"][EXAMPLE]["outside"]
    assert mine["decisions"] > 0 and mine["lost"] == 0
    again = sim(capsys, "--game", game, "--bots", f"{EXAMPLE},random")[1]
    assert (again["winners"], again["actions"]) == (figures["winners"], figures["actions"])


def default_match(game_key: str) -> tuple[list[int], int]:
    """The sim's first match, seed 2929, seat 0 always playing the game's default action and
    seat 1 the random bot: (wins by seat, actions)."""
    rules = find_game(game_key)
    state = rules.new_game(["Player 1", "Player 2"], match_seed(2929, 0),
                           **getattr(rules, "playout_options", {}))
    other = rules.make_bot("random", 1, sim_bot_seed(2929, 0, 1))
    actions = 0
    while (d := rules.current_decision(state)) is not None:
        action = (rules.default_action(state) if d.seat == 0
                  else other.choose(rules.view_for(state, 1)))
        state, _events = rules.apply(state, action)
        actions += 1
    outcome = rules.outcome(state)
    return [int(seat in outcome.winners) for seat in range(2)], actions


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("bot", ["RaisingBot", "CheatingBot", "HangingBot"])
def test_a_failing_bot_loses_its_decisions_to_the_default_action(game, bot, capsys):
    code, figures, err = sim(capsys, "--game", game, "--bot-time", "0.05",
                             "--bots", f"{HERE}:{bot},random")
    assert code == 0 and figures["games"] == 1
    lines = err.splitlines()
    assert len(lines) == 1 and f"{bot} (seat 1)" in lines[0] and "Traceback" not in err
    mine = figures["bots"][f"{HERE}:{bot}"]["outside"]
    assert mine["decisions"] > 1 and mine["lost"] == mine["decisions"]
    reason = {"RaisingBot": "raised", "CheatingBot": "illegal", "HangingBot": "too_slow"}[bot]
    assert mine["lost_by_reason"] == {reason: mine["decisions"]}
    # Seat 1 sits first in the sim's first match: it played exactly the default actions.
    assert (figures["winners"], figures["actions"]) == default_match(game)


def test_the_table_of_figures_says_how_many_decisions_were_lost(capsys):
    assert main(["sim", "--players", "2", "--games", "1", "--seed", "2929",
                 "--bots", f"{HERE}:RaisingBot,random"]) == 0
    out = capsys.readouterr().out
    assert f"{HERE}:RaisingBot: lost " in out and "decisions to the default action (raised " in out


@pytest.mark.parametrize("spec", [
    "no_such_module_anywhere:Bot", f"{HERE}:Nobody", f"{HERE}:", f"{HERE}:NotABot",
    f"{HERE}:RELEASE", "nobody_installed_this",
])
def test_a_bad_spec_is_one_line_and_exit_2(spec, capsys):
    code, _figures, err = sim(capsys, "--bots", f"{spec},random")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert spec.split(":")[0] in err


def test_a_module_that_fails_on_import_is_one_line(capsys, tmp_path, monkeypatch):
    (tmp_path / "half_written_bot.py").write_text("import random\nraise RuntimeError('oops')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    code, _figures, err = sim(capsys, "--bots", "half_written_bot:Bot,random")
    assert code == 2 and "does not import: RuntimeError: oops" in err
    assert len(err.strip().splitlines()) == 1


def test_an_entry_point_name_is_a_bot_kind(capsys, monkeypatch):
    mine = EntryPoint("mybot", EXAMPLE, outside_bots.GROUP)
    monkeypatch.setattr(outside_bots, "entry_points",
                        lambda group: [mine] if group == outside_bots.GROUP else [])
    outside_bots._entry_point_names.cache_clear()
    try:
        code, figures, err = sim(capsys, "--game", "dig", "--bots", "mybot,random")
    finally:
        outside_bots._entry_point_names.cache_clear()
    assert code == 0 and err == "" and figures["bots"]["mybot"]["outside"]["lost"] == 0


def test_a_bad_bot_time_is_one_line(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["sim", "--bot-time", "0", "--bots", f"{EXAMPLE},random"])
    assert exit_.value.code == 2 and len(capsys.readouterr().err.strip().splitlines()) == 1


def test_the_example_bot_reads_only_the_view():
    """It is handed nothing but a view with `seat` and `legal`: enough to choose."""
    class View:
        seat, legal = 0, ("a", "b", "c")

    bot = outside_bots.load(EXAMPLE)(None, 0, "seed")
    assert bot.choose(View()) in View.legal


def test_the_readme_shows_the_example_as_it_is():
    import inspect
    from pathlib import Path

    from gameshelf.tui.headless.example_bot import ExampleBot
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    assert inspect.getsource(ExampleBot) in readme
