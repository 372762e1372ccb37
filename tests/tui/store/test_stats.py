"""Your record against each persona: counted once per finished match, kept across runs, and a
broken stats file never stops the game."""

from __future__ import annotations

import json

from gameshelf.engine.lunch_money.events import AttackLanded, PlayerKnockedOut
from gameshelf.tui.store import stats
from tests.tui.store.play import play, start


def _finished(seed: int, opponents: int = 2):
    match, human, _ = start(seed, opponents=opponents)
    play(match, human)
    return match


def test_a_finished_match_is_counted_once_per_opponent(tmp_path):
    match = _finished(51)
    first = stats.record_match(match)
    again = stats.record_match(match)          # the game-over screen shown twice
    assert first.personas == again.personas == stats.load_stats().personas
    you_won = match.state.winner == match.human
    for seat, key in enumerate(match.personas):
        if key is None:
            continue
        rec = stats.load_stats().personas[key]
        assert (rec.played, rec.won, rec.lost) == (1, int(you_won), int(not you_won))
        kos = [e for _, evs in match.history for e in evs if isinstance(e, PlayerKnockedOut)]
        assert rec.knocked_them_out == sum(e.seat == seat and e.by == 0 for e in kos)
        assert rec.knocked_you_out == sum(e.seat == 0 and e.by == seat for e in kos)
        hits = [e.damage for _, evs in match.history for e in evs
                if isinstance(e, AttackLanded) and e.attacker == 0 and e.target == seat]
        assert rec.biggest_hit_on_them == max(hits, default=0)


def test_records_add_up_over_matches(tmp_path):
    for seed in range(52, 56):
        stats.record_match(_finished(seed, opponents=5))
    played = sum(r.played for r in stats.load_stats().personas.values())
    assert played == 4 * 5


def test_an_unfinished_match_is_not_counted(tmp_path):
    match, human, _ = start(57)
    play(match, human, steps=20)
    assert stats.record_match(match).personas == {}


def test_a_broken_stats_file_is_set_aside_and_a_fresh_one_started(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "stats.json").write_text('{"format": "lunchmoney-stats", "versi')
    fresh = stats.load_stats()
    assert fresh.personas == {} and "damaged" in fresh.warning
    aside = [p.name for p in folder.iterdir() if p.name.startswith("stats.json.broken-")]
    assert len(aside) == 1
    stats.record_match(_finished(58))
    assert json.loads((folder / "stats.json").read_text())["format"] == "lunchmoney-stats"


def test_a_stats_file_with_bad_numbers_is_set_aside(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "stats.json").write_text(json.dumps(
        {"format": "lunchmoney-stats", "version": 1, "personas": {"bruno": {"played": -3}}}))
    assert "bad number" in stats.load_stats().warning
    assert not (folder / "stats.json").exists()


def test_a_stats_file_from_before_games_had_sections_is_lunch_moneys(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "stats.json").write_text(json.dumps(
        {"format": "lunchmoney-stats", "version": 1, "recorded": ["1@x"],
         "personas": {"bruno": {"played": 3, "won": 1, "lost": 2, "knocked_you_out": 2,
                                "biggest_hit_on_you": 7}}}))
    old = stats.load_stats()
    assert old.warning is None and stats.recorded_matches() == {"1@x"}
    bruno = old.of("lunch-money")["bruno"]
    assert (bruno.played, bruno.knocked_you_out, bruno.biggest_hit_on_you) == (3, 2, 7)
    stats.record_match(_finished(59))           # written back: a section per game
    doc = json.loads((folder / "stats.json").read_text())
    assert doc["version"] == 2 and set(doc["games"]) == {"lunch-money"}
    assert doc["games"]["lunch-money"]["personas"]["bruno"]["played"] >= 3


def test_each_game_keeps_its_own_section():
    record = stats.Stats()
    record.of("lunch-money")["bruno"] = stats.Record(played=2, won=1, lost=1, knocked_them_out=1)
    record.of("dig-your-way-out")["bruno"] = stats.Record(played=1, lost=1, tunnels=4)
    stats.save_stats(record)
    again = stats.load_stats()
    assert again.of("lunch-money")["bruno"].knocked_them_out == 1
    assert again.of("dig-your-way-out")["bruno"].figures == {"tunnels": 4}


def test_biggest_figures_keep_the_largest_and_the_others_add_up():
    rec = stats.Record()
    rec.add({"biggest_hit_on_you": 5, "knocked_you_out": 1})
    rec.add({"biggest_hit_on_you": 3, "knocked_you_out": 1})
    assert (rec.biggest_hit_on_you, rec.knocked_you_out) == (5, 2)
