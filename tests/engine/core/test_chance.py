"""Seeded chance (engine.core.chance): the same seed gives the same cards and dice on every
Python version, and Lunch Money's deals are what they were before chance moved to core."""

import random
from collections import Counter

import pytest

from gameshelf.engine.core.chance import counted, pick, randbelow, roll, shuffle
from gameshelf.engine.lunch_money import new_game


def test_the_seeded_shuffle_is_pythons_shuffle_written_out():
    """Saves replay the same deck order: our shuffle matches `random.Random(seed).shuffle`."""
    for seed in ("0:0", "1:3", "12345:7", "x"):
        # Every length to 20 and both sides of each power of two: the runs of a shuffle
        # that draw the same number of bits change there.
        for size in (*range(20), 31, 32, 33, 63, 64, 65, 80, 110, 127, 128, 129, 140):
            ours, theirs = list(range(size)), list(range(size))
            shuffle(ours, seed)
            random.Random(seed).shuffle(theirs)
            assert ours == theirs


def test_the_shuffle_and_the_deal_give_what_they_gave_before_the_move():
    deck = list(range(110))
    shuffle(deck, "7:0")
    assert deck[:12] == [67, 1, 8, 53, 96, 44, 50, 57, 98, 73, 103, 104]
    state = new_game(4, seed=7)
    assert state.dealer == 3
    assert state.hands == [[89, 92, 4, 54, 46], [65, 93, 87, 36, 94], [91, 47, 39, 72, 13],
                           [15, 60, 78, 55, 21]]


def test_randbelow_gives_randranges_numbers():
    ours, theirs = random.Random("r"), random.Random("r")
    for n in (1, 2, 3, 5, 7, 64, 100, 1000):
        for _ in range(50):
            assert randbelow(ours.getrandbits, n) == theirs.randrange(n)


def test_pick_is_one_seeded_randrange():
    for n in (2, 3, 6):
        assert pick(f"9:dealer:{n}", n) == random.Random(f"9:dealer:{n}").randrange(n)


def test_a_die_rolls_every_face_and_nothing_else_evenly():
    rolls = [roll(f"42:roll:{i}") for i in range(6000)]
    counts = Counter(rolls)
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(850 <= c <= 1150 for c in counts.values())     # 1000 expected each
    assert {roll(f"1:{i}", sides=20) for i in range(2000)} == set(range(1, 21))


def test_a_die_is_seeded():
    assert [roll(f"7:{i}") for i in range(20)] == [roll(f"7:{i}") for i in range(20)]
    assert [roll(f"7:{i}") for i in range(20)] != [roll(f"8:{i}") for i in range(20)]
    assert roll("7:0") == 1 + random.Random("7:0").randrange(6)


def test_a_die_needs_a_side():
    with pytest.raises(ValueError, match="at least one side"):
        roll("x", sides=0)


def test_a_counted_draw_is_the_same_number_for_the_same_seed_and_counter():
    """Dig Your Way Out's dice: pinned, so a seeded match rolls the same on every Python (the
    draw is integer arithmetic alone) and no change slips a new stream in unnoticed."""
    assert [counted(7, i, 6) for i in range(1, 13)] == [1, 1, 2, 5, 5, 0, 0, 0, 2, 4, 4, 5]
    assert [counted(2**70 + 3, i, 107) for i in range(1, 5)] == [75, 84, 42, 77]


def test_a_counted_draw_falls_evenly_on_every_choice():
    faces = Counter(counted(3, i, 6) for i in range(60_000))
    assert set(faces) == set(range(6))
    assert all(9_500 < n < 10_500 for n in faces.values())
    cards = Counter(counted(s, 1, 7) for s in range(70_000))      # across seeds too
    assert set(cards) == set(range(7)) and all(9_400 < n < 10_600 for n in cards.values())


def test_a_counted_draw_past_the_last_whole_multiple_is_drawn_again(monkeypatch):
    """Exact: with the limit forced low (about two outputs in three past it), those outputs are
    mixed again until one falls under it; taking them as they come would be uneven."""
    from gameshelf.engine.core import chance
    limit = 6 * 2**60
    monkeypatch.setattr(chance, "_LIMITS", {6: limit})
    start = chance._mixed(5)
    firsts = [chance._mixed((start + i * chance._GAMMA) & chance._MASK) for i in range(200)]
    assert sum(x >= limit for x in firsts) > 100          # the path runs, often
    for i, x in enumerate(firsts):
        while x >= limit:
            x = chance._mixed(x ^ chance._GAMMA)
        assert counted(5, i, 6) == x % 6


def test_a_counted_draw_needs_something_to_choose_from():
    with pytest.raises(ValueError):
        counted(1, 1, 0)
