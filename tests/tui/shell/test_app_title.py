"""The window header: the shelf's name, or the one game's title when the app plays one game."""

from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.i18n import set_language


def test_the_shelf_app_is_called_the_game_shelf(tmp_path):
    assert ShelfApp(settings_path=tmp_path / "s.json").title == "Game Shelf"


def test_an_app_playing_one_game_is_called_by_its_title(tmp_path):
    app = ShelfApp(settings_path=tmp_path / "s.json", game="dumm-gelaufen", one_game=True)
    assert app.title == "Dumm gelaufen!"


def test_the_title_is_in_the_players_language(tmp_path):
    try:
        assert ShelfApp(settings_path=tmp_path / "s.json", lang="nl").title == "Spellenkast"
    finally:
        set_language("en")
