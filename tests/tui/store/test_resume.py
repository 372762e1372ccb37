"""Save at a seeded random moment, load, play on with the same choices: the rest of the match is
exactly the same, events and narration, as if it had never been interrupted."""

from __future__ import annotations

import random

import pytest

from gameshelf.engine.lunch_money.bots import BOT_KINDS
from gameshelf.tui.store import saves
from tests.tui.store.play import play, start, steady

# Every bot kind there is, a few seeds each; the "hard" bots think long, so fewer of them.
CASES = [(kind, seed) for kind in sorted(BOT_KINDS) for seed in range(3 if kind != "hard" else 1)]


@pytest.mark.parametrize(("kind", "seed"), CASES)
def test_a_resumed_match_goes_on_exactly_as_the_uninterrupted_one(kind, seed, folder):
    rng = random.Random(f"{kind}:{seed}")
    match, human, opening = start(seed, opponents=rng.randrange(1, 6), difficulty=kind,
                                  lang=rng.choice(saves.LANGS))
    before = play(match, human, steps=rng.randrange(1, 120))
    saves.save(match, "mid fight")
    human_rng = human.rng.getstate()

    uninterrupted = play(match, human, steps=400)
    human.rng.setstate(human_rng)
    resumed_match = steady(saves.load("mid fight"))
    resumed = play(resumed_match, human, steps=400)

    assert resumed == uninterrupted
    assert resumed_match.state.actions == match.state.actions
    # The fight log comes back whole: the same lines the table showed up to the save.
    at_save = saves.load("mid fight")
    shown = opening + [line for _, _, lines in before for line in lines]
    assert [line.text for line in saves.narrate_history(at_save)] == shown


def test_the_settings_and_people_come_back(folder):
    match, human, _ = start(11, opponents=4, lang="nl")
    match.pace, match.game_settings = 0.3, {"always_ask": True}
    play(match, human, steps=30)
    back = saves.load(saves.save(match, "Settings!"))
    assert (back.names, back.personas, back.lang, back.seed, back.human, back.bot_seeds,
            back.difficulty, back.pace, back.game_settings["always_ask"]) == \
        (match.names, match.personas, "nl", 11, 0, match.bot_seeds, match.difficulty, 0.3, True)
    assert back.history == match.history


def test_autosave_keeps_the_last_three_and_continue_takes_the_newest(folder):
    match, human, _ = start(3)
    for _ in range(5):
        play(match, human, turns=1)
        saves.autosave(match)
    autos = [i for i in saves.list_saves() if i.autosave]
    assert len(autos) == 3
    resumed = saves.load(saves.latest())
    assert resumed is not None and resumed.state.actions == match.state.actions


def test_continue_skips_finished_matches_and_unreadable_files(folder):
    assert saves.latest() is None
    other, other_human, _ = start(5, opponents=2)
    play(other, other_human, steps=10)
    saves.save(other, "in play")
    match, human, _ = start(4, opponents=1)
    play(match, human, steps=10)
    saves.save(match, "over later")          # newer, but this match goes on to its end
    play(match, human)
    assert match.state.winner is not None
    saves.save(match, "finished")
    (folder / "zzz.json").write_text("{not json")
    assert saves.latest() == folder / "in-play.json"


def test_list_shows_players_round_counters_language_and_date(folder):
    match, human, _ = start(5, opponents=2, lang="de")
    play(match, human, turns=6)
    saves.save(match, "Pausenhof")
    (info,) = saves.list_saves()
    assert (info.name, info.players, info.round, info.counters, info.lang) == \
        ("Pausenhof", match.names, match.state.round, tuple(match.state.counters), "de")
    assert info.ok and info.saved_at is not None and not info.autosave


def test_delete_removes_only_that_save(folder):
    match, human, _ = start(6)
    saves.save(match, "one")
    saves.save(match, "two")
    saves.delete("one")
    assert [i.name for i in saves.list_saves()] == ["two"]
    with pytest.raises(saves.SaveError, match="no save"):
        saves.delete("one")


def test_saving_under_a_name_replaces_that_save_only(folder):
    match, human, _ = start(8)
    saves.save(match, "slot")
    play(match, human, steps=20)
    saves.save(match, "Slot")
    (info,) = saves.list_saves()
    assert saves.load("slot").state.actions == match.state.actions == 20
    assert info.name == "Slot"


def test_autosave_names_are_reserved(folder):
    match, _, _ = start(9)
    with pytest.raises(saves.SaveError, match="autosave"):
        saves.save(match, "autosave-1")
    with pytest.raises(saves.SaveError, match="save name"):
        saves.save(match, "!!!")


def test_where_saves_live(tmp_path, monkeypatch):
    monkeypatch.delenv("LUNCHMONEY_SAVES")
    from pathlib import Path
    checkout = Path(__file__).resolve().parents[3]
    assert saves.saves_dir() == checkout / "saves"       # run from a source checkout
    monkeypatch.setenv("LUNCHMONEY_SAVES", str(tmp_path / "env"))
    assert saves.saves_dir() == tmp_path / "env"
    saves.configure(tmp_path / "flag")                     # --saves DIR wins
    assert saves.saves_dir() == tmp_path / "flag"
    assert saves.saves_dir(tmp_path / "given") == tmp_path / "given"


def test_saves_in_play_write_the_same_history_as_a_first_save(folder):
    match, human, _ = start(12, opponents=3)
    for _ in range(6):
        play(match, human, turns=2)
        saves.autosave(match)               # each encodes only the moves since the last
    in_play = saves.history_text(match)
    del match._saved_history
    assert saves.history_text(match) == in_play
    resumed = saves.load(saves.latest())
    play(resumed, human, turns=3)
    again = saves.load(saves.save(resumed, "later"))
    assert again.history == resumed.history
