"""A game's own table settings (tui.shelf.TableSetting): kept under the game in the settings
file, read from the old top-level keys of files written before games had sections."""

import json

import pytest

from gameshelf.tui.model.match import new_match
from gameshelf.tui.store.settings import Settings

LM = "lunch-money"


def test_a_settings_file_from_before_games_had_sections_keeps_working(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"pace": "fast", "always_ask": True, "humiliation": "never",
                                "theme": "textual-dark", "language": "", "keymap": {}}))
    settings = Settings.load(path)
    assert settings.game_settings(LM) == {"always_ask": True, "humiliation": "never"}
    assert settings.pace == "fast"


def test_a_changed_game_setting_is_kept_under_the_game_and_in_the_old_key(tmp_path):
    path = tmp_path / "settings.json"
    Settings().with_game_settings(LM, {"always_ask": False, "humiliation": "at_me"}).store(path)
    data = json.loads(path.read_text())
    assert data["games"][LM] == {"always_ask": False, "humiliation": "at_me"}
    assert data["humiliation"] == "at_me"          # an older version reads the same
    assert Settings.load(path).game_settings(LM)["humiliation"] == "at_me"


@pytest.mark.parametrize("kept", [{"humiliation": "sometimes"}, {"always_ask": "yes"}])
def test_a_hand_edited_value_the_setting_cannot_take_is_its_default(tmp_path, kept):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"games": {LM: kept}}))
    assert Settings.load(path).game_settings(LM) == {"always_ask": False, "humiliation": "every"}


def test_a_game_without_table_settings_has_none():
    assert Settings().game_settings("dumm-gelaufen") == {}


def test_a_match_needs_its_game_named():
    with pytest.raises(TypeError):
        new_match("Sam", 1, seed=3)      # no silent Lunch Money


@pytest.mark.parametrize("games", ["loud", [1], {LM: 3}])
def test_a_games_section_that_is_not_one_object_per_game_is_left_out(tmp_path, games):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"pace": "slow", "games": games, "humiliation": "at_me"}))
    settings = Settings.load(path)
    assert settings.pace == "slow"
    assert settings.game_settings(LM) == {"always_ask": False, "humiliation": "at_me"}
