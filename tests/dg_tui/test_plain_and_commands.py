"""Dumm gelaufen! without the app: `play --plain` from a pipe to the end, and the typed-command
parser (English, Dutch, German, a typo) read against scenario positions."""

from __future__ import annotations

import os
import subprocess
import sys

from engine.dumm_gelaufen import (
    GAME,
    MAC,
    Give,
    PickMac,
    Scenario,
    TakeDeck,
    TakeMac,
    TakeOpen,
    card_by_name,
)
from tests.plain.helpers import ANSI_OR_BOX
from tui import saves
from tui.games.dumm_gelaufen.commands import Error, Meta, parse, resolve

PROGRAM = "import sys; from tui.cli import main; sys.exit(main(sys.argv[1:]))"
ENGLISH = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}


def test_play_plain_plays_a_match_to_the_end_from_a_pipe(tmp_path):
    done = subprocess.run([sys.executable, "-c", PROGRAM, "--saves", str(tmp_path), "play",
                           "--plain", "--game", "dumm-gelaufen", "--seed", "5", "--bots", "3"],
                          input="1\n" * 20000, capture_output=True, text=True, timeout=300,
                          env={**os.environ, **ENGLISH})
    assert done.returncode == 0, done.stderr
    assert "Final standings" in done.stdout and "winner" in done.stdout
    assert "Your turn: take cards" in done.stdout and "1. take 1 face-down card" in done.stdout
    assert not any(c in done.stdout for c in ANSI_OR_BOX)
    assert saves.latest(tmp_path) is None


def view_of(state):
    return GAME.view_for(state, 0)


def position():
    return (Scenario(["Ann", "Bruno", "Cleo"]).hand(0, "red 2", "yellow 3", "red 9", "green 9")
            .mac("red 7", "yellow 7").piles(["green 5"], ["yellow 11"]).turn(0).build())


def steps(text, view):
    parsed = parse(text, view)
    assert not isinstance(parsed, Error | Meta), parsed
    return [resolve(s, view) for s in parsed.steps]


def test_take_from_mac_by_card_in_three_languages():
    v = view_of(position())
    red7 = card_by_name("red 7")
    for line in ("take 7 red from mac", "neem rood 7 van mac", "nimm rot 7 von mac",
                 "taek r7 from mac"):
        [actions] = steps(line, v)
        assert actions == [TakeMac(1), PickMac(red7)], line


def test_take_counts_piles_and_a_seen_top_card():
    v = view_of(position())
    assert steps("take 2", v) == [[TakeDeck(2)]]
    assert steps("neem links", v) == [[TakeOpen((0,))]]
    assert steps("nimm beide", v) == [[TakeOpen((0, 1))]]
    assert steps("take yellow 11", v) == [[TakeOpen((1,))]]


def test_give_reads_the_hand_of_its_moment():
    s, _ = GAME.apply(position(), TakeDeck(1))
    v = view_of(s)
    [actions] = steps("give 2 3 right", v)
    assert actions == [Give(card_by_name("red 2"), 1), Give(card_by_name("yellow 3"), 1)]
    assert isinstance(steps("give 9", v)[0], Error)          # red or green 9: say which
    s, _ = GAME.apply(position(), TakeMac(2))
    s, _ = GAME.apply(s, PickMac(card_by_name("red 7")))
    s, _ = GAME.apply(s, PickMac(card_by_name("yellow 7")))
    assert steps("geef 2", view_of(s)) == [[Give(card_by_name("red 2"), MAC)]]


def test_a_number_takes_that_choice_and_bad_input_is_one_line():
    v = view_of(position())
    assert steps("1", v) == [[TakeDeck(1)]]
    assert isinstance(steps("99", v)[0], Error)
    [err] = steps("fly to the moon", v)
    assert isinstance(err, Error) and "\n" not in err.message
    assert parse("hilfe rules", v) == Meta("help", "rules")
