"""`templates export` on the shelf: without --game every game's templates, each game named; with
--game only that one's (and the cast's banter they share), never Lunch Money's by default."""

from __future__ import annotations

from gameshelf.tui.cli import main, shelf_main

EVERY = ["cast", "dig_your_way_out", "dumm_gelaufen", "lunch_money"]


def folders(target) -> list[str]:
    return sorted(p.name for p in target.iterdir() if p.is_dir())


def test_the_shelf_exports_every_game_and_says_which(tmp_path, capsys):
    target = tmp_path / "mine"
    assert shelf_main(["templates", "export", str(target)]) == 0
    out = capsys.readouterr().out
    assert folders(target) == EVERY
    assert "of Lunch Money, Dumm gelaufen!, Dig Your Way Out to" in out
    assert "already there" not in out           # the cast's banter is copied once, not thrice
    assert (target / "dumm_gelaufen" / "de").is_dir() and (target / "cast" / "nl").is_dir()


def test_the_shelf_exports_the_game_asked_for(tmp_path, capsys):
    target = tmp_path / "dg"
    assert shelf_main(["templates", "--game", "dg", "export", str(target), "--lang", "nl"]) == 0
    out = capsys.readouterr().out
    assert folders(target) == ["cast", "dumm_gelaufen"]
    assert [p.name for p in (target / "dumm_gelaufen").iterdir()] == ["nl"]
    assert "templates of Dumm gelaufen! to" in out


def test_lunchmoney_exports_its_own_game(tmp_path, capsys):
    target = tmp_path / "lm"
    assert main(["templates", "export", str(target)]) == 0
    assert folders(target) == ["cast", "lunch_money"]
    assert "templates of Lunch Money to" in capsys.readouterr().out
