"""Dumm gelaufen! without the app: `play --plain` from a pipe to the end, and the typed-command
parser (English, Dutch, German, a typo) read against scenario positions."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from gameshelf.engine.dumm_gelaufen import (
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
from gameshelf.tui.games.dumm_gelaufen.commands import Error, Meta, parse, resolve
from gameshelf.tui.store import saves
from tests.tui.plain.helpers import ANSI_OR_BOX

PROGRAM = "import sys; from gameshelf.tui.cli import main; sys.exit(main(sys.argv[1:]))"
ENGLISH = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}


@pytest.mark.slow
def test_play_plain_plays_a_match_to_the_end_from_a_pipe(tmp_path):
    done = subprocess.run([sys.executable, "-c", PROGRAM, "--saves", str(tmp_path), "play",
                           "--plain", "--game", "dumm-gelaufen", "--seed", "5", "--bots", "1"],
                          input="1\n" * 20000, capture_output=True, text=True, timeout=300,
                          env={**os.environ, **ENGLISH})
    assert done.returncode == 0, done.stderr
    assert "Final standings" in done.stdout and "winner" in done.stdout
    assert "Your turn: take 1 card" in done.stdout and "1. take 1 face-down card" in done.stdout
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


def test_take_two_from_one_open_pile_takes_two_in_three_languages():
    """The help's "take 2 left": two cards off the left pile, then the give reads the new hand."""
    state = (Scenario(["Ann", "Bruno", "Cleo"]).hand(0, "red 2", "yellow 3", "red 9")
             .mac("red 7", "yellow 7").piles(["green 5", "yellow 10"], ["yellow 11", "green 10"])
             .turn(0).build())
    v = view_of(state)
    assert TakeOpen((0, 0)) in GAME.legal_actions(state)
    for line, piles in (("take 2 left", (0, 0)), ("neem 2 links, geef geel 10", (0, 0)),
                        ("nimm 2 rechts", (1, 1)), ("take 1 left", (0,))):
        assert resolve(parse(line, v).steps[0], v) == [TakeOpen(piles)], line


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


def _first_question(seed: int):
    """The human's view at their first question of a seeded plain match (input ends there)."""
    from gameshelf.tui.model.match import new_match
    from tests.tui.plain.helpers import play_plain
    match = new_match(game="dumm-gelaufen", seed=seed, opponents=2, pace=0, lang="en",
                      difficulty="easy")
    play_plain(match, "")
    return GAME.view_for(match.state, match.human)


def test_one_piped_line_carries_a_whole_exchange_with_mac(tmp_path):
    from gameshelf.engine.dumm_gelaufen.cards import card_name
    view = _first_question(5)
    hand = [c for c in view.hand if c < 72]
    gives = [card_name(c) for c in hand[:2]]
    mine = " ".join(gives)
    line = f"take {card_name(view.mac[0])} from mac, give {mine}"
    done = subprocess.run([sys.executable, "-c", PROGRAM, "--saves", str(tmp_path), "play",
                           "--plain", "--game", "dumm-gelaufen", "--seed", "5", "--bots", "2",
                           "--difficulty", "easy"],
                          input=line + "\n", capture_output=True, text=True, timeout=120,
                          env={**os.environ, **ENGLISH})
    out = done.stdout.splitlines()
    after = out[out.index(f"> {line}") + 1:]
    # The take, the pick and both gives happened: no question came between them.
    assert "Mac takes" in after[0], after[:3]
    assert not [x for x in after if x.startswith("Give ") or "Which of Mac" in x], after
    saved = saves.load(saves.latest(tmp_path), tmp_path) if saves.latest(tmp_path) else None
    assert saved is not None
    moves = [a for a, _events in saved.history]
    pattern = ["TakeMac", "PickMac", "Give", "Give"]
    mine_moves = [moves[i:i + 4] for i in range(len(moves) - 3)
                  if [type(a).__name__ for a in moves[i:i + 4]] == pattern
                  and card_name(moves[i + 1].card) == card_name(view.mac[0])]
    assert mine_moves, moves
    assert [card_name(a.card) for a in mine_moves[0][2:]] == gives


def test_numbered_answers_still_work_one_a_line():
    from gameshelf.tui.model.match import new_match
    from tests.tui.plain.helpers import play_plain
    match = new_match(game="dumm-gelaufen", seed=5, opponents=2, pace=0, lang="en",
                      difficulty="easy")
    played = play_plain(match, "1\n1\n1\n")
    kinds = [type(a).__name__ for a, _events in match.history]
    assert played.out.count("> 1") == 3 and "TakeDeck" in kinds
