"""`lunchmoney saves` and `lunchmoney replay` from a user's point of view."""

from __future__ import annotations

import json

from gameshelf.tui.cli import main
from gameshelf.tui.store import saves
from tests.tui.store.play import play, start


def test_saves_lists_every_save_and_why_a_file_is_unreadable(folder, capsys):
    match, human, _ = start(41, opponents=2)
    play(match, human, turns=4)
    saves.save(match, "Lunch break")
    (folder / "junk.json").write_text("[")
    assert main(["--saves", str(folder), "saves"]) == 0
    out = capsys.readouterr().out
    assert "Lunch break" in out and ", ".join(match.names) in out
    assert "junk.json" in out and "unreadable" in out


def test_saves_in_an_empty_folder(folder, capsys):
    assert main(["--saves", str(folder), "saves"]) == 0
    assert "No saves" in capsys.readouterr().out


def test_replay_prints_the_whole_match_then_the_standings(folder, capsys):
    match, human, opening = start(42, opponents=2)
    steps = play(match, human)
    saves.save(match, "done")
    assert main(["--saves", str(folder), "replay", "done"]) == 0
    out = capsys.readouterr().out
    lines = opening + [line for _, _, ls in steps for line in ls]
    body = out.split("\n\nFinal standings")[0]
    # The narrator's lines, the banter with its speaker's name in front.
    assert [x.strip().split(": ", 1)[-1] for x in body.splitlines() if x] == \
        [x.split(": ", 1)[-1] for x in lines]
    winner = match.names[match.state.winner]
    assert f"1. {winner}" in out and "winner" in out


def test_replay_in_another_language_and_by_path(folder, capsys):
    match, human, _ = start(43, opponents=1, lang="en")
    play(match, human, turns=3)
    path = saves.save(match, "x")
    assert main(["replay", str(path), "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert "Standings so far" in out
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out != out


def test_replay_with_your_own_templates(folder, tmp_path, capsys):
    match, human, _ = start(44, opponents=1)
    play(match, human, turns=2)
    saves.save(match, "mine")
    (tmp_path / "tpl" / "en").mkdir(parents=True)
    (tmp_path / "tpl" / "en" / "game_started.j2").write_text("The yard goes quiet. FIGHT!\n")
    assert main(["--saves", str(folder), "replay", "mine", "--templates",
                 str(tmp_path / "tpl")]) == 0
    assert capsys.readouterr().out.startswith("The yard goes quiet. FIGHT!\n")


def test_a_save_does_not_choose_the_templates_it_is_told_with(folder, tmp_path, capsys):
    from gameshelf.tui.narration import default_user_dir
    from tests.tui.store.forge import forge
    match, human, _ = start(45, opponents=1)
    play(match, human, turns=2)
    path = saves.save(match, "theirs")
    (tmp_path / "planted" / "en").mkdir(parents=True)
    (tmp_path / "planted" / "en" / "game_started.j2").write_text("Planted by the save.\n")
    forge(path, lambda d: d["match"]["settings"].update(templates=str(tmp_path / "planted")))
    assert main(["--saves", str(folder), "replay", "theirs"]) == 0
    assert "Planted by the save." not in capsys.readouterr().out
    assert saves.load("theirs").templates is None
    # The player's own folder applies instead: the default one, or --templates.
    (default_user_dir() / "en").mkdir(parents=True)
    (default_user_dir() / "en" / "game_started.j2").write_text("My own opening.\n")
    assert main(["--saves", str(folder), "replay", "theirs"]) == 0
    assert capsys.readouterr().out.startswith("My own opening.\n")
    # And a save written today names no folder at all.
    again = saves.save(saves.load("theirs", templates=str(tmp_path / "planted")), "again")
    assert "templates" not in json.loads(again.read_text())["match"]["settings"]
