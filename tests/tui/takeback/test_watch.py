"""Watch the bots: a match of bots only on the real table, to its end, with Textual's pilot;
space pauses it (no move is made while paused) and plays on; + and - set the pace; Escape
leaves. The match is no one's: nothing is autosaved or counted."""

from __future__ import annotations

import asyncio

import pytest

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.watch import WATCH_PACES, step_pace, watch_match
from gameshelf.tui.screens.game_table import GameTable
from gameshelf.tui.screens.watch import Paused, Watching, watch_screen
from gameshelf.tui.widgets.fight_log import FightLog

GAMES = ("lunch-money", "dumm-gelaufen", "dig-your-way-out")


async def until(pilot, condition, timeout: float = 60.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        assert loop.time() < end, "timed out waiting for the table"
        await pilot.pause(0.01)


def _watching(app, match) -> None:
    table = watch_screen(match)
    app.push_screen(table)


def test_every_seat_is_a_bot_and_no_one_is_you():
    m = watch_match(3, "random", seed=4, game="dumm-gelaufen")
    assert m.human is None and sorted(m.bots) == [0, 1, 2]
    assert all(m.personas) and m.player_name == ""


def test_the_pace_steps_faster_and_slower_within_its_range():
    assert step_pace(0.8, faster=True) == 0.4 and step_pace(0.8, faster=False) == 1.6
    assert step_pace(WATCH_PACES[-1], faster=True) == WATCH_PACES[-1]
    assert step_pace(0.0, faster=False) == WATCH_PACES[-2]


async def test_a_watched_match_plays_to_its_end_and_pauses(tmp_path):
    match = watch_match(2, "random", seed=12, pace=0.0, game="lunch-money")
    app = ShelfApp(saves=str(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        _watching(app, match)
        await until(pilot, lambda: isinstance(app.screen, GameTable) and app.screen.ready)
        table = app.screen
        assert isinstance(table, Watching)
        await until(pilot, lambda: len(match.history) > 3)
        await pilot.press("space")
        await until(pilot, lambda: isinstance(app.screen, Paused))
        await pilot.pause(0.1)
        paused_at = len(match.history)
        await pilot.pause(0.3)
        assert len(match.history) == paused_at        # paused: the bots wait
        await pilot.press("p")
        await until(pilot, lambda: app.screen is table)
        await until(pilot, lambda: match.game.outcome(match.state) is not None)
        await until(pilot, lambda: "The match is over. Esc leaves." in
                    table.query_one(FightLog).plain)
        assert len(match.history) > paused_at
        assert not list(tmp_path.glob("*.json"))       # no autosave of a watched match
        await pilot.press("escape")
        await until(pilot, lambda: type(app.screen).__name__ == "TitleScreen")


@pytest.mark.parametrize("game", GAMES)
async def test_each_game_shows_a_watched_match_and_its_pace_keys(game):
    match = watch_match(3, "random", seed=5, pace=0.4, game=game)
    app = ShelfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        _watching(app, match)
        await until(pilot, lambda: isinstance(app.screen, GameTable) and app.screen.ready)
        await pilot.press("plus", "plus")
        assert match.pace == 0.1
        await pilot.press("minus")
        assert match.pace == 0.2
        await until(pilot, lambda: len(match.history) >= 2)
        log = app.screen.query_one(FightLog)
        assert log.plain[0].startswith("Watching the bots")
        await pilot.press("escape")
        await until(pilot, lambda: type(app.screen).__name__ == "TitleScreen")


async def test_watch_the_bots_from_the_title_screen():
    app = ShelfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("w")
        await until(pilot, lambda: type(app.screen).__name__ == "NewMatchScreen")
        assert app.screen.query_one("#dialog-title").render().plain.startswith(
            "Watch the bots play")
        app.screen.query_one("#seed").value = "3"
        await pilot.press("f5")
        await until(pilot, lambda: isinstance(app.screen, Watching))
        assert app.screen.match.human is None and len(app.screen.match.names) == 4


@pytest.mark.parametrize("size", [(80, 24), (100, 40)])
async def test_the_watch_form_shows_the_pace_under_its_label_with_no_gap(size):
    """The pace picker sits right under "Bot pace" and the seed comes next (its row once took
    the form's spare height: fifteen empty lines at 100x40, the picker hidden at 80x24)."""
    app = ShelfApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("w")
        await until(pilot, lambda: type(app.screen).__name__ == "NewMatchScreen")
        await pilot.pause()
        pace = app.screen.query_one("#pace").region
        row = app.screen.query_one("#pace-row").region
        assert pace.height >= 1 and row.height <= 3, (pace, row)
        seed = app.screen.query_one("#seed").region
        assert 0 < seed.y - (pace.y + pace.height) <= 2, (pace, seed)


def test_a_watched_table_calls_no_seat_you():
    """Watching the bots, the seat whose view the table shows is a bot like the others: an
    attack on it reads "→ Bruno", never "→ you" (a player's own table keeps "→ you")."""
    import random

    from gameshelf.engine import find_game
    from gameshelf.tui.games.lunch_money.widgets.opponents import aim, seat_line
    game = find_game("lunch-money")
    state, rng = game.new_game(["Ann", "Bruno", "Cleo"], 3), random.Random(3)
    for _ in range(500):
        view = game.view_for(state, game.current_decision(state).seat)
        a = aim(view)
        if a is not None and a[1] == view.seat:
            break
        legal = game.legal_actions(state)
        state, _events = game.apply(state, legal[rng.randrange(len(legal))])
    else:
        raise AssertionError("no attack on the deciding seat in 500 actions")
    attacker, target = a
    watched = seat_line(view, attacker, "", 60, watched=True).plain
    assert f"→ {view.names[target]}" in watched and "you" not in watched
    assert "→ you" in seat_line(view, attacker, "", 60).plain
