"""Saves written by every released format version still load, play on to the end and replay.
The files in fixtures/ are never regenerated for old versions (see make_fixtures.py)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.tui.model.standings import format_standings
from gameshelf.tui.store import saves
from tests.tui.store.play import play, steady

FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("v*.json"))


def test_there_is_a_fixture_for_every_released_version():
    versions = {int(re.match(r"v(\d+)_", p.name).group(1)) for p in FIXTURES}
    assert versions == set(range(min(saves.MIGRATIONS), saves.VERSION + 1))


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
@pytest.mark.slow
def test_a_fixture_loads_plays_on_and_replays(path, folder):
    match = steady(saves.load(path))
    assert len(match.history) == match.state.actions > 0
    assert saves.narrate_history(match)
    assert format_standings(match)
    human = make_bot("random", match.human, "fixture")
    play(match, human, steps=3000)
    assert match.state.winner is not None
    # Saving it again writes today's version, which loads too.
    again = saves.load(saves.save(match, "again"))
    assert again.state.winner == match.state.winner


def test_version_0_is_migrated_with_fresh_rngs():
    (v0,) = [p for p in FIXTURES if p.name.startswith("v0_")]
    doc = saves.read(v0).doc
    assert doc["version"] == saves.VERSION
    assert doc["match"]["names"] == ["Sam", "Pixie", "Tank"]
    assert doc["rng"]["bots"] == {} and doc["rng"]["narrator"] is None


def test_fixtures_are_listed_with_their_details(folder):
    folder.mkdir()
    for p in FIXTURES:
        shutil.copy(p, folder)
    infos = {i.path.name: i for i in saves.list_saves()}
    assert all(i.ok for i in infos.values()), [i.error for i in infos.values()]
    mid = infos["v1_midgame_4p.json"]
    assert (mid.name, mid.lang, len(mid.players), mid.finished) == ("Recess", "en", 4, False)
    assert infos["v1_finished_2p.json"].finished
    assert infos["v1_autosave_6p.json"].autosave


def test_a_fixture_keeps_its_match_id_and_older_ones_get_a_steady_one():
    by_name = {p.name: p for p in FIXTURES}
    with_id = saves.load(by_name["v1_match_id_3p.json"])
    assert with_id.match_id == saves.read(by_name["v1_match_id_3p.json"]).doc["match"]["id"]
    older = saves.load(by_name["v1_midgame_4p.json"])
    assert older.match_id == saves.load(by_name["v1_midgame_4p.json"]).match_id
    assert older.match_id.startswith(f"{older.seed}:")


def test_every_fixture_is_of_lunch_money_once_read():
    for p in FIXTURES:
        doc = saves.read(p).doc
        assert (doc["version"], doc["game"]) == (saves.VERSION, "lunch-money"), p.name


def test_the_version_2_fixture_names_its_game_in_the_file():
    (v2,) = [p for p in FIXTURES if p.name.startswith("v2_")]
    raw = json.loads(v2.read_text())
    assert (raw["version"], raw["game"]) == (2, "lunch-money")


def test_a_save_of_a_game_this_program_lacks_is_refused_in_one_line(folder):
    (v2,) = [p for p in FIXTURES if p.name.startswith("v2_")]
    doc = json.loads(v2.read_text())
    body = {k: v for k, v in doc.items() if k not in ("format", "version", "checksum")}
    body["game"] = "chess"
    folder.mkdir()
    (folder / "chess.json").write_text(saves.document_text(body))
    with pytest.raises(saves.SaveError) as caught:
        saves.load("chess")
    said = str(caught.value)
    assert "'chess', a game this program does not have" in said and "\n" not in said
