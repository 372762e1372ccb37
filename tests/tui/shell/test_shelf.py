"""The title screen as the shelf of games, and the New match screen built from a game's own
numbers: its seats, its bot levels, its options (Lunch Money has none: a stand-in game has)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from textual.widgets import Checkbox, Select, SelectionList, Static

from gameshelf import engine
from gameshelf.engine.core.game import GameOption
from gameshelf.tui import shelf as shelf_games
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.screens.load import LoadScreen
from gameshelf.tui.screens.new_match import NewMatchScreen, option_values
from gameshelf.tui.screens.stats import StatsScreen
from gameshelf.tui.screens.title import GamePicker, TitleScreen
from gameshelf.tui.shelf import GameUI
from gameshelf.tui.store import saves
from tests.tui.store.test_screens import Host

FIXTURES = Path(__file__).resolve().parents[1] / "store" / "fixtures"


class StandIn:
    """Enough of a game for the shelf and New match: names, seats, levels, options."""

    key, title, aliases = "stand-in", "Stand-In Duel", ("sid",)
    players = range(2, 4)                        # one or two opponents
    bot_levels = ("random", "sly")
    options = (GameOption("teams", "Team play", False, help="Two against two"),
               GameOption("rounds", "Rounds", 3, (1, 3, 5)))


UI = GameUI(key="stand-in", table_screen=lambda match, *, fresh=True: None,
            help_screen=lambda topic=None: None, summarize=lambda match: None,
            tagline="Two kids, one sandwich.")


@pytest.fixture
def only_lunch_money(monkeypatch):
    """A shelf of one game, Lunch Money, whatever other games the TUI holds."""
    monkeypatch.setattr(shelf_games, "UI_MODULES", {"lunch-money": shelf_games.UI_MODULES["lunch-money"]})


@pytest.fixture
def stand_in(monkeypatch, only_lunch_money):
    """The stand-in on the shelf (after Lunch Money), with this module as its TUI, for one
    test."""
    monkeypatch.setitem(engine._LOADED, StandIn.key, StandIn())
    monkeypatch.setitem(shelf_games.UI_MODULES, StandIn.key, __name__)
    return engine.find_game(StandIn.key)


async def test_the_title_offers_the_one_game_chosen(only_lunch_money):
    app = ShelfApp(pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        picker = app.screen.query_one(GamePicker)
        assert picker.games == (("lunch-money", "Lunch Money"),) and picker.chosen == 0
        assert "Lunch Money" in str(picker.render())
        assert "lunch money" in str(app.screen.query_one("#tagline", Static).render())
        await pilot.press("right")                   # one game: stays chosen
        assert app.screen.game_key == app.game_key == "lunch-money"


@pytest.mark.slow
async def test_the_menu_acts_on_the_game_chosen(stand_in):
    app = ShelfApp(pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        title = app.screen
        assert [k for k, _ in title.query_one(GamePicker).games] == ["lunch-money", "stand-in"]
        await pilot.press("right")
        assert app.game_key == "stand-in"
        assert "sandwich" in str(title.query_one("#tagline", Static).render())
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen) and app.screen.game_key == "stand-in"
        await pilot.press("escape")
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen) and app.screen.game is stand_in
        await pilot.press("escape")
        await pilot.press("left")                    # round the shelf and back
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen) and app.game_key == "lunch-money"


async def test_new_match_takes_the_games_seats_levels_and_options(stand_in):
    app = Host(lambda: NewMatchScreen(game=stand_in))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert "Stand-In Duel" in str(screen.query_one("#dialog-title", Static).render())
        levels = screen.query_one("#difficulty", Select)
        assert [v for _, v in levels._options if v is not Select.BLANK] == ["random", "sly"]
        assert len(screen.query_one("#opponents", SelectionList).selected) == 2   # at most 2
        assert option_values(screen, stand_in.options) == {"teams": False, "rounds": 3}
        screen.query_one("#option-0", Checkbox).value = True
        screen.query_one("#option-1", Select).value = 5
        screen.query_one("#opponents", SelectionList).select_all()
        screen.action_start()
        await pilot.pause()
        assert "Pick 1 to 2 opponents" in str(screen.query_one("#error", Static).render())
        screen.query_one("#opponents", SelectionList).deselect_all()
        screen.query_one("#opponents", SelectionList).select("bruno")
        screen.action_start()
        await pilot.pause()
    assert app.result.options == {"teams": True, "rounds": 5}
    assert (app.result.personas, app.result.difficulty) == (("bruno",), "sly")   # the middle


@pytest.mark.slow
async def test_lunch_moneys_new_match_has_no_rules_section():
    app = Host(NewMatchScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.screen.query("#options") and app.screen.game.key == "lunch-money"
        assert app.screen.query_one("#difficulty", Select).value == "normal"


def test_continue_and_load_keep_to_the_game_chosen(tmp_path, stand_in):
    shutil.copy(FIXTURES / "v2_game_key_4p.json", tmp_path / "mine.json")
    assert saves.latest(tmp_path, game="lunch-money") == tmp_path / "mine.json"
    assert saves.latest(tmp_path, game="stand-in") is None
    assert saves.latest(tmp_path) == tmp_path / "mine.json"


async def test_the_load_screen_lists_the_chosen_games_saves(tmp_path, stand_in):
    shutil.copy(FIXTURES / "v2_game_key_4p.json", tmp_path / "mine.json")
    for game, rows in (("lunch-money", 1), ("stand-in", 0), (None, 1)):
        app = Host(lambda g=game: LoadScreen(tmp_path, game=g))
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert len(app.screen.infos) == rows, game


def test_the_shelf_names_its_games_without_loading_their_engines():
    """The title screen's list of games costs no game engine's import (start-up speed)."""
    import subprocess
    import sys
    code = ("import sys; from gameshelf.tui.screens.title import shelf; print(shelf()); "
            "print('gameshelf.engine.lunch_money' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.stdout.splitlines() == [
        "(('lunch-money', 'Lunch Money'), ('dumm-gelaufen', 'Dumm gelaufen!'), "
        "('dig-your-way-out', 'Dig Your Way Out'))", "False"], done.stderr


def test_the_shelf_names_a_game_as_the_players_edition_does():
    """The Dutch edition of Dig Your Way Out is "Graaf je vrij"; the others keep their names."""
    from gameshelf.tui import i18n
    from gameshelf.tui.screens.title import shelf
    try:
        i18n.set_language("nl")
        titles = dict(shelf())
        assert titles["dig-your-way-out"] == "Graaf je vrij"
        assert titles["lunch-money"] == "Lunch Money"
        i18n.set_language("en")
        assert dict(shelf())["dig-your-way-out"] == "Dig Your Way Out"
    finally:
        i18n.set_language("en")


def test_new_match_tells_the_cast_as_each_game_sees_them():
    """The same seven bots: schoolyard bios for Lunch Money, prison-yard ones for Dig Your Way
    Out and card-table ones for Dumm gelaufen!, in the player's language."""
    from gameshelf.engine.core.cast import PERSONA_BY_KEY
    from gameshelf.tui import i18n
    from gameshelf.tui.screens.new_match import persona_line
    tank = PERSONA_BY_KEY["tank"]
    try:
        assert persona_line(tank, "lunch-money") == "Tank — Eats two lunches: his and yours."
        assert persona_line(tank, "dig-your-way-out") == "Tank — Eats two trays: his and yours."
        assert persona_line(tank, "dumm-gelaufen") == "Tank — Hoards yellow. Nobody knows why."
        i18n.set_language("de")
        assert persona_line(tank, "dig-your-way-out") == "Tank — Isst zwei Tabletts leer: seins und deins."
    finally:
        i18n.set_language("en")
