"""Every match has an id, kept in its saves: `continue` never resumes a match that has ended,
stats count a match once whatever is loaded later, and autosaves are kept per match."""

from __future__ import annotations

import pytest

from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.tui.cli import main
from gameshelf.tui.model.match import new_match
from gameshelf.tui.store import saves, stats
from tests.tui.store.play import play, play_autosaving, start


def _played_out(seed: int, opponents: int = 2):
    match, human, _ = start(seed, opponents=opponents)
    play_autosaving(match, human)
    return match


def test_a_match_keeps_its_id_through_saves_and_a_rematch_is_another_match(folder):
    match, human, _ = start(80)
    play(match, human, turns=3)
    assert saves.load(saves.save(match, "kept")).match_id == match.match_id
    assert saves.load(saves.autosave(match)).match_id == match.match_id
    again = new_match("Sam", 3, difficulty="random", seed=80, game="lunch-money")      # same seed, same deal
    assert again.state.draw == new_match("Sam", 3, seed=80, game="lunch-money").state.draw
    assert again.match_id != match.match_id


@pytest.mark.slow
def test_continue_never_resumes_a_finished_match(folder, capsys):
    match = _played_out(81)
    stats.record_match(match)
    # Only the finished position is kept, to replay it; no autosave from before the end.
    (last,) = [i for i in saves.list_saves() if i.autosave]
    assert last.finished
    assert saves.latest() is None
    assert main(["--saves", str(folder), "continue"]) == 2
    assert "no saved match to continue" in capsys.readouterr().err


@pytest.mark.slow
def test_continue_skips_an_older_save_of_a_match_that_has_ended_since(folder):
    match, human, _ = start(82)
    play(match, human, turns=4)
    saves.save(match, "before the end")
    play_autosaving(match, human)
    # The finished autosave says the match is over, and so do the stats once it is gone.
    assert saves.latest() is None
    stats.record_match(match)
    for i in saves.list_saves():
        if i.autosave:
            i.path.unlink()
    assert [i.name for i in saves.list_saves()] == ["before the end"]
    assert saves.latest() is None
    assert saves.load("before the end").state.winner is None      # loading it is still fine


def test_a_match_counts_once_in_the_stats_whatever_is_loaded_later(folder):
    match, human, _ = start(83, opponents=2)
    play(match, human, turns=4)
    saves.save(match, "halfway")
    play(match, human)
    stats.record_match(match)
    # The player loads the halfway save and fights the ending again, differently.
    again = saves.load("halfway")
    play(again, make_bot("random", again.human, "another ending"))
    assert again.state.winner is not None and again.history != match.history
    stats.record_match(again)
    assert {k: r.played for k, r in stats.load_stats().personas.items()} == \
        {k: 1 for k in match.personas if k}


@pytest.mark.slow
def test_a_match_counted_before_ids_is_not_counted_again(folder):
    match = _played_out(84, opponents=1)
    former = f"{match.seed}:{'|'.join(match.names)}:{match.state.actions}"
    stats.save_stats(stats.Stats(recorded=[former]))
    assert stats.record_match(match).personas == {}


def test_autosaves_are_kept_per_match(folder):
    first, first_human, _ = start(85)
    second, second_human, _ = start(86)
    for _ in range(5):                   # two matches in turn, say two terminals
        play_autosaving(first, first_human, turns=1)
        play_autosaving(second, second_human, turns=1)
    autos = [i for i in saves.list_saves() if i.autosave]
    by_match = {m.match_id: [i for i in autos if i.match_id == m.match_id]
                for m in (first, second)}
    assert [len(v) for v in by_match.values()] == [saves.AUTOSAVES_KEPT] * 2
    newest = saves.load(saves.latest())
    assert (newest.match_id, newest.state.actions) == (second.match_id, second.state.actions)


def test_only_the_most_recent_matches_keep_autosaves(folder):
    matches = []
    for seed in range(87, 87 + saves.AUTOSAVE_MATCHES + 2):
        match, human, _ = start(seed)
        play_autosaving(match, human, turns=2)
        matches.append(match)
    kept = {i.match_id for i in saves.list_saves() if i.autosave}
    assert kept == {m.match_id for m in matches[-saves.AUTOSAVE_MATCHES:]}


@pytest.fixture
def a_full_folder(folder, tmp_path):
    """Saves of every kind: named ones (one in German, one in Russian), autosaves of two
    matches, a finished one, a copied file whose name is not its file's, an unreadable file."""
    import shutil
    from pathlib import Path
    match, human, _ = start(95, opponents=1)
    play_autosaving(match, human, turns=3)
    saves.save(match, "Prüfung für Jürgen")
    saves.save(match, "Борис")
    other = _played_out(96, opponents=1)
    saves.save(other, "done and dusted")
    shutil.copy(Path(__file__).parent / "fixtures" / "v1_midgame_4p.json", folder / "copy.json")
    (folder / "junk.json").write_text("[")
    return folder


@pytest.mark.slow
def test_every_name_the_saves_list_shows_can_be_loaded_and_replayed(a_full_folder, capsys,
                                                                    monkeypatch):
    from gameshelf.tui.app.shell import ShelfApp
    assert main(["--saves", str(a_full_folder), "saves"]) == 0
    listed = capsys.readouterr().out.splitlines()[2:]
    infos = saves.list_saves()
    assert len(listed) == len(infos) >= 8
    started = []
    monkeypatch.setattr(ShelfApp, "run", lambda app: started.append(app.resume))
    monkeypatch.setattr("gameshelf.tui.app.shell.need_a_terminal", lambda: None)   # the test has no terminal
    for i, line in zip(infos, listed, strict=True):
        assert line.split()[0] == i.handle.split()[0]
        for command in ("load", "replay"):
            code = main(["--saves", str(a_full_folder), command, i.handle])
            out, err = capsys.readouterr()
            assert code == (0 if i.ok else 2), (command, i.handle, err)
            assert (out.strip() != "") == (command == "replay" and i.ok)
    assert len(started) == sum(i.ok for i in infos)
    assert {m.names for m in started} >= {i.players for i in infos if i.ok}
