"""The templates folder shown in Settings is the one the app reads when no --templates is given."""

from engine.lunch_money import new_game, opening_events
from tui import narration
from tui.match import make_narrator


def test_default_folder_overrides_the_builtins(tmp_path, monkeypatch):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "game_started.j2").write_text("My own opening line.\n")
    monkeypatch.setattr(narration, "default_user_dir", lambda: tmp_path)
    narrator = make_narrator(["You", "Bruno"], "en", 1, [None, "bruno"], 0, None)
    lines = narrator.narrate(opening_events(new_game(["You", "Bruno"], seed=1)))
    assert lines[0].text == "My own opening line."


def test_a_missing_default_folder_means_builtins_only(tmp_path, monkeypatch):
    monkeypatch.setattr(narration, "default_user_dir", lambda: tmp_path / "nope")
    assert narration.user_templates(None) is None
    assert narration.user_templates(str(tmp_path)) == tmp_path
