"""A damaged, foreign or impossible save is refused with one clear line, never half-loaded, and
nothing on disk is touched; the CLI prints that line and exits 2."""

from __future__ import annotations

import json
import os

import pytest

from gameshelf.tui.cli import main
from gameshelf.tui.store import saves
from tests.tui.store.forge import resigned
from tests.tui.store.play import play, start


@pytest.fixture
def good(folder):
    match, human, _ = start(21)
    play(match, human, steps=60)
    return saves.save(match, "good")


def _truncated(p):
    p.write_bytes(p.read_bytes()[: p.stat().st_size // 2])


def _bit_flipped(p):
    data = bytearray(p.read_bytes())
    data[len(data) * 2 // 3] ^= 0x04
    p.write_bytes(bytes(data))


def _future_version(p):
    doc = json.loads(p.read_text())
    doc["version"] = 99
    p.write_text(resigned(doc))


def _not_json(p):
    p.write_text("Dear diary, today Bruno took my lunch money.")


def _binary(p):
    p.write_bytes(bytes(range(256)) * 10)


def _oversized(p):
    with open(p, "wb") as f:
        f.truncate(saves.MAX_BYTES + 1)


def _wrong_format(p):
    doc = json.loads(p.read_text())
    doc["format"] = "somebody-elses-save"
    p.write_text(json.dumps(doc))


def _wrong_shape(p):
    p.write_text(json.dumps([1, 2, 3]))


def _missing_part(p):
    doc = json.loads(p.read_text())
    del doc["history"]
    p.write_text(resigned(doc))


def _history_of_lists(p):
    doc = json.loads(p.read_text())
    doc["state"] = "nope"
    p.write_text(resigned(doc))


def _too_many_counters(p):
    doc = json.loads(p.read_text())
    doc["state"]["counters"][0] = 99
    p.write_text(resigned(doc))


def _unknown_card(p):
    doc = json.loads(p.read_text())
    doc["state"]["draw"][0] = 250
    p.write_text(resigned(doc))


def _unknown_event(p):
    doc = json.loads(p.read_text())
    doc["history"][3][1] = [["ExplodedLunchbox", 1]]
    p.write_text(resigned(doc))


def _unknown_language(p):
    doc = json.loads(p.read_text())
    doc["match"]["lang"] = "klingon"
    p.write_text(resigned(doc))


def _short_history(p):
    doc = json.loads(p.read_text())
    doc["history"].pop()
    p.write_text(resigned(doc))


def _a_folder(p):
    p.unlink()
    p.mkdir()


CASES = [
    (_truncated, "ends too soon"),
    (_bit_flipped, "damaged"),
    (_future_version, "newer than this game"),
    (_not_json, "bad JSON"),
    (_binary, "not a save"),
    (_oversized, "too big"),
    (_wrong_format, "wrong format name"),
    (_wrong_shape, "wrong format name"),
    (_missing_part, "lacks 'history'"),
    (_history_of_lists, "not an object"),
    (_too_many_counters, "Counters"),
    (_unknown_card, "no card 250"),
    (_unknown_event, "unknown kind"),
    (_unknown_language, "Unknown language"),
    (_short_history, "history has"),
    (_a_folder, "folder"),
]


@pytest.mark.parametrize(("damage", "reason"), CASES, ids=[c[0].__name__ for c in CASES])
def test_a_bad_file_is_refused_with_a_reason_and_left_alone(good, damage, reason):
    damage(good)
    before = good.read_bytes() if good.is_file() else None
    with pytest.raises(saves.SaveError, match=reason) as err:
        saves.load(good)
    assert "\n" not in str(err.value) and "Traceback" not in str(err.value)
    (info,) = saves.list_saves()
    assert not info.ok and reason.split()[0] in info.error
    assert saves.latest() is None
    assert (good.read_bytes() if good.is_file() else None) == before


def test_unreadable_file(good, monkeypatch):
    real_open = os.open

    def no_access(path, *a, **k):
        if os.fspath(path) == os.fspath(good):
            raise PermissionError(13, "Permission denied")
        return real_open(path, *a, **k)

    monkeypatch.setattr(os, "open", no_access)
    with pytest.raises(saves.SaveError, match="cannot be read: Permission denied"):
        saves.load(good)


def test_a_missing_save(folder):
    with pytest.raises(saves.SaveError, match="no save 'nothing.json'"):
        saves.load("nothing")


def test_a_bit_flip_anywhere_is_caught(good):
    # Every byte position, one bit each: none loads silently into a different match.
    original = good.read_bytes()
    step = max(1, len(original) // 300)
    for i in range(0, len(original), step):
        data = bytearray(original)
        data[i] ^= 1 << (i % 7)
        good.write_bytes(bytes(data))
        with pytest.raises(saves.SaveError):
            saves.load(good)


@pytest.mark.parametrize("command", ["load", "replay"])
def test_the_cli_prints_one_line_and_exits_2(good, command, capsys):
    _truncated(good)
    assert main(["--saves", str(good.parent), command, "good"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("lunchmoney: ") and "ends too soon" in err


def test_continue_with_nothing_to_continue(folder, capsys):
    assert main(["--saves", str(folder), "continue"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
