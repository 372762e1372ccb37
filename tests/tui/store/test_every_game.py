"""Issue 14's save checks, run for every game on the shelf (saves carry a `game` field since
issue 15): odd files and crafted saves are listed as unreadable with a short reason, refused
at load, never crash `saves`, `load`, `continue` or the engine, and `continue` goes on to the
newest good save of a match still in play."""

from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path

import pytest

from gameshelf.engine import game_keys
from gameshelf.tui.cli import main, shelf_main
from gameshelf.tui.model.driver import Driver
from gameshelf.tui.model.match import new_match
from gameshelf.tui.store import saves, stats
from gameshelf.tui.store.keeper import Keeper
from tests.tui.store.forge import forge

GAMES = game_keys()


def _played(game: str, moves: int | None, seed: int = 7, name: str = "Sam"):
    """A match of `game` with random answers for every seat: `moves` moves, or to its end,
    played then by the normal bot in every seat (random play may never end a match of Dumm
    gelaufen!, which has no turn limit in a person's match)."""
    from gameshelf.engine import find_game
    match = new_match(name, 2, difficulty="random", seed=seed, pace=0, game=game)
    driver, rng = Driver(match, keeper=Keeper(None)), random.Random(f"{game}:{seed}")
    rules = find_game(game)
    bots = [rules.make_bot("normal", s, f"{seed}:{s}") for s in range(len(match.names))]
    while not driver.is_over and (moves is None or len(match.history) < moves):
        if moves is None:
            seat = rules.current_decision(match.state).seat
            driver.apply(bots[seat].choose(rules.view_for(match.state, seat)))
        else:
            driver.apply(rng.choice(list(driver.legal())))
    return match


@pytest.fixture(params=GAMES)
def game(request):
    return request.param


@pytest.fixture
def good(game, folder):
    """A save of a match of `game` still in play, 30 moves in, made an hour ago."""
    path = saves.save(_played(game, 30), "good")
    past = path.stat().st_mtime - 3600
    os.utime(path, (past, past))
    for p in folder.glob("autosave-*.json"):        # only the named save counts here
        p.unlink()
    return path


def _copy(good: Path, name: str, change) -> Path:
    target = good.with_name(f"{name}.json")
    shutil.copy(good, target)
    return forge(target, change)


def _first_int(state: dict, key: str, value: int):
    def change(doc):
        doc["state"][key] = value
    return change


def test_odd_files_are_unreadable_with_a_short_reason_and_continue_goes_past(good, folder,
                                                                            capsys):
    os.mkfifo(folder / "pipe.json")
    text = good.read_text().replace('"seed":', '"seed":' + "9" * 5000 + ',"x":', 1)
    (folder / "huge.json").write_text(text)
    _copy(good, "typed", lambda d: d.__setitem__("name", 1.5))
    _copy(good, "counted", _first_int({}, "actions", 10 ** 4000))
    infos = {i.path.name: i for i in saves.list_saves()}
    assert {n for n, i in infos.items() if not i.ok} == {"pipe.json", "huge.json", "typed.json",
                                                         "counted.json"}
    assert all(len(i.error) <= saves.MAX_REASON for i in infos.values() if not i.ok)
    assert saves.latest() == good
    assert main(["--saves", str(folder), "saves"]) == 0
    out = capsys.readouterr().out
    assert "not a regular file" in out and "name is not a text" in out
    assert max(len(line) for line in out.splitlines()) < 300     # no 4,000-digit line


def _card_in_two_places(doc: dict) -> None:
    """A card of the first hand also lies at the top of another pile."""
    st = doc["state"]
    card = st["hands"][0][0]
    pile = "draw" if "draw" in st else "discard"
    st[pile].append(card)


def _seat_off_the_table(doc: dict) -> None:
    """The seat on turn (or deciding) is not at the table: far off, or just below 0."""
    st = doc["state"]
    key = next(k for k in ("turn_seat", "turn", "seat") if k in st and
               (k != "turn" or doc["game"] != "dig-your-way-out"))
    st[key] = -5


def _huge_card_number(doc: dict) -> None:
    """A card number far past the deck, where the game keeps its cards."""
    st = doc["state"]
    pile = next(k for k in ("stacks", "hands") if k in st)
    st[pile][-1].append(2 ** 62)


CRAFTED = (_card_in_two_places, _seat_off_the_table, _huge_card_number)


@pytest.mark.parametrize("craft", CRAFTED, ids=[c.__name__.strip("_") for c in CRAFTED])
def test_a_crafted_save_with_a_valid_checksum_is_refused_with_a_reason(good, craft, folder,
                                                                      capsys):
    crafted = _copy(good, "crafted", craft)
    with pytest.raises(saves.SaveError) as refused:
        saves.load(crafted)
    assert len(str(refused.value)) <= saves.MAX_REASON + 20
    (listed,) = [i for i in saves.list_saves() if i.path == crafted]
    assert not listed.ok
    assert saves.latest() == good
    assert main(["--saves", str(folder), "load", "crafted"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_position_the_engine_cannot_answer_is_refused(folder):
    """Dumm gelaufen!: taking more cards off Mac than Mac holds leaves a decision with no
    answer a few moves on (its own checks let the number through)."""
    match = _played("dumm-gelaufen", 30)
    path = saves.save(match, "owing")

    def owes_too_much(doc):
        doc["state"].update(phase="pick_mac", owed=2 ** 62, taken=[])
    forge(path, owes_too_much)
    with pytest.raises(saves.SaveError):
        saves.load(path)


def test_an_engine_error_while_reading_is_a_reason_not_a_crash(good, monkeypatch):
    saved_game = saves.read(good).game

    def breaks(data):
        raise IndexError("list index out of range")
    monkeypatch.setattr(saved_game, "state_from_dict", breaks)
    (listed,) = saves.list_saves()
    assert "cannot read this position" in listed.error
    assert saves.latest() is None


@pytest.mark.slow
def test_continue_never_resumes_a_finished_match(game, folder, capsys):
    earlier = _played(game, 20)          # the same match (its id, below) before its end
    for p in folder.glob("autosave-*.json"):
        p.unlink()
    match = _played(game, None)
    saves.save(match, "the end")
    earlier.match_id = match.match_id
    saves.save(earlier, "before the end")
    assert saves.latest() is None
    assert main(["--saves", str(folder), "continue"]) == 2
    assert "no saved match to continue" in capsys.readouterr().err


def test_a_match_is_counted_once_whatever_is_loaded_later(game, folder):
    match = _played(game, None)
    path = saves.save(match, "the end")
    stats.record_match(match)
    stats.record_match(saves.load(path))
    assert stats.recorded_matches() == {match.match_id}


@pytest.mark.parametrize("name", ["Prüfung für Jürgen", "Борис", "李小龍"])
def test_unicode_names_are_kept(game, folder, name):
    match = _played(game, 5, name=name)
    path = saves.save(match, name)
    assert saves.load(name).names[0] == name
    (listed,) = [i for i in saves.list_saves() if i.path == path]
    assert listed.handle == name


@pytest.mark.parametrize("argv, said", [
    (["--name", "a" * 61], "at most 60"),
    (["--name", "a\tb"], "tabs"),
    (["--seed", str(2 ** 63)], "seed is a whole number"),
    (["--seed", "9" * 5000], "seed is a whole number"),
    (["--bots", "9"], "--bots must be between"),
])
def test_names_and_seeds_a_save_cannot_keep_are_refused_for_every_game(game, argv, said,
                                                                        capsys):
    with pytest.raises(SystemExit) as out:
        shelf_main(["play", "--game", game, "--plain", *argv])
    assert out.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and said in err


def test_a_save_never_chooses_its_template_folder(good, tmp_path):
    forge(good, lambda d: d["match"]["settings"].__setitem__("templates", str(tmp_path)))
    assert saves.load(good).templates is None


def test_version_0_of_another_game_is_refused(good, folder):
    from tests.tui.store.make_fixtures import version_0
    doc = json.loads(good.read_text())
    old = folder / "old.json"
    old.write_text(json.dumps(version_0(doc)))
    if doc["game"] == "lunch-money":
        assert saves.load(old).warnings
    else:        # version 0 was Lunch Money's alone: another game's state cannot be one
        with pytest.raises(saves.SaveError):
            saves.load(old)


def test_continue_keeps_to_its_game(folder, capsys):
    """`lunchmoney continue` resumes Lunch Money, not the newest match of another game;
    `gameshelf continue --game X` resumes X's."""
    saves.save(_played("dumm-gelaufen", 10), "another game")
    assert main(["--saves", str(folder), "continue", "--plain"]) == 2
    assert shelf_main(["--saves", str(folder), "continue", "--game", "lm", "--plain"]) == 2
    assert capsys.readouterr().err.count("no saved match to continue") == 2
    assert saves.latest(game="dumm-gelaufen") is not None


def test_replay_with_another_game_named_is_refused_and_saves_names_each_game(folder, capsys):
    """`replay SAVE --game X` of a save of another game says so in one line (it ignored
    --game); without --game it replays whatever game the save holds. `saves` names the game."""
    saves.save(_played("dumm-gelaufen", 10), "murphy")
    assert shelf_main(["--saves", str(folder), "replay", "murphy", "--game", "lm"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.splitlines() == [err] and "murphy is a match of Dumm gelaufen!, not of Lunch " \
        "Money" in err
    assert shelf_main(["--saves", str(folder), "replay", "murphy"]) == 0
    capsys.readouterr()
    assert shelf_main(["--saves", str(folder), "saves"]) == 0
    assert "Dumm gelaufen!" in capsys.readouterr().out


@pytest.mark.slow
async def test_the_load_screen_lists_a_crafted_save_of_each_game_and_explains(folder):
    from gameshelf.tui.screens.load import ErrorDialog, LoadScreen
    from tests.tui.store.test_screens import Host, _rows
    for game in GAMES:
        path = saves.save(_played(game, 30), f"{game} crafted")
        forge(path, _seat_off_the_table)
    os.mkfifo(folder / "pipe.json")
    app = Host(lambda: LoadScreen(folder))
    async with app.run_test(size=(80, 24)) as pilot:
        rows = _rows(app.screen)
        unreadable = sorted(r[0] for r in rows if r[2] == "unreadable")
        assert unreadable == sorted([*(f"{g}-crafted.json" for g in GAMES), "pipe.json"])
        index = next(i for i, r in enumerate(rows) if r[0] == "dumm-gelaufen-crafted.json")
        for _ in range(index):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ErrorDialog)
        assert "not at the table" in app.screen.message


def _into_round_3(game: str):
    """A two-seat match of `game` played with harmless answers until its third round has
    begun, by the game's own count: Lunch Money's round, Dig's fifth turn (every seat's turn
    once is a round); Dumm gelaufen!'s rounds turn only when a Murphy card is fulfilled, so
    its round is set, as a later deal would leave it."""
    from gameshelf.engine import find_game
    match = new_match("Sam", 1, difficulty="random", seed=11, pace=0, game=game)
    driver, rules = Driver(match, keeper=Keeper(None)), find_game(game)
    if game == "dumm-gelaufen":
        match.state.round = 3
    reached = {"lunch-money": lambda s: s.round == 3, "dig-your-way-out": lambda s: s.turn == 5,
               "dumm-gelaufen": lambda s: True}[game]
    while not reached(match.state):
        driver.apply(rules.default_action(match.state))
    return match


def test_a_save_is_listed_in_the_round_its_match_is_in(game, folder, capsys):
    """Issue 28: a Dig Your Way Out match saved in round 3 was listed as round 0."""
    match = _into_round_3(game)
    saves.save(match, "third")
    (info,) = [i for i in saves.list_saves() if i.name == "third"]
    assert info.round == 3
    if game == "lunch-money":       # its counters column: each kid's lunch money
        assert info.counters == tuple(match.state.counters) and len(info.counters) == 2
    else:
        assert info.counters == ()
    assert main(["saves"]) == 0
    (line,) = [ln for ln in capsys.readouterr().out.splitlines() if ln.strip().startswith("third")]
    assert " 3 " in line
