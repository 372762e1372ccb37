"""The templates folder shown in Settings is the one the app reads when no --templates is given;
a player's folder has a folder per game (<dir>/lunch_money/<lang>/, banter in <dir>/cast/<lang>/),
and the flat <dir>/<lang>/ of before there were several games still works for Lunch Money."""

from types import SimpleNamespace

from gameshelf.engine.lunch_money import new_game, opening_events
from gameshelf.tui import narration
from gameshelf.tui.narration import narrator_for


def _seated(templates=None, lang="en"):
    """Something seated like a match (what narrator_for reads)."""
    return SimpleNamespace(names=("You", "Bruno"), personas=(None, "bruno"), lang=lang, seed=1,
                           human=0, templates=templates, game_key="lunch-money")


def _first_line(templates=None) -> str:
    narrator = narrator_for(_seated(templates))
    return narrator.narrate(opening_events(new_game(["You", "Bruno"], seed=1)))[0].text


def test_default_folder_overrides_the_builtins(tmp_path, monkeypatch):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "game_started.j2").write_text("My own opening line.\n")
    monkeypatch.setattr(narration, "default_user_dir", lambda: tmp_path)
    assert _first_line() == "My own opening line."


def test_a_folder_per_game_overrides_the_builtins(tmp_path):
    own = tmp_path / "lunch_money" / "en"
    own.mkdir(parents=True)
    (own / "game_started.j2").write_text("A folder per game.\n")
    (tmp_path / "en").mkdir()            # a flat folder beside it is not read any more
    (tmp_path / "en" / "game_started.j2").write_text("Flat.\n")
    assert _first_line(str(tmp_path)) == "A folder per game."


def test_the_cast_folder_holds_banter_for_every_game(tmp_path):
    cast = tmp_path / "cast" / "en" / "banter"
    cast.mkdir(parents=True)
    (cast / "bruno.j2").write_text("Bruno says this in every game.\n")
    narrator = narrator_for(_seated(str(tmp_path)))
    assert "banter/bruno.j2" in narrator.user
    assert "game_started.j2" not in narrator.user


def test_a_missing_default_folder_means_builtins_only(tmp_path, monkeypatch):
    monkeypatch.setattr(narration, "default_user_dir", lambda: tmp_path / "nope")
    assert narration.user_templates(None) is None
    assert narration.user_templates(str(tmp_path)) == tmp_path
